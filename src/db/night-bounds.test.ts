// A kept copy is held to the bounds of a night made on the phone: "Keep a copy" of a night outside
// them (however it arrived) is refused with the reason, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { discardWin, drawnHand, table } from '../core/ledger/testing';
import type { LedgerEntry } from '../core/ledger';
import type { SharedNight } from '../core/night-code';
import { keepNightCopy } from './night-copies';
import { dumpDatabase, freshDatabase } from './testing';

const sg = table('sg', { unit: 10 });
const START = Date.UTC(2025, 5, 13, 12, 0);

function night(): SharedNight {
  return {
    id: '4c1f0a9b-8e2d-4b7a-9f3c-2d1e0b9a8c7f',
    name: 'Fri, 13 Jun 2025',
    createdAt: START,
    finished: false,
    sharedAt: START + 60_000,
    settings: sg,
    entries: [discardWin(sg, 1, 0, 2), drawnHand()].map((e, i) => ({ ...e, id: `e${i + 1}`, at: START + i })),
  };
}

const win = discardWin(sg, 1, 0, 2);
const cases: Array<[string, (n: SharedNight) => SharedNight, RegExp]> = [
  [
    'a 250,000-character name',
    (n) => ({ ...n, name: 'x'.repeat(250_000) }),
    /Its name has 250,000 characters; a night’s name has at most 60/,
  ],
  [
    'a shared-at that shows “Invalid Date”',
    (n) => ({ ...n, sharedAt: 8.64e15 + 1 }),
    /shared is not a real date/,
  ],
  [
    'a start in the year 3000',
    (n) => ({ ...n, createdAt: Date.UTC(3000, 0, 1) }),
    /start time is not a real date/,
  ],
  [
    'lines worth 10^15 tai',
    (n) => ({ ...n, entries: [{ ...win, id: 'w', items: [{ id: 'x', name: 'x', zh: '', tai: 1e15 }] }] }),
    /scoring lines saved with this win are unreadable/,
  ],
  [
    'a hand of 2,000 made-up tiles',
    (n) => ({
      ...n,
      entries: [
        {
          ...win,
          id: 'w',
          hand: { hand: Array.from({ length: 2_000 }, (_, i) => `t${i}`), winning_tile: 't0' },
        },
      ],
    }),
    /scored hand saved with this win cannot be read/,
  ],
  [
    '5,000 entries',
    (n) => ({
      ...n,
      entries: Array.from({ length: 5_000 }, (_, i): LedgerEntry => ({
        id: `d${i}`,
        at: START + i,
        kind: 'draw',
      })),
    }),
    /It holds 5,000 entries, more than the 2,000 one night can keep/,
  ],
];

describe('“Keep a copy” of a night outside the bounds', () => {
  it.each(cases)('refuses %s and stores nothing', async (_what, breach, says) => {
    const db = freshDatabase();
    const before = await dumpDatabase(db);
    const result = await keepNightCopy(db, breach(night()));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid_night');
      expect(result.error.message).toMatch(says);
    }
    expect(await dumpDatabase(db)).toEqual(before);
    expect(await db.table('nightCopies').count()).toBe(0);
  });

  it('keeps the same night inside the bounds', async () => {
    expect((await keepNightCopy(freshDatabase(), night())).ok).toBe(true);
  });
});
