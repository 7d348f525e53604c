// The computed ledger: rotation of the deal and winds, transfers of every entry kind under each
// profile, and the one promise that matters most: totals always sum to zero.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreHand } from '../score';
import { hand } from '../testing/build';
import { LedgerInputError, computeLedger } from './compute';
import { paymentFor } from './settings';
import { discardWin, drawnHand, falseWin, selfDrawnWin, table, tablePayment } from './testing';
import type { LedgerEntry, PerPlayer, PlayerIndex, NightSettings, Wind } from './types';

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const deltasOf = (settings: NightSettings, entry: LedgerEntry): PerPlayer<number> =>
  computeLedger(settings, [entry]).rows[0]!.deltas;

describe('rotation of the deal and the winds', () => {
  it('follows a long night: non-dealer wins pass the deal, dealer wins and draws keep it, a full round moves the wind', () => {
    const s = table('sg', { unit: 10 }, { firstDealer: 1, startingWind: 'E' });
    const entries: LedgerEntry[] = [
      discardWin(s, 3, 0, 2), // 1: dealer 1 loses → deal to 2
      selfDrawnWin(s, 2, 1), // 2: dealer 2 wins → stays
      drawnHand(), // 3: draw → stays
      tablePayment(2, 'exposed_kong'), // within hand 4: nothing moves
      discardWin(s, 0, 2, 3), // 4: non-dealer 0 wins → deal to 3
      falseWin(1), // within hand 5: nothing moves
      selfDrawnWin(s, 1, 1), // 5: non-dealer 1 wins → deal to 0
      discardWin(s, 3, 1, 1), // 6: non-dealer 3 wins → deal back to 1, the first dealer: South round
      discardWin(s, 1, 0, 1), // 7: dealer 1 wins in the South round → stays
    ];
    const ledger = computeLedger(s, entries);
    const seen = ledger.rows.map((r) => [r.handNumber, r.dealer, r.prevailingWind]);
    expect(seen).toEqual([
      [1, 1, 'E'],
      [2, 2, 'E'],
      [3, 2, 'E'],
      [4, 2, 'E'],
      [4, 2, 'E'],
      [5, 3, 'E'],
      [5, 3, 'E'],
      [6, 0, 'E'],
      [7, 1, 'S'],
    ]);
    expect(ledger.rows[0]!.seatWinds).toEqual(['N', 'E', 'S', 'W']);
    expect(ledger.rows[1]!.seatWinds).toEqual(['W', 'N', 'E', 'S']);
    expect(ledger.next).toEqual({
      dealer: 1,
      prevailingWind: 'S',
      seatWinds: ['N', 'E', 'S', 'W'],
      handNumber: 8,
    });
  });

  it('goes East → South → West → North → East, each wind lasting four deals', () => {
    const s = table('hk', { unit: 100 }, { firstDealer: 2, startingWind: 'E' });
    const winds: Wind[] = [];
    const entries: LedgerEntry[] = [];
    for (let hand = 0; hand < 17; hand++) {
      const ledger = computeLedger(s, entries);
      winds.push(ledger.next.prevailingWind);
      const dealer = ledger.next.dealer;
      entries.push(discardWin(s, ((dealer + 1) % 4) as PlayerIndex, dealer, 3));
    }
    expect(winds.join('')).toBe('EEEESSSSWWWWNNNNE');
  });

  it('starts from the chosen prevailing wind', () => {
    const s = table('sg', { unit: 10 }, { startingWind: 'N', firstDealer: 3 });
    const entries = [0, 1, 2, 3].map((i) => {
      const dealer = ((3 + i) % 4) as PlayerIndex;
      return discardWin(s, ((dealer + 1) % 4) as PlayerIndex, dealer, 1);
    });
    const ledger = computeLedger(s, entries);
    expect(ledger.rows.map((r) => r.prevailingWind)).toEqual(['N', 'N', 'N', 'N']);
    expect(ledger.next).toMatchObject({ dealer: 3, prevailingWind: 'E' });
  });

  it('an empty session deals the first hand to the first dealer', () => {
    const ledger = computeLedger(table('sg', { unit: 10 }, { firstDealer: 2 }), []);
    expect(ledger).toEqual({
      rows: [],
      totals: [0, 0, 0, 0],
      next: { dealer: 2, prevailingWind: 'E', seatWinds: ['W', 'N', 'E', 'S'], handNumber: 1 },
    });
  });
});

