// Reads concealed tile counts as four groups (three suits, the honours) and answers shape
// questions with the lookup tables: is it complete, which tiles complete it.
import { CHOWS, CHOWS_PAIR, POW5, SETS, SETS_PAIR, shapeTables } from './shape-tables';

const GROUP_START: readonly number[] = [0, 9, 18, 27];
const GROUP_SIZE: readonly number[] = [9, 9, 9, 7];

/** Group keys (base-5 counts) and tile sums of a count array, written into `keys` and `sums`. */
function readGroups(counts: ArrayLike<number>, keys: Int32Array, sums: Int32Array): void {
  for (let g = 0; g < 4; g++) {
    const start = GROUP_START[g]!;
    let key = 0;
    let sum = 0;
    for (let r = GROUP_SIZE[g]! - 1; r >= 0; r--) {
      const n = counts[start + r]!;
      key = key * 5 + n;
      sum += n;
    }
    keys[g] = key;
    sums[g] = sum;
  }
}

const flagsOf = (g: number, key: number): number => {
  const tables = shapeTables();
  return g === 3 ? tables.honour[key]! : tables.suit[key]!;
};

/** Whether a group of `sum` tiles with `key` is complete: sets only (sum ≡ 0) or sets and the pair (sum ≡ 2). */
function groupComplete(g: number, key: number, sum: number, chowsOnly: boolean): boolean {
  const mod = sum % 3;
  if (mod === 1) return false;
  const flags = flagsOf(g, key);
  if (chowsOnly) return (flags & (mod === 0 ? CHOWS : CHOWS_PAIR)) !== 0;
  return (flags & (mod === 0 ? SETS : SETS_PAIR)) !== 0;
}

const scratchKeys = new Int32Array(4);
const scratchSums = new Int32Array(4);

/**
 * The tiles that can be the pair of a standard reading of concealed counts: removing two of them
 * leaves groups that split into sets. Empty when the counts are not a complete standard hand.
 */
export function pairCandidates(counts: ArrayLike<number>): number[] {
  readGroups(counts, scratchKeys, scratchSums);
  let pairGroup = -1;
  for (let g = 0; g < 4; g++) {
    const mod = scratchSums[g]! % 3;
    if (mod === 1) return [];
    if (mod === 2) {
      if (pairGroup >= 0) return [];
      pairGroup = g;
    } else if (!groupComplete(g, scratchKeys[g]!, scratchSums[g]!, false)) return [];
  }
  const candidates: number[] = [];
  if (pairGroup < 0) return candidates;
  const start = GROUP_START[pairGroup]!;
  const key = scratchKeys[pairGroup]!;
  for (let r = 0; r < GROUP_SIZE[pairGroup]!; r++) {
    if (counts[start + r]! >= 2 && flagsOf(pairGroup, key - 2 * POW5[r]!) & SETS) candidates.push(start + r);
  }
  return candidates;
}

/**
 * Whether concealed counts form chows only and exactly one pair, the pair being a suit tile or
 * one of the honours `allowedPairHonours` allows (a bit per honour, 0 = East).
 */
export function isAllChowComplete(counts: ArrayLike<number>, allowedPairHonours: number): boolean {
  readGroups(counts, scratchKeys, scratchSums);
  let pairs = 0;
  for (let g = 0; g < 3; g++) {
    if (scratchSums[g]! % 3 === 2) pairs++;
    if (!groupComplete(g, scratchKeys[g]!, scratchSums[g]!, true)) return false;
  }
  if (scratchSums[3] === 0) return pairs === 1;
  if (scratchSums[3] !== 2 || pairs !== 0) return false;
  for (let h = 0; h < 7; h++) if (counts[27 + h] === 2) return (allowedPairHonours & (1 << h)) !== 0;
  return false;
}

/**
 * Marks in `out` (one byte per tile) each tile that completes concealed counts of 13 − 3k tiles
 * into the standard shape. Tiles already held four times are the caller's to exclude.
 */
export function markStandardWaits(counts: ArrayLike<number>, out: Uint8Array): void {
  const keys = scratchKeys;
  const sums = scratchSums;
  readGroups(counts, keys, sums);
  let ones = -1;
  let twoA = -1;
  let twoB = -1;
  for (let g = 0; g < 4; g++) {
    const mod = sums[g]! % 3;
    if (mod === 1) {
      if (ones >= 0) return;
      ones = g;
    } else if (mod === 2) {
      if (twoA < 0) twoA = g;
      else if (twoB < 0) twoB = g;
      else return;
    } else if (!groupComplete(g, keys[g]!, sums[g]!, false)) return;
  }
  if (ones >= 0 && twoA < 0) {
    markGroup(ones, keys[ones]!, SETS_PAIR, counts, out);
  } else if (ones < 0 && twoB >= 0) {
    // Two groups of 3n+2: the tile completes a set in one while the other holds the pair.
    if (groupComplete(twoB, keys[twoB]!, sums[twoB]!, false)) markGroup(twoA, keys[twoA]!, SETS, counts, out);
    if (groupComplete(twoA, keys[twoA]!, sums[twoA]!, false)) markGroup(twoB, keys[twoB]!, SETS, counts, out);
  }
}

function markGroup(g: number, key: number, want: number, counts: ArrayLike<number>, out: Uint8Array): void {
  const start = GROUP_START[g]!;
  for (let r = 0; r < GROUP_SIZE[g]!; r++) {
    // A fifth copy does not exist (and would carry into the next digit of the key).
    if (counts[start + r]! >= 4) continue;
    if (flagsOf(g, key + POW5[r]!) & want) out[start + r] = 1;
  }
}
