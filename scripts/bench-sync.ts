// `npm run --silent bench:sync -- [--rooms 200] [--seconds 30] [--interval-ms 3000] [--workers 2] [--servers N] [--json]`
// `npm run --silent bench:sync -- --find [--max-rooms 1000] [--step 200] [--json]`
//
// Many tables of four phones on one sync server, over the loopback: the server is a child process
// (server/sync-server.ts, reporting its own memory), the phones are real Hocuspocus providers with their
// own Y.Doc, spread over worker processes. Each table's night is started by one of its phones, and every
// few seconds one of them records a hand (a win with its tiles): the phones write what the app writes,
// through its sync engine (src/sync/doc.ts) and the night log's one writer (@tai-table/night-log), so the
// server checks and stores each record as it does a phone's. The other three time its arrival. Prints
// rooms, clients, p50/p95 latency and the server's memory a room. `--find` steps the number of rooms up
// until p95 passes 250 ms or a room costs more than 200 kB, and reports the largest that stayed within both.
//
// `--servers N`: N servers (each with a data folder of its own) sharing a throwaway PostgreSQL and a
// Redis (server/stack.ts), the production shape; each table's four phones are spread over the servers
// (phone j of table k on server (k + j) mod N, as a balancer spreading phones by least connections
// would), so a hand crosses Redis on its way to most of the table. Without it: one server on SQLite.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import * as Y from 'yjs';
import { logOf, newPhoneKeys, roomKeysOf, SECRET_BYTES } from '@tai-table/night-log';
import { newId } from '../src/db/ids';
import { applyDocChange, seedNight } from '../src/sync/doc';
import { BIG_NIGHT_SETTINGS, bigNightEntry } from './big-night';
import { randomId } from '../src/core/random-ids';
import { sealDoc, sealedRoomFor } from '../src/sync/sealed';
import { startStack, type Stack } from '../server/stack';
import {
  connectPhone,
  freePort,
  startServerProcess,
  waitUntil,
  type Phone,
  type ServerProcess,
} from '../server/testing';

const P95_BOUND_MS = 250;
const BYTES_PER_ROOM_BOUND = 200_000;
const PHONES_PER_ROOM = 4;

interface Options {
  rooms: number;
  seconds: number;
  intervalMs: number;
  workers: number;
  json: boolean;
  find: boolean;
  maxRooms: number;
  step: number;
  /** 0: one server on SQLite; N ≥ 1: N servers sharing PostgreSQL and Redis. */
  servers: number;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    rooms: 200,
    seconds: 30,
    intervalMs: 3_000,
    workers: 2,
    json: false,
    find: false,
    maxRooms: 1_000,
    step: 200,
    servers: 0,
  };
  const numeric: Record<string, keyof Options> = {
    '--rooms': 'rooms',
    '--seconds': 'seconds',
    '--interval-ms': 'intervalMs',
    '--workers': 'workers',
    '--max-rooms': 'maxRooms',
    '--step': 'step',
    '--servers': 'servers',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i]!;
    if (flag === '--json') options.json = true;
    else if (flag === '--find') options.find = true;
    else if (flag in numeric) {
      const value = Number(argv[i + 1]);
      if (!Number.isSafeInteger(value) || value < 1)
        throw new Error(`${flag} takes a whole number of at least 1`);
      (options[numeric[flag]!] as number) = value;
      i += 1;
    } else throw new Error(`Unknown flag ${flag}`);
  }
  // Bounded: the benchmark never opens more than 1,500 rooms (6,000 sockets) or runs a round past 5 minutes.
  options.rooms = Math.min(options.rooms, 1_500);
  options.maxRooms = Math.min(options.maxRooms, 1_500);
  options.seconds = Math.min(options.seconds, 300);
  options.servers = Math.min(options.servers, 4);
  return options;
}

/** A table's night, started by its first phone: the settings of the ledger benchmark's long night. */
function startNight(phone: BenchPhone): void {
  const meta = { id: newId(), name: 'Bench night', createdAt: Date.now(), settings: BIG_NIGHT_SETTINGS };
  seedNight(phone.doc, { ...meta, status: 'open' }, [], phone.id);
}

