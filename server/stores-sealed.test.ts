// Nothing readable in the stores: a sealed night of the app's phones, with the players' names, amounts,
// a hand's note and a shared PayNow number, played through real sync servers; then everything a reader of
// the stores could take is searched for each of those, for the room's secret, its content key and its
// admission token: Redis's traffic (its MONITOR, two servers sharing the room through it), PostgreSQL's
// rows (every table), the SQLite files under SYNC_DATA (WAL included), and what an operator has: the
// servers' logs and /metrics. None is there. The same night in an older room (plain records) is searched
// the same way and its names and number are found: the search sees what is there to see.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import RedisClient from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEnvelope, LOG_KEY, roomKeysOf, toBase64url } from '@tai-table/night-log';
import * as Y from 'yjs';
import { skipOrFail, warnOfSkips } from '../scripts/ci-strict';
import { POSTGRES } from '../scripts/ensure-postgres';
import { REDIS } from '../scripts/ensure-redis';
import { discardWin, selfDrawnWin, table, tablePayment } from '../src/core/ledger/testing';
import { addEntry, createNight, getNight, type TaiTableDB } from '../src/db';
import { expectOk, freshDatabase } from '../src/db/testing';
import { configureLive, holdConnection } from '../src/sync/connection';
import { joinLive, makeLive } from '../src/sync/engine';
import { sharePayAddress } from '../src/sync/pay-share';
import { startTempPostgres, type TempPostgres } from './pg-testing';
import { PostgresRoomStore } from './pg-store';
import { SqliteRoomStore } from './room-store';
import { startRedis, type Child } from './stack';
import { testScope } from './test-scope';
import { newRoomName, PhoneWebSocket, startServerProcess, waitUntil, type ServerProcess } from './testing';

const { cleanups, tempDir } = testScope('tai-stores-sealed-');

let postgres: TempPostgres | null = null;
let redis: Child | null = null;
beforeAll(async () => {
  configureLive({ WebSocketPolyfill: PhoneWebSocket });
  [postgres, redis] = await Promise.all([startTempPostgres(), startRedis()]);
  if (!postgres) warnOfSkips(POSTGRES);
  if (!redis) warnOfSkips(REDIS);
}, 60_000);
afterAll(async () => {
  await postgres?.remove();
  await redis?.stop('SIGKILL');
});

// A unit of 1,234.57 dollars: every amount of the night has six digits or more, which neither a
// ciphertext's bytes nor base64url text hold by chance, so finding one would mean it is there.
const SETTINGS = table('sg', { unit: 123_457 });
const NIGHT_NAME = 'Friday at Tanjong Pagar';
const NOTE = 'flower pair for Siew Lan';
const PAYNOW = '+6591234567';

interface Played {
  /** The Hocuspocus document name the stores keep the room under. */
  room: string;
  /** What must not be readable anywhere, each with what it is. */
  secrets: Array<[what: string, text: string]>;
  /** The same in bytes (the keys as they are, besides their base64url). */
  bytes: Array<[what: string, value: Buffer]>;
}

/**
 * Phone A (on `serverA`) starts the night live and shares Mei Ling's PayNow number; phone B (on
 * `serverB`) joins; each records hands; both end with the same night. `secret` chooses the room: none, a
 * sealed one (what the app draws); 22 characters, an older room.
 */
