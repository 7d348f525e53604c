// A module fetched after the first paint (its code and its words), for components that show its parts
// once it is here rather than suspending: a Suspense boundary, even around code already loaded, would
// show its fallback for a moment (React holds a revealed boundary back ~300 ms), and what a tap brings
// must show at once. Fetched once; asked again after a failure (a chunk that did not arrive may come).
import {
  lazy,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

export interface LaterModule<T> {
  /** Starts the fetch (once) and answers the module. */
  load(): Promise<T>;
  /** The module once here, else null. */
  loaded(): T | null;
  /** The module once here (null before); `failed` once a fetch has failed, so a screen can say so. */
  useLoaded(): { module: T | null; failed: boolean };
}

export function laterModule<T>(fetch: () => Promise<T>): LaterModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const load = (): Promise<T> => {
    loading ??= fetch()
      .then((module) => (loaded = module))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
  const useLoaded = (): { module: T | null; failed: boolean } => {
    const [module, setModule] = useState(loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (module) return;
      let live = true;
      // Drawn as a transition: React renders what the module brings in slices between frames, where an
      // update outside one is rendered whole in one task (and hydrates the shell's parts at once).
      load().then(
        (arrived) => {
          if (live) startTransition(() => setModule(() => arrived));
        },
        (error: unknown) => {
          console.error('Part of the app could not be loaded after the first screen.', error);
          if (live) startTransition(() => setFailed(true));
        },
      );
      return () => {
        live = false;
      };
    }, [module]);
    return { module: module ?? loaded, failed };
  };
  return { load, loaded: () => loaded, useLoaded };
}

/**
 * A component of a later module, for React.lazy: drawn at once when the module is already here (no
 * fallback, not even for a frame: the screen comes back whole to a tab left and opened again), else
 * once it arrives. The static shell's HTML of it stays on screen meanwhile when hydrating.
 */
export function lazyFrom<T, P extends object>(
  module: LaterModule<T>,
  pick: (loaded: T) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const here = module.loaded();
    // A thenable that answers in the same call: React draws the component without suspending.
    // (React's type asks for a Promise; it calls only `then`.)
    if (here)
      return {
        then: (fulfilled: (value: { default: ComponentType<P> }) => unknown) =>
          fulfilled({ default: pick(here) }),
      } as unknown as Promise<{ default: ComponentType<P> }>;
    return module.load().then((loaded) => ({ default: pick(loaded) }));
  });
}
