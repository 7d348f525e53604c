// The table's card, house rule `values` (RULES.md section 8, "The table's card"): the patterns a profile's
// card holds, a card checked, what a value on it does to a pattern's lines (for the scorer, in one place),
// and each pattern's value at a table (for the rules pages, the result lines and the card's own screen).
import { inputError, quote, type InputError } from './errors';
import { NO_CARD, type Card, type CardValue, type HouseRuleId } from './house-rules';
import { PROFILES, type PatternRule } from './profiles';
import { PROFILE_SETTINGS } from './profile-settings';
import type { SpecialShape } from './readings';
import { PROFILE_IDS, type ProfileId, type TableOptions } from './types';

/** The lines that are 0 by definition: they say why a pattern was not given, so a card has no value for them. */
const NO_VALUE: ReadonlySet<string> = new Set(['kah_long', 'valued_pair', 'chicken']);

/**
 * What each limit hand implies: the lines not added when a table gives that limit hand a number (its line
 * is then worth the number in total). Applied only where the pattern is a limit hand of the profile:
 * Little Winds is one under hk, and at 4 tai under sg its wind lines add, as its own row says.
 */
export const LIMIT_HAND_IMPLIES: Readonly<Record<string, readonly string[]>> = {
  big_dragons: ['dragon_pong', 'little_dragons'],
  big_winds: ['seat_wind', 'prevailing_wind', 'all_pungs', 'little_winds'],
  little_winds: ['seat_wind', 'prevailing_wind'],
  all_honours: [
    'all_pungs',
    'dragon_pong',
    'seat_wind',
    'prevailing_wind',
    'mixed_terminals',
    'little_dragons',
    'big_dragons',
    'little_winds',
    'big_winds',
  ],
  all_terminals: ['all_pungs', 'mixed_terminals'],
  nine_gates: ['full_flush'],
  four_kongs: ['all_pungs'],
  all_green: ['half_flush', 'full_flush'],
  hidden_treasure: ['all_pungs'],
};

const onCard = (rule: PatternRule): boolean => !NO_VALUE.has(rule.id);

/**
 * "the Singapore table (sg)", for the command line's sentences that name a profile. Here rather than in
 * profile-settings.ts, which the first screen loads: only the reading of house rules says it.
 */
export const tableWords = (profile: ProfileId): string =>
  `the ${profile === 'hk' ? 'Hong Kong table' : PROFILE_SETTINGS[profile].name} (${profile})`;

const CARD_IDS: Readonly<Record<ProfileId, readonly string[]>> = {
  sg: PROFILES.sg.patterns.filter(onCard).map((rule) => rule.id),
  'sg-reference': PROFILES['sg-reference'].patterns.filter(onCard).map((rule) => rule.id),
  hk: PROFILES.hk.patterns.filter(onCard).map((rule) => rule.id),
};

/** The ids a profile's card accepts, in the order its lines are read: every pattern it awards but the 0 lines. */
export const cardIds = (profile: ProfileId): readonly string[] => CARD_IDS[profile];

const patternOf = (profile: ProfileId, id: string): PatternRule | undefined =>
  PROFILES[profile].patterns.find((rule) => rule.id === id);

/** "Little Four Winds (little_winds)": a pattern as the command line's sentences name it. */
const named = (rule: PatternRule): string => `${rule.name} (${rule.id})`;

/** The value a pattern has by itself, before any card: a number, the cap, or a house rule's number. */
const baseValue = (rule: PatternRule, options: TableOptions): CardValue =>
  rule.tai === 'limit' ? 'limit' : typeof rule.tai === 'function' ? rule.tai(options) : rule.tai;

/**
 * Whether the house rules play a line at all: a line whose worth is a house rule's number is not played at
 * 0, and one the house turns on (Human Hand, the unusual hands) not while it is off. A card never plays a
 * line the house does not.
 */
function playedByHouse(rule: PatternRule, options: TableOptions): boolean {
  if (rule.houseRule !== undefined && !options[rule.houseRule]) return false;
  return !(typeof rule.tai === 'function' && rule.tai(options) === 0);
}

/** What one line of a pattern is worth at a table, and what it leaves out when it is awarded. */
export interface LineWorth {
  readonly value: number;
  /** It carries the cap and makes the hand a limit hand. */
  readonly limit: boolean;
  /** The lines not added beside it: those its total includes, and a numbered limit hand's implied ones. */
  readonly absorbs: readonly string[] | undefined;
}

/**
 * A pattern's line at a table: its value under the card and the house rules, or undefined where the table
 * does not play it (0 on the card, or a house rule leaves it out). The one place a card changes a value.
 */
export function lineWorth(rule: PatternRule, options: TableOptions): LineWorth | undefined {
  if (!rule.alone && !playedByHouse(rule, options)) return undefined;
  const own = rule.replaces?.(options);
  const given = Object.hasOwn(options.values, rule.id) ? options.values[rule.id] : undefined;
  const value = given ?? baseValue(rule, options);
  if (value === 'limit') return { value: options.cap_tai, limit: true, absorbs: own };
  if (given === 0) return undefined;
  // A limit hand of the profile given a number: worth the number in total, what it implies not added.
  const implied = given !== undefined && rule.tai === 'limit' ? LIMIT_HAND_IMPLIES[rule.id] : undefined;
  return { value, limit: false, absorbs: implied ? [...(own ?? []), ...implied] : own };
}

/** A pattern's value at a table (the rules pages, the result lines): a number (0: not played) or "limit". */
export function patternValue(profile: ProfileId, id: string, options: TableOptions): CardValue | undefined {
  const rule = patternOf(profile, id);
  if (rule === undefined) return undefined;
  const worth = lineWorth(rule, options);
  return worth === undefined ? 0 : worth.limit ? 'limit' : worth.value;
}

