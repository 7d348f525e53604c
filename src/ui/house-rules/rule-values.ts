// Reading and changing one house rule of a set, for the forms generated from the registry.
import { t } from '@lingui/core/macro';
import {
  HOUSE_RULES,
  HOUSE_RULE_IDS,
  isRuleDefault,
  type Card,
  type FormRule,
  type HouseRuleId,
} from '../../core/house-rules';
import { resolveOptions } from '../../core/options';
import type { HandOptionsInput, ProfileId, TableOptions } from '../../core/types';
import { errorWords, houseRuleChoice } from '../../words/names/ready';

export type RuleValue = number | boolean | string;

/** The rules as the table plays them: every rule resolved, the profile's default where the set is silent. */
export function playedOptions(profile: ProfileId, rules: HandOptionsInput): TableOptions {
  return resolveOptions(profile, rules).options;
}

/** Whether a rule, as played, is at the profile's default (a card: the profile's own). */
export const isDefault = (profile: ProfileId, id: HouseRuleId, value: RuleValue | Card): boolean =>
  isRuleDefault(HOUSE_RULES[id], profile, value);

/**
 * Sets one rule: the new set, or the core's sentence saying why the value cannot be played (out of bounds,
 * or a minimum above the cap). A value at the default is dropped, so a hand's options stay short.
 */
export function withRule(
  profile: ProfileId,
  rules: HandOptionsInput,
  id: HouseRuleId,
  value: RuleValue | Card,
): { rules: HandOptionsInput } | { refusal: string } {
  const next: Record<string, unknown> = { ...rules, [id]: value };
  const resolved = resolveOptions(profile, next);
  if (resolved.errors.length > 0) return { refusal: resolved.errors.map(errorWords).join(' ') };
  if (isDefault(profile, id, resolved.options[id])) delete next[id];
  return { rules: next as HandOptionsInput };
}

/**
 * How a rule's value reads, in the language in use: "1 tai" ("1台", "1番"), "on", a choice's label.
 * `word` is the table's unit word, 'tai' or 'fan'. Its words are in the settings catalog: a screen that
 * shows them (Settings, a saved table, the rules pages) loads the 'settings' area.
 */
export function valueWords(rule: FormRule, value: RuleValue, word: string): string {
  switch (rule.type) {
    case 'number': {
      // Seven pairs may be given as on or off: on is its `onValue`.
      const n = typeof value === 'boolean' ? (value ? (rule.onValue ?? 1) : 0) : value;
      if (rule.onValue !== undefined && n === 0) return t`off`;
      if (rule.measure !== 'tai') return String(n);
      return word === 'fan' ? t`${n} fan` : t`${n} tai`;
    }
    case 'flag':
      return value ? t`on` : t`off`;
    case 'choice':
      // The rule's id, to word its choice in the player's language.
      return houseRuleChoice(HOUSE_RULE_IDS.find((id) => HOUSE_RULES[id] === rule) ?? 'unit', String(value));
  }
}
