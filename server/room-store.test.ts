// The rooms' stores, SQLite and PostgreSQL, held to the same promises: what a server finds after a crash,
// what the snapshot folds and what it must keep (another server's updates and snapshot), which rooms the
// sweep forgets, no room name anywhere in the tables, a sealed room's admission (the first phone's token's
// hash, and no token), and PostgreSQL's migrations from nothing and from the schema before. One throwaway
// PostgreSQL cluster for the file; a database of its own for each test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { skipOrFail, warnOfSkips } from '../scripts/ci-strict';
import { POSTGRES } from '../scripts/ensure-postgres';
import { migrate, MIGRATIONS, PostgresRoomStore } from './pg-store';
import { startTempPostgres, type TempPostgres } from './pg-testing';
import { admitTokenHash, fromBase64url, roomKeysOf } from '@tai-table/night-log';
import { newRoomName, newRoomSecret } from './testing';
import { SqliteRoomStore } from './room-store';
import { roomKey, type RoomStore } from './store';

const DAY = 24 * 60 * 60 * 1000;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let postgres: TempPostgres | null = null;
let databases = 0;
beforeAll(async () => {
  postgres = await startTempPostgres();
  if (!postgres) warnOfSkips(POSTGRES);
}, 60_000);
afterAll(async () => {
  await postgres?.remove();
});

