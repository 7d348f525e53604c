// A night as a Yjs document: what phones share, and how every phone reads it back the same way.
//
//   night      Y.Map     id, name, createdAt, settings, status (last writer wins, field by field)
//   revisions  Y.Array   append-only {id, entry, afterHand?, base?}: an entry's first record is its
//                        recording, every later one a revision (an edit, a deletion as null, an undo)
//   aside      Y.Map     entry id → true: set aside when the table kept another of a conflict
//   settled    Y.Map     entry id → true: a player chose to keep it (a conflict it was in is resolved)
//
// Nothing is ever removed from `revisions`, so no confirmed entry or edit is lost: an edit that lost
// to another phone's concurrent edit stays in that entry's history. The order of the night is the
// order of first records in the array (Yjs orders concurrent appends the same way on every phone);
// an entry's current state is its last record. Everything read from the document is checked through
// the schemas of a backup (acceptEntry, validateSettings); what fails is counted, never shown.
import * as Y from 'yjs';
import {
  LedgerInputError, MAX_ENTRIES_PER_NIGHT, acceptEntry, acceptNight, computeLedger, isRecord, isUsableId,
  type Ledger, type LedgerEntry, type NightSettings,
} from '../core/ledger';
import type { LiveConflict, SetAsideEntry } from './types';

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
  conflicts: LiveConflict[];
  setAside: SetAsideEntry[];
  /** Entries (and records) the schemas refused: left out of the totals. */
  unreadable: number;
  /** The last hand that ended (a win or a draw) among the entries counted: a new entry is recorded after it. */
  lastHandId: string | null;
}

export type ReadProblem = 'room_empty' | 'unreadable_room';
export type NightRead = { ok: true; night: ReadNight } | { ok: false; problem: ReadProblem };

/** What a phone adds to the document. */
export type DocChange =
  | { kind: 'record'; entry: LedgerEntry }
  | { kind: 'revise'; entryId: string; entry: LedgerEntry | null }
  | { kind: 'status'; status: NightStatus }
  | { kind: 'marks'; aside: readonly string[]; settled: readonly string[]; back: readonly string[] };

const DOC_FORMAT = 1;
/** The largest revision number a record may claim as its base (a night's entries are edited a few times, not millions). */
const MAX_BASE = 1_000_000;

const nightMap = (doc: Y.Doc) => doc.getMap<unknown>('night');
const revisionsOf = (doc: Y.Doc) => doc.getArray<unknown>('revisions');
const asideMap = (doc: Y.Doc) => doc.getMap<unknown>('aside');
const settledMap = (doc: Y.Doc) => doc.getMap<unknown>('settled');

/** Plain JSON, so what goes into the document is exactly what a backup would hold (no undefined, no prototypes). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const endsAHand = (entry: LedgerEntry): boolean => entry.kind === 'win' || entry.kind === 'draw';

/** The conflict among entries recorded after `afterHand` (null: the first hand of the night). */
export const conflictIdOf = (afterHand: string | null): string => `after:${afterHand ?? ''}`;

/** A new document holding a night as it stands: its settings and its entries (with their revision numbers) in order. */
export function seedNight(doc: Y.Doc, meta: NightMeta, entries: readonly CountedEntry[]): void {
  doc.transact(() => {
    const night = nightMap(doc);
    night.set('format', DOC_FORMAT);
    night.set('id', meta.id);
    night.set('name', meta.name);
    night.set('createdAt', meta.createdAt);
    night.set('settings', plain(meta.settings));
    night.set('status', meta.status);
    let afterHand: string | null = null;
    const records = entries.map(({ id, entry, version }) => {
      const record = { id, entry: plain(entry), afterHand, base: version };
      if (endsAHand(entry)) afterHand = id;
      return record;
    });
    if (records.length > 0) revisionsOf(doc).push(records);
  });
}

/** Applies one change of this phone; `afterHand` is the last hand this phone saw end (for a new record). */
export function applyDocChange(doc: Y.Doc, change: DocChange, afterHand: string | null, origin: unknown): void {
  doc.transact(() => {
    switch (change.kind) {
      case 'record':
        revisionsOf(doc).push([{ id: change.entry.id, entry: plain(change.entry), afterHand }]);
        break;
      case 'revise':
        revisionsOf(doc).push([{ id: change.entryId, entry: change.entry === null ? null : plain(change.entry) }]);
        break;
      case 'status':
        nightMap(doc).set('status', change.status);
        break;
      case 'marks':
        for (const id of change.aside) asideMap(doc).set(id, true);
        for (const id of change.back) asideMap(doc).delete(id);
        for (const id of change.settled) settledMap(doc).set(id, true);
        break;
    }
  }, origin);
}

/** The night's settings and name from the document, checked as a backup's would be. */
export function readMeta(doc: Y.Doc): { ok: true; meta: NightMeta } | { ok: false; problem: ReadProblem } {
  const night = nightMap(doc);
  if (night.size === 0) return { ok: false, problem: 'room_empty' };
  if (night.get('format') !== DOC_FORMAT) return { ok: false, problem: 'unreadable_room' };
  const status = night.get('status');
  if (status !== 'open' && status !== 'finished') return { ok: false, problem: 'unreadable_room' };
  const checked = acceptNight({
    id: night.get('id'), name: night.get('name'), createdAt: night.get('createdAt'), settings: night.get('settings'), entries: [],
  });
  if (!checked.ok) return { ok: false, problem: 'unreadable_room' };
  const { id, name, createdAt, settings } = checked.night;
  return { ok: true, meta: { id, name, createdAt, settings, status } };
}

