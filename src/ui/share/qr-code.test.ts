// What a bank app or a phone's camera reads from the QR code drawn on the screen: every code the app
// draws is decoded here, from its pixels, back to the very text it was given.
import { describe, expect, it } from 'vitest';
import decodeQR from 'qr/decode.js';
import { payCodePayload } from '../../core/pay-codes/payload';
import { readFpsAddress, readPayNowAddress } from '../../core/pay-codes/address';
import { qrPath } from './QrCode';

const PIXELS_PER_MODULE = 4;

/** The drawn path as a camera frame: white, the path's unit squares black. */
function picture(text: string): { width: number; height: number; data: Uint8Array } {
  const { size, path } = qrPath(text)!;
  const side = size * PIXELS_PER_MODULE;
  const data = new Uint8Array(side * side * 4).fill(255);
  let squares = 0;
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    squares++;
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy++)
      for (let dx = 0; dx < PIXELS_PER_MODULE; dx++) {
        const at = ((Number(y) * PIXELS_PER_MODULE + dy) * side + Number(x) * PIXELS_PER_MODULE + dx) * 4;
        data.fill(0, at, at + 3);
      }
  }
  // Nothing in the path but unit squares: the picture is all that is drawn.
  expect(path.replace(/M\d+ \d+h1v1h-1z/g, '')).toBe('');
  expect(squares).toBeGreaterThan(0);
  return { width: side, height: side, data };
}

const payNow = readPayNowAddress('9123 4567');
const fps = readFpsAddress('+852 9123 4567');

describe('the QR code drawn for a text', () => {
  it.each([
    ['a PayNow payment', payNow.ok ? payCodePayload(payNow.address, 12_345, 'Tai Table 6 Dec') : null],
    ['an FPS payment', fps.ok ? payCodePayload(fps.address, 80_000, 'Tai Table 6 Dec') : null],
  ])('reads back as %s, exactly', (_what, result) => {
    expect(result?.ok).toBe(true);
    const text = result!.ok ? result!.payload : '';
    expect(decodeQR(picture(text))).toBe(text);
  });

  it('reads back as a night’s link, long as a whole night’s', () => {
    const link = `https://tai-table.example/#/n/C${'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_'.repeat(20)}`;
    expect(decodeQR(picture(link))).toBe(link);
  });

  it('reads back names in Chinese as they were written (UTF-8)', () => {
    const text = '麻将之夜：阿明、美玲、Kumar、秀兰';
    expect(decodeQR(picture(text))).toBe(text);
  });

  it('keeps four modules of quiet zone all round', () => {
    const { size, path } = qrPath('https://tai-table.example/')!;
    const corners = [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(Math.min(...corners.flat())).toBe(4);
    expect(Math.max(...corners.flat())).toBe(size - 5);
  });
});

describe('a text longer than a QR code holds', () => {
  it('has no code, rather than a code cut short', () => {
    expect(qrPath('x'.repeat(2_331))).not.toBeNull();
    expect(qrPath('x'.repeat(2_332))).toBeNull();
  });
});
