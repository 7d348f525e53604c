// The seeds' own fixtures and tables, copied into fixtures/ as data, checked against the scorer.
import { describe, expect, it } from 'vitest';
import seed000 from './fixtures/seed-000-ping-hu.json';
import seed001Examples from './fixtures/seed-001-examples.json';
import seed001Settlement from './fixtures/seed-001-settlement.json';
import seed003 from './fixtures/seed-003-share-table.json';
import { scoreHand } from './score';
import { doublingPayment, shareAmount, shareTable } from './settlement';

describe('seed 000: the Ping Hu rule page fixtures (sg)', () => {
  it.each(seed000.examples.map((e) => [e.id, e] as const))('%s', (_id, example) => {
    const result = scoreHand(example.fixture);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { expected } = example;
    expect(result.win).toBe(expected.win);
    expect(result.tai).toBe(expected.tai);
    const names = result.items.map((item) => item.name);
    if ('includes_item_prefix' in expected) {
      expect(names.some((name) => name.startsWith(expected.includes_item_prefix!))).toBe(true);
    }
    if ('excludes_item_prefix' in expected) {
      expect(names.some((name) => name.startsWith(expected.excludes_item_prefix!))).toBe(false);
    }
  });
});

describe('seed 001: the example hands of each pattern (sg-reference)', () => {
  it.each(seed001Examples.examples.map((e) => [e.pattern, e] as const))('%s', (_pattern, example) => {
    const result = scoreHand(example.hand);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const expected = example.expected as {
      tai: number;
      raw_tai?: number;
      items?: string[];
      includes?: string[];
    };
    expect(result.tai).toBe(expected.tai);
    if (expected.raw_tai !== undefined) expect(result.raw_tai).toBe(expected.raw_tai);
    if (expected.items) expect(result.items.map((i) => `${i.id} ${i.tai}`).sort()).toEqual(expected.items);
    if (expected.includes)
      expect(result.items.map((i) => i.id)).toEqual(expect.arrayContaining(expected.includes));
  });
});

describe('seed 001: tai values and score shares', () => {
  it.each(seed001Settlement.share_table.rows)('%i tai: each share is %iV', (tai, share) => {
    expect(shareAmount(tai, seed001Settlement.share_table.unit)).toBe(share);
  });

  it('worked example: 3 tai, 1-point share, discard win', () => {
    const { tai, unit, share, discarder, others, total } = seed001Settlement.worked_example;
    expect(shareAmount(tai, unit)).toBe(share);
    expect(doublingPayment(tai, false, unit)).toEqual({ discarder, others, total });
  });
});

describe('seed 003: the base-10 table, row by row', () => {
  it.each(seed003.rows)('%i tai: +%i / +%i / %i / %i', (tai, selfDrawn, byDiscard, discarder, other) => {
    const [row] = shareTable(tai, tai, seed003.unit);
    expect(row).toEqual({
      tai,
      winSelfDrawn: selfDrawn,
      winByDiscard: byDiscard,
      discarderOrSelfDrawnLoser: -discarder,
      otherLoser: -other,
    });
    expect(doublingPayment(tai, true, seed003.unit)).toEqual({
      discarder: null,
      others: -discarder,
      total: selfDrawn,
    });
    expect(doublingPayment(tai, false, seed003.unit)).toEqual({
      discarder: -discarder,
      others: -other,
      total: byDiscard,
    });
  });

  it('the columns keep 6 : 4 : 2 : 1', () => {
    for (const row of shareTable(1, 5, 10)) {
      expect(
        [row.winSelfDrawn, row.winByDiscard, row.discarderOrSelfDrawnLoser].map((v) => v / row.otherLoser),
      ).toEqual([6, 4, 2]);
    }
  });

  it("the calculator's example: 3 doubles at 10", () => {
    const { unit, tai, win_self_drawn, win_by_discard, discarder_or_self_drawn_loser, other_loser } =
      seed003.calculator_example;
    expect(shareTable(tai, tai, unit)[0]).toEqual({
      tai,
      winSelfDrawn: win_self_drawn,
      winByDiscard: win_by_discard,
      discarderOrSelfDrawnLoser: -discarder_or_self_drawn_loser,
      otherLoser: -other_loser,
    });
  });
});
