// Whether a night from outside the running app is one this app could have made: the one check for
// every night that enters (a backup file, a night link, a kept copy, later another phone), held to
// the same bounds as a night started and recorded on this phone. A night it refuses is never stored
// or shown; the problem says what and where, as a code with its values and a sentence.
import { parseHand } from '../parse-hand';
import { groupThousands } from '../numbers';
import { computeLedger } from './compute';
import { validateSettings } from './settings';
import type { ProfileId } from '../types';
import type { Checked, Ledger, LedgerEntry, LedgerError, NightSettings } from './types';
import { validateEntry } from './validate-entry';

/** The most entries one night keeps: a long night is a few hundred, and past this opening it gets slow. */
export const MAX_ENTRIES_PER_NIGHT = 2_000;
/** The longest name a night may have, in characters (Unicode code points), as the start form allows. */
export const MAX_NIGHT_NAME_LENGTH = 60;
/** The longest id of a night or an entry, in characters. */
export const MAX_ID_LENGTH = 100;
/**
 * Times are real dates of a sane range: from 1970 (epoch 0) to the end of the year 2499. Never
 * "Invalid Date" (past the year 275,760), and every one fits the night code's 44-bit start time.
 */
export const EARLIEST_TIME = 0;
export const LATEST_TIME = Date.UTC(2500, 0, 1);

export const isRealTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= EARLIEST_TIME && value < LATEST_TIME;

export type NightNameProblem = 'night_name_missing' | 'night_name_too_long';

/** What is wrong with a night's name (as the start form and every night from outside hold it), or undefined. */
export function nightNameProblem(name: unknown): NightNameProblem | undefined {
  if (typeof name !== 'string' || name.trim() === '') return 'night_name_missing';
  return [...name.trim()].length > MAX_NIGHT_NAME_LENGTH ? 'night_name_too_long' : undefined;
}

export const isUsableId = (id: unknown): id is string =>
  typeof id === 'string' && id.trim() !== '' && id.length <= MAX_ID_LENGTH;

// ---- One entry ----

/**
 * An entry from outside (a file, a link, a stored row, a screen) as every screen can show it, or every
 * reason it cannot be: the ledger's own checks, a real date, and a hand the core can read.
 */
export function acceptEntry(settings: NightSettings, raw: unknown): Checked<LedgerEntry> {
  const checked = validateEntry(settings, raw);
  if (!checked.ok) return checked;
  const entry = checked.value;
  if (!isRealTime(entry.at)) {
    return {
      ok: false,
      errors: [{ code: 'invalid_time', field: 'at', message: 'The time of this entry is not a real date.' }],
    };
  }
  if (entry.kind === 'win' && entry.hand !== undefined) {
    const parsed = parseHand(entry.hand);
    if (!parsed.ok) {
      return {
        ok: false,
        errors: [
          {
            code: 'invalid_hand',
            field: 'hand',
            message: `The scored hand saved with this win cannot be read: ${parsed.errors[0]?.message ?? 'it is unreadable.'}`,
          },
        ],
      };
    }
  }
  return checked;
}

// ---- A whole night ----

export type NightProblemCode =
  | 'invalid_night_id'
  | NightNameProblem
  | 'invalid_start_time'
  | 'not_a_list_of_entries'
  | 'too_many_entries'
  | 'invalid_settings'
  | 'invalid_entry'
  | 'entry_twice'
  | 'does_not_add_up'
  // A night as a link carries (core/night-code.ts) besides what every night has.
  | 'hand_not_scorable'
  | 'invalid_share_time'
  | 'invalid_status';

/** Why a night is refused: a code, the values a screen needs to word it, and a sentence in English. */
export interface NightProblem {
  code: NightProblemCode;
  /** The sentence, about "this night". */
  message: string;
  /** 1-based, for a problem of one entry (`invalid_entry`, `entry_twice`, `hand_not_scorable`). */
  entry?: number;
  /** The ledger's own reasons, for settings or an entry. */
  errors?: LedgerError[];
  /** For a problem of one entry: the night's table, whose unit (tai or fan) its reason speaks of. */
  profile?: ProfileId;
  /** The bound that was passed (characters of a name, entries of a night), and what was found. */
  limit?: number;
  found?: number;
  /** For `does_not_add_up`: the ledger's own account of where it fails. */
  detail?: string;
}

/** A night as it enters: any values at all. */
export interface NightToAccept {
  id: unknown;
  name: unknown;
  createdAt: unknown;
  settings: unknown;
  entries: unknown;
}

/** A night that passed: clean copies of its parts (the name trimmed), and its ledger, computed once. */
export interface AcceptedNight {
  id: string;
  name: string;
  createdAt: number;
  settings: NightSettings;
  entries: LedgerEntry[];
  ledger: Ledger;
}

