// The itemised result (used by the shared-hand view and the Record sheet): every item with its name and value, the total,
// the limit, why a hand does not win, and what each player pays. One tile short, the waits.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { payerLines } from '../core/payers';
import type { Payment, ScoreOk } from '../core/types';
import { formatMoney, formatPoints } from '../core/amounts';

/** How amounts read: points at a plain table, dollars (the amounts are cents) at a night's table. */
export type AmountFormat = (amount: number) => string;
export const asPoints: AmountFormat = formatPoints;
export const asMoney: AmountFormat = formatMoney;

/**
 * Who pays what, in words: a line for every payer the core's payment lists (core/payers.ts), so
 * the lines add up to what the winner collects under every payment rule. On a robbed kong the
 * konger pays as the discarder, and is named so.
 */
export function paymentLines(
  i18n: I18n,
  payment: Payment,
  opts: { robbed?: boolean; amount?: AmountFormat } = {},
): string[] {
  const format = opts.amount ?? asPoints;
  return payerLines(payment).map((line) => {
    const amount = format(line.amount);
    if (line.payer === 'each') return i18n._(msg`Each player pays ${amount}`);
    if (line.payer === 'others') return i18n._(msg`The other two pay ${amount} each`);
    return opts.robbed ? i18n._(msg`The konger pays ${amount}`) : i18n._(msg`The discarder pays ${amount}`);
  });
}

export const notWinning = (i18n: I18n): string =>
  i18n._(
    msg`Not a winning hand: these tiles do not make four sets and a pair, or another shape this table plays.`,
  );

export function belowMinimum(i18n: I18n, result: ScoreOk): string {
  const { tai, min_tai: min } = result;
  return result.profile === 'hk'
    ? i18n._(msg`Below the table minimum: ${tai} fan, and the table needs ${min}.`)
    : i18n._(msg`Below the table minimum: ${tai} tai, and the table needs ${min}.`);
}
