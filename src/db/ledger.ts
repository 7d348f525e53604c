// The night ledger on the phone: create and list nights, record, edit, delete and undo entries.
// Each function is one transaction; bad input is refused before anything is written.
import Dexie from 'dexie';
import {
  LedgerInputError,
  computeLedger,
  describeEntry,
  nightNameProblem,
  nightOptions,
  validateSettings,
  type Ledger,
  type LedgerEntry,
  type LedgerRow,
  type PerPlayer,
  type PlayerIndex,
  type NightSettings,
} from '../core/ledger';
import type { ProfileId } from '../core/types';
import { newId } from './ids';
import {
  MAX_ENTRIES_PER_NIGHT,
  MAX_SESSION_NAME_LENGTH,
  damagedNight,
  restoreEntry,
  restoreHandRow,
  restoreHandRows,
  restoreNightRow,
  tooManyEntries,
} from './restore';
import {
  liveEngineLoaded,
  liveFormatProblem,
  liveTables,
  loadLiveEngine,
  mirrorLive,
  type LiveChange,
  type WrittenNight,
} from './live-hook';
import { failure, inTransaction, refused, nightNotFound, type DbResult } from './result';
import type { HandRow, PaymentRow, NightRow, NightStatus, TaiTableDB, UndoAction, UndoRow } from './schema';

export { MAX_ENTRIES_PER_NIGHT, MAX_SESSION_NAME_LENGTH };

/** A night as the night list shows it. */
export interface NightSummary {
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  status: NightStatus;
  profile: ProfileId;
  /** The unit in cents. */
  unit: number;
  players: PerPlayer<string>;
  totals: PerPlayer<number>;
  entryCount: number;
}

/** A whole night: its settings, its entries in order, and the ledger computed from them. */
export interface NightDetail extends NightSummary {
  settings: NightSettings;
  entries: LedgerEntry[];
  /** Each entry's revision, in the order of `entries`: an edit says which one it changed. */
  versions: number[];
  ledger: Ledger;
  /** Payment addresses shared with the table on a live night, as stored: read through core/pay-codes' readSharedAddresses. */
  payShared?: unknown;
  /** A live night's mark of the document's read the rows hold (schema.ts's NightRow.docClock). */
  docClock?: number;
}

/** A night that could not be read, as the list of nights shows it: its name and why, so it can be deleted. */
export interface DamagedNight {
  id: string;
  name: string;
  message: string;
}

/** What an edit expects: the revision of the entry the player was looking at. */
export interface EditExpectation {
  version: number;
}

