// The container every code in a link shares (a hand's, a table's, any later kind): a version digit, a
// CRC-12 and the payload, all in base64url characters, so that an older app can always tell
// "newer" from "damaged".
//
//   char 0      the format version, as a base64url digit (0 = 'A' is never issued)
//   chars 1..2  CRC-12 (polynomial 0x80F, initial value 0xFFF) over the 6-bit digits of char 0 and
//               chars 3.., most significant bit first. Twelve bits catch every single changed character
//               and every swap of two neighbouring payload characters (any burst of up to 12 bits), and
//               all but about 1 in 4096 other changes.
//   chars 3..   the payload bits, six to a character, most significant first, zero-padded at the end;
//               every payload starts with its own length in characters (below), so that a code cut
//               short is told from one changed.

import { BitReader, BitWriter } from './bits';

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT_OF[ALPHABET.charCodeAt(i)] = i;

/** Characters before the payload: the version and the two of the checksum. */
export const HEADER_CHARS = 3;
const CRC_POLY = 0x80f;
const CRC_INIT = 0xfff;

/** The CRC-12 of a code's digits: its version digit and its payload (the checksum's own two are skipped). */
export function crc12(digits: readonly number[]): number {
  let crc = CRC_INIT;
  const feed = (digit: number): void => {
    for (let i = 5; i >= 0; i--) {
      const top = (crc >> 11) & 1;
      crc = (crc << 1) & 0xfff;
      if ((top ^ ((digit >> i) & 1)) !== 0) crc ^= CRC_POLY;
    }
  };
  digits.forEach((digit, index) => {
    if (index === 0 || index >= HEADER_CHARS) feed(digit);
  });
  return crc;
}

/** A complete code from its version and payload digits. */
export function sealCode(version: number, payload: readonly number[]): string {
  const digits = [version, 0, 0, ...payload];
  const crc = crc12(digits);
  digits[1] = crc >> 6;
  digits[2] = crc & 63;
  return digits.map((digit) => ALPHABET[digit]!).join('');
}

/** A code's characters as digit values, or undefined when one is not a base64url character. */
export function codeDigits(code: string): number[] | undefined {
  const digits: number[] = [];
  for (let i = 0; i < code.length; i++) {
    const digit = DIGIT_OF[code.charCodeAt(i)] ?? -1;
    if (digit < 0) return undefined;
    digits.push(digit);
  }
  return digits;
}

/** Whether the checksum of a code's digits (at least the header) holds. */
export const checksumHolds = (digits: readonly number[]): boolean =>
  crc12(digits) === digits[1]! * 64 + digits[2]!;

// ---- Telling a changed character from a code cut short ----
// A code cut short keeps its stated length and loses its end; a code with one character changed in its
// length field states a length it does not have either. The CRC is linear, so the effect of changing
// one character on the checksum is known without recomputing it: e(x)·x^(6m+12) mod P, for a change e
// with m characters fed after it. A code whose length field one change would mend, so that its
// checksum and its length then hold and its payload reads whole, was changed, not cut (a code cut
// short passes the first two by a 1-in-4096 coincidence, and then does not read whole).

/** GF(2) product of two 12-bit remainders, modulo the CRC's polynomial (x^12 + 0x80F). */
function mulMod(a: number, b: number): number {
  let product = 0;
  for (let bit = 11; bit >= 0; bit--) {
    const top = (product >> 11) & 1;
    product = (product << 1) & 0xfff;
    if (top) product ^= CRC_POLY;
    if ((b >> bit) & 1) product ^= a;
  }
  return product;
}

/** x^k modulo the CRC's polynomial. */
function xPower(k: number): number {
  let result = 1;
  let base = 2; // x
  for (let e = k; e > 0; e = Math.floor(e / 2)) {
    if (e % 2 === 1) result = mulMod(result, base);
    base = mulMod(base, base);
  }
  return result;
}

/** How many characters of a payload hold its stated length, at most: the longest length field of any code. */
const LENGTH_SPAN = 5;

/**
 * The codes one changed character among the first of the payload (where its length is stated) would
 * mend: changing it back makes the checksum hold and the stated length the code's own. Usually none;
 * the caller then checks that a mended code reads whole. `stated` reads the payload length digits state.
 */
export function lengthMends(
  digits: readonly number[],
  stated: (digits: readonly number[]) => number | undefined,
): number[][] {
  const mends: number[][] = [];
  if (digits.length <= HEADER_CHARS) return mends;
  const actual = crc12(digits);
  const written = digits[1]! * 64 + digits[2]!;
  const payloadChars = digits.length - HEADER_CHARS;
  const last = Math.min(digits.length, HEADER_CHARS + LENGTH_SPAN);
  const mended = [...digits];
  for (let at = HEADER_CHARS; at < last; at++) {
    const shift = xPower(6 * (digits.length - 1 - at) + 12);
    for (let value = 0; value < 64; value++) {
      if (value === digits[at]) continue;
      if ((actual ^ mulMod(value ^ digits[at]!, shift)) !== written) continue;
      mended[at] = value;
      if (stated(mended) === payloadChars) mends.push([...mended]);
    }
    mended[at] = digits[at]!;
  }
  return mends;
}

