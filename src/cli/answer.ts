// What the command line answers for a text on standard input, as a pure function: the text for
// standard output or standard error and the exit code (RULES.md section 3).
import type { InputError } from '../core/errors';
import { scoreHand } from '../core/score';
import type { ScoreResult } from '../core/types';

/** The summary that stands for the errors past the first few. */
export interface MoreErrors {
  code: 'more_errors';
  message: string;
}

type CliResult = ScoreResult | { ok: false; errors: (InputError | MoreErrors)[] };

/** Standard input past this is refused, unread, so a runaway pipe cannot exhaust memory. */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;
/** A hand's errors past this many are summed up in one "and N more" error. */
export const MAX_ERRORS_PER_HAND = 5;

export interface CliAnswer {
  stdout: string;
  stderr: string;
  exitCode: 0 | 2;
}

/** The same answer with standard output in pieces, so an array of a million hands is never one string in memory. */
export interface CliAnswerStream {
  stdout: Iterable<string>;
  stderr: string;
  exitCode: 0 | 2;
}

const BYTE_ORDER_MARK = '\uFEFF';
const PIECE_CHARS = 64 * 1024;

export function answerStream(text: string, pretty = false): CliAnswerStream {
  // Windows editors and PowerShell start UTF-8 files with a byte-order mark; it is not part of the JSON.
  const json = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { stdout: [], stderr: `score: standard input is not JSON (${oneLine(why)}).\n`, exitCode: 2 };
  }
  const stdout = Array.isArray(input)
    ? arrayPieces(input, pretty)
    : [`${JSON.stringify(scoreOne(input), null, pretty ? 2 : undefined)}\n`];
  return { stdout, stderr: '', exitCode: 0 };
}

/** Exactly `JSON.stringify(input.map(scoreOne), null, pretty ? 2 : undefined)`, written a piece at a time. */
function* arrayPieces(input: readonly unknown[], pretty: boolean): Generator<string> {
  if (input.length === 0) {
    yield '[]\n';
    return;
  }
  let piece = pretty ? '[\n  ' : '[';
  for (const [index, hand] of input.entries()) {
    if (index > 0) piece += pretty ? ',\n  ' : ',';
    // JSON strings hold no raw newline, so indenting every line is indenting the element.
    piece += pretty
      ? JSON.stringify(scoreOne(hand), null, 2).replace(/\n/g, '\n  ')
      : JSON.stringify(scoreOne(hand));
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}${pretty ? '\n]' : ']'}\n`;
}

/** The whole answer at once, for tests and small inputs. */
export function answer(text: string, pretty = false): CliAnswer {
  const { stdout, stderr, exitCode } = answerStream(text, pretty);
  return { stdout: [...stdout].join(''), stderr, exitCode };
}

export function tooBig(bytesRead: number): CliAnswer {
  const mb = MAX_INPUT_BYTES / (1024 * 1024);
  return {
    stdout: '',
    stderr: `score: standard input is over ${mb} MB (more than ${bytesRead} bytes read); send fewer hands at a time.\n`,
    exitCode: 2,
  };
}

function scoreOne(input: unknown): CliResult {
  const result = scoreHand(input);
  return result.ok ? result : { ...result, errors: capErrors(result.errors.map(withoutValues)) };
}

/** An error as RULES.md section 3 writes it: code, message and field. Its values are for the app's words. */
function withoutValues({ values: _values, ...error }: InputError): InputError {
  return error;
}

/** The first few errors, then one that says how many more there were: the output stays about the size of a hand. */
export function capErrors(
  errors: readonly InputError[],
  max: number = MAX_ERRORS_PER_HAND,
): (InputError | MoreErrors)[] {
  if (errors.length <= max) return [...errors];
  const more = errors.length - max;
  return [
    ...errors.slice(0, max),
    {
      code: 'more_errors',
      message: `And ${more} more ${more === 1 ? 'error' : 'errors'} in this hand, not listed.`,
    },
  ];
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').slice(0, 200);
