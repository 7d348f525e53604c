// Properties that hold for every hand, checked on thousands of random ones (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreHand } from './score';
import { PROFILES } from './profiles';
import { randomThirteen, randomWinningHand, seededRng, shuffled } from './testing/random-hands';
import { referenceIsWinning } from './testing/reference';
import { BONUS_TOKENS, TILE_COUNT, TILE_TOKENS } from './tiles';
import { optionSets } from './codes/random-options';
import { rulesOf } from './house-rules';
import { defaultOptions } from './options';
import { PROFILE_IDS, type HandInput, type HandOptionsInput, type ScoreOk } from './types';
import { waitsOf } from './waits';

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const winningHands = seeds.map((seed) => ({ seed, hand: randomWinningHand(seededRng(seed)) }));
const scoredOk = (input: unknown): ScoreOk => {
  const result = scoreHand(input);
  if (!result.ok)
    throw new Error(`expected a valid hand: ${JSON.stringify(result.errors)} for ${JSON.stringify(input)}`);
  return result;
};

const anyToken = fc.oneof(
  fc.constantFrom(...TILE_TOKENS, ...BONUS_TOKENS),
  fc.string({ maxLength: 4 }),
  fc.constantFrom('c0', 'c10', 'd', 'Ee', ' c1', 'wd', 'cat', '', 'S5'),
);
const looseHand = fc.record(
  {
    profile: fc.oneof(fc.constantFrom('sg', 'sg-reference', 'hk', 'HK', 'jp'), fc.anything()),
    hand: fc.oneof(fc.array(anyToken, { maxLength: 18 }), fc.anything()),
    exposed: fc.oneof(
      fc.array(
        fc.record({
          type: fc.constantFrom('chow', 'pong', 'kong', 'concealed_kong', 'x'),
          tiles: fc.array(anyToken, { maxLength: 5 }),
        }),
        { maxLength: 5 },
      ),
      fc.anything(),
    ),
    bonus: fc.oneof(fc.array(anyToken, { maxLength: 9 }), fc.anything()),
    winning_tile: fc.oneof(anyToken, fc.anything()),
    winning_from_discard: fc.oneof(fc.boolean(), fc.anything()),
    seat_wind: fc.oneof(fc.constantFrom('E', 'S', 'W', 'N', 'x'), fc.anything()),
    events: fc.oneof(
      fc.array(
        fc.constantFrom(
          'robbing_kong',
          'replacement',
          'kong_on_kong',
          'last_tile',
          'last_five',
          'heavenly',
          'earthly',
          'human',
          'nope',
        ),
      ),
      fc.anything(),
    ),
    options: fc.oneof(
      fc.dictionary(
        fc.constantFrom('min_tai', 'cap_tai', 'unit', 'seven_pairs', 'ping_hu_wait', 'foo'),
        fc.anything(),
      ),
      fc.anything(),
    ),
  },
  { requiredKeys: [] },
);

describe('properties of the scorer', () => {
  it('never throws and never fails inside, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), looseHand), (input) => {
        const result = scoreHand(input);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) {
          expect(result.errors.length).toBeGreaterThan(0);
          expect(result.errors.map((e) => e.code)).not.toContain('internal_error');
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('every hand made of four random sets and a pair is recognised', () => {
    fc.assert(
      fc.property(winningHands, ({ hand }) => {
        const result = scoredOk(hand);
        // Four sets and a pair stay a winning shape whatever the house rules and the card say.
        expect(result.reason).not.toBe('not_a_winning_hand');
        expect(result.sets).toHaveLength(5);
      }),
      { numRuns: 3000 },
    );
  });

  it('tile order never changes a result', () => {
    fc.assert(
      fc.property(winningHands, ({ seed, hand }) => {
        const rng = seededRng(seed ^ 0x5bd1e995);
        const reordered: HandInput = {
          ...hand,
          hand: shuffled(rng, hand.hand),
          bonus: shuffled(rng, hand.bonus ?? []),
          exposed: (hand.exposed ?? []).map((set) => ({ ...set, tiles: shuffled(rng, set.tiles) })),
        };
        expect(scoredOk(reordered)).toEqual(scoredOk(hand));
      }),
      { numRuns: 2000 },
    );
  });

  it('tai is the capped raw_tai, or the cap for a limit hand', () => {
    fc.assert(
      fc.property(winningHands, ({ hand }) => {
        const result = scoredOk(hand);
        const profile = PROFILES[result.profile];
        const limitHand = result.items.some(
          (item) => profile.patterns.find((rule) => rule.id === item.id)?.tai === 'limit',
        );
        expect(result.raw_tai).toBe(result.items.reduce((sum, item) => sum + item.tai, 0));
        expect(result.tai).toBe(limitHand ? result.cap_tai : Math.min(result.raw_tai, result.cap_tai));
        expect(result.limit).toBe(limitHand || result.raw_tai > result.cap_tai);
        expect(result.win).toBe(result.tai >= result.min_tai);
        expect(result.payment === null).toBe(!result.win);
      }),
      { numRuns: 3000 },
    );
  });

  it('every tile in waits completes the hand and no other tile does', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const before = randomThirteen(seededRng(seed));
        const waits = waitsOf(before, [], ['thirteen_orphans'], { seatWind: 0, prevailingWind: 0 });
        for (let t = 0; t < TILE_COUNT; t++) {
          if (before[t]! >= 4) {
            expect(waits).not.toContain(t);
            continue;
          }
          const after = before.slice();
          after[t]! += 1;
          expect(waits.includes(t)).toBe(referenceIsWinning(after));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('the waits of a winning hand include its winning tile', () => {
    fc.assert(
      fc.property(winningHands, ({ hand }) => {
        const result = scoredOk(hand);
        expect(result.waits).toContain(
          TILE_TOKENS[TILE_TOKENS.findIndex((t) => t.toLowerCase() === hand.winning_tile.toLowerCase())],
        );
      }),
      { numRuns: 2000 },
    );
  });
});

const withOptions = fc
  .constantFrom(...PROFILE_IDS)
  .chain((profile) =>
    fc
      .tuple(seeds, optionSets(profile))
      .map(([seed, options]) => ({ hand: { ...randomWinningHand(seededRng(seed), { profile }), options } })),
  );

describe('properties of the house rules', () => {
  it('random option sets from the registry never throw the scorer, and every valid set scores the hand', () => {
    fc.assert(
      fc.property(withOptions, ({ hand }) => {
        const result = scoreHand(hand);
        if (!result.ok) {
          // The one way a set of values in bounds can be refused: a minimum above the cap.
          expect(result.errors.map((e) => e.code)).toEqual(['invalid_option']);
          expect(result.errors[0]!.message).toMatch(/above the cap/);
          return;
        }
        // Four sets and a pair stay a winning shape whatever the house rules and the card say.
        expect(result.reason).not.toBe('not_a_winning_hand');
        expect(result.tai).toBeLessThanOrEqual(result.cap_tai);
        if (result.payment) {
          const { discarder, others, total } = result.payment;
          expect(total).toBe(discarder === null ? 3 * others : discarder + 2 * others);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('every house rule written out at its default changes nothing', () => {
    fc.assert(
      fc.property(winningHands, ({ hand }) => {
        const profile = hand.profile ?? 'sg';
        const defaults = Object.fromEntries(
          rulesOf(profile).map((id) => [id, defaultOptions(profile)[id]]),
        ) as HandOptionsInput;
        expect(scoreHand({ ...hand, options: defaults })).toEqual(scoreHand(hand));
      }),
      { numRuns: 600 },
    );
  });
});
