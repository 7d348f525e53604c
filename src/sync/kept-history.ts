// The live history a night kept when this phone went on alone ("Go on with this phone only",
// engine.ts stopLive): the room's updates, stored under `keptCopyKey`, read back into a document of
// their own, for the night's screen to show read-only. Nothing here writes: the copy is the phone's
// record of what the table did, and stays as it was kept.
import * as Y from 'yjs';
import { keptCopyKey } from '../db/kept-copies';
import { failure, inTransaction, type DbResult } from '../db/result';
import type { TaiTableDB } from '../db/schema';
import { readNightDoc } from './doc';
import type { NightHistory } from './history';
import { phoneId } from './phone';

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
      history: { items: read.night.history, thisPhone: phoneId(), night: read.night, readAt: Date.now() },
    };
  } finally {
    doc.destroy();
  }
}
