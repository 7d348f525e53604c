// Reading and changing one house rule of a set, for the forms generated from the registry.
import { HOUSE_RULES, HOUSE_RULE_IDS, ruleDefault, type HouseRule, type HouseRuleId } from '../../core/house-rules';
import { resolveOptions } from '../../core/options';
import type { HandOptionsInput, ProfileId, TableOptions } from '../../core/types';
import { errorWords, houseRuleChoice } from '../names/ready';

export type RuleValue = number | boolean | string;

/** The rules as the table plays them: every rule resolved, the profile's default where the set is silent. */
export function playedOptions(profile: ProfileId, rules: HandOptionsInput): TableOptions {
  return resolveOptions(profile, rules).options;
}

/** Whether a rule, as played, is at the profile's default. */
export const isDefault = (profile: ProfileId, id: HouseRuleId, value: RuleValue): boolean =>
  value === ruleDefault(HOUSE_RULES[id], profile);

/**
 * Sets one rule: the new set, or the core's sentence saying why the value cannot be played (out of bounds,
 * or a minimum above the cap). A value at the default is dropped, so a hand's options stay short.
 */
export function withRule(
  profile: ProfileId, rules: HandOptionsInput, id: HouseRuleId, value: RuleValue,
): { rules: HandOptionsInput } | { refusal: string } {
  const next: Record<string, unknown> = { ...rules, [id]: value };
  const resolved = resolveOptions(profile, next);
  if (resolved.errors.length > 0) return { refusal: resolved.errors.map(errorWords).join(' ') };
  if (isDefault(profile, id, resolved.options[id])) delete next[id];
  return { rules: next as HandOptionsInput };
}

/** How a rule's value reads: "1 tai", "on", a choice's label. */
export function valueWords(rule: HouseRule, value: RuleValue, word: string): string {
  switch (rule.type) {
    case 'number': {
      // Seven pairs may be given as on or off: on is its `onValue`.
      const n = typeof value === 'boolean' ? (value ? rule.onValue ?? 1 : 0) : value;
      if (rule.onValue !== undefined && n === 0) return 'off';
      return rule.measure === 'tai' ? `${n} ${word}` : String(n);
    }
    case 'flag':
      return value ? 'on' : 'off';
    case 'choice':
      // The rule's id, to word its choice in the player's language.
      return houseRuleChoice(HOUSE_RULE_IDS.find((id) => HOUSE_RULES[id] === rule) ?? 'unit', String(value));
  }
}
