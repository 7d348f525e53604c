// Settlement of RULES.md section 9: shares, the hk table, table payments outside a win, penalties.
import { describe, expect, it } from 'vitest';
import {
  HK_SPICY_TABLES,
  baoAmount,
  bonusGroups,
  doublingPayment,
  falseWinEach,
  hkPayment,
  hkPaymentRows,
  hkTableRows,
  hkWinPayment,
  shareAmount,
  tablePaymentEach,
  unitMultiple,
  winPayment,
} from './settlement';
import { defaultOptions } from './options';

const bonus = (...bits: number[]) => bits.reduce((mask, bit) => mask | (1 << bit), 0);
const F = (n: number) => n - 1;
const S = (n: number) => n + 3;
const CAT = 8;
const RAT = 9;
const ROOSTER = 10;
const CENTIPEDE = 11;

describe('sg and sg-reference shares', () => {
  it('one share is unit × 2^(tai − 1), half a unit at 0 tai', () => {
    expect([0, 1, 2, 3, 4, 5].map((tai) => shareAmount(tai, 10))).toEqual([5, 10, 20, 40, 80, 160]);
    expect(shareAmount(0, 1)).toBe(0.5);
  });

  it('discard win: the discarder pays 2 shares, each other 1; self-draw: each pays 2; no dealer multiplier', () => {
    expect(doublingPayment(2, false, 100)).toEqual({ discarder: 400, others: 200, total: 800 });
    expect(doublingPayment(2, true, 100)).toEqual({ discarder: null, others: 400, total: 1200 });
  });

  it('amounts stay whole numbers of the unit', () => {
    for (let tai = 1; tai <= 13; tai++) {
      const { discarder, others, total } = doublingPayment(tai, false, 7);
      for (const amount of [discarder!, others, total]) expect(Number.isInteger(amount / 7)).toBe(true);
    }
  });
});

describe('hk payment table (seed 002)', () => {
  it('rows from the minimum, past the limit dropped, times the unit', () => {
    expect(hkTableRows(3, 10, 1).map(([fans, d, s]) => [fans, d, s])).toEqual([
      [3, 4, 2],
      [4, 16, 8],
      [5, 32, 16],
      [6, 48, 24],
      [7, 64, 32],
      [8, 96, 48],
      [9, 128, 64],
      [10, 192, 96],
    ]);
    expect(hkTableRows(0, 10, 1)).toHaveLength(11);
    expect(hkTableRows(0, 10, 1).at(-1)).toEqual([10, 1024, 512]);
    expect(hkTableRows(1, 4, 5)).toEqual([
      [1, 20, 10],
      [2, 80, 40],
      [3, 160, 80],
      [4, 240, 120],
    ]);
  });

  it('by discard the discarder alone pays; self-drawn each other pays the self-drawn amount', () => {
    expect(hkPayment(5, false, 3, 10, 1)).toEqual({ discarder: 32, others: 0, total: 32 });
    expect(hkPayment(5, true, 3, 10, 1)).toEqual({ discarder: null, others: 16, total: 48 });
    expect(hkPayment(12, false, 3, 10, 2)).toEqual({ discarder: 384, others: 0, total: 384 });
  });
});

describe('sg table payments outside a win (seed 003)', () => {
  it('an exposed kong, or a bonus set completed later, is 2 units from every other player', () => {
    expect(tablePaymentEach('exposed_kong', 10)).toBe(20);
    expect(tablePaymentEach('bonus_later', 10)).toBe(20);
  });

  it('a concealed kong, or a bonus set held at the breaking of the wall, is 4 units', () => {
    expect(tablePaymentEach('concealed_kong', 10)).toBe(40);
    expect(tablePaymentEach('bonus_at_start', 10)).toBe(40);
  });

  it('the bonus pairs and sets: cat–rat, rooster–centipede, own flower and season, four flowers, four seasons, all animals', () => {
    expect(bonusGroups(bonus(CAT, RAT), 0)).toEqual(['cat_rat']);
    expect(bonusGroups(bonus(ROOSTER, CENTIPEDE, CAT), 0)).toEqual(['rooster_centipede']);
    expect(bonusGroups(bonus(F(2), S(2)), 1)).toEqual(['seat_pair']);
    expect(bonusGroups(bonus(F(2), S(2)), 0)).toEqual([]);
    expect(bonusGroups(bonus(F(1), F(2), F(3), F(4)), 3)).toEqual(['four_flowers']);
    expect(bonusGroups(bonus(S(1), S(2), S(3), S(4), F(1)), 0)).toEqual(['seat_pair', 'four_seasons']);
    expect(bonusGroups(bonus(CAT, RAT, ROOSTER, CENTIPEDE), 0)).toEqual([
      'cat_rat',
      'rooster_centipede',
      'all_animals',
    ]);
  });
});

