// The restore layer's schemas and checks, one shape at a time.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { discardWin, drawnHand, table } from '../core/ledger/testing';
import {
  BackupFileSchema,
  BackupNightSchema,
  LATEST_TIME,
  MAX_ENTRIES_PER_NIGHT,
  StoredHandSchema,
  StoredNightSchema,
  firstProblem,
  isRealTime,
  restoreEntry,
  restoreHandRows,
  restoreNightRow,
} from './restore';
import type { NightRow } from './schema';

const sg = table('sg', { unit: 10 });
const row: NightRow = {
  id: 'n1',
  createdAt: 1_764_000_000_000,
  updatedAt: 1_764_000_000_000,
  name: 'Friday',
  settings: sg,
  status: 'open',
  totals: [0, 0, 0, 0],
  entryCount: 0,
};
const problemOf = (schema: Parameters<typeof v.safeParse>[0], value: unknown): string | null => {
  const result = v.safeParse(schema, value);
  return result.success ? null : firstProblem(result.issues);
};

describe('real dates', () => {
  it('accepts epoch milliseconds with a four-digit year, nothing else', () => {
    expect(isRealTime(0)).toBe(true);
    expect(isRealTime(1_764_000_000_000)).toBe(true);
    expect(isRealTime(LATEST_TIME - 1)).toBe(true);
    for (const bad of [LATEST_TIME, 8.64e15 + 1, -1, 1.5, Number.NaN, '2025-06-13', null])
      expect(isRealTime(bad)).toBe(false);
  });
});

describe('BackupFileSchema', () => {
  const file = {
    format: 'tai-table-backup',
    version: 1,
    exportedAt: '2026-11-27T12:00:00.000Z',
    sessions: [],
  };
  it('accepts a backup envelope', () => expect(problemOf(BackupFileSchema, file)).toBeNull());
  it('says what is wrong with it', () => {
    expect(problemOf(BackupFileSchema, { ...file, exportedAt: 'yesterday' })).toBe('its date is unreadable');
    expect(problemOf(BackupFileSchema, { ...file, version: 0 })).toBe('its version number is unreadable');
    const { sessions: _s, ...missing } = file;
    expect(problemOf(BackupFileSchema, missing)).toBe('its list of sessions is missing');
  });
});

describe('BackupNightSchema', () => {
  const night = {
    id: 'n1',
    name: ' Friday ',
    createdAt: 1,
    updatedAt: 2,
    status: 'open',
    settings: sg,
    entries: [],
    totals: [0, 0, 0, 0],
  };
  it('accepts a night and trims its name', () => {
    const parsed = v.safeParse(BackupNightSchema, night);
    expect(parsed.success && parsed.output.name).toBe('Friday');
  });
  it('refuses what a screen could not show, in words', () => {
    expect(problemOf(BackupNightSchema, { ...night, createdAt: 9e15 })).toBe(
      'has a start time that is not a real date',
    );
    expect(problemOf(BackupNightSchema, { ...night, status: 'paused' })).toBe('is neither open nor finished');
    expect(problemOf(BackupNightSchema, { ...night, totals: [0, 0, 0] })).toBe('has unreadable totals');
    expect(
      problemOf(BackupNightSchema, { ...night, entries: Array(MAX_ENTRIES_PER_NIGHT + 1).fill({}) }),
    ).toBe('holds more than 2,000 entries, the most one night can keep');
    expect(problemOf(BackupNightSchema, { ...night, name: '   ' })).toBe('has no usable name');
  });
});

describe('stored rows of earlier versions', () => {
  it('reads a hand row without a revision as revision 0, and refuses a bad one', () => {
    const entry = drawnHand();
    const parsed = v.safeParse(StoredHandSchema, { sessionId: 'n1', id: entry.id, seq: 1, entry });
    expect(parsed.success && parsed.output.version).toBe(0);
    expect(problemOf(StoredHandSchema, { sessionId: 'n1', id: entry.id, seq: 1, entry, version: -1 })).toBe(
      'has an unreadable revision',
    );
  });

  it('reads a version 1 session row (no totals or count) with zeros', () => {
    const { totals: _t, entryCount: _c, ...v1 } = row;
    const parsed = v.safeParse(StoredNightSchema, v1);
    expect(parsed.success && [parsed.output.totals, parsed.output.entryCount]).toEqual([[0, 0, 0, 0], 0]);
  });

  it('keeps a live night’s mark of its document’s read, and drops one it cannot read without refusing the night', () => {
    const marked = restoreNightRow({ ...row, docClock: 42 });
    expect(marked.ok && marked.row.docClock).toBe(42);
    for (const docClock of [-1, 1.5, 'soon', null]) {
      const restored = restoreNightRow({ ...row, docClock });
      expect(restored.ok).toBe(true);
      expect(restored.ok && 'docClock' in restored.row).toBe(false);
    }
  });

  it('names the night and says why when a row cannot be read', () => {
    const restored = restoreNightRow({ ...row, settings: { ...sg, players: ['a', 'a', 'b', 'c'] } });
    expect(restored.ok).toBe(false);
    if (!restored.ok) {
      expect(restored.error.night).toEqual({ id: 'n1', name: 'Friday' });
      expect(restored.error.message).toMatch(
        /^The night of Friday cannot be shown: its table settings are unreadable \(/,
      );
    }
    const hands = restoreHandRows(row, [{ sessionId: 'n1', id: 'x', seq: 0, entry: drawnHand() }]);
    expect(hands.ok || hands.error.message).toMatch(/entry 1 has no place in the night\./);
    // A night with no readable name is named '' for a screen to word; the English says what it is.
    const unnamed = restoreNightRow({ ...row, name: 42 });
    expect(unnamed.ok || unnamed.error.night).toEqual({ id: 'n1', name: '' });
    expect(unnamed.ok || unnamed.error.message).toMatch(
      /^The night of an unnamed night cannot be shown: it has no usable name\./,
    );
  });
});

describe('restoreEntry', () => {
  it('accepts what the ledger accepts, with a hand the core can read', () => {
    const hand = {
      hand: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'],
      winning_tile: 'd6',
    };
    expect(restoreEntry(sg, discardWin(sg, 1, 0, 1, { hand })).ok).toBe(true);
  });

  it('refuses a win whose hand the core cannot read, and a time that is not a date', () => {
    const events = restoreEntry(sg, {
      ...discardWin(sg, 1, 0, 1),
      hand: { hand: ['c1'], winning_tile: 'c1', events: 5 },
    });
    expect(events.ok || events.errors[0]).toMatchObject({ code: 'invalid_hand', field: 'hand' });
    const time = restoreEntry(sg, { ...drawnHand(), at: 9e15 });
    expect(time.ok || time.errors[0]).toMatchObject({ code: 'invalid_time' });
  });
});
