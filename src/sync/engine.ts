// Making a night live, joining one from its link, leaving it, and the one-tap choices of a conflict.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { newId } from '../db/ids';
import { readNight } from '../db/ledger';
import { keptCopyKey } from '../db/kept-copies';
import { failure, inTransaction, type DbResult } from '../db/result';
import type { TaiTableDB } from '../db/schema';
import { closeConnection, isTooLarge, liveOptions } from './connection';
import { entryHistory, readMeta, seedNight } from './doc';
import { acceptEntry, type LedgerEntry } from '../core/ledger';
import { randomId } from '../core/random-ids';
import { SECRET_BYTES } from '@tai-table/night-log';
import { roomOnServer } from './room-on-server';
import { phoneKeysOf } from './phone';
import { sealDoc, sealedRoomFor, takeOpenings } from './sealed';
import { checkServerUrl, isRoomName, type LiveLink } from './link';
import { keptCopyOf } from './kept-history';
import { applyLive } from './mirror';
import { projectNight } from './project';
import { adoptDoc, docClock, dropDoc, loadDoc, noteStored, readLiveNight, storeTables } from './registry';

const writeTables = (db: TaiTableDB) => [...storeTables(db), db.undo];

/**
 * A fresh room's secret: 32 random bytes written as 43 base64url characters (link.ts reads it back).
 * Every room made now is sealed: the secret gives the room id, the content key and the admission token
 * (@tai-table/night-log's room keys), and only the link's fragment carries it.
 */
export const newRoomSecret = (): string => randomId(SECRET_BYTES, 'base64url');

/**
 * Makes a night (new or long running) live: a fresh room is drawn and the night's settings and entries
 * are copied into its document; the connection opens when a screen shows the night (useLiveNight).
 * A night already live answers its link.
 */
export async function makeLive(
  db: TaiTableDB,
  nightId: string,
  server: string,
  /** The room's secret: a fresh one. (Tests of rooms an earlier version made pass a 22-character one: an older room.) */
  secret: string = newRoomSecret(),
): Promise<DbResult<{ link: LiveLink }>> {
  const url = checkServerUrl(server);
  if (url === null) return failure('bad_server', 'This is not the address of a sync server.');
  // Set inside the transaction, adopted in memory once it committed.
  const made: { doc?: Y.Doc; seq?: number } = {};
  const result = await inTransaction(
    db,
    'rw',
    writeTables(db),
    async (): Promise<DbResult<{ link: LiveLink }>> => {
      const already = await db.liveNights.get(nightId);
      if (already) return { ok: true, link: { room: already.room, server: already.server } };
      const night = await readNight(db, nightId);
      if (!night.ok) return night;
      const { row, hands } = night;
      const doc = new Y.Doc();
      const room = sealedRoomFor(secret, phoneKeysOf(db));
      if (room) sealDoc(doc, room);
      seedNight(
        doc,
        { id: row.id, name: row.name, createdAt: row.createdAt, settings: row.settings, status: row.status },
        hands.map((hand) => ({ id: hand.id, entry: hand.entry, version: hand.version })),
        phoneKeysOf(db).publicKey,
      );
      const link = { room: secret, server: url };
      await db.liveNights.add({ id: nightId, ...link, confirmedSeq: 0 });
      const opened = takeOpenings(doc);
      const seq = await db.liveUpdates.add({
        nightId,
        update: Y.encodeStateAsUpdate(doc),
        local: 1,
        ...(opened.length > 0 ? { opened } : {}),
      });
      made.doc = doc;
      made.seq = seq;
      return { ok: true, link };
    },
  );
  if (result.ok && made.doc && made.seq !== undefined)
    noteStored(adoptDoc(db, nightId, made.doc, 1), [made.seq]);
  return result;
}

/**
 * Opens the night of a live link on this phone: the night already joined from this room, or a new
 * night copied from the room (which must be reachable, hold a night, and pass the schemas).
 */
export async function joinLive(
  db: TaiTableDB,
  link: LiveLink,
  withinMs = 20_000,
): Promise<DbResult<{ nightId: string; finishedAt?: number }>> {
  const server = checkServerUrl(link.server);
  if (server === null) return failure('bad_server', 'This is not the address of a sync server.');
  if (!isRoomName(link.room)) return failure('bad_room', 'This link does not name a live night.');
  const known = await db.liveNights.where('room').equals(link.room).first();
  if (known) return { ok: true, nightId: known.id };

  const fetched = await fetchRoom({ room: link.room, server }, withinMs);
  if (!fetched.ok) return fetched;
  // Read as the room it is: a sealed room's envelopes are opened with the link's keys.
  const room = sealedRoomFor(link.room, null);
  if (room) sealDoc(fetched.doc, room);
  const result = await joinFromDoc(db, { room: link.room, server }, fetched.doc);
  fetched.doc.destroy();
  return result;
}

