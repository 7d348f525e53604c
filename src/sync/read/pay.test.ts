// Shared payment addresses: a seat's number belongs to the phone that first shared one for it (only it
// can change or withdraw it); another phone's different number for that seat is never the seat's
// number, and while it stands the seat is disputed (both phones named, no number offered); only an
// address of the table's scheme, as the core writes it, is ever shown.
import { describe, expect, it } from 'vitest';
import { table } from '../../core/ledger/testing';
import { sharedPayOf } from './pay';
import { LogWriter, SETTINGS } from './testing';

const recordsOf = (log: LogWriter) => log.checked().records.map((placed) => placed.record);
const shownOf = (log: LogWriter) =>
  sharedPayOf(recordsOf(log), SETTINGS).shared.map(({ seat, phone, recordId, address }) => ({
    seat,
    phone,
    recordId,
    address: address.value,
  }));
const disputesOf = (log: LogWriter) =>
  sharedPayOf(recordsOf(log), SETTINGS).disputes.map(({ seat, owner, others }) => ({
    seat,
    owner: { phone: owner.phone, address: owner.address?.value ?? null },
    others: others.map(({ phone, address }) => ({ phone, address: address.value })),
  }));

describe('sharedPayOf', () => {
  it('is the owner’s latest address of each seat, by seat, with who shared it; the owner’s withdrawal hides it', () => {
    const log = new LogWriter()
      .pay('p1', 2, '+6591234567', { phone: 'phone-b' })
      .pay('p2', 0, '+6598765432')
      .pay('p3', 2, '+6581112222', { phone: 'phone-b' })
      .pay('p4', 1, '+6593334444')
      .pay('p5', 1, null);
    expect(shownOf(log)).toEqual([
      { seat: 0, phone: 'phone-a', recordId: 'p2', address: '+6598765432' },
      { seat: 2, phone: 'phone-b', recordId: 'p3', address: '+6581112222' },
    ]);
    expect(disputesOf(log)).toEqual([]);
  });

  it('never takes another phone’s number for a seat its owner shared: the seat is disputed, both phones named, none shown', () => {
    const log = new LogWriter()
      .pay('p1', 2, '+6581234567', { phone: 'phone-kumar' })
      .pay('p2', 2, '+6590000000', { phone: 'phone-forwarded' });
    expect(shownOf(log)).toEqual([]);
    expect(disputesOf(log)).toEqual([
      {
        seat: 2,
        owner: { phone: 'phone-kumar', address: '+6581234567' },
        others: [{ phone: 'phone-forwarded', address: '+6590000000' }],
      },
    ]);
  });

  it('lets no other phone withdraw the owner’s number, nor share one after the owner withdrew', () => {
    const withdrawnByOther = new LogWriter()
      .pay('p1', 2, '+6581234567', { phone: 'phone-kumar' })
      .pay('p2', 2, null, { phone: 'phone-forwarded' });
    expect(shownOf(withdrawnByOther)).toEqual([
      { seat: 2, phone: 'phone-kumar', recordId: 'p1', address: '+6581234567' },
    ]);
    expect(disputesOf(withdrawnByOther)).toEqual([]);

    const afterWithdrawal = new LogWriter()
      .pay('p1', 2, '+6581234567', { phone: 'phone-kumar' })
      .pay('p2', 2, null, { phone: 'phone-kumar' })
      .pay('p3', 2, '+6590000000', { phone: 'phone-forwarded' });
    expect(shownOf(afterWithdrawal)).toEqual([]);
    // Withdrawn, the seat is still its owner's: only it may share a number for it again.
    expect(sharedPayOf(recordsOf(afterWithdrawal), SETTINGS).owners).toEqual([
      { seat: 2, phone: 'phone-kumar' },
    ]);
    expect(disputesOf(afterWithdrawal)).toEqual([
      {
        seat: 2,
        owner: { phone: 'phone-kumar', address: null },
        others: [{ phone: 'phone-forwarded', address: '+6590000000' }],
      },
    ]);
  });

  it('ends a dispute when the other phone withdraws its number, and sees none in the same number twice', () => {
    const withdrawn = new LogWriter()
      .pay('p1', 2, '+6581234567', { phone: 'phone-kumar' })
      .pay('p2', 2, '+6590000000', { phone: 'phone-forwarded' })
      .pay('p3', 2, null, { phone: 'phone-forwarded' });
    expect(shownOf(withdrawn)).toEqual([
      { seat: 2, phone: 'phone-kumar', recordId: 'p1', address: '+6581234567' },
    ]);
    expect(disputesOf(withdrawn)).toEqual([]);

    const same = new LogWriter()
      .pay('p1', 2, '+6581234567', { phone: 'phone-kumar' })
      .pay('p2', 2, '+6581234567', { phone: 'phone-b' });
    expect(shownOf(same)).toEqual([
      { seat: 2, phone: 'phone-kumar', recordId: 'p1', address: '+6581234567' },
    ]);
    expect(disputesOf(same)).toEqual([]);
  });

  it('makes the first phone to share a number the owner, even when it is not the player’s (the table checks)', () => {
    const log = new LogWriter()
      .pay('p0', 2, null, { phone: 'phone-kumar' }) // a withdrawal with nothing shared owns nothing
      .pay('p1', 2, '+6590000000', { phone: 'phone-forwarded' })
      .pay('p2', 2, '+6581234567', { phone: 'phone-kumar' })
      .pay('p3', 2, '+6580000001', { phone: 'phone-c' });
    expect(shownOf(log)).toEqual([]);
    expect(disputesOf(log)).toEqual([
      {
        seat: 2,
        owner: { phone: 'phone-forwarded', address: '+6590000000' },
        others: [
          { phone: 'phone-kumar', address: '+6581234567' },
          { phone: 'phone-c', address: '+6580000001' },
        ],
      },
    ]);
  });

  it('leaves out an address of another scheme than the table’s', () => {
    const log = new LogWriter().pay('p1', 2, '+6591234567', { scheme: 'fps' });
    expect(sharedPayOf(recordsOf(log), SETTINGS)).toEqual({ shared: [], disputes: [], owners: [] });
    const hongKong = table('hk');
    const hk = new LogWriter(hongKong).pay('p1', 2, '+6591234567');
    expect(sharedPayOf(recordsOf(hk), hongKong)).toEqual({ shared: [], disputes: [], owners: [] });
  });
});
