// A table's card (house rule `values`) inside a code's payload: the value of the house rule whose wire
// number is `values`' in codes/house-rules-field.ts, so that every code that carries house rules (a shared
// hand, a saved table) carries a card with no change to its own layout, and an app that predates the card
// meets an unknown wire number and asks for an update.
//
// The card's entries, in increasing order of their pattern's number in PATTERN_WIRE (bit widths in
// brackets; varints as in bits.ts):
//   [1] "an entry follows"
//   the gap from the previous entry's pattern number, a varint: number − previous − 1 (the first: the number)
//   its value, a varint: 0 to 13 the number of tai (fans), 14 "limit"
// and [0] ends the card. An entry is 11 bits (16 for a pattern numbered 16 or more after a gap of 16
// or more): a card of one pattern is 12 or 17 bits, one of every sg pattern (numbered 0 to 40) 452.
import type { Card, CardValue } from '../house-rules';
import type { BitReader, BitWriter } from './bits';

/**
 * Every pattern a card can hold, by its number on the wire: written out here rather than read from the
 * profiles, because a number, once issued, means its pattern forever. A pattern added later takes the next
 * number; an app that does not know a number answers "newer version".
 */
export const PATTERN_WIRE: readonly string[] = [
  'thirteen_orphans',
  'nine_gates',
  'big_dragons',
  'big_winds',
  'all_honours',
  'all_terminals',
  'all_green',
  'four_kongs',
  'hidden_treasure',
  'all_flowers',
  'kong_on_kong',
  'heavenly',
  'earthly',
  'human_hand',
  'pure_knitting',
  'founding_of_singapore',
  'blue_hand',
  'ping_hu',
  'all_chow',
  'concealed_bonus',
  'fully_concealed',
  'mixed_terminals',
  'all_pungs',
  'half_flush',
  'full_flush',
  'little_dragons',
  'little_winds',
  'seven_pairs',
  'windy_chow',
  'honoured_knitting',
  'lincoln',
  'dragon_pong',
  'seat_wind',
  'prevailing_wind',
  'robbing_kong',
  'replacement',
  'hai_di_lao_yue',
  'seat_flower',
  'flower_set',
  'animal',
  'all_animals',
  'little_ping_hu',
  'last_tile',
  'all_chows',
  'concealed_hand',
  'self_drawn',
  'no_flowers',
];

/** The value that says "limit" on the wire: one above the highest number a card holds. */
const LIMIT_ON_WIRE = 14;
/** Two groups of four bits: every value (0–14), and a damaged one is still read whole and refused. */
const VALUE_MAX_GROUPS = 2;
/** Pattern numbers are small; three groups (up to 4,095) are far more than the patterns will ever be. */
const WIRE_MAX_GROUPS = 3;

const WIRE_OF: ReadonlyMap<string, number> = new Map(PATTERN_WIRE.map((id, wire) => [id, wire]));

/** Writes a card already checked against its profile (resolveOptions): every id has a pattern number. */
export function writeCard(out: BitWriter, card: Card): void {
  const entries = Object.entries(card)
    .map(([id, value]) => {
      const wire = WIRE_OF.get(id);
      if (wire === undefined) throw new Error(`The pattern ${id} has no number in codes (PATTERN_WIRE).`);
      return [wire, value] as const;
    })
    .sort(([a], [b]) => a - b);
  let previous = -1;
  for (const [wire, value] of entries) {
    out.write(1, 1);
    out.varint(wire - previous - 1);
    previous = wire;
    out.varint(value === 'limit' ? LIMIT_ON_WIRE : value);
  }
  out.write(0, 1);
}

export type CardRead =
  { ok: true; card: Card } | { ok: false; error: 'newer_version' | 'out_of_range' | 'malformed' };

/**
 * Reads a card back. A pattern number this app does not know, or a pattern the profile's card does not hold
 * (`accepts`), can only come from a newer app: `newer_version`. A value above "limit" is `out_of_range`.
 */
export function readCard(input: BitReader, accepts: (id: string) => boolean): CardRead {
  const card: Record<string, CardValue> = {};
  let previous = -1;
  while (input.read(1) === 1) {
    // A reader that ran past the end answers zeros, so this loop always ends; the caller sees `overran`.
    if (input.overran) break;
    const gap = input.varint(WIRE_MAX_GROUPS);
    if (gap === undefined) return { ok: false, error: 'malformed' };
    const wire = previous + 1 + gap;
    previous = wire;
    const id = PATTERN_WIRE[wire];
    if (id === undefined || !accepts(id)) return { ok: false, error: 'newer_version' };
    const value = input.varint(VALUE_MAX_GROUPS);
    if (value === undefined) return { ok: false, error: 'malformed' };
    if (value > LIMIT_ON_WIRE) return { ok: false, error: 'out_of_range' };
    card[id] = value === LIMIT_ON_WIRE ? 'limit' : value;
  }
  return { ok: true, card };
}
