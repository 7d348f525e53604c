// Input errors as data: a stable code, the values that say exactly what is wrong, and an English
// sentence (the command line's JSON, RULES.md section 3). They cross postMessage unchanged; the
// screen words the code and its values in the player's language (words/names/error-words.ts).

export type ErrorCode =
  | 'not_a_hand'
  | 'invalid_field'
  | 'unknown_tile'
  | 'bonus_in_hand'
  | 'not_a_bonus_tile'
  | 'duplicate_bonus'
  | 'animal_not_allowed'
  | 'too_many_copies'
  | 'unknown_set_type'
  | 'invalid_set'
  | 'too_many_sets'
  | 'wrong_tile_count'
  | 'missing_winning_tile'
  | 'winning_tile_not_in_hand'
  | 'winning_tile_in_declared_set'
  | 'unknown_profile'
  | 'unknown_option'
  | 'invalid_option'
  | 'unknown_event'
  | 'invalid_wind'
  | 'conflicting_events'
  | 'event_not_possible'
  | 'internal_error';

/** What an error is about: tiles as tokens, counts, ids, and `why` where a code has several causes. */
export type ErrorValues = Readonly<Record<string, string | number>>;

export interface InputError {
  readonly code: ErrorCode;
  readonly message: string;
  /** The input field the error is about ("hand", "exposed[1]", "options.cap_tai"), when there is one. */
  readonly field?: string;
  /** For the screen's words; the command line leaves them out of its JSON. */
  readonly values?: ErrorValues;
}

export function inputError(
  code: ErrorCode,
  message: string,
  field?: string,
  values?: ErrorValues,
): InputError {
  const error: { code: ErrorCode; message: string; field?: string; values?: ErrorValues } = { code, message };
  if (field !== undefined) error.field = field;
  if (values !== undefined) error.values = values;
  return error;
}

/** Quotes a value the player typed, safely and briefly, for use inside a message. */
export function quote(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      // A value JSON cannot write (a cycle, a BigInt) is still named, just less exactly.
      text = Object.prototype.toString.call(value);
    }
  }
  return `“${text.length > 24 ? `${text.slice(0, 24)}…` : text}”`;
}
