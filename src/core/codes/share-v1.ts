// The reader of share code version 1 (the first release's links), kept for ever: every link it made
// keeps opening to the same result. Nothing here may change; a new layout is a new version.
//
// Payload, version 1 (bit widths in brackets; lists are in the WIRE orders below):
//   payload length in characters [5] (at most 29), so that a code cut short is told from one changed
//   profile [2]  seat wind [2]  prevailing wind [2]  winning_from_discard [1]
//   events:  [1] any?  then [7] one bit per event
//   bonus:   [1] any?  then [12] one bit per bonus tile (F1..F4, S1..S4, CAT, RAT, ROOSTER, CENTIPEDE)
//   options: [1] any house rule not at the profile's default?  then [8] one bit per option; each number
//            whose bit is set follows as a varint (groups of 4 value bits, low group first, each group
//            preceded by [1] "another group follows"); a set bit for a flag means its non-default value
//   declared sets: [3] count 0..4, then per set [2] type and [6] lowest tile (0..33)
//   concealed tiles: for each tile 0..33, its count in unary: one 1 per copy, then a 0 unless it is 4
//   winning tile [6]
//
// What a version-1 hand meant is said again in today's rules (RULES.md section 2), which refuse what
// the first release overrode or ignored. The first release decided the kind of win itself: robbing a
// kong was a discard win and a replacement-tile win (or kong on kong) a self-draw, whatever the hand
// was marked; the hand opens marked as it was scored. And it scored an event only where it could
// happen; the events it ignored are left out, so that the hand scores as it did:
//   last_five on a discard win (it counts only towards Picking the Pearl, a self-draw);
//   heavenly unless East won it self-drawn with no set declared but concealed kongs;
//   earthly for East, and under sg and hk earthly on a self-draw (sg-reference scored it either way).
import { readTiles } from './tiles-field';
import { BitReader } from './bits';
import { HEADER_CHARS } from './container';
import { BONUS_COUNT, BONUS_TOKENS, TILE_COUNT, TILE_TOKENS, WIND_TOKENS } from '../tiles';
import type { DeclaredSetType, EventId, HandInput, HandOptionsInput, ProfileId } from '../types';

const PROFILE_WIRE: readonly ProfileId[] = ['sg', 'sg-reference', 'hk'];
const EVENT_WIRE: readonly EventId[] = [
  'robbing_kong',
  'replacement',
  'kong_on_kong',
  'last_tile',
  'last_five',
  'heavenly',
  'earthly',
];
type NumberOption = 'min_tai' | 'cap_tai' | 'unit' | 'concealed_bonus' | 'seven_pairs';
type FlagOption = 'unusual_hands' | 'ping_hu_wait' | 'little_dragons_total';
const OPTION_WIRE: ReadonlyArray<{ key: NumberOption; kind: 'number' } | { key: FlagOption; kind: 'flag' }> =
  [
    { key: 'min_tai', kind: 'number' },
    { key: 'cap_tai', kind: 'number' },
    { key: 'unit', kind: 'number' },
    { key: 'concealed_bonus', kind: 'number' },
    { key: 'seven_pairs', kind: 'number' },
    { key: 'unusual_hands', kind: 'flag' },
    { key: 'ping_hu_wait', kind: 'flag' },
    { key: 'little_dragons_total', kind: 'flag' },
  ];
/** The first release's flags all had the same default under every profile (off, "pattern"). */
const FLAG_VALUE: Readonly<Record<FlagOption, true | 'any'>> = {
  unusual_hands: true,
  ping_hu_wait: 'any',
  little_dragons_total: true,
};

const LENGTH_BITS = 5;
const VARINT_MAX_GROUPS = 7;

/** The payload characters a version-1 code states (its first five payload bits), Infinity with none. */
export function version1Length(digits: readonly number[]): number {
  const first = digits[HEADER_CHARS];
  return first === undefined ? Infinity : first >> (6 - LENGTH_BITS);
}

