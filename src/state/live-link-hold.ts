// A live link's secret out of the browser's history as early as the page can: the entry (src/main.tsx)
// calls `holdLiveLink()` before anything else, which keeps the link in this tab's memory (and its
// sessionStorage, so a reload of the tab still joins) and replaces the address with `#/live`, which names
// no room. What a browser may still keep: the address as it was typed or tapped until this ran (a few
// milliseconds), in its own autocomplete or a link's app that opened it; never in the tab's history.
import type { Route } from './route-address';

const KEY = 'tai-table.live-link';
let held: Extract<Route, { name: 'live' }> | null = null;

export interface AddressBar {
  readonly hash: string;
  replace(hash: string): void;
}

const browserAddress = (): AddressBar | null =>
  typeof window === 'undefined'
    ? null
    : {
        get hash() {
          return window.location.hash;
        },
        replace: (hash) =>
          window.history.replaceState(
            window.history.state,
            '',
            `${window.location.pathname}${window.location.search}${hash}`,
          ),
      };

/** The room-free address a held live link shows. */
export const HELD_LIVE_ADDRESS = '#/live';

/**
 * If the address is a live link, holds it and replaces the address (history.replaceState, so neither a
 * history entry nor a reload keeps the room). `parse` is parseRoute, passed in to keep this module free of it.
 */
export function holdLiveLink(
  parse: (hash: string) => Route,
  address: AddressBar | null = browserAddress(),
): void {
  if (!address) return;
  const route = parse(address.hash);
  if (route.name === 'live' && address.hash !== HELD_LIVE_ADDRESS) {
    held = route;
    try {
      if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(KEY, JSON.stringify(route));
    } catch (error) {
      // No storage in this tab: the link is held in memory only (a reload then asks for the link again).
      console.warn('live night: could not keep the link for a reload of this tab:', error);
    }
    address.replace(HELD_LIVE_ADDRESS);
  }
}

/** The live link this tab holds (after holdLiveLink), or null. */
export function heldLiveLink(): Extract<Route, { name: 'live' }> | null {
  if (held) return held;
  try {
    const kept = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    if (kept) {
      const route = JSON.parse(kept) as { name?: unknown; room?: unknown; server?: unknown };
      if (
        route.name === 'live' &&
        typeof route.room === 'string' &&
        (route.server === undefined || typeof route.server === 'string')
      ) {
        held = {
          name: 'live',
          room: route.room,
          ...(route.server === undefined ? {} : { server: route.server }),
        };
      }
    }
  } catch (error) {
    console.warn('live night: could not read the held link:', error);
  }
  return held;
}

/** The join is done (or given up): the tab forgets the link. */
export function releaseLiveLink(): void {
  held = null;
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(KEY);
  } catch (error) {
    console.warn('live night: could not forget the held link:', error);
  }
}