/** What an undo expects to take back: the change the player was shown. */
export interface UndoExpectation {
  seq: number;
  entryId: string;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An entry as a screen records it: the id and time are made here when not given. */
export type EntryDraft = DistributiveOmit<LedgerEntry, 'id' | 'at'> & { id?: string; at?: number };

/**
 * What a change answers besides the night: the last change of the night's undo history once it was
 * written (null: none left), so a screen can say what Undo would take back without reading it again.
 */
export interface Committed {
  lastChange: UndoRow | null;
}

/**
 * Told, for a change to a live night, as soon as it is in the night's document and on its way to the
 * table, before its transaction has stored it and projected the document back into the rows (a round
 * trip or three to the browser's storage, and the commit): the night as the change leaves it, and its
 * undo. A screen draws it then, not after. What the change then answers is the night as committed (the
 * same, unless the room held changes the rows lacked), or why it failed: the screen takes the drawing
 * back. Not told for a night that is not live: its commit follows at once.
 */
export type SentChange = (night: NightDetail, lastChange: UndoRow | null) => void;

export interface UndoneChange {
  action: UndoAction;
  entryId: string;
}

const allTables = (db: TaiTableDB) => [
  db.sessions,
  db.players,
  db.hands,
  db.payments,
  db.undo,
  db.formats,
  ...liveTables(db),
];

/** Before a write's transaction: the live engine loaded when the night is live; a storage failure answered in words. */
async function readyForLive(db: TaiTableDB, nightId: string): Promise<DbResult> {
  // A newer version's tab took the database over (Dexie closed it here): nothing can be written, and the player is told why.
  if (db.outdated) return reloadNeeded();
  // The engine already loaded (as it is on every screen while a live night is open): nothing to load,
  // and the night's format is checked inside the write's own transaction (openForWrite), so a
  // recording waits for one transaction, not two.
  if (liveEngineLoaded()) return { ok: true };
  // 'rw' although it only reads: a failure here is the write's failure, and says so in its words.
  const found = await inTransaction(
    db,
    'rw',
    [db.liveNights, db.formats],
    async (): Promise<DbResult<{ live: boolean }>> => {
      const live = (await db.liveNights.get(nightId)) !== undefined;
      // A live night written by a tab of an older version than another tab of this phone: refused, with a reason to reload.
      if (live && (await liveFormatProblem(db)) !== null) return reloadNeeded();
      return { ok: true, live };
    },
  );
  if (!found.ok) return found;
  if (found.live) await loadLiveEngine();
  return { ok: true };
}

/**
 * Inside a write's transaction, first: the night as stored, and whether this tab may write to it: not
 * to a live night when a newer version's tab wrote a newer format (liveFormatProblem). Read together.
 */
async function openForWrite(
  db: TaiTableDB,
  nightId: string,
): Promise<DbResult<{ row: NightRow; hands: HandRow[] }>> {
  const [night, format] = await Promise.all([readNight(db, nightId), liveWriteProblem(db, nightId)]);
  return format ?? night;
}

async function liveWriteProblem(
  db: TaiTableDB,
  nightId: string,
): Promise<ReturnType<typeof reloadNeeded> | null> {
  // Asked together (each a round trip to the browser's storage); the format counts only for a live night.
  const format = db.formats.get('live');
  const [live] = await Promise.all([db.liveNights.get(nightId), format]);
  if (live === undefined) return null;
  return (await liveFormatProblem(db, format)) === null ? null : reloadNeeded();
}

/**
 * After a write's own rows: a live night's change goes into its document too (db/live-hook.ts), which
 * projects the document back into the rows (`written`: those rows, as the write left them); when that
 * changed a row, the view answered is read again from them (when it changed none, the rows are the ones
 * the view was computed from).
 */
async function reachLive(
  db: TaiTableDB,
  nightId: string,
  change: LiveChange,
  view: NightDetail,
  written: WrittenNight,
  sent?: { tell: SentChange; lastChange: UndoRow | null },
): Promise<NightDetail> {
  const tellSent =
    sent &&
    ((docClock: number) => {
      // A screen's failure to draw is not the change's: the change is already on its way to the table.
      try {
        sent.tell({ ...view, docClock }, sent.lastChange);
      } catch (error) {
        console.error(error);
      }
    });
  const mirrored = await mirrorLive(db, nightId, change, written, tellSent);
  if (mirrored === 'local') return view;
  // The rows already said it (the write's own): only the mark of the document's read moved.
  if (!mirrored.changed) return { ...view, docClock: mirrored.docClock };
  const again = await readView(db, nightId);
  if (!again.ok) throw new Error(`The live night could not be read back: ${again.error.message}`);
  return again.night;
}

/**
 * Starts a night. With an `id` (made once by the form), starting again is one night, not two: a
 * second call with the same id answers the night already started.
 */
export async function createNight(
  db: TaiTableDB,
  settings: NightSettings,
  name?: string,
  id?: string,
): Promise<DbResult<{ night: NightDetail }>> {
  const checked = validateSettings(settings);
  if (!checked.ok) return refused(checked.errors);
  const now = Date.now();
  const trimmed = name?.trim() ?? '';
  if (nightNameProblem(trimmed) === 'night_name_too_long') {
    return failure(
      'invalid_name',
      `Keep the night’s name to ${MAX_SESSION_NAME_LENGTH} characters or fewer.`,
      'name',
    );
  }
  const row: NightRow = {
    id: id ?? newId(),
    createdAt: now,
    updatedAt: now,
    name: trimmed || defaultNightName(now),
    settings: checked.value,
    status: 'open',
    totals: [0, 0, 0, 0],
    entryCount: 0,
  };
  return inTransaction(db, 'rw', [db.sessions, db.players, db.hands], async () => {
    if (id !== undefined && (await db.sessions.get(id))) return readView(db, id);
    await db.sessions.add(row);
    await db.players.bulkAdd(
      row.settings.players.map((player, index) => ({
        sessionId: row.id,
        index: index as PlayerIndex,
        name: player,
      })),
    );
    return { ok: true, night: viewOf(row, []) };
  });
}

/** "Fri, 13 Jun 2025": a night named by its night until the players name it. */
function defaultNightName(at: number): string {
  return new Date(at).toLocaleDateString('en-SG', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** Every night, newest first, with its final totals; a row that cannot be read is listed apart, to be deleted. */
export async function listNights(
  db: TaiTableDB,
): Promise<DbResult<{ nights: NightSummary[]; damaged: DamagedNight[] }>> {
  return inTransaction(db, 'r', [db.sessions], async () => {
    const rows = await db.sessions.orderBy('createdAt').reverse().toArray();
    const nights: NightSummary[] = [];
    const damaged: DamagedNight[] = [];
    for (const raw of rows) {
      const restored = restoreNightRow(raw);
      if (restored.ok) nights.push(summaryOf(restored.row));
      else
        damaged.push({
          ...(restored.error.night ?? { id: raw.id, name: '' }),
          message: restored.error.message,
        });
    }
    return { ok: true, nights, damaged };
  });
}

export async function getNight(db: TaiTableDB, nightId: string): Promise<DbResult<{ night: NightDetail }>> {
  return inTransaction(db, 'r', [db.sessions, db.hands], () => readView(db, nightId));
}

/**
 * A night's row and its hands, read through the restore layer: checked, and brought to the current
 * shape. Every function here reads a night this way, so a damaged one is refused, never shown half.
 * Inside a transaction, so that its two reads see one state.
 */
export async function readNight(
  db: TaiTableDB,
  nightId: string,
): Promise<DbResult<{ row: NightRow; hands: HandRow[] }>> {
  // Asked together: each is a round trip to the browser's storage, and the hands' read needs nothing of the row's.
  const [raw, rawHands] = await Promise.all([db.sessions.get(nightId), handsOf(db, nightId)]);
  if (!raw) return nightNotFound();
  const restored = restoreNightRow(raw);
  if (!restored.ok) return restored;
  const hands = restoreHandRows(restored.row, rawHands);
  if (!hands.ok) return hands;
  return { ok: true, row: restored.row, hands: hands.hands };
}

async function readView(db: TaiTableDB, nightId: string): Promise<DbResult<{ night: NightDetail }>> {
  const night = await readNight(db, nightId);
  if (!night.ok) return night;
  return safeView(night.row, night.hands);
}

/** The view, or the night named as damaged when its entries do not add up. */
export function safeView(row: NightRow, hands: readonly HandRow[]): DbResult<{ night: NightDetail }> {
  try {
    return { ok: true, night: viewOf(row, hands) };
  } catch (error) {
    if (error instanceof LedgerInputError)
      return damagedNight(row, `its saved hands do not add up (${error.message}).`);
    throw error;
  }
}

export async function addEntry(
  db: TaiTableDB,
  nightId: string,
  draft: EntryDraft,
  sent?: SentChange,
): Promise<DbResult<{ entry: LedgerEntry; night: NightDetail } & Committed>> {
  const ready = await readyForLive(db, nightId);
  if (!ready.ok) return ready;
  return inTransaction(db, 'rw', allTables(db), async () => {
    const night = await openForWrite(db, nightId);
    if (!night.ok) return night;
    const { row, hands } = night;
    if (row.status === 'finished') return finished();
    const checked = restoreEntry(row.settings, {
      ...draft,
      id: draft.id ?? newId(),
      at: draft.at ?? Date.now(),
    });
    if (!checked.ok) return refused(checked.errors);
    const entry = checked.value;
    if (hands.some((hand) => hand.id === entry.id)) {
      return failure('entry_id_taken', 'This hand was already recorded.', 'id');
    }
    if (hands.length >= MAX_ENTRIES_PER_NIGHT) return tooManyEntries();
    const hand: HandRow = {
      sessionId: nightId,
      id: entry.id,
      seq: (hands.at(-1)?.seq ?? 0) + 1,
      entry,
      version: 0,
    };
    const view = viewOf(row, [...hands, hand]);
    // Sent together, not one after another's answer: IndexedDB still runs them in this order, in this
    // one transaction, and any failure aborts them all. Transfers depend on the entry alone, so a new
    // entry only adds its own payments.
    const [, undo, , session] = await Promise.all([
      db.hands.add(hand),
      recordUndo(db, nightId, 'add', entry.id, null),
      db.payments.bulkAdd(paymentRows(nightId, [view.ledger.rows.at(-1)!])),
      saveSummary(db, row, view),
    ]);
    return {
      ok: true,
      entry,
      night: await reachLive(
        db,
        nightId,
        { kind: 'record', entry },
        session,
        summarised(row, session, [...hands, hand]),
        sent && { tell: sent, lastChange: undo },
      ),
      lastChange: undo,
    };
  });
}

/**
 * Replaces an entry; everything after it is recomputed and the payments rewritten. The entry keeps
 * its time unless `at` is given. `expected.version` is the revision the player edited: if the entry
 * changed since (in another window), the save is refused and the message says what it is now.
 */
export async function updateEntry(
  db: TaiTableDB,
  nightId: string,
  entryId: string,
  draft: EntryDraft,
  expected: EditExpectation,
  sent?: SentChange,
): Promise<DbResult<{ entry: LedgerEntry; night: NightDetail } & Committed>> {
  const ready = await readyForLive(db, nightId);
  if (!ready.ok) return ready;
  return inTransaction(db, 'rw', allTables(db), async () => {
    const night = await openForWrite(db, nightId);
    if (!night.ok) return night;
    const { row, hands } = night;
    if (row.status === 'finished') return finished();
    if (draft.id !== undefined && draft.id !== entryId) {
      return failure(
        'entry_id_mismatch',
        'This change belongs to another hand: open the hand again and edit it there.',
        'id',
      );
    }
    const index = hands.findIndex((hand) => hand.id === entryId);
    const old = hands[index];
    if (!old) return entryNotFound();
    if (old.version !== expected.version) return staleEntry(row, old, index, await whereElse(db, nightId));
    const checked = restoreEntry(row.settings, { ...draft, id: entryId, at: draft.at ?? old.entry.at });
    if (!checked.ok) return refused(checked.errors);
    const hand: HandRow = { ...old, entry: checked.value, version: old.version + 1 };
    await db.hands.put(hand);
    const undo = await recordUndo(db, nightId, 'edit', entryId, old);
    hands[index] = hand;
    const session = await saveRecomputed(db, row, hands);
    const change: LiveChange = { kind: 'revise', entryId, entry: checked.value };
    return {
      ok: true,
      entry: checked.value,
      night: await reachLive(
        db,
        nightId,
        change,
        session,
        summarised(row, session, hands),
        sent && { tell: sent, lastChange: undo },
      ),
      lastChange: undo,
    };
  });
}

/** Deletes an entry; with `expected`, only the revision the player saw (a stale delete is refused like a stale edit). */
export async function deleteEntry(
  db: TaiTableDB,
  nightId: string,
  entryId: string,
  expected?: EditExpectation,
  sent?: SentChange,
): Promise<DbResult<{ night: NightDetail } & Committed>> {
  const ready = await readyForLive(db, nightId);
  if (!ready.ok) return ready;
  return inTransaction(db, 'rw', allTables(db), async () => {
    const night = await openForWrite(db, nightId);
    if (!night.ok) return night;
    const { row, hands } = night;
    if (row.status === 'finished') return finished();
    const index = hands.findIndex((hand) => hand.id === entryId);
    const old = hands[index];
    if (!old) return entryNotFound();
    if (expected && old.version !== expected.version)
      return staleEntry(row, old, index, await whereElse(db, nightId));
    await db.hands.delete([nightId, entryId]);
    const undo = await recordUndo(db, nightId, 'delete', entryId, old);
    const left = hands.filter((hand) => hand !== old);
    const saved = await saveRecomputed(db, row, left);
    return {
      ok: true,
      night: await reachLive(
        db,
        nightId,
        { kind: 'revise', entryId, entry: null },
        saved,
        summarised(row, saved, left),
        sent && { tell: sent, lastChange: undo },
      ),
      lastChange: undo,
    };
  });
}

/**
 * Undoes the night's last add, edit or delete of an entry: the one the player was shown
 * (`expected`). When another change came since (in another window), nothing is undone and the
 * message says what the last change is now.
 */
export async function undoLast(
  db: TaiTableDB,
  nightId: string,
  expected: UndoExpectation,
): Promise<DbResult<{ undone: UndoneChange; night: NightDetail } & Committed>> {
  const ready = await readyForLive(db, nightId);
  if (!ready.ok) return ready;
  return inTransaction(db, 'rw', allTables(db), async () => {
    const night = await openForWrite(db, nightId);
    if (!night.ok) return night;
    const { row, hands } = night;
    if (row.status === 'finished') return finished();
    const last = await lastChange(db, nightId);
    if (!last) return failure('nothing_to_undo', 'There is nothing left to undo in this night.');
    if (last.seq !== expected.seq || last.entryId !== expected.entryId)
      return staleUndo(row, hands, last, await whereElse(db, nightId));
    const current = hands.find((hand) => hand.id === last.entryId);
    let after = hands.filter((hand) => hand.id !== last.entryId);
    let putBack: LedgerEntry | null = null;
    if (last.before) {
      const before = restoreHandRow(row, last.before);
      if (!before) return damagedNight(row, 'the entry its last undo would bring back is unreadable.');
      // A new revision: an edit form opened on the entry Undo replaced is now stale.
      const back: HandRow = { ...before, version: Math.max(before.version, current?.version ?? 0) + 1 };
      await db.hands.put(back);
      putBack = back.entry;
      after = [...after, back].sort((a, b) => a.seq - b.seq);
    } else {
      await db.hands.delete([nightId, last.entryId]);
    }
    await db.undo.delete([nightId, last.seq]);
    const recomputed = await saveRecomputed(db, row, after);
    const live = await reachLive(
      db,
      nightId,
      { kind: 'revise', entryId: last.entryId, entry: putBack, why: 'undo' },
      recomputed,
      summarised(row, recomputed, after),
    );
    return {
      ok: true,
      undone: { action: last.action, entryId: last.entryId },
      night: live,
      lastChange: await lastChange(db, nightId),
    };
  });
}

const CHANGE_WORDS: Readonly<Record<UndoAction, string>> = {
  add: 'recording',
  edit: 'an edit of',
  delete: 'deleting',
};

/** Where a change that came meanwhile was made, as far as this phone can tell: a live night's other phones, or another window. */
const whereElse = async (db: TaiTableDB, nightId: string): Promise<string> =>
  (await db.liveNights.get(nightId))
    ? 'on another phone of the table, or in another window'
    : 'in another window, perhaps';

function staleUndo(
  row: NightRow,
  hands: readonly HandRow[],
  last: UndoRow,
  where: string,
): { ok: false; error: { code: 'stale_change'; message: string } } {
  const entry = hands.find((hand) => hand.id === last.entryId)?.entry ?? last.before?.entry;
  const what = entry
    ? `${CHANGE_WORDS[last.action]} “${describeEntry(row.settings, entry)}”`
    : 'another change';
  return {
    ok: false,
    error: {
      code: 'stale_change',
      message: `This night was changed since Undo was offered (${where}): the last change is now ${what}. Nothing was undone; look again, and undo once more if you still want to.`,
    },
  };
}

function staleEntry(
  row: NightRow,
  now: HandRow,
  index: number,
  where: string,
): { ok: false; error: { code: 'stale_entry'; message: string } } {
  return {
    ok: false,
    error: {
      code: 'stale_entry',
      message: `Entry ${index + 1} was changed meanwhile (${where}) since you opened it: it is now “${describeEntry(row.settings, now.entry)}”. Your change was not saved; open the entry again to change it.`,
    },
  };
}

/**
 * What undoLast would take back, without taking it: the last change of the night's undo
 * history, or null. Screens say beforehand what an undo does, since it cannot be redone.
 */
export async function lastChange(db: TaiTableDB, nightId: string): Promise<UndoRow | null> {
  const last = await db.undo
    .where('[sessionId+seq]')
    .between([nightId, Dexie.minKey], [nightId, Dexie.maxKey])
    .last();
  return last ?? null;
}

/**
 * The night as it stands and the last change of its undo history, what a Night screen shows (getNight,
 * lastChange): inside a transaction that holds the night's rows and the undo history, read together.
 */
export async function nightWithLastChange(
  db: TaiTableDB,
  nightId: string,
): Promise<DbResult<{ night: NightDetail } & Committed>> {
  const [view, last] = await Promise.all([readView(db, nightId), lastChange(db, nightId)]);
  return view.ok ? { ...view, lastChange: last } : view;
}

export const finishNight = (db: TaiTableDB, sessionId: string): Promise<DbResult<{ night: NightDetail }>> =>
  setStatus(db, sessionId, 'finished');

export const reopenNight = (db: TaiTableDB, sessionId: string): Promise<DbResult<{ night: NightDetail }>> =>
  setStatus(db, sessionId, 'open');

/** Finishing a finished night (or reopening an open one) changes nothing and is not an error. */
async function setStatus(
  db: TaiTableDB,
  nightId: string,
  status: NightStatus,
): Promise<DbResult<{ night: NightDetail }>> {
  const ready = await readyForLive(db, nightId);
  if (!ready.ok) return ready;
  return inTransaction(db, 'rw', allTables(db), async () => {
    const night = await openForWrite(db, nightId);
    if (!night.ok) return night;
    const { row, hands } = night;
    let updated = row;
    if (row.status !== status) {
      updated = { ...row, status, updatedAt: Date.now() };
      await db.sessions.put(updated);
      const view = safeView(updated, hands);
      if (!view.ok) return view;
      const written = { row: updated, hands };
      return {
        ok: true,
        night: await reachLive(db, nightId, { kind: 'status', status }, view.night, written),
      };
    }
    return safeView(updated, hands);
  });
}

/** Removes a night with all its players, hands, payments and undo history. */
export async function deleteNight(db: TaiTableDB, sessionId: string): Promise<DbResult> {
  return inTransaction(db, 'rw', allTables(db), async () => {
    if (!(await db.sessions.get(sessionId))) return nightNotFound();
    await db.sessions.delete(sessionId);
    await db.players.where('sessionId').equals(sessionId).delete();
    await db.hands.where('sessionId').equals(sessionId).delete();
    await db.payments.where('sessionId').equals(sessionId).delete();
    await db.undo.where('sessionId').equals(sessionId).delete();
    // A live night deleted here leaves its room (the other phones keep their copies).
    await db.liveNights.delete(sessionId);
    await db.liveUpdates.where('nightId').equals(sessionId).delete();
    // And the live history it kept on going on alone (kept-copies.ts keptCopyPrefix, written out: that
    // module stays off the first screen): the player asked for the night to go, all of it.
    await db.liveUpdates.where('nightId').startsWith(`kept:${sessionId}:`).delete();
    return { ok: true };
  });
}

// ---- Helpers shared with the backup (each runs inside its caller's transaction) ----

/** A night's entries in the order they happened. */
export async function handsOf(db: TaiTableDB, nightId: string): Promise<HandRow[]> {
  return db.hands
    .where('[sessionId+seq]')
    .between([nightId, Dexie.minKey], [nightId, Dexie.maxKey])
    .toArray();
}

export function summaryOf(row: NightRow): NightSummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    status: row.status,
    profile: row.settings.profile,
    unit: nightOptions(row.settings).unit,
    players: row.settings.players,
    totals: row.totals,
    entryCount: row.entryCount,
  };
}

export function viewOf(row: NightRow, hands: readonly HandRow[]): NightDetail {
  const entries = hands.map((hand) => hand.entry);
  const ledger = computeLedger(row.settings, entries);
  return {
    ...summaryOf(row),
    totals: ledger.totals,
    entryCount: entries.length,
    settings: row.settings,
    entries,
    versions: hands.map((hand) => hand.version),
    ledger,
    ...(row.payShared !== undefined ? { payShared: row.payShared } : {}),
    ...(row.docClock !== undefined ? { docClock: row.docClock } : {}),
  };
}

export function paymentRows(nightId: string, rows: readonly LedgerRow[]): Omit<PaymentRow, 'id'>[] {
  return rows.flatMap((row) =>
    row.transfers.map((t) => ({
      sessionId: nightId,
      entryId: row.entry.id,
      from: t.from,
      to: t.to,
      amount: t.amount,
    })),
  );
}

/** Recomputes the whole ledger, rewrites every payment of the night and its summary. */
async function saveRecomputed(
  db: TaiTableDB,
  row: NightRow,
  hands: readonly HandRow[],
): Promise<NightDetail> {
  const view = viewOf(row, hands);
  await db.payments.where('sessionId').equals(row.id).delete();
  await db.payments.bulkAdd(paymentRows(row.id, view.ledger.rows));
  return saveSummary(db, row, view);
}

/** The night row's fields saveSummary writes: what the view totals, and when. */
const summaryFields = (view: NightDetail, updatedAt: number) => ({
  totals: view.ledger.totals,
  entryCount: view.entries.length,
  updatedAt,
});

/** The night's rows as saveSummary left them (the view it answered): its row with those fields, and `hands`. */
const summarised = (row: NightRow, view: NightDetail, hands: readonly HandRow[]): WrittenNight => ({
  row: { ...row, ...summaryFields(view, view.updatedAt) },
  hands,
});

async function saveSummary(db: TaiTableDB, row: NightRow, view: NightDetail): Promise<NightDetail> {
  const updatedAt = Date.now();
  await db.sessions.update(row.id, summaryFields(view, updatedAt));
  return { ...view, updatedAt };
}

async function recordUndo(
  db: TaiTableDB,
  nightId: string,
  action: UndoAction,
  entryId: string,
  before: HandRow | null,
): Promise<UndoRow> {
  const last = await lastChange(db, nightId);
  const undo: UndoRow = {
    sessionId: nightId,
    seq: (last?.seq ?? 0) + 1,
    at: Date.now(),
    action,
    entryId,
    before,
  };
  await db.undo.add(undo);
  return undo;
}

const reloadNeeded = () =>
  failure(
    'reload_needed',
    'A newer version of the app is open on this phone: reload this tab to change a live night.',
  );
const entryNotFound = () => failure('entry_not_found', 'This hand is no longer in the night.');
const finished = () => failure('night_finished', 'This night is finished: reopen it to change its hands.');
