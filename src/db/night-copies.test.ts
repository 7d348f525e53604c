// Kept copies of shared nights: one copy a night, updated in place by a newer link, never by an
// older one, never mixed with this phone's own nights; and schema version 4 keeps what was there.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { discardWin, drawnHand, falseWin, selfDrawnWin, table, tablePayment } from '../core/ledger/testing';
import type { SharedNight } from '../core/night-code';
import { addEntry, createNight, listNights } from './ledger';
import {
  deleteNightCopy,
  getNightCopy,
  keepNightCopy,
  listNightCopies,
  loadComparedNights,
} from './night-copies';
import { LATEST_VERSION, SCHEMA_VERSIONS, openDatabase } from './schema';
import { dumpDatabase, expectOk, freshDatabase, freshSource } from './testing';

const sg = table('sg', { unit: 10 });
const ID = '0b8f6c2e-4a1d-4f3b-9c2a-7e5d1f0a9b3c';

function night(entries = 3, sharedAt = 5_000): SharedNight {
  const all = [
    discardWin(sg, 1, 0, 2),
    tablePayment(2, 'concealed_kong'),
    selfDrawnWin(sg, 3, 1),
    drawnHand(),
    falseWin(0),
  ];
  return {
    id: ID,
    name: 'Fri, 13 Jun 2025',
    createdAt: 1_000,
    finished: false,
    sharedAt,
    settings: sg,
    // Each entry at its own time, the same in every link of the night (a link carries each entry's time).
    entries: all.slice(0, entries).map((e, i) => ({ ...e, id: `e${i + 1}`, at: 2_000 + i * 60_000 })),
  };
}

const copiesOf = async (db: ReturnType<typeof freshDatabase>) => db.table('nightCopies').toArray();

