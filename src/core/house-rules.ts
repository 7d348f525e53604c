// The one registry of house rules (RULES.md section 8): an entry per rule, with the profiles that accept
// it, its type, bounds and default, its English name (the command line's) and the rule page it belongs to.
// Option parsing, defaults, error messages, the settings and start-a-night controls, the codes in links,
// backups, saved tables and the rules reference all read this table; nothing else lists rules. What a rule
// changes and the words of its choices are the screens', by the rule's id, in each language
// (words/names/house-rule-names.ts, whose test asks for every rule and every choice): kept out of here so
// that no English sentence rides on the first screen's code. Adding a house rule is one entry here, its
// words there, its effect in a pattern table or in settlement, and its cases.
import type { ProfileId } from './types';

/** The most tai (fans) any count in the rules can be: the highest cap and the highest payment row. */
export const MAX_TAI = 13;
/** Largest unit accepted, so that the largest payment (unit × 8192 × 3) stays an exact integer. */
export const MAX_UNIT = 100_000_000;

interface RuleBase {
  /**
   * The rule's number in the codes that links carry (share code version 2 on): fixed forever once
   * issued, never reused, so a link keeps meaning the same rules whatever this table's order becomes.
   */
  readonly wire: number;
  /** The profiles that accept the rule; under any other it is `unknown_option`. */
  readonly profiles: readonly ProfileId[];
  /**
   * English name, as a player at the table says it: the command line's error sentences name the rule
   * with it. The screens name a rule in the player's language by its id (words/names).
   */
  readonly name: string;
  /** The slug of the rules page that explains it (`#/rules/<profile>/<page>`). */
  readonly page: string;
  /**
   * Said in a night's header beside its stakes when the table plays it otherwise: it changes who pays a
   * win or what it is worth, which every player must know before the first hand (the card among them).
   */
  readonly atAGlance?: true;
}

export interface NumberRule extends RuleBase {
  readonly type: 'number';
  /** The value where the rule is not played or the profile's default (per profile where it differs). */
  readonly default: number;
  readonly defaults?: Partial<Record<ProfileId, number>>;
  readonly min: number;
  readonly max: number;
  readonly maxes?: Partial<Record<ProfileId, number>>;
  /** What one step is, for messages: "tai", or a plain number. */
  readonly measure: 'tai' | 'plain';
  /** `true` and `false` are also accepted, as `onValue` and 0 (seven pairs: `true` means 4). */
  readonly onValue?: number;
}

export interface FlagRule extends RuleBase {
  readonly type: 'flag';
  readonly default: boolean;
}

export interface ChoiceRule<V extends string = string> extends RuleBase {
  readonly type: 'choice';
  /** Every value, the default first (what each means is worded by the screens, words/names). */
  readonly choices: readonly { readonly value: V }[];
  readonly default: V;
}

/** A pattern's value on a table's card: a whole number of tai (fans), 0 for not played, or the cap. */
export type CardValue = number | 'limit';
/** A table's card: its own value for some of the patterns its profile awards, by pattern id. */
export type Card = { readonly [patternId: string]: CardValue };

/**
 * The table's own card (`values`): which ids it accepts and what a value does are the patterns' own
 * (card.ts), so the entry holds only what every rule has. Its value is an object, not one control: the
 * forms generated from this registry leave it to its own screen (`inGeneratedForm`).
 */
export interface CardRule extends RuleBase {
  readonly type: 'card';
  /** The profile's own card: no pattern changed. */
  readonly default: Card;
  /** The values a pattern may take: whole numbers from `min` to `max`, or "limit". */
  readonly min: number;
  readonly max: number;
}

export type HouseRule = NumberRule | FlagRule | ChoiceRule | CardRule;

/** Keeps the entry's own type, so that `onValue` shows in the input type (seven pairs: on/off too). */
function number<const R extends Omit<NumberRule, 'type'>>(rule: R): R & NumberRule {
  return { type: 'number', ...rule };
}
const flag = (rule: Omit<FlagRule, 'type'>): FlagRule => ({ type: 'flag', ...rule });
function choice<const V extends string>(rule: Omit<ChoiceRule<V>, 'type' | 'default'>): ChoiceRule<V> {
  return { type: 'choice', default: rule.choices[0]!.value, ...rule };
}
/** The profile's own card, shared and frozen: every table that changes nothing plays it. */
export const NO_CARD: Card = Object.freeze({});
const card = (rule: Omit<CardRule, 'type' | 'default'>): CardRule => ({
  type: 'card',
  default: NO_CARD,
  ...rule,
});