interface EntryHistory {
  afterHand: string | null;
  base: number;
  /** Every record's entry, in the document's order: the last one is the entry now. */
  revisions: unknown[];
}

/** Each entry's history, in the order the night recorded them; records without a usable id are counted apart. */
export function historiesOf(doc: Y.Doc): { histories: Map<string, EntryHistory>; malformed: number } {
  const histories = new Map<string, EntryHistory>();
  let malformed = 0;
  for (const record of revisionsOf(doc).toArray()) {
    if (!isRecord(record) || !isUsableId(record.id) || !('entry' in record)) {
      malformed += 1;
      continue;
    }
    let history = histories.get(record.id);
    if (!history) {
      const { afterHand, base } = record;
      history = {
        afterHand: isUsableId(afterHand) ? afterHand : null,
        base: typeof base === 'number' && Number.isSafeInteger(base) && base >= 0 && base <= MAX_BASE ? base : 0,
        revisions: [],
      };
      histories.set(record.id, history);
    }
    history.revisions.push(record.entry);
  }
  return { histories, malformed };
}

/** The whole night as every phone reads it from the same document: the same entries, totals and conflicts. */
export function readNightDoc(doc: Y.Doc): NightRead {
  const meta = readMeta(doc);
  if (!meta.ok) return meta;
  const { settings } = meta.meta;
  const { histories, malformed } = historiesOf(doc);
  const aside = asideMap(doc);
  const settled = settledMap(doc);
  let unreadable = malformed;
  const counted: (CountedEntry & { afterHand: string | null; settled: boolean })[] = [];
  const setAside: SetAsideEntry[] = [];
  for (const [id, history] of histories) {
    const now = history.revisions.at(-1);
    if (now === null) continue; // deleted (its history stays in the document)
    const checked = acceptEntry(settings, now);
    if (!checked.ok || checked.value.id !== id) {
      unreadable += 1;
      continue;
    }
    const version = history.base + history.revisions.length - 1;
    if (aside.get(id) === true) {
      setAside.push({ entryId: id, entry: checked.value });
      continue;
    }
    counted.push({ id, entry: checked.value, version, afterHand: history.afterHand, settled: settled.get(id) === true });
  }
  if (counted.length > MAX_ENTRIES_PER_NIGHT) {
    unreadable += counted.length - MAX_ENTRIES_PER_NIGHT;
    counted.length = MAX_ENTRIES_PER_NIGHT;
  }
  const { kept, ledger, refused } = ledgerOf(settings, counted);
  unreadable += refused;

  const groups = new Map<string, typeof kept>();
  for (const item of kept) {
    if (!endsAHand(item.entry)) continue;
    const key = conflictIdOf(item.afterHand);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const conflicts: LiveConflict[] = [];
  for (const [id, group] of groups) {
    if (group.length >= 2 && group.some((item) => !item.settled)) conflicts.push({ id, entryIds: group.map((item) => item.id) });
  }
  const lastHand = kept.findLast((item) => endsAHand(item.entry));
  return {
    ok: true,
    night: {
      meta: meta.meta,
      entries: kept.map(({ id, entry, version }) => ({ id, entry, version })),
      ledger,
      conflicts,
      setAside,
      unreadable,
      lastHandId: lastHand?.id ?? null,
    },
  };
}

/**
 * The ledger of the accepted entries. Each passed the schemas alone, so the ledger computes; should it
 * still refuse one (a fault, or a hostile combination), that entry is left out and counted, one at a time.
 */
function ledgerOf<T extends { entry: LedgerEntry }>(settings: NightSettings, items: readonly T[]): { kept: T[]; ledger: Ledger; refused: number } {
  let kept = [...items];
  let refused = 0;
  for (;;) {
    try {
      return { kept, ledger: computeLedger(settings, kept.map((item) => item.entry)), refused };
    } catch (error) {
      const position = error instanceof LedgerInputError ? firstBadPosition(error) : null;
      if (position !== null && position < kept.length) {
        kept = kept.filter((_, index) => index !== position);
      } else {
        // Without a position the fault is somewhere: keep the longest prefix that computes.
        const prefix = longestComputingPrefix(settings, kept);
        kept = prefix.length < kept.length ? prefix : kept.slice(0, -1);
      }
      refused = items.length - kept.length;
    }
  }
}

function firstBadPosition(error: LedgerInputError): number | null {
  const match = /^Entry (\d+) /.exec(error.message);
  return match ? Number(match[1]) - 1 : null;
}

function longestComputingPrefix<T extends { entry: LedgerEntry }>(settings: NightSettings, items: readonly T[]): T[] {
  let good = 0;
  for (let length = 1; length <= items.length; length += 1) {
    try {
      computeLedger(settings, items.slice(0, length).map((item) => item.entry));
      good = length;
    } catch (error) {
      void error; // the entry at `length` is where it fails: everything before it is kept
      break;
    }
  }
  return items.slice(0, good);
}

/** Every revision an entry went through, oldest first (null: deleted), for the entry's history. */
export function entryHistory(doc: Y.Doc, entryId: string): unknown[] {
  return historiesOf(doc).histories.get(entryId)?.revisions ?? [];
}
