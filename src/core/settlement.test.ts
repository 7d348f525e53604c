// Settlement of RULES.md section 9: shares, the hk table, table payments outside a win, penalties.
import { describe, expect, it } from 'vitest';
import {
  baoAmount, bonusGroups, doublingPayment, falseWinEach, hkPayment, hkTableRows, shareAmount, tablePaymentEach,
} from './settlement';

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
      [3, 4, 2], [4, 16, 8], [5, 32, 16], [6, 48, 24], [7, 64, 32], [8, 96, 48], [9, 128, 64], [10, 192, 96],
    ]);
    expect(hkTableRows(0, 10, 1)).toHaveLength(11);
    expect(hkTableRows(0, 10, 1).at(-1)).toEqual([10, 1024, 512]);
    expect(hkTableRows(1, 4, 5)).toEqual([[1, 20, 10], [2, 80, 40], [3, 160, 80], [4, 240, 120]]);
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
    expect(bonusGroups(bonus(CAT, RAT, ROOSTER, CENTIPEDE), 0)).toEqual(['cat_rat', 'rooster_centipede', 'all_animals']);
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