async function playNight(serverA: string, serverB: string, secret?: string): Promise<Played> {
  const dbA = freshDatabase();
  const { night } = expectOk(await createNight(dbA, SETTINGS, NIGHT_NAME));
  const { link } = expectOk(await makeLive(dbA, night.id, serverA, secret));
  const onA = (await holdConnection(dbA, night.id))!;
  cleanups.push(() => onA.release());
  await waitUntil(
    'phone A live, its start acknowledged',
    () => onA.connection.state.status.kind === 'live' && onA.connection.live.waiting === 0,
  );
  const dbB = freshDatabase();
  const { nightId } = expectOk(await joinLive(dbB, { ...link, server: serverB }));
  const onB = (await holdConnection(dbB, nightId))!;
  cleanups.push(() => onB.release());
  await waitUntil('phone B live', () => onB.connection.state.status.kind === 'live');

  const phones: Array<[TaiTableDB, string]> = [
    [dbA, night.id],
    [dbB, nightId],
  ];
  const nights = async () =>
    Promise.all(phones.map(async ([db, id]) => expectOk(await getNight(db, id)).night));
  /** Waits until both phones hold `count` entries and the same totals. */
  const bothHave = async (count: number) => {
    let agreed = false;
    await waitUntil(
      `both phones have ${count} entries and the same totals`,
      () => {
        void nights().then((both) => {
          agreed =
            both.every((n) => n.entries.length === count) &&
            JSON.stringify(both[0]!.totals) === JSON.stringify(both[1]!.totals);
        });
        return agreed;
      },
      30_000,
    );
  };

  expectOk(await sharePayAddress(dbA, night.id, 1, { scheme: 'paynow', kind: 'mobile', value: PAYNOW }));
  // One hand after the other, each seen by both phones first (hands recorded at once would be a conflict to settle).
  const hands = [discardWin(SETTINGS, 1, 0, 3), selfDrawnWin(SETTINGS, 2, 4)];
  expectOk(await addEntry(dbA, night.id, hands[0]!));
  await bothHave(1);
  expectOk(await addEntry(dbB, nightId, hands[1]!));
  await bothHave(2);
  expectOk(await addEntry(dbB, nightId, tablePayment(3, 'bonus_later', NOTE)));
  await bothHave(3);
  await waitUntil(
    'nothing waiting on either phone',
    () => onA.connection.live.waiting === 0 && onB.connection.live.waiting === 0,
  );
  const [read] = await nights();

  const amounts = new Set<number>();
  for (const hand of hands)
    for (const amount of Object.values(hand.payment)) if (amount !== null) amounts.add(Math.abs(amount));
  for (const total of read!.totals) amounts.add(Math.abs(total));
  amounts.delete(0);
  const digits = [...amounts].map(String);
  // The search means something only for amounts long enough not to be in random bytes or text by chance.
  expect(digits.length).toBeGreaterThanOrEqual(4);
  for (const each of digits) expect(each.length).toBeGreaterThanOrEqual(6);

  const keys = roomKeysOf(link.room);
  return {
    room: keys?.roomId ?? link.room,
    secrets: [
      ...SETTINGS.players.map((name): [string, string] => ['a player’s name', name]),
      ['the night’s name', NIGHT_NAME],
      ['a hand’s note', NOTE],
      ['the PayNow number', PAYNOW.slice(1)],
      ...digits.map((amount): [string, string] => ['an amount', amount]),
      ['the room’s secret', link.room],
      ...(keys
        ? [
            ['the admission token', keys.admitToken] as [string, string],
            ['the content key', toBase64url(keys.contentKey)] as [string, string],
          ]
        : []),
    ],
    bytes: keys ? [['the content key’s bytes', Buffer.from(keys.contentKey)]] : [],
  };
}

/** Which of `played`'s secrets `haystack` holds (as text, or its keys as bytes). */
function foundIn(haystack: Buffer, played: Played): string[] {
  return [
    ...played.secrets.filter(([, text]) => haystack.includes(Buffer.from(text))),
    ...played.bytes.filter(([, value]) => haystack.includes(value)),
  ].map(([what, text]) => `${what} (${String(text).slice(0, 24)})`);
}

/**
 * What a store gives back for the sealed room holds its log and nothing else, and every item of the log
 * is an envelope (format, kind, phone key, sealed content, signature): no field in the clear beside them.
 * This covers what a byte search cannot: an older room's plain record keeps its amounts as Yjs numbers,
 * not as text.
 */
function expectOnlyEnvelopes(stored: Uint8Array | null, entries: number): void {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, stored!);
  expect([...doc.share.keys()]).toEqual([LOG_KEY]);
  const log = doc.getArray<unknown>(LOG_KEY).toArray();
  // The start, the PayNow number and the entries, at least.
  expect(log.length).toBeGreaterThanOrEqual(entries + 2);
  expect(log.filter((item) => !isEnvelope(item))).toEqual([]);
}

/** Redis's MONITOR: every command any client sends it, as Redis prints them (binary escaped, text as is). */
async function monitorRedis(url: string): Promise<() => Buffer> {
  const client = new RedisClient(url, { lazyConnect: true });
  await client.connect();
  const monitor = await client.monitor();
  cleanups.push(() => {
    monitor.disconnect();
    client.disconnect();
  });
  let heard = '';
  monitor.on('monitor', (_time: string, args: string[]) => {
    heard += `${args.join(' ')}\n`;
  });
  return () => Buffer.from(heard);
}

