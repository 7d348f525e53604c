// Rooms shared between servers through Redis: Hocuspocus's Redis extension publishes each change to the
// room's channel and takes a lock before storing, so several servers serve the same rooms and one of them
// writes each snapshot at a time. Here: its connections (counted and logged when they fail), its names
// for a room (a hash, never the room's name, which is the night's secret), and whether it answers.
import { createHash } from 'node:crypto';
import { Redis } from '@hocuspocus/extension-redis';
import type { Hocuspocus, onChangePayload } from '@hocuspocus/server';
import RedisClient from 'ioredis';
import type { RedisTarget } from './config';
import type { SyncMetrics } from './metrics';
import { pingProblem, problemOf } from './readiness';

/** The name a room goes by in Redis (channels and locks): a hash, as in the store, never the name. */
export function redisName(documentName: string): string {
  return `tai:${createHash('sha256').update(`redis:${documentName}`).digest('hex')}`;
}

export interface RedisLink {
  /** The Hocuspocus extension that shares the rooms. */
  readonly extension: Redis;
  /** Why Redis cannot serve now (a connection down, or no answer to a ping), or null. */
  problem(): Promise<string | null>;
  /** Calls `listener` whenever a connection to Redis drops or is ready again. */
  onChange(listener: () => void): void;
  /**
   * Makes each room loaded here whole again with the other servers': its first sync step published, which
   * every other server holding the room answers with what this one lacks, and its own step, which this one
   * answers in turn. Changes published while Redis was away were lost on the way; the extension only
   * publishes that step on a room's load and at each change of it.
   */
  whole(instance: Hocuspocus): void;
}

export function linkRedis(target: RedisTarget, metrics: SyncMetrics, log: (line: string) => void): RedisLink {
  const clients: RedisClient[] = [];
  const listeners: Array<() => void> = [];
  const changed = () => listeners.forEach((listener) => listener());
  let failing = false;
  const extension = new Redis({
    createClient: () => {
      const client = new RedisClient(target.url, {
        maxRetriesPerRequest: null,
        // ioredis 5.8.2+ may send its CLIENT SETINFO handshake after a queued SUBSCRIBE, which Redis refuses
        // on a subscriber connection, and the room then misses its channel: no handshake
        // (https://github.com/redis/ioredis/issues/2037).
        disableClientInfo: true,
      });
      // Without a listener ioredis prints each error itself; this counts them and logs one line a spell.
      client.on('error', (error: Error) => {
        metrics.redisErrors.inc();
        if (!failing) log(`redis: ${error.message}`);
        failing = true;
      });
      client.on('ready', () => {
        if (failing) log('redis: connected again');
        failing = false;
        changed();
      });
      client.on('close', changed);
      clients.push(client);
      return client;
    },
  });
  nameRoomsByHash(extension);
  return {
    extension,
    problem: async () => {
      if (clients.some((client) => client.status !== 'ready')) return 'not connected';
      return pingProblem(() => clients[0]!.ping(), 'Redis');
    },
    onChange: (listener) => listeners.push(listener),
    whole: (instance) => {
      for (const [documentName, document] of instance.documents)
        // The extension's own hook for a change made here: it publishes the room's first sync step.
        extension
          .onChange({ documentName, document, transactionOrigin: undefined } as unknown as onChangePayload)
          .catch((error: unknown) =>
            log(`redis: could not ask the other servers for a room: ${problemOf(error)}`),
          );
    },
  };
}

/**
 * The extension names a room's channel and lock after the room itself (`hocuspocus:<name>`, and
 * `…:lock`), and a room's name is the secret of its night: whoever reads Redis (its MONITOR, a slow log)
 * would hold the way in. Hocuspocus has no setting for it: the names come from the extension's private
 * `getKey` (`${prefix}:${documentName}` in packages/extension-redis/src/Redis.ts, in 3.4.4 and still in
 * 4.5.0; only the prefix is configurable), and no upstream issue or pull request offers another way. So
 * `getKey` is replaced on the instance; server/redis.test.ts checks the channel and lock names it gives,
 * so an upgrade that renames it fails there, not in silence.
 */
export function nameRoomsByHash(extension: Redis): void {
  (extension as unknown as { getKey: (documentName: string) => string }).getKey = redisName;
}
