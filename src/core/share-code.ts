// The share code: a scored hand packed into a short, URL-safe, checksummed string for `#/h/<code>` links.
//
// The container (version digit, CRC-12, payload characters) is codes/container.ts; version 1 is 'B'.
//
// Payload, version 1 (bit widths in brackets; lists are in the WIRE orders below, which never change):
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
// Lengths: an ordinary hand (14 tiles, default options, no bonus tiles) is 15 characters; two declared
// sets and a few bonus tiles make it about 19. The worst case is 32 characters: sg with six events
// (robbing the kong excludes the replacement), all twelve bonus tiles, every house rule changed (unit
// 100,000,000 takes 35 bits), four declared sets and a concealed pair: 174 payload bits = 29
// characters, plus 3.
import { BitReader, BitWriter } from './codes/bits';
import { HEADER_CHARS, checksumHolds, codeDigits, sealCode } from './codes/container';
import { defaultOptions } from './options';
import { parseHand } from './parse-hand';
import { BONUS_BASE, BONUS_COUNT, BONUS_TOKENS, TILE_COUNT, TILE_TOKENS, WIND_TOKENS, tokenCode } from './tiles';
import type { DeclaredSetType, EventId, HandInput, HandOptionsInput, ProfileId } from './types';

export const SHARE_CODE_VERSION = 1;

export type ShareDecodeError = {
  code: 'empty' | 'malformed' | 'truncated' | 'tampered' | 'newer_version' | 'invalid_hand';
  message: string;
};

export type ShareDecodeResult = { ok: true; hand: HandInput } | { ok: false; error: ShareDecodeError };

// Wire orders, written out here rather than borrowed from types.ts: codes already shared must keep
// meaning the same hand even if those lists are reordered one day. Extend only in a new version.
const PROFILE_WIRE: readonly ProfileId[] = ['sg', 'sg-reference', 'hk'];
const SET_TYPE_WIRE: readonly DeclaredSetType[] = ['chow', 'pong', 'kong', 'concealed_kong'];
const EVENT_WIRE: readonly EventId[] = [
  'robbing_kong', 'replacement', 'kong_on_kong', 'last_tile', 'last_five', 'heavenly', 'earthly',
];
type NumberOption = 'min_tai' | 'cap_tai' | 'unit' | 'concealed_bonus' | 'seven_pairs';
type FlagOption = 'unusual_hands' | 'ping_hu_wait' | 'little_dragons_total';
const OPTION_WIRE: ReadonlyArray<{ key: NumberOption; kind: 'number' } | { key: FlagOption; kind: 'flag' }> = [
  { key: 'min_tai', kind: 'number' },
  { key: 'cap_tai', kind: 'number' },
  { key: 'unit', kind: 'number' },
  { key: 'concealed_bonus', kind: 'number' },
  { key: 'seven_pairs', kind: 'number' },
  { key: 'unusual_hands', kind: 'flag' },
  { key: 'ping_hu_wait', kind: 'flag' },
  { key: 'little_dragons_total', kind: 'flag' },
];

/** Five bits hold the longest version-1 payload, 29 characters. */
const LENGTH_BITS = 5;
/** Seven groups of four bits hold 2^28 − 1, above the largest unit (100,000,000). */
const VARINT_MAX_GROUPS = 7;

const MESSAGES: Readonly<Record<ShareDecodeError['code'], string>> = {
  empty: 'This link has no hand in it. Ask for the link again.',
  malformed: 'This link does not hold a hand this app can read. Check that the whole link was copied.',
  truncated: 'This link is incomplete: the end of the hand is missing. Copy the whole link and try again.',
  tampered: 'This link was changed or mistyped after it was shared, so the hand in it cannot be trusted. Ask for the link again.',
  newer_version: 'This hand was shared from a newer version of the app. Update the app to open it.',
  invalid_hand: 'The hand in this link is not a valid hand.',
};

/** What a code says, field by field, before it becomes a HandInput. */
interface Fields {
  profile: ProfileId;
  seat: number;
  prevailing: number;
  discard: boolean;
  /** One bit per EVENT_WIRE entry, the first the most significant (as written). */
  events: number;
  /** One bit per BONUS_TOKENS entry, the first the most significant (as written). */
  bonus: number;
  /** Only the house rules that differ from the profile's defaults. */
  options: HandOptionsInput;
  sets: Array<{ type: DeclaredSetType; tile: number }>;
  /** Concealed tile counts by tile index, the winning tile included. */
  counts: number[];
  winning: number;
}

