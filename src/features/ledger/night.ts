// Finding the open night on the phone, and what Undo would take back, for the ledger screens.
import type { LedgerEntry } from '../../core/ledger';
import { CURRENT_NIGHT_KEY, rememberNightOpen } from '../../state/night-table';
import {
  getNight,
  lastChange,
  listNights,
  type DamagedNight,
  type DbResult,
  type NightSummary,
  type NightDetail,
  type TaiTableDB,
  type UndoAction,
  type UndoRow,
} from '../../db';

/**
 * Set when the browser refused local storage (full, or blocked): the pointer is a convenience, so
 * the app goes on without it (the open night touched last is the current one) and says so once.
 */
let pointerRefused = false;

export const storageRefusedPointer = (): boolean => pointerRefused;

/** Remembers the current night; false when the browser refused (the night itself is saved in IndexedDB regardless). */
export function rememberCurrent(nightId: string | null): boolean {
  // The score screen's first paint reads this mark before the ledger can be read (see night-table).
  rememberNightOpen(nightId !== null);
  try {
    if (nightId === null) localStorage.removeItem(CURRENT_NIGHT_KEY);
    else localStorage.setItem(CURRENT_NIGHT_KEY, nightId);
    return true;
  } catch {
    // Refused storage is not an error for the night: noted, and the screen tells the player once.
    pointerRefused = true;
    return false;
  }
}

/**
 * The night was finished here: no night is open for the score screen's first paint, but the pointer stays
 * on it, so the phone stays on the finished night (its live room connected, to hear of a reopen:
 * sync/keep.ts) until another night is started, joined or reopened here.
 */
export function rememberFinished(nightId: string): boolean {
  const remembered = rememberCurrent(nightId);
  rememberNightOpen(false);
  return remembered;
}

/** The night this phone is on (started, joined, reopened or finished here last), or null. */
export function rememberedCurrent(): string | null {
  try {
    return localStorage.getItem(CURRENT_NIGHT_KEY);
  } catch {
    // Unreadable local storage: no pointer, so the open night touched last is the current one.
    pointerRefused = true;
    return null;
  }
}

/** The night being kept: the one last started or reopened here if still open, else the open night touched last. */
export function currentOf(nights: readonly NightSummary[]): NightSummary | undefined {
  const open = nights.filter((s) => s.status === 'open');
  const remembered = rememberedCurrent();
  return open.find((s) => s.id === remembered) ?? [...open].sort((a, b) => b.updatedAt - a.updatedAt)[0];
}

export interface Nights {
  /** Every night, newest first. */
  nights: NightSummary[];
  /** Nights that cannot be read, to be deleted. */
  damaged: DamagedNight[];
  /** The open night, in full; null when no night is open. */
  current: NightDetail | null;
}

export async function loadNights(db: TaiTableDB): Promise<DbResult<Nights>> {
  const listed = await listNights(db);
  if (!listed.ok) return listed;
  const summary = currentOf(listed.nights);
  if (!summary) return { ok: true, nights: listed.nights, damaged: listed.damaged, current: null };
  const opened = await getNight(db, summary.id);
  if (!opened.ok) return opened;
  return { ok: true, nights: listed.nights, damaged: listed.damaged, current: opened.night };
}

/**
 * What Undo would do next: the action, and the entry it touches in words, as it is now (what the
 * undo takes back) and as the undo would put it back; and which change it is (Undo names it when it runs).
 */
export interface UndoPreview {
  action: UndoAction;
  /** The entry as the night shows it now: the one recorded, or the one an edit made; null after a delete. */
  now: LedgerEntry | null;
  /** The entry the undo puts back: as it was before the edit, or the one deleted; null after an add. */
  back: LedgerEntry | null;
  seq: number;
  entryId: string;
  /** The entry's number in the night now ("entry 9"), when it is in the night. */
  number: number | null;
}

/**
 * Reads the last change of the night's undo history. The db answers undo itself; this only
 * says beforehand what it will take back, because an undone hand cannot be redone.
 */
export async function undoPreview(db: TaiTableDB, night: NightDetail): Promise<UndoPreview | null> {
  return undoPreviewOf(night, await lastChange(db, night.id));
}

/** What Undo would do next, given the night and the last change of its undo history (as a write answers it). */
export function undoPreviewOf(night: NightDetail, last: UndoRow | null): UndoPreview | null {
  if (!last) return null;
  // As the entry list shows it: a hand scored again at its seat is named with its tai there.
  const position = night.ledger.rows.findIndex((row) => row.entry.id === last.entryId);
  const current = night.ledger.rows[position]?.entry;
  const before = last.before?.entry;
  // On a shared night another phone may have changed the entry since: an undo that would change
  // nothing (a recording already deleted, a deletion already brought back, an edit already undone) is not offered.
  if ((last.action === 'add' || last.action === 'edit') && current === undefined) return null;
  if (last.action === 'delete' && current !== undefined) return null;
  if (last.action === 'edit' && before !== undefined && JSON.stringify(before) === JSON.stringify(current))
    return null;
  return {
    number: position === -1 ? null : position + 1,
    action: last.action,
    now: current ?? null,
    back: before ?? null,
    seq: last.seq,
    entryId: last.entryId,
  };
}
