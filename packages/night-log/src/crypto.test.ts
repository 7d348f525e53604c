import { describe, expect, it } from 'vitest';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { fromBase64url, toBase64url } from './base64url';
import { newPhoneKeys, phoneKeysOf, signBytes, verifyBytes, isPublicKey } from './phone-keys';
import { admitTokenHash, isSealedRoomId, roomKeysOf, SECRET_LENGTH } from './room-keys';
import { seal, unseal } from './seal';

const bytes = (...values: number[]) => new Uint8Array(values);
const SECRET = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'; // bytes 0..31

describe('base64url', () => {
  it('writes RFC 4648 section 5 without padding', () => {
    expect(toBase64url(bytes())).toBe('');
    expect(toBase64url(bytes(0xfb))).toBe('-w');
    expect(toBase64url(bytes(0xfb, 0xff))).toBe('-_8');
    expect(toBase64url(bytes(0xfb, 0xff, 0xbf))).toBe('-_-_');
    expect(toBase64url(utf8ToBytes('foobar'))).toBe('Zm9vYmFy');
    expect(toBase64url(Uint8Array.from({ length: 32 }, (_, i) => i))).toBe(SECRET);
  });

  it('reads back every length, and only its own text', () => {
    for (let length = 0; length < 40; length += 1) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 73 + length) & 255);
      expect(fromBase64url(toBase64url(data))).toEqual(data);
    }
    expect(fromBase64url('Zm9vYg==')).toBeNull(); // padding
    expect(fromBase64url('Zm9v+mFy')).toBeNull(); // base64, not base64url
    expect(fromBase64url('Zm9vY')).toBeNull(); // a length no bytes have
    expect(fromBase64url('-x')).toBeNull(); // bits left over that are not zero: a second text for 0xfb
    expect(fromBase64url('-w')).toEqual(bytes(0xfb));
  });
});

describe('a room’s keys from its secret', () => {
  it('are the same on every phone, distinct from each other and from the secret', () => {
    const keys = roomKeysOf(SECRET)!;
    expect(roomKeysOf(SECRET)).toEqual(keys);
    expect(keys.roomId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys.admitToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([keys.roomId, keys.admitToken, toBase64url(keys.contentKey), SECRET]).size).toBe(4);
    expect(keys.contentKey).toHaveLength(32);
  });

  it('differ for another secret', () => {
    const other = roomKeysOf(`B${SECRET.slice(1)}`)!;
    const keys = roomKeysOf(SECRET)!;
    expect(other.roomId).not.toBe(keys.roomId);
    expect(other.contentKey).not.toEqual(keys.contentKey);
  });

  it('are refused for anything but 32 bytes in 43 base64url characters (an older room’s 22 included)', () => {
    expect(SECRET).toHaveLength(SECRET_LENGTH);
    expect(roomKeysOf('AAECAwQFBgcICQoLDA0ODw')).toBeNull();
    expect(roomKeysOf(`${SECRET}A`)).toBeNull();
    expect(roomKeysOf(`${SECRET.slice(0, 42)}+`)).toBeNull();
    expect(roomKeysOf(`${SECRET.slice(0, 42)}9`)).toBeNull(); // dangling bits
  });

  it('name a sealed room by an id an older room’s name never is', () => {
    expect(isSealedRoomId(roomKeysOf(SECRET)!.roomId)).toBe(true);
    expect(isSealedRoomId('AAECAwQFBgcICQoLDA0ODw')).toBe(false); // an older room: its 22-character secret
    expect(isSealedRoomId(`${SECRET.slice(0, 42)}9`)).toBe(false); // 43 characters, dangling bits
    expect(isSealedRoomId(`${SECRET}AAAA`)).toBe(false);
  });

  it('keep only a hash of the admission token for the server', () => {
    const { admitToken } = roomKeysOf(SECRET)!;
    expect(admitTokenHash(admitToken)).toBe(admitTokenHash(admitToken));
    expect(admitTokenHash(admitToken)).not.toBe(admitToken);
    expect(admitTokenHash(admitToken)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('a phone’s keys', () => {
  const message = utf8ToBytes('a record');

  it('sign what only their public key verifies', () => {
    const phone = newPhoneKeys();
    const other = newPhoneKeys();
    expect(isPublicKey(phone.publicKey)).toBe(true);
    const signature = signBytes(phone, message);
    expect(verifyBytes(phone.publicKey, signature, message)).toBe(true);
    expect(verifyBytes(other.publicKey, signature, message)).toBe(false);
    expect(verifyBytes(phone.publicKey, signature, utf8ToBytes('a record!'))).toBe(false);
  });

  // Ed25519's signatures are deterministic: a phone on any version of the app, or another library, signs a
  // record to the same bytes, and reads every record signed before (RFC 8032, section 7.1, TEST 2).
  it('sign and verify as RFC 8032 says, byte for byte', () => {
    const hex = (text: string) => Uint8Array.from(text.match(/../g)!, (pair) => parseInt(pair, 16));
    const phone = phoneKeysOf(hex('4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb'))!;
    expect(phone.publicKey).toBe(
      toBase64url(hex('3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c')),
    );
    const signature = signBytes(phone, bytes(0x72));
    expect(signature).toBe(
      toBase64url(
        hex(
          '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da' +
            '085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
        ),
      ),
    );
    expect(verifyBytes(phone.publicKey, signature, bytes(0x72))).toBe(true);
  });

  it('are read back from the kept secret half', () => {
    const phone = newPhoneKeys();
    expect(phoneKeysOf(phone.secretKey)?.publicKey).toBe(phone.publicKey);
    expect(phoneKeysOf(new Uint8Array(31))).toBeNull();
  });

  it('verify nothing malformed, and never throw', () => {
    const phone = newPhoneKeys();
    const signature = signBytes(phone, message);
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expect(verifyBytes(phone.publicKey, flipped, message)).toBe(false);
    expect(verifyBytes(phone.publicKey, signature.slice(1), message)).toBe(false);
    expect(verifyBytes('x'.repeat(43), signature, message)).toBe(false);
    // 32 bytes that are not a point of the curve
    expect(verifyBytes(toBase64url(new Uint8Array(32).fill(255)), signature, message)).toBe(false);
  });
});

describe('sealed content', () => {
  const { contentKey } = roomKeysOf(SECRET)!;
  const header = utf8ToBytes('v3|record|key');
  const plaintext = utf8ToBytes('{"t":"record","entry":{"kind":"win"}}');

  it('opens with the key and header it was sealed with, to the same bytes', () => {
    expect(unseal(contentKey, seal(contentKey, plaintext, header), header)).toEqual(plaintext);
  });

  it('differs every time (a fresh nonce), so equal records do not look equal', () => {
    expect(toBase64url(seal(contentKey, plaintext, header))).not.toBe(
      toBase64url(seal(contentKey, plaintext, header)),
    );
  });

  it('does not open with another key, another header, or a changed byte', () => {
    const sealed = seal(contentKey, plaintext, header);
    const { contentKey: otherKey } = roomKeysOf(`B${SECRET.slice(1)}`)!;
    expect(unseal(otherKey, sealed, header)).toBeNull();
    expect(unseal(contentKey, sealed, utf8ToBytes('v3|restore|key'))).toBeNull();
    const changed = sealed.slice();
    changed[20] = changed[20]! ^ 1;
    expect(unseal(contentKey, changed, header)).toBeNull();
    expect(unseal(contentKey, sealed.subarray(0, 20), header)).toBeNull();
  });
});
