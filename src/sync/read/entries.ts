// Revisions applied: each entry as it stands now (its current versions, an edit conflict when they differ),
// the table's choices (settled, set aside, kept at once on two phones), and the hand a new recording names.
import type { LedgerEntry } from '../../core/ledger';
import type { CheckedLog } from './records';
import type { Recording } from './tree';
import type { Revision } from './versions';
import { endsAHand, type EditConflict, type EntryVersion, type LogEntry, type SetAsideItem } from './types';

/**
 * The entries a choice of the table stands for: kept ("Keep this one"), and not brought back since. A
 * hand brought back from the set-aside list is not settled: its conflict opens again, on every phone.
 */
export function settledEntries(
  log: CheckedLog,
  counts: readonly boolean[],
  valueOf: ReadonlyMap<string, LedgerEntry | null>,
): Set<string> {
  const settled = new Set<string>();
  for (const placed of log.records) {
    if (!counts[placed.index]) continue;
    if (placed.record.t === 'keep') settled.add(placed.record.entry);
    if (placed.record.t === 'revise' && placed.record.why === 'bring_back' && valueOf.has(placed.record.id))
      settled.delete(placed.record.entry);
  }
  return settled;
}

/** What the night is read from, for its entries now. */
export interface EntriesInput {
  log: CheckedLog;
  /** Recording ids in the night's order (tree.ts, nightOrder). */
  order: readonly string[];
  recordings: ReadonlyMap<string, Recording>;
  /** Whether each record counts (stands, and is not late), by index. */
  counts: readonly boolean[];
  revisionsOf: ReadonlyMap<string, readonly Revision[]>;
  valueOf: ReadonlyMap<string, LedgerEntry | null>;
  settled: ReadonlySet<string>;
  turnOf: ReadonlyMap<string, number>;
  handBefore: ReadonlyMap<string, string | null>;
}

/** Each counted entry as it stands now, in the night's order, and what its versions say. */
export interface EntriesNow {
  /** The entries that say something now (not deleted, not set aside), in the night's order. */
  entries: LogEntry[];
  /** Each entry's current versions' record ids (what a revision names as `of`). */
  heads: Map<string, string[]>;
  editConflicts: EditConflict[];
  setAside: SetAsideItem[];
  /** Hands set aside by a choice while the table's keep of them stands, with their turn (keptApartHands). */
  keptAside: { turn: number; item: LogEntry }[];
}

/**
 * Revisions applied: an entry's current versions are those no counted revision names; one is the entry
 * now, two or more that differ are an edit conflict (every version kept, the last in the log counted
 * meanwhile). An entry whose version now says nothing was deleted, or set aside by a choice (then listed,
 * with what it said before).
 */
