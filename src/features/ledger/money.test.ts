// The unit as typed, in dollars and cents, read into whole cents from the digits alone.
import { describe, expect, it } from 'vitest';
import { dollarsField, parseDollars } from './money';

const cents = (text: string): number | string => {
  const parsed = parseDollars(text, 'the unit');
  return parsed.ok ? parsed.cents : parsed.message;
};

describe('parseDollars', () => {
  it('reads dollars and cents as players type them', () => {
    expect(cents('0.20')).toBe(20);
    expect(cents('$0.2')).toBe(20);
    expect(cents('.5')).toBe(50);
    expect(cents(' 1 ')).toBe(100);
    expect(cents('1.')).toBe(100);
    expect(cents('$ 12.34')).toBe(1234);
    expect(cents('1,000')).toBe(100_000);
    // 0.29 × 100 is 28.999… in floating point; digits never are.
    expect(cents('0.29')).toBe(29);
  });

  it('refuses what is not an amount, in words', () => {
    expect(cents('')).toBe('Enter the unit in dollars and cents, like 0.20.');
    expect(cents('0.205')).toMatch(/at most two digits after the point/);
    expect(cents('abc')).toMatch(/like 0\.20/);
    expect(cents('-1')).toMatch(/like 0\.20/);
    expect(cents('.')).toMatch(/like 0\.20/);
    expect(cents('0.00')).toBe('The unit must be at least one cent.');
    expect(cents('1000000')).toBe('That is more than this app counts: keep the unit under $1,000,000.');
  });

  it('writes cents back as a field’s text', () => {
    expect(dollarsField(20)).toBe('0.20');
    expect(dollarsField(1234)).toBe('12.34');
    expect(dollarsField(100)).toBe('1.00');
  });
});
