// Work the first screen does not need, run when the main thread is idle: after the app has taken the
// page over and painted, so it never lengthens a task a tap would wait behind.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** How long idle work waits at most for an idle moment (a page never idle still runs it). */
const IDLE_WAIT_MS = 2_000;

/** Runs `work` when the main thread is next idle (soon, where the browser cannot say). Returns a cancel. */
export function whenIdle(work: () => void, timeoutMs = IDLE_WAIT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 50);
  return () => clearTimeout(timer);
}

/**
 * False until the main thread has been idle once since `wanted` first held (and the component mounted),
 * then true for good: what it guards is mounted in idle time, not in the task that asked for it.
 */
export function useAfterIdle(wanted = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!wanted || idle) return undefined;
    // Mounted as a transition, in slices between frames: idle work never becomes one long task.
    return whenIdle(() => startTransition(() => setIdle(true)));
  }, [wanted, idle]);
  return idle;
}

/** Shows its children once the main thread has been idle after it mounted. */
export function AfterIdle({ children }: { children: ReactNode }) {
  return useAfterIdle() ? children : null;
}
