import { describe, expect, it } from 'vitest';
import { crc16, emvLength, emvObjects, emvPayload, type EmvField } from './emv';
import {
  fpsPayload,
  nightReference,
  payCodePayload,
  payNowPayload,
  referenceText,
  amountText,
  MAX_CODE_CENTS,
} from './payload';
import { readFpsAddress, readPayNowAddress, type PayAddress } from './address';

/** A data object as read back: its tag, its value, and its nested data objects where it is a template. */
interface Parsed {
  tag: string;
  value: string;
  nested?: Parsed[];
}

/** Templates: the merchant account information (26–51) and the additional data (62). */
const isTemplate = (tag: string): boolean =>
  (Number(tag) >= 26 && Number(tag) <= 51) || tag === '62' || tag === '64';

/** An EMVCo TLV reader, written apart from the builder: every length must be right, and nothing left over. */
function parse(text: string, nestedLevel = false): Parsed[] {
  const chars = [...text];
  const out: Parsed[] = [];
  let at = 0;
  while (at < chars.length) {
    const head = chars.slice(at, at + 4).join('');
    if (!/^\d{4}$/.test(head)) throw new Error(`No tag and length at ${at}: “${head}”`);
    const tag = head.slice(0, 2);
    const length = Number(head.slice(2));
    if (at + 4 + length > chars.length)
      throw new Error(`Tag ${tag} says ${length} characters; fewer are left`);
    const value = chars.slice(at + 4, at + 4 + length).join('');
    out.push(!nestedLevel && isTemplate(tag) ? { tag, value, nested: parse(value, true) } : { tag, value });
    at += 4 + length;
  }
  return out;
}

/** Reads a whole payload: the data objects, and whether tag 63 is last and is the CRC of all before it. */
function readPayload(payload: string): { fields: Parsed[]; crcRight: boolean } {
  const fields = parse(payload);
  const last = fields.at(-1)!;
  expect(fields[0]).toEqual({ tag: '00', value: '01' });
  expect(last.tag).toBe('63');
  expect(last.value).toMatch(/^[0-9A-F]{4}$/);
  return { fields, crcRight: crc16(payload.slice(0, -4)) === last.value };
}

const toFields = (parsed: Parsed[]): EmvField[] =>
  parsed.filter((f) => f.tag !== '63').map((f) => [f.tag, f.nested ? toFields(f.nested) : f.value]);

const field = (parsed: Parsed[], tag: string): Parsed | undefined => parsed.find((f) => f.tag === tag);

/** Published payloads: what they are, and where they are published. */
const PUBLISHED: readonly (readonly [string, string])[] = [
  // The EMVCo Merchant-Presented Mode specification's own example (Appendix), CRC A13A; lengths count characters.
  [
    'EMVCo MPM specification example',
    '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A',
  ],
  // A static PayNow code with no amount, as banks' apps make for a mobile number (widely quoted decoder test).
  [
    'PayNow mobile, static, no amount',
    '00020101021126380009SG.PAYNOW010100211+6584554295030115204000053037025802SG5902NA6009SINGAPORE630416D8',
  ],
  // PayNow with an expiry and a long reference (a PayNow generator's test).
  [
    'PayNow mobile with expiry',
    '00020101021126500009SG.PAYNOW010100211+6590901234030100408205004155204000053037025406888.885802SG5902NA6009Singapore62320128Payment reference XX1234567863046B73',
  ],
  // The README examples of a PayNow generator for Swift (a UEN and a mobile number).
  [
    'PayNow UEN (README)',
    '00020101021226490009SG.PAYNOW010120210201023709H03010040820201127520400005303702540550.005802SG5930Singapore Engineering Services6009Singapore62220118SES Monday Payment6304763F',
  ],
  [
    'PayNow mobile (README)',
    '00020101021226380009SG.PAYNOW010100211+651234567803011520400005303702540510.275802SG5908John Lee6009Singapore62160112Mr. Lee Bill6304BD9B',
  ],
  // FPS codes: a mobile number with a participant code (a scanner's sample), and Odoo's test of its HK EMV QR.
  [
    'FPS mobile with participant',
    '00020101021126400012hk.com.hkicl01030040313+852-8765432152040000530334454041.235802HK5902NA6002HK6304C246',
  ],
  // An FPS ID with a further sub-tag and a reference label (a payment service's test).
  [
    'FPS ID with reference label',
    '00020101021226320012hk.com.hkicl0207600050906011520400005303344540510.505802HK5902NA6002HK62270523HKTEST202103190606259626304BCD1',
  ],
  [
    'FPS mobile (Odoo test)',
    '00020101021226330012hk.com.hkicl0313+852-6789123452040000530334454031005802HK5914company_1_data6002HK62170513INV/TEST/00016304A154',
  ],
];

