// Test builders from compact strings, so a case reads like the rule it checks:
//   hand('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9', { discard: true, win: 'c3' })
import { scoreHand } from '../score';
import type {
  DeclaredSetType,
  EventId,
  HandInput,
  HandOptionsInput,
  ProfileId,
  ScoreOk,
  ScoreResult,
} from '../types';

export interface HandSpec {
  /** The winning tile; the last concealed tile when not given. */
  win?: string;
  discard?: boolean;
  /** Declared sets as "chow c1 c2 c3", "pong RD RD RD", "kong E E E E", "concealed_kong b5 b5 b5 b5". */
  sets?: string[];
  bonus?: string;
  seat?: string;
  round?: string;
  events?: EventId[];
  profile?: ProfileId;
  options?: HandOptionsInput;
}

const words = (text: string | undefined): string[] => (text ?? '').split(/\s+/).filter(Boolean);

export function hand(concealed: string, spec: HandSpec = {}): HandInput {
  const tiles = words(concealed);
  const input: HandInput = { hand: tiles, winning_tile: spec.win ?? tiles[tiles.length - 1]! };
  if (spec.profile) input.profile = spec.profile;
  if (spec.options) input.options = spec.options;
  if (spec.sets) {
    input.exposed = spec.sets.map((set) => {
      const [type, ...setTiles] = words(set);
      return { type: type as DeclaredSetType, tiles: setTiles };
    });
  }
  if (spec.bonus) input.bonus = words(spec.bonus);
  if (spec.discard !== undefined) input.winning_from_discard = spec.discard;
  if (spec.seat) input.seat_wind = spec.seat;
  if (spec.round) input.prevailing_wind = spec.round;
  if (spec.events) input.events = spec.events;
  return input;
}

/** Scores and insists the input was valid, so a case about patterns fails loudly on a typo. */
export function scored(concealed: string, spec: HandSpec = {}): ScoreOk {
  const result = scoreHand(hand(concealed, spec));
  if (!result.ok) throw new Error(`invalid test hand: ${JSON.stringify(result.errors)}`);
  return result;
}

/** The awarded items as "id tai" strings, sorted, for exact comparison. */
export const awarded = (result: ScoreOk): string[] =>
  result.items.map((item) => `${item.id} ${item.tai}`).sort();

/** Error codes of an invalid input, or [] when it was valid. */
export const errorCodes = (result: ScoreResult): string[] =>
  result.ok ? [] : result.errors.map((e) => e.code);
