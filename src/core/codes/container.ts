// The container every code in a link shares (a hand's, and any later kind): a version digit, a
// CRC-12 and the payload, all in base64url characters, so that an older app can always tell
// "newer" from "damaged".
//
//   char 0      the format version, as a base64url digit (0 = 'A' is never issued)
//   chars 1..2  CRC-12 (polynomial 0x80F, initial value 0xFFF) over the 6-bit digits of char 0 and
//               chars 3.., most significant bit first. Twelve bits catch every single changed character
//               and every swap of two neighbouring payload characters (any burst of up to 12 bits), and
//               all but about 1 in 4096 other changes.
//   chars 3..   the payload bits, six to a character, most significant first, zero-padded at the end.

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
export const checksumHolds = (digits: readonly number[]): boolean => crc12(digits) === digits[1]! * 64 + digits[2]!;
