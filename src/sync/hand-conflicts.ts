// A hand conflict counts as ONE turn, as an edit conflict does: two phones (or more) that recorded the
// same hand without seeing each other's record both keep theirs, but the night counts one of them
// meanwhile (the later in the log's order, which is the same on every replica) and shows the others,
// marked, counted nowhere: not in the totals, not in the seats, not moving the deal. Keeping one sets
// the others aside; bringing one back opens the choice again (src/sync/log-read.ts, `settled`).
import type { LedgerEntry } from '../core/ledger';

/** A hand of an open conflict that the night does not count until the table keeps it. */
export interface WaitingHand {
  entryId: string;
  entry: LedgerEntry;
  /** The phone that recorded it ('' when unknown: a room of the earlier format). */
  phone: string;
  at: number;
}

/** Hands recorded on two phones (or more) after the same previous hand, while apart: keep one. */
export interface HandConflict {
  id: string;
  /** Every hand of the conflict, counted and waiting, in the night's order. */
  entryIds: string[];
  /** The hand the night counts meanwhile: the later in the log's order. */
  counted: string;
  /** The others, in the night's order: shown, not counted. */
  waiting: WaitingHand[];
  /** Every hand of it was recorded while its phone was Live: "at the same time" (absent: while apart). */
  atSameTime?: true;
}

export interface ConflictCandidate {
  id: string;
  entry: LedgerEntry;
  /** Whether a choice of the table stands for it (kept, and not brought back since). */
  settled: boolean;
}

const endsAHand = (entry: LedgerEntry): boolean => entry.kind === 'win' || entry.kind === 'draw';

/**
 * The night's entries as it counts them, and its open hand conflicts. `items` are in the night's order;
 * `groupOf` names the turn a hand was recorded for (hands of one turn conflict); `logIndex` is the
 * hand's place in the log (the later counts); `who` says which phone recorded it, and when.
 */
export function countOneHandOfEach<T extends ConflictCandidate>(
  items: readonly T[],
  groupOf: (item: T) => string,
  logIndex: (item: T) => number,
  who: (item: T) => { phone: string; at: number },
): { counting: T[]; conflicts: HandConflict[] } {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    if (!endsAHand(item.entry)) continue;
    const key = groupOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const conflicts: HandConflict[] = [];
  const waitingIds = new Set<string>();
  for (const [id, group] of groups) {
    if (group.length < 2 || group.every((item) => item.settled)) continue;
    const counted = group.reduce((later, item) => (logIndex(item) > logIndex(later) ? item : later));
    const waiting = group.filter((item) => item !== counted);
    for (const item of waiting) waitingIds.add(item.id);
    conflicts.push({
      id,
      entryIds: group.map((item) => item.id),
      counted: counted.id,
      waiting: waiting.map((item) => ({ entryId: item.id, entry: item.entry, ...who(item) })),
    });
  }
  return { counting: items.filter((item) => !waitingIds.has(item.id)), conflicts };
}

/**
 * The night's entries with the waiting hands of every open hand conflict put back beside the hand
 * counted meanwhile (before it, in the night's order), so that Settle up's "if you keep …"
 * (src/features/live/unsettled.ts) can add up each choice of each conflict, the others left out.
 */
export function withWaitingHands(entries: readonly LedgerEntry[], conflicts: readonly HandConflict[]): LedgerEntry[] {
  const waitingBefore = new Map(conflicts.filter((conflict) => conflict.waiting.length > 0)
    .map((conflict) => [conflict.counted, conflict.waiting.map((hand) => hand.entry)]));
  return entries.flatMap((entry) => [...(waitingBefore.get(entry.id) ?? []), entry]);
}
