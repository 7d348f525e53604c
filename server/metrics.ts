// The server's figures for an operator, in Prometheus's text format on `/metrics` (prom-client). One
// registry per server (the tests run several in one process). No label carries a room name or key:
// labels are reasons and operations from fixed lists.
import client from 'prom-client';

export type RefusalReason =
  'store-failed' | 'room-too-large' | 'malformed' | 'presence-too-large' | 'presence-flood';

export type StoreOperation = 'load' | 'append' | 'save' | 'forget' | 'ping';

export class SyncMetrics {
  readonly registry = new client.Registry();
  readonly updatesApplied = new client.Counter({
    name: 'tai_sync_updates_applied_total',
    help: 'Updates from phones kept by the store and acknowledged.',
    registers: [this.registry],
  });
  readonly updatesRefused = new client.Counter({
    name: 'tai_sync_updates_refused_total',
    help: 'Frames refused, by reason (the phone keeps a refused change waiting).',
    labelNames: ['reason'],
    registers: [this.registry],
  });
  readonly storeSeconds = new client.Histogram({
    name: 'tai_sync_store_seconds',
    help: 'Time the store took, by operation.',
    labelNames: ['operation'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [this.registry],
  });
  readonly relaySeconds = new client.Histogram({
    name: 'tai_sync_update_relay_seconds',
    help: "Time from a phone's update reaching the server to its being applied and sent on to the room's other phones.",
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [this.registry],
  });
  readonly storeErrors = new client.Counter({
    name: 'tai_sync_store_errors_total',
    help: 'Store operations that failed (database or disk), by operation.',
    labelNames: ['store', 'operation'],
    registers: [this.registry],
  });
  readonly redisErrors = new client.Counter({
    name: 'tai_sync_redis_errors_total',
    help: 'Errors reported by the Redis connections.',
    registers: [this.registry],
  });
  readonly listenerErrors = new client.Counter({
    name: 'tai_sync_listener_errors_total',
    help: 'Document listeners that threw (caught, so the room keeps relaying and storing).',
    registers: [this.registry],
  });
  readonly presenceLeftOut = new client.Counter({
    name: 'tai_sync_presence_left_out_total',
    help: 'Presence entries left out of their frame (not relayed, the sender not cut), by reason.',
    labelNames: ['reason'],
    registers: [this.registry],
  });
  readonly cutOff = new client.Counter({
    name: 'tai_sync_connections_cut_total',
    help: 'Connections cut off or refused by the guard, by reason.',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  constructor(read: { rooms: () => number; connections: () => number }) {
    new client.Gauge({
      name: 'tai_sync_rooms_loaded',
      help: 'Rooms loaded in memory.',
      registers: [this.registry],
      collect() {
        this.set(read.rooms());
      },
    });
    new client.Gauge({
      name: 'tai_sync_connections',
      help: 'Open WebSockets.',
      registers: [this.registry],
      collect() {
        this.set(read.connections());
      },
    });
    // Process CPU, memory, and the event loop's delay (nodejs_eventloop_lag_*).
    client.collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }

  /** Times a store operation and counts its failure; the error still reaches the caller. */
  async timed<T>(store: string, operation: StoreOperation, run: () => Promise<T>): Promise<T> {
    const end = this.storeSeconds.startTimer({ operation });
    try {
      return await run();
    } catch (error) {
      this.storeErrors.inc({ store, operation });
      throw error;
    } finally {
      end();
    }
  }
}
