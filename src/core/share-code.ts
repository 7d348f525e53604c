// The share code: a scored hand packed into a short, URL-safe, checksummed string for `#/h/<code>` links.
//
// The container (version digit, CRC-12, payload characters) is codes/container.ts. This app writes
// version 2 ('C') and reads versions 1 ('B', the first release: codes/share-v1.ts, kept for ever) and 2.
//
// Payload, version 2 (bit widths in brackets; varints as in codes/bits.ts; lists in the WIRE orders
// below, which never change):
//   payload length in characters [6] (63: a varint follows with it; codes/container.ts), so that a
//   code cut short is told from one changed
//   profile, a varint (codes/profile-field.ts)
//   seat wind [2]  prevailing wind [2]  winning_from_discard [1] (the kind of win, as scored)
//   events:  [1] any?  then [8] one bit per event (version 1's seven, then human)
//   bonus:   [1] any?  then [12] one bit per bonus tile (F1..F4, S1..S4, CAT, RAT, ROOSTER, CENTIPEDE)
//   house rules: those that differ from the profile's defaults (codes/house-rules-field.ts), so any
//            rule of the registry travels, the table's card among them (a link made before the card
//            has none, and opens with the profile's own), and one this app does not know asks for an
//            update
//   declared sets: [3] count 0..4, then per set [2] type and [6] lowest tile (0..33)
//   concealed tiles: for each tile 0..33, its count in unary: one 1 per copy, then a 0 unless it is 4
//   winning tile [6]: 0..33, or 63 for an all-eight-flowers win that names none
//
// Lengths: an ordinary hand (14 tiles, default house rules, no bonus tiles) is 16 characters; two
// declared sets, three bonus tiles and a 10-cent unit make it 22; a table's card of one pattern adds
// about 4 (codes/card-field.ts). The worst case is 130 characters: sg with events, all twelve bonus
// tiles, every sg house rule changed (the unit at 100,000,000, every pattern of its card), four
// declared sets and a concealed pair; 52 without the card.
import { BitReader, BitWriter } from './codes/bits';
import { readTiles, writeTiles } from './codes/tiles-field';
import { codeOf, openCode, readerAfterLength, sealWithLength, statedLength } from './codes/container';
import { readHouseRules, writeHouseRules } from './codes/house-rules-field';
import { readProfile, writeProfile } from './codes/profile-field';
import { readVersion1, version1Length } from './codes/share-v1';
import type { InputError } from './errors';
import { parseHand } from './parse-hand';
import {
  BONUS_BASE,
  BONUS_COUNT,
  BONUS_TOKENS,
  TILE_COUNT,
  TILE_TOKENS,
  WIND_TOKENS,
  tokenCode,
} from './tiles';
import type { DeclaredSetType, EventId, HandInput, HandOptionsInput, ProfileId } from './types';

/** The version this app writes. */
export const SHARE_CODE_VERSION = 2;

export type ShareDecodeError = {
  code: 'empty' | 'malformed' | 'truncated' | 'tampered' | 'newer_version' | 'out_of_range' | 'invalid_hand';
  /** The command line's and the tests' English; a screen words the code (and the errors) instead. */
  message: string;
  /** For `invalid_hand`: the scorer's reasons, as codes with their values (core/errors.ts). */
  errors?: InputError[];
  /** For `invalid_hand`: the hand came from the first release, which scored events the rules now refuse. */
  firstRelease?: boolean;
};

export type ShareDecodeResult = { ok: true; hand: HandInput } | { ok: false; error: ShareDecodeError };

// Wire orders, written out here rather than borrowed from types.ts: codes already shared must keep
// meaning the same hand even if those lists are reordered one day. Extend only in a new version.
const EVENT_WIRE: readonly EventId[] = [
  'robbing_kong',
  'replacement',
  'kong_on_kong',
  'last_tile',
  'last_five',
  'heavenly',
  'earthly',
  'human',
];
/** The winning-tile value of a hand that names none (all eight flowers). */
const NO_WINNING_TILE = 63;

const MESSAGES: Readonly<Record<ShareDecodeError['code'], string>> = {
  empty: 'This link has no hand in it. Ask for the link again.',
  malformed: 'This link does not hold a hand this app can read. Check that the whole link was copied.',
  truncated: 'This link is incomplete: the end of the hand is missing. Copy the whole link and try again.',
  tampered:
    'This link was changed or mistyped after it was shared, so the hand in it cannot be trusted. Ask for the link again.',
  newer_version: 'This hand was shared from a newer version of the app. Update the app to open it.',
  out_of_range:
    'A house rule in this link has a value out of the range the app allows, so the link was changed or damaged after it was shared. Ask for the link again (if it came from a newer version of the app, update the app).',
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
  /** The winning tile's index, or NO_WINNING_TILE. */
  winning: number;
}

