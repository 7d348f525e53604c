// Parts of the first screen whose code comes just after it (the result bar, what is below the palette):
// the static shell already shows them, and the app takes each over once its code is here. Meanwhile a
// tap on one is held, not lost: the page's entry (src/main.tsx) holds it and delivers it, in order, as
// soon as the part has taken its place. A part is an element with `data-later="<name>"` around it; the
// part's own code says when it is ready. In the page's entry: no imports.

const ready = new Set<string>();
let givenUp = false;
const listeners = new Set<() => void>();

/** The name of the part `target` is in, while that part's code has not taken it over yet; else null. */
export function laterPartPending(target: Element): string | null {
  if (givenUp) return null;
  const name = target.closest('[data-later]')?.getAttribute('data-later') ?? null;
  return name !== null && !ready.has(name) ? name : null;
}

/** The part `name` answers taps now (its code has drawn it: hydrated, or drawn afresh). */
export function laterPartReady(name: string): void {
  if (ready.has(name)) return;
  ready.add(name);
  for (const listener of listeners) listener();
}

/**
 * A part's code could not load (the screen says so where the part is): no tap waits for it any longer,
 * so nothing else waits behind one held for it either.
 */
export function laterPartsGivenUp(): void {
  givenUp = true;
  for (const listener of listeners) listener();
}

/** Told each time a part becomes ready, or the parts are given up. */
export function onLaterPartReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
