// Random house-rule sets for property tests, drawn from the registry itself: every rule a profile
// accepts, any valid value of its type and bounds. A rule added to the registry is drawn with no
// change here.
import fc from 'fast-check';
import { cardIds } from '../card';
import { HOUSE_RULES, rulesOf, ruleMax, type Card, type CardRule, type HouseRule } from '../house-rules';
import { resolveOptions } from '../options';
import { PROFILE_IDS, type HandOptionsInput, type ProfileId } from '../types';

/** Any value a rule accepts under a profile, as a hand, a night or a link may give it. */
function ruleValue(rule: HouseRule, profile: ProfileId): fc.Arbitrary<number | boolean | string | Card> {
  switch (rule.type) {
    case 'number': {
      const numbers = fc.integer({ min: rule.min, max: ruleMax(rule, profile) });
      return rule.onValue === undefined ? numbers : fc.oneof(numbers, fc.boolean());
    }
    case 'flag':
      return fc.boolean();
    case 'choice':
      return fc.constantFrom(...rule.choices.map((c) => c.value));
    case 'card':
      return cards(rule, profile);
  }
}

/** Any card a profile accepts: some of its patterns, each at a number in bounds or "limit" (0 included). */
export function cards(rule: CardRule, profile: ProfileId, maxKeys = 8): fc.Arbitrary<Card> {
  return fc.dictionary(
    fc.constantFrom(...cardIds(profile)),
    fc.oneof(fc.integer({ min: rule.min, max: rule.max }), fc.constant('limit' as const)),
    { maxKeys },
  );
}

/** Any subset of a profile's house rules with valid values (the minimum at or under the cap). */
export function optionSets(profile: ProfileId): fc.Arbitrary<HandOptionsInput> {
  const fields = Object.fromEntries(rulesOf(profile).map((id) => [id, ruleValue(HOUSE_RULES[id], profile)]));
  return fc
    .record(fields, { requiredKeys: [] })
    .map((options) => options as HandOptionsInput)
    .filter((options) => resolveOptions(profile, options).errors.length === 0);
}

/** A profile and a valid set of its house rules. */
export const profileOptionSets: fc.Arbitrary<{ profile: ProfileId; options: HandOptionsInput }> = fc
  .constantFrom(...PROFILE_IDS)
  .chain((profile) => optionSets(profile).map((options) => ({ profile, options })));