/** A code's text from its digits. */
export const codeOf = (digits: readonly number[]): string => digits.map((digit) => ALPHABET[digit]!).join('');

/** Why a string is not a readable code of some kind, before its payload is looked at. */
export type ContainerError = 'empty' | 'malformed' | 'truncated' | 'tampered' | 'newer_version';

export type OpenedCode =
  { ok: true; version: number; digits: number[] } | { ok: false; error: ContainerError };

/**
 * Checks a code's characters, version and checksum, in the order that tells the player the right story.
 * `statedChars` says how many payload characters a code of a version this app reads claims to have
 * (Infinity when even that is cut off), or undefined for a version it does not know: a cut-short code
 * of a known version is "truncated", any other failed checksum is "tampered", and only a code whose
 * checksum holds can be "newer". `readsWhole` says whether a code mended in its length field (then
 * sealed and whole) decodes: one that does was changed, not cut.
 */
export function openCode(
  code: unknown,
  newest: number,
  statedChars: (version: number, digits: readonly number[]) => number | undefined,
  readsWhole: (digits: readonly number[]) => boolean = () => true,
): OpenedCode {
  const fail = (error: ContainerError): OpenedCode => ({ ok: false, error });
  if (typeof code !== 'string') return fail('malformed');
  if (code.trim() === '') return fail('empty');
  const digits = codeDigits(code);
  if (digits === undefined) return fail('malformed');
  if (digits.length < HEADER_CHARS) return fail('truncated');
  const version = digits[0]!;
  if (version === 0) return fail('malformed');

  const payloadChars = digits.length - HEADER_CHARS;
  const stated = version <= newest ? statedChars(version, digits) : undefined;
  const cutShort = payloadChars === 0 || (stated !== undefined && payloadChars < stated);
  if (!checksumHolds(digits)) {
    const cut =
      stated !== undefined &&
      cutShort &&
      !lengthMends(digits, (mended) => statedChars(version, mended)).some(readsWhole);
    return fail(cut ? 'truncated' : 'tampered');
  }
  if (version > newest) return fail('newer_version');
  if (stated === undefined) return fail('malformed');
  if (cutShort) return fail('truncated');
  // Characters beyond the stated length: a 1-in-4096 coincidence, or a code this app never wrote.
  if (payloadChars !== stated) return fail('malformed');
  return { ok: true, version, digits };
}

// The length in front of a payload (codes from share code version 2 on): its first character holds
// the number of payload characters when it is below 63, so that a changed character other than that
// one cannot make a code look cut short; 63 says a varint holding the length follows (long names).
const LENGTH_BITS = 6;
const LENGTH_ESCAPE = 63;
/** Four groups of four bits: up to 65,535 payload characters, far above any code. */
const LENGTH_MAX_GROUPS = 4;

/**
 * The payload length a code states in its first characters: Infinity when the length itself is cut
 * off, -1 when it is longer than any this app writes.
 */
export function statedLength(digits: readonly number[]): number {
  const input = new BitReader(digits, HEADER_CHARS);
  const value = readLength(input);
  return input.overran ? Infinity : value;
}

function readLength(input: BitReader): number {
  const short = input.read(LENGTH_BITS);
  return short < LENGTH_ESCAPE ? short : (input.varint(LENGTH_MAX_GROUPS) ?? -1);
}

/** A reader of a code's payload placed after its stated length. */
export function readerAfterLength(digits: readonly number[]): BitReader {
  const input = new BitReader(digits, HEADER_CHARS);
  readLength(input);
  return input;
}

/** Writes a payload whose first field is its own length in characters, then seals it. */
export function sealWithLength(version: number, write: (out: BitWriter) => void): string {
  const scratch = new BitWriter(); // the payload after its length, written once
  write(scratch);
  let chars = Math.ceil((LENGTH_BITS + scratch.size) / 6);
  if (chars >= LENGTH_ESCAPE) {
    // The varint's own size depends on the length: find the number of groups it needs.
    for (let groups = 1; groups <= LENGTH_MAX_GROUPS; groups++) {
      chars = Math.ceil((LENGTH_BITS + groups * 5 + scratch.size) / 6);
      if (chars < 16 ** groups) break;
    }
  }
  const out = new BitWriter();
  if (chars < LENGTH_ESCAPE) out.write(chars, LENGTH_BITS);
  else {
    out.write(LENGTH_ESCAPE, LENGTH_BITS);
    out.varint(chars);
  }
  out.append(scratch);
  return sealCode(version, out.digits());
}
