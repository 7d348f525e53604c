// The house rules a hand gives, read against the registry (house-rules.ts); each profile's own settings
// are in profile-settings.ts.
import { inputError, quote, type ErrorValues, type InputError } from './errors';
import {
  HOUSE_RULES,
  HOUSE_RULE_IDS,
  accepts,
  ruleDefault,
  ruleMax,
  type CardRule,
  type HouseRule,
  type HouseRuleId,
} from './house-rules';
import { readCard, tableWords } from './card';
import { PROFILE_SETTINGS } from './profile-settings';
import type { ProfileId, TableOptions } from './types';

export { MAX_UNIT } from './house-rules';
export { PROFILE_SETTINGS, type ProfileSettings } from './profile-settings';

const DEFAULTS = new Map<ProfileId, TableOptions>();

/** The options of a profile with no house rules (a shared, frozen object). */
export function defaultOptions(profile: ProfileId): TableOptions {
  let options = DEFAULTS.get(profile);
  if (!options) {
    const values: Record<string, unknown> = {};
    for (const id of HOUSE_RULE_IDS) values[id] = ruleDefault(HOUSE_RULES[id], profile);
    options = Object.freeze(values as TableOptions);
    DEFAULTS.set(profile, options);
  }
  return options;
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** A given value of one rule, checked: the value, or the sentence that says what is wrong with it. */
function readValue(
  rule: Exclude<HouseRule, CardRule>,
  profile: ProfileId,
  value: unknown,
): { value: number | boolean | string } | { error: string } {
  const word = PROFILE_SETTINGS[profile].unitWord;
  switch (rule.type) {
    case 'number': {
      if (rule.onValue !== undefined && typeof value === 'boolean')
        return { value: value ? rule.onValue : 0 };
      const max = ruleMax(rule, profile);
      if (isWhole(value) && value >= rule.min && value <= max) return { value };
      const what = rule.measure === 'tai' ? `a whole number of ${word}` : 'a whole number';
      const onOff = rule.onValue === undefined ? '' : ', or on or off (true or false)';
      return { error: `${rule.name} must be ${what} from ${rule.min} to ${max}${onOff}.` };
    }
    case 'flag':
      return typeof value === 'boolean'
        ? { value }
        : { error: `${rule.name} must be on or off (true or false).` };
    case 'choice': {
      const found = rule.choices.find((c) => c.value === value);
      if (found) return { value: found.value };
      return { error: `${rule.name} must be one of ${rule.choices.map((c) => quote(c.value)).join(', ')}.` };
    }
  }
}

/** What the screen words of a value a rule cannot take: the rule, its kind, and its bounds. */
function invalidValues(rule: HouseRule, key: string, profile: ProfileId): ErrorValues {
  if (rule.type !== 'number') return { why: rule.type, rule: key };
  const why = rule.onValue === undefined ? (rule.measure === 'tai' ? 'count' : 'number') : 'count_or_on_off';
  return { why, rule: key, min: rule.min, max: ruleMax(rule, profile), profile };
}

type Resolved = { options: TableOptions; errors: InputError[] };

// A table scores many hands under the same house rules: the last few sets read are kept, by their
// text, so that a hand with options costs a lookup rather than a fresh reading (and a fresh object).
const RECENT = new Map<string, Resolved>();
const RECENT_SIZE = 32;

/** Reads `options` for a profile: every key known, every value in range, or errors that say why. */
export function resolveOptions(profile: ProfileId, input: unknown): Resolved {
  if (input === undefined || input === null) return { options: defaultOptions(profile), errors: [] };
  let key: string | undefined;
  try {
    key = `${profile} ${JSON.stringify(input)}`;
  } catch {
    // A value JSON cannot write (a cycle, a BigInt) is read afresh; it is refused below anyway.
    key = undefined;
  }
  const known = key === undefined ? undefined : RECENT.get(key);
  if (known) return { options: known.options, errors: known.errors.slice() };
  const resolved = readOptions(profile, input);
  if (key !== undefined) {
    if (RECENT.size >= RECENT_SIZE) RECENT.delete(RECENT.keys().next().value!);
    Object.freeze(resolved.options);
    RECENT.set(key, { options: resolved.options, errors: resolved.errors.slice() });
  }
  return resolved;
}

function readOptions(profile: ProfileId, input: unknown): Resolved {
  const settings = PROFILE_SETTINGS[profile];
  const errors: InputError[] = [];
  const base = defaultOptions(profile);
  if (input === undefined || input === null) return { options: base, errors };
  if (typeof input !== 'object' || Array.isArray(input)) {
    errors.push(
      inputError('invalid_field', 'House rules (options) must be a set of named values.', 'options'),
    );
    return { options: base, errors };
  }
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const rule = Object.hasOwn(HOUSE_RULES, key) ? (HOUSE_RULES[key as HouseRuleId] as HouseRule) : undefined;
    if (!rule || !accepts(rule, profile)) {
      const why = rule
        ? `the house rule ${quote(key)} (${rule.name}) belongs to ${rule.profiles.map(tableWords).join(' and ')}, not ${tableWords(profile)}`
        : `${quote(key)} is not a house rule this app knows`;
      errors.push(
        inputError(
          'unknown_option',
          `Unknown house rule: ${why}.`,
          `options.${key}`,
          rule ? { why: 'other_profile', rule: key, profile } : { why: 'unknown', key: quote(key) },
        ),
      );
      continue;
    }
    if (value === undefined) continue;
    if (rule.type === 'card') {
      const read = readCard(profile, value, rule);
      errors.push(...read.errors);
      out[key] = read.card;
      continue;
    }
    const read = readValue(rule, profile, value);
    if ('error' in read)
      errors.push(
        inputError('invalid_option', read.error, `options.${key}`, invalidValues(rule, key, profile)),
      );
    else out[key] = read.value;
  }
  const options = out as { -readonly [K in HouseRuleId]: TableOptions[K] };
  if (settings.capCeiling !== undefined && options.hk_payment === 'table') {
    // Seed 002's payment table ends at 10 fans: "whichever is lower".
    options.cap_tai = Math.min(options.cap_tai, settings.capCeiling);
  }
  if (errors.length === 0 && options.min_tai > options.cap_tai) {
    const unit = settings.unitWord;
    errors.push(
      inputError(
        'invalid_option',
        `The minimum (${options.min_tai} ${unit}) is above the cap (${options.cap_tai} ${unit}).`,
        'options.min_tai',
        { why: 'min_above_cap', rule: 'min_tai', min: options.min_tai, cap: options.cap_tai, profile },
      ),
    );
  }
  return { options, errors };
}
