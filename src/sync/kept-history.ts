// The live history a night kept when this phone went on alone ("Go on with this phone only",
// engine.ts stopLive): the room's updates, stored under `keptCopyKey`, read back into a document of
// their own, for the night's screen to show read-only. Nothing here writes: the copy is the phone's
// record of what the table did, and stays as it was kept.
//
// A sealed room's history is kept opened (keptCopyOf): its records as the phone read them, each with its
// phone (the key that signed it), as plain records in a document of their own. The room's secret goes
// with the live night, and a copy that needed it to be read would need it kept, and carried in every
// backup that carries the copy; the phone's copy of the night is in the clear on the phone already.
import { LOG_KEY } from '@tai-table/night-log';
import * as Y from 'yjs';
import { keptCopyKey } from '../db/kept-copies';
import { failure, inTransaction, type DbResult } from '../db/result';
import type { TaiTableDB } from '../db/schema';
import { readNightDoc } from './doc';
import type { NightHistory } from './history';
import { checkValues } from './log-read';
import { phoneKeysOf } from './phone';
import { openedValues, sealedRoomOf } from './sealed';

/**
 * What going on alone keeps of a live night's document: a sealed room's records opened, as one update of
 * a document of plain records in the log's order (a record left out of the night is left out of it too);
 * null for an older room's, whose updates are kept as they are.
 */
export function keptCopyOf(doc: Y.Doc): Uint8Array | null {
  const room = sealedRoomOf(doc);
  if (!room) return null;
  const { records } = checkValues(openedValues(doc, room));
  const copy = new Y.Doc();
  copy.getArray<unknown>(LOG_KEY).push(records.map((placed) => placed.record));
  const update = Y.encodeStateAsUpdate(copy);
  copy.destroy();
  return update;
}

/** The history of the live night as this phone kept it at `at` (one of keptCopiesOf's times). */
export async function readKeptHistory(
  db: TaiTableDB,
  nightId: string,
  at: number,
): Promise<DbResult<{ history: NightHistory }>> {
  const rows = await inTransaction(db, 'r', [db.liveUpdates], async () => ({
    ok: true as const,
    rows: await db.liveUpdates.where('nightId').equals(keptCopyKey(nightId, at)).toArray(),
  }));
  if (!rows.ok) return rows;
  if (rows.rows.length === 0)
    return failure('change_not_found', 'This kept history is no longer on this phone.');
  const doc = new Y.Doc();
  try {
    doc.transact(() => {
      for (const row of rows.rows) Y.applyUpdate(doc, row.update);
    });
    const read = readNightDoc(doc);
    if (!read.ok) return failure('unreadable_room', 'The night in this room could not be read.');
    return {
      ok: true,
      history: {
        items: read.night.history,
        thisPhone: phoneKeysOf(db).publicKey,
        night: read.night,
        readAt: Date.now(),
      },
    };
  } finally {
    doc.destroy();
  }
}