const ALL: readonly ProfileId[] = ['sg', 'sg-reference', 'hk'];
const SG: readonly ProfileId[] = ['sg'];
const HK: readonly ProfileId[] = ['hk'];

/** Every house rule, in the order the settings show them. */
export const HOUSE_RULES = {
  min_tai: number({
    wire: 0,
    profiles: ALL,
    name: 'Minimum to win',
    page: 'house-rules',
    default: 1,
    defaults: { hk: 3 },
    min: 0,
    max: MAX_TAI,
    maxes: { 'sg-reference': 5 },
    measure: 'tai',
  }),
  cap_tai: number({
    wire: 1,
    profiles: ALL,
    name: 'Cap',
    page: 'house-rules',
    default: 5,
    defaults: { hk: 10 },
    min: 1,
    max: MAX_TAI,
    measure: 'tai',
  }),
  unit: number({
    wire: 2,
    profiles: ALL,
    name: 'Unit',
    page: 'settlement',
    default: 1,
    min: 1,
    max: MAX_UNIT,
    measure: 'plain',
  }),
  concealed_bonus: number({
    wire: 3,
    profiles: SG,
    name: 'Concealed Ping Hu bonus',
    page: 'ping-hu',
    default: 0,
    min: 0,
    max: 5,
    measure: 'tai',
  }),
  fully_concealed: number({
    wire: 4,
    profiles: SG,
    name: 'Fully concealed',
    page: 'house-rules',
    default: 0,
    min: 0,
    max: 5,
    measure: 'tai',
  }),
  all_chow_wait: flag({
    wire: 5,
    profiles: SG,
    name: 'All Chow needs the wait test',
    page: 'kah-long-wait-test',
    default: true,
  }),
  ping_hu_concealed: flag({
    wire: 6,
    profiles: SG,
    name: 'Ping Hu must be concealed',
    page: 'ping-hu',
    default: false,
  }),
  ping_hu_wait: choice({
    wire: 7,
    profiles: SG,
    name: 'Ping Hu wait',
    page: 'kah-long-wait-test',
    choices: [{ value: 'pattern' }, { value: 'any' }],
  }),
  hidden_treasure_discard: flag({
    wire: 8,
    profiles: SG,
    name: 'Hidden Treasure on a discard',
    page: 'limit-hands',
    default: true,
  }),
  mixed_terminals: number({
    wire: 9,
    profiles: SG,
    name: 'Mixed Terminals',
    page: 'flushes-and-pong-hands',
    default: 0,
    min: 0,
    max: 5,
    measure: 'tai',
  }),
  little_dragons_total: flag({
    wire: 10,
    profiles: SG,
    name: 'Little Dragons 3 in total',
    page: 'winds-and-dragons',
    default: false,
  }),
  pearl: choice({
    wire: 11,
    profiles: SG,
    name: 'Picking the Pearl',
    page: 'winning-events',
    choices: [{ value: 'd1' }, { value: 'any' }, { value: 'last_tile' }],
  }),
  human_hand: flag({
    wire: 12,
    profiles: SG,
    name: 'Human Hand (Ren Hu)',
    page: 'winning-events',
    default: false,
  }),
  seven_pairs: number({
    wire: 13,
    profiles: ['sg', 'hk'],
    name: 'Seven pairs',
    page: 'seven-pairs-and-unusual-hands',
    default: 0,
    min: 0,
    max: MAX_TAI,
    onValue: 4,
    measure: 'tai',
  }),
  unusual_hands: flag({
    wire: 14,
    profiles: SG,
    name: 'Unusual hands',
    page: 'seven-pairs-and-unusual-hands',
    default: false,
  }),
  shooter_pays: flag({
    wire: 15,
    profiles: SG,
    name: 'Shooter pays',
    page: 'settlement',
    atAGlance: true,
    default: false,
  }),
  hk_payment: choice({
    wire: 16,
    profiles: HK,
    name: 'Payment table',
    page: 'settlement',
    atAGlance: true,
    choices: [{ value: 'table' }, { value: 'half_spicy' }, { value: 'spicy' }],
  }),
  hk_discard: choice({
    wire: 17,
    profiles: HK,
    name: 'Who pays a discard',
    page: 'settlement',
    atAGlance: true,
    choices: [{ value: 'discarder' }, { value: 'half' }],
  }),
  concealed_hand: number({
    wire: 18,
    profiles: HK,
    name: 'Concealed hand',
    page: 'house-rules',
    default: 0,
    min: 0,
    max: 3,
    measure: 'tai',
  }),
  bonus_counts_to_minimum: flag({
    wire: 19,
    profiles: HK,
    name: 'Bonus fans count to the minimum',
    page: 'bonus-tiles',
    default: true,
  }),
  nine_gates_strict: flag({
    wire: 20,
    profiles: HK,
    name: 'Strict Nine Gates',
    page: 'limit-hands',
    default: true,
  }),
  values: card({
    wire: 21,
    profiles: ALL,
    name: "Table's card",
    page: 'house-rules',
    atAGlance: true,
    min: 0,
    max: MAX_TAI,
  }),
} as const satisfies Record<string, HouseRule>;

