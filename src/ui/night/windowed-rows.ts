// Long lists drawn as far as the screen shows. A night of 2,000 entries drawn whole took the
// browser seconds to lay out; past WHOLE_LIST_LIMIT rows a list draws only the rows in and near the
// window (the page keeps scrolling as one, the list keeping its full height with space before and
// after the drawn rows), and measures each drawn row as it is. A night of usual length is drawn
// whole, exactly as before: every row in the page for screen readers and find-in-page.
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useState, type FocusEvent } from 'react';

/** Up to this many rows a list is drawn whole (a long night at a table is about 100 entries). */
export const WHOLE_LIST_LIMIT = 120;

const ignoreList = (): void => undefined;

/** Rows drawn beyond each edge of the window, so that a flick or Tab never meets an empty gap. */
const OVERSCAN = 8;

export interface WindowedRows {
  /** Whether the list is drawn in part (longer than WHOLE_LIST_LIMIT). */
  windowed: boolean;
  /**
   * The rows to draw, in order: each one's position, and the space to leave before it (beyond the
   * list's gap between rows) for the rows not drawn there, in pixels: 0 when drawn whole.
   */
  rows: Array<{ index: number; space: number }>;
  /** The space after the last drawn row, for the rows not drawn after it. */
  after: number;
  /** For the list's container: where it starts on the page, and which row holds the focus. */
  listRef: (element: HTMLElement | null) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  /** For each drawn row, which must carry `data-index` (its position): measured as drawn. */
  rowRef: (element: Element | null) => void;
}

/**
 * The rows of a list of `count` (each about `estimate(index)` pixels high, `gap` apart) to draw now.
 * The row that last held the focus stays drawn wherever the page scrolls, so that a keyboard or
 * screen reader user never loses their place, and so do the rows on either side of it, drawn as the
 * focus arrives rather than when the page next hears of its scroll: a page too busy to draw at once
 * (a slow phone, a held Tab key) would otherwise let Tab run past the drawn rows, out of the list.
 */
export function useWindowedRows(
  count: number,
  estimate: (index: number) => number,
  gap: number,
): WindowedRows {
  const windowed = count > WHOLE_LIST_LIMIT;
  const [list, setList] = useState<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);

  const rangeExtractor = useCallback(
    (range: Range): number[] => {
      const drawn = defaultRangeExtractor(range);
      if (focused === null || focused >= range.count) return drawn;
      const near: number[] = [];
      for (
        let index = Math.max(0, focused - OVERSCAN);
        index <= Math.min(range.count - 1, focused + OVERSCAN);
        index += 1
      )
        near.push(index);
      return [...new Set([...drawn, ...near])].sort((a, b) => a - b);
    },
    [focused],
  );

  // The first drawing already knows the window, so a long night paints its rows in one frame. Read only
  // for a list drawn in part, and once: reading the window's size lays the page out at once (a forced
  // layout of whatever just changed: 10 to 30 ms when the Night screen replaces the Score screen), and
  // the virtualizer reads it only when drawing in part, before it measures the window itself.
  const initialRect = useMemo(
    () =>
      windowed && typeof window !== 'undefined'
        ? { width: window.innerWidth, height: window.innerHeight }
        : undefined,
    [windowed],
  );
  const virtualizer = useWindowVirtualizer({
    count,
    enabled: windowed,
    estimateSize: estimate,
    gap,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    initialRect,
    // Called by the virtualizer only when drawing in part.
    initialOffset: () => (typeof window === 'undefined' ? 0 : window.scrollY),
  });

  // Where the list starts on the page moves whenever anything above it changes height (a message
  // shown, a chart drawn): measured after each drawing and whenever the page changes size.
  useLayoutEffect(() => {
    if (!windowed || !list) return undefined;
    const measure = (): void =>
      setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [windowed, list]);

  // A focus event is discrete: React draws the rows around the new focus before the next key is handled.
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>): void => {
      if (!windowed) return;
      const row = (event.target as Element).closest('[data-index]');
      const index = row ? Number(row.getAttribute('data-index')) : NaN;
      if (Number.isInteger(index)) setFocused(index);
    },
    [windowed],
  );

  const measureRow = virtualizer.measureElement;
  const rowRef = useCallback(
    (element: Element | null): void => {
      if (windowed) measureRow(element);
    },
    [windowed, measureRow],
  );

  if (!windowed) {
    return {
      windowed,
      rows: Array.from({ length: count }, (_, index) => ({ index, space: 0 })),
      after: 0,
      // Not kept: only a list drawn in part measures where it starts, and keeping it would draw the
      // whole list a second time as it first appears. Given again as the list grows past the limit.
      listRef: ignoreList,
      onFocus,
      rowRef,
    };
  }
  // Positions are from the top of the page; the list's own start is scrollMargin.
  const items = virtualizer.getVirtualItems();
  const rows = items.map((item, i) => {
    const previousEnd = i === 0 ? scrollMargin - gap : items[i - 1]!.end;
    return { index: item.index, space: Math.max(0, item.start - previousEnd - gap) };
  });
  const after = Math.max(0, scrollMargin + virtualizer.getTotalSize() - (items.at(-1)?.end ?? scrollMargin));
  return { windowed, rows, after, listRef: setList, onFocus, rowRef };
}