describe('sg: the doubling table of seed 003 at a base of 10', () => {
  const s = table('sg', { unit: 10 });

  it.each([
    [1, 40, -20, -10, 60, -20],
    [2, 80, -40, -20, 120, -40],
    [3, 160, -80, -40, 240, -80],
    [4, 320, -160, -80, 480, -160],
    [5, 640, -320, -160, 960, -320],
  ])('%i tai: by discard +%i / %i / %i; self-drawn +%i / %i each', (tai, win, thrower, other, zimo, each) => {
    expect(deltasOf(s, discardWin(s, 0, 2, tai))).toEqual([win, other, thrower, other]);
    expect(deltasOf(s, selfDrawnWin(s, 3, tai))).toEqual([each, each, each, zimo]);
  });

  it('records exactly what the scorer computed for a real hand (Ping Hu, 4 tai, on a two-sided wait by discard)', () => {
    const result = scoreHand({
      ...hand('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9', { discard: true, win: 'c6' }),
      options: { unit: 10 },
    });
    if (!result.ok || !result.payment) throw new Error('the Ping Hu hand should score');
    const entry = discardWin(s, 1, 0, result.tai, { payment: result.payment, items: result.items });
    expect(result.payment).toEqual(paymentFor(s, 4, false));
    expect(computeLedger(s, [entry]).rows[0]!.transfers).toEqual([
      { from: 0, to: 1, amount: 160 },
      { from: 2, to: 1, amount: 80 },
      { from: 3, to: 1, amount: 80 },
    ]);
  });

  it('kong and bonus payments: every other player pays the receiver 2 units, or 4 for a concealed kong or a set at the start', () => {
    expect(deltasOf(s, tablePayment(1, 'exposed_kong'))).toEqual([-20, 60, -20, -20]);
    expect(deltasOf(s, tablePayment(1, 'concealed_kong'))).toEqual([-40, 120, -40, -40]);
    expect(deltasOf(s, tablePayment(2, 'bonus_later', 'cat and rat'))).toEqual([-20, -20, 60, -20]);
    expect(deltasOf(s, tablePayment(3, 'bonus_at_start'))).toEqual([-40, -40, -40, 120]);
  });

  it('Zha Hu: the offender pays each other player two shares at the cap (the Zhi Mo limit)', () => {
    expect(deltasOf(s, falseWin(2))).toEqual([320, 320, -960, 320]);
    const lowCap = table('sg', { unit: 10, cap_tai: 3 });
    expect(deltasOf(lowCap, falseWin(0))).toEqual([-240, 80, 80, 80]);
  });

  it('Bao: one player pays the whole win, on a discard or a self-draw; nobody else pays', () => {
    const byDiscard = computeLedger(s, [discardWin(s, 0, 1, 3, { bao: 2 })]).rows[0]!;
    expect(byDiscard.transfers).toEqual([{ from: 2, to: 0, amount: 160 }]);
    const selfDrawn = computeLedger(s, [selfDrawnWin(s, 0, 3, { bao: 3 })]).rows[0]!;
    expect(selfDrawn.transfers).toEqual([{ from: 3, to: 0, amount: 240 }]);
    // The discarder may be the one who is Bao.
    expect(deltasOf(s, discardWin(s, 0, 1, 2, { bao: 1 }))).toEqual([80, -80, 0, 0]);
  });

  it('a robbed kong is a discard win with the konger as discarder', () => {
    const robbed = discardWin(s, 3, 1, 2, { hand: { ...hand('c1 c2 c3'), events: ['robbing_kong'] } });
    expect(deltasOf(s, robbed)).toEqual([-20, -40, -20, 80]);
  });

  it('a drawn hand moves no money', () => {
    expect(computeLedger(s, [drawnHand()]).rows[0]).toMatchObject({ transfers: [], deltas: [0, 0, 0, 0] });
  });
});