/** A new, empty database on the file's cluster: its URL. */
async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: postgres!.url });
  await admin.connect();
  databases += 1;
  const name = `t${databases}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return postgres!.url.replace(/\/tai$/, `/${name}`);
}

interface Kind {
  name: 'sqlite' | 'postgres';
  /** A store on a new, empty place; `reopen` opens another store on the same place (as after a crash, or a second server). */
  make(
    now?: () => number,
  ): Promise<{ store: RoomStore; reopen: () => Promise<RoomStore>; everything: () => Promise<Buffer> }>;
}

const sqlite: Kind = {
  name: 'sqlite',
  make: async (now = Date.now) => {
    const dir = mkdtempSync(join(tmpdir(), 'tai-rooms-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const open = async () => {
      const store = new SqliteRoomStore(dir, now, () => {});
      cleanups.push(() => store.close());
      return store;
    };
    const { readFileSync, readdirSync } = await import('node:fs');
    return {
      store: await open(),
      reopen: open,
      everything: async () => Buffer.concat(readdirSync(dir).map((file) => readFileSync(join(dir, file)))),
    };
  },
};

const postgresKind: Kind = {
  name: 'postgres',
  make: async (now = Date.now) => {
    const url = await freshDatabase();
    const open = async () => {
      const store = await PostgresRoomStore.open(url, { now, warn: () => {} });
      cleanups.push(() => store.close());
      return store;
    };
    const everything = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const rooms = await client.query<{ key: Buffer; state: Buffer }>('SELECT key, state FROM rooms');
      const updates = await client.query<{ key: Buffer; data: Buffer }>('SELECT key, data FROM updates');
      const admissions = await client.query<{ key: Buffer; token_hash: Buffer }>(
        'SELECT key, token_hash FROM admissions',
      );
      await client.end();
      return Buffer.concat([
        ...rooms.rows.flatMap((row) => [row.key, row.state]),
        ...updates.rows.flatMap((row) => [row.key, row.data]),
        ...admissions.rows.flatMap((row) => [row.key, row.token_hash]),
      ]);
    };
    return { store: await open(), reopen: open, everything };
  },
};

/** A document and the updates it produced, as the server's document emits them. */
function night(): { doc: Y.Doc; updates: Uint8Array[] } {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  return { doc, updates };
}

function entriesOf(state: Uint8Array | null): string[] {
  const doc = new Y.Doc();
  if (state) Y.applyUpdate(doc, state);
  return [...doc.getMap('entries').keys()].sort();
}

describe.each([sqlite, postgresKind])('$name store', (kind) => {
  const needsPostgres = () => kind.name === 'postgres' && !postgres;

  it('gives back, after a crash, updates appended but never snapshotted', async (context) => {
    if (needsPostgres()) return context.skip(skipOrFail(POSTGRES));
    const room = newRoomName();
    const { doc, updates } = night();
    const { store, reopen } = await kind.make();
    doc.getMap('entries').set('hand-1', { tai: 1 });
    await store.append(room, updates[0]!);
    await store.save(room, doc);
    doc.getMap('entries').set('hand-2', { tai: 2 });
    doc.getMap('entries').set('hand-3', { tai: 3 });
    for (const update of updates.slice(1)) await store.append(room, update);
    // No close, no second save: as if the process died here.
    const reopened = await reopen();
    expect(entriesOf(await reopened.load(room))).toEqual(['hand-1', 'hand-2', 'hand-3']);
    expect(await reopened.load(newRoomName())).toBeNull();
  });

  it('folds into the snapshot only the updates the document holds, and merges a snapshot it lacks', async (context) => {
    if (needsPostgres()) return context.skip(skipOrFail(POSTGRES));
    const room = newRoomName();
    const { store, reopen } = await kind.make();
    const other = await reopen();
    // Two servers with the same room: each has a hand the other has not yet heard of (Redis was slow).
    const one = night();
    const two = night();
    one.doc.getMap('entries').set('on-one', { tai: 1 });
    two.doc.getMap('entries').set('on-two', { tai: 2 });
    await store.append(room, one.updates[0]!);
    await other.append(room, two.updates[0]!);
    await store.save(room, one.doc);
    // The row of server two's hand is not in server one's snapshot: it stays.
    expect(entriesOf(await other.load(room))).toEqual(['on-one', 'on-two']);
    await other.save(room, two.doc);
    // Server two's snapshot lacks server one's hand: merged with the stored one, not written over it.
    const third = await reopen();
    expect(entriesOf(await third.load(room))).toEqual(['on-one', 'on-two']);
    expect(await third.roomCount()).toBe(1);
  });

  it('forgets rooms unused for the set number of days, keeping recent and open ones', async (context) => {
    if (needsPostgres()) return context.skip(skipOrFail(POSTGRES));
    let now = 1_000 * DAY;
    const { store } = await kind.make(() => now);
    const [old, openOld, recent, onlyUpdates] = [newRoomName(), newRoomName(), newRoomName(), newRoomName()];
    const { doc, updates } = night();
    doc.getMap('entries').set('hand', { tai: 1 });
    for (const room of [old, openOld]) await store.save(room, doc);
    await store.append(onlyUpdates, updates[0]!);
    now += 91 * DAY;
    await store.save(recent, doc);
    expect(await store.roomCount()).toBe(4);

    expect(await store.forget(90, [openOld])).toBe(2);
    expect(await store.load(old)).toBeNull();
    expect(await store.load(onlyUpdates)).toBeNull();
    expect(entriesOf(await store.load(openOld))).toEqual(['hand']);
    expect(entriesOf(await store.load(recent))).toEqual(['hand']);

    // Loading a room marks it used: 89 days after the loads above both are kept, 91 days after, they go.
    now += 89 * DAY;
    expect(await store.forget(90, [])).toBe(0);
    now += 2 * DAY;
    expect(await store.forget(90, [openOld])).toBe(1);
    expect(await store.load(recent)).toBeNull();
    expect(entriesOf(await store.load(openOld))).toEqual(['hand']);
  });

  it('keeps rooms under a hash of their name, never the name', async (context) => {
    if (needsPostgres()) return context.skip(skipOrFail(POSTGRES));
    const room = newRoomName();
    const { store, everything } = await kind.make();
    const { doc, updates } = night();
    doc.getMap('entries').set('hand', { tai: 1 });
    await store.append(room, updates[0]!);
    await store.save(room, doc);
    await store.append(room, updates[0]!);
    if (kind.name === 'sqlite') await store.close();
    const bytes = await everything();
    expect(bytes.includes(Buffer.from(room))).toBe(false);
    expect(bytes.includes(roomKey(room))).toBe(true);
  });
});

describe.each([sqlite, postgresKind])('$name store, a sealed room’s admission', (kind) => {
  const needsPostgres = () => kind.name === 'postgres' && !postgres;
  const { roomId } = roomKeysOf(newRoomSecret())!;
  const hashOf = (token: string) => fromBase64url(admitTokenHash(token))!;

  it('admits by the first phone’s token, then only by that token, after a restart too; and keeps only its hash', async (context) => {
    if (needsPostgres()) return context.skip(skipOrFail(POSTGRES));
    const { store, reopen, everything } = await kind.make();
    const { admitToken } = roomKeysOf(newRoomSecret())!;
    const other = roomKeysOf(newRoomSecret())!.admitToken;
    expect(await store.admit(roomId, hashOf(admitToken))).toBe(true);
    expect(await store.admit(roomId, hashOf(admitToken))).toBe(true);
    expect(await store.admit(roomId, hashOf(other))).toBe(false);
    // Another room is a room of its own: its first phone sets its token.
    const { roomId: elsewhere } = roomKeysOf(newRoomSecret())!;
    expect(await store.admit(elsewhere, hashOf(other))).toBe(true);
    const again = await reopen();
    expect(await again.admit(roomId, hashOf(admitToken))).toBe(true);
    expect(await again.admit(roomId, hashOf(other))).toBe(false);
    if (kind.name === 'sqlite') {
      await store.close();
      await again.close();
    }
    const bytes = await everything();
    expect(bytes.includes(Buffer.from(admitToken))).toBe(false);
    expect(bytes.includes(Buffer.from(roomId))).toBe(false);
    expect(bytes.includes(Buffer.from(hashOf(admitToken)))).toBe(true);
  });

  it('forgets a room’s admission with the room, and one of a room never written to after as long', async (context) => {
    if (needsPostgres()) return context.skip(skipOrFail(POSTGRES));
    let now = 1_000 * DAY;
    const { store } = await kind.make(() => now);
    const keysOf = () => roomKeysOf(newRoomSecret())!;
    const [written, joinedOnly, open] = [keysOf(), keysOf(), keysOf()];
    for (const each of [written, joinedOnly, open])
      expect(await store.admit(each.roomId, hashOf(each.admitToken))).toBe(true);
    const { doc } = night();
    doc.getMap('entries').set('hand', { tai: 1 });
    await store.save(written.roomId, doc);
    now += 91 * DAY;
    await store.forget(90, [open.roomId]);
    // Forgotten, a room is new again: its next first phone sets the token.
    const stranger = hashOf(roomKeysOf(newRoomSecret())!.admitToken);
    expect(await store.admit(written.roomId, stranger)).toBe(true);
    expect(await store.admit(joinedOnly.roomId, stranger)).toBe(true);
    expect(await store.admit(open.roomId, stranger)).toBe(false);
  });
});

describe('PostgreSQL migrations', () => {
  it('build the schema from an empty database, and twice is once', async (context) => {
    if (!postgres) return context.skip(skipOrFail(POSTGRES));
    const url = await freshDatabase();
    const store = await PostgresRoomStore.open(url, { warn: () => {} });
    cleanups.push(() => store.close());
    const again = await PostgresRoomStore.open(url, { warn: () => {} });
    cleanups.push(() => again.close());
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    cleanups.push(() => client.end());
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    await again.ping();
  });

  it('bring a database of the previous schema up to date, keeping its rooms', async (context) => {
    if (!postgres) return context.skip(skipOrFail(POSTGRES));
    const url = await freshDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    cleanups.push(() => client.end());
    expect(await migrate(client, MIGRATIONS.length - 1)).toBe(MIGRATIONS.length - 1);
    // A room written by a server of the previous schema.
    const room = newRoomName();
    const { doc, updates } = night();
    doc.getMap('entries').set('hand-1', { tai: 1 });
    doc.getMap('entries').set('hand-2', { tai: 2 });
    await client.query('INSERT INTO rooms (key, state, last_used) VALUES ($1, $2, $3)', [
      roomKey(room),
      Buffer.from(updates[0]!),
      Date.now(),
    ]);
    await client.query('INSERT INTO updates (key, data, at) VALUES ($1, $2, $3)', [
      roomKey(room),
      Buffer.from(updates[1]!),
      Date.now(),
    ]);
    await expect(client.query('SELECT * FROM admissions')).rejects.toThrow(/admissions/);

    const store = await PostgresRoomStore.open(url, { warn: () => {} });
    cleanups.push(() => store.close());
    const { rows } = await client.query<{ version: number }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    expect(rows[0]!.version).toBe(MIGRATIONS.length);
    await store.ping();
    expect(entriesOf(await store.load(room))).toEqual(['hand-1', 'hand-2']);
  });
});
