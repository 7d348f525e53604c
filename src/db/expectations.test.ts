// Every write says what it expects: a stale undo or edit (from another window on the same night) is
// refused with the newer state named, and a night started twice with one id is one night.
import { describe, expect, it } from 'vitest';
import { discardWin, drawnHand, falseWin, selfDrawnWin, table } from '../core/ledger/testing';
import type { LedgerEntry } from '../core/ledger';
import {
  MAX_ENTRIES_PER_NIGHT,
  addEntry,
  createNight,
  deleteEntry,
  getNight,
  lastChange,
  listNights,
  undoLast,
  updateEntry,
  type EntryDraft,
} from './ledger';
import { dumpDatabase, expectOk, freshDatabase } from './testing';

const sg = table('sg', { unit: 10 });
const draftOf = ({ id: _id, at: _at, ...draft }: LedgerEntry): EntryDraft => draft;

async function night() {
  const db = freshDatabase();
  const { night: session } = expectOk(await createNight(db, sg, 'Friday'));
  return { db, id: session.id };
}

describe('undo names what it takes back', () => {
  it('refuses when another change came after the one it was shown, names the newer one, and changes nothing', async () => {
    const { db, id } = await night();
    const named = discardWin(sg, 1, 0, 1);
    expectOk(await addEntry(db, id, named));
    const shown = (await lastChange(db, id))!;
    // Another window records a 5-tai self-draw meanwhile.
    expectOk(await addEntry(db, id, selfDrawnWin(sg, 2, 5)));
    const before = await dumpDatabase(db);
    const stale = await undoLast(db, id, shown);
    expect(stale.ok).toBe(false);
    if (!stale.ok) {
      expect(stale.error.code).toBe('stale_change');
      expect(stale.error.message).toMatch(
        /the last change is now recording “.*5 tai.*”\. Nothing was undone/,
      );
    }
    expect(await dumpDatabase(db)).toEqual(before);
    // Offered again, Undo names the newer entry and takes that one back.
    const fresh = (await lastChange(db, id))!;
    expect(expectOk(await undoLast(db, id, fresh)).night.entries).toEqual([named]);
  });

  it('refuses an undo that names another entry than the last change', async () => {
    const { db, id } = await night();
    const a = drawnHand();
    expectOk(await addEntry(db, id, a));
    const last = (await lastChange(db, id))!;
    expect((await undoLast(db, id, { seq: last.seq, entryId: 'someone-else' })).ok).toBe(false);
    expect(expectOk(await getNight(db, id)).night.entries).toEqual([a]);
  });
});

describe('an edit carries the revision it changed', () => {
  it('counts revisions from 0, one more on each edit', async () => {
    const { db, id } = await night();
    const a = discardWin(sg, 1, 0, 1);
    expect(expectOk(await addEntry(db, id, a)).night.versions).toEqual([0]);
    expect(
      expectOk(await updateEntry(db, id, a.id, draftOf(falseWin(2)), { version: 0 })).night.versions,
    ).toEqual([1]);
  });

  it('refuses a stale save, says what the entry is now, and changes nothing', async () => {
    const { db, id } = await night();
    const a = discardWin(sg, 1, 0, 1);
    expectOk(await addEntry(db, id, a));
    // Window one saves its edit; window two, still on revision 0, saves another.
    expectOk(await updateEntry(db, id, a.id, draftOf(selfDrawnWin(sg, 3, 4)), { version: 0 }));
    const before = await dumpDatabase(db);
    const stale = await updateEntry(db, id, a.id, draftOf(falseWin(2)), { version: 0 });
    expect(stale.ok).toBe(false);
    if (!stale.ok) {
      expect(stale.error.code).toBe('stale_entry');
      expect(stale.error.message).toMatch(
        /^Entry 1 was changed meanwhile \(in another window, perhaps\) since you opened it: it is now “.*4 tai.*”\. Your change was not saved/,
      );
    }
    expect(await dumpDatabase(db)).toEqual(before);
    const staleDelete = await deleteEntry(db, id, a.id, { version: 0 });
    expect(staleDelete.ok || staleDelete.error.code).toBe('stale_entry');
    expect(await dumpDatabase(db)).toEqual(before);
  });

  it('makes an edit opened before an undo stale', async () => {
    const { db, id } = await night();
    const a = discardWin(sg, 1, 0, 1);
    expectOk(await addEntry(db, id, a));
    expectOk(await updateEntry(db, id, a.id, draftOf(falseWin(2)), { version: 0 }));
    // A window opens the edit at revision 1; another undoes that edit.
    expectOk(await undoLast(db, id, (await lastChange(db, id))!));
    expect((await updateEntry(db, id, a.id, draftOf(falseWin(3)), { version: 1 })).ok).toBe(false);
  });

  it('reads rows written before revisions existed as revision 0', async () => {
    const { db, id } = await night();
    const a = drawnHand();
    expectOk(await addEntry(db, id, a));
    const row = (await db.hands.get([id, a.id]))!;
    const { version: _v, ...old } = row;
    await db.hands.put(old as typeof row);
    expect(expectOk(await getNight(db, id)).night.versions).toEqual([0]);
    expectOk(await updateEntry(db, id, a.id, draftOf(falseWin(1)), { version: 0 }));
  });
});

