// Money as players type it at a Singapore or Hong Kong table, read into whole cents: a decimal
// point or comma, a currency sign, spaces; what is ambiguous or finer than a cent refused, with
// what was read and why as data a screen words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from './numbers';
import { readMoney, readStake, type MoneyProblem } from './money';
import { MAX_UNIT } from './house-rules';

const cents = (text: string): number | MoneyProblem => {
  const read = readMoney(text);
  return read.ok ? read.cents : read.problem;
};

/** Cents as en-SG writes them ("$1,234.56"), and with the separators the other way round ("1.234,56"). */
const pointText = (c: number): string =>
  `${groupThousands(Math.floor(c / 100))}.${String(c % 100).padStart(2, '0')}`;
const commaText = (c: number): string =>
  pointText(c).replaceAll(',', ' ').replace('.', ',').replaceAll(' ', '.');

describe('readMoney: what players type', () => {
  it('reads a decimal point or a decimal comma', () => {
    expect(cents('0,20')).toBe(20);
    expect(cents('0.20')).toBe(20);
    expect(cents('0,5')).toBe(50);
    expect(cents('1,5')).toBe(150);
    expect(cents('12,34')).toBe(1234);
    expect(cents(' .5 ')).toBe(50);
    expect(cents(',5')).toBe(50);
    expect(cents('1')).toBe(100);
    expect(cents('1.')).toBe(100);
    expect(cents('1,')).toBe(100);
    expect(cents('007')).toBe(700);
    // 0.29 × 100 is 28.999… in floating point; digits never are.
    expect(cents('0.29')).toBe(29);
  });

  it('reads a currency sign before or after, and spaces around it', () => {
    expect(cents('$0.20')).toBe(20);
    expect(cents('$ 12.34')).toBe(1234);
    expect(cents('S$ 0,50')).toBe(50);
    expect(cents('s$0.5')).toBe(50);
    expect(cents('HK$1')).toBe(100);
    expect(cents('hk$ 2,50')).toBe(250);
    expect(cents('SGD 0.20')).toBe(20);
    expect(cents('HKD 5')).toBe(500);
    expect(cents('¥0.5')).toBe(50);
    expect(cents('￥0.5')).toBe(50);
    expect(cents('0.5元')).toBe(50);
    expect(cents('5 元')).toBe(500);
    expect(cents('5蚊')).toBe(500);
    expect(cents('0.20 $')).toBe(20);
  });

  it('reads what a Chinese keyboard types: full-width digits, comma and point, and a no-break space', () => {
    expect(cents('０，２０')).toBe(20);
    expect(cents('＄１．５')).toBe(150);
    expect(cents('S$\u00a00,50')).toBe(50);
  });

  it('reads thousands where the other separator makes them clear', () => {
    expect(cents('1,000.50')).toBe(100_050);
    expect(cents('1.000,50')).toBe(100_050);
    expect(cents('$1,234,567.8')).toBe(123_456_780);
    expect(cents('1,000,000')).toBe(100_000_000);
    expect(cents('1.000.000')).toBe(100_000_000);
  });

  it('refuses a comma followed by exactly three digits: thousands, or a decimal comma?', () => {
    expect(cents('1,000')).toEqual({
      code: 'ambiguous',
      read: '1,000',
      asThousands: 100_000,
      asDecimal: 100,
    });
    expect(cents('1,234')).toEqual({
      code: 'ambiguous',
      read: '1,234',
      asThousands: 123_400,
      asDecimal: null,
    });
    expect(cents('$ 12,500')).toEqual({
      code: 'ambiguous',
      read: '$ 12,500',
      asThousands: 1_250_000,
      asDecimal: 1250,
    });
    expect(cents('999,999')).toMatchObject({ code: 'ambiguous' });
  });

  it('a comma after a zero or after four digits cannot group thousands: it is a decimal comma', () => {
    expect(cents('0,205')).toEqual({
      code: 'fraction_of_cent',
      read: '0,205',
      separator: ',',
      decimals: '205',
    });
    expect(cents('1234,567')).toMatchObject({ code: 'fraction_of_cent', separator: ',' });
    expect(cents(',500')).toMatchObject({ code: 'fraction_of_cent' });
  });

  it('refuses what is finer than a cent', () => {
    expect(cents('0.205')).toEqual({
      code: 'fraction_of_cent',
      read: '0.205',
      separator: '.',
      decimals: '205',
    });
    // A point is a decimal point at these tables: three digits after it are a fraction of a cent, not thousands.
    expect(cents('1.000')).toMatchObject({ code: 'fraction_of_cent', separator: '.' });
    expect(cents('1,000.505')).toMatchObject({ code: 'fraction_of_cent', separator: '.', decimals: '505' });
    expect(cents('0,2055')).toMatchObject({ code: 'fraction_of_cent', separator: ',' });
  });

  it('refuses cents typed as cents, and says what they would be in dollars', () => {
    expect(cents('20c')).toEqual({ code: 'in_cents', read: '20c', cents: 20 });
    expect(cents('20 cents')).toEqual({ code: 'in_cents', read: '20 cents', cents: 20 });
    expect(cents('50¢')).toMatchObject({ code: 'in_cents', cents: 50 });
    expect(cents('50仙')).toMatchObject({ code: 'in_cents', cents: 50 });
  });

  it('refuses what is not an amount, saying what was read', () => {
    expect(cents('')).toEqual({ code: 'empty' });
    expect(cents('   ')).toEqual({ code: 'empty' });
    expect(cents('$')).toEqual({ code: 'not_an_amount', read: '$' });
    expect(cents('abc')).toEqual({ code: 'not_an_amount', read: 'abc' });
    expect(cents('.')).toEqual({ code: 'not_an_amount', read: '.' });
    expect(cents('1 000')).toEqual({ code: 'not_an_amount', read: '1 000' });
    expect(cents('1.2.3')).toEqual({ code: 'not_an_amount', read: '1.2.3' });
    expect(cents('1,00,000')).toEqual({ code: 'not_an_amount', read: '1,00,000' });
    expect(cents('10,00.50')).toEqual({ code: 'not_an_amount', read: '10,00.50' });
    expect(cents('1.000,50.5')).toEqual({ code: 'not_an_amount', read: '1.000,50.5' });
    expect(cents('0x10')).toMatchObject({ code: 'not_an_amount' });
    expect(cents('1e3')).toMatchObject({ code: 'not_an_amount' });
    expect(cents('$$1')).toMatchObject({ code: 'not_an_amount' });
  });

  it('refuses an amount below zero', () => {
    expect(cents('-1')).toEqual({ code: 'negative', read: '-1' });
    expect(cents('−0,50')).toEqual({ code: 'negative', read: '−0,50' });
    expect(cents('$-1')).toEqual({ code: 'negative', read: '$-1' });
    expect(cents('-$1')).toEqual({ code: 'negative', read: '-$1' });
  });

  it('refuses an amount outside the bounds asked for', () => {
    expect(readMoney('0', { min: 1 })).toEqual({
      ok: false,
      problem: { code: 'too_small', read: '0', min: 1 },
    });
    expect(readMoney('10', { max: 999 })).toEqual({
      ok: false,
      problem: { code: 'too_large', read: '10', max: 999 },
    });
    // Digits past what a number holds exactly are refused as too large, never rounded.
    expect(readMoney('12345678901234567890')).toMatchObject({ ok: false, problem: { code: 'too_large' } });
  });
});

