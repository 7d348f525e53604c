// Each live night's document in memory, one per night and database, shared by the writes of db/ledger
// (through the mirror), the connection to the room and the hook the screens read. A document is
// loaded from its stored updates; the updates that arrive from the room are stored and projected into
// the rows in batches, one transaction each, in the order they came.
import * as Y from 'yjs';
import { committedNightWatched, tellCommittedNight } from '../db/committed-night';
import { nightWithLastChange, type NightDetail } from '../db/ledger';
import type { TaiTableDB, UndoRow } from '../db/schema';
import { readNightDoc, type NightRead } from './doc';
import { phoneKeysOf } from './phone';
import { projectNight, projectionTables } from './project';
import { traceMark } from './trace';
import { reuseOpenings, sealDoc, sealedRoomFor, takeOpenings } from './sealed';
import type { LiveUpdateRow } from '../db/schema';
import type { Mirrored, WrittenNight } from '../db/live-hook';

/** Origins of document transactions: this phone's own writes, and loading from storage. Anything else came from the room. */
export const LOCAL_ORIGIN = Symbol('this phone');
export const LOAD_ORIGIN = Symbol('storage');

export interface LiveDoc {
  readonly db: TaiTableDB;
  readonly nightId: string;
  /**
   * The night's document. Replaced only when this phone moves off a Yjs client id another phone's key
   * took in the room (src/sync/rebind.ts): read it anew on each use, never keep it.
   */
  doc: Y.Doc;
  /** Changes made on this phone that the server has not acknowledged yet. */
  waiting: number;
  /** Called after the document changed (from anywhere) and after a batch was projected. */
  readonly listeners: Set<() => void>;
  /** Resolves once every update that arrived so far is stored and projected. */
  settled(): Promise<void>;
  /** The last failure storing or projecting the room's updates, kept until a later batch succeeds. */
  problem: string | null;
  /** The last stored update this document holds: another tab's later ones are caught up on next use. */
  lastSeq: number;
  /**
   * Whether this phone's connection says Live (connected, synced, acknowledged in time): set by the
   * connection (src/sync/connection.ts), written on this phone's recordings (a hand conflict "at the same time").
   */
  upToDate: boolean;
  /** How many times the document changed since it was adopted (every update, from anywhere): see readLiveNight. */
  changes: number;
}

const docs = new WeakMap<TaiTableDB, Map<string, LiveDoc>>();
/** Each live document's listener of its document's updates (adoptDoc), moved along when the document is replaced. */
const updateListeners = new WeakMap<LiveDoc, (update: Uint8Array, origin: unknown) => void>();

const nightsOf = (db: TaiTableDB): Map<string, LiveDoc> => {
  let nights = docs.get(db);
  if (!nights) {
    nights = new Map();
    docs.set(db, nights);
  }
  return nights;
};

const reads = new WeakMap<LiveDoc, { changes: number; read: NightRead }>();

/**
 * The night as the document says it now, read once per change of the document. The document's every
 * change passes its `update` event, which counts it (adoptDoc) before anything is told of it, and the
 * read is a pure function of the document: so the read made at a count is the night until the count
 * moves, and this phone's write, the connection's strip and the projection of a batch of the room's
 * changes share one read of each change instead of reading the whole night each.
 */
export function readLiveNight(live: LiveDoc): NightRead {
  const cached = reads.get(live);
  if (cached && cached.changes === live.changes) return cached.read;
  const read = readNightDoc(live.doc);
  reads.set(live, { changes: live.changes, read });
  return read;
}

/**
 * How far the document has come: the sum of its state vector, which grows with every change it takes
 * (from anywhere) and never falls. The night's rows are marked with the clock of the read they hold, and
 * the state a screen reads with the clock of its night part, so a screen can tell rows older than the
 * state it shows beside them (useLiveNightWith).
 */
export function docClock(doc: Y.Doc): number {
  let clock = 0;
  for (const count of Y.decodeStateVector(Y.encodeStateVector(doc)).values()) clock += count;
  return clock;
}

export const loadedDoc = (db: TaiTableDB, nightId: string): LiveDoc | undefined => nightsOf(db).get(nightId);

/** The tables storing and projecting the room's updates need. */
export const storeTables = (db: TaiTableDB) => [...projectionTables(db), db.liveNights, db.liveUpdates];

/**
 * The night's document, loaded from its stored updates when it is not in memory yet. May run inside a
 * transaction that holds the live tables (it awaits only Dexie).
 */
export async function loadDoc(db: TaiTableDB, nightId: string): Promise<LiveDoc> {
  const loaded = loadedDoc(db, nightId);
  if (loaded) {
    await catchUp(loaded);
    return loaded;
  }
  const rows = await db.liveUpdates.where('nightId').equals(nightId).toArray();
  const doc = new Y.Doc();
  doc.transact(() => {
    for (const row of rows) Y.applyUpdate(doc, row.update);
  }, LOAD_ORIGIN);
  const live = await db.liveNights.get(nightId);
  // A sealed room's document is read by opening its envelopes, and written by this phone's keys.
  const room = live ? sealedRoomFor(live.room, phoneKeysOf(db)) : null;
  if (room) {
    sealDoc(doc, room);
    reuseOpenings(doc, keptOpenings(rows));
  }
  const waiting = rows.filter((row) => row.local === 1 && (row.seq ?? 0) > (live?.confirmedSeq ?? 0)).length;
  const adopted = adoptDoc(db, nightId, doc, waiting);
  adopted.lastSeq = Math.max(adopted.lastSeq, ...rows.map((row) => row.seq ?? 0));
  return adopted;
}