describe('starting a night', () => {
  it('is one night however often it is started with the same id', async () => {
    const db = freshDatabase();
    const first = expectOk(await createNight(db, sg, 'Friday', 'night-1')).night;
    const again = expectOk(await createNight(db, sg, 'Friday', 'night-1')).night;
    expect(again.id).toBe(first.id);
    expect(expectOk(await listNights(db)).nights).toHaveLength(1);
    expect(await db.players.count()).toBe(4);
  });
});

describe('a night holds at most 2,000 entries', () => {
  it('refuses the 2,001st, saying so, and changes nothing', async () => {
    const { db, id } = await night();
    const entries = Array.from({ length: MAX_ENTRIES_PER_NIGHT }, () => drawnHand());
    await db.hands.bulkAdd(
      entries.map((entry, i) => ({ sessionId: id, id: entry.id, seq: i + 1, entry, version: 0 })),
    );
    const before = await db.hands.count();
    const refused = await addEntry(db, id, drawnHand());
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('night_full');
      expect(refused.error.message).toMatch(/already holds 2,000 entries/);
    }
    expect(await db.hands.count()).toBe(before);
  });
});

describe('a night that cannot be shown', () => {
  it('is refused on reading, naming the night and the entry, so it can be deleted', async () => {
    const { db, id } = await night();
    const win = discardWin(sg, 1, 0, 1);
    expectOk(await addEntry(db, id, win));
    // A row as a crafted backup restored by an earlier version left it: events a number.
    const row = (await db.hands.get([id, win.id]))!;
    await db.hands.put({
      ...row,
      entry: {
        ...row.entry,
        hand: { hand: ['c1'], winning_tile: 'c1', events: 5 },
      } as unknown as LedgerEntry,
    });
    const read = await getNight(db, id);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.code).toBe('night_damaged');
      expect(read.error.night).toEqual({ id, name: 'Friday' });
      expect(read.error.message).toMatch(
        /^The night of Friday cannot be shown: entry 1 is unreadable \(The scored hand saved with this win cannot be read/,
      );
    }
    // Writes refuse it too, and the list still shows it.
    expect((await addEntry(db, id, drawnHand())).ok).toBe(false);
    expect(expectOk(await listNights(db)).nights.map((s) => s.id)).toEqual([id]);
  });

  it('lists a night row that cannot be read apart, by name', async () => {
    const { db, id } = await night();
    const row = (await db.sessions.get(id))!;
    await db.sessions.put({ ...row, createdAt: 9e15 });
    const listed = expectOk(await listNights(db));
    expect(listed.nights).toEqual([]);
    expect(listed.damaged).toEqual([
      { id, name: 'Friday', message: expect.stringMatching(/has a start time that is not a real date/) },
    ]);
  });
});
