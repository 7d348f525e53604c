// The shapes the screens see of a live night.
import type { LedgerEntry } from '../core/ledger';
import type { LiveLink } from './link';
import type { LogRefusal } from '@tai-table/night-log';
import type { EditConflict, LateChange, LeftOutChange } from './log-read';
import type { HandConflict } from './hand-conflicts';

export type { EditConflict, EntryVersion, LateChange } from './log-read';

/**
 * Where the night stands: only on this phone; connecting; live with the phones connected; offline
 * with the changes this phone made that the server has not yet acknowledged; or refused by the server.
 */
export type LiveStatus =
  | { kind: 'local' }
  | { kind: 'connecting'; waiting: number }
  | { kind: 'live'; waiting: number; phones: number }
  /**
   * Connected and answered, but the server says it cannot share its rooms with the other servers now (its
   * Redis or its store is down): the phones on another server may not get this phone's changes, nor it
   * theirs. Never Live meanwhile; Live again once the server says it shares again.
   */
  | { kind: 'apart'; waiting: number; phones: number }
  /**
   * network: the phone says it has no network; server: the phone has a network, but the sync server does
   * not answer (down, hung, or unreachable from here), so the strip does not blame the phone.
   */
  | { kind: 'offline'; waiting: number; cause: 'network' | 'server' }
  /**
   * change_refused: the server's check refused this phone's change (@tai-table/night-log's update-check.ts); `change` says
   * why: 'night_full' when the night reached its bounds, any other code when the change was not one this
   * version of the app makes (an old or altered app: reload).
   */
  | {
      kind: 'refused';
      reason: 'too_big' | 'bad_server' | 'unreadable_room' | 'change_refused';
      change?: LogRefusal;
      /** This phone's changes the server has not taken: kept on the phone (nothing is lost), said with the refusal. */
      waiting?: number;
    }
  /**
   * Connected, but the room's changes are not getting into this phone: it could not store them (its
   * storage is full or refused). Said until a later batch is stored.
   */
  | { kind: 'stuck'; reason: 'phone_storage'; waiting: number };

/** Why the server refused a live night, as its status says it. */
export type LiveRefusalReason = Extract<LiveStatus, { kind: 'refused' }>['reason'];

/** Hands recorded on two phones (or more) after the same previous hand, neither seeing the other's: keep one. */
export interface LiveConflict {
  id: string;
  /** In the night's order. */
  entryIds: string[];
  /**
   * Every hand of it was recorded while its phone was Live (connected and up to date with the room): the
   * phones recorded at the same time. Absent: at least one was recorded while apart (or by an earlier version).
   */
  atSameTime?: true;
}
export type { HandConflict, WaitingHand } from './hand-conflicts';

/** An entry a player set aside when keeping another; it stays in the night's history and can come back. */
export interface SetAsideEntry {
  entryId: string;
  entry: LedgerEntry;
  /** For a hand: the hand it was recorded as (its turn), so the list says which hand each one was. */
  hand?: number;
}

export interface LiveNightState {
  status: LiveStatus;
  link: LiveLink | null;
  /** Open hand conflicts: one hand of each counted meanwhile (in the night's rows), the others waiting. */
  conflicts: HandConflict[];
  /** Edits (or an edit and a deletion) of one entry made by phones that had not seen each other's: every version kept. */
  editConflicts: EditConflict[];
  /** Conflicts of either kind still open: the night's money is not settled while any is. */
  openConflicts: number;
  /** Entries from another phone that the schemas refused: left out of the totals. */
  unreadable: number;
  /** The changes left out, each with the phone that signed it where one did, and whether a newer version made it. */
  leftOut: LeftOutChange[];
  setAside: SetAsideEntry[];
  /** Changes made after the night was finished on another phone: not counted while it stays finished (reopen to count them). */
  late: LateChange[];
  /**
   * The document's clock (registry.ts's docClock) when this night part was last read different, null with
   * none read: rows marked with an older clock are older than what this state says of them.
   */
  docClock: number | null;
}

/** What a live-night function refuses with (the screen words the code): listed once, among the database's codes. */
export type { LiveErrorCode } from '../db/result';
