// Saved tables on the phone: saved, listed, changed with the version they edited, deleted; rows checked on reading.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../core/options';
import { rulesOf } from '../core/house-rules';
import { table as nightTable } from '../core/ledger/testing';
import { listNights } from './ledger';
import {
  deleteTable,
  getSavedTable,
  listSavedTables,
  saveTable,
  updateTable,
  type SavedTableRow,
} from './saved-tables';
import { LATEST_VERSION, SCHEMA_VERSIONS, openDatabase } from './schema';
import { expectOk, freshDatabase, freshSource } from './testing';

const friday = {
  name: 'Friday at Auntie’s',
  profile: 'sg' as const,
  options: { fully_concealed: 1, shooter_pays: true, cap_tai: 10, unit: 20 },
};

describe('saved tables', () => {
  it('saves a table with its whole rule set, and lists it', async () => {
    const db = freshDatabase();
    const { table } = expectOk(await saveTable(db, { ...friday, name: '  Friday at Auntie’s ' }));
    expect(table).toMatchObject({ name: 'Friday at Auntie’s', profile: 'sg', version: 1 });
    expect(Object.keys(table.options).sort()).toEqual([...rulesOf('sg')].sort());
    expect(table.options).toMatchObject({
      fully_concealed: 1,
      shooter_pays: true,
      cap_tai: 10,
      unit: 20,
      min_tai: 1,
      pearl: 'd1',
    });
    const listed = expectOk(await listSavedTables(db));
    expect(listed.tables).toEqual([table]);
    expect(listed.unreadable).toEqual([]);
    expect(expectOk(await getSavedTable(db, table.id)).table).toEqual(table);
  });

  it('refuses a table without a name, a name already saved, or rules it cannot play, writing nothing', async () => {
    const db = freshDatabase();
    expectOk(await saveTable(db, friday));
    const noName = await saveTable(db, { ...friday, name: '   ' });
    expect(noName.ok || noName.error).toMatchObject({ code: 'invalid_name', field: 'name' });
    const same = await saveTable(db, { ...friday, name: 'FRIDAY AT AUNTIE’S' });
    expect(same.ok || same.error.code).toBe('table_name_taken');
    const bad = await saveTable(db, { ...friday, name: 'Other', options: { cap_tai: 20 } });
    expect(bad.ok || bad.error).toMatchObject({
      code: 'invalid_option',
      message: 'Cap must be a whole number of tai from 1 to 13.',
    });
    const foreign = await saveTable(db, { ...friday, name: 'Other', profile: 'sg-reference' });
    expect(foreign.ok || foreign.error.code).toBe('invalid_option');
    expect(expectOk(await listSavedTables(db)).tables).toHaveLength(1);
  });

  it('updates with the version it edited, and refuses a stale one with a message, changing nothing', async () => {
    const db = freshDatabase();
    const { table } = expectOk(await saveTable(db, friday));
    const first = expectOk(
      await updateTable(db, table.id, 1, { ...friday, options: { ...table.options, cap_tai: 8 } }),
    );
    expect(first.table).toMatchObject({ version: 2, options: { cap_tai: 8 } });
    const stale = await updateTable(db, table.id, 1, {
      ...friday,
      options: { ...table.options, cap_tai: 6 },
    });
    expect(stale.ok || stale.error).toMatchObject({ code: 'table_changed' });
    expect(stale.ok || stale.error.message).toContain(
      'was changed elsewhere since you opened it. Nothing was saved',
    );
    expect(expectOk(await getSavedTable(db, table.id)).table.options.cap_tai).toBe(8);
    const gone = await updateTable(db, 'nope', 1, friday);
    expect(gone.ok || gone.error.code).toBe('table_not_found');
  });

  it('deletes, refusing a delete of a table changed since it was shown', async () => {
    const db = freshDatabase();
    const { table } = expectOk(await saveTable(db, friday));
    expectOk(await updateTable(db, table.id, 1, { ...friday, name: 'Friday' }));
    const stale = await deleteTable(db, table.id, 1);
    expect(stale.ok || stale.error.code).toBe('table_changed');
    expectOk(await deleteTable(db, table.id, 2));
    expect(expectOk(await listSavedTables(db)).tables).toEqual([]);
    const again = await deleteTable(db, table.id, 2);
    expect(again.ok || again.error.code).toBe('table_not_found');
  });

  it('opens a table saved before a rule existed with that rule at its default', async () => {
    const db = freshDatabase();
    const old: SavedTableRow = {
      id: 'old',
      name: 'Old table',
      profile: 'sg',
      options: { min_tai: 2, cap_tai: 6, unit: 10, seven_pairs: 4 },
      version: 1,
      createdAt: 1,
      updatedAt: 1,
    };
    await db.table('savedTables').add(old);
    const { table } = expectOk(await getSavedTable(db, 'old'));
    expect(table.options).toEqual({
      ...pickAccepted(defaultOptions('sg')),
      min_tai: 2,
      cap_tai: 6,
      unit: 10,
      seven_pairs: 4,
    });
  });

  it('saves the table’s card with the rest, and refuses one it cannot play, naming the pattern', async () => {
    const db = freshDatabase();
    const hk = {
      name: 'Kowloon',
      profile: 'hk' as const,
      options: { unit: 100, values: { little_winds: 6 } },
    };
    const { table } = expectOk(await saveTable(db, hk));
    expect(table.options.values).toEqual({ little_winds: 6 });
    expect(expectOk(await getSavedTable(db, table.id)).table).toEqual(table);
    const changed = expectOk(
      await updateTable(db, table.id, 1, {
        ...hk,
        options: { ...table.options, values: { little_winds: 'limit', seat_flower: 0 } },
      }),
    ).table;
    // At the limit Little Four Winds is the profile's own: only the change that says something is kept.
    expect(changed.options.values).toEqual({ seat_flower: 0 });
    const bad = await saveTable(db, { ...hk, name: 'Other', options: { unit: 100, values: { animal: 2 } } });
    expect(bad.ok || bad.error).toMatchObject({ code: 'invalid_option', field: 'options.values.animal' });
    expect(bad.ok || bad.error.message).toContain('Animal');
    expect(bad.ok || bad.error.reason).toMatchObject({
      code: 'invalid_option',
      values: { why: 'card_other_profile' },
    });
  });

  it('opens a table saved before the card with its profile’s own card, and lists a damaged card as unreadable', async () => {
    const db = freshDatabase();
    await db.table('savedTables').add({
      id: 'before',
      name: 'Before the card',
      profile: 'hk',
      options: { min_tai: 3, cap_tai: 10, unit: 100, hk_payment: 'table' },
      version: 1,
      createdAt: 1,
      updatedAt: 1,
    });
    await db.table('savedTables').add({
      id: 'bad card',
      name: 'Bad card',
      profile: 'sg',
      options: { unit: 10, values: { full_flush: 20 } },
      version: 1,
      createdAt: 2,
      updatedAt: 2,
    });
    await db.table('savedTables').add({
      id: 'odd card',
      name: 'Odd card',
      profile: 'sg',
      options: { unit: 10, values: { full_flush: [6] } },
      version: 1,
      createdAt: 3,
      updatedAt: 3,
    });
    const listed = expectOk(await listSavedTables(db));
    expect(listed.tables.map((t) => [t.name, t.options.values])).toEqual([['Before the card', {}]]);
    expect(listed.unreadable).toEqual([
      {
        id: 'odd card',
        name: 'Odd card',
        reason: expect.stringContaining('is not what a saved table holds'),
      },
      {
        id: 'bad card',
        name: 'Bad card',
        reason: expect.stringContaining('Full Flush (full_flush) must be'),
      },
    ]);
  });

  it('lists a damaged row as unreadable, with its name and why, and it can still be deleted', async () => {
    const db = freshDatabase();
    expectOk(await saveTable(db, friday));
    await db.table('savedTables').add({
      id: 'broken',
      name: 'Broken',
      profile: 'sg',
      options: { cap_tai: 99 },
      version: 1,
      createdAt: 2,
      updatedAt: 2,
    });
    await db
      .table('savedTables')
      .add({ id: 'junk', name: 7, profile: 'mars', version: 'x', createdAt: 3, updatedAt: 3 });
    const listed = expectOk(await listSavedTables(db));
    expect(listed.tables.map((t) => t.name)).toEqual(['Friday at Auntie’s']);
    expect(listed.unreadable).toEqual([
      { id: 'junk', name: null, reason: expect.stringContaining('is not what a saved table holds') },
      { id: 'broken', name: 'Broken', reason: 'Cap must be a whole number of tai from 1 to 13.' },
    ]);
    const opened = await getSavedTable(db, 'broken');
    expect(opened.ok || opened.error.code).toBe('invalid_table');
    expectOk(await deleteTable(db, 'junk'));
    expect(expectOk(await listSavedTables(db)).unreadable.map((u) => u.id)).toEqual(['broken']);
  });
});

