// How amounts and values read on screen.

/** A whole number with thousands separators; a half (0-tai shares of an odd unit) shown as .5. */
export function formatPoints(amount: number): string {
  return amount.toLocaleString('en-SG', { maximumFractionDigits: 1 });
}

/** Cents as dollars: 1234 → "$12.34". */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(cents);
  return `${sign}$${(abs / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Cents with a sign, for running totals: "+$12.34", "−$5.00", "$0.00". */
export function formatSignedMoney(cents: number): string {
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents);
}

/** "fan" under Hong Kong rules, "tai" at Singapore tables (the same in singular and plural). */
export const unitWord = (profile: string): string => (profile === 'hk' ? 'fan' : 'tai');
