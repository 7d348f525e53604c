// A night's settings: checking them as a player would be told, and the money they imply
// (a win's payment, a table payment, a false win), all in whole cents.
import { PROFILE_SETTINGS, resolveOptions } from '../options';
import {
  falseWinEach,
  tablePaymentEach,
  unitMultiple,
  winPayment,
  type TablePaymentKind,
} from '../settlement';
import {
  PROFILE_IDS,
  type HandOptionsInput,
  type Payment,
  type ProfileId,
  type TableOptions,
} from '../types';
import { isPlayerIndex, isRecord, isWind } from './guards';
import type { Checked, LedgerError, PerPlayer, PlayerIndex, NightSettings, Wind } from './types';

// Room for a full Malay name with "bin"/"binti" ("Muhammad Hafiz bin Abdul Rahman" is 31 characters).
export const MAX_NAME_LENGTH = 32;
const ORDINALS = ['first', 'second', 'third', 'fourth'] as const;

/** "the second player", for messages about a player who has no usable name yet. */
export const nthPlayer = (index: number): string => `the ${ORDINALS[index] ?? `#${index + 1}`} player`;

/**
 * Checks settings from anywhere (a form, a backup) and returns a clean copy: names trimmed,
 * only known fields kept. Every problem is reported, each in a player's words.
 */
export function validateSettings(input: unknown): Checked<NightSettings> {
  if (!isRecord(input)) {
    return {
      ok: false,
      errors: [{ code: 'invalid_settings', message: 'These table settings are unreadable.' }],
    };
  }
  const errors: LedgerError[] = [];
  const { profile, options, players, firstDealer, startingWind } = input;

  if (typeof profile !== 'string' || !(PROFILE_IDS as readonly string[]).includes(profile)) {
    errors.push({
      code: 'unknown_profile',
      field: 'profile',
      message: 'Choose the table’s rules: Singapore, Singapore 0–5 tai reference, or Hong Kong.',
    });
  }

  const names = checkNames(players, errors);

  if (!isPlayerIndex(firstDealer)) {
    errors.push({ code: 'invalid_dealer', field: 'firstDealer', message: 'Choose who deals first.' });
  }
  if (!isWind(startingWind)) {
    errors.push({
      code: 'invalid_wind',
      field: 'startingWind',
      message: 'Choose the prevailing wind to start with: East, South, West or North.',
    });
  }

  let cleanOptions: HandOptionsInput | undefined;
  if (typeof profile === 'string' && (PROFILE_IDS as readonly string[]).includes(profile)) {
    // Missing house rules are no house rules; the unit is then reported missing.
    cleanOptions = checkOptions(profile as ProfileId, isRecord(options) ? options : {}, errors);
  }

  if (errors.length > 0 || !names || !cleanOptions) return { ok: false, errors };
  return {
    ok: true,
    value: {
      profile: profile as ProfileId,
      options: cleanOptions,
      players: names,
      firstDealer: firstDealer as PlayerIndex,
      startingWind: startingWind as Wind,
    },
  };
}

function checkNames(players: unknown, errors: LedgerError[]): PerPlayer<string> | undefined {
  if (!Array.isArray(players) || players.length !== 4) {
    errors.push({
      code: 'invalid_players',
      field: 'players',
      message: 'Enter the names of the four players.',
    });
    return undefined;
  }
  const before = errors.length;
  const names = players.map((name: unknown, index) => {
    const trimmed = typeof name === 'string' ? name.trim() : '';
    if (trimmed === '') {
      errors.push({
        code: 'player_name_missing',
        field: `players[${index}]`,
        message: `Enter a name for ${nthPlayer(index)}.`,
      });
    } else if ([...trimmed].length > MAX_NAME_LENGTH) {
      errors.push({
        code: 'player_name_too_long',
        field: `players[${index}]`,
        message: `Shorten ${nthPlayer(index)}’s name to ${MAX_NAME_LENGTH} characters or fewer.`,
      });
    }
    return trimmed;
  });
  // Compared without case: "ah beng" and "Ah Beng" at one table would be read as one person.
  const seen = new Set<string>();
  names.forEach((name, index) => {
    if (name === '') return;
    const key = name.toLocaleLowerCase();
    if (!seen.has(key)) seen.add(key);
    else {
      errors.push({
        code: 'player_names_repeat',
        field: `players[${index}]`,
        message: `Two players are called “${name}”: give each player a different name.`,
      });
    }
  });
  return errors.length === before ? (names as PerPlayer<string>) : undefined;
}

function checkOptions(
  profile: ProfileId,
  options: Record<string, unknown>,
  errors: LedgerError[],
): HandOptionsInput | undefined {
  const word = PROFILE_SETTINGS[profile].unitWord;
  const before = errors.length;
  if (options.unit === undefined) {
    // A silent default of one cent would put a whole night's money at the wrong scale.
    errors.push({
      code: 'unit_missing',
      field: 'options.unit',
      message:
        profile === 'hk'
          ? 'Set the table unit, in cents.'
          : `Set the unit: what one ${word} is worth, in cents.`,
    });
  }
  const resolved = resolveOptions(profile, options);
  for (const error of resolved.errors) {
    errors.push({
      code: 'invalid_option',
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
    });
  }
  if (errors.length > before) return undefined;
  // The ledger keeps whole cents: a unit that would make a fraction of a cent is refused here.
  const needed = unitMultiple(profile, resolved.options);
  if (needed.why !== null && resolved.options.unit % needed.multiple !== 0) {
    errors.push({
      code: needed.multiple === 4 ? 'unit_must_be_multiple_of_4' : 'unit_must_be_even',
      field: 'options.unit',
      message: needed.why,
    });
    return undefined;
  }
  // Only the keys given, so the night keeps the players' own choices rather than today's defaults.
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) if (value !== undefined) clean[key] = value;
  return clean as HandOptionsInput;
}

/** The house rules of valid settings, every option resolved. */
export function nightOptions(settings: NightSettings): TableOptions {
  const resolved = resolveOptions(settings.profile, settings.options);
  if (resolved.errors.length > 0) {
    throw new Error(`Night settings were not validated: ${resolved.errors.map((e) => e.message).join(' ')}`);
  }
  return resolved.options;
}

/** What a win of `tai` pays at this night's unit: what `scoreHand` computes for the same hand. */
export function paymentFor(settings: NightSettings, tai: number, selfDrawn: boolean): Payment {
  return winPayment(settings.profile, tai, selfDrawn, nightOptions(settings));
}

/** What each other player receives for a table payment (kongs and bonus pairs or sets). */
export function tablePaymentAmount(settings: NightSettings, reason: TablePaymentKind): number {
  return tablePaymentEach(reason, nightOptions(settings).unit);
}

/** Whether the table's rules have payments outside a win: the doubling tables do, Hong Kong does not. */
export const hasTablePayments = (settings: NightSettings): boolean => settings.profile !== 'hk';

/**
 * What a false win (Zha Hu) costs the offender for each other player: the "Zhi Mo limit" of
 * seed 003, i.e. what each loser pays on a self-drawn hand at the cap. For the doubling tables
 * that is `falseWinEach(cap, unit)`; under hk it is the table's self-drawn amount at the limit.
 */
export function falseWinAmount(settings: NightSettings): number {
  const options = nightOptions(settings);
  // Under the half-spicy and spicy tables too: what each pays on a self-drawn limit hand.
  if (settings.profile === 'hk') return winPayment('hk', options.cap_tai, true, options).others;
  return falseWinEach(options.cap_tai, options.unit);
}
