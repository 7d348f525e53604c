// The house-rules field on its own: every rule of the registry, at every value, travels by its type
// alone, and its sizes are the ones documented at the top of house-rules-field.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HOUSE_RULES,
  HOUSE_RULE_IDS,
  MAX_UNIT,
  rulesOf,
  ruleDefault,
  ruleMax,
  sameRuleValue,
  type HouseRule,
  type RuleValue,
} from '../house-rules';
import { cardIds } from '../card';
import { defaultOptions, resolveOptions } from '../options';
import { PROFILE_IDS, type HandOptionsInput, type ProfileId } from '../types';
import { BitReader, BitWriter } from './bits';
import { changedRules, readHouseRules, writeHouseRules } from './house-rules-field';
import { optionSets } from './random-options';
import { everyPatternChanged } from '../testing/cards';

function written(profile: ProfileId, options: HandOptionsInput): BitWriter {
  const { options: resolved, errors } = resolveOptions(profile, options);
  expect(errors).toEqual([]);
  const out = new BitWriter();
  writeHouseRules(out, profile, resolved);
  return out;
}

function roundTrip(profile: ProfileId, options: HandOptionsInput): HandOptionsInput {
  const out = written(profile, options);
  out.write(0b101101, 6); // something after the field, to show the reader stops where the field ends
  const input = new BitReader(out.digits(), 0);
  const read = readHouseRules(input, profile);
  expect(read.ok).toBe(true);
  expect(input.read(6)).toBe(0b101101);
  return read.ok ? read.options : {};
}

/**
 * Every value a rule takes under a profile other than its default (numbers: the bounds and one between; a
 * card: one pattern at a number, at the limit and not played, and several at once).
 */
function otherValues(rule: HouseRule, profile: ProfileId): RuleValue[] {
  const fallback = ruleDefault(rule, profile);
  const [first, second, last] = [cardIds(profile)[0]!, cardIds(profile)[1]!, cardIds(profile).at(-1)!];
  const values: RuleValue[] =
    rule.type === 'number'
      ? [rule.min, rule.min + 1, ruleMax(rule, profile)]
      : rule.type === 'flag'
        ? [true, false]
        : rule.type === 'choice'
          ? rule.choices.map((c) => c.value)
          : [{ [last]: rule.max }, { [first]: 0 }, { [second]: 3, [last]: 'limit', [first]: rule.min }];
  return [...new Set(values)].filter((v) => !sameRuleValue(v, fallback));
}

describe('the house-rules field', () => {
  it('carries every rule of every profile at every kind of value, and only the rules that changed', () => {
    let checked = 0;
    for (const profile of PROFILE_IDS) {
      for (const id of rulesOf(profile)) {
        for (const value of otherValues(HOUSE_RULES[id], profile)) {
          const options = { [id]: value } as HandOptionsInput;
          if (resolveOptions(profile, options).errors.length > 0) continue; // e.g. a cap under the minimum
          const back = roundTrip(profile, options);
          // hk lowers a cap above 10 to its default under the standard payment table: nothing changed, nothing written.
          const resolved = resolveOptions(profile, options).options;
          expect(back, `${profile} ${id}=${String(value)}`).toEqual(
            changedRules(profile, resolved).length > 0 ? options : {},
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('reads the registry alone: every rule id of the registry is written by its wire number', () => {
    for (const id of HOUSE_RULE_IDS) {
      const profile = HOUSE_RULES[id].profiles[0]!;
      const value = otherValues(HOUSE_RULES[id], profile).find(
        (v) => resolveOptions(profile, { [id]: v }).errors.length === 0,
      )!;
      const bits = written(profile, { [id]: value } as HandOptionsInput);
      const input = new BitReader(bits.digits(), 0);
      expect(input.read(1)).toBe(1);
      expect(input.varint(4), id).toBe(HOUSE_RULES[id].wire);
    }
  });

  it('random option sets of every profile round-trip', () => {
    for (const profile of PROFILE_IDS) {
      fc.assert(
        fc.property(optionSets(profile), (options) => {
          const back = roundTrip(profile, options);
          expect(resolveOptions(profile, back)).toEqual(resolveOptions(profile, options));
          expect(Object.keys(back).sort()).toEqual(
            changedRules(profile, resolveOptions(profile, options).options).sort(),
          );
        }),
        { numRuns: 300 },
      );
    }
  });

  it('has the sizes its comment gives', () => {
    expect(written('sg', {}).size).toBe(1);
    expect(written('sg', { shooter_pays: true }).size).toBe(1 + 7);
    expect(written('sg', { concealed_bonus: 2 }).size).toBe(1 + 11);
    expect(written('sg', { pearl: 'any' }).size).toBe(1 + 11);
    expect(written('hk', { hk_payment: 'spicy' }).size).toBe(1 + 16); // wire 16 after none: a gap of 16
    expect(written('sg', { unit: 100 }).size).toBe(1 + 16);
    expect(written('sg', { unit: MAX_UNIT }).size).toBe(1 + 41);
    const every = Object.fromEntries(
      rulesOf('sg').map((id) => [id, otherValues(HOUSE_RULES[id], 'sg').at(-1)!]),
    ) as HandOptionsInput;
    expect(
      changedRules('sg', resolveOptions('sg', { ...every, unit: MAX_UNIT, min_tai: 13, values: {} }).options),
    ).toHaveLength(16);
    expect(written('sg', { ...every, unit: MAX_UNIT, min_tai: 13, values: {} }).size).toBe(179);
    expect(defaultOptions('sg').unit).toBe(1);
    // The card: its wire number 21 (a gap of 21 after none: 10 bits), then its own entries and end.
    expect(written('sg', { values: { thirteen_orphans: 13 } }).size).toBe(1 + 1 + 10 + 12);
    expect(written('sg', { values: { full_flush: 6 } }).size).toBe(1 + 1 + 10 + 17);
    expect(written('sg', { values: everyPatternChanged('sg') }).size).toBe(1 + 1 + 10 + 41 * 11 + 1);
  });
});
