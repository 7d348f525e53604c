// A night as a Yjs document: what phones share, and how every phone reads it back the same way.
//
// Format 2 (now): ONE root type, the Y.Array `log`, of appended records (src/sync/log.ts says each
// kind and field), sealed and signed in a sealed room (src/sync/sealed.ts). Nothing is ever deleted or
// overwritten, so the sync server checks every update (@tai-table/night-log's update-check.ts) and the
// whole history can be read back and restored. The night is a pure
// function of the log (src/sync/log-read.ts): order, seats, conflicts and totals.
// Format 1 (rooms the earlier version stored: a `night` map and a `revisions` array) is still read
// (src/sync/legacy.ts); the first change a phone makes to such a room copies it into the log.
//
// The API the screens' engine uses (backward compatible with format 1's, new fields marked NEW):
//
//   readNightDoc(doc) → { ok, night: ReadNight } | { ok: false, problem }
//     ReadNight: meta (status 'finished' after a finish record; a reopen record opens it again),
//       entries [{id, entry, version}] in the night's order (a hand conflict's waiting hands left out), ledger, conflicts (hand conflicts:
//       {id, entryIds, counted, waiting}: the later hand counted, the others waiting), setAside, unreadable, lastHandId, and NEW:
//       editConflicts [{entryId, versions: [{recordId, entry|null, phone, at}]}]: two revisions of one
//         entry that did not see each other; the last version is counted meanwhile; `choose` resolves it
//       openConflicts: hand + edit conflicts still open: while > 0 the totals are not settled (a screen
//         that shows money says so; finishing asks to resolve first)
//       history [HistoryItem]: every record, oldest first, with phone, time, kind, entry and the entry
//         before it; `active` false when a restore took it back. `restore(recordId)` goes back before one.
//       format: 1 | 2 (1: a room of the earlier version, not yet copied into the log)
//   applyDocChange(doc, change, origin, phone?, how?) appends the change's record(s); what the phone had
//     seen (the last recording, the versions it revises, the last record of each phone) is read from `doc`
//     itself; NEW how.live (the phone is Live) is written on its recordings.
//     DocChange: record | revise {why?: 'edit'|'delete'|'undo'} | status | marks (hand-conflict choice)
//       | NEW choose {entryId, recordId} (keep one version of an edit conflict) | NEW restore {before}
//       | NEW replace {entries} (a backup restored into a live night: one revision per entry that differs)
import { appendRecords as appendPlainRecords, logOf, stampRecord } from '@tai-table/night-log';
import * as Y from 'yjs';
import type { Ledger, LedgerEntry, NightSettings } from '../core/ledger';
import { newId } from '../db/ids';
import { hasLegacyNight, legacyEntryHistory, readLegacyMeta, readLegacyNight } from './legacy';
import { frontierOf } from './frontier';
import { MAX_RECORDINGS, MAX_RECORDS, MAX_RESTORES, type LogRecord, type RevisionWhy } from './log';
import type { PayScheme } from '../core/pay-codes';
import {
  checkValues,
  conflictIdOf,
  readRecords,
  type EditConflict,
  type HistoryItem,
  type LateChange,
  type LeftOutChange,
  type LogNight,
  type LogRead,
  type LogValue,
  type PayDispute,
  type PayOwner,
  type SharedPay,
  type TablePhone,
} from './log-read';
import { phoneId } from './phone';
import { appendSealedRecords, kindOfValue, openedValues, sealedRoomOf } from './sealed';
import type { HandConflict, SetAsideEntry } from './types';

export { conflictIdOf };
export type {
  EditConflict,
  EntryVersion,
  HistoryItem,
  LateChange,
  LeftOutChange,
  PayDispute,
  PayOwner,
  SharedPay,
  TablePhone,
} from './log-read';

export type NightStatus = 'open' | 'finished';

export interface NightMeta {
  id: string;
  name: string;
  createdAt: number;
  settings: NightSettings;
  status: NightStatus;
}

/** One entry as the night counts it, with its revision number (the rows' `version`). */
export interface CountedEntry {
  id: string;
  entry: LedgerEntry;
  version: number;
}

