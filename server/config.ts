// The sync server's settings, read from the environment once at start; a bad value stops the start
// with the variable's name rather than running with a guess.

export interface RedisTarget {
  /** `redis://host:port` or any URL ioredis accepts (it may carry a password). */
  url: string;
}

export interface SyncServerConfig {
  host: string;
  /** 0 takes a free port (tests); the chosen one is printed and reported. */
  port: number;
  /** Folder of the rooms' SQLite file. */
  dataDir: string;
  /** A room nobody opened or changed for this many days is deleted by the sweep. */
  forgetDays: number;
  sweepEveryMs: number;
  /** A room's encoded document may not grow past this; an update that would is refused. */
  maxDocBytes: number;
  /** Awareness (presence) frames are small; a larger one is refused. */
  maxAwarenessBytes: number;
  maxConnectionsPerAddress: number;
  maxConnections: number;
  /** Rooms one WebSocket may join (the provider can share a socket between documents). */
  maxRoomsPerConnection: number;
  /** Frames one WebSocket may send within `frameWindowMs`; past that it is cut off. */
  maxFramesPerWindow: number;
  /** Sync requests (step 1) within `frameWindowMs`: each makes the server encode what the phone lacks, up to a whole night. */
  maxSyncRequestsPerWindow: number;
  frameWindowMs: number;
  /** A WebSocket that names no valid room within this time is closed. */
  joinWithinMs: number;
  /**
   * How often the server pings each phone; a phone that has not answered the last ping by the next is cut,
   * and its presence goes at once. A phone whose network died without a word is so counted out within
   * one to two of these (Hocuspocus's own 30 s made it 30 to 60 s), the same
   * as the phone's own 6 s of silence before it reconnects (src/sync/connection.ts, SILENT_CLOSE_MS).
   */
  pingEveryMs: number;
  /** Hocuspocus's store debounce: a room's snapshot is rewritten at most this often while it changes. */
  storeDebounceMs: number;
  storeMaxDebounceMs: number;
  redis: RedisTarget | null;
  /** `postgres://…`: rooms kept in PostgreSQL (several servers share it) instead of SQLite under `dataDir`. */
  databaseUrl: string | null;
  /**
   * Presence (awareness) entries one phone (one key) may hold in a room: a phone has one per tab, and a
   * reload on the same socket may bring another for a moment.
   */
  maxPresencePerPhone: number;
  /**
   * Keys that have not written to the night share this many places in a room's presence (phones that
   * have keep theirs, whatever unknown keys do): a table's four phones joining before any has written.
   */
  maxUnknownPhonesPerRoom: number;
  /** Presence entries a room may hold in all, whoever announces them: the memory a room's presence may take. */
  maxPresencePerRoom: number;
  /**
   * What one connection's presence may cost the server within `frameWindowMs`: each proof it verifies and
   * each frame that is more than an echo counts one. A phone spends a few at each connection (its state,
   * then its announcement, and the other phones' it echoes) and one every 15 s after (its renewal).
   */
  maxPresenceChecksPerWindow: number;
  /** Proxies in front that append to X-Forwarded-For (HAProxy: 1; Caddy and HAProxy: 2): the per-address limit then counts phones, not the proxy. */
  trustedProxies: number;
  /**
   * How often the server checks that it can share its rooms (its store and Redis answer), and tells its
   * phones when that changed (server/sharing.ts); a Redis connection dropping is told at once.
   */
  sharingCheckEveryMs: number;
  /** On SIGTERM, how long the server waits for rooms to be stored before it closes anyway. */
  closeWithinMs: number;
}

const KIB = 1024;

export const DEFAULTS: SyncServerConfig = {
  host: '127.0.0.1',
  port: 1234,
  dataDir: './sync-data',
  forgetDays: 90,
  sweepEveryMs: 60 * 60 * 1000,
  // A night of 2,000 realistic entries encodes to about 0.9 MB (scripts/bench-sync.ts's entry, measured):
  // four times that leaves room for edits, notes and house rules.
  maxDocBytes: 4 * KIB * KIB,
  maxAwarenessBytes: 8 * KIB,
  maxConnectionsPerAddress: 64,
  maxConnections: 10_000,
  maxRoomsPerConnection: 4,
  maxFramesPerWindow: 600,
  maxSyncRequestsPerWindow: 30,
  frameWindowMs: 10_000,
  joinWithinMs: 10_000,
  // Every update is on disk as it is applied (room-store.ts), so the snapshot is only compaction:
  // written after 10 quiet seconds, or once a minute while a room keeps changing (Hocuspocus's
  // defaults, 2 s and 10 s, cost the busiest server a fifth of its CPU for nothing).
  pingEveryMs: 6_000,
  storeDebounceMs: 10_000,
  storeMaxDebounceMs: 60_000,
  redis: null,
  databaseUrl: null,
  maxPresencePerPhone: 3,
  maxUnknownPhonesPerRoom: 4,
  maxPresencePerRoom: 64,
  maxPresenceChecksPerWindow: 60,
  sharingCheckEveryMs: 2_000,
  closeWithinMs: 5_000,
  trustedProxies: 0,
};

/** The largest WebSocket frame taken: a whole document (a phone's first sync of a night made offline) and some framing. */
export function maxFrameBytes(config: SyncServerConfig): number {
  return config.maxDocBytes + 64 * KIB;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  return value;
}

function redisTarget(env: NodeJS.ProcessEnv): RedisTarget | null {
  const url = env.REDIS_URL;
  if (url !== undefined && url !== '') {
    if (!/^rediss?:\/\//.test(url)) throw new Error('REDIS_URL must start with redis:// or rediss://');
    return { url };
  }
  const hostPort = env.SYNC_REDIS;
  if (hostPort !== undefined && hostPort !== '') {
    const match = /^([^:\s]+):(\d{1,5})$/.exec(hostPort);
    if (!match) throw new Error(`SYNC_REDIS must be host:port, not "${hostPort}"`);
    return { url: `redis://${match[1]}:${match[2]}` };
  }
  return null;
}

function databaseUrl(env: NodeJS.ProcessEnv): string | null {
  const url = env.SYNC_DATABASE_URL;
  if (url === undefined || url === '') return null;
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error('SYNC_DATABASE_URL must start with postgres:// or postgresql://');
  return url;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SyncServerConfig {
  const port = whole(env, 'PORT', DEFAULTS.port, 0);
  if (port > 65_535) throw new Error(`PORT must be at most 65535, not "${env.PORT}"`);
  return {
    ...DEFAULTS,
    host: env.SYNC_HOST || DEFAULTS.host,
    port,
    dataDir: env.SYNC_DATA || DEFAULTS.dataDir,
    forgetDays: whole(env, 'SYNC_FORGET_DAYS', DEFAULTS.forgetDays, 1),
    maxDocBytes: whole(env, 'SYNC_MAX_DOC_BYTES', DEFAULTS.maxDocBytes, 16 * KIB),
    maxConnectionsPerAddress: whole(
      env,
      'SYNC_MAX_CONNECTIONS_PER_ADDRESS',
      DEFAULTS.maxConnectionsPerAddress,
      1,
    ),
    maxConnections: whole(env, 'SYNC_MAX_CONNECTIONS', DEFAULTS.maxConnections, 1),
    redis: redisTarget(env),
    databaseUrl: databaseUrl(env),
    trustedProxies: whole(env, 'SYNC_TRUSTED_PROXIES', DEFAULTS.trustedProxies, 0),
  };
}
