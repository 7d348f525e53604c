// A phone's presence proof: its own key's signature over the room, the client id and the number raised at
// each announcement, so a state copied out of a room proves nothing under another client id, in another
// room, at another number or with another key; and a state that is anything but the three fields is none.
import { describe, expect, it } from 'vitest';
import { newPhoneKeys } from './phone-keys';
import { presenceMessage, presenceOf, provesPresence, signPresence } from './presence';

const ROOM = 'tai-7Yq2nWm4Xc9LbR0pVd3kTz';
const OTHER_ROOM = 'tai-7Yq2nWm4Xc9LbR0pVd3kTy';

describe('a phone’s presence proof', () => {
  const keys = newPhoneKeys();
  const state = signPresence(keys, ROOM, 1234, 1_750_000_000_000);

  it('carries the phone’s key and proves it under its client id, in its room', () => {
    expect(state.phone).toBe(keys.publicKey);
    expect(presenceOf(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(provesPresence(state, ROOM, 1234)).toBe(true);
  });

  it('proves nothing under another client id, in another room, at another number, or for another key', () => {
    expect(provesPresence(state, ROOM, 1235)).toBe(false);
    expect(provesPresence(state, OTHER_ROOM, 1234)).toBe(false);
    expect(provesPresence({ ...state, seq: state.seq + 1 }, ROOM, 1234)).toBe(false);
    expect(provesPresence({ ...state, phone: newPhoneKeys().publicKey }, ROOM, 1234)).toBe(false);
    const flipped = `${state.proof[0] === 'A' ? 'B' : 'A'}${state.proof.slice(1)}`;
    expect(provesPresence({ ...state, proof: flipped }, ROOM, 1234)).toBe(false);
  });

  it('signs bytes no other room and client id share (the room’s length goes first)', () => {
    const text = (room: string, client: number, seq: number) =>
      String.fromCharCode(...presenceMessage(room, client, seq)); // ASCII: base64url rooms, digits
    expect(text('ab', 1, 2)).not.toBe(text('a', 1, 2));
    expect(text('a\n1', 2, 3)).not.toBe(text('a', 12, 3));
    expect(text(ROOM, 1, 2)).toBe(`tai-table presence 1\n${ROOM.length}:${ROOM}\n1\n2`);
  });

  it('reads only a state of exactly its three well-formed fields: a name, or anything else, is not presence', () => {
    for (const other of [
      null,
      'x',
      [],
      {},
      { phone: 'aaaaaaaaaaaa' }, // an earlier version's presence: a random id, no proof
      { ...state, name: 'Ah Beng' },
      { ...state, seq: -1 },
      { ...state, seq: 1.5 },
      { ...state, seq: Number.MAX_SAFE_INTEGER + 1 },
      { ...state, phone: state.phone.slice(1) },
      { ...state, proof: state.proof.slice(1) },
      { ...state, proof: 7 },
    ])
      expect(presenceOf(other)).toBeNull();
  });
});
