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

export const useNightTable = create<{ night: NightTable | null }>()(() => ({ night: null }));