export function entriesNow(input: EntriesInput): EntriesNow {
  const { log, order, recordings, counts, revisionsOf, valueOf, settled, turnOf, handBefore } = input;
  const heads = new Map<string, string[]>();
  const editConflicts: EditConflict[] = [];
  const setAside: SetAsideItem[] = [];
  const entries: LogEntry[] = [];
  const keptAside: EntriesNow['keptAside'] = [];
  /** The entry as it was before versions that say nothing (set aside again, say): the nearest earlier version that says it. */
  const valueBefore = (of: readonly string[]): LedgerEntry | undefined => {
    const seen = new Set<string>();
    const stack = [...of];
    while (stack.length > 0) {
      const id = stack.shift()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const value = valueOf.get(id);
      if (value) return value;
      const record = log.byId.get(id)?.record;
      if (record?.t === 'revise') stack.push(...record.of);
    }
    return undefined;
  };
  const versionRecord = (recordId: string): EntryVersion => {
    const { record } = log.byId.get(recordId)!;
    return { recordId, entry: valueOf.get(recordId) ?? null, phone: record.phone, at: record.at };
  };
  for (const recordingId of order) {
    const { placed, entry } = recordings.get(recordingId)!;
    if (!counts[placed.index]) continue;
    const every = revisionsOf.get(entry.id) ?? [];
    const revisions = every.filter((revision) => counts[revision.index]);
    const named = new Set(revisions.flatMap((revision) => revision.record.of));
    const current = [recordingId, ...revisions.map((revision) => revision.record.id)].filter(
      (id) => !named.has(id),
    );
    heads.set(entry.id, current);
    const values = current.map((id) => valueOf.get(id) ?? null);
    const distinct = new Set(values.map((value) => JSON.stringify(value)));
    if (distinct.size > 1) editConflicts.push({ entryId: entry.id, versions: current.map(versionRecord) });
    const nowId = current.at(-1)!;
    const now = valueOf.get(nowId) ?? null;
    const turn = turnOf.get(entry.id);
    const logEntry = (value: LedgerEntry, isSettled: boolean): LogEntry => ({
      id: entry.id,
      entry: value,
      version: (placed.record.base ?? 0) + every.length,
      recordId: recordingId,
      settled: isSettled,
      handBefore: handBefore.get(recordingId) ?? null,
      ...(turn === undefined ? {} : { turn }),
    });
    if (now === null) {
      const lastRevision = log.byId.get(nowId)!.record;
      if (lastRevision.t === 'revise' && lastRevision.why === 'aside') {
        const before = valueBefore(lastRevision.of);
        if (before) {
          setAside.push({
            entryId: entry.id,
            entry: before,
            ...(turn === undefined || !endsAHand(before) ? {} : { hand: turn }),
          });
          if (turn !== undefined && settled.has(entry.id) && endsAHand(before))
            keptAside.push({ turn, item: logEntry(before, false) });
        }
      }
      continue;
    }
    entries.push(logEntry(now, settled.has(entry.id)));
  }
  return { entries, heads, editConflicts, setAside, keptAside };
}

/**
 * Two phones that kept different hands of one turn, neither having seen the other's choice, set each
 * other's aside: the turn would count no hand. Every hand of such a turn that the table kept comes back
 * (`keptApart`, by entry id, with the value its aside took away), its choice open again, one counted
 * meanwhile, until one is kept. The entries (back in the night's order) and the set-aside list without them.
 */
export function keptApartHands(
  now: Pick<EntriesNow, 'entries' | 'setAside' | 'keptAside'>,
  order: readonly string[],
): { entries: LogEntry[]; setAside: SetAsideItem[]; keptApart: Map<string, LedgerEntry> } {
  const keptApart = new Map<string, LedgerEntry>();
  const countedTurns = new Set(
    now.entries.flatMap((item) => (item.turn !== undefined && endsAHand(item.entry) ? [item.turn] : [])),
  );
  const byTurn = new Map<number, LogEntry[]>();
  for (const { turn, item } of now.keptAside) byTurn.set(turn, [...(byTurn.get(turn) ?? []), item]);
  for (const [turn, items] of byTurn) {
    if (items.length < 2 || countedTurns.has(turn)) continue;
    for (const item of items) keptApart.set(item.id, item.entry);
  }
  if (keptApart.size === 0) return { entries: now.entries, setAside: now.setAside, keptApart };
  const place = new Map(order.map((id, index) => [id, index]));
  const entries = [...now.entries];
  for (const items of byTurn.values()) entries.push(...items.filter((item) => keptApart.has(item.id)));
  entries.sort((a, b) => place.get(a.recordId)! - place.get(b.recordId)!);
  const setAside = now.setAside.filter((item) => !keptApart.has(item.entryId));
  return { entries, setAside, keptApart };
}

/**
 * The hand a new recording names: of the latest turn among hands that take one (counted, waiting in a
 * conflict, or set aside by a choice; a deleted hand takes none), the last in the night's order.
 */
export function tailHandOf(
  order: readonly string[],
  recordings: ReadonlyMap<string, Recording>,
  turnOf: ReadonlyMap<string, number>,
  takesTurn: ReadonlySet<string>,
): string | null {
  let tailHand: string | null = null;
  for (const id of order) {
    const hand = recordings.get(id)!.entry.id;
    const turn = turnOf.get(hand);
    if (turn !== undefined && takesTurn.has(hand) && (tailHand === null || turn >= turnOf.get(tailHand)!))
      tailHand = hand;
  }
  return tailHand;
}