describe('penalties', () => {
  it('Zha Hu: the offender pays each other player 2 shares at the cap', () => {
    expect(falseWinEach(5, 10)).toBe(320);
    expect(falseWinEach(5, 1)).toBe(32);
  });

  it('Bao: one player pays what every loser would have paid', () => {
    expect(baoAmount(doublingPayment(3, false, 1))).toBe(16);
    expect(baoAmount(doublingPayment(3, true, 1))).toBe(24);
  });
});

describe('sg shooter pays (section 9)', () => {
  it('on a discard win the discarder pays 4 shares and the others 0; a self-draw is unchanged', () => {
    expect(doublingPayment(3, false, 10, true)).toEqual({ discarder: 160, others: 0, total: 160 });
    expect(doublingPayment(3, true, 10, true)).toEqual(doublingPayment(3, true, 10));
    expect(winPayment('sg', 3, false, { ...defaultOptions('sg'), unit: 10, shooter_pays: true })).toEqual({
      discarder: 160,
      others: 0,
      total: 160,
    });
  });
});

describe('hk half-spicy and spicy tables (section 9)', () => {
  const hk = (more: Partial<ReturnType<typeof defaultOptions>>) => ({ ...defaultOptions('hk'), ...more });
  it('the discard amount A by fans 0 to 13, row by row, times the unit', () => {
    expect(HK_SPICY_TABLES.half_spicy).toEqual([1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384]);
    expect(HK_SPICY_TABLES.spicy).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192]);
    for (const table of ['half_spicy', 'spicy'] as const) {
      for (let fans = 0; fans <= 13; fans++) {
        const options = hk({ hk_payment: table, min_tai: 0, cap_tai: 13, unit: 4 });
        expect(hkWinPayment(fans, false, options)).toEqual({
          discarder: HK_SPICY_TABLES[table][fans]! * 4,
          others: 0,
          total: HK_SPICY_TABLES[table][fans]! * 4,
        });
        expect(hkWinPayment(fans, true, options)).toEqual({
          discarder: null,
          others: HK_SPICY_TABLES[table][fans]! * 2,
          total: HK_SPICY_TABLES[table][fans]! * 6,
        });
      }
    }
  });

  it('indexed by the fans themselves, not by the minimum; above the cap, the cap', () => {
    expect(hkWinPayment(5, false, hk({ hk_payment: 'half_spicy', min_tai: 3 })).discarder).toBe(24);
    expect(hkWinPayment(12, false, hk({ hk_payment: 'spicy', cap_tai: 10 })).discarder).toBe(1024);
  });

  it('hk_discard "half": the discarder A / 2, each other player A / 4 (seed table: its by-discard amount)', () => {
    expect(hkWinPayment(5, false, hk({ hk_payment: 'spicy', hk_discard: 'half' }))).toEqual({
      discarder: 16,
      others: 8,
      total: 32,
    });
    expect(hkWinPayment(5, false, hk({ hk_discard: 'half' }))).toEqual({
      discarder: 16,
      others: 8,
      total: 32,
    });
    expect(hkWinPayment(5, true, hk({ hk_discard: 'half' }))).toEqual(hkPayment(5, true, 3, 10, 1));
  });

  it('exact amounts: a fraction of a minor unit is reported as it is', () => {
    expect(
      hkWinPayment(0, false, hk({ hk_payment: 'half_spicy', hk_discard: 'half', min_tai: 0, unit: 1 })),
    ).toEqual({ discarder: 0.5, others: 0.25, total: 1 });
    expect(hkWinPayment(0, true, hk({ hk_payment: 'spicy', min_tai: 0, unit: 3 }))).toEqual({
      discarder: null,
      others: 1.5,
      total: 4.5,
    });
  });

  it('the rows a table plays, for the screens', () => {
    expect(hkPaymentRows(hk({}))).toEqual(hkTableRows(3, 10, 1));
    expect(hkPaymentRows(hk({ hk_payment: 'spicy', min_tai: 8, cap_tai: 13 }))).toEqual([
      [8, 256, 128],
      [9, 512, 256],
      [10, 1024, 512],
      [11, 2048, 1024],
      [12, 4096, 2048],
      [13, 8192, 4096],
    ]);
  });
});

