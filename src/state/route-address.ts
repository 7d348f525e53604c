// The screen the app shows, read from the URL fragment (#/score, #/rules/sg/ping-hu, #/h/<code>…)
// so that every screen has an address, works offline and is shareable. Pure: no React, so the
// page's tiny entry (src/main.tsx) can read the address too; the hooks are in route.ts.
import type { ProfileId } from '../core/types';
import { checkServerUrl, isRoomName } from '../sync/link';
import { heldLiveLink } from './live-link-hold';

export type Route =
  | { name: 'score' }
  | { name: 'tonight' }
  | { name: 'settle' }
  | { name: 'history' }
  | { name: 'settings' }
  | { name: 'rules'; profile?: ProfileId; slug?: string }
  | { name: 'share'; code: string }
  | { name: 'night'; code: string }
  | { name: 'table'; code: string }
  /** A live night's invitation: its room (the secret) and, when not this phone's own, its server. */
  | { name: 'live'; room: string; server?: string }
  | { name: 'not_found'; path: string };

const PROFILES: readonly string[] = ['sg', 'sg-reference', 'hk'];

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/^\/+/, '').replace(/\/+$/, '');
  const [first = '', second, third, ...rest] = path.split('/');
  if (rest.length > 0) return { name: 'not_found', path };
  switch (first) {
    case '':
    case 'score':
      return second === undefined ? { name: 'score' } : { name: 'not_found', path };
    // `#/night` is the address phones bookmarked and installed before the night was called a night in the
    // code: it opens the open night's screen for ever.
    case 'session':
      return second === undefined ? { name: 'tonight' } : { name: 'not_found', path };
    case 'tonight':
    case 'settle':
    case 'history':
    case 'settings':
      return second === undefined ? { name: first } : { name: 'not_found', path };
    case 'h':
      return second !== undefined && third === undefined
        ? { name: 'share', code: second }
        : { name: 'not_found', path };
    case 'n':
      return second !== undefined && third === undefined
        ? { name: 'night', code: second }
        : { name: 'not_found', path };
    case 't':
      return second !== undefined && third === undefined
        ? { name: 'table', code: second }
        : { name: 'not_found', path };
    case 'live':
      // `#/live` alone: the link this tab holds, its room taken out of the address (state/live-link-hold.ts).
      if (second === undefined) return heldLiveLink() ?? { name: 'not_found', path };
      return liveRoute(second, third, path);
    case 'rules':
      if (second === undefined) return { name: 'rules' };
      if (!PROFILES.includes(second)) return { name: 'not_found', path };
      return third === undefined
        ? { name: 'rules', profile: second as ProfileId }
        : ruleSlugRoute(second as ProfileId, third, path);
    default:
      return { name: 'not_found', path };
  }
}

/** A slug that is not valid percent-encoding (`%`, `%E0%A4%A`) is an address with nothing at it, never a crash. */
function ruleSlugRoute(profile: ProfileId, encoded: string, path: string): Route {
  const slug = safeDecode(encoded);
  return slug === null ? { name: 'not_found', path } : { name: 'rules', profile, slug };
}

/**
 * `#/live/<room>` or `#/live/<room>/<server, URI-encoded>` (src/sync/link.ts writes them): the room must
 * be a room name and the server a ws:// or wss:// address, else it is an address with nothing at it.
 */
function liveRoute(room: string | undefined, encodedServer: string | undefined, path: string): Route {
  if (room === undefined || !isRoomName(room)) return { name: 'not_found', path };
  if (encodedServer === undefined) return { name: 'live', room };
  const text = safeDecode(encodedServer);
  const server = text === null ? null : checkServerUrl(text);
  return server === null ? { name: 'not_found', path } : { name: 'live', room, server };
}

/** decodeURIComponent without the URIError: null when the text is not valid percent-encoding. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape is an answer here (null), not an error to report.
    return null;
  }
}

export function routeHref(route: Route): string {
  switch (route.name) {
    case 'score':
      return '#/';
    case 'rules':
      return `#/rules${route.profile ? `/${route.profile}` : ''}${route.slug ? `/${encodeURIComponent(route.slug)}` : ''}`;
    case 'share':
      return `#/h/${route.code}`;
    case 'night':
      return `#/n/${route.code}`;
    case 'table':
      return `#/t/${route.code}`;
    case 'live':
      return `#/live/${route.room}${route.server === undefined ? '' : `/${encodeURIComponent(route.server)}`}`;
    case 'not_found':
      return `#/${route.path}`;
    default:
      return `#/${route.name}`;
  }
}
