// The table code: a saved table (a name, a profile, the stake, minimum, cap and every house rule) packed
// into a short, URL-safe, checksummed string, so that a table travels as a link or a QR code.
//
// The container (version digit, CRC-12, payload characters) is codes/container.ts; version 1 is 'B'.
//
// Payload, version 1 (varints as in codes/bits.ts):
//   payload length in characters [6] (63: a varint follows with it; codes/container.ts), so that a
//   code cut short is told from one changed
//   profile, a varint (codes/profile-field.ts)
//   name: its UTF-8 byte count, a varint, then each byte [8] (codes/text.ts)
//   house rules: the rules that differ from the profile's defaults (codes/house-rules-field.ts); the
//   stake (`unit`, in cents), the minimum, the cap and the table's card are house rules like any other
//   (a table shared before the card has none, and opens with the profile's own)
//
// Lengths: "Friday at Auntie's" at sg with a 10-cent stake and two house rules is 36 characters; a
// ten-letter name with the defaults is 20. The worst case is 329 characters: a name of 40 characters
// of four UTF-8 bytes each (emoji) and every sg house rule changed, the unit at 100,000,000 and every
// pattern of the table's card (252 without the card).
import {
  codeOf,
  openCode,
  readerAfterLength,
  sealWithLength,
  statedLength,
  type ContainerError,
} from './codes/container';
import { readHouseRules, writeHouseRules } from './codes/house-rules-field';
import { readProfile, writeProfile } from './codes/profile-field';
import { readText, writeText } from './codes/text';
import { quote } from './errors';
import { rulesOf } from './house-rules';
import { resolveOptions } from './options';
import { PROFILE_IDS, type HandOptionsInput, type ProfileId, type TableOptions } from './types';

export const TABLE_CODE_VERSION = 1;
/** The longest name a table may have, in characters (Unicode code points). */
export const TABLE_NAME_MAX = 40;

/** A saved table as a player names it: the profile and every house rule, the stake among them. */
export interface SavedTableInput {
  name: string;
  profile: ProfileId;
  /** min_tai, cap_tai, unit (the one-tai stake in cents) and the other house rules; any subset. */
  options: HandOptionsInput;
}

export type TableDecodeError = {
  code: ContainerError | 'out_of_range' | 'invalid_table';
  message: string;
};

export type TableDecodeResult = { ok: true; table: SavedTableInput } | { ok: false; error: TableDecodeError };

const MESSAGES: Readonly<Record<TableDecodeError['code'], string>> = {
  empty: 'This link has no table in it. Ask for the link again.',
  malformed: 'This link does not hold a table this app can read. Check that the whole link was copied.',
  truncated: 'This link is incomplete: the end of the table is missing. Copy the whole link and try again.',
  tampered:
    'This link was changed or mistyped after it was shared, so the table in it cannot be trusted. Ask for the link again.',
  newer_version: 'This table was shared from a newer version of the app. Update the app to open it.',
  out_of_range:
    'A house rule in this link has a value out of the range the app allows, so the link was changed or damaged after it was shared. Ask for the link again (if it came from a newer version of the app, update the app).',
  invalid_table: 'The table in this link is not a valid set of house rules.',
};

// Control characters would break the line a name is shown on; a lone surrogate is not text at all.
const CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with a table's name, in a player's words, or undefined when nothing is. */
export function tableNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string') return "A table's name must be text.";
  if (name.trim() === '') return 'Give the table a name.';
  const length = [...name].length;
  if (length > TABLE_NAME_MAX)
    return `A table's name has at most ${TABLE_NAME_MAX} characters; this one has ${length}.`;
  if (CONTROL.test(name)) return "A table's name cannot hold line breaks, tabs or other control characters.";
  if (LONE_SURROGATE.test(name)) return "A table's name holds a broken character. Type the name again.";
  return undefined;
}

export type SavedTableCheck =
  { ok: true; table: SavedTableInput; options: TableOptions } | { ok: false; errors: string[] };

/**
 * Checks a saved table from anywhere (a form, storage, a link): a name, a known profile and house rules
 * that profile accepts. The table it answers holds every house rule of its profile, resolved (the
 * whole set travels, RULES.md section 8), and `options` the same rules as the core reads them.
 */
export function checkSavedTable(input: unknown): SavedTableCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: ['A saved table must have a name, a profile and its house rules.'] };
  }
  const raw = input as Record<string, unknown>;
  const errors: string[] = [];
  const nameProblem = tableNameProblem(raw.name);
  if (nameProblem !== undefined) errors.push(nameProblem);
  const profile = PROFILE_IDS.find((id) => id === raw.profile);
  if (profile === undefined) {
    errors.push(`There is no table profile ${quote(raw.profile)}. Choose sg, sg-reference or hk.`);
    return { ok: false, errors };
  }
  const resolved = resolveOptions(profile, raw.options);
  errors.push(...resolved.errors.map((e) => e.message));
  if (errors.length > 0) return { ok: false, errors };
  const options: Record<string, unknown> = {};
  for (const id of rulesOf(profile)) options[id] = resolved.options[id];
  return {
    ok: true,
    table: { name: raw.name as string, profile, options: options as HandOptionsInput },
    options: resolved.options,
  };
}

/** The table code of a valid saved table. Throws an Error naming the problem otherwise. */
export function encodeTableCode(table: SavedTableInput): string {
  const checked = checkSavedTable(table);
  if (!checked.ok)
    throw new Error(`This table cannot be shared because it is not valid: ${checked.errors.join(' ')}`);
  return sealWithLength(TABLE_CODE_VERSION, (out) => {
    writeProfile(out, checked.table.profile);
    writeText(out, checked.table.name);
    writeHouseRules(out, checked.table.profile, checked.options);
  });
}

const failure = (code: TableDecodeError['code'], message = MESSAGES[code]): TableDecodeResult => ({
  ok: false,
  error: { code, message },
});

/** The saved table in a table code, or why there is none. Never throws, whatever the string. */
export function decodeTableCode(code: string): TableDecodeResult {
  try {
    return decode(code);
  } catch (error) {
    // Only a fault in this app could get here (every read is bounded); a link must never crash the screen.
    const cause = error instanceof Error ? error.message : String(error);
    return failure('malformed', `This link could not be opened because of a fault in the app (${cause}).`);
  }
}

function decode(code: string): TableDecodeResult {
  const opened = openCode(
    code,
    TABLE_CODE_VERSION,
    (_version, digits) => statedLength(digits),
    (mended) => decode(codeOf(mended)).ok,
  );
  if (!opened.ok) return failure(opened.error);
  const input = readerAfterLength(opened.digits);
  const profile = readProfile(input);
  if (profile === 'newer') return failure('newer_version');
  if (profile === undefined) return failure('malformed');
  const name = readText(input);
  if (name === undefined) return failure('malformed');
  const rules = readHouseRules(input, profile);
  if (!rules.ok) return failure(rules.error);
  if (input.overran || !input.atPadding()) return failure('malformed');
  const checked = checkSavedTable({ name, profile, options: rules.options });
  if (!checked.ok) return failure('invalid_table', checked.errors.join(' '));
  return { ok: true, table: checked.table };
}
