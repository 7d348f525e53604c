// The one id maker: the length and writing each caller names, from the platform's cryptographic source,
// and the UUID (or, outside a secure context, 32 hex digits) that nights and entries have always had.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId, randomUuid } from './random-ids';

afterEach(() => vi.unstubAllGlobals());

describe('randomId', () => {
  it('writes the bytes asked for in hex, two lowercase digits a byte', () => {
    expect(randomId(12, 'hex')).toMatch(/^[0-9a-f]{24}$/);
    expect(randomId(1, 'hex')).toMatch(/^[0-9a-f]{2}$/);
  });

  it('writes them in base64url without padding: 16 bytes are 22 characters', () => {
    expect(randomId(16, 'base64url')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomId(32, 'base64url')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('writes the bytes the platform draws, exactly', () => {
    const bytes = [0, 1, 0xfb, 0xff, 0x3e, 0x3f, 0x10, 0xa0, 0x7f, 0x80, 0x42, 0x99, 0xcd, 0xef, 0x55, 0xaa];
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array) => {
        array.set(bytes.slice(0, array.length));
        return array;
      },
    });
    expect(randomId(4, 'hex')).toBe('0001fbff');
    expect(randomId(16, 'base64url')).toBe(
      Buffer.from(bytes).toString('base64url'), // the sync server's writing of the same bytes
    );
  });

  it('never draws the same id twice in many draws', () => {
    const ids = new Set(Array.from({ length: 2_000 }, () => randomId(16, 'base64url')));
    expect(ids.size).toBe(2_000);
  });

  it('refuses a length that is not a whole number of bytes the platform can draw at once', () => {
    for (const bytes of [0, -1, 1.5, Number.NaN, 65_537])
      expect(() => randomId(bytes, 'hex')).toThrow(RangeError);
  });
});

describe('randomUuid', () => {
  it('is a version 4 UUID where the platform makes one', () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is 32 lowercase hex digits where it does not (outside a secure context)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(randomUuid()).toMatch(/^[0-9a-f]{32}$/);
  });
});
