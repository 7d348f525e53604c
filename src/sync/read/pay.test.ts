// Shared payment addresses: the latest record of each seat stands, a withdrawal hides it, and only an
// address of the table's scheme, as the core writes it, is ever shown.
import { describe, expect, it } from 'vitest';
import { table } from '../../core/ledger/testing';
import { sharedPayOf } from './pay';
import { LogWriter, SETTINGS } from './testing';

const recordsOf = (log: LogWriter) => log.checked().records.map((placed) => placed.record);

describe('sharedPayOf', () => {
  it('is each seat’s latest address in log order, by seat, with who shared it; a withdrawal hides the seat', () => {
    const log = new LogWriter()
      .pay('p1', 2, '+6591234567', { phone: 'phone-b' })
      .pay('p2', 0, '+6598765432')
      .pay('p3', 2, '+6581112222', { phone: 'phone-c' })
      .pay('p4', 1, '+6593334444')
      .pay('p5', 1, null);
    const shared = sharedPayOf(recordsOf(log), SETTINGS);
    expect(shared.map(({ seat, phone, recordId }) => ({ seat, phone, recordId }))).toEqual([
      { seat: 0, phone: 'phone-a', recordId: 'p2' },
      { seat: 2, phone: 'phone-c', recordId: 'p3' },
    ]);
  });

  it('leaves out an address of another scheme than the table’s', () => {
    const log = new LogWriter().pay('p1', 2, '+6591234567', { scheme: 'fps' });
    expect(sharedPayOf(recordsOf(log), SETTINGS)).toEqual([]);
    const hongKong = table('hk');
    const hk = new LogWriter(hongKong).pay('p1', 2, '+6591234567');
    expect(sharedPayOf(recordsOf(hk), hongKong)).toEqual([]);
  });
});
