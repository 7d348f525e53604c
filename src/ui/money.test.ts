// The stake as typed, read by the core's money reader; its refusals in words that say what was read and why.
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { dollarsField, parseDollars } from './money';

// The English source messages, as the app shows them in English (src/words/night-words.test.ts checks the Chinese).
i18n.loadAndActivate({ locale: 'en', messages: {} });

const cents = (text: string): number | string => {
  const parsed = parseDollars(text, 'the unit');
  return parsed.ok ? parsed.cents : parsed.message;
};

describe('parseDollars', () => {
  it('reads dollars and cents as players type them, with a decimal point or comma', () => {
    expect(cents('0.20')).toBe(20);
    expect(cents('0,20')).toBe(20);
    expect(cents('$0.2')).toBe(20);
    expect(cents('S$ 0,50')).toBe(50);
    expect(cents(' .5 ')).toBe(50);
    expect(cents(' 1 ')).toBe(100);
    expect(cents('1.')).toBe(100);
    expect(cents('$ 12.34')).toBe(1234);
    expect(cents('1,000.00')).toBe(100_000);
  });

  it('refuses what is not an amount, saying what was read and why', () => {
    expect(cents('')).toBe('Enter the unit in dollars and cents, like 0.20.');
    expect(cents('0.205')).toBe(
      '“0.205” has 3 digits after the point, a fraction of a cent: enter the unit with at most two digits after the point.',
    );
    expect(cents('0,205')).toMatch(/at most two digits after the comma/);
    expect(cents('20c')).toBe('“20c” reads as cents: enter the unit in dollars, 0.20 for 20 cents.');
    expect(cents('abc')).toBe(
      '“abc” is not an amount: enter the unit in dollars and cents, like 0.20 or 0,20.',
    );
    expect(cents('-1')).toBe('“-1” is below zero: enter the unit in dollars and cents, like 0.20.');
    expect(cents('.')).toMatch(/like 0\.20/);
    expect(cents('0.00')).toBe('The unit must be at least one cent.');
    expect(cents('1000000.01')).toBe(
      'That is more than this app counts: keep the unit at most $1,000,000.00.',
    );
  });

  it('refuses a comma that could group thousands or mark the cents, naming both readings', () => {
    expect(cents('1,000')).toBe(
      '“1,000” could be $1,000.00 (a comma between thousands) or $1.00 (a decimal comma): type 1000 or 1.00.',
    );
    expect(cents('1,234')).toBe(
      '“1,234” could be $1,234.00 (a comma between thousands) or a fraction of a cent (a decimal comma): type 1234 for the first, or at most two digits after the comma.',
    );
  });

  it('writes cents back as a field’s text, which reads back as the same cents', () => {
    expect(dollarsField(20)).toBe('0.20');
    expect(dollarsField(1234)).toBe('12.34');
    expect(dollarsField(100)).toBe('1.00');
    for (const c of [1, 20, 99, 100, 1234, 100_000]) expect(cents(dollarsField(c))).toBe(c);
  });
});
