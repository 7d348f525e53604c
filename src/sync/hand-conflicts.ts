// A hand conflict counts as ONE turn, as an edit conflict does: two phones (or more) that recorded a hand
// for the same turn without seeing each other's record all keep theirs, but the night counts one of them
// meanwhile and shows the others, marked, counted nowhere: not in the totals, not in the seats, not moving
// the deal. Keeping one sets the others aside; bringing one back opens the choice again (read/entries.ts,
// settledEntries). A hand's turn is its place along its own branch: one more than the hand its phone recorded
// it after (read/tree.ts), so phones apart for three hands give three conflicts, one per turn.
import type { LedgerEntry } from '../core/ledger';

/** A hand of an open conflict that the night does not count until the table keeps it. */
export interface WaitingHand {
  entryId: string;
  entry: LedgerEntry;
  /** The phone that recorded it ('' when unknown: a room of the earlier format). */
  phone: string;
  at: number;
}

/** Hands recorded on two phones (or more) for the same turn, neither having seen the other: keep one. */
export interface HandConflict {
  id: string;
  /** Every hand of the conflict, counted and waiting, in the night's order. */
  entryIds: string[];
  /** The hand the night counts meanwhile: on the branch counted at the turn before when one is, else the later in the log. */
  counted: string;
  /** The others, in the night's order: shown, not counted. */
  waiting: WaitingHand[];
  /** Every hand of it was recorded while its phone was Live: "at the same time" (absent: while apart). */
  atSameTime?: true;
  /** Its choice was made on two phones at once, each keeping another hand: open again (read/entries.ts, keptApartHands). */
  keptApart?: true;
  /**
   * When the phones stayed apart for the next turns too (a conflict at each), on the first conflict of
   * them: for each of its hands, the hands recorded after it on the same branch, one per following
   * turn, so the table can keep one phone's hands for all those turns at once. Absent otherwise.
   */
  branches?: { from: string; then: string[] }[];
}

export interface ConflictCandidate {
  id: string;
  entry: LedgerEntry;
  /** Whether a choice of the table stands for it (kept, and not brought back since). */
  settled: boolean;
}

const endsAHand = (entry: LedgerEntry): boolean => entry.kind === 'win' || entry.kind === 'draw';

/** The hands (wins and draws) among `items` by the key each has, in `items`' order; a hand without a key is in none. */
function handsBy<T extends ConflictCandidate, K>(
  items: readonly T[],
  keyOf: (item: T) => K | undefined,
): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = endsAHand(item.entry) ? keyOf(item) : undefined;
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

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
  const groups = handsBy(items, groupOf);
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
 * Where a recording sits in the night's tree, walked depth first: `enter` is its place in the walk, `end`
 * the place of the last recording below it. The recordings below it are those its phone's later
 * recordings were made after: b was among what a's phone had when it recorded a when a is below b.
 */
export interface TreeSpan {
  enter: number;
  end: number;
}

const below = (a: TreeSpan, b: TreeSpan): boolean => b.enter < a.enter && a.enter <= b.end;

/** In `sorted` (by `enter`), the place of the first whose `enter` is past `at`'s, by bisection. */
function firstAfter<T>(sorted: readonly T[], spanOf: (item: T) => TreeSpan, at: TreeSpan): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (spanOf(sorted[middle]!).enter <= at.enter) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Of `sorted` (by `enter`, none below another, so their spans do not overlap), the one that holds `at` below it. */
function firstAbove<T>(sorted: readonly T[], spanOf: (item: T) => TreeSpan, at: TreeSpan): T | undefined {
  const candidate = sorted[firstAfter(sorted, spanOf, at) - 1];
  return candidate !== undefined && below(at, spanOf(candidate)) ? candidate : undefined;
}

/** Of `sorted` (by `enter`, none below another), the first below `at`: the first that enters after it, if within its span. */
function firstBelow<T>(sorted: readonly T[], spanOf: (item: T) => TreeSpan, at: TreeSpan): T | undefined {
  const candidate = sorted[firstAfter(sorted, spanOf, at)];
  return candidate !== undefined && below(spanOf(candidate), at) ? candidate : undefined;
}

/**
 * The night's entries as it counts them, and its open hand conflicts, one per turn at most. `items` are
 * in the night's order; `turnOf` is a hand's turn along its own branch (undefined for an entry that ends
 * no hand); `spanOf` is its place in the night's tree (a hand below another was recorded after it, by a
 * phone that had it: never in conflict with it; a hand brought back by an undo after another was
 * recorded in its turn is counted before it, as it always was). Hands of one turn that did not see each
 * other conflict unless the table kept each; the night counts, meanwhile, the hand that continues the
 * branch counted at the turn before (so one phone's hands count together, turn after turn), else the
 * later in the log (the same on every replica). Hostile numbers of hands cost O(n log n): no pair is
 * compared with every other.
 */
