// A sealed room's record on the wire: an envelope, the one kind of value a sealed night's log holds.
//
//   { v: 3, k: <kind>, p: <phone's public key>, c: <sealed content>, s: <signature> }
//
//   v  ENVELOPE_FORMAT
//   k  the record's kind (start, record, revise, …): visible, so the server keeps its bounds per kind
//      without reading content; the phones check that the content inside is of this kind
//   p  the Ed25519 public key of the phone that wrote it (base64url, 43): the record's phone, whatever
//      its content says
//   c  the record's content (its JSON, with its format `v`, without its `phone`, which is `p`) sealed with the
//      room's content key: AES-256-GCM, nonce ‖ ciphertext ‖ tag, base64url; the additional data is the
//      envelope's header (the room, k and p), so a sealed content cannot be moved under another kind,
//      phone or room
//   s  p's signature over the domain, the format, the room id, the Yjs client id and clock the envelope
//      is written at, k, p and c (base64url, 86): a valid envelope can be neither replayed at another
//      place of the log nor written by anyone else under a phone's client id
//
// The server checks the shape, the size and the signature (update-check.ts); the phones check the same,
// then open the content and check it as a record of the night (src/sync/read/records.ts).
import { bytesToUtf8 } from '@noble/ciphers/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { fromBase64url, toBase64url } from './base64url';
import {
  PUBLIC_KEY_LENGTH,
  SIGNATURE_LENGTH,
  signBytes,
  verifyBytes,
  type PhoneKeys,
  type SignatureCheck,
} from './phone-keys';
import { seal, unseal } from './seal';
import { MAX_RECORD_CHARS } from './format';

export const ENVELOPE_FORMAT = 3;

export interface Envelope {
  v: typeof ENVELOPE_FORMAT;
  k: string;
  p: string;
  c: string;
  s: string;
}

/** What a sealed room's reader needs: the room id its envelopes are bound to, and the content key. */
export interface RoomReading {
  readonly roomId: string;
  readonly contentKey: Uint8Array;
}

/** Where a value sits in the Yjs document: its client id and clock. */
export interface LogPlace {
  readonly client: number;
  readonly clock: number;
}

/**
 * A kind as the envelope names it: lowercase letters and underscores. Kinds this version does not know
 * pass the server (a newer version's phones may add kinds); the phones decide what they read.
 */
const KIND = /^[a-z][a-z_]{0,31}$/;
export const isKind = (kind: unknown): kind is string => typeof kind === 'string' && KIND.test(kind);

const NONCE_AND_TAG_BYTES = 28;
/** Base64url characters of `bytes` bytes. */
const base64urlLength = (bytes: number): number => Math.ceil((bytes * 4) / 3);
/**
 * The longest sealed content: a record's JSON of MAX_RECORD_CHARS UTF-16 units is at most three bytes a
 * unit in UTF-8, plus the nonce and tag.
 */
export const MAX_SEALED_CHARS = base64urlLength(MAX_RECORD_CHARS * 3 + NONCE_AND_TAG_BYTES);
const MIN_SEALED_CHARS = base64urlLength(NONCE_AND_TAG_BYTES + 2);

const ENVELOPE_KEYS = ['c', 'k', 'p', 's', 'v'];

/**
 * Whether a value has an envelope's shape: a plain object with exactly its five fields, of their types
 * and lengths. Says nothing of the signature (verifyEnvelope) or the content (openEnvelope).
 */
export function isEnvelope(value: unknown): value is Envelope {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const keys = Object.keys(value).sort();
  if (keys.length !== ENVELOPE_KEYS.length || keys.some((key, i) => key !== ENVELOPE_KEYS[i])) return false;
  const { v, k, p, c, s } = value as Record<string, unknown>;
  return (
    v === ENVELOPE_FORMAT &&
    isKind(k) &&
    typeof p === 'string' &&
    p.length === PUBLIC_KEY_LENGTH &&
    typeof s === 'string' &&
    s.length === SIGNATURE_LENGTH &&
    typeof c === 'string' &&
    c.length >= MIN_SEALED_CHARS &&
    c.length <= MAX_SEALED_CHARS &&
    fromBase64url(c) !== null
  );
}

/** Whether a value claims an envelope format newer than this version knows (a plain object with `v` above 3). */
export function isNewerEnvelope(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { v } = value as { v?: unknown };
  return typeof v === 'number' && Number.isSafeInteger(v) && v > ENVELOPE_FORMAT;
}

/** The bytes an envelope's signature covers. JSON of strings and numbers: one text per value, so no two fields run together. */
function signedBytes(roomId: string, place: LogPlace, k: string, p: string, c: string): Uint8Array {
  return utf8ToBytes(
    JSON.stringify(['tai-table record', ENVELOPE_FORMAT, roomId, place.client, place.clock, k, p, c]),
  );
}

/** The additional data the content is sealed with: what the envelope says of it besides its place. */
function contentHeader(roomId: string, k: string, p: string): Uint8Array {
  return utf8ToBytes(JSON.stringify(['tai-table content', ENVELOPE_FORMAT, roomId, k, p]));
}

/**
 * A record's content sealed and signed by `phone`, for the place in the log it will be written at.
 * `content` is the record's JSON text (its kind is `kind`).
 */
export function sealEnvelope(
  room: RoomReading,
  phone: PhoneKeys,
  place: LogPlace,
  kind: string,
  content: string,
): Envelope {
  if (!isKind(kind)) throw new Error(`not a record's kind: ${kind}`);
  const c = toBase64url(
    seal(room.contentKey, utf8ToBytes(content), contentHeader(room.roomId, kind, phone.publicKey)),
  );
  const s = signBytes(phone, signedBytes(room.roomId, place, kind, phone.publicKey, c));
  return { v: ENVELOPE_FORMAT, k: kind, p: phone.publicKey, c, s };
}

/** Whether the envelope was signed by its phone `p` for this room and this place in the log. */
export function verifyEnvelope(
  roomId: string,
  place: LogPlace,
  envelope: Envelope,
  check: SignatureCheck = verifyBytes,
): boolean {
  return check(envelope.p, envelope.s, signedBytes(roomId, place, envelope.k, envelope.p, envelope.c));
}

/**
 * The content's JSON text, or null when it does not open with the room's key and the envelope's header.
 * (Bytes that are not UTF-8 decode with replacement characters, the same on every platform, and are then
 * no record's JSON.)
 */
export function openEnvelope(room: RoomReading, envelope: Envelope): string | null {
  const sealed = fromBase64url(envelope.c);
  if (sealed === null) return null;
  const plain = unseal(room.contentKey, sealed, contentHeader(room.roomId, envelope.k, envelope.p));
  return plain === null ? null : bytesToUtf8(plain);
}

/**
 * A SHA-256 of an envelope as it sits in a room's log (the room, its place and every field), base64url: what
 * a phone keeps beside an envelope it verified and opened, so that reopening the night checks the same
 * envelope is at that place (a hash, not the signature's check, which is what costs).
 */
export function envelopeHash(roomId: string, place: LogPlace, envelope: Envelope): string {
  const fields = [
    roomId,
    place.client,
    place.clock,
    envelope.v,
    envelope.k,
    envelope.p,
    envelope.c,
    envelope.s,
  ];
  return toBase64url(sha256(utf8ToBytes(JSON.stringify(fields))));
}
