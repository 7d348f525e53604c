import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './keep-unchanged';

describe('keepUnchanged', () => {
  it('answers the previous object when the next one holds the same values throughout', () => {
    const previous = { a: 1, list: [{ b: 'x' }, { b: 'y' }], none: null };
    const next = structuredClone(previous);
    expect(keepUnchanged(previous, next)).toBe(previous);
  });

  it('keeps each unchanged part and makes new objects only on the path to a change', () => {
    const previous = {
      settings: { players: ['A', 'B'] },
      rows: [
        { id: 1, d: [1, -1] },
        { id: 2, d: [2, -2] },
      ],
    };
    const next = structuredClone(previous);
    next.rows.push({ id: 3, d: [0, 0] });
    next.rows[1]!.d[0] = 5;
    const kept = keepUnchanged(previous, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(previous);
    expect(kept.settings).toBe(previous.settings);
    expect(kept.rows[0]).toBe(previous.rows[0]);
    expect(kept.rows[1]).not.toBe(previous.rows[1]);
    expect(kept.rows[1]!.d).toEqual([5, -2]);
    expect(kept.rows[2]).toBe(next.rows[2]);
    // The next read is left as it was read.
    expect(next.rows[1]!.d).toEqual([5, -2]);
  });

  it('sees a member added, removed or set to undefined as a change', () => {
    expect(keepUnchanged({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    expect(keepUnchanged({ a: 1, b: undefined }, { a: 1 })).not.toHaveProperty('b');
    const previous = { a: 1, b: 2 };
    expect(keepUnchanged(previous, { a: 1 })).not.toBe(previous);
    expect(keepUnchanged([1, 2, 3], [1, 2])).toEqual([1, 2]);
  });

  it('never takes an array for an object, nor anything but plain data for equal by value', () => {
    expect(keepUnchanged({ 0: 'a' }, ['a'])).toEqual(['a']);
    expect(Array.isArray(keepUnchanged({ 0: 'a' }, ['a']))).toBe(true);
    const date = new Date(0);
    expect(keepUnchanged({ at: new Date(0) }, { at: date }).at).toBe(date);
    expect(keepUnchanged(1, 2)).toBe(2);
    expect(keepUnchanged(Number.NaN, Number.NaN)).toBeNaN();
    expect(keepUnchanged(null, { a: 1 })).toEqual({ a: 1 });
  });
});
