// A phone says whose it is (a `phone` record in the night's log), and a seat's payment number stays
// its owner's: the phone that first shared one for the seat. Another phone cannot change or withdraw
// it, and a number it gives the seat anyway (a peer writing past the screens) puts the seat in
// dispute: no number of that seat reaches the night's row, so no code, backup or link carries it.
import { describe, expect, it } from 'vitest';
import { table } from '../core/ledger/testing';
import { readPayAddress, readSharedAddresses, type PayAddress } from '../core/pay-codes';
import { createNight, exportBackup, getNight } from '../db';
import { expectOk, freshDatabase } from '../db/testing';
import { newPhoneKeys, type PhoneKeys } from '@tai-table/night-log';
import * as Y from 'yjs';
import type { TaiTableDB } from '../db';
import { applyDocChange, type DocChange } from './doc';
import { makeLive } from './engine';
import { LOG_KEY } from './log';
import { sharePayAddress } from './pay-share';
import { phoneKeysOf } from './phone';
import { loadedDoc, readLiveNight, type LiveDoc } from './registry';
import { sealDoc, sealedRoomFor } from './sealed';
import { namePhone } from './table-phones';

const sg = table('sg', { unit: 20 });
const KUMAR = 2;
const FROM_THE_ROOM = Symbol('the room');

const address = (typed: string): PayAddress => {
  const read = readPayAddress('paynow', typed);
  if (!read.ok) throw new Error(read.problem.code);
  return read.address;
};

/**
 * A change another phone of the night made (its own key: in a sealed room a record's phone is its
 * signer), arriving in this phone's document from the room.
 */
async function fromAnotherPhone(db: TaiTableDB, live: LiveDoc, keys: PhoneKeys, change: DocChange) {
  const { room } = (await db.liveNights.get(live.nightId))!;
  const other = new Y.Doc();
  sealDoc(other, sealedRoomFor(room, keys)!);
  Y.applyUpdate(other, Y.encodeStateAsUpdate(live.doc));
  const before = Y.encodeStateVector(other);
  applyDocChange(other, change, null);
  Y.applyUpdate(live.doc, Y.encodeStateAsUpdate(other, before), FROM_THE_ROOM);
  await live.settled();
}

async function liveNight() {
  const db = freshDatabase();
  const { night } = expectOk(await createNight(db, sg, 'Friday night'));
  expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:1'));
  const live = loadedDoc(db, night.id)!;
  const logLength = () => live.doc.getArray(LOG_KEY).length;
  const read = () => {
    const read = readLiveNight(live);
    if (!read.ok) throw new Error(read.problem);
    return read.night;
  };
  return { db, nightId: night.id, live, logLength, read };
}

describe('namePhone', () => {
  it('appends whose phone this is, a player or a name; the latest stands', async () => {
    const { db, nightId, read } = await liveNight();
    // Named by the one key this phone signs its records with.
    const mine = phoneKeysOf(db).publicKey;
    expectOk(await namePhone(db, nightId, { seat: KUMAR }));
    expect(read().phones).toEqual([{ phone: mine, number: 1, seat: KUMAR }]);
    expect(read().history.at(-1)).toMatchObject({ kind: 'phone', phone: mine, phoneSeat: KUMAR });
    expectOk(await namePhone(db, nightId, { name: 'Auntie Lim' }));
    expect(read().phones).toEqual([{ phone: mine, number: 1, name: 'Auntie Lim' }]);
  });

  it('refuses a name no phone can have, and a night that is not live, changing nothing', async () => {
    const { db, nightId, logLength } = await liveNight();
    const before = logLength();
    for (const name of ['', '   ', 'x'.repeat(33), 'Ah\u202EBeng']) {
      const result = await namePhone(db, nightId, { name });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid_name');
    }
    expect(logLength()).toBe(before);
    // A name typed with spaces around it is kept trimmed.
    expectOk(await namePhone(db, nightId, { name: '  Auntie Lim ' }));
    const { night: local } = expectOk(await createNight(db, sg, 'Saturday night'));
    const refused = await namePhone(db, local.id, { seat: 0 });
    expect(refused.ok ? null : refused.error.code).toBe('not_live');
  });
});

describe('a seat’s shared payment number', () => {
  it('can be shared, changed and withdrawn by the phone that first shared it', async () => {
    const { db, nightId, read } = await liveNight();
    expectOk(await sharePayAddress(db, nightId, KUMAR, address('8123 4567')));
    expectOk(await sharePayAddress(db, nightId, KUMAR, address('9123 4567')));
    expect(read().sharedPay.map(({ seat, address }) => [seat, address.value])).toEqual([
      [KUMAR, '+6591234567'],
    ]);
    expectOk(await sharePayAddress(db, nightId, KUMAR, null));
    expect(read().sharedPay).toEqual([]);
  });

  it('is refused to another phone, which changes nothing', async () => {
    const { db, nightId, live, logLength, read } = await liveNight();
    // Kumar's own phone shared his number first (its record arrives from the room).
    const kumar = newPhoneKeys();
    await fromAnotherPhone(db, live, kumar, {
      kind: 'pay_address',
      seat: KUMAR,
      scheme: 'paynow',
      address: '+6581234567',
    });
    const before = logLength();
    for (const attempt of [address('9000 0000'), null]) {
      const result = await sharePayAddress(db, nightId, KUMAR, attempt);
      expect(result.ok ? null : result.error.code).toBe('pay_not_yours');
    }
    expect(logLength()).toBe(before);
    expect(read().sharedPay.map(({ phone, address }) => [phone, address.value])).toEqual([
      [kumar.publicKey, '+6581234567'],
    ]);
    // Another seat is this phone's to share.
    expectOk(await sharePayAddress(db, nightId, 0, address('9123 4567')));
  });

  it('given another number by another phone anyway, is on no row, backup or link: both are in dispute', async () => {
    const { db, nightId, live, read } = await liveNight();
    expectOk(await sharePayAddress(db, nightId, KUMAR, address('8123 4567')));
    await live.settled();
    const shared = async () =>
      readSharedAddresses('paynow', expectOk(await getNight(db, nightId)).night.payShared);
    expect((await shared()).map((item) => item.address.value)).toEqual(['+6581234567']);

    // A peer with the forwarded link writes past the screens: its own number for Kumar's seat.
    const forwarded = newPhoneKeys();
    await fromAnotherPhone(db, live, forwarded, {
      kind: 'pay_address',
      seat: KUMAR,
      scheme: 'paynow',
      address: '+6590000000',
    });
    expect(read().payDisputes).toHaveLength(1);
    expect(await shared()).toEqual([]);
    const backup = JSON.stringify(expectOk(await exportBackup(db)).backup);
    expect(backup).not.toContain('+6590000000');
    expect(backup).not.toContain('+6581234567');

    // The peer withdraws its own number: Kumar's is the table's again.
    await fromAnotherPhone(db, live, forwarded, {
      kind: 'pay_address',
      seat: KUMAR,
      scheme: 'paynow',
      address: null,
    });
    expect(read().payDisputes).toEqual([]);
    expect((await shared()).map((item) => item.address.value)).toEqual(['+6581234567']);
  });
});