/**
 * Stores the night of a room, as fetched in `doc`, as a live night of this phone (joinLive after the fetch).
 * A night already finished answers when (its finish record's time), so the screen can say so.
 */
export async function joinFromDoc(
  db: TaiTableDB,
  link: LiveLink,
  doc: Y.Doc,
): Promise<DbResult<{ nightId: string; finishedAt?: number }>> {
  const meta = readMeta(doc);
  if (!meta.ok) {
    return meta.problem === 'room_empty'
      ? failure('room_empty', 'No night is in this room yet.')
      : failure('unreadable_room', 'The night in this room could not be read.');
  }
  return inTransaction(
    db,
    'rw',
    writeTables(db),
    async (): Promise<DbResult<{ nightId: string; finishedAt?: number }>> => {
      const again = await db.liveNights.where('room').equals(link.room).first();
      if (again) return { ok: true, nightId: again.id };
      // The night keeps its id on every phone, unless this phone already has a night by that id.
      const nightId = (await db.sessions.get(meta.meta.id)) ? newId() : meta.meta.id;
      await db.liveNights.add({ id: nightId, room: link.room, server: link.server, confirmedSeq: 0 });
      const seq = await db.liveUpdates.add({ nightId, update: Y.encodeStateAsUpdate(doc), local: 0 });
      const handle = await loadDoc(db, nightId);
      const read = readLiveNight(handle);
      if (!read.ok) return failure('unreadable_room', 'The night in this room could not be read.');
      // Every envelope of the room was verified and opened by this read: kept with it for the next opening.
      const opened = takeOpenings(handle.doc);
      if (opened.length > 0) await db.liveUpdates.update(seq, { opened });
      await projectNight(db, nightId, read.night, docClock(handle.doc));
      const finish =
        read.night.meta.status === 'finished'
          ? read.night.history.findLast(
              (item) => item.kind === 'status' && item.active && item.status === 'finished',
            )
          : undefined;
      return { ok: true, nightId, ...(finish ? { finishedAt: finish.at } : {}) };
    },
  );
}

/** The room's document as the server has it, or why not. */
async function fetchRoom(link: LiveLink, withinMs: number): Promise<DbResult<{ doc: Y.Doc }>> {
  const doc = new Y.Doc();
  const { WebSocketPolyfill } = liveOptions();
  const socket = new HocuspocusProviderWebsocket({
    url: link.server,
    delay: 500,
    minDelay: 500,
    maxDelay: 2_000,
    ...(WebSocketPolyfill ? { WebSocketPolyfill } : {}),
  });
  let answer: (why: 'synced' | 'too_big' | 'refused' | 'timeout') => void = () => undefined;
  const outcome = new Promise<'synced' | 'too_big' | 'refused' | 'timeout'>((resolve) => {
    answer = resolve;
  });
  socket.on('close', ({ event }: { event: { code: number; reason?: string } }) => {
    if (isTooLarge(event)) answer('too_big');
  });
  const { name, token } = roomOnServer(link.room);
  const provider = new HocuspocusProvider({
    name,
    ...(token === null ? {} : { token }),
    document: doc,
    websocketProvider: socket,
    onSynced: () => answer('synced'),
    onAuthenticationFailed: () => answer('refused'),
    onClose: ({ event }) => {
      if (isTooLarge(event)) answer('too_big');
    },
  });
  provider.attach();
  const timer = setTimeout(() => answer('timeout'), withinMs);
  const why = await outcome;
  clearTimeout(timer);
  provider.destroy();
  socket.destroy();
  if (why === 'synced') return { ok: true, doc };
  doc.destroy();
  if (why === 'timeout') return failure('server_unreachable', 'The sync server could not be reached.');
  if (why === 'too_big') return failure('unreadable_room', 'The night in this room is too big to open.');
  return failure('bad_server', 'This server does not hold live nights.');
}

/** Keeps one entry of a conflict; the others are set aside (kept in the night's history, listed to bring back). */
export async function keepEntry(
  db: TaiTableDB,
  nightId: string,
  conflictId: string,
  keepEntryId: string,
): Promise<DbResult> {
  return keepEntries(db, nightId, [{ conflictId, entryId: keepEntryId }]);
}

/**
 * Keeps one hand of each of several conflicts in one change (one phone's hands through the turns it was
 * apart: a conflict's `branches`), the others of each set aside. Refused, changing nothing, when any of
 * those conflicts is no longer what this phone showed (another phone chose, or a hand joined it).
 */