describe('published payloads', () => {
  it.each(PUBLISHED)(
    '%s: every length right, tag 63 is their CRC, and written back byte for byte',
    (_name, payload) => {
      const { fields, crcRight } = readPayload(payload);
      expect(crcRight).toBe(true);
      expect(emvPayload(toFields(fields))).toBe(payload);
    },
  );

  it('the CRC is CRC-16/CCITT-FALSE: its check value, and a changed character changes it', () => {
    // The catalogue of parametrised CRCs gives 0x29B1 for "123456789" under CCITT-FALSE.
    expect(crc16('123456789')).toBe('29B1');
    const payload = PUBLISHED[1]![1];
    expect(readPayload(payload.replace('84554295', '84554296')).crcRight).toBe(false);
  });
});

const sgMobile = (value: string): PayAddress & { scheme: 'paynow' } => ({
  scheme: 'paynow',
  kind: 'mobile',
  value,
});

describe('payNowPayload', () => {
  it('reproduces published PayNow codes byte for byte from the payee, amount and options', () => {
    expect(
      payNowPayload({ scheme: 'paynow', kind: 'uen', value: '201023709H' }, 5000, {
        expiry: '20201127',
        merchantName: 'Singapore Engineering Services',
        reference: 'SES Monday Payment',
      }),
    ).toEqual({ ok: true, payload: PUBLISHED[3]![1] });
    expect(
      payNowPayload(sgMobile('+6512345678'), 1027, {
        editable: true,
        merchantName: 'John Lee',
        reference: 'Mr. Lee Bill',
      }),
    ).toEqual({ ok: true, payload: PUBLISHED[4]![1] });
  });

  it('names the number, the amount to the cent, SGD and Singapore, not editable, and the night', () => {
    for (const [cents, text] of [
      [1, '0.01'],
      [1240, '12.40'],
      [123456, '1234.56'],
    ] as const) {
      const built = payNowPayload(sgMobile('+6591234567'), cents, { reference: 'Tai Table 3 Dec' });
      if (!built.ok) throw new Error(built.problem.code);
      const { fields, crcRight } = readPayload(built.payload);
      expect(crcRight).toBe(true);
      expect(field(fields, '01')?.value).toBe('12');
      expect(field(fields, '26')?.nested).toEqual([
        { tag: '00', value: 'SG.PAYNOW' },
        { tag: '01', value: '0' },
        { tag: '02', value: '+6591234567' },
        { tag: '03', value: '0' },
      ]);
      expect(field(fields, '53')?.value).toBe('702');
      expect(field(fields, '54')?.value).toBe(text);
      expect(field(fields, '58')?.value).toBe('SG');
      expect(field(fields, '62')?.nested).toEqual([{ tag: '01', value: 'Tai Table 3 Dec' }]);
    }
  });

  it('a UEN is proxy type 2', () => {
    const built = payNowPayload({ scheme: 'paynow', kind: 'uen', value: '53312345A' }, 500);
    if (!built.ok) throw new Error(built.problem.code);
    expect(field(readPayload(built.payload).fields, '26')?.nested?.slice(1, 3)).toEqual([
      { tag: '01', value: '2' },
      { tag: '02', value: '53312345A' },
    ]);
    expect(field(readPayload(built.payload).fields, '62')).toBeUndefined();
  });

  it('refuses nothing to pay, a fraction of a cent and more than a code is made for', () => {
    expect(payNowPayload(sgMobile('+6591234567'), 0)).toEqual({
      ok: false,
      problem: { code: 'amount_not_positive', cents: 0 },
    });
    expect(payNowPayload(sgMobile('+6591234567'), -5)).toEqual({
      ok: false,
      problem: { code: 'amount_not_positive', cents: -5 },
    });
    expect(payNowPayload(sgMobile('+6591234567'), 12.4)).toEqual({
      ok: false,
      problem: { code: 'amount_not_whole_cents', cents: 12.4 },
    });
    expect(payNowPayload(sgMobile('+6591234567'), MAX_CODE_CENTS + 1)).toEqual({
      ok: false,
      problem: { code: 'amount_too_large', cents: MAX_CODE_CENTS + 1, max: MAX_CODE_CENTS },
    });
    expect(payNowPayload(sgMobile('+6591234567'), MAX_CODE_CENTS).ok).toBe(true);
  });
});

