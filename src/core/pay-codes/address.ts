// A player's payment address as they type it, read for their table's scheme: at a Singapore table a
// PayNow mobile number or UEN, at a Hong Kong table an FPS ID, mobile number or email. A refusal is a
// code with what was read, for the screen to word (features/ledger/pay/pay-words.ts).

/** PayNow at Singapore tables, FPS at Hong Kong tables. */
export type PayScheme = 'paynow' | 'fps';

export type PayAddress =
  /** A Singapore mobile number, "+6591234567" (PayNow proxy type 0). */
  | { readonly scheme: 'paynow'; readonly kind: 'mobile'; readonly value: string }
  /** A business's Unique Entity Number, "201403121W" (PayNow proxy type 2). */
  | { readonly scheme: 'paynow'; readonly kind: 'uen'; readonly value: string }
  /** An FPS ID, "1234567" (FPS sub-tag 02). */
  | { readonly scheme: 'fps'; readonly kind: 'fps_id'; readonly value: string }
  /** A Hong Kong mobile number in the HKMA's form, "+852-67891234" (FPS sub-tag 03). */
  | { readonly scheme: 'fps'; readonly kind: 'mobile'; readonly value: string }
  /** An email address (FPS sub-tag 04). */
  | { readonly scheme: 'fps'; readonly kind: 'email'; readonly value: string };

export type AddressProblem =
  | { readonly code: 'empty' }
  /** A number with another country's code than the table's: `country` as typed, "+852". */
  | { readonly code: 'wrong_country'; readonly read: string; readonly country: string }
  /** Not 8 digits after +65 (or none): `digits` is how many there were. */
  | { readonly code: 'sg_mobile_digits'; readonly read: string; readonly digits: number }
  /** Eight digits, but a Singapore mobile number starts with 8 or 9. */
  | { readonly code: 'sg_mobile_start'; readonly read: string }
  /** Letters and digits that are none of the three UEN forms. */
  | { readonly code: 'uen_format'; readonly read: string }
  /** Digits only, neither 7 or 9 (an FPS ID) nor 8 (a mobile number): `digits` is how many. */
  | { readonly code: 'fps_id_digits'; readonly read: string; readonly digits: number }
  /** Not 8 digits after +852: `digits` is how many there were. */
  | { readonly code: 'hk_mobile_digits'; readonly read: string; readonly digits: number }
  | { readonly code: 'email_format'; readonly read: string }
  /** Something else: `scheme` says what was expected. */
  | { readonly code: 'not_an_address'; readonly read: string; readonly scheme: PayScheme };

export type AddressRead =
  | { readonly ok: true; readonly address: PayAddress }
  | { readonly ok: false; readonly problem: AddressProblem };

const refuse = (problem: AddressProblem): AddressRead => ({ ok: false, problem });

/** The longest address kept: an email's local part and domain at their limits (RFC 5321), and tag 26 holds no more. */
export const MAX_ADDRESS_LENGTH = 64;

/** Full-width digits and signs (a Chinese keyboard) as their plain forms. */
const plain = (text: string): string =>
  text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');

/** The separators people put inside a phone number: spaces, hyphens, dots, brackets. */
const PHONE_SEPARATORS = /[\s\-.()]/g;

/**
 * The UEN's three forms (ACRA): nnnnnnnnX (8 digits and a check letter, businesses), yyyynnnnnX
 * (a year and 5 digits and a check letter, local companies), TyyPQnnnnX (T or S for the century, the
 * year's last two digits, a two-letter entity type, 4 digits and a check letter, other entities).
 */
const UEN_FORMS = [/^\d{8}[A-Z]$/, /^(?:19|20)\d{2}\d{5}[A-Z]$/, /^[TSR]\d{2}[A-Z]{2}\d{4}[A-Z]$/];