export function countOneHandPerTurn<T extends ConflictCandidate>(
  items: readonly T[],
  turnOf: (item: T) => number | undefined,
  spanOf: (item: T) => TreeSpan,
  logIndex: (item: T) => number,
  who: (item: T) => { phone: string; at: number },
): { counting: T[]; conflicts: HandConflict[] } {
  const turns = handsBy(items, turnOf);
  const later = (a: T, b: T): T => (logIndex(b) > logIndex(a) ? b : a);
  const conflicts: HandConflict[] = [];
  /** Each conflict's hands, sorted by their place in the tree, and its turn. */
  const rivalsOf: { turn: number; sorted: T[] }[] = [];
  const waitingIds = new Set<string>();
  let countedBefore: T | undefined;
  for (const turn of [...turns.keys()].sort((a, b) => a - b)) {
    const group = turns.get(turn)!;
    // A hand recorded after another of its turn (seen, then brought back) is no rival of it.
    const sorted: T[] = [];
    for (const item of [...group].sort((a, b) => spanOf(a).enter - spanOf(b).enter)) {
      const last = sorted.at(-1);
      if (!last || !below(spanOf(item), spanOf(last))) sorted.push(item);
    }
    const isRival = new Set(sorted);
    const rivals = group.filter((item) => isRival.has(item));
    const onBranch =
      countedBefore === undefined ? [] : rivals.filter((item) => below(spanOf(item), spanOf(countedBefore!)));
    const counted = (onBranch.length > 0 ? onBranch : rivals).reduce(later);
    countedBefore = counted;
    if (rivals.length < 2 || rivals.every((item) => item.settled)) continue;
    const waiting = rivals.filter((item) => item !== counted);
    for (const item of waiting) waitingIds.add(item.id);
    conflicts.push({
      id: `hands:${rivals
        .map((item) => item.id)
        .sort()
        .join(',')}`,
      entryIds: rivals.map((item) => item.id),
      counted: counted.id,
      waiting: waiting.map((item) => ({ entryId: item.id, entry: item.entry, ...who(item) })),
    });
    rivalsOf.push({ turn, sorted });
  }
  markBranches(conflicts, rivalsOf, spanOf);
  return { counting: items.filter((item) => !waitingIds.has(item.id)), conflicts };
}

/**
 * On the first of conflicts at consecutive turns, each hand's branch through the next ones: the hand of
 * each following conflict recorded after it (the first in the tree when its phones split again).
 */
function markBranches<T extends ConflictCandidate>(
  conflicts: HandConflict[],
  rivalsOf: readonly { turn: number; sorted: T[] }[],
  spanOf: (item: T) => TreeSpan,
): void {
  const consecutive = (index: number): boolean =>
    index > 0 && rivalsOf[index - 1]!.turn === rivalsOf[index]!.turn - 1;
  rivalsOf.forEach(({ sorted }, index) => {
    // Not the first: a hand of it follows a hand of the conflict just before.
    if (
      consecutive(index) &&
      sorted.some((item) => firstAbove(rivalsOf[index - 1]!.sorted, spanOf, spanOf(item)))
    )
      return;
    const branches = sorted
      .map((hand) => {
        const then: string[] = [];
        let last = hand;
        for (let at = index + 1; at < rivalsOf.length && consecutive(at); at += 1) {
          const next = firstBelow(rivalsOf[at]!.sorted, spanOf, spanOf(last));
          if (!next) break;
          then.push(next.id);
          last = next;
        }
        return { from: hand.id, then };
      })
      .filter((branch) => branch.then.length > 0);
    if (branches.length > 0) conflicts[index]!.branches = branches;
  });
}

/**
 * The night's entries with the waiting hands of every open hand conflict put back beside the hand
 * counted meanwhile (before it, in the night's order), so that Settle up's "if you keep …"
 * (src/features/ledger/live/unsettled.ts) can add up each choice of each conflict, the others left out.
 */
export function withWaitingHands(
  entries: readonly LedgerEntry[],
  conflicts: readonly HandConflict[],
): LedgerEntry[] {
  const waitingBefore = new Map(
    conflicts
      .filter((conflict) => conflict.waiting.length > 0)
      .map((conflict) => [conflict.counted, conflict.waiting.map((hand) => hand.entry)]),
  );
  return entries.flatMap((entry) => [...(waitingBefore.get(entry.id) ?? []), entry]);
}
