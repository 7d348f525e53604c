// A phone's identity on a live night: an Ed25519 key pair made once per install. The secret half never
// leaves the phone; the public half names the phone in every record and in presence. @noble/curves is
// synchronous, so a record is signed inside the database transaction that writes it (IndexedDB commits a
// transaction that waits on anything else), and audited, so no cryptography is written here.
import { ed25519 } from '@noble/curves/ed25519.js';
import { fromBase64url, toBase64url } from './base64url';

/** A public key as records carry it: 32 bytes, 43 base64url characters. */
export const PUBLIC_KEY_LENGTH = 43;
/** A signature as records carry it: 64 bytes, 86 base64url characters. */
export const SIGNATURE_LENGTH = 86;

export interface PhoneKeys {
  /** 32 bytes; kept on the phone only. */
  readonly secretKey: Uint8Array;
  /** base64url */
  readonly publicKey: string;
}

export function newPhoneKeys(): PhoneKeys {
  const { secretKey, publicKey } = ed25519.keygen();
  return { secretKey, publicKey: toBase64url(publicKey) };
}

/** The key pair of a kept secret key, or null when the bytes are not one. */
export function phoneKeysOf(secretKey: Uint8Array): PhoneKeys | null {
  if (secretKey.length !== 32) return null;
  return { secretKey, publicKey: toBase64url(ed25519.getPublicKey(secretKey)) };
}

export const isPublicKey = (text: string): boolean =>
  text.length === PUBLIC_KEY_LENGTH && fromBase64url(text)?.length === 32;

export function signBytes(keys: PhoneKeys, message: Uint8Array): string {
  return toBase64url(ed25519.sign(message, keys.secretKey));
}

/**
 * Whether `signature` (base64url) is `publicKey`'s (base64url) over `message`; false for anything malformed.
 * Every check of a signature takes one, so that a platform with a faster Ed25519 of its own may give it (the
 * sync server gives Node's, server/signatures.ts); the phones use `verifyBytes`.
 */
export type SignatureCheck = (publicKey: string, signature: string, message: Uint8Array) => boolean;

/**
 * Whether `verifyBytes` could take these 32 bytes as a key at all: a point in its one strict encoding (RFC
 * 8032), not of small order. A platform's own check of a signature asks it first, so as never to take a
 * signature the phones would refuse (server/signatures.ts).
 */
export function isStrictPublicKey(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false;
  try {
    return !ed25519.Point.fromBytes(bytes, false).isSmallOrder();
  } catch {
    // Not a point's strict encoding: the phones' check refuses it.
    return false;
  }
}

/** Whether `signature` (base64url) is `publicKey`'s (base64url) over `message`; false for anything malformed. */
export function verifyBytes(publicKey: string, signature: string, message: Uint8Array): boolean {
  if (publicKey.length !== PUBLIC_KEY_LENGTH || signature.length !== SIGNATURE_LENGTH) return false;
  const key = fromBase64url(publicKey);
  const sig = fromBase64url(signature);
  if (key === null || sig === null) return false;
  try {
    // zip215: false is RFC 8032's strict verification (no malleable encodings), the same on every peer.
    return ed25519.verify(sig, message, key, { zip215: false });
  } catch {
    // A key that is not a point on the curve: not a signature of anyone's.
    return false;
  }
}
