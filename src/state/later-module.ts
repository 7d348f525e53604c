// A module fetched after the first paint (its code and its words), for components that show its parts
// once it is here rather than suspending: a Suspense boundary, even around code already loaded, would
// show its fallback for a moment (React holds a revealed boundary back ~300 ms), and what a tap brings
// must show at once. Fetched once; asked again after a failure (a chunk that did not arrive may come).
import { useEffect, useState } from 'react';

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
      load().then(
        (arrived) => {
          if (live) setModule(() => arrived);
        },
        (error: unknown) => {
          console.error('Part of the app could not be loaded after the first screen.', error);
          if (live) setFailed(true);
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
