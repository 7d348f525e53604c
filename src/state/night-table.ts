// The night being kept, as the score screen needs it: its table (profile and house rules, the unit
// in cents), its players and their seats for the next hand. Filled by a live query of the ledger
// (features/score/NightWatcher, loaded after the first paint so the database stays out of the
// first screen's bundle); null when no night is open.
import { create } from 'zustand';
import type { HandOptionsInput, ProfileId } from '../core/types';
import type { Wind } from './draft-fields';
import { nightMaybeOpen } from './night-open-mark';

export { CURRENT_NIGHT_KEY, NIGHT_OPEN_KEY, rememberNightOpen } from './night-open-mark';

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
   * table's controls (Seat, Round, the table's rules) nor an amount, only placeholders of their size:
   * with a night open, the first screen would otherwise be the wrong table's for the moment the ledger
   * takes to read, and a tap in that moment would land on the wrong control or score at the wrong table.
   */
  known: boolean;
}

// The initial state is what the static shell was rendered with: the plain table, as a first visit has
// it (no local storage at build time), and what hydration compares the shell against (zustand's server
// snapshot is the initial state). On a phone whose storage says a night may be open, the store says at
// once that the table is not known yet: that phone's page holds the plain table's places in the shell
// (src/i18n/shell-language.ts) and the app renders afresh over it (src/app/static-shell.ts), so the
// store never disagrees with a shell being hydrated (a disagreement would re-render the whole screen
// synchronously, blocking the page right after its first paint).
export const useNightTable = create<NightState>()(() => ({ night: null, known: true }));
if (typeof window !== 'undefined' && nightMaybeOpen()) useNightTable.setState({ known: false });

/** The watcher is gone (the score screen left): until it answers again, only storage is known. */
export function nightForgotten(): void {
  useNightTable.setState({ night: null, known: !nightMaybeOpen() });
}

/** The ledger has answered: `night` is the open night, or null (none, or the ledger unreadable). */
export function nightKnown(night: NightTable | null): void {
  useNightTable.setState({ night, known: true });
}
