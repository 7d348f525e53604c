// Bits written to and read from base64url digits (six bits a character, most significant first):
// the payload of every code this app puts in a link (a hand, a table, a night).

export class BitWriter {
  private readonly bits: number[] = [];

  write(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) this.bits.push(Math.floor(value / 2 ** i) % 2);
  }

  /** Overwrites bits already written (a length, known only at the end). */
  patch(at: number, value: number, width: number): void {
    for (let i = 0; i < width; i++) this.bits[at + i] = Math.floor(value / 2 ** (width - 1 - i)) % 2;
  }

  get size(): number {
    return this.bits.length;
  }

  /** Writes every bit another writer holds. */
  append(other: BitWriter): void {
    for (const bit of other.bits) this.bits.push(bit);
  }

  /** A whole number in groups of four value bits, low group first, each preceded by [1] "another group follows". */
  varint(value: number): void {
    let rest = value;
    for (;;) {
      const more = rest >= 16;
      this.write(more ? 1 : 0, 1);
      this.write(rest % 16, 4);
      if (!more) return;
      rest = Math.floor(rest / 16);
    }
  }

  /** The bits as base64url digit values, zero-padded to a whole character. */
  digits(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.bits.length; i += 6) {
      let digit = 0;
      for (let j = 0; j < 6; j++) digit = digit * 2 + (this.bits[i + j] ?? 0);
      out.push(digit);
    }
    return out;
  }
}

/** Reads bits from base64url digits. Past the end it answers zeros and remembers it ran short. */
export class BitReader {
  private position: number;
  overran = false;

  constructor(
    private readonly digits: readonly number[],
    startDigit: number,
  ) {
    this.position = startDigit * 6;
  }

  read(width: number): number {
    let value = 0;
    for (let i = 0; i < width; i++) {
      const digit = this.digits[Math.floor(this.position / 6)];
      let bit = 0;
      if (digit === undefined) this.overran = true;
      else bit = (digit >> (5 - (this.position % 6))) & 1;
      value = value * 2 + bit;
      this.position++;
    }
    return value;
  }

  /** undefined when the number runs past `maxGroups` groups of four bits (no code from this app does). */
  varint(maxGroups: number): number | undefined {
    let value = 0;
    for (let group = 0; group < maxGroups; group++) {
      const more = this.read(1);
      value += this.read(4) * 16 ** group;
      if (more === 0) return value;
    }
    return undefined;
  }

  /** Whether all that is left is the zero padding of the last character (no extra characters). */
  atPadding(): boolean {
    const left = this.digits.length * 6 - this.position;
    return left < 6 && (left <= 0 || this.read(left) === 0);
  }
}
