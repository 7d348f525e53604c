// When the server says this phone's Yjs client id is another phone's (CLIENT_TAKEN_CODE: in a sealed
// room, the first envelope under a client id binds it to its key, and someone who learned this phone's
// id wrote under it first). None of this phone's records under that id is in the room, and none ever
// will be: Yjs keeps the first struct at a place, and the room's are the other key's. So the phone
// takes a new client id and writes those records again under it, sealed and signed anew (the same
// records: ids, times, entries), and drops its own structs under the taken id, so that the room's (the
// other phone's, which every phone reads as that phone's) come to it as they come to every phone.
// Nothing is lost, and this phone reads the night the table reads.
import { LOG_KEY, placedValues, type PlacedValue } from '@tai-table/night-log';
import * as Y from 'yjs';
import type { LogRecord } from './log';
import { checkRecord } from './log';
import { projectNight } from './project';
import { readNightDoc } from './doc';
import { docClock, LOAD_ORIGIN, LOCAL_ORIGIN, replaceDoc, storeTables, type LiveDoc } from './registry';
import { appendSealedRecords, openedValues, sealDoc, sealedRoomOf, type SealedRoom } from './sealed';

/** A state vector past every clock of `client`: an update from it leaves that client out entirely. */
const pastEveryClockOf = (client: number): Uint8Array =>
  Y.encodeStateVector(new Map([[client, Number.MAX_SAFE_INTEGER]]));

/** Whether a stored update holds structs of `client`. */
const holdsClient = (update: Uint8Array, client: number): boolean =>
  Y.parseUpdateMeta(update).from.has(client);

/** This phone's records under `client` in `doc`, in the log's order, as it wrote them. */
function ownRecordsUnder(doc: Y.Doc, room: SealedRoom, client: number): LogRecord[] {
  const phone = room.phone?.publicKey;
  const opened = openedValues(doc, room);
  const places: PlacedValue[] = placedValues(doc.getArray<unknown>(LOG_KEY));
  const records: LogRecord[] = [];
  places.forEach((place, i) => {
    const value = opened[i];
    if (place.client !== client || !value || !('raw' in value)) return;
    const checked = checkRecord(value.raw);
    if (checked.ok && checked.record.phone === phone) records.push(checked.record);
  });
  return records;
}

/**
 * Moves the night off the taken client id `taken`: in one transaction of the phone's database, the
 * stored updates holding structs under it are replaced by this phone's records written again under a
 * new client id (waiting for the server, as any change), and the rest of what they held; the document
 * in memory is made anew from the stored updates. Another tab that did it first leaves nothing under
 * the taken id: the document is then only made anew. Answers how many records were written again.
 */
export async function moveOffTakenClient(live: LiveDoc, taken: number): Promise<number> {
  const { db, nightId } = live;
  const room = sealedRoomOf(live.doc);
  if (!room?.phone) return 0;
  let fresh: Y.Doc | null = null;
  let rewritten = 0;
  let lastSeq = 0;
  let waiting = 0;
  await db.transaction('rw', storeTables(db), async () => {
    const night = await db.liveNights.get(nightId);
    if (!night) return;
    const rows = await db.liveUpdates.where('nightId').equals(nightId).toArray();
    const holding = rows.filter((row) => holdsClient(row.update, taken));
    const stored = new Y.Doc();
    sealDoc(stored, { ...room, phone: room.phone });
    stored.transact(() => {
      for (const row of rows) Y.applyUpdate(stored, row.update);
    });
    const records = ownRecordsUnder(stored, room, taken);
    const rest = Y.encodeStateAsUpdate(stored, pastEveryClockOf(taken));
    stored.destroy();
    await db.liveUpdates.bulkDelete(holding.map((row) => row.seq!));
    // Another phone's structs under the taken id (relayed here before this phone wrote) come again from the
    // room; anything else a dropped row held is kept, once, in a row of its own.
    if (holding.some((row) => row.local === 0)) await db.liveUpdates.add({ nightId, update: rest, local: 0 });
    // Everything but the taken id's structs, under a client id of its own (a new document draws one).
    const doc = new Y.Doc();
    sealDoc(doc, room);
    Y.applyUpdate(doc, rest, LOAD_ORIGIN);
    if (records.length > 0) {
      const before = Y.encodeStateVector(doc);
      appendSealedRecords(doc, room, records, LOCAL_ORIGIN);
      await db.liveUpdates.add({ nightId, update: Y.encodeStateAsUpdate(doc, before), local: 1 });
    }
    rewritten = records.length;
    const kept = await db.liveUpdates.where('nightId').equals(nightId).toArray();
    lastSeq = Math.max(0, ...kept.map((row) => row.seq ?? 0));
    waiting = kept.filter((row) => row.local === 1 && (row.seq ?? 0) > night.confirmedSeq).length;
    fresh = doc;
    // The rows say what the fresh document says (this phone's records are where they were in the night).
    const read = readNightDoc(doc);
    if (read.ok) await projectNight(db, nightId, read.night, docClock(doc));
  });
  if (fresh) replaceDoc(live, fresh, lastSeq, waiting);
  return rewritten;
}