function writeFields(fields: Fields, out: BitWriter): void {
  out.write(0, LENGTH_BITS); // patched by the caller once the length is known
  out.write(PROFILE_WIRE.indexOf(fields.profile), 2);
  out.write(fields.seat, 2);
  out.write(fields.prevailing, 2);
  out.write(fields.discard ? 1 : 0, 1);
  out.write(fields.events === 0 ? 0 : 1, 1);
  if (fields.events !== 0) out.write(fields.events, EVENT_WIRE.length);
  out.write(fields.bonus === 0 ? 0 : 1, 1);
  if (fields.bonus !== 0) out.write(fields.bonus, BONUS_COUNT);

  const present = OPTION_WIRE.filter(({ key }) => fields.options[key] !== undefined);
  out.write(present.length === 0 ? 0 : 1, 1);
  if (present.length > 0) {
    for (const { key } of OPTION_WIRE) out.write(fields.options[key] === undefined ? 0 : 1, 1);
    for (const option of present) {
      if (option.kind === 'number') out.varint(Number(fields.options[option.key]));
    }
  }

  out.write(fields.sets.length, 3);
  for (const set of fields.sets) {
    out.write(SET_TYPE_WIRE.indexOf(set.type), 2);
    out.write(set.tile, 6);
  }
  for (let tile = 0; tile < TILE_COUNT; tile++) {
    const count = fields.counts[tile] ?? 0;
    for (let n = 0; n < count; n++) out.write(1, 1);
    if (count < 4) out.write(0, 1);
  }
  out.write(fields.winning, 6);
}

/** The payload back into fields, or undefined when it breaks the layout or ends too soon. */
function readFields(input: BitReader): Fields | undefined {
  input.read(LENGTH_BITS); // checked against the code's length before reading
  const profile = PROFILE_WIRE[input.read(2)];
  if (profile === undefined) return undefined;
  const seat = input.read(2);
  const prevailing = input.read(2);
  const discard = input.read(1) === 1;
  const events = input.read(1) === 1 ? input.read(EVENT_WIRE.length) : 0;
  const bonus = input.read(1) === 1 ? input.read(BONUS_COUNT) : 0;

  const options: HandOptionsInput = {};
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
        setFlag(options, option.key);
      }
    }
  }

  const setCount = input.read(3);
  if (setCount > 4) return undefined;
  const sets: Fields['sets'] = [];
  for (let i = 0; i < setCount; i++) {
    const type = SET_TYPE_WIRE[input.read(2)]!;
    const tile = input.read(6);
    // A chow is written from its lowest tile; one whose top tile is off the end of the tile list
    // cannot be written as tokens at all (unlike c8-c9-b1, which the core rejects with a reason).
    if (tile >= TILE_COUNT || (type === 'chow' && tile + 2 >= TILE_COUNT)) return undefined;
    sets.push({ type, tile });
  }

  const counts: number[] = [];
  for (let tile = 0; tile < TILE_COUNT; tile++) {
    let count = 0;
    while (count < 4 && input.read(1) === 1) count++;
    counts.push(count);
  }
  const winning = input.read(6);
  if (winning >= TILE_COUNT) return undefined;

  if (input.overran || !input.atPadding()) return undefined;
  return { profile, seat, prevailing, discard, events, bonus, options, sets, counts, winning };
}

/** Reads a valid hand into fields; throws when the hand is not valid (only scored hands are shared). */
function fieldsOf(input: HandInput): Fields {
  const parsed = parseHand(input);
  if (!parsed.ok) {
    throw new Error(`This hand cannot be shared because it is not valid: ${parsed.errors.map((e) => e.message).join(' ')}`);
  }
  const hand = parsed.hand;

  // Events and bonus tiles come from the input as given rather than the parsed hand, which adds
  // implied events and drops animals under sg-reference: the score is the same either way, and the
  // player who opens the link sees what was entered. parseHand has checked every token already.
  let events = 0;
  for (const event of input.events ?? []) {
    const index = EVENT_WIRE.indexOf(String(event).toLowerCase() as EventId);
    events |= 1 << (EVENT_WIRE.length - 1 - index);
  }
  let bonus = 0;
  for (const token of input.bonus ?? []) bonus |= 1 << (BONUS_COUNT - 1 - (tokenCode(token) - BONUS_BASE));

  const defaults = defaultOptions(hand.profile);
  const options: HandOptionsInput = {};
  for (const option of OPTION_WIRE) {
    if (hand.options[option.key] === defaults[option.key]) continue;
    if (option.kind === 'number') options[option.key] = hand.options[option.key];
    else setFlag(options, option.key);
  }

  return {
    profile: hand.profile,
    seat: hand.seatWind,
    prevailing: hand.prevailingWind,
    discard: input.winning_from_discard === true,
    events,
    bonus,
    options,
    sets: hand.declared.map((set): Fields['sets'][number] => ({
      type: set.concealed ? 'concealed_kong' : set.kind,
      tile: set.tile,
    })),
    counts: Array.from(hand.concealed),
    winning: hand.winningTile,
  };
}