export async function keepEntries(
  db: TaiTableDB,
  nightId: string,
  picks: readonly { conflictId: string; entryId: string }[],
): Promise<DbResult> {
  return inTransaction(db, 'rw', writeTables(db), async (): Promise<DbResult> => {
    const live = await db.liveNights.get(nightId);
    if (!live) return failure('not_live', 'This night is not live.');
    if (picks.length === 0)
      return failure('conflict_gone', 'These hands are no longer in conflict (another phone chose already).');
    const read = readLiveNight(await loadDoc(db, nightId));
    const aside: string[] = [];
    for (const { conflictId, entryId } of picks) {
      const conflict = read.ok ? read.night.conflicts.find((c) => c.id === conflictId) : undefined;
      if (!conflict || !conflict.entryIds.includes(entryId)) {
        return failure(
          'conflict_gone',
          'These hands are no longer in conflict (another phone chose already).',
        );
      }
      aside.push(...conflict.entryIds.filter((id) => id !== entryId));
    }
    await applyLive(db, live, { kind: 'marks', aside, settled: picks.map((pick) => pick.entryId), back: [] });
    return { ok: true };
  });
}

/** Brings an entry set aside back into the night (it counts again, and is no longer in conflict). */
export async function bringBack(db: TaiTableDB, nightId: string, entryId: string): Promise<DbResult> {
  return inTransaction(db, 'rw', writeTables(db), async (): Promise<DbResult> => {
    const live = await db.liveNights.get(nightId);
    if (!live) return failure('not_live', 'This night is not live.');
    const read = readLiveNight(await loadDoc(db, nightId));
    if (!read.ok || !read.night.setAside.some((item) => item.entryId === entryId)) {
      return failure('entry_not_set_aside', 'This hand is not set aside any more.');
    }
    await applyLive(db, live, { kind: 'marks', aside: [], settled: [entryId], back: [entryId] });
    return { ok: true };
  });
}

/** Closes this phone's connection to the night's room; the night stays live and reconnects when shown again. */
export function closeLive(db: TaiTableDB, nightId: string): void {
  closeConnection(db, nightId);
}

export { keptCopyKey };

/**
 * Makes the night local again on this phone: the connection closes and the room is forgotten; the
 * entries stay, and so does the night's whole history (its room updates, kept under `keptCopyKey`, out
 * of the way of a later room; the night's screen shows it read-only, features/ledger/live/KeptHistories.tsx):
 * going on alone never deletes this phone's last copy of the night. Only deleting the night does.
 */
export async function stopLive(db: TaiTableDB, nightId: string): Promise<DbResult> {
  closeConnection(db, nightId);
  const result = await inTransaction(
    db,
    'rw',
    [db.liveNights, db.liveUpdates],
    async (): Promise<DbResult> => {
      if (!(await db.liveNights.get(nightId))) return failure('not_live', 'This night is not live.');
      const kept = keptCopyKey(nightId, Date.now());
      // A sealed room's history is kept opened: the room's secret goes with the live night (kept-history.ts).
      const opened = keptCopyOf((await loadDoc(db, nightId)).doc);
      await db.liveNights.delete(nightId);
      const rows = db.liveUpdates.where('nightId').equals(nightId);
      if (opened) {
        await rows.delete();
        await db.liveUpdates.add({ nightId: kept, update: opened, local: 0 });
      } else await rows.modify({ nightId: kept });
      return { ok: true };
    },
  );
  if (result.ok) dropDoc(db, nightId);
  return result;
}

/** One revision of an entry in a live night's history: the entry as it was then, deleted (null), or unreadable. */
export type EntryRevision =
  { kind: 'entry'; entry: LedgerEntry } | { kind: 'deleted' } | { kind: 'unreadable' };

/**
 * Every revision an entry of a live night went through, oldest first, each checked as a backup's entry
 * would be: an edit that lost to another phone's is among them. A night not live answers `not_live`.
 */
export async function entryRevisions(
  db: TaiTableDB,
  nightId: string,
  entryId: string,
): Promise<DbResult<{ revisions: EntryRevision[] }>> {
  return inTransaction(
    db,
    'r',
    [db.liveNights, db.liveUpdates],
    async (): Promise<DbResult<{ revisions: EntryRevision[] }>> => {
      if (!(await db.liveNights.get(nightId))) return failure('not_live', 'This night is not live.');
      const { doc } = await loadDoc(db, nightId);
      const meta = readMeta(doc);
      if (!meta.ok) return failure('unreadable_room', 'The night in this room could not be read.');
      const revisions = entryHistory(doc, entryId).map((raw): EntryRevision => {
        if (raw === null) return { kind: 'deleted' };
        const checked = acceptEntry(meta.meta.settings, raw);
        return checked.ok && checked.value.id === entryId
          ? { kind: 'entry', entry: checked.value }
          : { kind: 'unreadable' };
      });
      return { ok: true, revisions };
    },
  );
}