export type HouseRuleId = keyof typeof HOUSE_RULES;
export const HOUSE_RULE_IDS = Object.keys(HOUSE_RULES) as HouseRuleId[];

type ValueOf<R> =
  R extends ChoiceRule<infer V> ? V : R extends FlagRule ? boolean : R extends CardRule ? Card : number;
type InputOf<R> = R extends { readonly onValue: number } ? number | boolean : ValueOf<R>;

/** Every house rule resolved to a value (the profile's default where the input is silent). */
export type TableOptions = { readonly [K in HouseRuleId]: ValueOf<(typeof HOUSE_RULES)[K]> };
/** House rules as a hand, a night or a link gives them: any subset, seven pairs also as on/off. */
export type HandOptionsInput = { [K in HouseRuleId]?: InputOf<(typeof HOUSE_RULES)[K]> };

/** A value of any house rule, as resolved. */
export type RuleValue = number | boolean | string | Card;

/** The rule's default under a profile. */
export function ruleDefault<R extends HouseRule>(rule: R, profile: ProfileId): R['default'];
export function ruleDefault(rule: HouseRule, profile: ProfileId): RuleValue {
  return rule.type === 'number' ? (rule.defaults?.[profile] ?? rule.default) : rule.default;
}

/** Whether two resolved values of a rule are the same: a card by its entries, any other value as itself. */
export function sameRuleValue(a: RuleValue | undefined, b: RuleValue | undefined): boolean {
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
  );
}

/** Whether a resolved value is the rule's default under a profile. */
export const isRuleDefault = (rule: HouseRule, profile: ProfileId, value: RuleValue | undefined): boolean =>
  sameRuleValue(value, ruleDefault(rule, profile));

/** The rule's highest value under a profile. */
export const ruleMax = (rule: NumberRule, profile: ProfileId): number => rule.maxes?.[profile] ?? rule.max;

/** Whether a profile accepts a rule. */
export const accepts = (rule: HouseRule, profile: ProfileId): boolean => rule.profiles.includes(profile);

/** The rules a profile accepts, in registry order. */
export const rulesOf = (profile: ProfileId): HouseRuleId[] =>
  HOUSE_RULE_IDS.filter((id) => accepts(HOUSE_RULES[id], profile));

/**
 * Whether the forms generated from this registry show the rule as a control: every rule but the card,
 * whose patterns and values have a screen of their own.
 */
export const inGeneratedForm = (rule: HouseRule): rule is FormRule => rule.type !== 'card';

/** A rule the generated forms show: a number, a flag or a choice. */
export type FormRule = Exclude<HouseRule, CardRule>;
/** The ids of the rules the generated forms show (every rule but the table's card). */
export type FormRuleId = {
  [K in HouseRuleId]: (typeof HOUSE_RULES)[K] extends CardRule ? never : K;
}[HouseRuleId];

/** Every rule the generated forms show, in registry order. */
export const FORM_RULE_IDS: readonly FormRuleId[] = HOUSE_RULE_IDS.filter((id): id is FormRuleId =>
  inGeneratedForm(HOUSE_RULES[id]),
);

/** The rules of a profile the generated forms show, in registry order. */
export const formRulesOf = (profile: ProfileId): FormRuleId[] =>
  rulesOf(profile).filter((id): id is FormRuleId => inGeneratedForm(HOUSE_RULES[id]));
