// The hand and table encoders never make a code their decoder refuses: whatever they are given
// (valid, near the bounds or past them), they refuse it with a reason, or its code opens.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileOptionSets } from './codes/random-options';
import { HOUSE_RULES, rulesOf } from './house-rules';
import { parseHand } from './parse-hand';
import { decodeShareCode, encodeShareCode } from './share-code';
import { TABLE_NAME_MAX, checkSavedTable, decodeTableCode, encodeTableCode } from './table-code';
import { randomWinningHand, seededRng } from './testing/random-hands';
import { BONUS_TOKENS } from './tiles';
import {
  EVENT_IDS,
  PROFILE_IDS,
  type EventId,
  type HandInput,
  type HandOptionsInput,
  type ProfileId,
} from './types';

/** The encoder's answer: a code, or its refusal (an Error with a sentence). */
function encodeOr(encode: () => string): { ok: true; code: string } | { ok: false; message: string } {
  try {
    return { ok: true, code: encode() };
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    return { ok: false, message: error.message };
  }
}

/** House rules near and past the registry's bounds: any rule of any profile, values a little out. */
const roughOptions: fc.Arbitrary<HandOptionsInput> = fc.dictionary(
  fc.constantFrom(...Object.keys(HOUSE_RULES)),
  fc.oneof(
    fc.integer({ min: -2, max: 120_000_000 }),
    fc.integer({ min: -1, max: 16 }),
    fc.boolean(),
    fc.constantFrom('any', 'pattern', 'table', 'x'),
    // A table's card, some of it out of bounds or of another profile.
    fc.dictionary(
      fc.constantFrom('full_flush', 'little_winds', 'animal', 'no_flowers', 'kah_long', 'xyz'),
      fc.oneof(fc.integer({ min: -1, max: 15 }), fc.constantFrom('limit', 'Limit')),
      { maxKeys: 3 },
    ),
  ),
  { maxKeys: 4 },
) as fc.Arbitrary<HandOptionsInput>;

const names = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: TABLE_NAME_MAX + 5 }),
  fc.string({ unit: 'binary', maxLength: TABLE_NAME_MAX + 5 }),
  fc.string({ unit: fc.constantFrom('🀄', '陈', 'x', ' ', '\n', '\uD800'), maxLength: TABLE_NAME_MAX + 3 }),
);

describe('the table code', () => {
  it('refuses a table with a reason, or makes a code that opens as the same table', () => {
    let opened = 0;
    fc.assert(
      fc.property(
        names,
        fc.oneof(
          profileOptionSets,
          fc.record({ profile: fc.constantFrom<ProfileId>(...PROFILE_IDS), options: roughOptions }),
        ),
        (name, { profile, options }) => {
          const attempt = encodeOr(() => encodeTableCode({ name, profile, options }));
          if (!attempt.ok) {
            expect(attempt.message).toMatch(/^This table cannot be shared because it is not valid: ./);
            expect(checkSavedTable({ name, profile, options }).ok).toBe(false);
            return;
          }
          const back = decodeTableCode(attempt.code);
          if (!back.ok) throw new Error(`the encoder made a code its decoder refuses: ${back.error.message}`);
          const checked = checkSavedTable({ name, profile, options });
          expect(checked.ok && back.table).toEqual(checked.ok && checked.table);
          opened++;
        },
      ),
      { numRuns: 600 },
    );
    expect(opened).toBeGreaterThan(100);
  });
});

/** Hands near the bounds: random winning shapes with any bonus tiles and events, winds and house rules, some rules out of range. */
const roughHands: fc.Arbitrary<HandInput> = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    bonus: fc.subarray([...BONUS_TOKENS]),
    doubled: fc.boolean(),
    events: fc.oneof(fc.constant<EventId[]>([]), fc.subarray([...EVENT_IDS], { maxLength: 2 })),
    seat: fc.constantFrom('E', 'S', 'W', 'N', 'e', 'x'),
    round: fc.constantFrom('E', 'S', 'W', 'N', 'n'),
    options: fc.oneof(fc.constant(undefined), roughOptions),
  })
  .map(({ seed, bonus, doubled, events, seat, round, options }) => {
    const base = randomWinningHand(seededRng(seed), {
      profile: (['sg', 'sg-reference', 'hk'] as const)[seed % 3],
    });
    const profile = base.profile ?? 'sg';
    // Only the rules of the hand's own profile, so that most hands stay valid.
    const own =
      options &&
      Object.fromEntries(
        Object.entries(options).filter(([id]) => (rulesOf(profile) as readonly string[]).includes(id)),
      );
    return {
      ...base,
      bonus: doubled && bonus.length > 0 ? [...bonus, bonus[0]!] : bonus,
      events,
      seat_wind: seat,
      prevailing_wind: round,
      ...(own ? { options: own as HandOptionsInput } : {}),
    };
  });

describe('the share code', () => {
  it('refuses a hand with a reason, or makes a code that opens as a hand the scorer accepts', () => {
    let opened = 0;
    fc.assert(
      fc.property(roughHands, (hand) => {
        const attempt = encodeOr(() => encodeShareCode(hand));
        if (!attempt.ok) {
          expect(attempt.message).toMatch(/^This hand cannot be shared because it is not valid: ./);
          expect(parseHand(hand).ok).toBe(false);
          return;
        }
        const back = decodeShareCode(attempt.code);
        if (!back.ok) throw new Error(`the encoder made a code its decoder refuses: ${back.error.message}`);
        expect(parseHand(back.hand).ok).toBe(true);
        opened++;
      }),
      { numRuns: 600 },
    );
    expect(opened).toBeGreaterThan(60);
  });
});
