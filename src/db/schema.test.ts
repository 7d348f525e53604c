// Schema migrations: data written under each older version survives opening with the current one.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { computeLedger, type LedgerEntry } from '../core/ledger';
import { discardWin, falseWin, selfDrawnWin, table, tablePayment } from '../core/ledger/testing';
import { addEntry, getNight, listNights, paymentRows, undoLast } from './ledger';
import { LATEST_VERSION, SCHEMA_VERSIONS, declareSchema, openDatabase, type IndexedDbSource } from './schema';
import { expectOk, freshSource, latestUndo } from './testing';

/** Version 1 exactly as published: a frozen copy, so an edit of a published version fails here. */
const V1_STORES = {
  sessions: 'id, createdAt, updatedAt, status',
  players: '[sessionId+index], sessionId',
  hands: '[sessionId+id], sessionId, [sessionId+seq]',
  payments: '++id, sessionId, [sessionId+entryId]',
};

const sg = table('sg', { unit: 10 });

function openAtVersion1(name: string, source: IndexedDbSource): Dexie {
  const db = new Dexie(name, { indexedDB: source.indexedDB, IDBKeyRange: source.IDBKeyRange });
  db.version(1).stores(V1_STORES);
  return db;
}

/** A night as version 1 wrote it: no totals or entry count on the row. */
async function writeVersion1Night(
  db: Dexie,
  id: string,
  createdAt: number,
  entries: LedgerEntry[],
): Promise<void> {
  await db
    .table('sessions')
    .add({ id, createdAt, updatedAt: createdAt, name: `Night ${id}`, settings: sg, status: 'open' });
  await db.table('players').bulkAdd(sg.players.map((name, index) => ({ sessionId: id, index, name })));
  await db
    .table('hands')
    .bulkAdd(entries.map((entry, i) => ({ sessionId: id, id: entry.id, seq: i + 1, entry })));
  await db.table('payments').bulkAdd(paymentRows(id, computeLedger(sg, entries).rows));
}

describe('schema versions', () => {
  it('are numbered from 1, in order, and version 1 is unchanged since it was published', () => {
    expect(SCHEMA_VERSIONS.map((v) => v.version)).toEqual(SCHEMA_VERSIONS.map((_, i) => i + 1));
    expect(SCHEMA_VERSIONS[0]!.stores).toEqual(V1_STORES);
    expect(LATEST_VERSION).toBe(6);
  });

  it('version 1: a new phone gets every table', async () => {
    const source = freshSource();
    const db = openAtVersion1('v1-fresh', source);
    await db.open();
    expect(db.tables.map((t) => t.name).sort()).toEqual(['hands', 'payments', 'players', 'sessions']);
    db.close();
  });

  it('version 2: sessions written under version 1 survive, gain their totals and entry count, and can be undone from then on', async () => {
    const source = freshSource();
    const old = openAtVersion1('v1-to-v2', source);
    const entries = [
      discardWin(sg, 1, 0, 2),
      tablePayment(2, 'concealed_kong'),
      selfDrawnWin(sg, 3, 1),
      falseWin(0),
    ];
    await writeVersion1Night(old, 'played', 1_000, entries);
    await writeVersion1Night(old, 'empty', 2_000, []);
    const oldHands = await old.table('hands').toArray();
    const oldPayments = await old.table('payments').toArray();
    old.close();

    const db = openDatabase('v1-to-v2', source);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    expect(await db.hands.toArray()).toEqual(oldHands);
    expect(await db.payments.toArray()).toEqual(oldPayments);
    expect(await db.players.count()).toBe(8);

    const expected = computeLedger(sg, entries).totals;
    expect(await db.sessions.get('played')).toMatchObject({
      totals: expected,
      entryCount: 4,
      name: 'Night played',
      status: 'open',
    });
    expect(await db.sessions.get('empty')).toMatchObject({ totals: [0, 0, 0, 0], entryCount: 0 });
    const { nights: sessions } = expectOk(await listNights(db));
    expect(sessions.map((s) => [s.id, s.totals])).toEqual([
      ['empty', [0, 0, 0, 0]],
      ['played', expected],
    ]);

    const { night: session } = expectOk(await getNight(db, 'played'));
    expect(session.entries).toEqual(entries);
    expect((await undoLast(db, 'played', await latestUndo(db, 'played'))).ok).toBe(false);
    expectOk(await addEntry(db, 'played', discardWin(sg, 2, 3, 1)));
    expect(expectOk(await undoLast(db, 'played', await latestUndo(db, 'played'))).night.totals).toEqual(
      expected,
    );
    db.close();
  });
});

