// The live-night server this phone uses: the one a player set in Settings (kept on the phone), else
// the one the app was built with (VITE_SYNC_URL), else none. Everything else reads it from here.
// A stored value is checked again each time it is read: local storage is outside the app's control.
import { useSyncExternalStore } from 'react';
import { checkServerUrl } from '../sync/link';

export const SERVER_KEY = 'tai-table:sync-server';
/** Far longer than any real server address (the live link's own bound); a longer one is a mistake or worse. */
export const MAX_SERVER_URL_LENGTH = 300;

export type ServerUrlProblem =
  'empty' | 'too_long' | 'not_an_address' | 'not_websocket' | 'has_password' | 'has_extra' | 'insecure';

export type ServerUrlCheck = { ok: true; url: string } | { ok: false; problem: ServerUrlProblem };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A server address as typed or stored: a ws:// or wss:// URL, without a user name or password (they
 * would travel in every live link) and without a query or fragment. From a page served over https, only wss://
 * (or this machine's own ws://) can be reached, so `pageProtocol` 'https:' refuses a plain ws:// address.
 */
export function checkServerAddress(text: string, pageProtocol?: string): ServerUrlCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (trimmed.length > MAX_SERVER_URL_LENGTH) return { ok: false, problem: 'too_long' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    // Not a URL at all: an answer, said to the player by the field.
    return { ok: false, problem: 'not_an_address' };
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return { ok: false, problem: 'not_websocket' };
  if (url.hostname === '') return { ok: false, problem: 'not_an_address' };
  if (url.username !== '' || url.password !== '') return { ok: false, problem: 'has_password' };
  if (url.search !== '' || url.hash !== '' || trimmed.includes('#') || trimmed.includes('?'))
    return { ok: false, problem: 'has_extra' };
  if (pageProtocol === 'https:' && url.protocol === 'ws:' && !LOOPBACK.has(url.hostname))
    return { ok: false, problem: 'insecure' };
  // The live link's own reading of an address, so the one kept here is the one links carry.
  const normalised = checkServerUrl(trimmed);
  return normalised === null ? { ok: false, problem: 'not_an_address' } : { ok: true, url: normalised };
}

export type ServerSource = 'settings' | 'built_in';
export interface LiveServer {
  url: string;
  from: ServerSource;
}

function builtInServer(): string | null {
  const configured: unknown = import.meta.env.VITE_SYNC_URL;
  if (typeof configured !== 'string') return null;
  const check = checkServerAddress(configured);
  return check.ok ? check.url : null;
}

function storedServer(): string | null {
  try {
    const stored = localStorage.getItem(SERVER_KEY);
    if (stored === null) return null;
    const check = checkServerAddress(stored);
    return check.ok ? check.url : null;
  } catch (error) {
    // Storage blocked: the built-in server (if any) is used, as if none had been set.
    console.warn('The live-night server setting could not be read:', error);
    return null;
  }
}

/** The server a live night made or joined on this phone uses now, and where that choice came from; null when there is none. */
export function currentServer(): LiveServer | null {
  const stored = storedServer();
  if (stored !== null) return { url: stored, from: 'settings' };
  const builtIn = builtInServer();
  return builtIn === null ? null : { url: builtIn, from: 'built_in' };
}

/** The address the app was built with, shown in Settings as the default. */
export const builtInServerUrl = builtInServer;

const listeners = new Set<() => void>();

/**
 * Keeps a server address on the phone (null: forget it, back to the built-in one). The address must
 * have passed checkServerAddress. Answers whether the phone kept it.
 */
export function keepServerUrl(url: string | null): boolean {
  let kept = true;
  try {
    if (url === null) localStorage.removeItem(SERVER_KEY);
    else localStorage.setItem(SERVER_KEY, url);
  } catch (error) {
    console.warn('The live-night server setting could not be kept:', error);
    kept = false;
  }
  for (const listener of listeners) listener();
  return kept;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === SERVER_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = (): string => {
  const server = currentServer();
  return server === null ? '' : `${server.from} ${server.url}`;
};

/** The current server, re-rendering when Settings (in this tab or another) changes it. */
export function useLiveServer(): LiveServer | null {
  const key = useSyncExternalStore(subscribe, snapshot, () => '');
  if (key === '') return null;
  const space = key.indexOf(' ');
  return { from: key.slice(0, space) as ServerSource, url: key.slice(space + 1) };
}
