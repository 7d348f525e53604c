// What the night's document tests share: a night's meta, reading a document that must read, and one
// phone's document sent to another as the room would.
import { checkLogUpdate, newPhoneKeys, type LogCheck, type PhoneKeys } from '@tai-table/night-log';
import * as Y from 'yjs';
import type { NightSettings } from '../core/ledger';
import { applyDocChange, readNightDoc, type DocChange, type NightMeta, type ReadNight } from './doc';
import { checkValues } from './log-read';
import { LOG_KEY, type LogRecord } from './log';
import { appendSealedRecords, openedValues, sealDoc, sealedRoomFor, sealedRoomOf } from './sealed';

/** A sealed room's secret for tests (bytes 0 to 31): every phone of a test's room derives the same keys. */
export const TEST_SECRET = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';

/** A phone's document of the sealed room of `secret`, writing with `phone`'s keys (a fresh pair by default; null: read only). */
export function sealedDoc(phone: PhoneKeys | null = newPhoneKeys(), secret = TEST_SECRET): Y.Doc {
  const doc = new Y.Doc();
  sealDoc(doc, sealedRoomFor(secret, phone)!);
  return doc;
}

/** An older room's name (22 characters, as an earlier version drew it): a room of plain records. */
export const OLDER_ROOM = 'AAECAwQFBgcICQoLDA0ODw';

/**
 * The sync server's check of an update to `room` (@tai-table/night-log), for the room `phone`'s
 * document is of: a sealed room's id when it is sealed, an older room's name otherwise.
 */
export const serverCheck = (room: Y.Doc, update: Uint8Array, phone?: Y.Doc): LogCheck =>
  checkLogUpdate(room, update, (phone && sealedRoomOf(phone)?.roomId) ?? OLDER_ROOM);

export const nightMeta = (settings: NightSettings): NightMeta => ({
  id: 'night-1',
  name: 'Friday',
  createdAt: 1_000,
  settings,
  status: 'open',
});

/** The night of a document, which must read (a test fails with the problem otherwise). */
export function readOk(doc: Y.Doc): ReadNight {
  const read = readNightDoc(doc);
  if (!read.ok) throw new Error(`the night could not be read: ${read.problem}`);
  return read.night;
}

/** What `to` misses of `from`, as the room would send it. */
export const syncDocs = (from: Y.Doc, to: Y.Doc): void =>
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));

/** The records a document's log holds as its phones read them (a sealed room's opened), in order. */
export function recordsIn(doc: Y.Doc): LogRecord[] {
  const room = sealedRoomOf(doc);
  const values = room
    ? openedValues(doc, room)
    : doc
        .getArray<unknown>('log')
        .toArray()
        .map((raw) => ({ raw }));
  return checkValues(values).records.map((placed) => placed.record);
}

/**
 * Another phone of `doc`'s room, with keys of its own: its changes, or records as it writes them, arrive in
 * `doc` as the room's would (with `origin`). In a sealed room a record's phone is the key that signed it,
 * so another phone's record can only be written with another key; in an older room, the id it carries.
 */
export function anotherPhone(doc: Y.Doc, keys: PhoneKeys = newPhoneKeys()) {
  const room = sealedRoomOf(doc);
  const mine = room ? { ...room, phone: keys } : null;
  const writeAs = (write: (other: Y.Doc) => void, origin?: unknown): void => {
    const other = new Y.Doc();
    if (mine) sealDoc(other, mine);
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    const before = Y.encodeStateVector(other);
    write(other);
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other, before), origin);
    other.destroy();
  };
  return {
    keys,
    phone: keys.publicKey,
    change: (change: DocChange, origin?: unknown) =>
      writeAs((other) => applyDocChange(other, change, null, keys.publicKey), origin),
    records: (records: readonly LogRecord[], origin?: unknown) =>
      writeAs((other) => {
        if (mine) appendSealedRecords(other, mine, records);
        else other.getArray<LogRecord>(LOG_KEY).push([...records]);
      }, origin),
  };
}
