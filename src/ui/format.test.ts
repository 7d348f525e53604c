// The hand-written number formats read exactly as Intl's en-SG would write them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from '../core/numbers';
import { readMoney } from '../core/money';
import { formatMoney, formatPoints, formatSignedMoney, stakeWords } from './format';

const intlPoints = (n: number) => n.toLocaleString('en-SG', { maximumFractionDigits: 1 });
const intlMoney = (cents: number) =>
  `${cents < 0 ? '−' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('number formats', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [65536, '65,536'],
    [1234567, '1,234,567'],
  ])('groups %d as %s', (n, text) => {
    expect(groupThousands(n)).toBe(text);
  });

  it('writes points as Intl en-SG does, for whole numbers and halves either side of zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4_000_000, max: 4_000_000 }), (halves) => {
        expect(formatPoints(halves / 2)).toBe(intlPoints(halves / 2));
      }),
    );
    for (const n of [0.25, 2.25, 1999.96, -3.05]) expect(formatPoints(n)).toBe(intlPoints(n));
  });

  it('writes money as Intl en-SG does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000_000, max: 100_000_000 }).filter((c) => c !== 0),
        (cents) => {
          expect(formatMoney(cents)).toBe(intlMoney(cents));
        },
      ),
    );
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(-505)).toBe('−$5.05');
  });

  it('writes points and money as Intl writes them in Singapore’s and Hong Kong’s Chinese too', () => {
    for (const locale of ['zh-SG', 'zh-HK']) {
      for (const n of [0, 7, 1234.5, -65536, 1234567]) {
        expect(formatPoints(n)).toBe(n.toLocaleString(locale, { maximumFractionDigits: 1 }));
      }
      expect(formatMoney(123456)).toBe(`$${(1234.56).toLocaleString(locale, { minimumFractionDigits: 2 })}`);
    }
  });

  it('signs running totals', () => {
    expect([formatSignedMoney(1234), formatSignedMoney(-500), formatSignedMoney(0)]).toEqual([
      '+$12.34',
      '−$5.00',
      '$0.00',
    ]);
  });

  it('reads back every amount it writes, through the one money reader', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(readMoney(formatMoney(cents))).toEqual({ ok: true, cents });
      }),
    );
  });

  it('names the stake by the table: a tai, or the Hong Kong table unit', () => {
    expect(stakeWords('sg', 20)).toBe('$0.20 a tai');
    expect(stakeWords('sg-reference', 100)).toBe('$1.00 a tai');
    expect(stakeWords('hk', 50)).toBe('$0.50 a unit');
  });
});
