// The phones a phone counts in the room's presence: distinct keys whose proof holds for the client id and
// room they are announced under, itself included. A phone reconnecting or open in two tabs is one phone;
// an earlier version's presence, a copied state, a proof for another room, or a name, is none.
import { describe, expect, it } from 'vitest';
import { newPhoneKeys, signPresence } from '@tai-table/night-log';
import { announcement, countPhones } from './presence';

const ROOM = 'tai-7Yq2nWm4Xc9LbR0pVd3kTz';

describe('countPhones', () => {
  const self = newPhoneKeys();
  const other = newPhoneKeys();
  const third = newPhoneKeys();

  it('counts distinct proven keys, this phone included', () => {
    expect(countPhones(new Map(), ROOM, self.publicKey)).toBe(1);
    const states = new Map<number, unknown>([
      [1, signPresence(self, ROOM, 1, 10)],
      // The other phone twice: a reload on the same socket, or a second tab.
      [2, signPresence(other, ROOM, 2, 10)],
      [3, signPresence(other, ROOM, 3, 11)],
      [4, signPresence(third, ROOM, 4, 10)],
    ]);
    expect(countPhones(states, ROOM, self.publicKey)).toBe(3);
  });

  it('counts no state that proves nothing here', () => {
    const copied = signPresence(other, ROOM, 2, 10);
    const states = new Map<number, unknown>([
      [2, { phone: 'aaaaaaaaaaaa' }], // an earlier version's: a random id, no proof
      [3, copied], // another client id's state
      [4, signPresence(third, 'tai-7Yq2nWm4Xc9LbR0pVd3kTy', 4, 10)], // another room's
      [5, { ...signPresence(third, ROOM, 5, 10), name: 'Ah Beng' }], // a name: not presence
      [6, null],
      [7, 'x'],
    ]);
    expect(countPhones(states, ROOM, self.publicKey)).toBe(1);
  });

  it('announces with a number above every earlier announcement’s, proven for its room and client id', () => {
    const first = announcement(self, ROOM, 9);
    const second = announcement(self, ROOM, 9);
    expect(second.seq).toBeGreaterThan(first.seq);
    expect(countPhones(new Map([[9, second]]), ROOM, other.publicKey)).toBe(2);
    expect(countPhones(new Map([[8, second]]), ROOM, other.publicKey)).toBe(1);
  });
});
