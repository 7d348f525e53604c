// Random ids: the one place the app and its server draw them. Every id comes from the platform's
// cryptographic source (globalThis.crypto: every browser the app supports, and Node 20), never from
// Math.random: ids name nights, entries, records and phones that two phones must never mint alike,
// and a room's name is the only key to its night. Each caller names the length and the writing it
// needs; stored and linked ids keep the formats they always had (their readers are unchanged).

export type IdAlphabet = 'hex' | 'base64url';

/** The most bytes one draw takes (the platform's bound for one getRandomValues call). */
const MAX_BYTES = 65_536;

function randomBytes(count: number): Uint8Array {
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_BYTES)
    throw new RangeError(`An id takes 1 to ${MAX_BYTES} random bytes, not ${count}.`);
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

const hexOf = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function base64urlOf(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * `bytes` random bytes written in `alphabet`: 'hex', two lowercase digits a byte; 'base64url', the URL-
 * and file-safe base64 without padding (16 bytes: 22 characters).
 */
export function randomId(bytes: number, alphabet: IdAlphabet): string {
  const drawn = randomBytes(bytes);
  return alphabet === 'hex' ? hexOf(drawn) : base64urlOf(drawn);
}

/**
 * A random UUID (version 4, lowercase, 8-4-4-4-12) where the platform makes one; randomUUID needs a
 * secure context, so elsewhere (a page served over plain http from another machine) 16 random bytes
 * as 32 lowercase hex digits: the two forms ids of nights and entries have always had.
 */
export function randomUuid(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return randomId(16, 'hex');
}
