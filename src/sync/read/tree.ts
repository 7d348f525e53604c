// Turns and branches: the night's recordings as a tree, each hand's turn, and the night's order.
//
// Recordings form a tree by `after` (the last recording its phone had), walked depth first, siblings in
// log order (the same on every replica). Each recording also names a hand (`hand`): the last hand its
// phone had that takes a turn, so a hand's turn is one more than the turn of the hand it names (1 for
// none): its place along its own branch. Branches that diverged are interleaved turn by turn: the walk is
// stably sorted by each recording's slot, which leaves a night with no branches in the walk's order.
import { MAX_ENTRIES_PER_NIGHT, type LedgerEntry, type NightSettings } from '../../core/ledger';
import type { RecordOf } from '../log';
import type { TreeSpan } from '../hand-conflicts';
import { acceptOnce, type CheckedLog, type PlacedRecord } from './records';
import { endsAHand } from './types';

/** A recording (a `record` record) whose entry the night's settings accept. */
export interface Recording {
  placed: PlacedRecord & { record: RecordOf<'record'> };
  entry: LedgerEntry;
}

/**
 * The readable recordings by record id, in log order (whether they stand or not: a restore or a finish
 * decides later what counts), and the recording of each entry id. A recording whose entry the settings
 * refuse, that records an entry id already recorded, or past MAX_ENTRIES_PER_NIGHT, is unreadable.
 */
export function recordingsOf(
  log: CheckedLog,
  settings: NightSettings,
): {
  recordings: Map<string, Recording>;
  recordingOfEntry: Map<string, string>;
  unreadable: number;
  left: PlacedRecord[];
} {
  const recordings = new Map<string, Recording>();
  const recordingOfEntry = new Map<string, string>();
  const left: PlacedRecord[] = [];
  for (const placed of log.records) {
    if (placed.record.t !== 'record') continue;
    const checked = acceptOnce(settings, placed.record.entry);
    if (!checked.ok || recordingOfEntry.has(checked.value.id) || recordings.size >= MAX_ENTRIES_PER_NIGHT) {
      left.push(placed);
      continue;
    }
    recordings.set(placed.record.id, {
      placed: placed as Recording['placed'],
      entry: checked.value,
    });
    recordingOfEntry.set(checked.value.id, placed.record.id);
  }
  return { recordings, recordingOfEntry, unreadable: left.length, left };
}

/** The night's tree: each recording's children, the depth-first walk, and each recording's hand before it. */
export interface NightTree {
  /** Recording ids below each (null: the roots), in log order. */
  children: Map<string | null, string[]>;
  /** Every recording id, depth first, children in log order. */
  walk: string[];
  /** Per recording id: the hand (entry id) it was recorded after, or null for none. */
  handBefore: Map<string, string | null>;
}

/**
 * The tree by `after`: a recording whose `after` is not a recording before it in the log is a root. Its
 * hand before it is the hand its phone named, when that is a hand recorded before it; else the nearest
 * hand above it in the tree.
 */
export function nightTree(
  recordings: ReadonlyMap<string, Recording>,
  recordingOfEntry: ReadonlyMap<string, string>,
): NightTree {
  const children = new Map<string | null, string[]>();
  for (const [id, { placed }] of recordings) {
    const { after } = placed.record;
    const parent =
      after !== null && recordings.has(after) && recordings.get(after)!.placed.index < placed.index
        ? after
        : null;
    // In log order, since recordings is.
    const siblings = children.get(parent);
    if (siblings) siblings.push(id);
    else children.set(parent, [id]);
  }
  const walk: string[] = [];
  const handBefore = new Map<string, string | null>();
  const stack: { id: string; hand: string | null }[] = (children.get(null) ?? [])
    .map((id) => ({ id, hand: null }))
    .reverse();
  while (stack.length > 0) {
    const { id, hand } = stack.pop()!;
    walk.push(id);
    const { entry: recorded, placed } = recordings.get(id)!;
    const named = placed.record.hand;
    const namedRecording = named === null ? undefined : recordings.get(recordingOfEntry.get(named) ?? '');
    const nameOk =
      named === null ||
      (namedRecording !== undefined &&
        namedRecording.placed.index < placed.index &&
        endsAHand(namedRecording.entry));
    handBefore.set(id, nameOk ? named : hand);
    const below = endsAHand(recorded) ? recorded.id : hand;
    for (const child of [...(children.get(id) ?? [])].reverse()) stack.push({ id: child, hand: below });
  }
  return { children, walk, handBefore };
}

/**
 * Each hand's turn (by entry id): one more than the turn of its hand before, 1 for none. In log order, so
 * the hand a recording names (earlier in the log) has its turn already.
 */
export function turnsOf(
  recordings: ReadonlyMap<string, Recording>,
  handBefore: ReadonlyMap<string, string | null>,
): Map<string, number> {
  const turnOf = new Map<string, number>();
  for (const [id, { entry }] of recordings) {
    if (!endsAHand(entry)) continue;
    const before = handBefore.get(id) ?? null;
    turnOf.set(entry.id, before === null ? 1 : (turnOf.get(before) ?? 0) + 1);
  }
  return turnOf;
}

/**
 * The night's order of recording ids: the walk, stably sorted by each recording's slot. A slot is
 * [turn, 0] for a hand (its turn), [the turn it followed, 1] for anything else (a payment during the next
 * hand, after every hand of the turn it followed, whichever of them counts), and never below the slot of
 * the recording it was recorded after, so the sort keeps every recording after that one. With no
 * branches, slots only grow along the walk: its order is kept.
 */
export function nightOrder(
  walk: readonly string[],
  recordings: ReadonlyMap<string, Recording>,
  turnOf: ReadonlyMap<string, number>,
): string[] {
  const slot = new Map<string, readonly [number, number]>();
  const later = (a: readonly [number, number], b: readonly [number, number]) =>
    (a[0] - b[0] || a[1] - b[1]) >= 0 ? a : b;
  for (const id of walk) {
    const { placed, entry } = recordings.get(id)!;
    const { after } = placed.record;
    const above = after === null ? undefined : slot.get(after);
    const own: readonly [number, number] = endsAHand(entry)
      ? [turnOf.get(entry.id)!, 0]
      : [above?.[0] ?? 0, 1];
    slot.set(id, above ? later(above, own) : own);
  }
  return walk
    .map((id, index) => ({ id, index, at: slot.get(id)! }))
    .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1] || a.index - b.index)
    .map(({ id }) => id);
}

/** Each recording's span in the walk: those below it were recorded by phones that had it (hand-conflicts.ts). */
export function treeSpans(
  walk: readonly string[],
  children: ReadonlyMap<string | null, readonly string[]>,
): Map<string, TreeSpan> {
  const spans = new Map<string, TreeSpan>();
  for (let index = walk.length - 1; index >= 0; index -= 1) {
    const id = walk[index]!;
    const end = (children.get(id) ?? []).reduce(
      (last, child) => Math.max(last, spans.get(child)!.end),
      index,
    );
    spans.set(id, { enter: index, end });
  }
  return spans;
}
