// Two sync servers sharing PostgreSQL and Redis, a phone straight on each (no balancer to take a server
// out), and Redis stopped: neither server can pass its phone's hands to the other's, so neither phone may
// say Live. Each server tells its phones (a stateless message), and again when Redis is back; then the
// rooms are made whole again between the servers at once, without waiting for the next change, and both
// phones hold both hands, with the same totals. A phone joining while Redis is down is never told Live.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { selfDrawnWin, table, tablePayment } from '../src/core/ledger/testing';
import { addEntry, createNight, getNight, type TaiTableDB } from '../src/db';
import { expectOk, freshDatabase } from '../src/db/testing';
import { configureLive, holdConnection } from '../src/sync/connection';
import { joinLive, makeLive } from '../src/sync/engine';
import type { LiveStatus } from '../src/sync/types';
import { skipOrFail, warnOfSkips } from '../scripts/ci-strict';
import { POSTGRES } from '../scripts/ensure-postgres';
import { REDIS } from '../scripts/ensure-redis';
import { startTempPostgres, type TempPostgres } from './pg-testing';
import { startRedis, type Child } from './stack';
import { freePort, PhoneWebSocket, startServerProcess, waitUntil, type ServerProcess } from './testing';

const sg = table('sg', { unit: 10 });
let postgres: TempPostgres | null = null;
let redis: Child | null = null;
const servers: ServerProcess[] = [];
const folders: string[] = [];
const released: Array<() => void> = [];

beforeAll(async () => {
  configureLive({ WebSocketPolyfill: PhoneWebSocket });
  [postgres, redis] = await Promise.all([startTempPostgres(), startRedis()]);
  if (!postgres) warnOfSkips(POSTGRES);
  if (!redis) warnOfSkips(REDIS);
}, 60_000);
afterAll(async () => {
  for (const release of released) release();
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  await postgres?.remove();
  await redis?.stop('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  configureLive({ WebSocketPolyfill: WebSocket });
});

const statusOf = (held: { connection: { state: { status: LiveStatus } } }) => held.connection.state.status;
const waitingOf = (held: { connection: { state: { status: LiveStatus } } }) => {
  const status = statusOf(held);
  return 'waiting' in status ? status.waiting : 0;
};
const entryIds = async (db: TaiTableDB, nightId: string) =>
  expectOk(await getNight(db, nightId))
    .night.entries.map((entry) => entry.id)
    .sort();
const totals = async (db: TaiTableDB, nightId: string) => expectOk(await getNight(db, nightId)).night.totals;

describe('two servers, a phone straight on each, Redis stopped', () => {
  it('neither phone says Live while its server cannot share; both are whole and Live again once Redis is back', async (context) => {
    if (!postgres) return context.skip(skipOrFail(POSTGRES));
    if (!redis) return context.skip(skipOrFail(REDIS));
    const env = (port: number) => {
      const folder = mkdtempSync(join(tmpdir(), 'tai-apart-'));
      folders.push(folder);
      return {
        PORT: String(port),
        SYNC_DATA: folder,
        SYNC_DATABASE_URL: postgres!.url,
        REDIS_URL: redis!.url,
      };
    };
    const ports = [await freePort(), await freePort()];
    servers.push(...(await Promise.all(ports.map((port) => startServerProcess(env(port))))));
    const [one, two] = servers as [ServerProcess, ServerProcess];

    const a = freshDatabase();
    const b = freshDatabase();
    const { night } = expectOk(await createNight(a, sg, 'Friday night'));
    const { link } = expectOk(await makeLive(a, night.id, one.url));
    const onA = (await holdConnection(a, night.id))!;
    released.push(() => onA.release());
    await waitUntil(
      'the night on the server',
      () => statusOf(onA).kind === 'live' && waitingOf(onA) === 0,
      15_000,
    );
    const { nightId } = expectOk(await joinLive(b, { room: link.room, server: two.url }));
    const onB = (await holdConnection(b, nightId))!;
    released.push(() => onB.release());
    await waitUntil(
      'both phones Live, each counting two',
      () =>
        [onA, onB].every(
          (held) => JSON.stringify(statusOf(held)) === '{"kind":"live","waiting":0,"phones":2}',
        ),
      15_000,
    );

    // Redis goes: each server says so to its phone, and neither says Live.
    await redis!.stop('SIGKILL');
    await waitUntil(
      `both phones apart (they say ${JSON.stringify([statusOf(onA), statusOf(onB)])})`,
      () => statusOf(onA).kind === 'apart' && statusOf(onB).kind === 'apart',
      10_000,
    );
    const handOnA = selfDrawnWin(sg, 1, 2);
    // A kong payment on the other: not a hand, so the two are no conflict, and both count.
    const handOnB = tablePayment(3, 'exposed_kong');
    expectOk(await addEntry(a, night.id, handOnA));
    expectOk(await addEntry(b, nightId, handOnB));
    // Each server took its phone's hand (nothing waits), yet neither phone has the other's.
    await waitUntil(
      'each hand acknowledged by its own server',
      () => [onA, onB].every((held) => statusOf(held).kind === 'apart' && waitingOf(held) === 0),
      10_000,
    );
    expect(await entryIds(a, night.id)).toEqual([handOnA.id]);
    expect(await entryIds(b, nightId)).toEqual([handOnB.id]);

    // A phone opening the night on server one meanwhile is told at once: never Live.
    const c = freshDatabase();
    const { nightId: onCNight } = expectOk(await joinLive(c, link));
    const onC = (await holdConnection(c, onCNight))!;
    released.push(() => onC.release());
    const seenOnC = new Set<string>();
    onC.connection.subscribe(() => seenOnC.add(statusOf(onC).kind));
    await waitUntil('the third phone apart', () => statusOf(onC).kind === 'apart', 10_000);
    expect(seenOnC.has('live')).toBe(false);

    // Redis is back, on its port: the servers say so, and make the rooms whole between them at once.
    redis = await startRedis(redis!.port);
    await waitUntil(
      `every phone Live again (they say ${JSON.stringify([statusOf(onA), statusOf(onB), statusOf(onC)])})`,
      () => [onA, onB, onC].every((held) => statusOf(held).kind === 'live'),
      20_000,
    );
    const both = [handOnA.id, handOnB.id].sort();
    for (const [db, id] of [
      [a, night.id],
      [b, nightId],
      [c, onCNight],
    ] as const) {
      const deadline = Date.now() + 15_000;
      while (JSON.stringify(await entryIds(db, id)) !== JSON.stringify(both)) {
        if (Date.now() > deadline) throw new Error(`rows are ${JSON.stringify(await entryIds(db, id))}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(await totals(b, nightId)).toEqual(await totals(a, night.id));
    expect(await totals(c, onCNight)).toEqual(await totals(a, night.id));
    expect(one.output() + two.output()).toMatch(/cannot share rooms with the other servers/);
    expect(one.output() + two.output()).toMatch(/sharing rooms with the other servers again/);
  });
});
