// Settling up: the fewest payments, checked against brute force over every way to split the table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fewestTransfers, type SettleTransfer } from './settle-up';

const apply = (totals: readonly number[], transfers: readonly SettleTransfer[]): number[] => {
  const after = [...totals];
  for (const { from, to, amount } of transfers) {
    after[from] = after[from]! + amount;
    after[to] = after[to]! - amount;
  }
  return after;
};

/** Every partition of `items` into blocks, by brute force. */
function* partitions(items: number[]): Generator<number[][]> {
  if (items.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = items as [number, ...number[]];
  for (const partition of partitions(rest)) {
    yield [[first], ...partition];
    for (let i = 0; i < partition.length; i++) {
      yield partition.map((block, j) => (i === j ? [first, ...block] : block));
    }
  }
}

/** The fewest payments by brute force: non-zero players minus the most blocks that each balance. */
function bruteForceCount(totals: readonly number[]): number {
  const owing = totals.flatMap((t, i) => (t === 0 ? [] : [i]));
  let most = 0;
  for (const partition of partitions(owing)) {
    if (partition.every((block) => block.reduce((s, p) => s + totals[p]!, 0) === 0))
      most = Math.max(most, partition.length);
  }
  return owing.length - most;
}

/** Totals that sum to zero: the last player balances the others. */
const zeroSum = (players: number, values: fc.Arbitrary<number>): fc.Arbitrary<number[]> =>
  fc
    .array(values, { minLength: players - 1, maxLength: players - 1 })
    .map((rest) => [...rest, 0 - rest.reduce((a, b) => a + b, 0)]);

describe('fewestTransfers', () => {
  it('nothing to pay when everyone is even', () => {
    expect(fewestTransfers([0, 0, 0, 0])).toEqual([]);
    expect(fewestTransfers([])).toEqual([]);
  });

  it('pairs players who cancel out rather than chaining payments', () => {
    expect(fewestTransfers([500, -300, 300, -500])).toEqual([
      { from: 1, to: 2, amount: 300 },
      { from: 3, to: 0, amount: 500 },
    ]);
  });

  it('a group with no balancing pair needs three payments', () => {
    const transfers = fewestTransfers([600, 400, -300, -700]);
    expect(transfers).toHaveLength(3);
    expect(apply([600, 400, -300, -700], transfers)).toEqual([0, 0, 0, 0]);
  });

  it('beats the greedy largest-first answer where it chains needlessly (five players)', () => {
    // Greedy pays −7 to 8 first and then needs four payments; splitting {7, −7} and {8, −3, −5} needs three.
    const totals = [800, 700, -300, -500, -700];
    const transfers = fewestTransfers(totals);
    expect(transfers).toHaveLength(3);
    expect(transfers).toContainEqual({ from: 4, to: 1, amount: 700 });
    expect(apply(totals, transfers)).toEqual([0, 0, 0, 0, 0]);
  });

  it('is deterministic: the same totals always give the same payments', () => {
    expect(fewestTransfers([100, 100, -100, -100])).toEqual(fewestTransfers([100, 100, -100, -100]));
    expect(fewestTransfers([100, 100, -100, -100])).toEqual([
      { from: 2, to: 0, amount: 100 },
      { from: 3, to: 1, amount: 100 },
    ]);
  });

  it('refuses totals that cannot be settled', () => {
    expect(() => fewestTransfers([1, 0, 0, 0])).toThrow(/sum to zero/);
    expect(() => fewestTransfers([0.5, -0.5])).toThrow(/whole/);
  });

  it('settles everyone, with positive amounts, in the fewest payments brute force finds (four players)', () => {
    fc.assert(
      fc.property(
        zeroSum(
          4,
          fc.integer({ min: -40, max: 40 }).map((v) => v * 10),
        ),
        (totals) => {
          const transfers = fewestTransfers(totals);
          expect(apply(totals, transfers)).toEqual([0, 0, 0, 0]);
          expect(
            transfers.every((t) => Number.isSafeInteger(t.amount) && t.amount > 0 && t.from !== t.to),
          ).toBe(true);
          expect(transfers).toHaveLength(bruteForceCount(totals));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('stays optimal with more players and small totals, where many splits balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }).chain((n) => zeroSum(n, fc.integer({ min: -5, max: 5 }))),
        (totals) => {
          const transfers = fewestTransfers(totals);
          expect(apply(totals, transfers).every((t) => t === 0)).toBe(true);
          expect(transfers).toHaveLength(bruteForceCount(totals));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