describe('sg-reference: same settlement (seed 001 worked example)', () => {
  const s = table('sg-reference', { unit: 4, min_tai: 1 });

  it('discarder 8, each other 4, the winner 16 at a share of 4 for 1 tai', () => {
    expect(deltasOf(s, discardWin(s, 0, 1, 1))).toEqual([16, -8, -4, -4]);
    expect(deltasOf(s, selfDrawnWin(s, 0, 1))).toEqual([24, -8, -8, -8]);
  });

  it('at a minimum of 0, a 0-tai win pays half a unit a share, still in whole cents', () => {
    const zero = table('sg-reference', { unit: 10, min_tai: 0 });
    expect(deltasOf(zero, discardWin(zero, 2, 3, 0))).toEqual([-5, -5, 20, -10]);
  });

  it('kong payments, Bao and Zha Hu work as at the sg table', () => {
    expect(deltasOf(s, tablePayment(0, 'concealed_kong'))).toEqual([48, -16, -16, -16]);
    expect(deltasOf(s, falseWin(1))).toEqual([128, -384, 128, 128]);
    expect(deltasOf(s, selfDrawnWin(s, 2, 5, { bao: 0 }))).toEqual([-384, 0, 384, 0]);
  });
});

describe('hk: the payment table of seed 002', () => {
  const s = table('hk', { unit: 100 });

  it('by discard the discarder alone pays; nobody else appears in the transfers', () => {
    const row = computeLedger(s, [discardWin(s, 1, 3, 5)]).rows[0]!;
    expect(row.transfers).toEqual([{ from: 3, to: 1, amount: 3200 }]);
    expect(row.deltas).toEqual([0, 3200, 0, -3200]);
  });

  it('self-drawn each other player pays the self-drawn amount', () => {
    expect(deltasOf(s, selfDrawnWin(s, 0, 3))).toEqual([600, -200, -200, -200]);
    expect(deltasOf(s, selfDrawnWin(s, 0, 10))).toEqual([28800, -9600, -9600, -9600]);
  });

  it('Zha Hu costs each other player what a self-drawn limit hand would', () => {
    expect(deltasOf(s, falseWin(0))).toEqual([-28800, 9600, 9600, 9600]);
  });

  it('Bao pays the whole win', () => {
    expect(deltasOf(s, selfDrawnWin(s, 0, 4, { bao: 1 }))).toEqual([2400, -2400, 0, 0]);
  });

  it('a drawn hand moves no money, and there are no kong payments outside a win', () => {
    expect(deltasOf(s, drawnHand())).toEqual([0, 0, 0, 0]);
    expect(() => computeLedger(s, [tablePayment(0, 'exposed_kong')])).toThrow(
      /Hong Kong tables do not pay for kongs/,
    );
  });
});

describe('computeLedger refuses data that was never validated', () => {
  it('throws with the player-worded reason and the entry number', () => {
    const s = table();
    const bad = { ...discardWin(s, 0, 1, 2), discarder: null } as LedgerEntry;
    expect(() => computeLedger(s, [drawnHand(), bad])).toThrow(LedgerInputError);
    expect(() => computeLedger(s, [drawnHand(), bad])).toThrow(
      /Entry 2 is invalid: Choose who discarded the winning tile\./,
    );
  });
});

