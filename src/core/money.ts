// Money as players type it, read into whole cents from the digits alone (no floating point ever
// touches money). A phone's keyboard decides the decimal separator, so both are read:
//
//  - "0.20", "0,20", ".5", ",5", "1", "1." are dollars and cents: a single point or comma followed by
//    up to two digits is the decimal separator.
//  - A currency sign may come first ($, S$, HK$, SGD, HKD, ¥) or last ($, 元, 蚊), with spaces around
//    it; full-width digits and separators (a Chinese keyboard) read as their plain forms.
//  - A point with three or more digits after it is a decimal point and a fraction of a cent
//    ("0.205", "1.000"): refused. At these tables a point never groups thousands on its own.
//  - A single comma followed by exactly three digits, after one to three digits that do not start
//    with 0 ("1,000", "12,500"), is ambiguous: thousands where commas group them, a decimal comma
//    (and a fraction of a cent, or "1,000" = $1.00) where the comma is the decimal separator. A stake
//    is usually cents, so neither reading can be assumed: refused, with both readings.
//  - Where both separators appear, the last one is the decimal separator and the other groups
//    thousands ("1,000.50", "1.000,50"); several of one kind and none of the other group thousands
//    ("1,000,000"). The groups must be threes.
//  - "20c", "20 cents", "50¢", "50仙" are cents typed as cents: refused, with what they are in dollars.
//
// A refusal is a code and what was read, for the screen to word (ui/money.ts).
import { MAX_UNIT } from './house-rules';

export type MoneyProblem =
  | { readonly code: 'empty' }
  | { readonly code: 'not_an_amount'; readonly read: string }
  | { readonly code: 'negative'; readonly read: string }
  /** More than two digits after the decimal separator: `decimals` are the digits after it. */
  | {
      readonly code: 'fraction_of_cent';
      readonly read: string;
      readonly separator: '.' | ',';
      readonly decimals: string;
    }
  /** A lone comma and three digits: `asThousands` in cents, `asDecimal` in cents (null when not a whole number of cents). */
  | {
      readonly code: 'ambiguous';
      readonly read: string;
      readonly asThousands: number;
      readonly asDecimal: number | null;
    }
  /** A number of cents typed as cents ("20c"). */
  | { readonly code: 'in_cents'; readonly read: string; readonly cents: number }
  | { readonly code: 'too_small'; readonly read: string; readonly min: number }
  | { readonly code: 'too_large'; readonly read: string; readonly max: number };

export type MoneyRead =
  { readonly ok: true; readonly cents: number } | { readonly ok: false; readonly problem: MoneyProblem };

/** The amounts a caller accepts, in cents (both ends included). */
export interface MoneyBounds {
  readonly min?: number;
  readonly max?: number;
}

const PREFIX = /^(?:(?:S|SG|HK|US)?\$|SGD|HKD|¥)\s*/i;
const SUFFIX = /\s*(?:\$|元|蚊)$/;
const MINUS = /^[-−]\s*/;
const IN_CENTS = /^(\d{1,9})\s*(?:c|cents?|¢|仙)$/i;
/** More digits of dollars than this can never be a stake, and stay exact as a number. */
const MAX_DOLLAR_DIGITS = 13;

const refuse = (problem: MoneyProblem): MoneyRead => ({ ok: false, problem });

/** "1,234,567" with `grouping` ",": the digits, or null when the groups are not threes. */
function grouped(text: string, grouping: string): string | null {
  const groups = text.split(grouping);
  if (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return null;
  return groups.join('');
}

/** Dollars and the digits after the decimal separator, as a number of cents; or the problem with them. */
function toCents(read: string, dollars: string, fraction: string, separator: '.' | ','): MoneyRead {
  if (dollars === '' && fraction === '') return refuse({ code: 'not_an_amount', read });
  if (fraction.length > 2) return refuse({ code: 'fraction_of_cent', read, separator, decimals: fraction });
  const digits = dollars.replace(/^0+/, '');
  if (digits.length > MAX_DOLLAR_DIGITS)
    return refuse({ code: 'too_large', read, max: Number.MAX_SAFE_INTEGER });
  return { ok: true, cents: Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0')) };
}

/** The digits and separators of an amount (sign and spaces taken off) as cents, by the rules above. */
function readDigits(read: string, body: string): MoneyRead {
  if (!/^[\d.,]+$/.test(body)) return refuse({ code: 'not_an_amount', read });
  const separators = body.replace(/\d/g, '');
  if (separators === '') return toCents(read, body, '', '.');
  const last = separators.at(-1) as '.' | ',';
  const other = last === '.' ? ',' : '.';
  const before = separators.slice(0, -1);
  const at = body.lastIndexOf(last);
  const [whole, fraction] = [body.slice(0, at), body.slice(at + 1)];

  if (separators.includes(other)) {
    // Both kinds: every one before the last groups thousands, the last is the decimal separator ("1,000.50", "1.000,50").
    const dollars = before.includes(last) ? null : grouped(whole, other);
    return dollars === null
      ? refuse({ code: 'not_an_amount', read })
      : toCents(read, dollars, fraction, last);
  }
  if (before.length > 0) {
    // Several of one kind alone group thousands: "1,000,000".
    const dollars = grouped(body, last);
    return dollars === null ? refuse({ code: 'not_an_amount', read }) : toCents(read, dollars, '', last);
  }
  if (last === ',' && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) {
    const asDecimal = toCents(read, whole, fraction.replace(/0$/, ''), ',');
    return refuse({
      code: 'ambiguous',
      read,
      asThousands: Number(whole + fraction) * 100,
      asDecimal: asDecimal.ok ? asDecimal.cents : null,
    });
  }
  return toCents(read, whole, fraction, last);
}

/**
 * An amount of money as typed, in whole cents, or what is wrong with it. `bounds` (in cents) default
 * to zero and up.
 */
export function readMoney(text: string, bounds: MoneyBounds = {}): MoneyRead {
  const read = text.trim();
  if (read === '') return refuse({ code: 'empty' });
  // NFKC: full-width digits, "，" and "．", "＄" and "￥", and a no-break space read as their plain forms.
  let body = read.normalize('NFKC').replace(/\s+/g, ' ');
  let negative = MINUS.test(body);
  body = body.replace(MINUS, '').replace(PREFIX, '').replace(SUFFIX, '');
  negative ||= MINUS.test(body);
  body = body.replace(MINUS, '');
  const cents = IN_CENTS.exec(body);
  if (cents && !negative) return refuse({ code: 'in_cents', read, cents: Number(cents[1]) });
  const result = readDigits(read, body);
  if (!result.ok) {
    const { problem } = result;
    return problem.code === 'too_large' && bounds.max !== undefined
      ? refuse({ ...problem, max: bounds.max })
      : result;
  }
  if (negative && result.cents > 0) return refuse({ code: 'negative', read });
  if (bounds.min !== undefined && result.cents < bounds.min)
    return refuse({ code: 'too_small', read, min: bounds.min });
  if (bounds.max !== undefined && result.cents > bounds.max)
    return refuse({ code: 'too_large', read, max: bounds.max });
  return result;
}

/** A stake: what one tai is worth, or the table unit under Hong Kong rules. At least a cent, at most the core's largest unit. */
export function readStake(text: string): MoneyRead {
  return readMoney(text, { min: 1, max: MAX_UNIT });
}