/**
 * Applies the updates stored since the document was loaded by someone else: another tab of this phone
 * recording into the same night. Without it, a projection from this tab would hide that tab's hands.
 */
async function catchUp(live: LiveDoc): Promise<void> {
  const { db, nightId } = live;
  const read = await db.liveUpdates
    .where('[nightId+seq]')
    .between([nightId, live.lastSeq + 1], [nightId, Infinity])
    .toArray();
  // Read again against the mark now: this document may have stored some of them itself while the read was queued.
  const rows = read.filter((row) => (row.seq ?? 0) > live.lastSeq);
  if (rows.length === 0) return;
  reuseBeforeApplying(live.doc, rows);
  live.waiting += rows.filter((row) => row.local === 1).length;
  live.lastSeq = Math.max(live.lastSeq, ...rows.map((row) => row.seq ?? 0));
}

/** What rows of the room's updates keep of the envelopes this phone opened (sealed.ts), whatever shape storage gave. */
const keptOpenings = (rows: readonly LiveUpdateRow[]): unknown[] =>
  rows.flatMap((row) => (Array.isArray(row.opened) ? (row.opened as unknown[]) : []));

/**
 * Applies stored rows to a document, and takes back the envelopes opened with them: another tab of this
 * phone opened them (the same phone, the same storage).
 */
function reuseBeforeApplying(doc: Y.Doc, rows: readonly LiveUpdateRow[]): void {
  doc.transact(() => {
    for (const row of rows) Y.applyUpdate(doc, row.update);
  }, LOAD_ORIGIN);
  reuseOpenings(doc, keptOpenings(rows));
}

/**
 * Inside the caller's transaction: stores updates of the night and projects `read` into its rows, both
 * asked for at once and waited for together. IndexedDB runs one transaction's requests in the order
 * asked, so the updates are stored before the projection reads, and the two answers cross instead of one
 * waiting for the other (each was a round trip to the browser's storage between a hand and its drawing);
 * either failing aborts both. The stored updates are noted as this document's. Answers whether the
 * projection changed any row, and the clock it marked them with.
 */
export async function storeAndProject(
  live: LiveDoc,
  rows: readonly LiveUpdateRow[],
  read: NightRead,
  written?: WrittenNight,
): Promise<Mirrored> {
  // `read` is of the document as it is now (each caller reads it in the same turn): the rows are marked with its clock.
  const clock = docClock(live.doc);
  const [seqs, changed] = await Promise.all([
    live.db.liveUpdates.bulkAdd(rows, { allKeys: true }),
    read.ok ? projectNight(live.db, live.nightId, read.night, clock, written) : false,
  ]);
  noteStored(live, seqs);
  return { changed, docClock: clock };
}

/** Notes an update this document wrote itself (so catching up does not count it twice). */
export function noteStored(live: LiveDoc, seqs: readonly number[]): void {
  live.lastSeq = Math.max(live.lastSeq, ...seqs);
}

/** Past this many stored updates, a night's acknowledged ones are merged into one when its connection opens. */
export const COMPACT_AFTER = 200;

/**
 * Merges the night's stored updates into one, keeping apart only this phone's changes the server has not
 * acknowledged (so they are still counted as waiting after a reload). Its own transaction.
 */
export async function compactUpdates(db: TaiTableDB, nightId: string): Promise<void> {
  await db.transaction('rw', [db.liveNights, db.liveUpdates], async () => {
    const live = await db.liveNights.get(nightId);
    if (!live) return;
    const rows = await db.liveUpdates.where('nightId').equals(nightId).toArray();
    if (rows.length <= COMPACT_AFTER) return;
    const merged = rows.filter((row) => row.local === 0 || (row.seq ?? 0) <= live.confirmedSeq);
    if (merged.length < 2) return;
    await db.liveUpdates.bulkDelete(merged.map((row) => row.seq!));
    // Added after the waiting ones, so it counts as neither waiting nor new: it is not local. It keeps the
    // envelopes opened with the rows it merges.
    const opened = keptOpenings(merged) as LiveUpdateRow['opened'];
    await db.liveUpdates.add({
      nightId,
      update: Y.mergeUpdates(merged.map((row) => row.update)),
      local: 0,
      ...(opened && opened.length > 0 ? { opened } : {}),
    });
  });
}

/** How long after a failed store of the room's changes (the phone's storage full) it is tried again. */
export const STORE_RETRY_MS = 3_000;