export interface ReadNight {
  meta: NightMeta;
  entries: CountedEntry[];
  ledger: Ledger;
  /** Hands recorded after the same hand by phones that had not seen each other's. */
  conflicts: HandConflict[];
  setAside: SetAsideEntry[];
  /** Entries (and records) the schemas refused: left out of the totals. */
  unreadable: number;
  /** Those changes, each with its phone where one is known, and whether a newer version of the app made it. */
  leftOut: LeftOutChange[];
  /** The last hand that ended (a win or a draw) among the entries counted. */
  lastHandId: string | null;
  /** Revisions of one entry that did not see each other: every version kept until a choice. */
  editConflicts: EditConflict[];
  /** Conflicts of either kind still open: the totals are not settled while any is. */
  openConflicts: number;
  /** Every change, oldest first (format 2; empty for a room of format 1 not yet copied into the log). */
  history: HistoryItem[];
  /** Changes made after the night was finished on another phone: not counted while it stays finished. */
  late: LateChange[];
  format: 1 | 2;
  /** Payment addresses shared with the table, one a seat at most (format 2; none in a room of format 1). */
  sharedPay: SharedPay[];
  /** Seats two phones gave different payment numbers: none of their numbers is offered (format 2). */
  payDisputes: PayDispute[];
  /** Each seat's owner of its shared number (the phone that first shared one): only it changes or withdraws it. */
  payOwners: PayOwner[];
  /** The phones that wrote to the night, numbered, with whose phone each said it is (format 2; none in format 1). */
  phones: TablePhone[];
}

export type ReadProblem = 'room_empty' | 'unreadable_room';
export type NightRead = { ok: true; night: ReadNight } | { ok: false; problem: ReadProblem };

/** What a phone adds to the document. */
export type DocChange =
  | { kind: 'record'; entry: LedgerEntry }
  | { kind: 'revise'; entryId: string; entry: LedgerEntry | null; why?: 'edit' | 'delete' | 'undo' }
  | { kind: 'status'; status: NightStatus }
  | { kind: 'marks'; aside: readonly string[]; settled: readonly string[]; back: readonly string[] }
  | { kind: 'choose'; entryId: string; recordId: string }
  | { kind: 'restore'; before: string }
  | { kind: 'replace'; entries: readonly LedgerEntry[] }
  /** A player's payment address shared with the table by this phone, or (null) no longer shared. */
  | { kind: 'pay_address'; seat: 0 | 1 | 2 | 3; scheme: PayScheme; address: string | null }
  /** Whose phone this is: a player of the night (a seat) or a typed name. */
  | { kind: 'phone'; seat: 0 | 1 | 2 | 3 }
  | { kind: 'phone'; name: string };

/** The log's values as its reader takes them: a sealed room's envelopes opened, an older room's records as they are. */
function logValuesOf(doc: Y.Doc): LogValue[] {
  const room = sealedRoomOf(doc);
  return room
    ? openedValues(doc, room)
    : logOf(doc)
        .toArray()
        .map((raw) => ({ raw }));
}

/** The night as the document's log says it (a sealed room's or an older room's). */
const readDocLog = (doc: Y.Doc): LogRead => readRecords(checkValues(logValuesOf(doc)));

/**
 * Appends records at the end of the log, in one transaction (or the caller's), through the night log's
 * writers (@tai-table/night-log): sealed and signed in a sealed room's document, as they are in an older
 * room's.
 */
function appendRecords(doc: Y.Doc, records: readonly LogRecord[], origin?: unknown): void {
  const room = sealedRoomOf(doc);
  if (room) appendSealedRecords(doc, room, records, origin);
  else appendPlainRecords(doc, records, origin);
}

/** The id this phone's records carry in `doc`: in a sealed room the key it signs with, whatever the caller says. */
const writerOf = (doc: Y.Doc, phone: string): string => sealedRoomOf(doc)?.phone?.publicKey ?? phone;

const endsAHand = (entry: LedgerEntry): boolean => entry.kind === 'win' || entry.kind === 'draw';

type Draft<R extends LogRecord> = R extends unknown ? Omit<R, 'v' | 'id' | 'phone' | 'at'> : never;

/** A record of this phone, stamped by the night log's one writer (@tai-table/night-log). */
function stamp(draft: Draft<LogRecord>, phone: string): LogRecord {
  return stampRecord(draft, phone, newId()) as LogRecord;
}

function startRecords(meta: NightMeta, entries: readonly CountedEntry[], phone: string): LogRecord[] {
  const { id, name, createdAt, settings } = meta;
  const records: LogRecord[] = [stamp({ t: 'start', night: { id, name, createdAt, settings } }, phone)];
  let after: string | null = null;
  let hand: string | null = null;
  for (const { entry, version } of entries) {
    const record = stamp(
      { t: 'record', after, hand, entry, ...(version > 0 ? { base: version } : {}) },
      phone,
    );
    records.push(record);
    after = record.id;
    if (endsAHand(entry)) hand = entry.id;
  }
  if (meta.status === 'finished') records.push(stamp({ t: 'status', status: 'finished' }, phone));
  return records;
}

/** A new document holding a night as it stands: its settings and its entries (with their revision numbers) in order. */
export function seedNight(
  doc: Y.Doc,
  meta: NightMeta,
  entries: readonly CountedEntry[],
  phone = phoneId(),
): void {
  appendRecords(doc, startRecords(meta, entries, writerOf(doc, phone)));
}

