// The night being kept, as the score screen needs it: its table (profile and house rules, the unit
// in cents), its players and their seats for the next hand. Filled by a live query of the ledger
// (features/score/NightWatcher, loaded after the first paint so the database stays out of the
// first screen's bundle); null when no night is open.
import { create } from 'zustand';
import type { HandOptionsInput, ProfileId } from '../core/types';
import type { Wind } from './draft-fields';

export type PlayerIndex = 0 | 1 | 2 | 3;

export interface NightTable {
  readonly sessionId: string;
  readonly name: string;
  readonly profile: ProfileId;
  /** The night's house rules; `unit` is in cents. */
  readonly options: HandOptionsInput;
  readonly players: readonly [string, string, string, string];
  /** Each player's seat wind for the hand in play, in player order. */
  readonly seatWinds: readonly [Wind, Wind, Wind, Wind];
  readonly prevailingWind: Wind;
  readonly dealer: PlayerIndex;
  readonly handNumber: number;
}

interface NightState {
  night: NightTable | null;
  /**
   * Whether `night` is the answer yet. Until it is, the score screen shows neither the plain
   * table's controls (Seat, Round) nor an amount, only a placeholder of their size: with a night
   * open, the first screen would otherwise be the wrong table's for the moment the ledger takes to
   * read, and a tap in that moment would score at the wrong table.
   */
  known: boolean;
}

/**
 * "1" while a night is open, "0" when none is, written by the score screen's night watcher each
 * time the ledger answers, and read synchronously when the page starts: the ledger (IndexedDB) can
 * only be read asynchronously, local storage at once. Before the watcher has ever answered, the
 * night screen's current-night pointer (set when a night starts) stands in for it.
 */
export const NIGHT_OPEN_KEY = 'tai-table:night-open';
/**
 * The night this phone is on (started, joined, reopened or finished here last), written by the night's
 * screens through app/current-night.ts, so that a reopened older night becomes the current one. A stored
 * name: it keeps the word "session" that phones have held since the first release.
 */
export const CURRENT_NIGHT_KEY = 'tai-table:current-session';

/** Whether this phone said, last it knew, that a night is open. Unreadable storage says no. */
function nightMaybeOpen(): boolean {
  try {
    const mark = localStorage.getItem(NIGHT_OPEN_KEY);
    return mark === null ? localStorage.getItem(CURRENT_NIGHT_KEY) !== null : mark === '1';
  } catch (error) {
    // Storage refused: the screen starts as a plain table, and switches if the ledger has a night.
    console.warn('Local storage could not be read; the score screen starts as a plain table:', error);
    return false;
  }
}

/** Remembers for the next start whether a night is open (see NIGHT_OPEN_KEY); storage that refuses is only noted. */
export function rememberNightOpen(open: boolean): void {
  try {
    localStorage.setItem(NIGHT_OPEN_KEY, open ? '1' : '0');
  } catch (error) {
    console.warn(
      'Local storage refused the night-open mark; the next start may show the plain table first:',
      error,
    );
  }
}

// The initial state is what the static shell was rendered with (nothing known: no localStorage at
// build time), and what hydration compares the shell against (zustand's server snapshot is the
// initial state). On the page, the store then says at once what local storage knows: with no night
// remembered, the plain table's controls replace the placeholder as soon as the app is live.
export const useNightTable = create<NightState>()(() => ({ night: null, known: false }));
if (typeof window !== 'undefined') useNightTable.setState({ known: !nightMaybeOpen() });

/** The watcher is gone (the score screen left): until it answers again, only storage is known. */
export function nightForgotten(): void {
  useNightTable.setState({ night: null, known: !nightMaybeOpen() });
}

/** The ledger has answered: `night` is the open night, or null (none, or the ledger unreadable). */
export function nightKnown(night: NightTable | null): void {
  useNightTable.setState({ night, known: true });
}
