// The words of payment codes: each refusal of the core's address and amount readers in the player's
// language, and what the schemes are called (PayNow everywhere; FPS, 轉數快 at Hong Kong tables).
import { plural, t } from '@lingui/core/macro';
import type { AddressProblem, PayloadProblem, PayScheme } from '../../../core/pay-codes';
import { formatMoney } from '../../../ui/format';

/** The scheme's name as the table says it. */
export const schemeName = (scheme: PayScheme): string => (scheme === 'fps' ? t`FPS` : t`PayNow`);

/** The accessible name of a player's address field: "PayNow for Mei Ling", "FPS for Mei Ling". */
export const addressFieldName = (scheme: PayScheme, name: string): string =>
  scheme === 'fps' ? t`FPS for ${name}` : t`PayNow for ${name}`;

/** The switch that shares a player's address with the table on a live night: "Share Mei Ling’s PayNow with the table". */
export const shareSwitchName = (scheme: PayScheme, name: string): string =>
  scheme === 'fps' ? t`Share ${name}’s FPS with the table` : t`Share ${name}’s PayNow with the table`;

/** "How each player is paid by PayNow": the title of the addresses, on Settle up and the night's screen. */
export const howPaidWords = (scheme: PayScheme): string =>
  scheme === 'fps' ? t`How each player is paid by FPS` : t`How each player is paid by PayNow`;

/** Why an address typed for `name` is refused, in a sentence that says what to type instead. */
export function addressProblemWords(problem: AddressProblem): string {
  const read = 'read' in problem ? problem.read : '';
  switch (problem.code) {
    case 'empty':
      return t`Type a number, or leave the field empty.`;
    case 'wrong_country': {
      const country = problem.country;
      return t`“${read}” is a number with the country code ${country}: a PayNow number is a Singapore one (+65), an FPS number a Hong Kong one (+852).`;
    }
    case 'sg_mobile_digits':
      return plural(problem.digits, {
        one: `“${read}” has # digit: a Singapore mobile number has 8, like 9123 4567 (with or without +65).`,
        other: `“${read}” has # digits: a Singapore mobile number has 8, like 9123 4567 (with or without +65).`,
      });
    case 'sg_mobile_start':
      return t`“${read}” is not a Singapore mobile number: those start with 8 or 9, like 9123 4567.`;
    case 'uen_format':
      return t`“${read}” is not a UEN: a UEN has 9 or 10 characters, like 53312345A, 201403121W or T09LL0001B.`;
    case 'fps_id_digits':
      return plural(problem.digits, {
        one: `“${read}” has # digit: an FPS ID has 7 or 9 digits, a mobile number 8 (like 6789 1234).`,
        other: `“${read}” has # digits: an FPS ID has 7 or 9 digits, a mobile number 8 (like 6789 1234).`,
      });
    case 'hk_mobile_digits':
      return plural(problem.digits, {
        one: `“${read}” has # digit after +852: a Hong Kong mobile number has 8, like +852 6789 1234.`,
        other: `“${read}” has # digits after +852: a Hong Kong mobile number has 8, like +852 6789 1234.`,
      });
    case 'email_format':
      return t`“${read}” is not an email address: it needs a name, an @ and a domain, like ahming@example.com.`;
    case 'not_an_address':
      return problem.scheme === 'fps'
        ? t`“${read}” is not an FPS ID, mobile number or email: type one of those.`
        : t`“${read}” is not a PayNow mobile number or UEN: type a number like 9123 4567, or a UEN.`;
  }
}

/** Why no code is drawn for a payment. */
export function payloadProblemWords(problem: PayloadProblem): string {
  switch (problem.code) {
    case 'amount_not_positive':
      return t`Nothing to pay: no code is needed.`;
    case 'amount_too_large': {
      const max = formatMoney(problem.max);
      return t`More than ${max}: a code is not made for so much. Check the night’s entries.`;
    }
    case 'amount_not_whole_cents':
      return t`This amount is not in whole cents: check the night’s entries.`;
  }
}
