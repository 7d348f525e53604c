// An acknowledgement is a promise: the server acknowledges an update only once it is stored.
// A full disk (a real one: a 2 MB tmpfs) and a stopped PostgreSQL refuse updates instead, keep the room
// working from what is stored, say so on /ready, in the metrics and in one log line, and the phones keep
// the change waiting; nothing acknowledged is lost across SIGKILL, and the room works again when the
// store does. Also: a throwing listener does not wedge a room, SIGTERM closes phones with 1012 and stores
// every room in bounded time, and /health, /ready, /metrics answer without a room name.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { skipOrFail, warnOfSkips } from '../scripts/ci-strict';
import { POSTGRES } from '../scripts/ensure-postgres';
import { DEFAULTS } from './config';
import { startTempPostgres, type TempPostgres } from './pg-testing';
import { newRoomName } from './testing';
import { SERVER_RESTART } from './lifecycle';
import { startSyncServer } from './start';
import { recordedIds, recordEntry } from './log-testing';
import { testScope } from './test-scope';
import { startServerProcess, waitUntil, type Phone, type ServerProcess } from './testing';

const { cleanups, tempDir, phone } = testScope('tai-durable-');

function entries(target: Phone): string[] {
  return recordedIds(target.doc);
}

async function serverProcess(env: Record<string, string>): Promise<ServerProcess> {
  const started = await startServerProcess(env);
  cleanups.push(() => started.kill('SIGKILL'));
  return started;
}

async function get(port: number, path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, body: await response.text() };
}

/** The value of a metric line (its name with labels, as printed), or 0 when absent. */
function metric(text: string, line: string): number {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

/** Records `id` on the phone and answers whether the server acknowledged it within `withinMs`. */
async function recordAcknowledged(
  target: Phone,
  id: string,
  value: { tai?: number; note?: string },
  withinMs = 2_500,
): Promise<boolean> {
  recordEntry(target.doc, id, value.note === undefined ? { kind: 'win', tai: value.tai } : value);
  return waitUntil(`${id} acknowledged`, () => target.synced(), withinMs).then(
    () => true,
    () => false,
  );
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

describe('a full disk (SQLite on a 2 MB tmpfs)', () => {
  it.skipIf(!isRoot)(
    'refuses what it cannot store, loses nothing acknowledged across SIGKILL, and works again when space returns',
    async () => {
      const disk = mkdtempSync(join(tmpdir(), 'tai-full-disk-'));
      const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', disk], {
        encoding: 'utf8',
      });
      if (mounted.status !== 0) throw new Error(`mount tmpfs failed: ${mounted.stderr}`);
      cleanups.push(() => {
        spawnSync('umount', ['-l', disk]);
        rmSync(disk, { recursive: true, force: true });
      });
      const env = { PORT: '0', SYNC_DATA: disk };
      let server = await serverProcess(env);
      const room = newRoomName();
      const writer = phone(server.url, room);
      const reader = phone(server.url, room);
      await waitUntil('both synced', () => writer.synced() && reader.synced());

      // Leave about 200 kB, then record 8 kB hands until one is not acknowledged.
      const { bavail, bsize } = statfsSync(disk);
      writeFileSync(join(disk, 'filler'), Buffer.alloc(Math.max(0, bavail * bsize - 200 * 1024)));
      const acknowledged: string[] = [];
      let refused: string | null = null;
      for (let hand = 1; hand <= 200 && refused === null; hand += 1) {
        const id = `hand-${String(hand).padStart(3, '0')}`;
        if (
          await recordAcknowledged(writer, id, { note: `${hand}`.repeat((8 * 1024) / String(hand).length) })
        )
          acknowledged.push(id);
        else refused = id;
      }
      expect(refused).not.toBeNull();
      expect(acknowledged.length).toBeGreaterThan(3);

      // Refused and said so: /ready, the metrics, one log line; the room serves what is stored.
      expect((await get(server.port, '/ready')).status).toBe(503);
      const metrics = (await get(server.port, '/metrics')).body;
      expect(metric(metrics, 'tai_sync_updates_refused_total{reason="store-failed"}')).toBeGreaterThanOrEqual(
        1,
      );
      expect(metric(metrics, 'tai_sync_updates_applied_total')).toBeGreaterThanOrEqual(acknowledged.length);
      // Said once per change of state, not once per refused update: a second "failing" only after the
      // store was found working again in between (the readiness probe may find room for its small write
      // once the refusal is old, on a slow machine, and the writer's waiting hand then fails anew).
      const storeStates = server.output().match(/store: (failing|working again)/g) ?? [];
      expect(storeStates[0]).toBe('store: failing');
      storeStates.forEach((state, i) => {
        if (i > 0) expect(state).not.toBe(storeStates[i - 1]);
      });
      await waitUntil(
        'the reader has every acknowledged hand',
        () => entries(reader).length === acknowledged.length,
      );
      expect(entries(reader)).toEqual(acknowledged);
      expect(writer.provider.unsyncedChanges).toBeGreaterThan(0);

      await server.kill('SIGKILL');
      rmSync(join(disk, 'filler'));
      server = await serverProcess({ ...env, PORT: String(server.port) });
      const after = phone(server.url, room);
      await waitUntil('a new phone synced after the restart', () => after.synced());
      for (const id of acknowledged) expect(entries(after)).toContain(id);
      // The writer kept its refused hand waiting: with space back it is stored and reaches the others.
      await waitUntil(
        'the refused hand arrives once there is space',
        () => entries(after).includes(refused!) && writer.synced(),
        20_000,
      );
      expect((await get(server.port, '/ready')).status).toBe(200);
      expect(server.output()).not.toContain(room);
    },
    60_000,
  );
});