/**
 * Records the `hand`th hand of the bench on `phone` as the app does (a win with its tiles, most often:
 * scripts/big-night.ts), and gives back where its record starts in the document (the phone's Yjs client
 * and clock), by which every other phone knows it on arrival whatever a record holds. Null: nothing
 * was written (the phone does not have the night's start yet).
 */
function recordHand(phone: BenchPhone, hand: number): string | null {
  const { doc } = phone;
  const clock = Y.getState(doc.store, doc.clientID);
  applyDocChange(doc, { kind: 'record', entry: { ...bigNightEntry(hand), id: newId() } }, 'bench', phone.id);
  return Y.getState(doc.store, doc.clientID) > clock ? `${doc.clientID}:${clock}` : null;
}

/** Calls `arrived` with where each record another phone wrote starts (see recordHand), as it arrives. */
function onArrival(doc: Y.Doc, arrived: (where: string) => void): void {
  logOf(doc).observe((event, transaction) => {
    if (transaction.local) return;
    for (const item of event.changes.added) {
      for (let clock = item.id.clock; clock < item.id.clock + item.length; clock += 1)
        arrived(`${item.id.client}:${clock}`);
    }
  });
}

/** A phone of the bench: its connection and document, and its id in the night's log. */
type BenchPhone = Phone & { id: string };

/**
 * A phone of a sealed room, as the app's phones are since every invitation draws a 32-byte secret: a key
 * pair of its own, the room id and admission token from the secret, and a document whose records the
 * app's sync engine seals and signs (src/sync/sealed.ts), so the server checks each envelope as a
 * phone's.
 */
function benchPhone(url: string, secret: string): BenchPhone {
  const keys = newPhoneKeys();
  const room = sealedRoomFor(secret, keys);
  const admission = roomKeysOf(secret);
  if (room === null || admission === null)
    throw new Error('The bench drew a room secret the app would not take.');
  const doc = new Y.Doc();
  sealDoc(doc, room);
  return { ...connectPhone(url, room.roomId, doc, admission.admitToken), id: keys.publicKey };
}

/** A room's secret, drawn as the app draws an invitation's (src/sync/engine.ts, newRoomSecret). */
const newRoomSecret = (): string => randomId(SECRET_BYTES, 'base64url');

/** Every phone of a table holds the night's start, and has nothing left to send. */
const tableReady = (table: readonly BenchPhone[]): boolean =>
  table.every((phone) => phone.synced() && logOf(phone.doc).length > 0);

const now = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------------------------------------------
// Worker: holds its share of the rooms' phones.

type ToWorker =
  { type: 'start'; urls: string[]; rooms: string[]; intervalMs: number } | { type: 'go'; seconds: number };
type FromWorker =
  | { type: 'ready' }
  | {
      type: 'done';
      latencies: number[];
      hands: number;
      received: number;
      cpuMs: number;
      loopDelayP99Ms: number;
    }
  | { type: 'failed'; message: string };

