// Intl's data (ICU's) is loaded once for the whole page, by whichever thread first asks for a format:
// about 20 ms here (docs/benchmarks.md), several times that on a slow phone. The app writes its own
// numbers without Intl (core/numbers.ts), but Lingui writes a plural's count (`#`) with
// Intl.NumberFormat, so the first tap whose screen showed one ("Add 13 more tiles to score the
// hand.") paid for the load on the main thread. A throwaway worker asks first, in idle time: the load
// happens on its thread, and the main thread's first format then takes a fraction of a millisecond.

/** Starts the throwaway worker (once a page: App calls it in idle time). */
export function warmIntlOffMainThread(): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // Without a worker, the first format loads the data where it is asked for, as before.
  }
}
