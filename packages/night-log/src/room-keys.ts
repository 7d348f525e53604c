// What a live night's secret (the link's fragment, never sent anywhere) gives each phone, through HKDF
// (SHA-256) with a distinct label each, so that knowing one tells nothing of the others:
//   roomId       the name the server, Redis and the stores know the room by;
//   contentKey   the AES-256-GCM key every record's content is sealed with;
//   admitToken   what a phone shows the server to join the room: the server keeps only its hash, so a
//                reader of the server's stores can neither join nor write.
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { fromBase64url, toBase64url } from './base64url';

/** A sealed room's secret: 32 random bytes, 43 base64url characters. */
export const SECRET_BYTES = 32;
export const SECRET_LENGTH = 43;

export interface RoomKeys {
  readonly roomId: string;
  readonly contentKey: Uint8Array;
  readonly admitToken: string;
}

const SALT = utf8ToBytes('tai-table night v3');
const derive = (secret: Uint8Array, label: string, length: number): Uint8Array =>
  hkdf(sha256, secret, SALT, utf8ToBytes(label), length);

/** The keys of a sealed room's secret, or null when the text is not one (43 base64url characters). */
export function roomKeysOf(secret: string): RoomKeys | null {
  if (secret.length !== SECRET_LENGTH) return null;
  const bytes = fromBase64url(secret);
  if (bytes === null || bytes.length !== SECRET_BYTES) return null;
  return {
    roomId: toBase64url(derive(bytes, 'room id', 32)),
    contentKey: derive(bytes, 'content key', 32),
    admitToken: toBase64url(derive(bytes, 'admit token', 32)),
  };
}

/** What the server keeps of a room's admission token: its SHA-256, so the stores never hold the token. */
export const admitTokenHash = (token: string): string => toBase64url(sha256(utf8ToBytes(token)));

/**
 * Whether a room's name is a sealed room's id (43 base64url characters, 32 bytes): every envelope of its
 * log is sealed and signed, and joining it takes the admission token. An older room is named by its
 * secret itself (22 characters, 128 bits) and holds plain records of format 2.
 */
export function isSealedRoomId(name: string): boolean {
  return name.length === SECRET_LENGTH && fromBase64url(name)?.length === SECRET_BYTES;
}
