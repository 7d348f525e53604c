// Proves the decomposer's tables: every suit and honour group agrees with a plain recursive
// decomposition written here, and together they recognise exactly 11,498,658 distinct
// standard-form winning hands (34 tile types, at most four of each, four sets and a pair).
import { describe, expect, it } from 'vitest';
import { hand } from './testing/build';
import { parseHand } from './parse-hand';
import { standardReadings } from './readings';
import { CHOWS, CHOWS_PAIR, SETS, SETS_PAIR, shapeTables } from './shape-tables';
import { decomposes } from './testing/reference';

/** For one group of `ranks` tile types: how many distinct complete groups there are of each size, checking every key. */
function completeGroupsBySize(
  ranks: number,
  flags: Uint8Array,
  chows: boolean,
): { bySize: number[]; mismatches: number } {
  const bySize = new Array<number>(15).fill(0);
  const counts = new Array<number>(ranks).fill(0);
  let mismatches = 0;
  for (let key = 0; key < flags.length; key++) {
    let rest = key;
    let size = 0;
    for (let r = 0; r < ranks; r++) {
      counts[r] = rest % 5;
      size += counts[r]!;
      rest = Math.floor(rest / 5);
    }
    if (size > 14) {
      if (flags[key] !== 0) mismatches++;
      continue;
    }
    const mod = size % 3;
    const sets = mod === 0 && decomposes(counts, false, chows, true);
    const setsPair = mod === 2 && decomposes(counts, true, chows, true);
    const chowsOnly = mod === 0 && decomposes(counts, false, chows, false);
    const chowsPair = mod === 2 && decomposes(counts, true, chows, false);
    const expected =
      (sets ? SETS : 0) | (setsPair ? SETS_PAIR : 0) | (chowsOnly ? CHOWS : 0) | (chowsPair ? CHOWS_PAIR : 0);
    if (flags[key] !== expected) mismatches++;
    if (sets || setsPair) bySize[size]! += 1;
  }
  return { bySize, mismatches };
}

describe('the standard-form decomposer', () => {
  it('recognises exactly 11,498,658 distinct winning hands', () => {
    const tables = shapeTables();
    const suit = completeGroupsBySize(9, tables.suit, true);
    const honours = completeGroupsBySize(7, tables.honour, false);
    expect(suit.mismatches).toBe(0);
    expect(honours.mismatches).toBe(0);

    // Groups are independent, so distinct hands are products of distinct groups; exactly one group holds the pair.
    let total = 0;
    const sizes = [0, 2, 3, 5, 6, 8, 9, 11, 12, 14];
    for (const a of sizes)
      for (const b of sizes)
        for (const c of sizes) {
          const h = 14 - a - b - c;
          if (h < 0 || (h % 3 !== 0 && h % 3 !== 2)) continue;
          const pairs = [a, b, c, h].filter((n) => n % 3 === 2).length;
          if (pairs !== 1) continue;
          total += suit.bySize[a]! * suit.bySize[b]! * suit.bySize[c]! * honours.bySize[h]!;
        }
    expect(total).toBe(11_498_658);
  });

  it('finds a reading for every full-flush hand the tables accept, and none for those they reject', () => {
    // The reading enumerator used for scoring, on every 14-tile one-suit hand.
    const tables = shapeTables();
    let checked = 0;
    for (let key = 0; key < tables.suit.length; key++) {
      let rest = key;
      const tiles: string[] = [];
      for (let r = 0; r < 9; r++) {
        for (let n = 0; n < rest % 5; n++) tiles.push(`c${r + 1}`);
        rest = Math.floor(rest / 5);
      }
      if (tiles.length !== 14) continue;
      const parsed = parseHand(hand(tiles.join(' ')));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const readings = standardReadings(parsed.hand.concealed, [], parsed.hand.winningTile);
      expect(readings.length > 0).toBe((tables.suit[key]! & SETS_PAIR) !== 0);
      checked++;
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