describe('totals always sum to zero', () => {
  const settingsArb = fc
    .record({
      profile: fc.constantFrom('sg' as const, 'sg-reference' as const, 'hk' as const),
      unit: fc.integer({ min: 1, max: 5000 }).map((u) => u * 2),
      min: fc.integer({ min: 0, max: 3 }),
      extra: fc.integer({ min: 0, max: 7 }),
      firstDealer: fc.constantFrom<PlayerIndex>(0, 1, 2, 3),
    })
    .map(({ profile, unit, min, extra, firstDealer }) =>
      table(profile, { unit, min_tai: min, cap_tai: Math.min(min + extra, 10) || 1 }, { firstDealer }),
    );

  const player = fc.constantFrom<PlayerIndex>(0, 1, 2, 3);
  const entryArb = (s: NightSettings): fc.Arbitrary<LedgerEntry> => {
    const min = s.options.min_tai ?? 0;
    const cap = s.options.cap_tai ?? 1;
    const tai = fc.integer({ min, max: cap });
    const win = fc
      .tuple(player, player, tai, fc.boolean(), fc.option(player, { nil: undefined }))
      .filter(([winner, discarder, , , bao]) => winner !== discarder && bao !== winner)
      .map(([winner, discarder, t, self, bao]) =>
        self
          ? selfDrawnWin(s, winner, t, bao === undefined ? {} : { bao })
          : discardWin(s, winner, discarder, t, bao === undefined ? {} : { bao }),
      );
    const kinds: fc.Arbitrary<LedgerEntry>[] = [win, fc.constant(null).map(drawnHand), player.map(falseWin)];
    if (s.profile !== 'hk') {
      kinds.push(
        fc
          .tuple(
            player,
            fc.constantFrom(
              'exposed_kong' as const,
              'concealed_kong' as const,
              'bonus_later' as const,
              'bonus_at_start' as const,
            ),
          )
          .map(([receiver, reason]) => tablePayment(receiver, reason)),
      );
    }
    return fc.oneof(...kinds);
  };

  it('after every entry, in every profile, with whole-cent totals, and the winner receives the payment total', () => {
    fc.assert(
      fc.property(
        settingsArb.chain((s) => fc.tuple(fc.constant(s), fc.array(entryArb(s), { maxLength: 60 }))),
        ([s, entries]) => {
          const ledger = computeLedger(s, entries);
          let running: number[] = [0, 0, 0, 0];
          for (const row of ledger.rows) {
            expect(sum(row.deltas)).toBe(0);
            expect(sum(row.totals)).toBe(0);
            expect(
              row.transfers.every((t) => Number.isSafeInteger(t.amount) && t.amount > 0 && t.from !== t.to),
            ).toBe(true);
            running = running.map((total, p) => total + row.deltas[p]!);
            expect(row.totals).toEqual(running);
            if (row.entry.kind === 'win') expect(row.deltas[row.entry.winner]).toBe(row.entry.payment.total);
            expect(new Set(row.seatWinds).size).toBe(4);
            expect(row.seatWinds[row.dealer]).toBe('E');
          }
          expect(ledger.totals).toEqual(running);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a kong or bonus payment recorded against an earlier hand', () => {
  const s = table('sg', { unit: 10 });
  // Hand 1: Mei Ling wins on Ah Beng's discard (deal to Mei Ling); hand 2: Kumar self-draws (deal to Kumar).
  const before = [discardWin(s, 1, 0, 1), selfDrawnWin(s, 2, 1)];

  it('takes that hand’s number and seating, keeps its place in the order, and pays as it would in the hand in play', () => {
    const late = { ...tablePayment(0, 'exposed_kong'), handNumber: 1 };
    const inPlay = tablePayment(0, 'exposed_kong');
    const ledger = computeLedger(s, [...before, late]);
    const row = ledger.rows[2]!;
    expect([row.handNumber, row.dealer, row.prevailingWind]).toEqual([1, 0, 'E']);
    expect(row.seatWinds).toEqual(['E', 'S', 'W', 'N']);
    expect(row.attached).toEqual({ inPlay: 3, named: 1 });
    const plain = computeLedger(s, [...before, inPlay]);
    expect(plain.rows[2]!.attached).toBeUndefined();
    expect([plain.rows[2]!.handNumber, plain.rows[2]!.dealer]).toEqual([3, 2]);
    // The same money, counted where it was recorded; the next hand is the same.
    expect(row.deltas).toEqual(plain.rows[2]!.deltas);
    expect(row.totals).toEqual(plain.rows[2]!.totals);
    expect(ledger.next).toEqual(plain.next);
  });

  it('stays with the hand in play, saying which hand it names, when an edit before it took hands away', () => {
    const late = { ...tablePayment(1, 'concealed_kong'), handNumber: 3 };
    const row = computeLedger(s, [before[0]!, late]).rows[1]!;
    expect(row.handNumber).toBe(2);
    expect(row.attached).toEqual({ inPlay: 2, named: 3 });
  });

  it('names the hand in play by no field at all: an older night reads as before', () => {
    const row = computeLedger(s, [...before, { ...tablePayment(0, 'exposed_kong'), handNumber: 3 }]).rows[2]!;
    expect(row.attached).toBeUndefined();
    expect(row.handNumber).toBe(3);
  });
});
