// One tap on the table's card: the steps between not played (0), a number and the limit stay within the
// core's bounds, and a card keeps only the patterns it changes.
import { describe, expect, it } from 'vitest';
import { canStepDown, canStepUp, stepDown, stepUp, withCardValue } from './card-values';

describe('a step on the table’s card', () => {
  it('goes down a number to 0 (not played), and no lower', () => {
    expect(stepDown(4, 5)).toBe(3);
    expect(stepDown(1, 5)).toBe(0);
    expect(stepDown(0, 5)).toBe(0);
    expect([canStepDown(0), canStepDown(1), canStepDown('limit')]).toEqual([false, true, true]);
  });

  it('goes down from the limit to the cap as a number: the hand is no longer a limit hand', () => {
    expect(stepDown('limit', 5)).toBe(5);
    expect(stepDown('limit', 10)).toBe(10);
    expect(stepDown('limit', 13)).toBe(13);
  });

  it('goes up a number to 13, the most a card allows, and never onto the limit (its own choice)', () => {
    expect(stepUp(0)).toBe(1);
    expect(stepUp(12)).toBe(13);
    expect(stepUp(13)).toBe(13);
    expect(stepUp('limit')).toBe('limit');
    expect([canStepUp(12), canStepUp(13), canStepUp('limit')]).toEqual([true, false, false]);
  });
});

describe('the card with one pattern set', () => {
  it('keeps a value that differs from the profile’s own, and drops one that does not', () => {
    expect(withCardValue({}, 'full_flush', 6, 4)).toEqual({ full_flush: 6 });
    expect(withCardValue({ full_flush: 6, animal: 0 }, 'full_flush', 4, 4)).toEqual({ animal: 0 });
    expect(withCardValue({ big_dragons: 6 }, 'big_dragons', 'limit', 'limit')).toEqual({});
  });

  it('puts a pattern back to the profile’s own when given no value, leaving the others', () => {
    expect(withCardValue({ full_flush: 6, animal: 0 }, 'animal', undefined, 1)).toEqual({ full_flush: 6 });
    expect(withCardValue({}, 'animal', undefined, 1)).toEqual({});
  });
});
