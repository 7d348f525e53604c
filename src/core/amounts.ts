// Amounts as they read on screen, written out by hand as en-SG writes them (see core/numbers.ts for
// why not Intl); the same digits and $ in every language of the app (format.test.ts checks them
// against Intl). No words here: the end-to-end tests import it as plain TypeScript.
import { groupThousands } from './numbers';

/** A whole number with thousands separators; a half (0-tai shares of an odd unit) shown as .5. */
export function formatPoints(amount: number): string {
  const tenths = Math.round(Math.abs(amount) * 10);
  const fraction = tenths % 10;
  const text = groupThousands(Math.floor(tenths / 10)) + (fraction === 0 ? '' : `.${fraction}`);
  return amount < 0 && tenths > 0 ? `-${text}` : text;
}

/** Cents as dollars: 1234 → "$12.34". */
export function formatMoney(cents: number): string {
  const abs = Math.round(Math.abs(cents));
  const sign = cents < 0 && abs > 0 ? '−' : '';
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents with a sign, for running totals: "+$12.34", "−$5.00", "$0.00". */
export function formatSignedMoney(cents: number): string {
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents);
}