export type NightCheck = { ok: true; night: AcceptedNight } | { ok: false; problem: NightProblem };

const MOST_ENTRIES = groupThousands(MAX_ENTRIES_PER_NIGHT);

/** The sentences of the problems that have no ledger reason of their own. */
export const NIGHT_PROBLEM_WORDS = {
  invalid_night_id: (): string => 'It has no usable id.',
  night_name_missing: (): string => 'It has no name.',
  night_name_too_long: (found: number): string =>
    `Its name has ${groupThousands(found)} characters; a night’s name has at most ${MAX_NIGHT_NAME_LENGTH}.`,
  invalid_start_time: (): string => 'Its start time is not a real date.',
  not_a_list_of_entries: (): string => 'It has no list of hands.',
  too_many_entries: (found: number): string =>
    `It holds ${groupThousands(found)} entries, more than the ${MOST_ENTRIES} one night can keep.`,
  entry_twice: (entry: number): string => `Entry ${entry} is in it twice.`,
  does_not_add_up: (why: string): string => `Its hands do not add up (${why}).`,
  hand_not_scorable: (entry: number): string => `The hand of entry ${entry} cannot be scored.`,
  invalid_share_time: (): string => 'The time it was shared is not a real date.',
  invalid_status: (): string => 'It is neither open nor finished.',
} as const;

const problem = (
  code: NightProblemCode,
  message: string,
  more: Omit<NightProblem, 'code' | 'message'> = {},
): NightCheck => ({
  ok: false,
  problem: { code, message, ...more },
});

/**
 * Checks a whole night as this app would have made it: a usable id, a name as the start form allows,
 * a real start time, the table's settings, at most MAX_ENTRIES_PER_NIGHT entries each accepted by
 * `acceptEntry` (no entry id twice), and a ledger that adds up. The first problem is answered.
 */
export function acceptNight(input: NightToAccept): NightCheck {
  if (!isUsableId(input.id)) return problem('invalid_night_id', NIGHT_PROBLEM_WORDS.invalid_night_id());
  const nameProblem = nightNameProblem(input.name);
  if (nameProblem === 'night_name_missing')
    return problem(nameProblem, NIGHT_PROBLEM_WORDS.night_name_missing());
  if (nameProblem === 'night_name_too_long') {
    const found = [...(input.name as string).trim()].length;
    return problem(nameProblem, NIGHT_PROBLEM_WORDS.night_name_too_long(found), {
      limit: MAX_NIGHT_NAME_LENGTH,
      found,
    });
  }
  if (!isRealTime(input.createdAt))
    return problem('invalid_start_time', NIGHT_PROBLEM_WORDS.invalid_start_time());
  if (!Array.isArray(input.entries))
    return problem('not_a_list_of_entries', NIGHT_PROBLEM_WORDS.not_a_list_of_entries());
  const raws: readonly unknown[] = input.entries;
  if (raws.length > MAX_ENTRIES_PER_NIGHT) {
    return problem('too_many_entries', NIGHT_PROBLEM_WORDS.too_many_entries(raws.length), {
      limit: MAX_ENTRIES_PER_NIGHT,
      found: raws.length,
    });
  }

  const settings = validateSettings(input.settings);
  if (!settings.ok)
    return problem('invalid_settings', settings.errors[0]?.message ?? 'Its table settings are unreadable.', {
      errors: settings.errors,
    });

  const entries: LedgerEntry[] = [];
  const ids = new Set<string>();
  for (const [position, raw] of raws.entries()) {
    const entry = acceptEntry(settings.value, raw);
    if (!entry.ok) {
      return problem(
        'invalid_entry',
        `Entry ${position + 1}: ${entry.errors.map((e) => e.message).join(' ')}`,
        {
          entry: position + 1,
          errors: entry.errors,
          profile: settings.value.profile,
        },
      );
    }
    if (ids.has(entry.value.id))
      return problem('entry_twice', NIGHT_PROBLEM_WORDS.entry_twice(position + 1), { entry: position + 1 });
    ids.add(entry.value.id);
    entries.push(entry.value);
  }

  let ledger: Ledger;
  try {
    ledger = computeLedger(settings.value, entries);
  } catch (error) {
    // Every entry passed on its own; a ledger that still does not balance is refused, not shown wrong.
    const detail = error instanceof Error ? error.message : String(error);
    return problem('does_not_add_up', NIGHT_PROBLEM_WORDS.does_not_add_up(detail), { detail });
  }
  return {
    ok: true,
    night: {
      id: input.id,
      name: (input.name as string).trim(),
      createdAt: input.createdAt,
      settings: settings.value,
      entries,
      ledger,
    },
  };
}
