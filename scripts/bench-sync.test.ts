// `npm run bench:sync` in small: a few tables for a few seconds, on one server and on two sharing
// PostgreSQL and Redis. The benchmark's phones write through the app's sync engine and the night log's
// writer, and the server checks every record: when what a record is changes, this fails here, in the
// suite, instead of the benchmark giving up unnoticed the next time someone runs it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { skipOrFail, warnOfSkips } from './ci-strict';
import { findPostgresBin, POSTGRES } from './ensure-postgres';
import { findRedisServer, REDIS } from './ensure-redis';

const BENCH = fileURLToPath(new URL('./bench-sync.ts', import.meta.url));
const run = promisify(execFile);

interface Figures {
  servers: number;
  store: string;
  rooms: number;
  clients: number;
  hands: number;
  deliveries: number;
  lost: number;
  updates_stored: number;
  updates_refused: number;
  p50_ms: number;
  p95_ms: number;
}

/** The benchmark's JSON for a short run: three tables, a hand every 0.4 s or so each, for two seconds. */
async function shortBench(...extra: string[]): Promise<Figures> {
  const args = ['--import', 'tsx', BENCH, '--json', '--rooms', '3', '--seconds', '2', '--interval-ms', '400'];
  const { stdout } = await run(process.execPath, [...args, '--workers', '1', ...extra], {
    timeout: 90_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Figures;
}

function expectEveryHandDelivered(figures: Figures): void {
  expect(figures.rooms).toBe(3);
  expect(figures.clients).toBe(12);
  // Every table recorded hands, and every hand reached the table's three other phones.
  expect(figures.hands).toBeGreaterThanOrEqual(3);
  expect(figures.deliveries).toBe(figures.hands * 3);
  expect(figures.lost).toBe(0);
  // The server checked and kept them: nothing refused, and at least one stored update a hand.
  expect(figures.updates_refused).toBe(0);
  expect(figures.updates_stored).toBeGreaterThanOrEqual(figures.hands);
  expect(Number.isFinite(figures.p95_ms)).toBe(true);
  expect(figures.p95_ms).toBeGreaterThanOrEqual(figures.p50_ms);
}

const postgres = findPostgresBin();
const redis = findRedisServer();
if (!postgres) warnOfSkips(POSTGRES);
if (!redis) warnOfSkips(REDIS);

describe('the sync benchmark, short', () => {
  it('one server: the phones’ records are checked, stored and delivered to every other phone', async () => {
    const figures = await shortBench();
    expect(figures).toMatchObject({ servers: 1, store: 'sqlite' });
    expectEveryHandDelivered(figures);
  });

  it('two servers sharing PostgreSQL and Redis: the same', async (context) => {
    if (!postgres) return context.skip(skipOrFail(POSTGRES));
    if (!redis) return context.skip(skipOrFail(REDIS));
    const figures = await shortBench('--servers', '2');
    expect(figures).toMatchObject({ servers: 2, store: 'postgres' });
    expectEveryHandDelivered(figures);
  });
});
