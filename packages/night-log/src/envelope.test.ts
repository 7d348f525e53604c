// A sealed room's envelope: what a phone with the link, a replaying peer or a reader of the stores can and
// cannot do with one. Only its phone can sign it, only for its room and its place in the log; only the
// room's key opens it, and only under the kind and phone it was sealed for.
import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_FORMAT,
  isEnvelope,
  isNewerEnvelope,
  MAX_SEALED_CHARS,
  openEnvelope,
  sealEnvelope,
  verifyEnvelope,
  type Envelope,
} from './envelope';
import { toBase64url, fromBase64url } from './base64url';
import { newPhoneKeys } from './phone-keys';
import { roomKeysOf } from './room-keys';

const SECRET = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
const room = roomKeysOf(SECRET)!;
const otherRoom = roomKeysOf(`B${SECRET.slice(1)}`)!;
const phone = newPhoneKeys();
const peer = newPhoneKeys();
const place = { client: 1234, clock: 7 };
const content = JSON.stringify({ v: 2, t: 'record', id: 'r1', at: 1_000, note: 'Ah Beng paid' });

const sealed = (): Envelope => sealEnvelope(room, phone, place, 'record', content);

describe('an envelope', () => {
  it('is the five fields of format 3, with no name, entry or amount in sight', () => {
    const envelope = sealed();
    expect(Object.keys(envelope).sort()).toEqual(['c', 'k', 'p', 's', 'v']);
    expect(envelope).toMatchObject({ v: ENVELOPE_FORMAT, k: 'record', p: phone.publicKey });
    expect(envelope.s).toHaveLength(86);
    expect(isEnvelope(envelope)).toBe(true);
    // As JSON would show them, quoted: base64url has no quote, and a bare "r1" turns up in one random
    // signature or ciphertext in sixteen or so.
    expect(JSON.stringify(envelope)).not.toMatch(/Ah Beng|"r1"|"note"/);
  });

  it('opens with the room’s key to the content it sealed', () => {
    const envelope = sealed();
    expect(openEnvelope(room, envelope)).toBe(content);
    expect(openEnvelope(otherRoom, envelope)).toBeNull();
  });

  it('is verified for its room and place only: replayed elsewhere, or in another room, it is no one’s', () => {
    const envelope = sealed();
    expect(verifyEnvelope(room.roomId, place, envelope)).toBe(true);
    expect(verifyEnvelope(room.roomId, { ...place, clock: 8 }, envelope)).toBe(false);
    expect(verifyEnvelope(room.roomId, { ...place, client: 1235 }, envelope)).toBe(false);
    expect(verifyEnvelope(otherRoom.roomId, place, envelope)).toBe(false);
  });

  it('cannot be claimed by another phone, relabelled, or have its content changed', () => {
    const envelope = sealed();
    // Another phone's key on it: the signature is not that phone's.
    expect(verifyEnvelope(room.roomId, place, { ...envelope, p: peer.publicKey })).toBe(false);
    // Another kind on it (a recording passed off as a status, past the bound on recordings).
    expect(verifyEnvelope(room.roomId, place, { ...envelope, k: 'status' })).toBe(false);
    // A flipped byte of the sealed content.
    const bytes = fromBase64url(envelope.c)!;
    bytes[20] = bytes[20]! ^ 1;
    const tampered = { ...envelope, c: toBase64url(bytes) };
    expect(verifyEnvelope(room.roomId, place, tampered)).toBe(false);
    expect(openEnvelope(room, tampered)).toBeNull();
  });

  it('re-signed by a peer with the link under its own key does not open under another kind or phone', () => {
    // The peer knows the room's key, so it can seal what it likes under its own name: but it cannot move
    // another phone's sealed content under its own key or another kind and have it open.
    const envelope = sealed();
    expect(openEnvelope(room, { ...envelope, p: peer.publicKey })).toBeNull();
    expect(openEnvelope(room, { ...envelope, k: 'status' })).toBeNull();
    const own = sealEnvelope(room, peer, place, 'record', content);
    expect(verifyEnvelope(room.roomId, place, own)).toBe(true);
    expect(own.p).toBe(peer.publicKey);
  });

  it('has its shape checked strictly', () => {
    const envelope = sealed();
    const shapes: unknown[] = [
      null,
      'text',
      [envelope],
      { ...envelope, extra: 1 },
      { ...envelope, v: 2 },
      { ...envelope, v: '3' },
      { ...envelope, k: 'Record' },
      { ...envelope, k: 'x'.repeat(40) },
      { ...envelope, p: envelope.p.slice(1) },
      { ...envelope, s: `${envelope.s}A` },
      { ...envelope, c: 'AAAA' },
      { ...envelope, c: `${envelope.c}+` },
      { ...envelope, c: 'A'.repeat(MAX_SEALED_CHARS + 4) },
      Object.assign(Object.create({ inherited: true }) as object, envelope),
    ];
    for (const shape of shapes) expect(isEnvelope(shape)).toBe(false);
    const { s: _s, ...missing } = envelope;
    void _s;
    expect(isEnvelope(missing)).toBe(false);
  });

  it('of a newer format is told apart from a malformed one', () => {
    expect(isNewerEnvelope({ ...sealed(), v: 4 })).toBe(true);
    expect(isNewerEnvelope(sealed())).toBe(false);
    expect(isNewerEnvelope({ v: 'x' })).toBe(false);
    expect(isNewerEnvelope(null)).toBe(false);
  });

  it('refuses to seal a kind that is none', () => {
    expect(() => sealEnvelope(room, phone, place, 'Not a kind', content)).toThrow();
  });
});