/** Makes `doc` the night's document in memory; when another got there first, this one's contents go into it. */
export function adoptDoc(db: TaiTableDB, nightId: string, doc: Y.Doc, waiting = 0): LiveDoc {
  const nights = nightsOf(db);
  const existing = nights.get(nightId);
  if (existing) {
    Y.applyUpdate(existing.doc, Y.encodeStateAsUpdate(doc), LOAD_ORIGIN);
    return existing;
  }
  let pending: Uint8Array[] = [];
  let queue: Promise<void> = Promise.resolve();
  let scheduled = false;
  const live: LiveDoc = {
    db,
    nightId,
    doc,
    waiting,
    listeners: new Set(),
    problem: null,
    lastSeq: 0,
    upToDate: false,
    changes: 0,
    settled: async () => {
      do {
        await new Promise((resolve) => setTimeout(resolve, 0));
        await queue;
      } while (scheduled);
    },
  };
  const notify = () => {
    for (const listener of [...live.listeners]) listener();
  };
  const flush = async () => {
    scheduled = false;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    traceMark('live:flush-start');
    // A Night screen drawing the night is handed it as this batch commits it (db/committed-night.ts),
    // read inside the same transaction: it draws the room's change without reading the night again.
    const handing = committedNightWatched(db, nightId);
    const committed: { now?: { night: NightDetail; lastChange: UndoRow | null } } = {};
    try {
      await db.transaction('rw', handing ? [...storeTables(db), db.undo] : storeTables(db), async () => {
        // Asked together, and the batch stored while the rows are projected: each request waited for in
        // turn was a round trip to the browser's storage between the hand's arrival and its drawing.
        const [night] = await Promise.all([db.liveNights.get(nightId), catchUp(live)]);
        // A night this phone left (or deleted) while the updates were on their way: nothing to store.
        if (!night) return;
        const read = readLiveNight(live);
        traceMark('live:flush-read');
        // The envelopes the read verified and opened are kept with the batch: a reopened night need not check them again.
        const opened = takeOpenings(live.doc);
        const rows = batch.map((update, i) => ({
          nightId,
          update,
          local: 0 as const,
          ...(i === 0 && opened.length > 0 ? { opened } : {}),
        }));
        const { changed } = await storeAndProject(live, rows, read);
        traceMark('live:flush-projected');
        if (handing && changed) {
          const now = await nightWithLastChange(db, nightId);
          // A night that cannot be read is not handed: the screen's own read says why.
          if (now.ok) committed.now = { night: now.night, lastChange: now.lastChange };
        }
      });
      traceMark('live:flush-committed');
      live.problem = null;
    } catch (error) {
      // Kept in memory (the document still holds them): the next batch tries again with these in front,
      // and so does a retry in a moment, for a room gone quiet: space made on the phone is all it takes.
      pending = [...batch, ...pending];
      // Rolled back: the night read inside is not what the database holds.
      delete committed.now;
      live.problem = error instanceof Error ? error.message : String(error);
      console.error('live night: could not store the room’s changes:', live.problem);
      setTimeout(retry, STORE_RETRY_MS);
    }
    // Outside the try: a listener's failure is not the batch's (the batch is stored).
    if (committed.now) {
      tellCommittedNight(db, committed.now.night, committed.now.lastChange);
      traceMark('live:flush-handed');
    }
    notify();
  };
  const retry = () => {
    // Not for a night this phone forgot meanwhile (left, deleted), nor when a batch is already on its way.
    if (nightsOf(db).get(nightId) !== live || scheduled || pending.length === 0) return;
    scheduled = true;
    queue = queue.then(flush);
  };
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    live.changes += 1;
    if (origin !== LOCAL_ORIGIN && origin !== LOAD_ORIGIN) {
      traceMark('live:remote-update');
      pending.push(update);
      if (!scheduled) {
        scheduled = true;
        // Out of whatever transaction is running now (an update can arrive inside one): a timer
        // starts clean, and a burst of updates is stored and projected as one batch.
        setTimeout(() => {
          queue = queue.then(flush);
        }, 0);
      }
    }
    notify();
    if (origin !== LOCAL_ORIGIN && origin !== LOAD_ORIGIN) traceMark('live:remote-notified');
  };
  doc.on('update', onUpdate);
  updateListeners.set(live, onUpdate);
  nights.set(nightId, live);
  return live;
}

/**
 * Makes `fresh` the night's document in memory in place of the one it had (its listeners move with it),
 * and tells the listeners: the night is read anew from it. The caller stored what `fresh` holds.
 */
export function replaceDoc(live: LiveDoc, fresh: Y.Doc, lastSeq: number, waiting: number): void {
  const onUpdate = updateListeners.get(live);
  const old = live.doc;
  if (onUpdate) {
    old.off('update', onUpdate);
    fresh.on('update', onUpdate);
  }
  live.doc = fresh;
  live.changes += 1;
  live.lastSeq = Math.max(live.lastSeq, lastSeq);
  live.waiting = waiting;
  old.destroy();
  for (const listener of [...live.listeners]) listener();
}

/** Forgets the night's document (it left the room, or was deleted). */
export function dropDoc(db: TaiTableDB, nightId: string): void {
  const live = nightsOf(db).get(nightId);
  if (!live) return;
  nightsOf(db).delete(nightId);
  live.doc.destroy();
}
