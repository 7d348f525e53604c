// A player's text (a table's name) inside a code's payload: its UTF-8 bytes, so that Latin text costs
// a byte a character and any Unicode at all survives the trip.
//   byte count, a varint (bits.ts); then each byte [8]
import type { BitReader, BitWriter } from './bits';

/** The UTF-8 bytes of a well-formed string (one with no lone surrogate). */
export function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

/** The text of UTF-8 bytes, or undefined unless they are strict UTF-8 (shortest forms, no surrogates). */
export function utf8Text(bytes: readonly number[]): string | undefined {
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i]!;
    const size =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead < 0xe0
          ? 2
          : lead >= 0xe0 && lead < 0xf0
            ? 3
            : lead >= 0xf0 && lead < 0xf5
              ? 4
              : 0;
    if (size === 0 || i + size > bytes.length) return undefined;
    let cp = size === 1 ? lead : lead & (0x7f >> size);
    for (let k = 1; k < size; k++) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return undefined;
      cp = cp * 64 + (next & 63);
    }
    const shortest = size === 1 || cp >= [0, 0, 0x80, 0x800, 0x10000][size]!;
    if (!shortest || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return undefined;
    text += String.fromCodePoint(cp);
    i += size;
  }
  return text;
}

/** Longest text a reader accepts, in bytes: a guard against a length no app writes (not a rule on names). */
const MAX_BYTES = 4096;

export function writeText(out: BitWriter, text: string): void {
  const bytes = utf8Bytes(text);
  out.varint(bytes.length);
  for (const byte of bytes) out.write(byte, 8);
}

/** The text, or undefined when its length or bytes are not what writeText writes. */
export function readText(input: BitReader): string | undefined {
  const length = input.varint(4);
  if (length === undefined || length > MAX_BYTES) return undefined;
  const bytes: number[] = [];
  for (let i = 0; i < length && !input.overran; i++) bytes.push(input.read(8));
  if (input.overran) return undefined;
  return utf8Text(bytes);
}
