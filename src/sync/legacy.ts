// Format 1 of a live night's document (before the log): read only, so rooms stored on servers by the
// earlier version still open. Its writes were map keys (last writer wins) and marks that could be
// deleted, which the server now refuses; a phone writing to such a room first copies the night as it
// reads here into the log (doc.ts, `ensureLog`), and from then on the log is the night.
//
//   night      Y.Map     format 1, id, name, createdAt, settings, status
//   revisions  Y.Array   {id, entry, afterHand?, base?}: an entry's first record, then its revisions
//   aside      Y.Map     entry id → true: set aside when the table kept another of a conflict
//   settled    Y.Map     entry id → true: a player chose to keep it
import * as Y from 'yjs';
import {
  MAX_ENTRIES_PER_NIGHT,
  acceptEntry,
  acceptNight,
  isRecord,
  isUsableId,
  type LedgerEntry,
} from '../core/ledger';
import { conflictIdOf, ledgerOf } from './log-read';
import { countOneHandOfEach } from './hand-conflicts';
import type { CountedEntry, NightMeta, NightRead, ReadProblem } from './doc';
import type { HandConflict, SetAsideEntry } from './types';

export const LEGACY_FORMAT = 1;
const MAX_BASE = 1_000_000;

const nightMap = (doc: Y.Doc) => doc.getMap<unknown>('night');
const revisionsOf = (doc: Y.Doc) => doc.getArray<unknown>('revisions');
const asideMap = (doc: Y.Doc) => doc.getMap<unknown>('aside');
const settledMap = (doc: Y.Doc) => doc.getMap<unknown>('settled');
const endsAHand = (entry: LedgerEntry): boolean => entry.kind === 'win' || entry.kind === 'draw';

/** Whether the document holds anything of format 1 (its night map). */
export const hasLegacyNight = (doc: Y.Doc): boolean => doc.share.has('night') && nightMap(doc).size > 0;

/** The night's settings and name from the document, checked as a backup's would be. */
export function readLegacyMeta(
  doc: Y.Doc,
): { ok: true; meta: NightMeta } | { ok: false; problem: ReadProblem } {
  const night = nightMap(doc);
  if (night.size === 0) return { ok: false, problem: 'room_empty' };
  if (night.get('format') !== LEGACY_FORMAT) return { ok: false, problem: 'unreadable_room' };
  const status = night.get('status');
  if (status !== 'open' && status !== 'finished') return { ok: false, problem: 'unreadable_room' };
  const checked = acceptNight({
    id: night.get('id'),
    name: night.get('name'),
    createdAt: night.get('createdAt'),
    settings: night.get('settings'),
    entries: [],
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
function historiesOf(doc: Y.Doc): { histories: Map<string, EntryHistory>; malformed: number } {
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
        base:
          typeof base === 'number' && Number.isSafeInteger(base) && base >= 0 && base <= MAX_BASE ? base : 0,
        revisions: [],
      };
      histories.set(record.id, history);
    }
    history.revisions.push(record.entry);
  }
  return { histories, malformed };
}

/** The whole night of a format-1 document, as the earlier version read it. */
export function readLegacyNight(doc: Y.Doc): NightRead {
  const meta = readLegacyMeta(doc);
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
    counted.push({
      id,
      entry: checked.value,
      version,
      afterHand: history.afterHand,
      settled: settled.get(id) === true,
    });
  }
  if (counted.length > MAX_ENTRIES_PER_NIGHT) {
    unreadable += counted.length - MAX_ENTRIES_PER_NIGHT;
    counted.length = MAX_ENTRIES_PER_NIGHT;
  }
  // One hand of each conflict counts meanwhile, as in format 2 (hand-conflicts.ts); this format keeps no
  // phone ids, and its order of entries stands for the log's.
  const place = new Map(counted.map((item, index) => [item.id, index]));
  const one = countOneHandOfEach(
    counted,
    (item) => conflictIdOf(item.afterHand),
    (item) => place.get(item.id) ?? 0,
    (item) => ({ phone: '', at: item.entry.at }),
  );
  const { kept, ledger, refused } = ledgerOf(settings, one.counting);
  unreadable += refused;
  const conflicts: HandConflict[] = one.conflicts.filter((conflict) =>
    kept.some((item) => item.id === conflict.counted),
  );
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
      // A room of format 1 names no phones: what it left out, it says by count alone.
      leftOut: Array.from({ length: unreadable }, () => ({ phone: null, newer: false })),
      lastHandId: lastHand?.id ?? null,
      editConflicts: [],
      openConflicts: conflicts.length,
      history: [],
      late: [],
      format: 1,
      sharedPay: [],
      payDisputes: [],
      payOwners: [],
      phones: [],
    },
  };
}

/** Every revision an entry went through, oldest first (null: deleted), for the entry's history. */
export function legacyEntryHistory(doc: Y.Doc, entryId: string): unknown[] {
  return historiesOf(doc).histories.get(entryId)?.revisions ?? [];
}
