// The shapes that cross the core's boundary: the hand a scorer receives (RULES.md section 2)
// and the result it answers (section 3). Field names follow RULES.md exactly.
import type { InputError } from './errors';
import type { HandOptionsInput } from './house-rules';

export type ProfileId = 'sg' | 'sg-reference' | 'hk';
export const PROFILE_IDS: readonly ProfileId[] = ['sg', 'sg-reference', 'hk'];

export type DeclaredSetType = 'chow' | 'pong' | 'kong' | 'concealed_kong';
export const DECLARED_SET_TYPES: readonly DeclaredSetType[] = ['chow', 'pong', 'kong', 'concealed_kong'];

export type EventId =
  | 'robbing_kong'
  | 'replacement'
  | 'kong_on_kong'
  | 'last_tile'
  | 'last_five'
  | 'heavenly'
  | 'earthly'
  | 'human';
export const EVENT_IDS: readonly EventId[] = [
  'robbing_kong',
  'replacement',
  'kong_on_kong',
  'last_tile',
  'last_five',
  'heavenly',
  'earthly',
  'human',
];

export type { HandOptionsInput, TableOptions } from './house-rules';

/** A hand as a player (or the command line) gives it. */
export interface HandInput {
  profile?: ProfileId;
  options?: HandOptionsInput;
  hand: string[];
  exposed?: Array<{ type: DeclaredSetType; tiles: string[] }>;
  bonus?: string[];
  winning_tile: string;
  winning_from_discard?: boolean;
  seat_wind?: string;
  prevailing_wind?: string;
  events?: EventId[];
}

export interface ScoreItem {
  readonly id: string;
  /** English name first (RULES.md tables), then what it was awarded for, if anything. */
  readonly name: string;
  readonly zh: string;
  readonly tai: number;
}

export interface Payment {
  /** What the discarder pays; null on a self-draw. */
  readonly discarder: number | null;
  /** What each other loser pays. */
  readonly others: number;
  /** What the winner receives in all. */
  readonly total: number;
}

export type NoWinReason = 'not_a_winning_hand' | 'below_minimum';

export interface ScoreOk {
  readonly ok: true;
  readonly win: boolean;
  readonly tai: number;
  readonly raw_tai: number;
  readonly limit: boolean;
  readonly reason: NoWinReason | null;
  readonly items: ScoreItem[];
  readonly sets: string[][];
  readonly waits: string[];
  readonly payment: Payment | null;
  readonly profile: ProfileId;
  readonly min_tai: number;
  readonly cap_tai: number;
}

export interface ScoreFailure {
  readonly ok: false;
  readonly errors: InputError[];
}

export type ScoreResult = ScoreOk | ScoreFailure;