describe('readStake: one tai (or the table unit) in cents', () => {
  it('is at least one cent and at most the core’s largest unit', () => {
    expect(readStake('0,20')).toEqual({ ok: true, cents: 20 });
    expect(readStake('0.00')).toEqual({ ok: false, problem: { code: 'too_small', read: '0.00', min: 1 } });
    expect(readStake('1000000')).toEqual({ ok: true, cents: MAX_UNIT });
    expect(readStake('1000000.01')).toEqual({
      ok: false,
      problem: { code: 'too_large', read: '1000000.01', max: MAX_UNIT },
    });
  });
});

describe('readMoney: what the app writes, it reads back', () => {
  const amounts = fc.integer({ min: 0, max: MAX_UNIT });

  it('cents written with a point (and commas between thousands) read back as the same cents', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom('', '$', 'S$ ', 'HK$', '¥ '), (c, sign) => {
        expect(readMoney(`${sign}${pointText(c)}`)).toEqual({ ok: true, cents: c });
        // As a field shows it, no thousands separators: "1234.56".
        expect(readMoney(pointText(c).replaceAll(',', ''))).toEqual({ ok: true, cents: c });
      }),
    );
  });

  it('cents written with a decimal comma (and points between thousands) read back as the same cents', () => {
    fc.assert(
      fc.property(amounts, (c) => {
        expect(readMoney(commaText(c))).toEqual({ ok: true, cents: c });
        expect(readMoney(`${commaText(c).replaceAll('.', '')} 元`)).toEqual({ ok: true, cents: c });
      }),
    );
  });

  it('never reads a different amount than it was given: either the cents, or a refusal', () => {
    // Any digits and separators: an answer, when there is one, agrees with the decimal point or the decimal comma reading.
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,7}[.,]?[0-9]{0,4}$/), (text) => {
        const read = readMoney(text);
        if (!read.ok) return;
        const [whole = '', fraction = ''] = text.split(/[.,]/);
        expect(read.cents).toBe(Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0')));
      }),
    );
  });
});
