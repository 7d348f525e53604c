// Work that must not hold up the frame a tap paints: run once that frame is on screen.

/** How long a hidden page (which draws no frames) waits before the work runs anyway. */
const HIDDEN_PAGE_WAIT_MS = 250;

/**
 * Runs `work` in a task after the next frame has painted (a frame callback, then a task). A page
 * that draws no frames (hidden, or without requestAnimationFrame) runs it after a short wait
 * instead, so it is never held back for long. Returns a cancel.
 */
export function afterNextPaint(work: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (): void => {
    if (done) return;
    done = true;
    work();
  };
  const fallback = setTimeout(run, HIDDEN_PAGE_WAIT_MS);
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          timer = setTimeout(run, 0);
        })
      : undefined;
  return () => {
    done = true;
    clearTimeout(fallback);
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

/** The longest the first paint is waited for before `work` runs anyway. */
const FIRST_PAINT_WAIT_MS = 2_000;

/**
 * Runs `work` once the page's first contentful paint has happened (the paint timing entry), so the
 * static shell is on screen before the app's code is even fetched: a phone's first paint never
 * waits for JavaScript to compile. A page that reports no paints, or is hidden (it paints nothing
 * until shown), runs it after the next frame instead; and it never waits more than two seconds.
 */
export function afterFirstPaint(work: () => void): () => void {
  const types =
    typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  if (!types.includes('paint') || document.visibilityState !== 'visible') return afterNextPaint(work);
  let done = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) run();
  });
  const timer = setTimeout(() => run(), FIRST_PAINT_WAIT_MS);
  function run(): void {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    work();
  }
  observer.observe({ type: 'paint', buffered: true });
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}