async function worker(): Promise<void> {
  const send = (message: FromWorker) => process.send?.(message);
  const phones: BenchPhone[][] = [];
  let intervalMs = 3_000;
  const latencies: number[] = [];
  let hands = 0;
  let received = 0;
  /** When each hand was recorded, by where its record starts (see recordHand). */
  const sent = new Map<string, number>();

  process.on('message', async (message: ToWorker) => {
    try {
      if (message.type === 'start') {
        intervalMs = message.intervalMs;
        // Tables sit down a few at a time, as they would through an evening, not all in one instant.
        for (let i = 0; i < message.rooms.length; i += 10) {
          const batch = message.rooms.slice(i, i + 10).map((room, k) => {
            const { urls } = message;
            const table = Array.from({ length: PHONES_PER_ROOM }, (_, j) =>
              benchPhone(urls[(i + k + j) % urls.length]!, room),
            );
            for (const phone of table) {
              onArrival(phone.doc, (where) => {
                const sentAt = sent.get(where);
                if (sentAt === undefined) return;
                latencies.push(now() - sentAt);
                received += 1;
              });
            }
            startNight(table[0]!);
            return table;
          });
          await waitUntil('a batch of tables synced', () => batch.every(tableReady), 60_000);
          phones.push(...batch);
        }
        send({ type: 'ready' });
      } else if (message.type === 'go') {
        const stopAt = Date.now() + message.seconds * 1_000;
        const cpuFrom = process.cpuUsage();
        const loopDelay = monitorEventLoopDelay({ resolution: 10 });
        loopDelay.enable();
        const timers = phones.map((table, index) => {
          // Each table plays at its own pace: a hand every interval, give or take half of it.
          const next = (): NodeJS.Timeout =>
            setTimeout(
              () => {
                if (Date.now() >= stopAt) return;
                const writer = table[Math.floor(Math.random() * table.length)]!;
                const at = now();
                const where = recordHand(writer, hands);
                if (where !== null) {
                  sent.set(where, at);
                  hands += 1;
                }
                timers[index] = next();
              },
              intervalMs * (0.5 + Math.random()),
            );
          return next();
        });
        await new Promise((resolve) => setTimeout(resolve, message.seconds * 1_000));
        for (const timer of timers) clearTimeout(timer);
        // Stragglers: wait until every hand reached the other three phones, or give up after 10 s.
        await waitUntil(
          'every hand delivered',
          () => received >= hands * (PHONES_PER_ROOM - 1),
          10_000,
        ).catch(() => undefined);
        loopDelay.disable();
        const cpu = process.cpuUsage(cpuFrom);
        send({
          type: 'done',
          latencies,
          hands,
          received,
          cpuMs: Math.round((cpu.user + cpu.system) / 1_000),
          loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e6),
        });
        for (const table of phones) for (const phone of table) phone.destroy();
        setTimeout(() => process.exit(0), 200);
      }
    } catch (error) {
      send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
}

// ---------------------------------------------------------------------------------------------------
// Parent: starts the server and the workers, gathers the figures.

interface RoundResult {
  /** Sync servers. */
  servers: number;
  /** Where the rooms were kept: one server on SQLite (no --servers), or PostgreSQL shared with Redis. */
  store: 'sqlite' | 'postgres';
  rooms: number;
  clients: number;
  hands: number;
  deliveries: number;
  lost: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  /** Updates the servers stored and acknowledged (every phone's sync and every record, warm-up included). */
  updates_stored: number;
  /** Updates the servers' check of the night's log refused: any is a bench writing what no phone writes. */
  updates_refused: number;
  /** The largest of the servers' RSS growth a room (each server's is in servers_bytes_per_room). */
  server_bytes_per_room: number;
  servers_bytes_per_room: number[];
  server_heap_bytes_per_room: number;
  server_rss_mb: number;
  server_cpu_percent: number;
  /** Each server's CPU while the hands were recorded, in percent of one core. */
  servers_cpu_percent: number[];
  load_average_1m: number;
  server_loop_delay_p99_ms: number;
  server_loop_delay_max_ms: number;
  workers_cpu_percent: number[];
  workers_loop_delay_p99_ms: number[];
  seconds: number;
  interval_ms: number;
  workers: number;
  within_bounds: boolean;
}

/**
 * A few tables come and go before the baseline is read, so the server's one-off costs (code compiled
 * on first use, SQLite's page cache, V8's young generation grown to its working size) are not
 * counted against the rooms measured.
 */
async function warmUp(server: ServerProcess): Promise<void> {
  const { url } = server;
  const tables = Array.from({ length: 8 }, () => {
    const room = newRoomSecret();
    return Array.from({ length: PHONES_PER_ROOM }, () => benchPhone(url, room));
  });
  for (const table of tables) startNight(table[0]!);
  const phones = tables.flat();
  await waitUntil('the warm-up tables synced', () => tables.every(tableReady), 60_000);
  const HANDS = 5;
  for (let hand = 0; hand < HANDS; hand += 1) {
    for (const table of tables) {
      if (recordHand(table[hand % PHONES_PER_ROOM]!, hand) === null)
        throw new Error('A warm-up phone could not record a hand: it does not hold the night’s start.');
    }
  }
  // A refusal ends the wait at once: a bench whose records the server refuses says so and why.
  await waitUntil(
    'the warm-up hands delivered',
    () =>
      updatesRefused(server) > 0 ||
      phones.every((phone) => logOf(phone.doc).length === 1 + HANDS && phone.synced()),
    60_000,
  );
  if (updatesRefused(server) > 0) {
    const reasons = [...new Set(server.output().match(/refused an update: \w+/g) ?? [])];
    throw new Error(`The sync server refused the bench's records (${reasons.join(', ')}).`);
  }
  for (const phone of phones) phone.destroy();
}

/** Updates the server stored and acknowledged since it started (its `/metrics`, as an operator reads them). */
async function updatesStored(server: ServerProcess): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
  const line = /^tai_sync_updates_applied_total (\d+)/m.exec(text);
  if (!line) throw new Error('The sync server’s /metrics no longer says how many updates it stored.');
  return Number(line[1]);
}

/** Updates the server's check of the log refused, from its log (one line each, server/log-guard.ts). */
const updatesRefused = (server: ServerProcess): number =>
  server.output().match(/refused an update: /g)?.length ?? 0;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function spawnWorker(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--worker'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function nextMessage<T extends FromWorker['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<FromWorker, { type: T }>> {
  return new Promise((resolve, reject) => {
    const listen = (message: FromWorker) => {
      if (message.type === 'failed') reject(new Error(`bench worker failed: ${message.message}`));
      if (message.type !== type) return;
      child.off('message', listen);
      resolve(message as Extract<FromWorker, { type: T }>);
    };
    child.on('message', listen);
    child.once('exit', (code) => reject(new Error(`bench worker exited (${code})`)));
  });
}

async function round(rooms: number, options: Options, log: (line: string) => void): Promise<RoundResult> {
  const clients = rooms * PHONES_PER_ROOM;
  let dataDir: string | null = null;
  let stack: Stack | null = null;
  let servers: ServerProcess[];
  if (options.servers > 0) {
    stack = await startStack({
      count: options.servers,
      nodeArgs: ['--expose-gc'],
      env: { SYNC_MAX_CONNECTIONS_PER_ADDRESS: String(clients + 100) },
    });
    if (!stack)
      throw new Error(
        '--servers needs PostgreSQL and Redis: `npm run --silent ensure-postgres` and `ensure-redis` say what to install',
      );
    servers = stack.servers;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'tai-bench-sync-'));
    servers = [
      await startServerProcess(
        {
          PORT: String(await freePort()),
          SYNC_DATA: dataDir,
          // Every phone of the benchmark comes from 127.0.0.1.
          SYNC_MAX_CONNECTIONS_PER_ADDRESS: String(clients + 100),
        },
        ['--expose-gc'],
      ),
    ];
  }
  const urls = servers.map((server) => server.url);
  const statsOfAll = () => Promise.all(servers.map((server) => server.stats()));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const workers = Array.from({ length: Math.min(options.workers, rooms) }, spawnWorker);
  try {
    for (const server of servers) await warmUp(server);
    let before = await statsOfAll();
    for (let tries = 0; before.some((stats) => stats.rooms > 0) && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      before = await statsOfAll();
    }
    const names = Array.from({ length: rooms }, () => newRoomSecret());
    log(`${rooms} rooms, ${clients} phones on ${servers.length} server(s): connecting…`);
    await Promise.all(
      workers.map((child, index) => {
        const ready = nextMessage(child, 'ready');
        child.send({
          type: 'start',
          urls,
          rooms: names.filter((_, i) => i % workers.length === index),
          intervalMs: options.intervalMs,
        } satisfies ToWorker);
        return ready;
      }),
    );
    log(`recording for ${options.seconds} s…`);
    const recordingFrom = await statsOfAll();
    const results = await Promise.all(
      workers.map((child) => {
        const done = nextMessage(child, 'done');
        child.send({ type: 'go', seconds: options.seconds } satisfies ToWorker);
        return done;
      }),
    );
    // Memory with every room loaded, after the hands (the phones are still connected until 'done').
    const loaded = await statsOfAll();
    const stored = sum(await Promise.all(servers.map(updatesStored)));
    const refused = sum(servers.map(updatesRefused));
    const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
    const hands = results.reduce((total, result) => total + result.hands, 0);
    const deliveries = results.reduce((total, result) => total + result.received, 0);
    // What one server holds a room (the bound is a server's): with several, each loads every room whose
    // phones it serves, so the largest of them is the figure.
    const serversBytesPerRoom = loaded.map((stats, i) => Math.round((stats.rss - before[i]!.rss) / rooms));
    const bytesPerRoom = Math.max(...serversBytesPerRoom);
    const p95 = percentile(latencies, 95);
    const round1 = (value: number) => Math.round(value * 10) / 10;
    const cpuPercent = (i: number) =>
      Math.round(((loaded[i]!.cpuMs - recordingFrom[i]!.cpuMs) / (options.seconds * 1_000)) * 100);
    log(
      `server memory before → loaded (rss): ${before.map((stats, i) => `${stats.rss} → ${loaded[i]!.rss}`).join(', ')}`,
    );
    return {
      servers: servers.length,
      store: stack ? 'postgres' : 'sqlite',
      rooms,
      clients,
      hands,
      deliveries,
      lost: hands * (PHONES_PER_ROOM - 1) - deliveries,
      updates_stored: stored,
      updates_refused: refused,
      p50_ms: round1(percentile(latencies, 50)),
      p95_ms: round1(p95),
      p99_ms: round1(percentile(latencies, 99)),
      max_ms: round1(latencies.at(-1) ?? Number.NaN),
      server_bytes_per_room: bytesPerRoom,
      servers_bytes_per_room: serversBytesPerRoom,
      server_heap_bytes_per_room: Math.max(
        ...loaded.map((stats, i) => Math.round((stats.heapUsed - before[i]!.heapUsed) / rooms)),
      ),
      server_rss_mb: Math.round(sum(loaded.map((stats) => stats.rss)) / 1e6),
      /** The servers' CPU while the hands were recorded (and delivered), in percent of one core, all servers together. */
      server_cpu_percent: sum(servers.map((_, i) => cpuPercent(i))),
      servers_cpu_percent: servers.map((_, i) => cpuPercent(i)),
      load_average_1m: Math.round(loadavg()[0]! * 10) / 10,
      server_loop_delay_p99_ms: Math.max(...loaded.map((stats) => stats.loopDelayP99Ms)),
      server_loop_delay_max_ms: Math.max(...loaded.map((stats) => stats.loopDelayMaxMs)),
      /** The phones' processes: CPU in percent of one core each, and their event loops' worst delays (99th percentile). */
      workers_cpu_percent: results.map((result) =>
        Math.round((result.cpuMs / (options.seconds * 1_000)) * 100),
      ),
      workers_loop_delay_p99_ms: results.map((result) => result.loopDelayP99Ms),
      seconds: options.seconds,
      interval_ms: options.intervalMs,
      workers: workers.length,
      within_bounds:
        p95 <= P95_BOUND_MS &&
        bytesPerRoom <= BYTES_PER_ROOM_BOUND &&
        hands * (PHONES_PER_ROOM - 1) === deliveries &&
        refused === 0,
    };
  } finally {
    for (const child of workers) child.kill('SIGKILL');
    if (stack) await stack.stop();
    else await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const log = (line: string) => {
    if (!options.json) process.stderr.write(`bench:sync: ${line}\n`);
  };
  const machine = { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version };
  if (!options.find) {
    const result = await round(options.rooms, options, log);
    const report = { ...result, machine };
    process.stdout.write(
      options.json ? `${JSON.stringify(report)}\n` : `${JSON.stringify(report, null, 2)}\n`,
    );
    return;
  }
  const rounds: RoundResult[] = [];
  for (let rooms = options.step; rooms <= options.maxRooms; rooms += options.step) {
    const result = await round(rooms, options, log);
    rounds.push(result);
    log(
      `${rooms} rooms: p95 ${result.p95_ms} ms, ${result.server_bytes_per_room} B a room, ${result.lost} lost`,
    );
    if (!result.within_bounds) break;
  }
  const largest = rounds.filter((result) => result.within_bounds).at(-1)?.rooms ?? 0;
  const report = {
    largest_rooms_within_bounds: largest,
    bounds: { p95_ms: P95_BOUND_MS, server_bytes_per_room: BYTES_PER_ROOM_BOUND },
    rounds,
    machine,
  };
  process.stdout.write(options.json ? `${JSON.stringify(report)}\n` : `${JSON.stringify(report, null, 2)}\n`);
}

if (process.argv.includes('--worker')) {
  void worker();
} else {
  main().catch((error: unknown) => {
    process.stderr.write(`bench:sync: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
