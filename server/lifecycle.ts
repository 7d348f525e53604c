// A running server's life after its start: the sweep that forgets rooms unused for SYNC_FORGET_DAYS, the
// figures the benchmark and the tests read, and the close on SIGTERM that stores every room first.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Extension, Hocuspocus, afterUnloadDocumentPayload } from '@hocuspocus/server';
import type { SyncServerConfig } from './config';
import type { Front } from './front';
import type { ConnectionGuard } from './guard';
import type { SyncMetrics } from './metrics';
import { problemOf } from './readiness';
import type { RoomStore } from './store';

/** Closed on SIGTERM with "service restart": the phone may reconnect at once, to any server. */
export const SERVER_RESTART = { code: 1012, reason: 'server-restart' } as const;

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

/**
 * Tells who waits when the last room has left memory: a Hocuspocus extension, so the close waits on
 * Hocuspocus's own hook rather than on an extension added to a running server.
 */
export class RoomsUnloaded implements Extension {
  extensionName = 'RoomsUnloaded';
  private waiting: Array<() => void> = [];

  /** Resolves once `hocuspocus` holds no room (at once when it holds none now). */
  whenNone(hocuspocus: Hocuspocus): Promise<void> {
    if (hocuspocus.getDocumentsCount() === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async afterUnloadDocument({ instance }: afterUnloadDocumentPayload): Promise<void> {
    if (instance.getDocumentsCount() > 0) return;
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

/** The forget sweep: once at start, then every `sweepEveryMs`; `sweep` runs it now and answers how many rooms went. */
export function startSweeping(parts: {
  config: SyncServerConfig;
  store: RoomStore;
  hocuspocus: Hocuspocus;
  metrics: SyncMetrics;
  log: (line: string) => void;
}): { sweep: () => Promise<number>; stop: () => void } {
  const { config, store, hocuspocus, metrics, log } = parts;
  const sweep = async () => {
    const forgotten = await metrics.timed(store.kind, 'forget', () =>
      store.forget(config.forgetDays, hocuspocus.documents.keys()),
    );
    if (forgotten > 0) log(`forgot ${forgotten} room(s) unused for ${config.forgetDays} days`);
    return forgotten;
  };
  const sweepLogged = () => {
    sweep().catch((error: unknown) => log(`the forget sweep failed: ${problemOf(error)}`));
  };
  sweepLogged();
  const sweeper = setInterval(sweepLogged, config.sweepEveryMs);
  sweeper.unref();
  return { sweep, stop: () => clearInterval(sweeper) };
}

/** The server's figures since the last reading (the event loop's delays are reset by each). */
export function startStats(
  hocuspocus: Hocuspocus,
  guard: ConnectionGuard,
): { stats: () => SyncStats; stop: () => void } {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  return {
    stats: () => {
      const memory = process.memoryUsage();
      const { user, system } = process.cpuUsage();
      const stats = {
        rooms: hocuspocus.getDocumentsCount(),
        connections: guard.connections,
        rss: memory.rss,
        heapTotal: memory.heapTotal,
        heapUsed: memory.heapUsed,
        external: memory.external,
        cpuMs: Math.round((user + system) / 1000),
        loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e6),
        loopDelayMaxMs: Math.round(loopDelay.max / 1e6),
        cutOff: Object.fromEntries(guard.cutOff),
      };
      loopDelay.reset();
      return stats;
    },
    stop: () => loopDelay.disable(),
  };
}

/**
 * Stops taking connections, closes every socket with 1012 (service restart: the phone reconnects, through
 * the balancer to another server), stores and unloads every room within `closeWithinMs`, then closes the
 * store and Redis (the Redis extension's onDestroy).
 */
export async function closeServer(parts: {
  config: SyncServerConfig;
  front: Front;
  hocuspocus: Hocuspocus;
  unloaded: RoomsUnloaded;
  store: RoomStore;
}): Promise<void> {
  const { config, front, hocuspocus, unloaded, store } = parts;
  const { httpServer, webSocketServer } = front;
  // No new connection from here on (the upgrade handler refuses while closing, and the port closes).
  httpServer.close();
  httpServer.closeIdleConnections();
  const noRoomLeft = unloaded.whenNone(hocuspocus);
  // Each room's last connection closing makes Hocuspocus write its snapshot now and unload it; every
  // acknowledged update is already stored, so the bound below only cuts compaction short.
  for (const client of webSocketServer.clients) client.close(SERVER_RESTART.code, SERVER_RESTART.reason);
  const closedSockets = setTimeout(() => {
    // A socket that did not finish the close handshake in a second is cut.
    for (const client of webSocketServer.clients) client.terminate();
  }, 1_000);
  closedSockets.unref();
  await Promise.race([
    noRoomLeft,
    new Promise((resolve) => setTimeout(resolve, config.closeWithinMs).unref()),
  ]);
  clearTimeout(closedSockets);
  for (const client of webSocketServer.clients) client.terminate();
  await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
  webSocketServer.close();
  await store.close();
}
