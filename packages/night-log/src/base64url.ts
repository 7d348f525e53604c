// Bytes as base64url text (RFC 4648 section 5, no padding): how keys, signatures and sealed content
// travel inside a night's JSON records and its link. Strict on the way in: anything else is null.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((char, index) => [char, index]));

export function toBase64url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const word = (a << 16) | (b << 8) | c;
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k += 1) text += ALPHABET[(word >> (18 - 6 * k)) & 63];
  }
  return text;
}

/** The bytes of base64url text, or null when it is not exactly that (a padding, a stray character, a dangling bit). */
export function fromBase64url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    const digit = VALUE.get(char);
    if (digit === undefined) return null;
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 255;
    }
  }
  // The bits left over must be zero, so that each byte string has exactly one text.
  if ((value & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}
