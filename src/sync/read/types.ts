// What a night's log reads as (src/sync/log-read.ts): the shapes every step of the read and the screens share.
import type { Ledger, LedgerEntry, NightSettings } from '../../core/ledger';
import type { PayAddress, SharedAddress } from '../../core/pay-codes';
import type { LogRecord, RevisionWhy } from '../log';
import type { HandConflict } from '../hand-conflicts';
import type { TablePhone } from './phones';

export interface LogNightMeta {
  id: string;
  name: string;
  createdAt: number;
  settings: NightSettings;
  status: 'open' | 'finished';
}

/** One version of an entry, as a conflict shows it: its record, what it says (null: deleted), who and when. */
export interface EntryVersion {
  recordId: string;
  entry: LedgerEntry | null;
  phone: string;
  at: number;
}

/** Two revisions (or more) of one entry that did not see each other: every version is kept until a choice. */
export interface EditConflict {
  entryId: string;
  /** In log order; the last one is what the night counts meanwhile. */
  versions: EntryVersion[];
}

/** One record of the log as the history shows it. */
export interface HistoryItem {
  recordId: string;
  kind: LogRecord['t'];
  phone: string;
  at: number;
  /** False when a later restore took it back. */
  active: boolean;
  /** The entry it records or revises. */
  entryId?: string;
  /** For a recording, the entry; for a revision, the entry it made (null: deleted or set aside). */
  entry?: LedgerEntry | null;
  /** For a revision, the entry as it was before (what its phone saw). */
  previous?: LedgerEntry | null;
  why?: RevisionWhy;
  status?: 'open' | 'finished';
  /** For a restore: the record it went back before. */
  before?: string;
  /** For a phone's answer of whose phone it is: a player's seat, or a typed name. */
  phoneSeat?: number;
  phoneName?: string;
  /** For a shared payment address: whose (the seat), and whether it was shared (false: withdrawn). */
  paySeat?: number;
  payShared?: boolean;
  /** Made after the night was finished on another phone, which had not seen it: not counted while it stays finished. */
  late?: true;
}

/**
 * A change made after the night was finished on another phone (the finish had not seen it), while the
 * night stays finished: not counted, said on every phone, counted again once the night is reopened.
 */
export interface LateChange {
  recordId: string;
  /** A recording (a new entry), a revision of an entry, or a choice of a hand conflict. */
  kind: 'record' | 'revise' | 'keep';
  entryId: string;
  /** What it records or makes the entry (null: a deletion or a setting aside); absent for a keep. */
  entry?: LedgerEntry | null;
  why?: RevisionWhy;
  /** For a recording: the hand it would be (its seating's number, as if counted); for others, the entry's place (1-based) when counted. */
  hand?: number;
  number?: number;
  phone: string;
  at: number;
  /** The phone that finished the night, and when. */
  finishedBy: string;
  finishedAt: number;
}

export interface LogEntry {
  id: string;
  entry: LedgerEntry;
  version: number;
  /** The record that recorded it. */
  recordId: string;
  settled: boolean;
  /** Its nearest hand before it in the night's tree (the hand it was recorded after), or null. */
  handBefore: string | null;
  /** For a hand (a win or a draw as recorded): its turn along its own branch. */
  turn?: number;
}

/** An entry set aside by a choice (or deleted after one): what it said before, and for a hand, its turn. */
export interface SetAsideItem {
  entryId: string;
  entry: LedgerEntry;
  hand?: number;
}

/** A change of the log left out of the night: whose it was (null: nothing says, or no phone signed it), and whether a newer version of the app made it. */
export interface LeftOutChange {
  phone: string | null;
  newer: boolean;
}

export interface LogNight {
  meta: LogNightMeta;
  entries: LogEntry[];
  ledger: Ledger;
  /** Open hand conflicts: one hand of each is in `entries` (counted), the others wait, counted nowhere. */
  handConflicts: HandConflict[];
  editConflicts: EditConflict[];
  setAside: SetAsideItem[];
  /** Changes made after the night was finished on another phone: not counted while it stays finished. */
  late: LateChange[];
  unreadable: number;
  /** The changes counted in `unreadable`, each with its phone where one is known. */
  leftOut: LeftOutChange[];
  lastHandId: string | null;
  /** What a new recording names as `after`: the last recording in the night's order, deleted ones included. */
  tail: string | null;
  /**
   * What a new recording names as `hand`: the entry id of the hand of the latest turn, among hands that
   * take a turn (counted, waiting in a conflict, or set aside by the table's choice; not deleted), the
   * last of them in the night's order.
   */
  tailHand: string | null;
  /** The last record of the log: what a restore names as `seen`. */
  lastRecordId: string | null;
  /**
   * What a restore names as `upto`: per phone, the last record of that phone in the log, in order of
   * each phone's first record; null when more phones than MAX_FRONTIER wrote, or their ids weigh more than
   * MAX_FRONTIER_CHARS (the restore names `seen` alone).
   */
  frontier: [string, string][] | null;
  /** Each entry's current versions' record ids (what a revision names as `of`). */
  heads: Map<string, string[]>;
  history: HistoryItem[];
  /** The payment addresses shared with the table now, one a seat at most, none for a disputed seat (sharedPayOf). */
  sharedPay: SharedPay[];
  /** Seats two phones gave different payment numbers: shown on every phone, none of their numbers offered. */
  payDisputes: PayDispute[];
  /** Each seat's owner of its shared number: only that phone's records change or withdraw it. */
  payOwners: PayOwner[];
  /** The phones that wrote to the night, numbered by their first record, with whose phone each said it is. */
  phones: TablePhone[];
  /**
   * Hands two phones kept at once, each setting the other's aside: back in their open conflict, by entry
   * id, with the value their aside took away (a keep of one brings it back before keeping it).
   */
  keptApart: Map<string, LedgerEntry>;
}

export type LogRead =
  { ok: true; night: LogNight } | { ok: false; problem: 'room_empty' | 'unreadable_room' };

/**
 * A seat two phones gave different payment numbers: its owner's (the phone that first shared one for the
 * seat; null once it withdrew it) and each other phone's. No number of the seat is offered to pay while it stands.
 */
export interface PayDispute {
  readonly seat: 0 | 1 | 2 | 3;
  readonly owner: { phone: string; address: PayAddress | null; recordId: string; at: number };
  readonly others: readonly { phone: string; address: PayAddress; recordId: string; at: number }[];
}

/** The phone a seat's shared number belongs to: the first to share one for that seat. */
export interface PayOwner {
  readonly seat: 0 | 1 | 2 | 3;
  readonly phone: string;
}

/** A payment address shared with the table, as the log says it now: who shared it, when, and by which record. */
export interface SharedPay extends SharedAddress {
  readonly phone: string;
  readonly at: number;
  readonly recordId: string;
}

/** Whether an entry ends a hand (a win or a draw): it takes a turn, and only such entries conflict. */
export const endsAHand = (entry: LedgerEntry): boolean => entry.kind === 'win' || entry.kind === 'draw';