describe('kept copies of shared nights', () => {
  it('keeps a copy, then updates that same copy from a newer link of the night', async () => {
    const db = freshDatabase();
    const first = expectOk(await keepNightCopy(db, night(3, 5_000), 10));
    expect(first.outcome).toBe('added');
    expect(first.copy.asOfHand).toBe(2);
    expect(first.copy.entryCount).toBe(3);

    const second = expectOk(await keepNightCopy(db, night(5, 9_000), 20));
    expect(second.outcome).toBe('updated');
    expect(second.copy.entryCount).toBe(5);
    expect(second.copy.keptAt).toBe(10);
    expect(second.copy.updatedAt).toBe(20);
    expect(await copiesOf(db)).toHaveLength(1);
    const listed = expectOk(await listNightCopies(db));
    expect(listed.copies.map((c) => c.entryCount)).toEqual([5]);
    expect(listed.copies[0]!.ledger.totals).toEqual(second.copy.ledger.totals);
  });

  it('answers the same link twice as nothing new, and refuses an older link, changing nothing', async () => {
    const db = freshDatabase();
    expectOk(await keepNightCopy(db, night(5, 9_000), 10));
    expect(expectOk(await keepNightCopy(db, night(5, 9_000), 30)).outcome).toBe('unchanged');
    const before = await copiesOf(db);
    const older = await keepNightCopy(db, night(3, 5_000), 40);
    expect(older.ok).toBe(false);
    if (!older.ok) {
      expect(older.error.code).toBe('copy_is_newer');
      expect(older.error.message).toMatch(/holds more of this night than this link/);
    }
    expect(await copiesOf(db)).toEqual(before);
  });

  it('never copies one of this phone’s own nights, and never shows a copy among them', async () => {
    const db = freshDatabase();
    const { night: session } = expectOk(await createNight(db, sg));
    expectOk(await addEntry(db, session.id, discardWin(sg, 1, 0, 2)));
    const refused = await keepNightCopy(db, {
      ...night(),
      id: session.id,
      createdAt: session.createdAt,
      settings: session.settings,
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('own_night');
    // Another night under the id of one of this phone's own (another start): refused as a different night.
    const other = await keepNightCopy(db, { ...night(), id: session.id });
    expect(other.ok).toBe(false);
    if (!other.ok) expect([other.error.code, other.error.differs]).toEqual(['different_night', ['start']]);
    expect(await copiesOf(db)).toEqual([]);

    expectOk(await keepNightCopy(db, night()));
    const own = expectOk(await listNights(db));
    expect(own.nights.map((s) => s.id)).toEqual([session.id]);
  });

  it('a full storage while keeping a copy is said in a player’s words, with a way out, and changes nothing', async () => {
    const db = freshDatabase();
    expectOk(await keepNightCopy(db, night(3)));
    const before = await copiesOf(db);
    const table = db.table('nightCopies');
    const put = table.put.bind(table);
    table.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const full = await keepNightCopy(db, night(5));
      expect(full.ok).toBe(false);
      if (!full.ok) {
        expect(full.error.code).toBe('storage_full');
        expect(full.error.message).toMatch(
          /storage is full.*Nothing was changed.*Delete a past night or a copy/,
        );
        expect(full.error.message).not.toMatch(/Quota|exceeded/i);
      }
      // Any other failure of the storage: also words, never the browser's own text.
      table.put = () => {
        throw new DOMException('Internal error opening backing store', 'UnknownError');
      };
      const failed = await keepNightCopy(db, night(5));
      expect(failed.ok).toBe(false);
      if (!failed.ok) {
        expect(failed.error.code).toBe('storage_failed');
        expect(failed.error.message).not.toMatch(/backing store|UnknownError/);
        expect(failed.error.message).toMatch(/try again/);
      }
    } finally {
      table.put = put;
    }
    expect(await copiesOf(db)).toEqual(before);
  });

  it('refuses a night that does not add up, writing nothing', async () => {
    const db = freshDatabase();
    const bad = night();
    bad.entries[0] = {
      ...bad.entries[0]!,
      kind: 'win',
      tai: 2,
      payment: { discarder: 1, others: 1, total: 3 },
    } as SharedNight['entries'][number];
    const before = await dumpDatabase(db);
    const result = await keepNightCopy(db, bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('invalid_night');
    expect(await dumpDatabase(db)).toEqual(before);
    expect(await copiesOf(db)).toEqual([]);
  });

  it('reads a copy back, deletes it, and says when there is none', async () => {
    const db = freshDatabase();
    expectOk(await keepNightCopy(db, night()));
    expect(expectOk(await getNightCopy(db, ID)).copy?.night.name).toBe('Fri, 13 Jun 2025');
    expectOk(await deleteNightCopy(db, ID));
    expect(expectOk(await getNightCopy(db, ID)).copy).toBeNull();
    const again = await deleteNightCopy(db, ID);
    expect(again.ok).toBe(false);
  });

  it('leaves a damaged stored copy out of the list and counts it', async () => {
    const db = freshDatabase();
    expectOk(await keepNightCopy(db, night()));
    await db
      .table('nightCopies')
      .put({ id: 'broken', createdAt: 3, night: { id: 'broken' }, keptAt: 1, updatedAt: 1 });
    const listed = expectOk(await listNightCopies(db));
    expect(listed.copies.map((c) => c.id)).toEqual([ID]);
    expect(listed.damaged).toBe(1);
    const read = await getNightCopy(db, 'broken');
    expect(read.ok).toBe(false);
  });

  it('compares own nights and kept copies together, oldest first', async () => {
    const db = freshDatabase();
    const { night: session } = expectOk(await createNight(db, sg));
    expectOk(await addEntry(db, session.id, selfDrawnWin(sg, 2, 3)));
    expectOk(await keepNightCopy(db, night(5)));
    const { nights, damaged } = expectOk(await loadComparedNights(db));
    expect(damaged).toBe(0);
    expect(nights.map((n) => [n.copy, n.ledger.rows.length])).toEqual([
      [true, 5],
      [false, 1],
    ]);
  });
});

describe('schema version 4', () => {
  it('adds the copies table and keeps every night written under version 2', async () => {
    const source = freshSource();
    const old = new Dexie('v2-to-v4', { indexedDB: source.indexedDB, IDBKeyRange: source.IDBKeyRange });
    for (const v of SCHEMA_VERSIONS.filter((s) => s.version <= 2)) {
      const declared = old.version(v.version).stores(v.stores);
      if (v.upgrade) declared.upgrade(v.upgrade);
    }
    // A night as version 2 wrote it: the night row with its summary, its players, hands, payments and undo.
    const entry = { ...discardWin(sg, 1, 0, 2), id: 'h1' };
    await old.table('sessions').add({
      id: 's1',
      createdAt: 1_000,
      updatedAt: 2_000,
      name: 'Night s1',
      settings: sg,
      status: 'open',
      totals: [-40, 80, -20, -20],
      entryCount: 1,
    });
    await old.table('players').bulkAdd(sg.players.map((name, index) => ({ sessionId: 's1', index, name })));
    await old.table('hands').add({ sessionId: 's1', id: 'h1', seq: 1, entry });
    await old.table('payments').add({ sessionId: 's1', entryId: 'h1', from: 0, to: 1, amount: 40 });
    await old
      .table('undo')
      .add({ sessionId: 's1', seq: 1, at: 2_000, action: 'add', entryId: 'h1', before: null });
    const tables = ['sessions', 'players', 'hands', 'payments', 'undo'];
    const before = await Promise.all(tables.map((t) => old.table(t).toArray()));
    old.close();

    const db = openDatabase('v2-to-v4', source);
    expect(await Promise.all(tables.map((t) => db.table(t).toArray()))).toEqual(before);
    expect(await db.table('nightCopies').count()).toBe(0);
    expect(db.verno).toBe(LATEST_VERSION);
    expectOk(await keepNightCopy(db, night()));
    expect(expectOk(await listNights(db)).nights.map((s) => s.id)).toEqual(['s1']);
  });
});
