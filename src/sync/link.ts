// The invitation to a live night: a room named by an unguessable secret, and the server that relays it.
// Both travel only in the link's `#` fragment (never a query string, so never in a server's log):
// `#/live/<room>` when the server is the app's default, `#/live/<room>/<server, URI-encoded>` otherwise.
export interface LiveLink {
  /** 22–64 base64url characters: at least 128 random bits, the only key to the night. */
  room: string;
  /** The sync server's WebSocket address (ws: or wss:). */
  server: string;
}

export type LiveLinkError = 'not_a_live_link' | 'bad_room' | 'bad_server';

const ROOM = /^[A-Za-z0-9_-]{22,64}$/;
const PREFIX = '#/live/';
/** Long enough for any real address, short enough that a pasted novel is not carried around. */
const MAX_SERVER_LENGTH = 300;

export const isRoomName = (room: string): boolean => ROOM.test(room);

// A fresh room is drawn where a night is made live (engine.ts, newRoomName), not here: the first screen
// loads this module to read a link, and needs no id maker.

/** The server address if it is one a phone can open (ws: or wss:, with a host), normalised; or null. */
export function checkServerUrl(server: string): string | null {
  if (server.length === 0 || server.length > MAX_SERVER_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(server);
  } catch (error) {
    // Not an address at all: the caller answers 'bad_server'.
    void error;
    return null;
  }
  if (
    (url.protocol !== 'ws:' && url.protocol !== 'wss:') ||
    url.hostname === '' ||
    url.username ||
    url.password
  )
    return null;
  if (url.search || url.hash) return null;
  return url.href.replace(/\/$/, '');
}

/** The fragment (with its `#`) that opens the night live; the server is left out when it is `defaultServer`. */
export function liveLinkFragment(link: LiveLink, defaultServer?: string): string {
  const server = checkServerUrl(link.server);
  const isDefault =
    defaultServer !== undefined && server !== null && server === checkServerUrl(defaultServer);
  return isDefault || server === null
    ? `${PREFIX}${link.room}`
    : `${PREFIX}${link.room}/${encodeURIComponent(server)}`;
}

/**
 * Reads a fragment made by `liveLinkFragment` (with or without its `#`); a link without a server takes
 * `defaultServer`. Everything is checked: a bad room or server is answered as a code, never used.
 */
export function parseLiveLink(fragment: string, defaultServer?: string): LiveLink | { error: LiveLinkError } {
  const text = fragment.startsWith('#') ? fragment : `#${fragment}`;
  if (!text.startsWith(PREFIX)) return { error: 'not_a_live_link' };
  const rest = text.slice(PREFIX.length);
  const slash = rest.indexOf('/');
  const room = slash === -1 ? rest : rest.slice(0, slash);
  if (!isRoomName(room)) return { error: 'bad_room' };
  let serverText = defaultServer ?? '';
  if (slash !== -1) {
    try {
      serverText = decodeURIComponent(rest.slice(slash + 1));
    } catch (error) {
      void error; // a malformed %-escape: not an address
      return { error: 'bad_server' };
    }
  }
  const server = checkServerUrl(serverText);
  if (server === null) return { error: 'bad_server' };
  return { room, server };
}