describe('fpsPayload', () => {
  it('reproduces a published FPS code byte for byte', () => {
    expect(
      fpsPayload({ scheme: 'fps', kind: 'mobile', value: '+852-87654321' }, 123, {
        initiation: '11',
        participant: '004',
      }),
    ).toEqual({ ok: true, payload: PUBLISHED.find(([name]) => name === 'FPS mobile with participant')![1] });
  });

  it.each([
    ['1234567', '02', '1234567'],
    ['+852 6789 1234', '03', '+852-67891234'],
    ['ah.ming@example.com.hk', '04', 'ah.ming@example.com.hk'],
  ])('%s goes in sub-tag %s, with HKD, Hong Kong and the amount to the cent', (typed, subTag, value) => {
    const read = readFpsAddress(typed);
    if (!read.ok || read.address.scheme !== 'fps') throw new Error('not read');
    for (const [cents, text] of [
      [1, '0.01'],
      [1240, '12.40'],
      [123456, '1234.56'],
    ] as const) {
      const built = payCodePayload(read.address, cents, 'Tai Table 3 Dec');
      if (!built.ok) throw new Error(built.problem.code);
      const { fields, crcRight } = readPayload(built.payload);
      expect(crcRight).toBe(true);
      expect(field(fields, '26')?.nested).toEqual([
        { tag: '00', value: 'hk.com.hkicl' },
        { tag: subTag, value },
      ]);
      expect(field(fields, '53')?.value).toBe('344');
      expect(field(fields, '54')?.value).toBe(text);
      expect(field(fields, '58')?.value).toBe('HK');
      expect(field(fields, '62')?.nested).toEqual([{ tag: '05', value: 'Tai Table 3 Dec' }]);
    }
  });
});

