// The rules reference's own small words, in the rules catalog: a profile's name, a count of tai or fan,
// a wind, a winning event. Content sentences are messages too (content/types.ts); `say` words either.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HOUSE_RULES, type FormRule, type FormRuleId } from '../../core/house-rules';
import { houseRuleChoice } from '../../words/names/ready';
import type { EventId, ProfileId } from '../../core/types';
import type { Cell } from './content/types';

/** A content message in the language in use; a plain cell (a number, a sign) as it is. */
export const say = (i18n: I18n, words: Cell): string => (typeof words === 'string' ? words : i18n._(words));

export const PROFILE_NAMES: Readonly<Record<ProfileId, MessageDescriptor>> = {
  sg: msg`Singapore table`,
  'sg-reference': msg`Singapore 0–5 tai reference`,
  hk: msg`Hong Kong`,
};

/** "tai" at a Singapore table, "fan" at a Hong Kong one (beside a number the sentence places). */
export const unitName = (i18n: I18n, profile: ProfileId): string =>
  profile === 'hk' ? i18n._(msg`fan`) : i18n._(msg`tai`);

/** "4 tai" at a Singapore table, "4 fan" at a Hong Kong one. */
export function unitCount(i18n: I18n, profile: ProfileId, count: number | string): string {
  return profile === 'hk' ? i18n._(msg`${count} fan`) : i18n._(msg`${count} tai`);
}

const WIND_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  E: msg`East`,
  S: msg`South`,
  W: msg`West`,
  N: msg`North`,
};

/** A wind as a hand writes it (E, S, W, N) in words. */
export const windName = (i18n: I18n, wind: string): string => {
  const name = WIND_NAMES[wind];
  return name ? i18n._(name) : wind;
};

export const EVENT_NAMES: Readonly<Record<EventId, MessageDescriptor>> = {
  robbing_kong: msg`robbing a kong`,
  replacement: msg`on a replacement tile`,
  kong_on_kong: msg`kong upon kong`,
  last_tile: msg`the last tile`,
  last_five: msg`five or fewer tiles left`,
  heavenly: msg`Heavenly Hand`,
  earthly: msg`Earthly Hand`,
  human: msg`Human Hand`,
};

/** How a house rule's value reads at a table: "4 tai", "on", "off", a choice's label. */
export function ruleValueWords(
  i18n: I18n,
  id: FormRuleId,
  value: number | boolean | string,
  profile: ProfileId,
): string {
  const rule = HOUSE_RULES[id] as FormRule;
  switch (rule.type) {
    case 'number': {
      // Seven pairs may be given as on or off: on is its `onValue`.
      const n = typeof value === 'boolean' ? (value ? (rule.onValue ?? 1) : 0) : value;
      if (rule.onValue !== undefined && n === 0) return i18n._(msg`off`);
      return rule.measure === 'tai' ? unitCount(i18n, profile, n as number) : String(n);
    }
    case 'flag':
      return value ? i18n._(msg`on`) : i18n._(msg`off`);
    case 'choice':
      // A choice is worded by its rule's id, as Settings words it.
      return houseRuleChoice(id, String(value));
  }
}
