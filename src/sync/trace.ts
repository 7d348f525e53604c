// Moments of a live change on the page's performance timeline, which `bench:live -- --trace` (and a
// browser's performance trace) reads to say where the time between a tap and another phone's drawing goes.

/** Marks `name` now, keeping only its latest mark: a long night leaves one entry per name, not one per change. */
export function traceMark(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  performance.clearMarks(name);
  performance.mark(name);
}
