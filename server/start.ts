// Builds and starts the sync server: Hocuspocus (configured, not extended with a protocol of its own)
// behind a plain HTTP server and a `ws` WebSocketServer that bound frames and connections, with rooms
// kept in a store (SQLite under SYNC_DATA, or PostgreSQL when SYNC_DATABASE_URL is set) and, when Redis
// is set, shared between servers. The HTTP side answers `/health`, `/ready` and `/metrics`.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';
import { Redis } from '@hocuspocus/extension-redis';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import RedisClient from 'ioredis';
import { WebSocketServer } from 'ws';
import { maxFrameBytes, type SyncServerConfig } from './config';
import { ConnectionGuard } from './guard';
import { LogGuard } from './log-guard';
import { SyncMetrics } from './metrics';
import { isStoreRefusal, Persistence, STORE_FAILED } from './persistence';
import { PostgresRoomStore } from './pg-store';
import { Presence } from './presence';
import { SqliteRoomStore } from './room-store';
import { RoomRules } from './room-rules';
import type { RoomStore } from './store';

export interface SyncStats {
  /** Rooms loaded in memory now. */
  rooms: number;
  /** Open WebSockets. */
  connections: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  /** Memory outside V8's heap held by JavaScript objects (Buffers, sockets' buffers). */
  external: number;
  /** CPU time the process has used, user and system, in milliseconds. */
  cpuMs: number;
  /** The event loop's delays since the last stats (99th percentile and worst), in ms: what a phone waits beyond the work itself. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  cutOff: Record<string, number>;
}

export interface RunningSyncServer {
  port: number;
  stats(): SyncStats;
  /** Runs the forget sweep now; answers how many rooms went. */
  sweep(): Promise<number>;
  /** Whether the store and Redis answer now: what `/ready` says, with the reasons when not. */
  ready(): Promise<{ ok: boolean; problems: string[] }>;
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

/** Closed on SIGTERM with "service restart": the phone may reconnect at once, to any server. */
export const SERVER_RESTART = { code: 1012, reason: 'server-restart' } as const;

/** The name a room goes by in Redis (channels and locks): a hash, as in the store, never the name. */
export function redisName(documentName: string): string {
  return `tai:${createHash('sha256').update(`redis:${documentName}`).digest('hex')}`;
}

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

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

export async function startSyncServer(
  config: SyncServerConfig,
  options: StartOptions | ((line: string) => void) = {},
): Promise<RunningSyncServer> {
  const {
    log = (line: string) => process.stderr.write(`sync-server: ${line}\n`),
    extensions: extra = [],
    store: given,
  } = typeof options === 'function' ? { log: options } : options;
  const guard = new ConnectionGuard(config, log);
  // The gauges are read at scrape time, after the server below exists.
  const loaded = { rooms: () => 0 };
  const metrics = new SyncMetrics({ rooms: () => loaded.rooms(), connections: () => guard.connections });
  guard.onCut = (reason) => metrics.cutOff.inc({ reason });
  const store = given ?? (await openStore(config, log, metrics));
  const persistence = new Persistence(store, metrics, log);

  // The order matters for `beforeHandleMessage`: the rules refuse what breaks them before anything is
  // stored, and Persistence stores the update last, right before Hocuspocus applies and acknowledges it.
  // Further extensions of the server's own (such as server/log-guard.ts) are added to this list.
  const extensions: Extension[] = [
    // The night's history append-only: every update checked against the log's schema before anything else (server/log-guard.ts).
    new LogGuard(log),
    new RoomRules(config, metrics),
    new Presence(config, metrics, log),
    persistence,
  ];

  const redisClients: RedisClient[] = [];
  let redisFailing = false;
  if (config.redis) {
    const { url } = config.redis;
    const redis = new Redis({
      createClient: () => {
        const client = new RedisClient(url, {
          maxRetriesPerRequest: null,
          // ioredis 5.8.2+ may send its CLIENT SETINFO handshake after a queued SUBSCRIBE, which Redis refuses on a
          // subscriber connection and the room then misses its channel: no handshake.
          disableClientInfo: true,
        });
        // Without a listener ioredis prints each error itself; this counts them and logs one line a spell.
        client.on('error', (error: Error) => {
          metrics.redisErrors.inc();
          if (!redisFailing) log(`redis: ${error.message}`);
          redisFailing = true;
        });
        client.on('ready', () => {
          if (redisFailing) log('redis: connected again');
          redisFailing = false;
        });
        redisClients.push(client);
        return client;
      },
    });
    // The extension names a room's channel and lock after the room (`hocuspocus:<name>`): a hash instead.
    // Its getKey is private in the types, so it is replaced on the instance.
    (redis as unknown as { getKey: (documentName: string) => string }).getKey = redisName;
    // Hocuspocus's extension publishes each change to the room's channel and takes a lock before
    // storing, so two servers serve the same rooms and one of them writes each snapshot at a time.
    extensions.push(redis);
  }
  extensions.push(...extra);

  const server = new Hocuspocus({
    name: 'tai-table-sync',
    quiet: true,
    extensions,
    debounce: config.storeDebounceMs,
    maxDebounce: config.storeMaxDebounceMs,
    // The room leaves memory as soon as its last phone does (after its snapshot is written).
    unloadImmediately: true,
    // A phone gone silent (its network died without a close) is cut, and its presence removed, within 6 to 12 s.
    timeout: config.pingEveryMs,
  });
  loaded.rooms = () => server.getDocumentsCount();

  let closing = false;

  const ready = async (): Promise<{ ok: boolean; problems: string[] }> => {
    const problems: string[] = [];
    if (closing) problems.push('closing');
    const storeProblem = await persistence.readiness(() =>
      withTimeout(
        metrics.timed(store.kind, 'ping', () => store.ping()),
        2_000,
        'the store',
      ),
    );
    if (storeProblem !== null) problems.push(`store: ${storeProblem}`);
    if (config.redis) {
      try {
        if (redisClients.some((client) => client.status !== 'ready')) throw new Error('not connected');
        await withTimeout(redisClients[0]!.ping(), 2_000, 'Redis');
      } catch (error) {
        problems.push(`redis: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { ok: problems.length === 0, problems };
  };

  const answerRequest = (request: IncomingMessage, response: ServerResponse): void => {
    const path = (request.url ?? '/').split('?')[0];
    const reply = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    };
    if (path === '/health') return reply(200, 'ok\n');
    if (path === '/ready') {
      ready().then(
        ({ ok, problems }) => reply(ok ? 200 : 503, ok ? 'ready\n' : `not ready: ${problems.join('; ')}\n`),
        (error: unknown) =>
          reply(503, `not ready: ${error instanceof Error ? error.message : String(error)}\n`),
      );
      return;
    }
    if (path === '/metrics') {
      metrics.registry.metrics().then(
        (text) => reply(200, text, metrics.registry.contentType),
        (error: unknown) =>
          reply(500, `metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
      );
      return;
    }
    // Anything else gets a one-line answer; the server speaks WebSocket.
    reply(200, 'Tai Table sync server\n');
  };

  const webSocketServer = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes(config) });
  const httpServer = createServer(answerRequest);
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', (error) => log(`socket error before upgrade: ${error.message}`));
    if (closing) return refuseUpgrade(socket, '503 Service Unavailable');
    const address = ConnectionGuard.address(request, config.trustedProxies);
    const refused = guard.admit(address);
    if (refused) {
      guard.count(refused);
      refuseUpgrade(
        socket,
        refused === 'too-many-from-address' ? '429 Too Many Requests' : '503 Service Unavailable',
      );
      return;
    }
    let upgraded = false;
    socket.once('close', () => {
      // A handshake that failed never reaches the WebSocket's close: give its place back here.
      if (!upgraded) guard.release(address);
    });
    webSocketServer.handleUpgrade(request, socket, head, (ws) => {
      upgraded = true;
      guard.watch(ws, address);
      // A room that could not be loaded for want of the store is "try again later", not Hocuspocus's
      // "permission denied", which the phone would take as final (persistence.ts, isStoreRefusal).
      const send = ws.send.bind(ws) as (data: unknown, ...rest: unknown[]) => void;
      ws.send = ((data: unknown, ...rest: unknown[]) => {
        if (isStoreRefusal(data)) return ws.close(STORE_FAILED.code, STORE_FAILED.reason);
        return send(data, ...rest);
      }) as typeof ws.send;
      server.handleConnection(ws, request);
    });
  });
  httpServer.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const port = (httpServer.address() as AddressInfo).port;

  const sweep = async () => {
    const forgotten = await metrics.timed(store.kind, 'forget', () =>
      store.forget(config.forgetDays, server.documents.keys()),
    );
    if (forgotten > 0) log(`forgot ${forgotten} room(s) unused for ${config.forgetDays} days`);
    return forgotten;
  };
  const sweepLogged = () => {
    sweep().catch((error: unknown) =>
      log(`the forget sweep failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  sweepLogged();
  const sweeper = setInterval(sweepLogged, config.sweepEveryMs);
  sweeper.unref();

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();

  return {
    port,
    stats: () => {
      const memory = process.memoryUsage();
      const stats = {
        rooms: server.getDocumentsCount(),
        connections: guard.connections,
        rss: memory.rss,
        heapTotal: memory.heapTotal,
        heapUsed: memory.heapUsed,
        external: memory.external,
        cpuMs: (({ user, system }) => Math.round((user + system) / 1000))(process.cpuUsage()),
        loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e6),
        loopDelayMaxMs: Math.round(loopDelay.max / 1e6),
        cutOff: Object.fromEntries(guard.cutOff),
      };
      loopDelay.reset();
      return stats;
    },
    sweep,
    ready,
    close: async () => {
      closing = true;
      clearInterval(sweeper);
      loopDelay.disable();
      // No new connection from here on (the upgrade handler refuses while closing, and the port closes).
      httpServer.close();
      httpServer.closeIdleConnections();
      const unloaded = new Promise<void>((resolve) => {
        if (server.getDocumentsCount() === 0) return resolve();
        server.configuration.extensions.push({
          async afterUnloadDocument({ instance }) {
            if (instance.getDocumentsCount() === 0) resolve();
          },
        });
      });
      // Each room's last connection closing makes Hocuspocus write its snapshot now and unload it; every
      // acknowledged update is already stored, so the bound below only cuts compaction short.
      for (const client of webSocketServer.clients) client.close(SERVER_RESTART.code, SERVER_RESTART.reason);
      const closedSockets = setTimeout(() => {
        // A socket that did not finish the close handshake in a second is cut.
        for (const client of webSocketServer.clients) client.terminate();
      }, 1_000);
      closedSockets.unref();
      await Promise.race([
        unloaded,
        new Promise((resolve) => setTimeout(resolve, config.closeWithinMs).unref()),
      ]);
      clearTimeout(closedSockets);
      for (const client of webSocketServer.clients) client.terminate();
      await server.hooks('onDestroy', { instance: server });
      webSocketServer.close();
      await store.close();
    },
  };
}