function pickAccepted(options: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(rulesOf('sg').map((id) => [id, options[id]]));
}

describe('schema version 3', () => {
  it('adds the saved tables and keeps every night written under version 2', async () => {
    const source = freshSource();
    const old = new Dexie('v2-to-v3', { indexedDB: source.indexedDB, IDBKeyRange: source.IDBKeyRange });
    for (const { version, stores, upgrade } of SCHEMA_VERSIONS.filter((s) => s.version <= 2)) {
      const declared = old.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
    await old.open();
    expect(old.tables.map((t) => t.name)).not.toContain('savedTables');
    // A night as version 2 writes it: settings, players, and its totals on the row.
    const settings = nightTable('sg', { unit: 10 });
    await old.table('sessions').add({
      id: 'night',
      createdAt: 1,
      updatedAt: 1,
      name: 'Night',
      settings,
      status: 'open',
      totals: [0, 0, 0, 0],
      entryCount: 0,
    });
    await old
      .table('players')
      .bulkAdd(settings.players.map((name, index) => ({ sessionId: 'night', index, name })));
    old.close();

    const db = openDatabase('v2-to-v3', source);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    expect(db.tables.map((t) => t.name)).toContain('savedTables');
    expect(expectOk(await listNights(db)).nights.map((s) => [s.id, s.unit, s.players])).toEqual([
      ['night', 10, settings.players],
    ]);
    expect(expectOk(await listSavedTables(db)).tables).toEqual([]);
    expectOk(await saveTable(db, friday));
    db.close();
  });
});
