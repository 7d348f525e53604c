// Long lists drawn as far as the screen shows. A night of 2,000 entries drawn whole took the
// browser seconds to lay out; past WHOLE_LIST_LIMIT rows a list draws only the rows in and near the
// window (the page keeps scrolling as one, the list keeping its full height with space before and
// after the drawn rows), and measures each drawn row as it is. A night of usual length is drawn
// whole, exactly as before: every row in the page for screen readers and find-in-page.
//
// Written here, not taken from a virtual-list library: the page is the one scroller, rows are drawn
// in order and only get measured, so the whole job is the arithmetic below and one observer; the
// library did much more (any scroller, either axis, scrolling to an item, smooth scrolling) and was
// 10 kB gzip of every phone's offline copy.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';

/** Up to this many rows a list is drawn whole (a long night at a table is about 100 entries). */
export const WHOLE_LIST_LIMIT = 120;

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

/** The part of the page in the window: where it starts (the page's scroll) and how high it is. */
interface View {
  top: number;
  height: number;
}

const windowView = (): View => ({ top: window.scrollY, height: window.innerHeight });

/**
 * Where each row starts in the list, and where the list ends: `heights` where measured, `estimate`
 * where not, `gap` between rows.
 */
export function rowStarts(
  count: number,
  height: (index: number) => number,
  gap: number,
): { starts: Float64Array; total: number } {
  const starts = new Float64Array(count);
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    starts[index] = at;
    at += height(index) + (index < count - 1 ? gap : 0);
  }
  return { starts, total: at };
}

/**
 * The rows to draw, in order: those in the window (`from` to `to`, in the list's own pixels), `OVERSCAN`
 * beyond each edge, and `OVERSCAN` on either side of the focused row, wherever it is.
 */
export function rowsToDraw(
  starts: Float64Array,
  total: number,
  from: number,
  to: number,
  focused: number | null,
): number[] {
  const count = starts.length;
  if (count === 0) return [];
  // The last row starting at or above the window's top: the first one in the window.
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= from) low = middle;
    else high = middle - 1;
  }
  let last = low;
  while (last < count - 1 && starts[last + 1]! < to) last += 1;
  const drawn = new Set<number>();
  const add = (first: number, end: number): void => {
    for (let index = Math.max(0, first); index <= Math.min(count - 1, end); index += 1) drawn.add(index);
  };
  if (from < total) add(low - OVERSCAN, last + OVERSCAN);
  else add(count - 1 - OVERSCAN, count - 1);
  if (focused !== null && focused < count) add(focused - OVERSCAN, focused + OVERSCAN);
  return [...drawn].sort((a, b) => a - b);
}

/**
 * The rows of a list of `count` (each about `estimate(index)` pixels high, `gap` apart) to draw now.
 * The row that last held the focus stays drawn wherever the page scrolls, so that a keyboard or
 * screen reader user never loses their place, and so do the rows on either side of it, drawn as the
 * focus arrives rather than when the page next hears of its scroll: a page too busy to draw at once
 * (a slow phone, a held Tab key) would otherwise let Tab run past the drawn rows, out of the list.
 * A row above the window that turns out taller or shorter than guessed moves the page's scroll by
 * as much, so that what is on the screen stays still.
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
  // The first drawing already knows the window, so a long night paints its rows in one frame. Read only
  // for a list drawn in part: reading the window's size lays the page out at once (a forced layout of
  // whatever just changed: 10 to 30 ms when the Night screen replaces the Score screen).
  const [view, setView] = useState<View>(() =>
    windowed && typeof window !== 'undefined' ? windowView() : { top: 0, height: 0 },
  );
  // Each drawn row's height as measured, by position: the observer's own record, and the copy drawn from.
  const known = useRef(new Map<number, number>());
  const [heights, setHeights] = useState<ReadonlyMap<number, number>>(() => new Map());

  const { starts, total } = useMemo(
    () =>
      windowed
        ? rowStarts(count, (index) => heights.get(index) ?? estimate(index), gap)
        : { starts: new Float64Array(0), total: 0 },
    [windowed, count, heights, estimate, gap],
  );
  // Read by the rows' observer, which outlives drawings: where rows start as last drawn.
  const layout = useRef({ starts, scrollMargin, estimate });
  useLayoutEffect(() => {
    layout.current = { starts, scrollMargin, estimate };
  }, [starts, scrollMargin, estimate]);

  // The page's scroll and the window's size, as they change.
  useLayoutEffect(() => {
    if (!windowed) return undefined;
    const follow = (): void => setView(windowView());
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, [windowed]);

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

  // One observer measures every drawn row, as it is drawn and whenever it changes height. Made by
  // the first row that asks: a row's ref is set before its list's effects run.
  const rowObserver = useRef<ResizeObserver | null>(null);
  const observeRow = useCallback((row: Element): void => {
    rowObserver.current ??= new ResizeObserver((entries) => {
      const { starts: at, scrollMargin: top, estimate: guess } = layout.current;
      let scrollBy = 0;
      let changed = false;
      for (const entry of entries) {
        const target = entry.target;
        // A row no longer drawn: its position may be another row's by now.
        if (!target.isConnected) {
          rowObserver.current?.unobserve(target);
          continue;
        }
        const index = Number(target.getAttribute('data-index'));
        if (!Number.isInteger(index) || index >= at.length) continue;
        const height = target.getBoundingClientRect().height;
        const before = known.current.get(index) ?? guess(index);
        known.current.set(index, height);
        if (Math.abs(height - before) < 0.5) continue;
        changed = true;
        // A row that starts above the window pushes what is on the screen down or pulls it up.
        if (top + at[index]! < window.scrollY) scrollBy += height - before;
      }
      if (scrollBy !== 0) window.scrollBy(0, scrollBy);
      if (changed) setHeights(new Map(known.current));
    });
    rowObserver.current.observe(row);
  }, []);
  useLayoutEffect(
    () => () => {
      rowObserver.current?.disconnect();
      rowObserver.current = null;
    },
    [],
  );

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

  const rowRef = useCallback(
    (element: Element | null): void => {
      if (windowed && element) observeRow(element);
    },
    [windowed, observeRow],
  );

  if (!windowed) {
    return {
      windowed,
      rows: Array.from({ length: count }, (_, index) => ({ index, space: 0 })),
      after: 0,
      listRef: setList,
      onFocus,
      rowRef,
    };
  }
  // The window in the list's own pixels; the list's own start on the page is scrollMargin.
  const drawn = rowsToDraw(
    starts,
    total,
    view.top - scrollMargin,
    view.top + view.height - scrollMargin,
    focused,
  );
  const endOf = (index: number): number => (index < count - 1 ? starts[index + 1]! - gap : total);
  const rows = drawn.map((index, i) => {
    const previous = drawn[i - 1];
    const space = previous === undefined ? starts[index]! : starts[index]! - endOf(previous) - gap;
    return { index, space: Math.max(0, space) };
  });
  const lastDrawn = drawn.at(-1);
  const after = lastDrawn === undefined ? 0 : Math.max(0, total - endOf(lastDrawn));
  return { windowed, rows, after, listRef: setList, onFocus, rowRef };
}
