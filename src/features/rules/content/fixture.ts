// Builds the example hands from compact strings, so each fixture reads like the tiles on the table.
import type { DeclaredSetType, EventId, HandInput, HandOptionsInput, ProfileId } from '../../../core';
import type { RuleExample, RuleExpectation, Words } from './types';

type Wind = 'E' | 'S' | 'W' | 'N';

export interface Spec {
  /** The winning tile; the last concealed tile when not given. */
  win?: string;
  discard?: boolean;
  /** Declared sets: "chow c1 c2 c3", "pong RD RD RD", "kong E E E E", "concealed_kong b5 b5 b5 b5". */
  sets?: readonly string[];
  bonus?: string;
  seat?: Wind;
  round?: Wind;
  events?: readonly EventId[];
  options?: HandOptionsInput;
}

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** A complete hand for `profile`; seat, round and bonus tiles only when they differ from the defaults (East, East, none). */
export function h(profile: ProfileId, concealed: string, spec: Spec = {}): HandInput {
  const tiles = words(concealed);
  const input: HandInput = { profile, hand: tiles, winning_tile: spec.win ?? tiles[tiles.length - 1] ?? '' };
  if (spec.sets) {
    input.exposed = spec.sets.map((set) => {
      const [type = '', ...setTiles] = words(set);
      return { type: type as DeclaredSetType, tiles: setTiles };
    });
  }
  if (spec.bonus) input.bonus = words(spec.bonus);
  input.winning_from_discard = spec.discard ?? false;
  if (spec.seat) input.seat_wind = spec.seat;
  if (spec.round) input.prevailing_wind = spec.round;
  if (spec.events) input.events = [...spec.events];
  if (spec.options) input.options = { ...spec.options };
  return input;
}

/** One live example of a page; its profile is the fixture's. */
export function ex(
  id: string,
  label: Words,
  explanation: Words,
  fixture: HandInput,
  expected: RuleExpectation,
): RuleExample {
  return { id, label, explanation, profile: fixture.profile ?? 'sg', fixture, expected };
}
