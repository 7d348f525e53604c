// Every payment rule's payer lines add up to what the winner collects, and list everyone who pays.
import { describe, expect, it } from 'vitest';
import { payerLines, payerLinesTotal } from './payers';
import { resolveOptions } from './options';
import { winPayment } from './settlement';
import type { HandOptionsInput, ProfileId } from './types';

/** Every payment rule a table can play: the profile and the house rules a payment depends on. */
const RULES: ReadonlyArray<[string, ProfileId, HandOptionsInput]> = [
  ['Singapore doubling', 'sg', {}],
  ['Singapore, 0-tai minimum', 'sg', { min_tai: 0, unit: 20 }],
  ['Singapore, shooter pays', 'sg', { shooter_pays: true }],
  ['Singapore reference', 'sg-reference', {}],
  ['Hong Kong table, the discarder alone', 'hk', {}],
  ['Hong Kong table, the discard shared (半銃)', 'hk', { hk_discard: 'half' }],
  ['Hong Kong half spicy (半辣)', 'hk', { hk_payment: 'half_spicy', min_tai: 1, unit: 20 }],
  [
    'Hong Kong half spicy, the discard shared',
    'hk',
    { hk_payment: 'half_spicy', hk_discard: 'half', min_tai: 0, unit: 40 },
  ],
  ['Hong Kong spicy (全辣)', 'hk', { hk_payment: 'spicy', min_tai: 0, unit: 20 }],
  [
    'Hong Kong spicy, the discard shared',
    'hk',
    { hk_payment: 'spicy', hk_discard: 'half', min_tai: 1, unit: 50 },
  ],
];

describe('payerLines', () => {
  for (const [name, profile, input] of RULES) {
    it(`${name}: at every tai and both ways of winning, the lines add up to the winner's total and name every payer`, () => {
      const resolved = resolveOptions(profile, input);
      expect(resolved.errors).toEqual([]);
      const { options } = resolved;
      for (let tai = options.min_tai; tai <= options.cap_tai + 2; tai++) {
        for (const selfDrawn of [false, true]) {
          const payment = winPayment(profile, tai, selfDrawn, options);
          const lines = payerLines(payment);
          expect(payerLinesTotal(lines)).toBe(payment.total);
          // Three players lose every hand; the lines name each who pays, once.
          expect(lines.reduce((n, line) => n + line.count, 0)).toBe(
            selfDrawn ? 3 : payment.others > 0 ? 3 : 1,
          );
          for (const line of lines) expect(line.amount).toBeGreaterThan(0);
        }
      }
    });
  }

  it('Hong Kong, the discard shared: the discarder half and the other two a quarter each', () => {
    // $1.00 table unit, 3 fan by discard: A = 4 units, $4.00; the discarder pays $2.00, the others $1.00 each.
    const { options } = resolveOptions('hk', { hk_discard: 'half', unit: 100 });
    expect(payerLines(winPayment('hk', 3, false, options))).toEqual([
      { payer: 'discarder', count: 1, amount: 200 },
      { payer: 'others', count: 2, amount: 100 },
    ]);
  });

  it('the discarder alone, and a self-draw paid by each of the three', () => {
    const { options } = resolveOptions('sg', { shooter_pays: true, unit: 20 });
    expect(payerLines(winPayment('sg', 2, false, options))).toEqual([
      { payer: 'discarder', count: 1, amount: 160 },
    ]);
    expect(payerLines(winPayment('sg', 2, true, options))).toEqual([{ payer: 'each', count: 3, amount: 80 }]);
    expect(payerLines({ discarder: 40, others: 20, total: 80 })).toEqual([
      { payer: 'discarder', count: 1, amount: 40 },
      { payer: 'others', count: 2, amount: 20 },
    ]);
  });
});
