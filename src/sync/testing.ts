// What the night's document tests share: a night's meta, reading a document that must read, and one
// phone's document sent to another as the room would.
import { checkLogUpdate, newPhoneKeys, type LogCheck, type PhoneKeys } from '@tai-table/night-log';
import * as Y from 'yjs';
import type { NightSettings } from '../core/ledger';
import { readNightDoc, type NightMeta, type ReadNight } from './doc';
import { checkValues } from './log-read';
import type { LogRecord } from './log';
import { openedValues, sealDoc, sealedRoomFor, sealedRoomOf } from './sealed';

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