/**
 * A flag's bit stands for its non-default value. Every profile has the same two-valued defaults
 * (off, "pattern"), so the bit alone says which value is meant.
 */
function setFlag(options: HandOptionsInput, key: FlagOption): void {
  if (key === 'ping_hu_wait') options.ping_hu_wait = 'any';
  else options[key] = true;
}

function handOf(fields: Fields): HandInput {
  const hand: string[] = [];
  fields.counts.forEach((count, tile) => {
    for (let n = 0; n < count; n++) hand.push(TILE_TOKENS[tile]!);
  });
  const exposed = fields.sets.map(({ type, tile }) => {
    const tiles = type === 'chow' ? [tile, tile + 1, tile + 2] : new Array<number>(type === 'pong' ? 3 : 4).fill(tile);
    return { type, tiles: tiles.map((t) => TILE_TOKENS[t]!) };
  });
  const hasOptions = Object.keys(fields.options).length > 0;
  return {
    profile: fields.profile,
    ...(hasOptions ? { options: fields.options } : {}),
    hand,
    exposed,
    bonus: BONUS_TOKENS.filter((_, i) => (fields.bonus >> (BONUS_COUNT - 1 - i)) % 2 === 1),
    winning_tile: TILE_TOKENS[fields.winning]!,
    winning_from_discard: fields.discard,
    seat_wind: WIND_TOKENS[fields.seat]!,
    prevailing_wind: WIND_TOKENS[fields.prevailing]!,
    events: EVENT_WIRE.filter((_, i) => (fields.events >> (EVENT_WIRE.length - 1 - i)) % 2 === 1),
  };
}

/** The share code of a valid hand (one parseHand accepts). Throws an Error naming the problem otherwise. */
export function encodeShareCode(hand: HandInput): string {
  const out = new BitWriter();
  writeFields(fieldsOf(hand), out);
  out.patch(0, Math.ceil(out.size / 6), LENGTH_BITS);
  return sealCode(SHARE_CODE_VERSION, out.digits());
}

const failure = (code: ShareDecodeError['code'], message = MESSAGES[code]): ShareDecodeResult => ({
  ok: false,
  error: { code, message },
});

/** The hand in a share code, or why there is none. Never throws, whatever the string. */
export function decodeShareCode(code: string): ShareDecodeResult {
  try {
    return decode(code);
  } catch (error) {
    // Only a fault in this file could get here (the input is untrusted, but every read is bounded).
    // A link must never crash the screen that opens it, so the fault is answered, with its cause.
    const cause = error instanceof Error ? error.message : String(error);
    return failure('malformed', `This link could not be opened because of a fault in the app (${cause}).`);
  }
}

function decode(code: string): ShareDecodeResult {
  if (typeof code !== 'string') return failure('malformed');
  if (code.trim() === '') return failure('empty');
  const digits = codeDigits(code);
  if (digits === undefined) return failure('malformed');
  if (digits.length < HEADER_CHARS) return failure('truncated');
  const version = digits[0]!;
  if (version === 0) return failure('malformed');

  // A version-1 payload starts with its own length in characters: fewer means the code was cut short.
  const payloadChars = digits.length - HEADER_CHARS;
  const cutShort = payloadChars === 0 || payloadChars < (digits[HEADER_CHARS] ?? 0) >> (6 - LENGTH_BITS);

  if (!checksumHolds(digits)) {
    // Another version's payload may not start with its length, so only this one's can be measured.
    return failure(version === SHARE_CODE_VERSION && cutShort ? 'truncated' : 'tampered');
  }
  if (version > SHARE_CODE_VERSION) return failure('newer_version');
  if (version < SHARE_CODE_VERSION) return failure('malformed');
  if (cutShort) return failure('truncated');

  const fields = readFields(new BitReader(digits, HEADER_CHARS));
  // The checksum holds yet the layout does not: a 1-in-4096 coincidence, or a code this app never wrote.
  if (fields === undefined || payloadChars !== digits[HEADER_CHARS]! >> (6 - LENGTH_BITS)) return failure('malformed');
  const hand = handOf(fields);
  const parsed = parseHand(hand);
  if (!parsed.ok) return failure('invalid_hand', parsed.errors.map((e) => e.message).join(' '));
  return { ok: true, hand };
}
