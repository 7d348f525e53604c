// Builds and starts the sync server: Hocuspocus (configured, not extended with a protocol of its own)
// behind a plain HTTP server and a `ws` WebSocketServer that bound frames and connections, with rooms
// kept in SQLite through Hocuspocus's Database extension and, when Redis is set, shared between servers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';
import { Database } from '@hocuspocus/extension-database';
import { Redis } from '@hocuspocus/extension-redis';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import RedisClient from 'ioredis';
import { WebSocketServer } from 'ws';
import { maxFrameBytes, type SyncServerConfig } from './config';
import { ConnectionGuard } from './guard';
import { LogGuard } from './log-guard';
import { RoomRules } from './room-rules';
import { RoomStore } from './room-store';

export interface SyncStats {
  /** Rooms loaded in memory now. */
  rooms: number;
  /** Open WebSockets. */
  connections: number;
  /** Rooms on disk. */
  storedRooms: number;
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
  sweep(): number;
  /** Closes every connection, stores and unloads every room, and closes the store and Redis. */
  close(): Promise<void>;
}

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function answerRequest(_request: IncomingMessage, response: ServerResponse): void {
  // Plain HTTP gets a one-line answer (a health check can use it); the server speaks WebSocket.
  response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end('Tai Table sync server\n');
}

export async function startSyncServer(
  config: SyncServerConfig,
  log: (line: string) => void = (line) => process.stderr.write(`sync-server: ${line}\n`),
): Promise<RunningSyncServer> {
  const store = new RoomStore(config.dataDir);
  const rules = new RoomRules(config, store);
  const guard = new ConnectionGuard(config, log);

  const extensions: Extension[] = [
    new LogGuard(log), // the night's history append-only: every update checked before it is applied (server/log-guard.ts)
    rules,
    new Database({
      fetch: async ({ documentName }) => store.load(documentName),
      store: async ({ documentName, state }) => {
        store.save(documentName, state);
        rules.stored(documentName, state.byteLength);
      },
    }),
  ];
  if (config.redis) {
    const { url } = config.redis;
    // Hocuspocus's extension publishes each change to the room's channel and takes a lock before
    // storing, so two servers serve the same rooms and one of them writes each snapshot.
    extensions.push(new Redis({ createClient: () => new RedisClient(url, {
      maxRetriesPerRequest: null,
      // ioredis 5.8.2+ may send its CLIENT SETINFO handshake after a queued SUBSCRIBE, which Redis refuses on a
      // subscriber connection and the room then misses its channel (ioredis issue 2037): no handshake.
      disableClientInfo: true,
    }) }));
  }

  const hocuspocus = new Hocuspocus({
    name: 'tai-table-sync',
    quiet: true,
    extensions,
    debounce: config.storeDebounceMs,
    maxDebounce: config.storeMaxDebounceMs,
    // The room leaves memory as soon as its last phone does (after its snapshot is written).
    unloadImmediately: true,
  });

  const webSocketServer = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes(config) });
  const httpServer = createServer(answerRequest);
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', (error) => log(`socket error before upgrade: ${error.message}`));
    const address = ConnectionGuard.address(request);
    const refused = guard.admit(address);
    if (refused) {
      guard.cutOff.set(refused, (guard.cutOff.get(refused) ?? 0) + 1);
      refuseUpgrade(socket, refused === 'too-many-from-address' ? '429 Too Many Requests' : '503 Service Unavailable');
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
      hocuspocus.handleConnection(ws, request);
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

  const sweep = () => {
    const forgotten = store.forget(config.forgetDays, hocuspocus.documents.keys());
    if (forgotten > 0) log(`forgot ${forgotten} room(s) unused for ${config.forgetDays} days`);
    return forgotten;
  };
  sweep();
  const sweeper = setInterval(sweep, config.sweepEveryMs);
  sweeper.unref();

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();

  return {
    port,
    stats: () => {
      const memory = process.memoryUsage();
      const stats = {
        rooms: hocuspocus.getDocumentsCount(),
        connections: guard.connections,
        storedRooms: store.roomCount(),
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
    close: async () => {
      clearInterval(sweeper);
      loopDelay.disable();
      httpServer.close();
      const unloaded = new Promise<void>((resolve) => {
        if (hocuspocus.getDocumentsCount() === 0) return resolve();
        hocuspocus.configuration.extensions.push({
          async afterUnloadDocument({ instance }) {
            if (instance.getDocumentsCount() === 0) resolve();
          },
        });
      });
      hocuspocus.closeConnections();
      for (const client of webSocketServer.clients) client.terminate();
      await Promise.race([unloaded, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
      webSocketServer.close();
      store.close();
    },
  };
}
