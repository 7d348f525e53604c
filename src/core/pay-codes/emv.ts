// The EMVCo merchant-presented QR layout both PayNow (Singapore) and FPS (Hong Kong) codes use: data
// objects of a two-digit tag, a two-digit length and the value, ending with tag 63, a CRC-16/CCITT-FALSE
// (polynomial 0x1021, initial value 0xFFFF) over the whole payload up to and including "6304".

/** One data object: its tag and either its value or the data objects nested in it (a template). */
export type EmvField = readonly [tag: string, value: string | readonly EmvField[]];

/**
 * A length counts characters, not bytes (EMVCo MPM 4.7: the specification's own example carries
 * "最佳运输" with length 04); the payloads built here are ASCII, where the two agree.
 */
export const emvLength = (value: string): number => [...value].length;

/** The most characters one data object holds: its length has two digits. */
export const EMV_MAX_LENGTH = 99;

/** One data object written out, or null when its value is longer than two digits of length allow. */
export function emvObject(tag: string, value: string): string | null {
  const length = emvLength(value);
  if (!/^\d\d$/.test(tag) || length > EMV_MAX_LENGTH) return null;
  return `${tag}${String(length).padStart(2, '0')}${value}`;
}

/** Data objects written out in the order given, templates written inside out; null when one does not fit. */
export function emvObjects(fields: readonly EmvField[]): string | null {
  let out = '';
  for (const [tag, value] of fields) {
    const inner = typeof value === 'string' ? value : emvObjects(value);
    if (inner === null) return null;
    const object = emvObject(tag, inner);
    if (object === null) return null;
    out += object;
  }
  return out;
}

const CRC_TABLE: readonly number[] = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

/** CRC-16/CCITT-FALSE of the text's UTF-8 bytes, as four uppercase hexadecimal digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text))
    crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]!;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload of these data objects with its CRC (tag 63) appended; null when a data object does not fit. */
export function emvPayload(fields: readonly EmvField[]): string | null {
  const body = emvObjects(fields);
  if (body === null) return null;
  const checked = `${body}6304`;
  return `${checked}${crc16(checked)}`;
}
