// A record's content sealed with the room's content key: AES-256-GCM, a fresh random 12-byte nonce per
// record (at most a few thousand records a room, far below GCM's random-nonce bound of 2^32), and the
// record's visible header as additional data, so a sealed content cannot be moved under another header.
import { gcm } from '@noble/ciphers/aes.js';
import { randomBytes } from '@noble/ciphers/utils.js';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** nonce ‖ ciphertext ‖ tag */
export function seal(contentKey: Uint8Array, plaintext: Uint8Array, header: Uint8Array): Uint8Array {
  const nonce = randomBytes(NONCE_BYTES);
  const sealed = gcm(contentKey, nonce, header).encrypt(plaintext);
  const out = new Uint8Array(NONCE_BYTES + sealed.length);
  out.set(nonce);
  out.set(sealed, NONCE_BYTES);
  return out;
}

/** The plaintext, or null when the sealed bytes were not made with this key and header (or were changed). */
export function unseal(contentKey: Uint8Array, sealed: Uint8Array, header: Uint8Array): Uint8Array | null {
  if (sealed.length < NONCE_BYTES + TAG_BYTES) return null;
  try {
    return gcm(contentKey, sealed.subarray(0, NONCE_BYTES), header).decrypt(sealed.subarray(NONCE_BYTES));
  } catch {
    // Authentication failed: another key, another header, or changed bytes.
    return null;
  }
}
