// The names of the rules' things in the player's language, looked up by id: patterns (by table),
// house rules, winning events, payments and tables. The core speaks in ids and codes; a screen words
// them here. Loaded with its own catalog area (`names`), after the first screen is painted: a screen
// that shows names waits for them (use-names.ts for a component, or its area list beside `names`).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { profileCard } from '../../core/card';
import type { CardValue, HouseRuleId } from '../../core/house-rules';
import { houseRuleChanges, houseRulesAtAGlance, type HouseRuleChange } from '../../core/house-rules-summary';
import type { TablePaymentKind } from '../../core/settlement';
import type { EventId, HandOptionsInput, ProfileId, ScoreItem, TableOptions } from '../../core/types';
import { DETAIL_NAMES, WITH_DETAIL } from './detail-names';
import { EVENT_NAMES } from './event-names';
import {
  HOUSE_RULE_CHANGES,
  HOUSE_RULE_CHOICES,
  HOUSE_RULE_EFFECTS,
  CARD_WORDS,
  HOUSE_RULE_NAMES,
  MORE_HOUSE_RULES,
} from './house-rule-names';
import { PATTERN_NAMES } from './pattern-names';
import { PENALTY_NAMES, PROFILE_NAMES, TABLE_PAYMENT_NAMES } from './payment-names';

export { DETAIL_NAMES } from './detail-names';
export { errorWords, tileWords } from './error-words';
export { EVENT_NAMES } from './event-names';
export {
  HOUSE_RULE_CHANGES,
  HOUSE_RULE_CHOICES,
  HOUSE_RULE_EFFECTS,
  HOUSE_RULE_NAMES,
} from './house-rule-names';
export { PATTERN_NAMES } from './pattern-names';
export { PENALTY_NAMES, PROFILE_NAMES, TABLE_PAYMENT_NAMES } from './payment-names';

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/** A message with its values (by id: the descriptor's message is there only outside production, as the English). */
const withValues = (i18n: I18n, descriptor: MessageDescriptor, values: Record<string, unknown>): string =>
  i18n._(
    descriptor.id,
    values,
    descriptor.message === undefined ? undefined : { message: descriptor.message },
  );

/** Whether a table has a name for a pattern id. */
export const hasPatternName = (profile: ProfileId, id: string): boolean =>
  own(PATTERN_NAMES[profile], id) !== undefined;

/**
 * A pattern's name at a table: "Ping Hu", 平胡 (Ping Hu), 雞糊. An id the table does not have (an entry
 * kept by another version of the app) reads as `fallback`, the English name it was recorded with.
 */
export function patternName(i18n: I18n, profile: ProfileId, id: string, fallback: string = id): string {
  const name = own(PATTERN_NAMES[profile], id);
  return name ? i18n._(name) : fallback;
}

/** The detail at the end of an item's name: "Dragon Pong (Red Dragon)" → "Red Dragon". */
const DETAIL = / \(([^()]+)\)$/;

/**
 * A scored item's name with what it was for, in the player's language: "Dragon Pong (Red Dragon)",
 * 三元刻（红中）. The item keeps its English name (the command line's JSON), which also says the detail.
 */
export function itemName(i18n: I18n, profile: ProfileId, item: Pick<ScoreItem, 'id' | 'name'>): string {
  const name = own(PATTERN_NAMES[profile], item.id);
  if (!name) return item.name;
  const detail = DETAIL.exec(item.name)?.[1];
  if (detail === undefined) return i18n._(name);
  const detailName = own(DETAIL_NAMES, detail);
  return withValues(i18n, WITH_DETAIL, {
    name: i18n._(name),
    detail: detailName ? i18n._(detailName) : detail,
  });
}

export const houseRuleName = (i18n: I18n, id: HouseRuleId): string => i18n._(HOUSE_RULE_NAMES[id]);

/** What a house rule changes, in one sentence. */
export const houseRuleEffect = (i18n: I18n, id: HouseRuleId): string => i18n._(HOUSE_RULE_EFFECTS[id]);

/** The words of one value of a house rule that is a choice ("Half spicy (半辣)"); the value itself when it has none. */
export function houseRuleChoice(i18n: I18n, id: HouseRuleId, value: string): string {
  const choices = own(HOUSE_RULE_CHOICES, id);
  const words = choices && own(choices, value);
  return words ? i18n._(words) : value;
}