interface Fields {
  profile: ProfileId;
  seat: number;
  prevailing: number;
  discard: boolean;
  events: EventId[];
  bonus: number;
  options: HandOptionsInput;
  sets: Array<{ type: DeclaredSetType; tile: number }>;
  counts: number[];
  winning: number;
}

function readFields(input: BitReader): Fields | undefined {
  input.read(LENGTH_BITS); // checked against the code's length before reading
  const profile = PROFILE_WIRE[input.read(2)];
  if (profile === undefined) return undefined;
  const seat = input.read(2);
  const prevailing = input.read(2);
  const discard = input.read(1) === 1;
  const eventBits = input.read(1) === 1 ? input.read(EVENT_WIRE.length) : 0;
  const events = EVENT_WIRE.filter((_, i) => (eventBits >> (EVENT_WIRE.length - 1 - i)) % 2 === 1);
  const bonus = input.read(1) === 1 ? input.read(BONUS_COUNT) : 0;

  const options: Record<string, number | boolean | string> = {};
  if (input.read(1) === 1) {
    const mask = input.read(OPTION_WIRE.length);
    for (let i = 0; i < OPTION_WIRE.length; i++) {
      const option = OPTION_WIRE[i]!;
      if ((mask >> (OPTION_WIRE.length - 1 - i)) % 2 === 0) continue;
      if (option.kind === 'number') {
        const value = input.varint(VARINT_MAX_GROUPS);
        if (value === undefined) return undefined;
        options[option.key] = value;
      } else {
        options[option.key] = FLAG_VALUE[option.key];
      }
    }
  }

  const tiles = readTiles(input);
  if (!tiles) return undefined;
  const winning = input.read(6);
  if (winning >= TILE_COUNT) return undefined;

  if (input.overran || !input.atPadding()) return undefined;
  return {
    profile,
    seat,
    prevailing,
    discard,
    events,
    bonus,
    options: options as HandOptionsInput,
    ...tiles,
    winning,
  };
}

/** The kind of win and the events of a version-1 hand as the first release scored them. */
function asScored(fields: Fields): { discard: boolean; events: EventId[] } {
  const has = (event: EventId): boolean => fields.events.includes(event);
  const discard = (fields.discard || has('robbing_kong')) && !has('replacement') && !has('kong_on_kong');
  const east = fields.seat === 0;
  const concealed = fields.sets.every((set) => set.type === 'concealed_kong');
  const scored = (event: EventId): boolean => {
    switch (event) {
      case 'last_five':
        return !discard;
      case 'heavenly':
        return east && !discard && concealed;
      case 'earthly':
        return !east && (fields.profile === 'sg-reference' || discard);
      default:
        return true;
    }
  };
  return { discard, events: fields.events.filter(scored) };
}

function handOf(fields: Fields): HandInput {
  const hand: string[] = [];
  fields.counts.forEach((count, tile) => {
    for (let n = 0; n < count; n++) hand.push(TILE_TOKENS[tile]!);
  });
  const exposed = fields.sets.map(({ type, tile }) => {
    const tiles =
      type === 'chow' ? [tile, tile + 1, tile + 2] : new Array<number>(type === 'pong' ? 3 : 4).fill(tile);
    return { type, tiles: tiles.map((t) => TILE_TOKENS[t]!) };
  });
  const { discard, events } = asScored(fields);
  return {
    profile: fields.profile,
    ...(Object.keys(fields.options).length > 0 ? { options: fields.options } : {}),
    hand,
    exposed,
    bonus: BONUS_TOKENS.filter((_, i) => (fields.bonus >> (BONUS_COUNT - 1 - i)) % 2 === 1),
    winning_tile: TILE_TOKENS[fields.winning]!,
    winning_from_discard: discard,
    seat_wind: WIND_TOKENS[fields.seat]!,
    prevailing_wind: WIND_TOKENS[fields.prevailing]!,
    events,
  };
}

/** The hand a version-1 code meant, in today's terms, or undefined when the payload breaks the layout. */
export function readVersion1(digits: readonly number[]): HandInput | undefined {
  const fields = readFields(new BitReader(digits, HEADER_CHARS));
  return fields === undefined ? undefined : handOf(fields);
}