/** A room of format 1 with nothing in the log yet: the night as it reads is copied in, so this change can be appended. */
function ensureLog(doc: Y.Doc, phone: string): void {
  if (logOf(doc).length > 0 || !hasLegacyNight(doc)) return;
  const legacy = readLegacyNight(doc);
  if (!legacy.ok) return;
  appendRecords(doc, startRecords(legacy.night.meta, legacy.night.entries, phone));
}

function readLogOf(doc: Y.Doc): LogNight | null {
  const read = readDocLog(doc);
  return read.ok ? read.night : null;
}

/** The records one change of this phone appends, given the night as this phone has it now. */
function recordsFor(night: LogNight, change: DocChange, phone: string, how: AppendContext): LogRecord[] {
  const live = how.live === undefined ? {} : { live: how.live };
  const revise = (entryId: string, value: LedgerEntry | null, why: RevisionWhy): LogRecord[] => {
    const of = night.heads.get(entryId);
    return of && of.length > 0 ? [stamp({ t: 'revise', entry: entryId, of, value, why }, phone)] : [];
  };
  switch (change.kind) {
    case 'record':
      return [
        stamp({ t: 'record', after: night.tail, hand: night.tailHand, entry: change.entry, ...live }, phone),
      ];
    case 'revise':
      return revise(change.entryId, change.entry, change.why ?? (change.entry === null ? 'delete' : 'edit'));
    case 'status': {
      // A finish names what this phone had (its frontier): what it had not seen does not count while the night stays finished.
      const upto =
        change.status === 'finished'
          ? frontierOf(night.history.map((item) => ({ id: item.recordId, phone: item.phone })))
          : null;
      return [stamp({ t: 'status', status: change.status, ...(upto ? { upto } : {}) }, phone)];
    }
    case 'marks': {
      const records: LogRecord[] = [];
      for (const id of change.aside) records.push(...revise(id, null, 'aside'));
      for (const id of change.settled) {
        if (change.back.includes(id)) continue;
        // A hand two phones kept at once is set aside in the log (each set the other's aside): back first, then kept.
        const apart = night.keptApart.get(id);
        if (apart) records.push(...revise(id, apart, 'bring_back'));
        records.push(stamp({ t: 'keep', entry: id }, phone));
      }
      for (const id of change.back) {
        const before = night.setAside.find((item) => item.entryId === id)?.entry;
        if (before) records.push(...revise(id, before, 'bring_back'));
      }
      return records;
    }
    case 'choose': {
      const conflict = night.editConflicts.find((item) => item.entryId === change.entryId);
      const chosen = conflict?.versions.find((version) => version.recordId === change.recordId);
      if (!conflict || !chosen) return [];
      return revise(change.entryId, chosen.entry, 'choose');
    }
    case 'restore':
      // `seen` too, so a phone of the earlier version still reads it (as it did: everything up to `seen`).
      return night.lastRecordId === null
        ? []
        : [
            stamp(
              {
                t: 'restore',
                before: change.before,
                seen: night.lastRecordId,
                ...(night.frontier ? { upto: night.frontier } : {}),
              },
              phone,
            ),
          ];
    case 'pay_address':
      return [
        stamp({ t: 'pay_address', seat: change.seat, scheme: change.scheme, address: change.address }, phone),
      ];
    case 'phone':
      return [
        stamp(
          'seat' in change
            ? { t: 'phone', seat: change.seat, name: null }
            : { t: 'phone', seat: null, name: change.name },
          phone,
        ),
      ];
    case 'replace': {
      const records: LogRecord[] = [];
      const wanted = new Map(change.entries.map((entry) => [entry.id, entry]));
      for (const { id, entry } of night.entries) {
        const next = wanted.get(id);
        if (!next) records.push(...revise(id, null, 'delete'));
        else if (JSON.stringify(next) !== JSON.stringify(entry)) records.push(...revise(id, next, 'edit'));
      }
      const known = new Set(night.heads.keys());
      const everRecorded = new Set(
        night.history.flatMap((item) => (item.kind === 'record' && item.entryId ? [item.entryId] : [])),
      );
      let after = night.tail;
      let hand = night.tailHand;
      for (const wantedEntry of change.entries) {
        if (known.has(wantedEntry.id)) {
          if (!night.entries.some((item) => item.id === wantedEntry.id))
            records.push(...revise(wantedEntry.id, wantedEntry, 'edit'));
          continue;
        }
        // An entry whose recording a restore took back is recorded anew, under an id of its own (an id is recorded once).
        const entry = everRecorded.has(wantedEntry.id) ? { ...wantedEntry, id: newId() } : wantedEntry;
        const record = stamp({ t: 'record', after, hand, entry, ...live }, phone);
        records.push(record);
        after = record.id;
        if (endsAHand(entry)) hand = entry.id;
      }
      return records;
    }
  }
}

