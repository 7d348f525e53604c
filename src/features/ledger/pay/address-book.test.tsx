// An address kept on the phone stays there: a backup and a night link of a night that is not live (so
// nothing was shared with the table) carry none of them. Sharing on a live night: share-table.test.tsx.
import { beforeEach, expect, it } from 'vitest';
import { discardWin, table } from '../../../core/ledger/testing';
import { decodeNightCode } from '../../../core/night-code';
import { readPayAddress, type PayAddress } from '../../../core/pay-codes';
import { addEntry, createNight, exportBackup, getNight } from '../../../db';
import { expectOk, freshDatabase } from '../../../db/testing';
import { nightLink } from '../share-night';
import { ADDRESS_BOOK_KEY, rememberAddress } from './address-book';

beforeEach(() => {
  localStorage.clear();
});

const address = (scheme: 'paynow' | 'fps', typed: string): PayAddress => {
  const read = readPayAddress(scheme, typed);
  if (!read.ok) throw new Error(read.problem.code);
  return read.address;
};

it('keeps an address on this phone, and neither a backup nor a night link carries it', async () => {
  const db = freshDatabase();
  const sg = table('sg', { unit: 20 });
  const { night } = expectOk(await createNight(db, sg, 'Friday night'));
  expectOk(await addEntry(db, night.id, discardWin(sg, 2, 1, 3)));
  expect(rememberAddress('paynow', 'Kumar', address('paynow', '9123 4567'))).toBe(true);
  expect(rememberAddress('fps', 'Kumar', address('fps', 'kumar@example.com.hk'))).toBe(true);
  expect(localStorage.getItem(ADDRESS_BOOK_KEY)).toContain('+6591234567');

  const backup = JSON.stringify(expectOk(await exportBackup(db)).backup);
  expect(backup).toContain('Kumar');
  expect(backup).not.toContain('91234567');
  expect(backup).not.toContain('kumar@example');

  const link = await nightLink(expectOk(await getNight(db, night.id)).night, 'https://tai.example/');
  const decoded = await decodeNightCode(link.split('#/n/')[1]!);
  if (!decoded.ok) throw new Error(decoded.error.code);
  const shared = JSON.stringify(decoded.night);
  expect(shared).toContain('Kumar');
  expect(shared).not.toContain('91234567');
  expect(shared).not.toContain('kumar@example');
});
