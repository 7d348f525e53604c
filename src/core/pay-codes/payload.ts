// The payloads of a payment code: a PayNow code (the PayNow QR specification on the EMVCo layout) and
// an FPS code (the HKMA's Common QR Code Specification for retail payments, on the same layout), for
// one payee and one exact amount. Amounts are whole cents written out digit by digit, never through
// floating point.
import type { PayAddress } from './address';
import { emvPayload, type EmvField } from './emv';

export type PayloadProblem =
  /** Nothing to pay: a code for $0.00 would let the payer type any amount. */
  | { readonly code: 'amount_not_positive'; readonly cents: number }
  /** More than a code carries here (see MAX_CODE_CENTS). */
  | { readonly code: 'amount_too_large'; readonly cents: number; readonly max: number }
  | { readonly code: 'amount_not_whole_cents'; readonly cents: number };

export type PayloadResult =
  { readonly ok: true; readonly payload: string } | { readonly ok: false; readonly problem: PayloadProblem };

/**
 * The largest amount a code is made for: $999,999.99. Tag 54 would hold 13 characters, but no
 * payment between players comes near this, the banks' own daily limits are far below it, and an
 * amount this large is a ledger gone wrong that the table should see rather than pay.
 */
export const MAX_CODE_CENTS = 99_999_999;

/** Whole cents as the amount of tag 54: 1 → "0.01", 1240 → "12.40", 123456 → "1234.56". */
export function amountText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function amountProblem(cents: number): PayloadProblem | null {
  if (!Number.isSafeInteger(cents)) return { code: 'amount_not_whole_cents', cents };
  if (cents <= 0) return { code: 'amount_not_positive', cents };
  if (cents > MAX_CODE_CENTS) return { code: 'amount_too_large', cents, max: MAX_CODE_CENTS };
  return null;
}

/** The longest reference (tag 62's bill number or reference label). */
export const MAX_REFERENCE_LENGTH = 25;

/**
 * A reference as a bank app takes it: letters, digits, spaces and - . / only (what every participant
 * bank shows; a name in Chinese or an emoji would be dropped or refused by some), at most 25.
 */
export function referenceText(text: string): string {
  return text
    .replace(/[^A-Za-z0-9 ./-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_REFERENCE_LENGTH)
    .trim();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The reference naming a night, "Tai Table 3 Dec", from its day of the month and month (1–12) on the
 * phone's calendar: the payee's bank statement says what the payment was for. It is the bank's text
 * field, ASCII on every bank, so it is the same in every language of the app.
 */
export function nightReference(day: number, month: number): string {
  return referenceText(`Tai Table ${day} ${MONTHS[month - 1] ?? ''}`);
}

/** What both schemes' codes may carry beside the payee and the amount; the defaults are what this app sends. */
export interface CodeOptions {
  /** Tag 62's reference; letters, digits, spaces and - . / (see referenceText). None: no tag 62. */
  readonly reference?: string;
  /** Tag 59. "NA": the payer's bank shows the name the payee registered, not one a code claims. */
  readonly merchantName?: string;
  /** Tag 60. */
  readonly city?: string;
  /**
   * Tag 01: "12" (dynamic, for one payment: the default, a code per payment of the night) or "11"
   * (static). Published example codes use both.
   */
  readonly initiation?: '11' | '12';
}

export interface PayNowOptions extends CodeOptions {
  /** Whether the payer may change the amount (sub-tag 03). Default false: the amount is the ledger's. */
  readonly editable?: boolean;
  /** The last day the code is good for, YYYYMMDD (sub-tag 04). None: no expiry. */
  readonly expiry?: string;
}

export interface FpsOptions extends CodeOptions {
  /** The payee's bank's three-digit FPS participant code (sub-tag 01), when known. */
  readonly participant?: string;
}

const problemOrPayload = (cents: number, fields: () => readonly EmvField[]): PayloadResult => {
  const problem = amountProblem(cents);
  if (problem) return { ok: false, problem };
  const payload = emvPayload(fields());
  // Every value here is bounded (address, reference, name, city), so a data object always fits.
  if (payload === null) throw new Error('A payment code’s data object is longer than 99 characters.');
  return { ok: true, payload };
};

const reference = (tag: '01' | '05', text: string | undefined): EmvField[] => {
  const cleaned = text === undefined ? '' : referenceText(text);
  return cleaned === '' ? [] : [['62', [[tag, cleaned]]]];
};

/** The PayNow code paying `cents` to a PayNow address. */
export function payNowPayload(
  address: PayAddress & { scheme: 'paynow' },
  cents: number,
  options: PayNowOptions = {},
): PayloadResult {
  return problemOrPayload(cents, () => [
    ['00', '01'],
    ['01', options.initiation ?? '12'],
    [
      '26',
      [
        ['00', 'SG.PAYNOW'],
        // Proxy type: 0 a mobile number, 2 a UEN.
        ['01', address.kind === 'mobile' ? '0' : '2'],
        ['02', address.value],
        ['03', options.editable ? '1' : '0'],
        ...(options.expiry ? [['04', options.expiry] as const] : []),
      ],
    ],
    ['52', '0000'],
    ['53', '702'],
    ['54', amountText(cents)],
    ['58', 'SG'],
    ['59', options.merchantName ?? 'NA'],
    ['60', options.city ?? 'Singapore'],
    // PayNow reads the bill number (sub-tag 01) as the payment's reference.
    ...reference('01', options.reference),
  ]);
}

/** The FPS code paying `cents` (Hong Kong dollars) to an FPS address. */
export function fpsPayload(
  address: PayAddress & { scheme: 'fps' },
  cents: number,
  options: FpsOptions = {},
): PayloadResult {
  const subTag = address.kind === 'fps_id' ? '02' : address.kind === 'mobile' ? '03' : '04';
  return problemOrPayload(cents, () => [
    ['00', '01'],
    ['01', options.initiation ?? '12'],
    [
      '26',
      [
        ['00', 'hk.com.hkicl'],
        ...(options.participant ? [['01', options.participant] as const] : []),
        [subTag, address.value],
      ],
    ],
    ['52', '0000'],
    ['53', '344'],
    ['54', amountText(cents)],
    ['58', 'HK'],
    ['59', options.merchantName ?? 'NA'],
    ['60', options.city ?? 'HK'],
    // The HKMA's specification carries a payment's reference as the reference label (sub-tag 05).
    ...reference('05', options.reference),
  ]);
}

/** The code paying `cents` to an address, by the address's scheme, with this app's defaults. */
export function payCodePayload(address: PayAddress, cents: number, reference: string): PayloadResult {
  return address.scheme === 'paynow'
    ? payNowPayload(address, cents, { reference })
    : fpsPayload(address, cents, { reference });
}
