// The stake as players type it ("0.20", "0,20", "S$ 0,50"), read by the core's one money reader
// (core/money.ts) into whole cents, and its refusals in a player's words: what was read and why.
import { readStake, type MoneyProblem } from '../../core/money';
import { formatMoney } from '../../ui/format';

export type ParsedDollars = { ok: true; cents: number } | { ok: false; message: string };

/** The English for a refusal of the money reader. `what` names the field: "the unit", "the table unit". */
export function moneyProblemWords(problem: MoneyProblem, what: string): string {
  switch (problem.code) {
    case 'empty':
      return `Enter ${what} in dollars and cents, like 0.20.`;
    case 'not_an_amount':
      return `“${problem.read}” is not an amount: enter ${what} in dollars and cents, like 0.20 or 0,20.`;
    case 'negative':
      return `“${problem.read}” is below zero: enter ${what} in dollars and cents, like 0.20.`;
    case 'fraction_of_cent':
      return `“${problem.read}” has ${problem.decimals.length} digits after the ${problem.separator === '.' ? 'point' : 'comma'}, a fraction of a cent: enter ${what} with at most two digits after the ${problem.separator === '.' ? 'point' : 'comma'}.`;
    case 'ambiguous': {
      const thousands = `${formatMoney(problem.asThousands)} (a comma between thousands)`;
      const typed = String(problem.asThousands / 100);
      return problem.asDecimal === null
        ? `“${problem.read}” could be ${thousands} or a fraction of a cent (a decimal comma): type ${typed} for the first, or at most two digits after the comma.`
        : `“${problem.read}” could be ${thousands} or ${formatMoney(problem.asDecimal)} (a decimal comma): type ${typed} or ${dollarsField(problem.asDecimal)}.`;
    }
    case 'in_cents':
      return `“${problem.read}” reads as cents: enter ${what} in dollars, ${dollarsField(problem.cents)} for ${problem.cents} cent${problem.cents === 1 ? '' : 's'}.`;
    case 'too_small':
      return problem.min === 1
        ? `${what[0]!.toUpperCase()}${what.slice(1)} must be at least one cent.`
        : `${what[0]!.toUpperCase()}${what.slice(1)} must be at least ${formatMoney(problem.min)}.`;
    case 'too_large':
      return `That is more than this app counts: keep ${what} at most ${formatMoney(problem.max)}.`;
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
