// The writes of db/ledger to a live night, carried into its document (db/live-hook.ts): the change is
// applied to the document in memory (the connection sends it to the room at once), stored as an update
// in the same transaction as the rows, and the document is projected back into the rows, so the rows
// always say what the document says (an entry's version is its number of revisions).
import * as Y from 'yjs';
import { registerLiveMirror, type LiveSent, type Mirrored, type WrittenNight } from '../db/live-hook';
import type { LiveNightRow, TaiTableDB } from '../db/schema';
import { applyDocChange, type DocChange } from './doc';
import { phoneKeysOf } from './phone';
import { traceMark } from './trace';
import { takeOpenings } from './sealed';
import { docClock, LOCAL_ORIGIN, loadDoc, readLiveNight, storeAndProject } from './registry';

/**
 * Applies a change of this phone to a live night; inside a transaction over the projection and live
 * tables (`written`: the night's rows as the write left them, not read again). Answers whether the
 * projection changed any row, and the clock it marked them with. `sent` is told as soon as the change is
 * in the document and on its way to the table, before it is stored and projected.
 */
export async function applyLive(
  db: TaiTableDB,
  live: LiveNightRow,
  change: DocChange,
  written?: WrittenNight,
  sent?: LiveSent,
): Promise<Mirrored> {
  const handle = await loadDoc(db, live.id);
  const { doc } = handle;
  const before = Y.encodeStateVector(doc);
  // Whether the phone is Live now goes on its recordings: a hand conflict is then worded alike everywhere.
  applyDocChange(doc, change, LOCAL_ORIGIN, phoneKeysOf(db).publicKey, { live: handle.upToDate });
  traceMark('live:sent');
  sent?.(docClock(doc));
  const update = Y.encodeStateAsUpdate(doc, before);
  // This phone's own envelopes are known opened: kept with the update, a reopened night does not check them.
  const opened = takeOpenings(doc);
  const mirrored = await storeAndProject(
    handle,
    [{ nightId: live.id, update, local: 1, ...(opened.length > 0 ? { opened } : {}) }],
    readLiveNight(handle),
    written,
  );
  handle.waiting += 1;
  traceMark('live:own-projected');
  for (const listener of [...handle.listeners]) listener();
  return mirrored;
}

registerLiveMirror(applyLive);
