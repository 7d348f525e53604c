// The Hocuspocus extensions that make a room of this server, in the order their hooks run: Hocuspocus is
// configured, not extended with a protocol of its own.
import type { Extension } from '@hocuspocus/server';
import { Admission } from './admission';
import type { SyncServerConfig } from './config';
import { LogGuard } from './log-guard';
import type { SyncMetrics } from './metrics';
import type { Persistence } from './persistence';
import { Presence } from './presence';
import type { RedisLink } from './redis';
import { RoomRules } from './room-rules';
import type { RoomStore } from './store';

export function roomExtensions(parts: {
  config: SyncServerConfig;
  metrics: SyncMetrics;
  persistence: Persistence;
  store: RoomStore;
  redis: RedisLink | null;
  /** Tells the phones when this server cannot share its rooms with the others (server/sharing.ts). */
  sharing: Extension;
  log: (line: string) => void;
  /** Added after the server's own (tests put a misbehaving listener on a room with them). */
  extra: readonly Extension[];
  /** Last: it tells the close when no room is left, once every other extension is done with the room. */
  last: Extension;
}): Extension[] {
  const { config, metrics, persistence, store, redis, sharing, log, extra, last } = parts;
  // One binding of a client id to a key: the log guard refuses an envelope under a client id proven in
  // presence under another key, as presence refuses a client id that wrote under another key.
  const presence = new Presence(config, metrics, log);
  return [
    // Joining a sealed room takes its admission token (`onAuthenticate`, before the room is loaded).
    new Admission(store, persistence, metrics),
    // Before the others' `connected`, so that a phone connecting while the server cannot share is told
    // before its sync is answered.
    sharing,
    // The order matters for `beforeHandleMessage`: the night's history stays append-only (every update
    // checked against the log's schema before anything else), then the room's rules refuse what breaks
    // them before anything is stored, and Persistence stores the update last, right before Hocuspocus
    // applies and acknowledges it.
    new LogGuard(
      log,
      (room, client) => presence.provenKeyOf(room, client),
      (seconds) => metrics.relaySeconds.observe(seconds),
    ),
    new RoomRules(config, metrics),
    presence,
    persistence,
    // Shares each change with the other servers and takes Redis's lock before a snapshot is stored (its
    // priority runs its hooks before the others').
    ...(redis ? [redis.extension] : []),
    ...extra,
    last,
  ];
}