/** How this phone stands as it appends a change. */
export interface AppendContext {
  /**
   * Whether the phone is Live (connected and up to date with the room): written on its recordings, so a
   * hand conflict is said "at the same time" or "while apart" alike on every phone. Undefined: not said.
   */
  live?: boolean;
}

/** Applies one change of this phone: its records appended at the end of the log, in one transaction. */
export function applyDocChange(
  doc: Y.Doc,
  change: DocChange,
  origin: unknown,
  phone = phoneId(),
  how: AppendContext = {},
): void {
  const writer = writerOf(doc, phone);
  doc.transact(() => {
    ensureLog(doc, writer);
    const night = readLogOf(doc);
    if (!night) return;
    const records = recordsFor(night, change, writer, how);
    if (records.length === 0) return;
    if (pastBounds(logOf(doc), records)) throw new LiveNightFullError();
    appendRecords(doc, records);
  }, origin);
}

/**
 * Thrown inside a write's transaction when the change would take the log past the bounds its server keeps:
 * the server would refuse it, so the phone refuses it first and nothing is written (a change the phone
 * kept but the table can never get would only be lost from the night). db/result.ts words it by its name.
 */
export class LiveNightFullError extends Error {
  constructor() {
    super(
      'This live night holds as many changes as its server takes. Finish it and start a new night for the next hands.',
    );
    this.name = 'LiveNightFull';
  }
}

/**
 * Whether appending `records` would take the log past the bounds the server's check keeps (update-check.ts):
 * the server would refuse the change and every reader leave out what is past them, so it is refused here.
 */
function pastBounds(log: Y.Array<unknown>, records: readonly LogRecord[]): boolean {
  if (log.length + records.length > MAX_RECORDS) return true;
  const adds = (kind: LogRecord['t']) => records.filter((record) => record.t === kind).length;
  const recordings = adds('record');
  const restores = adds('restore');
  if (recordings === 0 && restores === 0) return false;
  // By the kind each value shows the server: an envelope's `k`, a plain record's `t`.
  const held = (kind: LogRecord['t']) => log.toArray().filter((value) => kindOfValue(value) === kind).length;
  return (
    (recordings > 0 && held('record') + recordings > MAX_RECORDINGS) ||
    (restores > 0 && held('restore') + restores > MAX_RESTORES)
  );
}

/** The night's settings and name from the document, checked as a backup's would be. */
export function readMeta(doc: Y.Doc): { ok: true; meta: NightMeta } | { ok: false; problem: ReadProblem } {
  if (logOf(doc).length === 0 && hasLegacyNight(doc)) return readLegacyMeta(doc);
  const read = readDocLog(doc);
  return read.ok ? { ok: true, meta: read.night.meta } : read;
}

/** The whole night as every phone reads it from the same document: the same entries, totals and conflicts. */
export function readNightDoc(doc: Y.Doc): NightRead {
  if (logOf(doc).length === 0 && hasLegacyNight(doc)) return readLegacyNight(doc);
  const read = readDocLog(doc);
  if (!read.ok) return read;
  const night = read.night;
  return {
    ok: true,
    night: {
      meta: night.meta,
      entries: night.entries.map(({ id, entry, version }) => ({ id, entry, version })),
      ledger: night.ledger,
      conflicts: night.handConflicts,
      setAside: night.setAside,
      unreadable: night.unreadable,
      leftOut: night.leftOut,
      lastHandId: night.lastHandId,
      editConflicts: night.editConflicts,
      openConflicts: night.handConflicts.length + night.editConflicts.length,
      history: night.history,
      late: night.late,
      format: 2,
      sharedPay: night.sharedPay,
      payDisputes: night.payDisputes,
      payOwners: night.payOwners,
      phones: night.phones,
    },
  };
}

/** Every version an entry went through, oldest first (null: deleted), for the entry's history. */
export function entryHistory(doc: Y.Doc, entryId: string): unknown[] {
  if (logOf(doc).length === 0 && hasLegacyNight(doc)) return legacyEntryHistory(doc, entryId);
  const read = readDocLog(doc);
  if (!read.ok) return [];
  return read.night.history
    .filter(
      (item) =>
        item.entryId === entryId &&
        (item.kind === 'record' || item.kind === 'revise') &&
        item.entry !== undefined,
    )
    .map((item) => item.entry);
}

/** Whether a hand ends the deal (a win or a draw): the only entries that can be in a hand conflict. */
export { endsAHand };