/** Reads a valid hand into fields and writes them; throws when the hand is not valid (only scored hands are shared). */
function writeHand(input: HandInput, out: BitWriter): void {
  const parsed = parseHand(input);
  if (!parsed.ok) {
    throw new Error(
      `This hand cannot be shared because it is not valid: ${parsed.errors.map((e) => e.message).join(' ')}`,
    );
  }
  const hand = parsed.hand;
  writeProfile(out, hand.profile);
  out.write(hand.seatWind, 2);
  out.write(hand.prevailingWind, 2);
  out.write(hand.selfDrawn ? 0 : 1, 1);

  // Events and bonus tiles come from the input as given rather than the parsed hand, which adds
  // implied events and drops animals under sg-reference: the score is the same either way, and the
  // player who opens the link sees what was entered. parseHand has checked every token already.
  let events = 0;
  for (const event of input.events ?? []) {
    const index = EVENT_WIRE.indexOf(String(event).toLowerCase() as EventId);
    events |= 1 << (EVENT_WIRE.length - 1 - index);
  }
  out.write(events === 0 ? 0 : 1, 1);
  if (events !== 0) out.write(events, EVENT_WIRE.length);
  let bonus = 0;
  for (const token of input.bonus ?? []) bonus |= 1 << (BONUS_COUNT - 1 - (tokenCode(token) - BONUS_BASE));
  out.write(bonus === 0 ? 0 : 1, 1);
  if (bonus !== 0) out.write(bonus, BONUS_COUNT);

  writeHouseRules(out, hand.profile, hand.options);

  writeTiles(out, {
    sets: hand.declared.map((set) => ({ type: set.concealed ? 'concealed_kong' : set.kind, tile: set.tile })),
    counts: Array.from(hand.concealed),
  });
  out.write(hand.winningTile >= 0 ? hand.winningTile : NO_WINNING_TILE, 6);
}

type Read =
  { ok: true; fields: Fields } | { ok: false; error: 'malformed' | 'newer_version' | 'out_of_range' };

/** The payload back into fields, or why not: it breaks the layout, or holds what only a newer app writes. */
function readFields(input: BitReader): Read {
  const malformed: Read = { ok: false, error: 'malformed' };
  const profile = readProfile(input);
  if (profile === 'newer') return { ok: false, error: 'newer_version' };
  if (profile === undefined) return malformed;
  const seat = input.read(2);
  const prevailing = input.read(2);
  const discard = input.read(1) === 1;
  const events = input.read(1) === 1 ? input.read(EVENT_WIRE.length) : 0;
  const bonus = input.read(1) === 1 ? input.read(BONUS_COUNT) : 0;
  const rules = readHouseRules(input, profile);
  if (!rules.ok) return rules;

  const tiles = readTiles(input);
  if (!tiles) return malformed;
  const winning = input.read(6);
  if (winning >= TILE_COUNT && winning !== NO_WINNING_TILE) return malformed;

  if (input.overran || !input.atPadding()) return malformed;
  return {
    ok: true,
    fields: { profile, seat, prevailing, discard, events, bonus, options: rules.options, ...tiles, winning },
  };
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
  const hasOptions = Object.keys(fields.options).length > 0;
  return {
    profile: fields.profile,
    ...(hasOptions ? { options: fields.options } : {}),
    hand,
    exposed,
    bonus: BONUS_TOKENS.filter((_, i) => (fields.bonus >> (BONUS_COUNT - 1 - i)) % 2 === 1),
    ...(fields.winning === NO_WINNING_TILE ? {} : { winning_tile: TILE_TOKENS[fields.winning]! }),
    winning_from_discard: fields.discard,
    seat_wind: WIND_TOKENS[fields.seat]!,
    prevailing_wind: WIND_TOKENS[fields.prevailing]!,
    events: EVENT_WIRE.filter((_, i) => (fields.events >> (EVENT_WIRE.length - 1 - i)) % 2 === 1),
  } as HandInput;
}

/** The share code of a valid hand (one parseHand accepts). Throws an Error naming the problem otherwise. */
export function encodeShareCode(hand: HandInput): string {
  return sealWithLength(SHARE_CODE_VERSION, (out) => writeHand(hand, out));
}

const failure = (code: ShareDecodeError['code'], message = MESSAGES[code]): ShareDecodeResult => ({
  ok: false,
  error: { code, message },
});

/** The hand in a share code of any version this app has written, or why there is none. Never throws, whatever the string. */
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

/** Each version's own statement of its payload length. */
const lengthOf = (version: number, digits: readonly number[]): number =>
  version === 1 ? version1Length(digits) : statedLength(digits);

function decode(code: string): ShareDecodeResult {
  const opened = openCode(code, SHARE_CODE_VERSION, lengthOf, (mended) => decode(codeOf(mended)).ok);
  if (!opened.ok) return failure(opened.error);
  let hand: HandInput;
  if (opened.version === 1) {
    const old = readVersion1(opened.digits);
    // The checksum holds yet the layout does not: a 1-in-4096 coincidence, or a code no app wrote.
    if (old === undefined) return failure('malformed');
    hand = old;
  } else {
    const read = readFields(readerAfterLength(opened.digits));
    if (!read.ok) return failure(read.error);
    hand = handOf(read.fields);
  }
  const parsed = parseHand(hand);
  if (!parsed.ok) {
    const reasons = parsed.errors.map((e) => e.message).join(' ');
    // The first release scored some events a hand cannot have had (kong on kong with no kongs, a
    // replacement tile with no kong or bonus tile); the player who opens such a link is told why it
    // no longer opens rather than shown a different score.
    const refusedEvents = opened.version === 1 && parsed.errors.every((e) => EVENT_ERRORS.has(e.code));
    return {
      ok: false,
      error: {
        code: 'invalid_hand',
        message: refusedEvents ? `${FIRST_RELEASE_EVENTS} ${reasons}` : reasons,
        errors: parsed.errors,
        ...(refusedEvents ? { firstRelease: true } : {}),
      },
    };
  }
  return { ok: true, hand };
}

const EVENT_ERRORS: ReadonlySet<string> = new Set(['event_not_possible', 'conflicting_events']);
const FIRST_RELEASE_EVENTS =
  'This hand was shared from the first release of the app, which scored an event the hand cannot have had; the rules now refuse it.';