describe('the unit a table needs for whole amounts', () => {
  const opts = (profile: 'sg' | 'sg-reference' | 'hk', more: object) => ({
    ...defaultOptions(profile),
    ...more,
  });
  it('sg and sg-reference: even at a minimum of 0 tai, unless the shooter pays', () => {
    expect(unitMultiple('sg', opts('sg', { min_tai: 0 })).multiple).toBe(2);
    expect(unitMultiple('sg-reference', opts('sg-reference', { min_tai: 0 })).multiple).toBe(2);
    expect(unitMultiple('sg', opts('sg', { min_tai: 1 })).multiple).toBe(1);
    expect(unitMultiple('sg', opts('sg', { min_tai: 0, shooter_pays: true })).multiple).toBe(1);
    // Checked against the tables: at 0 tai and an odd unit only the other players' single share is a fraction.
    expect(doublingPayment(0, false, 3, true)).toEqual({ discarder: 6, others: 0, total: 6 });
    expect(doublingPayment(0, true, 3)).toEqual({ discarder: null, others: 3, total: 9 });
  });

  it('hk: the seed table never; the spicy tables at 0 fans (even; a multiple of 4 when the discard is shared) and 1 fan shared (even)', () => {
    expect(unitMultiple('hk', opts('hk', { min_tai: 0, hk_discard: 'half' })).multiple).toBe(1);
    expect(unitMultiple('hk', opts('hk', { min_tai: 0, hk_payment: 'spicy' })).multiple).toBe(2);
    expect(
      unitMultiple('hk', opts('hk', { min_tai: 0, hk_payment: 'half_spicy', hk_discard: 'half' })).multiple,
    ).toBe(4);
    expect(
      unitMultiple('hk', opts('hk', { min_tai: 1, hk_payment: 'half_spicy', hk_discard: 'half' })).multiple,
    ).toBe(2);
    expect(unitMultiple('hk', opts('hk', { min_tai: 1, hk_payment: 'spicy' })).multiple).toBe(1);
    expect(
      unitMultiple('hk', opts('hk', { min_tai: 2, hk_payment: 'spicy', hk_discard: 'half' })).multiple,
    ).toBe(1);
  });

  it('agrees with every payment the tables make from the minimum to the cap', () => {
    for (const profile of ['sg', 'hk'] as const) {
      for (const min of [0, 1, 2]) {
        for (const more of profile === 'sg'
          ? [{}, { shooter_pays: true }]
          : [
              {},
              { hk_payment: 'half_spicy' },
              { hk_payment: 'spicy', hk_discard: 'half' },
              { hk_payment: 'half_spicy', hk_discard: 'half' },
            ]) {
          const base = opts(profile, {
            min_tai: min,
            cap_tai: 13,
            ...more,
            ...(profile === 'hk' && !('hk_payment' in more) ? { cap_tai: 10 } : {}),
          });
          const { multiple } = unitMultiple(profile, base);
          for (let unit = 1; unit <= 8; unit++) {
            const whole = [true, false].every((selfDrawn) => {
              for (let tai = min; tai <= base.cap_tai; tai++) {
                const p = winPayment(profile, tai, selfDrawn, { ...base, unit });
                if (![p.discarder ?? 0, p.others, p.total].every(Number.isInteger)) return false;
              }
              return true;
            });
            expect(whole, `${profile} ${JSON.stringify(more)} min ${min} unit ${unit}`).toBe(
              unit % multiple === 0,
            );
          }
        }
      }
    }
  });
});
