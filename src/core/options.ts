// What each profile accepts as house rules (RULES.md section 8), their defaults and bounds.
import { inputError, quote, type InputError } from './errors';
import type { ProfileId, TableOptions } from './types';

export interface ProfileSettings {
  readonly id: ProfileId;
  readonly name: string;
  /** "tai" at Singapore tables, "fan" under hk. */
  readonly unitWord: 'tai' | 'fan';
  readonly defaultMin: number;
  readonly defaultCap: number;
  readonly maxMin: number;
  /** Caps above this are lowered to it (hk: "never above 10"); undefined where no such rule. */
  readonly capCeiling?: number;
  /** Whether the sg-only house options are accepted. */
  readonly sgOptions: boolean;
  /** What animals do: score tai, are accepted and ignored, or are not part of the set. */
  readonly animals: 'score' | 'ignore' | 'invalid';
}

export const PROFILE_SETTINGS: Readonly<Record<ProfileId, ProfileSettings>> = {
  sg: {
    id: 'sg', name: 'Singapore table', unitWord: 'tai', defaultMin: 1, defaultCap: 5,
    maxMin: 13, sgOptions: true, animals: 'score',
  },
  'sg-reference': {
    id: 'sg-reference', name: 'Singapore 0–5 tai reference', unitWord: 'tai', defaultMin: 1, defaultCap: 5,
    maxMin: 5, sgOptions: false, animals: 'ignore',
  },
  hk: {
    id: 'hk', name: 'Hong Kong', unitWord: 'fan', defaultMin: 3, defaultCap: 10, capCeiling: 10,
    maxMin: 10, sgOptions: false, animals: 'invalid',
  },
};

const MAX_CAP = 13;
/** Largest unit accepted, so that the largest payment (unit × 2^13 × 6) stays an exact integer. */
export const MAX_UNIT = 100_000_000;
const COMMON_KEYS = ['min_tai', 'cap_tai', 'unit'];
const SG_KEYS = ['concealed_bonus', 'seven_pairs', 'unusual_hands', 'ping_hu_wait', 'little_dragons_total'];

const DEFAULTS = new Map<ProfileId, TableOptions>();

/** The options of a profile with no house rules (a shared, frozen object). */
export function defaultOptions(profile: ProfileId): TableOptions {
  let options = DEFAULTS.get(profile);
  if (!options) {
    options = Object.freeze(makeDefaults(profile));
    DEFAULTS.set(profile, options);
  }
  return options;
}

function makeDefaults(profile: ProfileId): TableOptions {
  const settings = PROFILE_SETTINGS[profile];
  return {
    min_tai: settings.defaultMin,
    cap_tai: settings.defaultCap,
    unit: 1,
    concealed_bonus: 0,
    seven_pairs: 0,
    unusual_hands: false,
    ping_hu_wait: 'pattern',
    little_dragons_total: false,
  };
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Reads `options` for a profile: every key known, every value in range, or errors that say why. */
export function resolveOptions(
  profile: ProfileId,
  input: unknown,
): { options: TableOptions; errors: InputError[] } {
  const settings = PROFILE_SETTINGS[profile];
  const errors: InputError[] = [];
  const base = defaultOptions(profile);
  if (input === undefined || input === null) return { options: base, errors };
  if (typeof input !== 'object' || Array.isArray(input)) {
    errors.push(inputError('invalid_field', 'House rules (options) must be a set of named values.', 'options'));
    return { options: base, errors };
  }
  const given = input as Record<string, unknown>;
  const accepted = settings.sgOptions ? [...COMMON_KEYS, ...SG_KEYS] : COMMON_KEYS;
  const unit = settings.unitWord;
  const out = { ...base } as { -readonly [K in keyof TableOptions]: TableOptions[K] };
  const bad = (key: string, message: string): void => {
    errors.push(inputError('invalid_option', message, `options.${key}`));
  };

  for (const [key, value] of Object.entries(given)) {
    if (!accepted.includes(key)) {
      const why = SG_KEYS.includes(key)
        ? `the house rule ${quote(key)} belongs to the Singapore table (sg), not ${settings.name}`
        : `${quote(key)} is not a house rule this app knows`;
      errors.push(inputError('unknown_option', `Unknown house rule: ${why}.`, `options.${key}`));
      continue;
    }
    if (value === undefined) continue;
    switch (key) {
      case 'min_tai':
        if (!isWhole(value) || value < 0 || value > settings.maxMin) {
          bad(key, `The minimum must be a whole number of ${unit} from 0 to ${settings.maxMin}.`);
        } else out.min_tai = value;
        break;
      case 'cap_tai':
        if (!isWhole(value) || value < 1 || value > MAX_CAP) {
          bad(key, `The cap must be a whole number of ${unit} from 1 to ${MAX_CAP}.`);
        } else out.cap_tai = settings.capCeiling === undefined ? value : Math.min(value, settings.capCeiling);
        break;
      case 'unit':
        if (!isWhole(value) || value < 1 || value > MAX_UNIT) {
          bad(key, `The unit must be a whole number from 1 to ${MAX_UNIT} (in cents, or points).`);
        } else out.unit = value;
        break;
      case 'concealed_bonus':
        if (!isWhole(value) || value < 0 || value > 5) {
          bad(key, 'The concealed Ping Hu bonus must be a whole number of tai from 0 to 5.');
        } else out.concealed_bonus = value;
        break;
      case 'seven_pairs':
        if (typeof value === 'boolean') out.seven_pairs = value ? 4 : 0;
        else if (isWhole(value) && value >= 0 && value <= MAX_CAP) out.seven_pairs = value;
        else bad(key, 'Seven pairs must be on or off (true or false), or its value in tai.');
        break;
      case 'unusual_hands':
      case 'little_dragons_total':
        if (typeof value !== 'boolean') bad(key, `${quote(key)} must be on or off (true or false).`);
        else out[key] = value;
        break;
      case 'ping_hu_wait':
        if (value !== 'pattern' && value !== 'any') {
          bad(key, 'The Ping Hu wait rule must be "pattern" (two or more all-chow waits) or "any".');
        } else out.ping_hu_wait = value;
        break;
    }
  }
  if (errors.length === 0 && out.min_tai > out.cap_tai) {
    bad('min_tai', `The minimum (${out.min_tai} ${unit}) is above the cap (${out.cap_tai} ${unit}).`);
  }
  return { options: out, errors };
}