describe('a stopped PostgreSQL', () => {
  let postgres: TempPostgres | null = null;
  beforeAll(async () => {
    postgres = await startTempPostgres();
    if (!postgres) warnOfSkips(POSTGRES);
  }, 60_000);
  afterAll(async () => {
    await postgres?.remove();
  });

  it('refuses while the database is down, keeps the change waiting, loses nothing acknowledged across SIGKILL', async (context) => {
    if (!postgres) return context.skip(skipOrFail(POSTGRES));
    const env = { PORT: '0', SYNC_DATA: tempDir(), SYNC_DATABASE_URL: postgres.url };
    let server = await serverProcess(env);
    const room = newRoomName();
    const writer = phone(server.url, room);
    const reader = phone(server.url, room);
    await waitUntil('both synced', () => writer.synced() && reader.synced());
    for (const id of ['hand-1', 'hand-2', 'hand-3'])
      expect(await recordAcknowledged(writer, id, { tai: 1 })).toBe(true);

    await postgres.stop('SIGQUIT');
    expect(await recordAcknowledged(writer, 'hand-4', { tai: 4 }, 2_000)).toBe(false);
    expect((await get(server.port, '/ready')).status).toBe(503);
    const metrics = (await get(server.port, '/metrics')).body;
    expect(metric(metrics, 'tai_sync_updates_refused_total{reason="store-failed"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      metric(metrics, 'tai_sync_store_errors_total{store="postgres",operation="append"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(entries(reader)).toEqual(['hand-1', 'hand-2', 'hand-3']);
    // A phone opening a room the server cannot load now is told to try again, not refused for good.
    const elsewhere = phone(server.url, newRoomName());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(elsewhere.refusals).toEqual([]);
    expect(elsewhere.synced()).toBe(false);

    await postgres.start();
    await waitUntil(
      'the waiting hand is stored and acknowledged once the database is back',
      () => writer.synced() && entries(reader).includes('hand-4'),
      20_000,
    );
    await waitUntil('the other room opens once the database is back', () => elsewhere.synced(), 20_000);
    expect(elsewhere.refusals).toEqual([]);
    expect((await get(server.port, '/ready')).status).toBe(200);
    expect(server.output().match(/store: failing/g)?.length).toBe(1);
    expect(server.output()).toContain('store: working again');

    await server.kill('SIGKILL');
    server = await serverProcess({ ...env, PORT: String(server.port) });
    const after = phone(server.url, room);
    await waitUntil(
      'a new phone synced after the restart',
      () => after.synced() && entries(after).length === 4,
    );
    expect(entries(after)).toEqual(['hand-1', 'hand-2', 'hand-3', 'hand-4']);
    expect(server.output()).not.toContain(room);
  }, 60_000);
});

describe('the server, in process', () => {
  it('keeps relaying and storing a room whose listener throws', async () => {
    const dataDir = tempDir();
    const config = { ...DEFAULTS, port: 0, dataDir };
    const lines: string[] = [];
    const broken = {
      async afterLoadDocument({ document }: { document: import('yjs').Doc }) {
        document.on('update', () => {
          throw new Error('a listener broke');
        });
      },
    };
    let server = await startSyncServer(config, { log: (line) => lines.push(line), extensions: [broken] });
    const url = `ws://127.0.0.1:${server.port}`;
    const room = newRoomName();
    const a = phone(url, room);
    const b = phone(url, room);
    await waitUntil('both synced', () => a.synced() && b.synced());
    for (const id of ['hand-1', 'hand-2', 'hand-3']) recordEntry(a.doc, id);
    await waitUntil('every hand relayed to the other phone', () => entries(b).length === 3 && a.synced());
    const metrics = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    expect(metric(metrics, 'tai_sync_listener_errors_total')).toBeGreaterThanOrEqual(3);
    expect(lines.some((line) => line.includes('a listener broke'))).toBe(true);
    a.destroy();
    b.destroy();
    await server.close();
    server = await startSyncServer({ ...config, port: 0 }, { log: () => {} });
    cleanups.push(() => server.close());
    const c = phone(`ws://127.0.0.1:${server.port}`, room);
    await waitUntil('the room was stored', () => c.synced() && entries(c).length === 3);
  });

  it('answers /health, /ready and /metrics, with no room name in the figures', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    cleanups.push(() => quiet.mockRestore());
    const server = await startSyncServer({ ...DEFAULTS, port: 0, dataDir: tempDir() }, { log: () => {} });
    cleanups.push(() => server.close());
    const room = newRoomName();
    const a = phone(`ws://127.0.0.1:${server.port}`, room);
    await waitUntil('synced', () => a.synced());
    recordEntry(a.doc, 'hand');
    await waitUntil('acknowledged', () => a.synced());
    expect(await get(server.port, '/health')).toEqual({ status: 200, body: 'ok\n' });
    expect(await get(server.port, '/ready')).toEqual({ status: 200, body: 'ready\n' });
    const { status, body } = await get(server.port, '/metrics');
    expect(status).toBe(200);
    expect(metric(body, 'tai_sync_rooms_loaded')).toBe(1);
    expect(metric(body, 'tai_sync_connections')).toBe(1);
    expect(metric(body, 'tai_sync_updates_applied_total')).toBeGreaterThanOrEqual(1);
    expect(body).toContain('tai_sync_store_seconds_bucket{le="0.005",operation="append"}');
    expect(body).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(body).toContain('tai_sync_redis_errors_total');
    expect(body).not.toContain(room);
  });
});

describe('SIGTERM', () => {
  it('closes phones with 1012 at once, stores every room, and exits in bounded time', async () => {
    const dataDir = tempDir();
    let server = await serverProcess({ PORT: '0', SYNC_DATA: dataDir });
    const room = newRoomName();
    const a = phone(server.url, room);
    const codes: number[] = [];
    a.provider.configuration.websocketProvider.on('close', ({ event }: { event: { code: number } }) =>
      codes.push(event.code),
    );
    await waitUntil('synced', () => a.synced());
    expect(await recordAcknowledged(a, 'hand-1', { tai: 1 })).toBe(true);
    const from = Date.now();
    await server.kill('SIGTERM');
    const took = Date.now() - from;
    expect(took).toBeLessThan(DEFAULTS.closeWithinMs + 2_000);
    await waitUntil('the phone was told', () => codes.length > 0);
    expect(codes[0]).toBe(SERVER_RESTART.code);
    a.destroy();
    server = await serverProcess({ PORT: '0', SYNC_DATA: dataDir });
    const b = phone(server.url, room);
    await waitUntil('the room was kept', () => b.synced() && entries(b).includes('hand-1'));
  });
});

describe('the acknowledgement', () => {
  it('waits for the store, and comes in the order the updates were sent', async () => {
    const { SqliteRoomStore } = await import('./room-store');
    const inner = new SqliteRoomStore(tempDir(), Date.now, () => {});
    /** Each append waits for its own release, so the test decides when each update is stored. */
    const held: Array<{ release: () => void; stored: boolean }> = [];
    let holding = false; // the night's start, which each phone brings when it joins, is stored at once
    const store = Object.assign(Object.create(inner) as typeof inner, {
      append: async (name: string, update: Uint8Array) => {
        if (!holding) return inner.append(name, update);
        const hold = { release: () => {}, stored: false };
        held.push(hold);
        await new Promise<void>((resolve) => {
          hold.release = resolve;
        });
        await inner.append(name, update);
        hold.stored = true;
      },
    });
    const server = await startSyncServer(
      { ...DEFAULTS, port: 0, dataDir: tempDir() },
      { log: () => {}, store },
    );
    cleanups.push(() => server.close());
    const room = newRoomName();
    const a = phone(`ws://127.0.0.1:${server.port}`, room);
    const b = phone(`ws://127.0.0.1:${server.port}`, room);
    await waitUntil('both synced', () => a.synced() && b.synced());
    holding = true;

    recordEntry(a.doc, 'hand-1');
    await waitUntil('the first write is under way', () => held.length === 1);
    recordEntry(a.doc, 'hand-2');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Neither is acknowledged, applied or relayed while its write is held; the second waits for the first.
    expect(a.provider.unsyncedChanges).toBe(2);
    expect(entries(b)).toEqual([]);
    expect(held).toHaveLength(1);
    held[0]!.release();
    await waitUntil(
      'the first is acknowledged and relayed',
      () => a.provider.unsyncedChanges === 1 && entries(b).length === 1,
    );
    expect(entries(b)).toEqual(['hand-1']);
    await waitUntil('the second write is under way', () => held.length === 2);
    expect(held[0]!.stored).toBe(true);
    held[1]!.release();
    await waitUntil('both acknowledged', () => a.synced() && entries(b).length === 2);
  });
});