/** One pattern of a profile's card, as a screen shows it. */
export interface CardLine {
  readonly id: string;
  /** Its value at this table, under the card and the house rules: a number (0: not played) or "limit". */
  readonly value: CardValue;
  /** Its value under the same house rules with no card: the profile's own. */
  readonly byDefault: CardValue;
  /** Whether the profile scores it as a limit hand (a number given to it leaves out what it implies). */
  readonly limitHand: boolean;
  /** The lines a number given to this limit hand leaves out. */
  readonly implies: readonly string[];
  /** The house rule that plays the line (and sets its worth where that is a number), where one does. */
  readonly houseRule?: HouseRuleId;
  /** Whether the house rules play the line at all: where they do not, no value on the card plays it. */
  readonly houseRulePlays: boolean;
}

/**
 * The card of a table: every pattern its profile awards (the 0 lines aside), in the order lines are read,
 * each with its value there and the profile's own. `defaultOptions(profile)` gives the profile's own card.
 */
export function profileCard(profile: ProfileId, options: TableOptions): CardLine[] {
  const noCard = { ...options, values: NO_CARD };
  return PROFILES[profile].patterns.filter(onCard).map((rule) => {
    const limitHand = rule.tai === 'limit';
    return {
      id: rule.id,
      value: patternValue(profile, rule.id, options)!,
      byDefault: patternValue(profile, rule.id, noCard)!,
      limitHand,
      implies: limitHand ? (LIMIT_HAND_IMPLIES[rule.id] ?? []) : [],
      ...(rule.houseRule === undefined ? {} : { houseRule: rule.houseRule }),
      houseRulePlays: playedByHouse(rule, options),
    };
  });
}

/** The special shapes a table plays: the profile's, less any its card does not play (0). */
export const shapesPlayed = (profile: ProfileId, options: TableOptions): readonly SpecialShape[] => {
  const shapes = PROFILES[profile].specialShapes(options);
  return options.values === NO_CARD ? shapes : shapes.filter((shape) => options.values[shape] !== 0);
};

/** Whether all eight flowers and seasons win on their own at this table (sg, unless its card says 0). */
export const allFlowersPlayed = (options: TableOptions): boolean => options.values.all_flowers !== 0;

// ---- Reading a card given from outside ----

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * A card as a hand, a night or a link gives it, checked against the profile: each id a pattern of its card,
 * each value a whole number from `min` to `max` or "limit". The card answered keeps the entries that change
 * something, in the order lines are read; the errors name each pattern that cannot take its value.
 */
export function readCard(
  profile: ProfileId,
  input: unknown,
  bounds: { min: number; max: number },
): { card: Card; errors: InputError[] } {
  const errors: InputError[] = [];
  const word = PROFILE_SETTINGS[profile].unitWord;
  const about = "The table's card";
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    errors.push(
      inputError(
        'invalid_option',
        `${about} (values) must list patterns by id, each with a whole number of ${word} from ${bounds.min} to ${bounds.max} or “limit”, such as {"full_flush": 6}.`,
        'options.values',
        { why: 'card', rule: 'values', min: bounds.min, max: bounds.max, profile },
      ),
    );
    return { card: NO_CARD, errors };
  }
  const given = new Map<string, CardValue>();
  for (const [id, value] of Object.entries(input as Record<string, unknown>)) {
    // An entry left undefined says nothing, as a house rule left undefined does (a screen's reset).
    if (value === undefined) continue;
    const field = `options.values.${id}`;
    const rule = patternOf(profile, id);
    const owners = PROFILE_IDS.filter((p) => CARD_IDS[p].includes(id));
    if (NO_VALUE.has(id)) {
      const owner = rule === undefined ? PROFILE_IDS.find((p) => patternOf(p, id) !== undefined)! : profile;
      errors.push(
        inputError(
          'invalid_option',
          `${about}: ${named(patternOf(owner, id)!)} is worth nothing by definition (it says why a pattern was not given), so it has no value to set.`,
          field,
          { why: 'card_no_value', rule: 'values', pattern: id, profile, owner },
        ),
      );
    } else if (rule === undefined && owners.length === 0) {
      errors.push(
        inputError('invalid_option', `${about}: ${quote(id)} is not a pattern this app knows.`, field, {
          why: 'card_unknown',
          rule: 'values',
          pattern: quote(id),
          profile,
        }),
      );
    } else if (rule === undefined) {
      errors.push(
        inputError(
          'invalid_option',
          `${about}: ${named(patternOf(owners[0]!, id)!)} is not scored at ${tableWords(profile)}; it belongs to ${owners.map(tableWords).join(' and ')}.`,
          field,
          { why: 'card_other_profile', rule: 'values', pattern: id, profile, owner: owners[0]! },
        ),
      );
    } else if (value === 'limit' || (isWhole(value) && value >= bounds.min && value <= bounds.max)) {
      given.set(id, value);
    } else {
      errors.push(
        inputError(
          'invalid_option',
          `${about}: ${named(rule)} must be a whole number of ${word} from ${bounds.min} to ${bounds.max}, or “limit”.`,
          field,
          { why: 'card_value', rule: 'values', pattern: id, min: bounds.min, max: bounds.max, profile },
        ),
      );
    }
  }
  if (errors.length > 0 || given.size === 0) return { card: NO_CARD, errors };
  // Kept in the order the lines are read, and only where the value differs from the pattern's own fixed
  // value: one card, one form, whatever order or repetitions it was given in.
  const card: Record<string, CardValue> = {};
  for (const rule of PROFILES[profile].patterns) {
    const value = given.get(rule.id);
    if (value !== undefined && value !== rule.tai) card[rule.id] = value;
  }
  return { card: Object.keys(card).length === 0 ? NO_CARD : card, errors };
}
