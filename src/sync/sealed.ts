// A sealed room on the phone: which documents are of one (their room id, content key and, for a phone
// that writes, its keys), how the log's envelopes are opened into records, and how this phone's records
// are sealed into envelopes (@tai-table/night-log's envelope and writer).
//
// Opening an envelope is verifying its signature for its place in the log, opening its content with the
// room's key, and reading it as a record of this kind, whose phone is the key that signed it, whatever
// the content says. The result is kept per envelope object (Yjs keeps the values it was given, and a
// value never moves in the log), so a change costs its own records, not the night's; this phone's own
// envelopes are known opened as they are written.
import {
  ENVELOPE_FORMAT,
  appendSealed,
  envelopeHash,
  isEnvelope,
  isNewerEnvelope,
  LOG_FORMAT,
  LOG_KEY,
  openEnvelope,
  placedValues,
  roomKeysOf,
  verifyEnvelope,
  type PhoneKeys,
  type PlacedValue,
  type RoomReading,
} from '@tai-table/night-log';
import type * as Y from 'yjs';
import type { KeptOpening } from '../db/schema';
import type { LogRecord } from './log';
import type { LogValue } from './read/records';

/** A sealed room as a document of this phone knows it: to read, and (with this phone's keys) to write. */
export interface SealedRoom extends RoomReading {
  /** This phone's keys, for a document it writes to; null for one it only reads. */
  readonly phone: PhoneKeys | null;
}

const rooms = new WeakMap<Y.Doc, SealedRoom>();

/** Makes `doc` a sealed room's document: read by opening its envelopes, written by sealing records. */
export function sealDoc(doc: Y.Doc, room: SealedRoom): void {
  rooms.set(doc, room);
}

/** The sealed room `doc` is a document of, or undefined for an older room's (plain records). */
export const sealedRoomOf = (doc: Y.Doc): SealedRoom | undefined => rooms.get(doc);

/** The sealed room of a live link's secret (43 characters), written by `phone`; null for an older room's secret. */
export function sealedRoomFor(secret: string, phone: PhoneKeys | null): SealedRoom | null {
  const keys = roomKeysOf(secret);
  return keys ? { roomId: keys.roomId, contentKey: keys.contentKey, phone } : null;
}

interface Opened {
  roomId: string;
  client: number;
  clock: number;
  value: LogValue;
}

const opened = new WeakMap<object, Opened>();

/** A record's content as sealed: everything but its phone, which the envelope says (the key that signs it). */
function contentOf(record: LogRecord): string {
  const { phone: _phone, ...content } = record;
  void _phone;
  return JSON.stringify(content);
}

/**
 * One value of a sealed room's log as its reader takes it: a record to check, its phone the key that
 * signed it; or one left out, naming that phone when the envelope is signed (an unsigned one names none:
 * it would let anyone blame any phone).
 */
function openValue(room: RoomReading, placed: PlacedValue): LogValue {
  const { value } = placed;
  if (!isEnvelope(value)) {
    return { leftOut: { phone: null, newer: isNewerEnvelope(value) } };
  }
  if (!verifyEnvelope(room.roomId, placed, value)) return { leftOut: { phone: null, newer: false } };
  const unreadable: LogValue = { leftOut: { phone: value.p, newer: false } };
  const json = openEnvelope(room, value);
  if (json === null) return unreadable;
  let content: unknown;
  try {
    content = JSON.parse(json);
  } catch (error) {
    void error; // sealed by a phone of the room, but not a record's JSON: left out, naming it
    return unreadable;
  }
  if (content === null || typeof content !== 'object' || Array.isArray(content)) return unreadable;
  const { v, t } = content as { v?: unknown; t?: unknown };
  if (typeof v === 'number' && v > LOG_FORMAT) return { leftOut: { phone: value.p, newer: true } };
  // The kind the server counted it as is the kind it is: a recording passed off as a status would slip its bound.
  if (t !== value.k) return unreadable;
  return { raw: { ...content, phone: value.p } };
}

/**
 * Per document, the envelopes it verified and opened that are not kept in the phone's storage yet
 * (takeOpenings): kept beside the room's updates, they spare a reopened night the signatures' check.
 */
const fresh = new WeakMap<Y.Doc, KeptOpening[]>();

