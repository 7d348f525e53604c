// What a reload would lose: an open sheet (a half-filled "Win by tai", a table being named) or a form
// with something typed in. An update of the app waits while any is open (src/features/update).
import { useEffect, useSyncExternalStore } from 'react';

let open = 0;
const listeners = new Set<() => void>();

function changed(by: number): void {
  open += by;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks unsaved work as open for as long as `active` is true and the component is on screen. */
export function useHoldsUnsavedWork(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    changed(1);
    return () => changed(-1);
  }, [active]);
}

/** Whether anything on screen would be lost by a reload now. */
export function useUnsavedWorkOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open > 0,
    () => false,
  );
}
