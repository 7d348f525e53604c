// How amounts and values read on screen, written out by hand as en-SG writes them (see
// core/numbers.ts for why not Intl); format.test.ts checks them against Intl's en-SG.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { formatMoney } from '../core/amounts';

export { formatMoney, formatPoints, formatSignedMoney } from '../core/amounts';

/** "fan" under Hong Kong rules, "tai" at Singapore tables (the same in singular and plural). */
export const unitWord = (profile: string): string => (profile === 'hk' ? 'fan' : 'tai');

/**
 * The stake in a line: "$0.20 a tai"; under Hong Kong rules the payment table is counted in a
 * table unit, not per fan: "$0.50 a unit".
 */
export const stakeWords = (profile: string, cents: number): string =>
  `${formatMoney(cents)} a ${profile === 'hk' ? 'unit' : unitWord(profile)}`;

// The same in the language in use. Digits, grouping and the dollar sign read the same in Singapore's
// and Hong Kong's Chinese as in en-SG (format.test.ts checks zh-SG and zh-HK against Intl), so the
// numbers above serve every language; the words around them are the catalogs'.

/** The unit alone, beside a total: "tai" / "fan"; 台 / 番. */
export const unitWordIn = (i18n: I18n, profile: string): string =>
  i18n._(profile === 'hk' ? msg`fan` : msg`tai`);

/** A count of the unit: "3 tai" / "3 fan"; 3台 / 3番. */
export function countIn(i18n: I18n, profile: string, count: number | string): string {
  return profile === 'hk' ? i18n._(msg`${count} fan`) : i18n._(msg`${count} tai`);
}

/** The stake in a line, as stakeWords: "$0.20 a tai", "$0.50 a unit" under Hong Kong rules. */
export function stakeIn(i18n: I18n, profile: string, cents: number): string {
  const money = formatMoney(cents);
  return profile === 'hk' ? i18n._(msg`${money} a unit`) : i18n._(msg`${money} a tai`);
}
