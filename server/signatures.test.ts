// The server's check of a signature (Node's Ed25519) against the phones' (@noble/curves): the same answer on
// every signature a phone makes, tampered or not, and never a yes where the phones say no.
import { createPublicKey, verify } from 'node:crypto';
import { fromBase64url, newPhoneKeys, signBytes, toBase64url, verifyBytes } from '@tai-table/night-log';
import { describe, expect, it } from 'vitest';
import { serverVerifyBytes, SPKI_PREFIX } from './signatures';

/** The order of Ed25519's base point, L. */
const L = 2n ** 252n + 27742317777372353535851937790883648493n;

const bytesOf = (text: string) => new TextEncoder().encode(text);
const flipped = (bytes: Uint8Array, at: number) => {
  const copy = Uint8Array.from(bytes);
  copy[at]! ^= 0x01;
  return copy;
};
const numberLE = (bytes: Uint8Array) => bytes.reduceRight((n, byte) => (n << 8n) | BigInt(byte), 0n);
const bytesLE = (n: bigint, length: number) =>
  Uint8Array.from({ length }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));
const fromB64 = (text: string) => fromBase64url(text)!;

/** Both checks' answers for one case: they must agree. */
function bothSay(publicKey: string, signature: string, message: Uint8Array): boolean {
  const phones = verifyBytes(publicKey, signature, message);
  expect(serverVerifyBytes(publicKey, signature, message)).toBe(phones);
  return phones;
}

describe('the server’s check of a signature', () => {
  it('agrees with the phones on honest and tampered signatures of many phones and messages', () => {
    for (let i = 0; i < 40; i += 1) {
      const phone = newPhoneKeys();
      const message = bytesOf(`record ${i} ${'x'.repeat(i * 7)}`);
      const signature = signBytes(phone, message);
      expect(bothSay(phone.publicKey, signature, message)).toBe(true);
      // Another message, another phone, a bit of the signature's R or S changed: no.
      expect(bothSay(phone.publicKey, signature, flipped(message, i % message.length))).toBe(false);
      expect(bothSay(newPhoneKeys().publicKey, signature, message)).toBe(false);
      const sig = fromB64(signature);
      expect(bothSay(phone.publicKey, toBase64url(flipped(sig, i % 32)), message)).toBe(false);
      expect(bothSay(phone.publicKey, toBase64url(flipped(sig, 32 + (i % 31))), message)).toBe(false);
    }
  });

  it('refuses a signature whose S is not reduced (S + L), as the phones do', () => {
    const phone = newPhoneKeys();
    const message = bytesOf('a hand');
    const sig = fromB64(signBytes(phone, message));
    const s = numberLE(sig.subarray(32));
    const unreduced = Uint8Array.from([...sig.subarray(0, 32), ...bytesLE(s + L, 32)]);
    expect(s + L < 2n ** 256n).toBe(true);
    expect(bothSay(phone.publicKey, toBase64url(unreduced), message)).toBe(false);
  });

  it('refuses keys of small order, which sign anything: the identity forges S = 0, R = the identity', () => {
    const identity = bytesLE(1n, 32);
    const forged = toBase64url(Uint8Array.from([...identity, ...new Uint8Array(32)]));
    // OpenSSL alone takes the forgery, for any message: the server's check must read the key as the phones do.
    const identityKey = createPublicKey({
      key: Buffer.concat([SPKI_PREFIX, identity]),
      format: 'der',
      type: 'spki',
    });
    expect(verify(null, bytesOf('any'), identityKey, fromB64(forged))).toBe(true);
    expect(bothSay(toBase64url(identity), forged, bytesOf('any'))).toBe(false);
  });

  it('refuses a key that is no point in its one encoding, and anything malformed', () => {
    const phone = newPhoneKeys();
    const message = bytesOf('a hand');
    const signature = signBytes(phone, message);
    // y = p (2^255 - 19) is 0 encoded again: not its one encoding.
    const nonCanonical = toBase64url(bytesLE(2n ** 255n - 19n, 32));
    expect(bothSay(nonCanonical, signature, message)).toBe(false);
    // No point has y = 2 on Ed25519.
    expect(bothSay(toBase64url(bytesLE(2n, 32)), signature, message)).toBe(false);
    expect(bothSay(phone.publicKey.slice(1), signature, message)).toBe(false);
    expect(bothSay(phone.publicKey, signature.slice(1), message)).toBe(false);
    expect(bothSay(`${phone.publicKey.slice(0, 42)}*`, signature, message)).toBe(false);
    expect(bothSay(phone.publicKey, `${signature.slice(0, 85)}*`, message)).toBe(false);
  });

  it('answers the same for a key it has kept as for one it reads afresh', () => {
    const phone = newPhoneKeys();
    const message = bytesOf('a hand');
    const signature = signBytes(phone, message);
    for (let i = 0; i < 3; i += 1) {
      expect(serverVerifyBytes(phone.publicKey, signature, message)).toBe(true);
      expect(serverVerifyBytes(phone.publicKey, signature, bytesOf('another hand'))).toBe(false);
    }
  });
});