/** Every value of every row of every table of the database at `url`. */
async function everyRow(url: string): Promise<Buffer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const parts: Buffer[] = [];
    for (const { name } of tables) {
      const { rows } = await client.query<Record<string, unknown>>(`SELECT * FROM "${name}"`);
      for (const row of rows)
        for (const value of Object.values(row))
          parts.push(Buffer.isBuffer(value) ? value : Buffer.from(String(value)));
    }
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['rooms', 'updates', 'admissions']),
    );
    return Buffer.concat(parts);
  } finally {
    await client.end();
  }
}

async function metricsOf(server: ServerProcess): Promise<Buffer> {
  const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  return Buffer.from(await response.text());
}

async function serverProcess(env: Record<string, string>): Promise<ServerProcess> {
  // DEBUG=*: ioredis and anything else using `debug` write what they do, all of it an operator's log.
  const started = await startServerProcess({ PORT: '0', DEBUG: '*', ...env });
  cleanups.push(() => started.kill('SIGKILL'));
  return started;
}

describe('a sealed night leaves nothing readable', () => {
  it('in Redis’s traffic between two servers, PostgreSQL’s rows, their logs and /metrics', async (context) => {
    if (!postgres) return context.skip(skipOrFail(POSTGRES));
    if (!redis) return context.skip(skipOrFail(REDIS));
    for (const older of [false, true]) {
      const database = `stores_${older ? 'older' : 'sealed'}`;
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const databaseUrl = postgres.url.replace(/\/tai$/, `/${database}`);
      const heard = await monitorRedis(redis.url);
      const env = { SYNC_DATABASE_URL: databaseUrl, REDIS_URL: redis.url, SYNC_DATA: tempDir() };
      const servers = [await serverProcess(env), await serverProcess(env)];
      const played = await playNight(servers[0]!.url, servers[1]!.url, older ? newRoomName() : undefined);
      // Redis carried the night from one server to the other (the phones are on different servers).
      expect(heard().length).toBeGreaterThan(0);
      const places: Array<[string, Buffer]> = [
        ['Redis’s traffic', heard()],
        ['PostgreSQL’s rows', await everyRow(databaseUrl)],
        ...(await Promise.all(
          servers.map(async (server, i): Promise<[string, Buffer]> => [
            `server ${i + 1}’s log and /metrics`,
            Buffer.concat([Buffer.from(server.output()), await metricsOf(server)]),
          ]),
        )),
      ];
      if (!older) {
        for (const [place, haystack] of places)
          expect([place, foundIn(haystack, played)]).toEqual([place, []]);
        const store = await PostgresRoomStore.open(databaseUrl, { warn: () => {} });
        expectOnlyEnvelopes(await store.load(played.room), 3);
        await store.close();
      } else {
        // The older room's plain records: the same search finds the number and the note (with a player's
        // name) in the traffic between the servers and in the rows.
        for (const [place, haystack] of places.slice(0, 2)) {
          const found = foundIn(haystack, played);
          for (const expected of ['the PayNow number (6591234567)', `a hand’s note (${NOTE})`])
            expect([place, found]).toEqual([place, expect.arrayContaining([expected])]);
        }
      }
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    }
  }, 180_000);

  it('in the SQLite files under SYNC_DATA, the log and /metrics of a server on its own', async () => {
    for (const older of [false, true]) {
      // Not the scope's folder: it is read after the scope's cleanups ran.
      const dataDir = mkdtempSync(join(tmpdir(), 'tai-stores-sqlite-'));
      const server = await serverProcess({ SYNC_DATA: dataDir });
      const played = await playNight(server.url, server.url, older ? newRoomName() : undefined);
      const operator = Buffer.concat([Buffer.from(server.output()), await metricsOf(server)]);
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
      // Stopped (the phones gone, then SIGKILL): the files as they are on the disk, the WAL included.
      const files = Buffer.concat(readdirSync(dataDir).map((file) => readFileSync(join(dataDir, file))));
      expect(readdirSync(dataDir).length).toBeGreaterThan(0);
      if (!older) {
        expect(foundIn(files, played)).toEqual([]);
        expect(foundIn(operator, played)).toEqual([]);
        const store = new SqliteRoomStore(dataDir, Date.now, () => {});
        expectOnlyEnvelopes(await store.load(played.room), 3);
        await store.close();
      } else {
        const found = foundIn(files, played);
        expect(found).toEqual(
          expect.arrayContaining(['a player’s name (Ah Beng)', 'the PayNow number (6591234567)']),
        );
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