function noteOpening(doc: Y.Doc, roomId: string, placed: PlacedValue, raw: unknown): void {
  if (!isEnvelope(placed.value)) return;
  const opening = {
    client: placed.client,
    clock: placed.clock,
    hash: envelopeHash(roomId, placed, placed.value),
    raw,
  };
  const list = fresh.get(doc);
  if (list) list.push(opening);
  else fresh.set(doc, [opening]);
}

/** The envelopes `doc` opened since this was last asked, to keep with the updates stored now (and forgotten here). */
export function takeOpenings(doc: Y.Doc): KeptOpening[] {
  const list = fresh.get(doc) ?? [];
  fresh.delete(doc);
  return list;
}

const isKeptOpening = (value: unknown): value is KeptOpening => {
  if (value === null || typeof value !== 'object') return false;
  const { client, clock, hash, raw } = value as Partial<KeptOpening>;
  return (
    Number.isSafeInteger(client) &&
    Number.isSafeInteger(clock) &&
    typeof hash === 'string' &&
    raw !== null &&
    typeof raw === 'object' &&
    !Array.isArray(raw)
  );
};

/**
 * Takes back what this phone kept of the envelopes it verified and opened before (stored with the room's
 * updates, as the night's rows are: the phone's own state), for a document just loaded from storage: an
 * envelope at the same place with the same hash is known opened, and the rest (and every envelope that
 * arrives from the room) is verified and opened when read. The record inside is still checked by the
 * night's reading, as every record is. A kept opening that is not of the expected shape is ignored.
 */
export function reuseOpenings(doc: Y.Doc, kept: readonly unknown[]): void {
  const room = rooms.get(doc);
  if (!room || kept.length === 0) return;
  const byPlace = new Map<string, KeptOpening>();
  for (const opening of kept)
    if (isKeptOpening(opening)) byPlace.set(`${opening.client}:${opening.clock}`, opening);
  for (const placed of placedValues(doc.getArray<unknown>(LOG_KEY))) {
    const { value } = placed;
    if (!isEnvelope(value) || opened.has(value)) continue;
    const opening = byPlace.get(`${placed.client}:${placed.clock}`);
    if (!opening || opening.hash !== envelopeHash(room.roomId, placed, value)) continue;
    // The record's phone is the envelope's key, as when it was opened.
    const raw = { ...(opening.raw as Record<string, unknown>), phone: value.p };
    opened.set(value, { roomId: room.roomId, client: placed.client, clock: placed.clock, value: { raw } });
  }
}

/** The values of a sealed room's log, opened (once per envelope). */
export function openedValues(doc: Y.Doc, room: RoomReading): LogValue[] {
  return placedValues(doc.getArray<unknown>(LOG_KEY)).map((placed) => {
    const { value } = placed;
    if (value === null || typeof value !== 'object') return openValue(room, placed);
    const known = opened.get(value);
    if (
      known &&
      known.roomId === room.roomId &&
      known.client === placed.client &&
      known.clock === placed.clock
    )
      return known.value;
    const read = openValue(room, placed);
    opened.set(value, { roomId: room.roomId, client: placed.client, clock: placed.clock, value: read });
    if ('raw' in read) noteOpening(doc, room.roomId, placed, read.raw);
    return read;
  });
}

/**
 * Appends this phone's records to a sealed room's log as envelopes signed by its keys, in one
 * transaction: synchronous, so it runs inside the database transaction that writes the change.
 */
export function appendSealedRecords(
  doc: Y.Doc,
  room: SealedRoom,
  records: readonly LogRecord[],
  origin?: unknown,
): void {
  if (!room.phone) throw new Error('This copy of the night is read-only: it has no phone to sign with.');
  const phone = room.phone;
  const appended = appendSealed(
    doc,
    room,
    phone,
    records.map((record) => ({ kind: record.t, json: contentOf(record) })),
    origin,
  );
  // Known opened already: this phone made them.
  appended.forEach(({ envelope, client, clock }, i) => {
    const record = records[i]!;
    const raw = { ...record, phone: phone.publicKey };
    opened.set(envelope, { roomId: room.roomId, client, clock, value: { raw } });
    noteOpening(doc, room.roomId, { client, clock, value: envelope }, raw);
  });
}

/** The kind of a value of the log, as the server counts it: an envelope's `k`, a plain record's `t`. */
export function kindOfValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  const { v } = value as { v?: unknown };
  return v === ENVELOPE_FORMAT ? (value as { k?: unknown }).k : (value as { t?: unknown }).t;
}
