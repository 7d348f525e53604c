// Who pays the winner, line by line, from a win's payment: what every screen that words a payment
// lists, so the lines always add up to what the winner collects (RULES.md section 9).
import type { Payment } from './types';

/**
 * One line of a payment: who pays, how many players pay it and what each pays.
 *  - `discarder`: the one who discarded the winning tile (the konger, on a robbed kong).
 *  - `others`: on a discard win, each of the two players who did not discard.
 *  - `each`: on a self-draw, each of the three other players.
 */
export interface PayerLine {
  readonly payer: 'discarder' | 'others' | 'each';
  readonly count: 1 | 2 | 3;
  readonly amount: number;
}

/**
 * Every payer of a win with an amount above zero: a self-draw's three players, or the discarder and
 * (when they pay: Singapore doubling, a Hong Kong discard shared) the other two. Nobody who pays nothing is listed.
 */
export function payerLines(payment: Payment): PayerLine[] {
  if (payment.discarder === null)
    return payment.others > 0 ? [{ payer: 'each', count: 3, amount: payment.others }] : [];
  const lines: PayerLine[] = [];
  if (payment.discarder > 0) lines.push({ payer: 'discarder', count: 1, amount: payment.discarder });
  if (payment.others > 0) lines.push({ payer: 'others', count: 2, amount: payment.others });
  return lines;
}

/** What the lines add up to: the winner's total, for every payment the core makes. */
export const payerLinesTotal = (lines: readonly PayerLine[]): number =>
  lines.reduce((sum, line) => sum + line.count * line.amount, 0);
