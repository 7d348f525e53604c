// The writes of db/ledger to a live night, carried into its document (db/live-hook.ts): the change is
// applied to the document in memory (the connection sends it to the room at once), stored as an update
// in the same transaction as the rows, and the document is projected back into the rows, so the rows
// always say what the document says (an entry's version is its number of revisions).
import * as Y from 'yjs';
import { registerLiveMirror } from '../db/live-hook';
import type { LiveNightRow, TaiTableDB } from '../db/schema';
import { applyDocChange, type DocChange } from './doc';
import { phoneKeysOf } from './phone';
import { projectNight } from './project';
import { LOCAL_ORIGIN, loadDoc, noteStored, readLiveNight } from './registry';

/**
 * Applies a change of this phone to a live night; inside a transaction over the projection and live
 * tables. Answers whether the projection changed any row.
 */
export async function applyLive(db: TaiTableDB, live: LiveNightRow, change: DocChange): Promise<boolean> {
  const handle = await loadDoc(db, live.id);
  const { doc } = handle;
  const before = Y.encodeStateVector(doc);
  // Whether the phone is Live now goes on its recordings: a hand conflict is then worded alike everywhere.
  applyDocChange(doc, change, LOCAL_ORIGIN, phoneKeysOf(db).publicKey, { live: handle.upToDate });
  const update = Y.encodeStateAsUpdate(doc, before);
  noteStored(handle, [await db.liveUpdates.add({ nightId: live.id, update, local: 1 })]);
  handle.waiting += 1;
  const after = readLiveNight(handle);
  const changed = after.ok ? await projectNight(db, live.id, after.night) : false;
  for (const listener of [...handle.listeners]) listener();
  return changed;
}

registerLiveMirror(applyLive);
