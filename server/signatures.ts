// The server's check of a phone's signature: Node's own Ed25519 (OpenSSL, the implementation behind Node's
// WebCrypto), called synchronously, because the check of an update runs before Hocuspocus applies it and
// must not yield in between. The phones check with @noble/curves: 1.2 ms of the server's one thread per
// envelope on this machine, against 0.2 ms for Node's (`npm run bench:sealed`). A phone sending a night kept
// offline, or a restore, of thousands of envelopes held every other room waiting for seconds.
//
// Never more lenient than the phones: what the server takes, every phone takes. A key is first read as the
// phones read it (isStrictPublicKey: RFC 8032's strict decoding, no key of small order), once per key; OpenSSL
// alone takes a key of small order, and with it a forgery of any message. OpenSSL then checks S < L and that
// [S]B - [k]A encodes to R exactly, which implies the phones' cofactored equation. What OpenSSL alone
// refuses (an R carrying a small-order part) no phone ever signs. server/signatures.test.ts compares the two
// on honest, tampered and crafted signatures.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { fromBase64url, isStrictPublicKey, PUBLIC_KEY_LENGTH, SIGNATURE_LENGTH } from '@tai-table/night-log';

/** DER of an Ed25519 SubjectPublicKeyInfo before its 32 bytes of key (RFC 8410). */
export const SPKI_PREFIX = Uint8Array.from([
  0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00,
]);

/**
 * The keys of the phones seen lately, parsed once: a room's records come from a handful of phones, and
 * parsing a key costs about as much as the check itself. Bounded, so a flood of keys costs little memory.
 */
const KEPT_KEYS = 4_096;
const keys = new Map<string, KeyObject | null>();

function keyObjectOf(publicKey: string): KeyObject | null {
  const kept = keys.get(publicKey);
  if (kept !== undefined) return kept;
  const bytes = fromBase64url(publicKey);
  let key: KeyObject | null = null;
  if (bytes !== null && isStrictPublicKey(bytes)) {
    try {
      key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, bytes]), format: 'der', type: 'spki' });
    } catch (error) {
      void error; // bytes OpenSSL will not take as a key: no signature of anyone's
    }
  }
  if (keys.size >= KEPT_KEYS) keys.delete(keys.keys().next().value!);
  keys.set(publicKey, key);
  return key;
}

/** @tai-table/night-log's SignatureCheck, by Node's Ed25519: false for anything malformed. */
export function serverVerifyBytes(publicKey: string, signature: string, message: Uint8Array): boolean {
  if (publicKey.length !== PUBLIC_KEY_LENGTH || signature.length !== SIGNATURE_LENGTH) return false;
  const sig = fromBase64url(signature);
  if (sig === null || sig.length !== 64) return false;
  const key = keyObjectOf(publicKey);
  if (key === null) return false;
  try {
    return verify(null, message, key, sig);
  } catch (error) {
    void error; // a key OpenSSL parsed but cannot use: not a signature of anyone's
    return false;
  }
}
