// Which night this phone is on (the current night): the pointer kept in local storage, and the night it
// names read with every night on the phone. The night's screens, joining a live night, the live night's
// keeper and the score screen's night watcher all ask it.
import { CURRENT_NIGHT_KEY, rememberNightOpen } from '../state/night-table';
import {
  getNight,
  listNights,
  type DamagedNight,
  type DbResult,
  type NightSummary,
  type NightDetail,
  type TaiTableDB,
} from '../db';

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
