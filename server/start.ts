// Builds and starts the sync server: its configuration (the store its rooms are kept in, Hocuspocus's
// settings), its extensions (server/extensions.ts), its front door (server/front.ts: HTTP for `/health`,
// `/ready` and `/metrics`, WebSockets bounded by the guard) and its life after the start
// (server/lifecycle.ts: the forget sweep, the figures, the close). Rooms are kept in SQLite under
// SYNC_DATA, or PostgreSQL when SYNC_DATABASE_URL is set, and shared between servers through Redis when
// it is set (server/redis.ts).
import { Hocuspocus, type Configuration, type Extension } from '@hocuspocus/server';
import type { SyncServerConfig } from './config';
import { roomExtensions } from './extensions';
import { openFront } from './front';
import { ConnectionGuard } from './guard';
import { closeServer, RoomsUnloaded, startStats, startSweeping, type SyncStats } from './lifecycle';
import { SyncMetrics } from './metrics';
import { Persistence } from './persistence';
import { PostgresRoomStore } from './pg-store';
import { readinessCheck, type Readiness } from './readiness';
import { linkRedis } from './redis';
import { SqliteRoomStore } from './room-store';
import { SharingNotices } from './sharing';
import type { RoomStore } from './store';

export interface RunningSyncServer {
  port: number;
  stats(): SyncStats;
  /** Runs the forget sweep now; answers how many rooms went. */
  sweep(): Promise<number>;
  /** Whether the store and Redis answer now: what `/ready` says, with the reasons when not. */
  ready(): Promise<Readiness>;
  /**
   * Stops taking connections, closes every socket with 1012 (service restart: the phone reconnects, through
   * the balancer to another server), stores and unloads every room within `closeWithinMs`, then closes the
   * store and Redis.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  log?: (line: string) => void;
  /** Extensions added after the server's own (tests use it to put a misbehaving listener on a room). */
  extensions?: Extension[];
  /** The store to use instead of the one the config names (tests use it to hold a write back). */
  store?: RoomStore;
}

const logToStderr = (line: string) => process.stderr.write(`sync-server: ${line}\n`);

/** The rooms' store the config names: SQLite under `dataDir`, or PostgreSQL at `databaseUrl`. */
async function openStore(
  config: SyncServerConfig,
  log: (line: string) => void,
  metrics: SyncMetrics,
): Promise<RoomStore> {
  if (!config.databaseUrl) return new SqliteRoomStore(config.dataDir, Date.now, log);
  return PostgresRoomStore.open(config.databaseUrl, {
    warn: log,
    onError: () => metrics.storeErrors.inc({ store: 'postgres', operation: 'ping' }),
  });
}

/** Hocuspocus's settings, from the server's. */
function hocuspocusSettings(config: SyncServerConfig, extensions: Extension[]): Partial<Configuration> {
  return {
    name: 'tai-table-sync',
    quiet: true,
    extensions,
    debounce: config.storeDebounceMs,
    maxDebounce: config.storeMaxDebounceMs,
    // The room leaves memory as soon as its last phone does (after its snapshot is written).
    unloadImmediately: true,
    // A phone gone silent (its network died without a close) is cut, and its presence removed, within 6 to 12 s.
    timeout: config.pingEveryMs,
  };
}

export async function startSyncServer(
  config: SyncServerConfig,
  options: StartOptions | ((line: string) => void) = {},
): Promise<RunningSyncServer> {
  const {
    log = logToStderr,
    extensions: extra = [],
    store: given,
  } = typeof options === 'function' ? { log: options } : options;

  const guard = new ConnectionGuard(config, log);
  // The gauges are read at scrape time, once Hocuspocus below exists.
  let hocuspocus: Hocuspocus | null = null;
  const metrics = new SyncMetrics({
    rooms: () => hocuspocus?.getDocumentsCount() ?? 0,
    connections: () => guard.connections,
  });
  guard.onCut = (reason) => metrics.cutOff.inc({ reason });
  const store = given ?? (await openStore(config, log, metrics));
  const persistence = new Persistence(store, metrics, log);
  const redis = config.redis ? linkRedis(config.redis, metrics, log) : null;
  const unloaded = new RoomsUnloaded();
  // What /ready says, but for closing: the readiness check is made once Hocuspocus exists, below.
  let readiness: () => Promise<Readiness> = async () => ({ ok: true, problems: [] });
  const sharing = new SharingNotices({
    problems: async () => (await readiness()).problems.filter((problem) => problem !== 'closing'),
    whole: (instance) => redis?.whole(instance),
    log,
    everyMs: config.sharingCheckEveryMs,
  });
  const server = new Hocuspocus(
    hocuspocusSettings(
      config,
      roomExtensions({ config, metrics, persistence, store, redis, sharing, log, extra, last: unloaded }),
    ),
  );
  hocuspocus = server;

  let closing = false;
  const ready = readinessCheck({
    closing: () => closing,
    store,
    persistence,
    metrics,
    ...(redis ? { redisProblem: () => redis.problem() } : {}),
  });
  readiness = ready;
  const front = await openFront({
    config,
    guard,
    hocuspocus: server,
    metrics,
    ready,
    closing: () => closing,
    log,
  });
  const sweeping = startSweeping({ config, store, hocuspocus: server, metrics, log });
  const figures = startStats(server, guard);
  sharing.start();
  redis?.onChange(() => void sharing.check());

  return {
    port: front.port,
    stats: figures.stats,
    sweep: sweeping.sweep,
    ready,
    close: async () => {
      closing = true;
      sharing.stop();
      sweeping.stop();
      figures.stop();
      await closeServer({ config, front, hocuspocus: server, unloaded, store });
    },
  };
}