/** One rule played at a value other than its default, in a few words: "Fully concealed +1", "cap 10 fan". */
export function houseRuleChangeWords(i18n: I18n, profile: ProfileId, change: HouseRuleChange): string {
  const words: MessageDescriptor | Readonly<Record<string, MessageDescriptor>> =
    HOUSE_RULE_CHANGES[change.id];
  // A card is counted, not listed: its patterns and values are its own screen's.
  const value = typeof change.value === 'object' ? Object.keys(change.value).length : change.value;
  if ('id' in words && typeof words.id === 'string')
    return withValues(i18n, words as MessageDescriptor, { value });
  const byKey = words as Readonly<Record<string, MessageDescriptor>>;
  // Counts of tai or fan have one message per unit word; choices one per value other than the default.
  const key = typeof value === 'number' ? (profile === 'hk' ? 'fan' : 'tai') : String(value);
  const chosen = own(byKey, key);
  return chosen ? withValues(i18n, chosen, { value }) : `${houseRuleName(i18n, change.id)}: ${String(value)}`;
}

/**
 * What a set of house rules changes from its table's defaults, a few words each ("Fully concealed +1",
 * "Shooter pays", "cap 10 tai"): scoring rules first, then the minimum and the cap. Empty at the defaults.
 */
export function houseRuleSummaryWords(
  i18n: I18n,
  profile: ProfileId,
  options: HandOptionsInput | TableOptions,
): string[] {
  return houseRuleChanges(profile, options).map((change) => houseRuleChangeWords(i18n, profile, change));
}

/**
 * What a night's header says of its house rules, a few words each: those that change who pays or what
 * ("Shooter pays", "Half spicy"), the table's own card ("Table's card: 2 changed"), and how many more
 * ("1 more house rule"). Empty where the table plays its own rules (the minimum and cap are said apart).
 */
export function houseRulesGlanceWords(
  i18n: I18n,
  profile: ProfileId,
  options: HandOptionsInput | TableOptions,
): string[] {
  const { changes, others } = houseRulesAtAGlance(profile, options);
  const words = changes.map((change) => houseRuleChangeWords(i18n, profile, change));
  if (others > 0) words.push(withValues(i18n, MORE_HOUSE_RULES, { count: others }));
  return words;
}

/** A value on a table's card: "6 tai" ("6番" at a Hong Kong table), "not played" (0), "limit". */
export function cardValueWords(i18n: I18n, profile: ProfileId, value: CardValue): string {
  if (value === 'limit') return i18n._(CARD_WORDS.limit);
  if (value === 0) return i18n._(CARD_WORDS.notPlayed);
  return withValues(i18n, profile === 'hk' ? CARD_WORDS.fan : CARD_WORDS.tai, { value });
}

/**
 * Each pattern a table's card plays at another value than the profile's own, in the order a result lists
 * them: "Full Flush: 6 tai", "Animal: not played". A line the house rules do not play is left out.
 */
export function cardChangeWords(i18n: I18n, profile: ProfileId, options: TableOptions): string[] {
  return profileCard(profile, options)
    .filter((line) => line.houseRulePlays && line.value !== line.byDefault)
    .map((line) =>
      withValues(i18n, CARD_WORDS.line, {
        pattern: patternName(i18n, profile, line.id),
        value: cardValueWords(i18n, profile, line.value),
      }),
    );
}

export const eventName = (i18n: I18n, id: EventId): string => i18n._(EVENT_NAMES[id]);

/** A table payment as said inside a sentence: "exposed kong". */
export const tablePaymentName = (i18n: I18n, kind: TablePaymentKind): string =>
  i18n._(TABLE_PAYMENT_NAMES[kind]);

export const penaltyName = (i18n: I18n, penalty: keyof typeof PENALTY_NAMES): string =>
  i18n._(PENALTY_NAMES[penalty]);

/** A table's name: "Singapore table", 新加坡牌桌. */
export const profileName = (i18n: I18n, profile: ProfileId): string => i18n._(PROFILE_NAMES[profile]);
