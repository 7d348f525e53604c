// The live history "Go on with this phone only" keeps (engine.ts stopLive): listed by when it was kept,
// read back with every change the table made, kept again by a later live night of the same night, and
// gone only with the night itself; a backup of the phone carries it to another. (Node: jsdom's typed arrays do not survive fake-indexeddb's clone.)
import { describe, expect, it } from 'vitest';
import { discardWin, drawnHand, table } from '../core/ledger/testing';
import { exportBackup, importBackup } from '../db/backup';
import { addEntry, createNight, deleteNight } from '../db/ledger';
import { keptCopiesOf } from '../db/kept-copies';
import { expectOk, freshDatabase } from '../db/testing';
import { makeLive, stopLive } from './engine';
import { readKeptHistory } from './kept-history';

const sg = table('sg', { unit: 10 });
const SERVER = 'ws://127.0.0.1:1';

/** A night made live, two hands recorded, then gone on alone: its history kept. */
async function wentOnAlone() {
  const db = freshDatabase();
  const { night } = expectOk(await createNight(db, sg, 'Friday night'));
  expectOk(await makeLive(db, night.id, SERVER));
  expectOk(await addEntry(db, night.id, discardWin(sg, 1, 0, 3)));
  expectOk(await addEntry(db, night.id, drawnHand()));
  const before = Date.now();
  expectOk(await stopLive(db, night.id));
  return { db, nightId: night.id, before };
}

describe('the kept live history', () => {
  it('is listed by when it was kept and reads back every change, start first', async () => {
    const { db, nightId, before } = await wentOnAlone();
    const kept = await keptCopiesOf(db, nightId);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toBeGreaterThanOrEqual(before);
    const { history } = expectOk(await readKeptHistory(db, nightId, kept[0]!));
    expect(history.items.map((item) => item.kind)).toEqual(['start', 'record', 'record']);
    expect(history.night.entries).toHaveLength(2);
    expect(await readKeptHistory(db, nightId, kept[0]! + 1)).toMatchObject({
      ok: false,
      error: { code: 'change_not_found' },
    });
  });

  it('stays when the night goes live again and on alone again (two copies), and goes with the night', async () => {
    const { db, nightId } = await wentOnAlone();
    expectOk(await makeLive(db, nightId, SERVER));
    expectOk(await addEntry(db, nightId, drawnHand()));
    // Two stops in the same millisecond would share a key: the second is a moment later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expectOk(await stopLive(db, nightId));
    const kept = await keptCopiesOf(db, nightId);
    expect(kept).toHaveLength(2);
    expect(expectOk(await readKeptHistory(db, nightId, kept[1]!)).history.night.entries).toHaveLength(3);

    expectOk(await deleteNight(db, nightId));
    expect(await keptCopiesOf(db, nightId)).toEqual([]);
    expect(await db.liveUpdates.count()).toBe(0);
  });
});

describe('a backup of the phone', () => {
  it('keeps the kept live histories, and a restore on another phone shows the same history', async () => {
    const { db, nightId } = await wentOnAlone();
    const [at] = await keptCopiesOf(db, nightId);
    const { backup } = expectOk(await exportBackup(db));
    expect(backup.liveHistories).toEqual([{ night: nightId, at, updates: expect.any(Array) }]);

    const other = freshDatabase();
    expectOk(await importBackup(other, JSON.stringify(backup)));
    expect(await keptCopiesOf(other, nightId)).toEqual([at]);
    const { history } = expectOk(await readKeptHistory(other, nightId, at!));
    expect(history.items.map((item) => item.kind)).toEqual(['start', 'record', 'record']);
    // Restored again: held already, not doubled.
    const rows = await other.liveUpdates.count();
    expectOk(await importBackup(other, JSON.stringify(backup)));
    expect(await other.liveUpdates.count()).toBe(rows);
  });

  it('refuses a file whose live histories are damaged or name a night not in it, restoring nothing', async () => {
    const { db } = await wentOnAlone();
    const { backup } = expectOk(await exportBackup(db));
    const history = backup.liveHistories![0]!;
    for (const damaged of [
      [{ ...history, updates: ['not base64!'] }],
      [{ ...history, night: 'another-night' }],
      'nothing',
    ]) {
      const other = freshDatabase();
      const result = await importBackup(other, JSON.stringify({ ...backup, liveHistories: damaged }));
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'backup_damaged', backup: { what: 'file_field', field: 'liveHistories' } },
      });
      expect(await other.sessions.count()).toBe(0);
      expect(await other.liveUpdates.count()).toBe(0);
    }
  });
});