describe('schema version 5 (live nights)', () => {
  it('nights written under version 4 open unchanged, local, and can be recorded into', async () => {
    const source = freshSource();
    const old = new Dexie('v4-to-v5', { indexedDB: source.indexedDB, IDBKeyRange: source.IDBKeyRange });
    declareSchema(old, 4);
    await old.open();
    const entries = [discardWin(sg, 1, 0, 2), tablePayment(2, 'concealed_kong'), selfDrawnWin(sg, 3, 1)];
    const totals = computeLedger(sg, entries).totals;
    await old.table('sessions').add({
      id: 'n1',
      createdAt: 1_000,
      updatedAt: 2_000,
      name: 'Night n1',
      settings: sg,
      status: 'open',
      totals,
      entryCount: 3,
    });
    await old.table('players').bulkAdd(sg.players.map((name, index) => ({ sessionId: 'n1', index, name })));
    await old
      .table('hands')
      .bulkAdd(entries.map((entry, i) => ({ sessionId: 'n1', id: entry.id, seq: i + 1, entry, version: i })));
    await old.table('payments').bulkAdd(paymentRows('n1', computeLedger(sg, entries).rows));
    await old
      .table('undo')
      .add({ sessionId: 'n1', seq: 1, at: 2_000, action: 'add', entryId: entries[2]!.id, before: null });
    await old.table('savedTables').add({ id: 't1', updatedAt: 5, name: 'Club' });
    await old.table('nightCopies').add({ id: 'c1', createdAt: 7 });
    const names = ['sessions', 'players', 'hands', 'payments', 'undo', 'savedTables', 'nightCopies'];
    const before = await Promise.all(names.map((t) => old.table(t).toArray()));
    old.close();

    const db = openDatabase('v4-to-v5', source);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    expect(await Promise.all(names.map((t) => db.table(t).toArray()))).toEqual(before);
    expect(await db.liveNights.count()).toBe(0);
    expect(await db.liveUpdates.count()).toBe(0);
    const { night: session } = expectOk(await getNight(db, 'n1'));
    expect(session.entries).toEqual(entries);
    expect(session.versions).toEqual([0, 1, 2]);
    expectOk(await addEntry(db, 'n1', discardWin(sg, 2, 3, 1)));
    expect(await db.liveUpdates.count()).toBe(0);
    db.close();
  });
});

describe('schema version 6 (formats)', () => {
  it('nights and live nights written under version 5 open unchanged, with no format noted yet', async () => {
    const source = freshSource();
    const old = new Dexie('v5-to-v6', { indexedDB: source.indexedDB, IDBKeyRange: source.IDBKeyRange });
    declareSchema(old, 5);
    await old.open();
    expect(old.tables.map((t) => t.name)).not.toContain('formats');
    const entries = [discardWin(sg, 1, 0, 2), selfDrawnWin(sg, 3, 1)];
    const totals = computeLedger(sg, entries).totals;
    for (const id of ['local', 'shared']) {
      await old.table('sessions').add({
        id,
        createdAt: 1_000,
        updatedAt: 2_000,
        name: `Night ${id}`,
        settings: sg,
        status: 'open',
        totals,
        entryCount: entries.length,
      });
      await old.table('players').bulkAdd(sg.players.map((name, index) => ({ sessionId: id, index, name })));
      await old
        .table('hands')
        .bulkAdd(entries.map((entry, i) => ({ sessionId: id, id: entry.id, seq: i + 1, entry, version: 0 })));
      await old.table('payments').bulkAdd(paymentRows(id, computeLedger(sg, entries).rows));
    }
    await old.table('liveNights').add({ id: 'shared', room: 'r'.repeat(22), server: '', confirmedSeq: 1 });
    await old.table('liveUpdates').bulkAdd([
      { nightId: 'shared', update: new Uint8Array([1, 2, 3]), local: 1 },
      { nightId: 'shared', update: new Uint8Array([4, 5]), local: 0 },
    ]);
    const names = ['sessions', 'players', 'hands', 'payments', 'liveNights', 'liveUpdates'];
    const before = await Promise.all(names.map((t) => old.table(t).toArray()));
    old.close();

    const db = openDatabase('v5-to-v6', source);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    expect(await Promise.all(names.map((t) => db.table(t).toArray()))).toEqual(before);
    expect(await db.formats.count()).toBe(0);
    const { night } = expectOk(await getNight(db, 'local'));
    expect(night.entries).toEqual(entries);
    expectOk(await addEntry(db, 'local', discardWin(sg, 2, 3, 1)));
    db.close();
  });
});
