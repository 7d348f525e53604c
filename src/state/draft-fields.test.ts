// The stored draft's check is written out by hand (it runs before the first screen, which carries no
// validation library): held here to the valibot schema it replaced, on random drafts mixing fields that
// fit with fields that do not, so each field still falls back alone, exactly as before.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DECLARED_SET_TYPES, EVENT_IDS, PROFILE_IDS } from '../core/types';
import { tokenCode, TILE_TOKENS } from '../core/tiles';
import { upgradeDraft, WINDS } from './draft-fields';

const Token = v.pipe(
  v.string(),
  v.check((t) => tokenCode(t) >= 0, 'not a tile'),
);
const Tokens = v.array(Token);
const WindSchema = v.picklist(WINDS);
const HouseRulesSchema = v.object({
  min_tai: v.optional(v.number()),
  cap_tai: v.optional(v.number()),
  unit: v.optional(v.number()),
  concealed_bonus: v.optional(v.number()),
  seven_pairs: v.optional(v.union([v.boolean(), v.number()])),
  unusual_hands: v.optional(v.boolean()),
  ping_hu_wait: v.optional(v.picklist(['pattern', 'any'])),
  little_dragons_total: v.optional(v.boolean()),
});
/** The schema the hand-written check replaced, as it was. */
const StoredDraftSchema = v.object({
  concealed: v.fallback(Tokens, []),
  declared: v.fallback(v.array(v.object({ type: v.picklist(DECLARED_SET_TYPES), tiles: Tokens })), []),
  bonus: v.fallback(Tokens, []),
  winningPick: v.fallback(v.nullable(Token), null),
  winBy: v.fallback(v.picklist(['self', 'discard']), 'self'),
  seatWind: v.fallback(WindSchema, 'E'),
  prevailingWind: v.fallback(WindSchema, 'E'),
  events: v.fallback(v.array(v.picklist(EVENT_IDS)), []),
  profile: v.fallback(v.picklist(PROFILE_IDS), 'sg'),
  houseRules: v.fallback(v.record(v.picklist(PROFILE_IDS), v.looseObject(HouseRulesSchema.entries)), {}),
  nightWinner: v.fallback(
    v.nullable(v.object({ hand: v.string(), player: v.picklist([0, 1, 2, 3] as const) })),
    null,
  ),
});
const Envelope = v.object({ version: v.number(), savedAt: v.optional(v.number()), state: v.unknown() });

function upgradedByTheSchema(raw: unknown): unknown {
  const envelope = v.safeParse(Envelope, raw);
  if (!envelope.success) return null;
  const { version, savedAt, state } = envelope.output;
  if (version !== 1 && version !== 2) return null;
  const fields = v.safeParse(StoredDraftSchema, typeof state === 'object' && state !== null ? state : {});
  if (!fields.success) return null;
  return { savedAt: version === 1 ? 0 : (savedAt ?? 0), state: fields.output };
}

/** Anything JSON can hold, a little of it. */
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 5 }),
  fc.string({ maxLength: 4 }),
  fc.constant([]),
  fc.constant({}),
);
const tile = fc.constantFrom(...TILE_TOKENS);
const tiles = fc.oneof(
  fc.array(tile, { maxLength: 5 }),
  fc.array(fc.oneof(tile, junk), { maxLength: 3 }),
  junk,
);
const maybe = <T>(fits: fc.Arbitrary<T>) => fc.oneof(fits, fits, junk);
const houseRules = fc.oneof(
  fc.dictionary(
    fc.constantFrom(...PROFILE_IDS, 'other'),
    fc.oneof(
      fc.record(
        {
          min_tai: maybe(fc.integer({ min: 0, max: 5 })),
          seven_pairs: maybe(fc.oneof(fc.boolean(), fc.integer({ min: 0, max: 4 }))),
          ping_hu_wait: maybe(fc.constantFrom('pattern', 'any')),
          human_hand: junk,
        },
        { requiredKeys: [] },
      ),
      junk,
    ),
    { maxKeys: 3 },
  ),
  junk,
);
const state = fc.record(
  {
    concealed: tiles,
    declared: maybe(
      fc.array(
        fc.record(
          { type: maybe(fc.constantFrom(...DECLARED_SET_TYPES)), tiles, extra: junk },
          { requiredKeys: ['type'] },
        ),
        { maxLength: 3 },
      ),
    ),
    bonus: tiles,
    winningPick: maybe(fc.oneof(tile, fc.constant(null))),
    winBy: maybe(fc.constantFrom('self', 'discard')),
    seatWind: maybe(fc.constantFrom(...WINDS)),
    prevailingWind: maybe(fc.constantFrom(...WINDS)),
    events: maybe(fc.array(maybe(fc.constantFrom(...EVENT_IDS)), { maxLength: 3 })),
    profile: maybe(fc.constantFrom(...PROFILE_IDS)),
    houseRules,
    nightWinner: maybe(
      fc.oneof(
        fc.constant(null),
        fc.record({ hand: maybe(fc.string({ maxLength: 6 })), player: maybe(fc.constantFrom(0, 1, 2, 3)) }),
      ),
    ),
    past: junk,
  },
  { requiredKeys: [] },
);
const envelope = fc.record(
  {
    version: maybe(fc.constantFrom(1, 2, 3)),
    savedAt: maybe(fc.integer({ min: 0, max: 10_000 })),
    state: maybe(state),
  },
  { requiredKeys: [] },
);

describe('the stored draft’s check', () => {
  it('reads every stored draft exactly as the schema it replaced did', () => {
    fc.assert(
      fc.property(fc.oneof(envelope, junk), (raw) => {
        // Through JSON, as storage gives it back.
        const stored: unknown = JSON.parse(JSON.stringify(raw) ?? 'null');
        expect(upgradeDraft(stored)).toEqual(upgradedByTheSchema(stored));
      }),
      { numRuns: 3_000 },
    );
  });

  it('keeps a house rule it does not know, for the core to check', () => {
    const upgraded = upgradeDraft({
      version: 2,
      savedAt: 1,
      state: { houseRules: { sg: { human_hand: 'x' } } },
    });
    expect(upgraded?.state.houseRules).toEqual({ sg: { human_hand: 'x' } });
  });
});