describe('readPayNowAddress', () => {
  it.each([
    ['9123 4567', '+6591234567'],
    ['+65 9123 4567', '+6591234567'],
    ['+6581234567', '+6581234567'],
    ['65 9123-4567', '+6591234567'],
    ['(+65) 8123 4567', '+6581234567'],
    ['９１２３４５６７', '+6591234567'],
  ])('reads the mobile number %s as %s', (typed, value) => {
    expect(readPayNowAddress(typed)).toEqual({
      ok: true,
      address: { scheme: 'paynow', kind: 'mobile', value },
    });
  });

  it.each([
    ['53312345a', '53312345A'],
    ['201403121W', '201403121W'],
    ['T09LL0001B', 'T09LL0001B'],
    ['S98SS 0001 K', 'S98SS0001K'],
  ])('reads the UEN %s', (typed, value) => {
    expect(readPayNowAddress(typed)).toEqual({ ok: true, address: { scheme: 'paynow', kind: 'uen', value } });
  });

  it('refuses a malformed number or UEN with the reason', () => {
    expect(readPayNowAddress('   ')).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(readPayNowAddress('9123 456')).toEqual({
      ok: false,
      problem: { code: 'sg_mobile_digits', read: '9123 456', digits: 7 },
    });
    expect(readPayNowAddress('+65 9123 45678')).toEqual({
      ok: false,
      problem: { code: 'sg_mobile_digits', read: '+65 9123 45678', digits: 9 },
    });
    expect(readPayNowAddress('6123 4567')).toEqual({
      ok: false,
      problem: { code: 'sg_mobile_start', read: '6123 4567' },
    });
    expect(readPayNowAddress('+852 6789 1234')).toEqual({
      ok: false,
      problem: { code: 'wrong_country', read: '+852 6789 1234', country: '+852' },
    });
    expect(readPayNowAddress('1234567A')).toEqual({
      ok: false,
      problem: { code: 'uen_format', read: '1234567A' },
    });
    expect(readPayNowAddress('T09L00001B')).toEqual({
      ok: false,
      problem: { code: 'uen_format', read: 'T09L00001B' },
    });
    expect(readPayNowAddress('ah.beng@example.com')).toEqual({
      ok: false,
      problem: { code: 'not_an_address', read: 'ah.beng@example.com', scheme: 'paynow' },
    });
  });
});

describe('readFpsAddress', () => {
  it('refuses a malformed FPS ID, number or email with the reason', () => {
    expect(readFpsAddress('12345')).toEqual({
      ok: false,
      problem: { code: 'fps_id_digits', read: '12345', digits: 5 },
    });
    expect(readFpsAddress('1234567890')).toEqual({
      ok: false,
      problem: { code: 'fps_id_digits', read: '1234567890', digits: 10 },
    });
    expect(readFpsAddress('+852 6789 123')).toEqual({
      ok: false,
      problem: { code: 'hk_mobile_digits', read: '+852 6789 123', digits: 7 },
    });
    expect(readFpsAddress('+65 9123 4567')).toEqual({
      ok: false,
      problem: { code: 'wrong_country', read: '+65 9123 4567', country: '+65' },
    });
    expect(readFpsAddress('ah.ming@')).toEqual({
      ok: false,
      problem: { code: 'email_format', read: 'ah.ming@' },
    });
    expect(readFpsAddress('ah ming@example.com')).toEqual({
      ok: false,
      problem: { code: 'email_format', read: 'ah ming@example.com' },
    });
    expect(readFpsAddress('ah.ming@example')).toEqual({
      ok: false,
      problem: { code: 'email_format', read: 'ah.ming@example' },
    });
    expect(readFpsAddress('Ah Ming')).toEqual({
      ok: false,
      problem: { code: 'not_an_address', read: 'Ah Ming', scheme: 'fps' },
    });
  });

  it('reads a 9-digit FPS ID and a number without +852', () => {
    expect(readFpsAddress('123 456 789')).toEqual({
      ok: true,
      address: { scheme: 'fps', kind: 'fps_id', value: '123456789' },
    });
    expect(readFpsAddress('6789 1234')).toEqual({
      ok: true,
      address: { scheme: 'fps', kind: 'mobile', value: '+852-67891234' },
    });
  });
});

describe('amounts and references', () => {
  it('writes whole cents digit by digit', () => {
    expect([1, 10, 1240, 123456, 99_999_999].map(amountText)).toEqual([
      '0.01',
      '0.10',
      '12.40',
      '1234.56',
      '999999.99',
    ]);
  });

  it('names the night in what a bank takes, at most 25 characters', () => {
    expect(nightReference(3, 12)).toBe('Tai Table 3 Dec');
    expect(referenceText('Mei Ling’s 生日 night!! at #5, 12/3')).toBe('Mei Lings night at 5 12/3');
    expect(referenceText('A'.repeat(40))).toHaveLength(25);
  });

  it('counts characters, not bytes, in a length', () => {
    expect(emvLength('最佳运输')).toBe(4);
    expect(emvObjects([['59', 'x'.repeat(100)]])).toBeNull();
  });
});
