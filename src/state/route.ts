// The screen the app shows, as React state: the current route, and moving to another. What an
// address means is in route-address.ts.
import { useSyncExternalStore } from 'react';
import { parseRoute, routeHref, type Route } from './route-address';

export { parseRoute, routeHref, safeDecode, type Route } from './route-address';

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The current route, re-rendering on every change of the fragment. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  return parseRoute(hash);
}

export function navigate(route: Route): void {
  window.location.hash = routeHref(route);
}