/** An address an FPS participant accepts: one @, a dotted domain, nothing that is not ASCII. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** "+65 9123 4567" → { country: "65", digits: "91234567" }; no sign: country null. */
function phoneParts(text: string): { country: string | null; digits: string } | null {
  const bare = text.replace(PHONE_SEPARATORS, '');
  const signed = /^(?:\+|00)(\d+)$/.exec(bare);
  if (signed) {
    const all = signed[1]!;
    // The country codes of these tables' neighbours, longest first: enough to say "that is Hong Kong's".
    const country =
      ['852', '853', '886', '65', '60', '86', '62', '63', '66', '61', '44', '1'].find((c) =>
        all.startsWith(c),
      ) ?? all.slice(0, 2);
    return { country, digits: all.slice(country.length) };
  }
  return /^\d+$/.test(bare) ? { country: null, digits: bare } : null;
}

/** A PayNow address as typed at a Singapore table. */
export function readPayNowAddress(typed: string): AddressRead {
  const read = plain(typed).trim();
  if (read === '') return refuse({ code: 'empty' });
  const phone = phoneParts(read);
  if (phone) {
    let { country, digits } = phone;
    // "6591234567": the country code typed without its plus. No Singapore number has 10 digits.
    if (country === null && digits.length === 10 && digits.startsWith('65'))
      [country, digits] = ['65', digits.slice(2)];
    if (country !== null && country !== '65')
      return refuse({ code: 'wrong_country', read, country: `+${country}` });
    if (digits.length !== 8) return refuse({ code: 'sg_mobile_digits', read, digits: digits.length });
    if (!/^[89]/.test(digits)) return refuse({ code: 'sg_mobile_start', read });
    return { ok: true, address: { scheme: 'paynow', kind: 'mobile', value: `+65${digits}` } };
  }
  const uen = read.replace(/[\s-]/g, '').toUpperCase();
  if (/^[A-Z0-9]+$/.test(uen) && /\d/.test(uen)) {
    return UEN_FORMS.some((form) => form.test(uen))
      ? { ok: true, address: { scheme: 'paynow', kind: 'uen', value: uen } }
      : refuse({ code: 'uen_format', read });
  }
  return refuse({ code: 'not_an_address', read, scheme: 'paynow' });
}

/** An FPS address as typed at a Hong Kong table. */
export function readFpsAddress(typed: string): AddressRead {
  const read = plain(typed).trim();
  if (read === '') return refuse({ code: 'empty' });
  if (read.includes('@')) {
    return EMAIL.test(read) && read.length <= MAX_ADDRESS_LENGTH
      ? { ok: true, address: { scheme: 'fps', kind: 'email', value: read } }
      : refuse({ code: 'email_format', read });
  }
  const phone = phoneParts(read);
  if (phone) {
    const { country, digits } = phone;
    if (country !== null && country !== '852')
      return refuse({ code: 'wrong_country', read, country: `+${country}` });
    if (country === '852') {
      return digits.length === 8
        ? { ok: true, address: { scheme: 'fps', kind: 'mobile', value: `+852-${digits}` } }
        : refuse({ code: 'hk_mobile_digits', read, digits: digits.length });
    }
    // Without a country code: a Hong Kong number has 8 digits, an FPS ID 7 or 9.
    if (digits.length === 8)
      return { ok: true, address: { scheme: 'fps', kind: 'mobile', value: `+852-${digits}` } };
    if (digits.length === 7 || digits.length === 9)
      return { ok: true, address: { scheme: 'fps', kind: 'fps_id', value: digits } };
    return refuse({ code: 'fps_id_digits', read, digits: digits.length });
  }
  return refuse({ code: 'not_an_address', read, scheme: 'fps' });
}

/** An address as typed, read for the scheme of the table. */
export const readPayAddress = (scheme: PayScheme, typed: string): AddressRead =>
  scheme === 'fps' ? readFpsAddress(typed) : readPayNowAddress(typed);

/** The scheme a table pays by: Hong Kong rules are played at Hong Kong tables, FPS; the rest, PayNow. */
export const schemeOfProfile = (profile: string): PayScheme => (profile === 'hk' ? 'fps' : 'paynow');
