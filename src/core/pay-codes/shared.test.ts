// The one reader of shared addresses (a night's row, a backup, a night link): only addresses of the
// table's scheme exactly as the core writes them, one a seat of the table; everything else left out.
import { describe, expect, it } from 'vitest';
import { isWrittenAddress, readSharedAddresses, storedSharedAddresses } from './shared';

describe('readSharedAddresses', () => {
  it('keeps written addresses of the scheme, one a seat, in seat order, and leaves out the rest', () => {
    const read = readSharedAddresses('paynow', [
      { seat: 2, address: '+6581234567', phone: 'phone-a' },
      { seat: 0, address: '201403121W' },
      { seat: 2, address: '+6591234567' }, // a second for seat 2
      { seat: 1, address: '9123 4567' }, // as typed, not as written
      { seat: 3, address: '+852-67891234' }, // another scheme
      { seat: 4, address: '+6591234567' },
      { seat: 1.5, address: '+6591234567' },
      { seat: 1, address: 6591234567 },
      null,
      'junk',
      [1, '+6591234567'],
    ]);
    expect(read.map(({ seat, address, phone }) => [seat, address.kind, address.value, phone])).toEqual([
      [0, 'uen', '201403121W', undefined],
      [2, 'mobile', '+6581234567', 'phone-a'],
    ]);
    expect(storedSharedAddresses(read, false)).toEqual([
      { seat: 0, address: '201403121W' },
      { seat: 2, address: '+6581234567' },
    ]);
    expect(storedSharedAddresses(read, true)[1]).toEqual({
      seat: 2,
      address: '+6581234567',
      phone: 'phone-a',
    });
  });

  it('reads anything that is not a list as none', () => {
    for (const raw of [undefined, null, {}, 'x', 3]) expect(readSharedAddresses('fps', raw)).toEqual([]);
  });

  it('an FPS address as written: an FPS ID, +852-mobile, an email', () => {
    for (const value of ['1234567', '+852-67891234', 'ahbeng@example.com.hk'])
      expect(isWrittenAddress('fps', value)).toBe(true);
    for (const value of ['+852 6789 1234', '67891234', '+6591234567', 'x@y'])
      expect(isWrittenAddress('fps', value)).toBe(false);
  });
});
