import { describe, expect, it } from 'vitest';
import { rowStarts, rowsToDraw } from './windowed-rows';

describe('the rows of a long list drawn in the window', () => {
  const heights = (index: number): number => (index % 2 === 0 ? 100 : 50);

  it('places each row after the one before it and the gap, measured or guessed', () => {
    const { starts, total } = rowStarts(4, heights, 8);
    expect([...starts]).toEqual([0, 108, 166, 274]);
    expect(total).toBe(324);
    expect(rowStarts(0, heights, 8).total).toBe(0);
  });

  it('draws the rows in the window and eight beyond each edge, and no others', () => {
    const { starts, total } = rowStarts(300, () => 100, 0);
    // The window shows rows 100 to 104 (10,000 to 10,500 px, the last one in part).
    expect(rowsToDraw(starts, total, 10_000, 10_450, null)).toEqual(range(92, 112));
    expect(rowsToDraw(starts, total, 10_050, 10_500, null)).toEqual(range(92, 112));
    // At the top, and above the list (the list starts lower on the page).
    expect(rowsToDraw(starts, total, 0, 800, null)).toEqual(range(0, 15));
    expect(rowsToDraw(starts, total, -2_000, -1_000, null)).toEqual(range(0, 8));
    // Below the list's end: its last rows, ready for a scroll back.
    expect(rowsToDraw(starts, total, 40_000, 40_800, null)).toEqual(range(291, 299));
  });

  it('keeps the focused row and the rows on either side of it drawn wherever the window is', () => {
    const { starts, total } = rowStarts(300, () => 100, 0);
    expect(rowsToDraw(starts, total, 0, 800, 200)).toEqual([...range(0, 15), ...range(192, 208)]);
    expect(rowsToDraw(starts, total, 0, 800, 10)).toEqual(range(0, 18));
    expect(rowsToDraw(starts, total, 0, 800, 300)).toEqual(range(0, 15));
  });
});

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
