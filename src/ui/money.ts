// The stake as players type it ("0.20", "0,20", "S$ 0,50"), read by the core's one money reader
// (core/money.ts) into whole cents, and its refusals in a player's words: what was read and why.
import { plural, t } from '@lingui/core/macro';
import { readStake, type MoneyProblem } from '../core/money';
import { formatMoney } from './format';

export type ParsedDollars = { ok: true; cents: number } | { ok: false; message: string };

/**
 * A refusal of the money reader in the language in use. `what` names the field in that language
 * ("the unit", "the table unit"); it starts the sentence where the language puts it first.
 */
export function moneyProblemWords(problem: MoneyProblem, what: string): string {
  const read = 'read' in problem ? problem.read : '';
  switch (problem.code) {
    case 'empty':
      return t`Enter ${what} in dollars and cents, like 0.20.`;
    case 'not_an_amount':
      return t`“${read}” is not an amount: enter ${what} in dollars and cents, like 0.20 or 0,20.`;
    case 'negative':
      return t`“${read}” is below zero: enter ${what} in dollars and cents, like 0.20.`;
    case 'fraction_of_cent': {
      const digits = problem.decimals.length;
      return problem.separator === '.'
        ? t`“${read}” has ${digits} digits after the point, a fraction of a cent: enter ${what} with at most two digits after the point.`
        : t`“${read}” has ${digits} digits after the comma, a fraction of a cent: enter ${what} with at most two digits after the comma.`;
    }
    case 'ambiguous': {
      const thousands = formatMoney(problem.asThousands);
      const typed = String(problem.asThousands / 100);
      if (problem.asDecimal === null) {
        return t`“${read}” could be ${thousands} (a comma between thousands) or a fraction of a cent (a decimal comma): type ${typed} for the first, or at most two digits after the comma.`;
      }
      const decimal = formatMoney(problem.asDecimal);
      const decimalTyped = dollarsField(problem.asDecimal);
      return t`“${read}” could be ${thousands} (a comma between thousands) or ${decimal} (a decimal comma): type ${typed} or ${decimalTyped}.`;
    }
    case 'in_cents': {
      const dollars = dollarsField(problem.cents);
      return plural(problem.cents, {
        one: `“${read}” reads as cents: enter ${what} in dollars, ${dollars} for # cent.`,
        other: `“${read}” reads as cents: enter ${what} in dollars, ${dollars} for # cents.`,
      });
    }
    case 'too_small': {
      const What = `${what[0]!.toUpperCase()}${what.slice(1)}`;
      const min = formatMoney(problem.min);
      return problem.min === 1 ? t`${What} must be at least one cent.` : t`${What} must be at least ${min}.`;
    }
    case 'too_large': {
      const max = formatMoney(problem.max);
      return t`That is more than this app counts: keep ${what} at most ${max}.`;
    }
  }
}

/** The stake as typed, in whole cents, or why it is refused in words. */
export function parseDollars(text: string, what: string): ParsedDollars {
  const read = readStake(text);
  return read.ok ? read : { ok: false, message: moneyProblemWords(read.problem, what) };
}

/** Cents as the text of a dollars field: 20 → "0.20", 100 → "1.00". */
export function dollarsField(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
