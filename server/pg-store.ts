// The rooms in PostgreSQL (node-postgres), for several servers sharing one store: `SYNC_DATABASE_URL`.
// The same promises as the SQLite store (server/room-store.ts): every update is a committed row before
// the phone is told it arrived; the snapshot folds them; rooms are keyed by SHA-256 of their name.
// The schema is versioned: the server runs the migrations it lacks at start, under an advisory lock so
// two servers starting together do not run them twice.
import pg from 'pg';
import type * as Y from 'yjs';
import { DAY_MS, mergeStored, roomKey, sameHash, snapshotOf, type RoomStore } from './store';

/** The schema, one step a version. Never edit a step that shipped: add the next one. */
export const MIGRATIONS: readonly string[] = [
  // 1: rooms and their updates, times in milliseconds since 1970 (the server's clock, as SQLite keeps them).
  `CREATE TABLE rooms (key bytea PRIMARY KEY, state bytea NOT NULL, last_used bigint NOT NULL);
   CREATE TABLE updates (id bigserial PRIMARY KEY, key bytea NOT NULL, data bytea NOT NULL, at bigint NOT NULL);
   CREATE INDEX updates_by_key ON updates (key, id);`,
  // 2: the sweep reads rooms by last use and updates by time; the readiness check writes one row.
  `CREATE INDEX rooms_by_last_used ON rooms (last_used);
   CREATE INDEX updates_by_at ON updates (at);
   CREATE TABLE probe (id int PRIMARY KEY, at bigint NOT NULL);`,
  // 3: sealed rooms' admissions: the SHA-256 of the room's admission token, set by its first connection.
  `CREATE TABLE admissions (key bytea PRIMARY KEY, token_hash bytea NOT NULL, at bigint NOT NULL);
   CREATE INDEX admissions_by_at ON admissions (at);`,
];

/** Any constant: the advisory lock the migrations run under. */
const MIGRATION_LOCK = 7_245_001;

export async function migrate(client: pg.ClientBase, upTo = MIGRATIONS.length): Promise<number> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    const current = rows[0]?.version ?? 0;
    for (let version = current + 1; version <= upTo; version += 1) {
      await client.query(MIGRATIONS[version - 1]!);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    }
    await client.query('COMMIT');
    return Math.max(current, upTo);
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

export class PostgresRoomStore implements RoomStore {
  readonly kind = 'postgres';

  private constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number,
    private readonly warn: (line: string) => void,
  ) {}

  /** Connects, runs the migrations it lacks, and answers the store. */
  static async open(
    url: string,
    options: { now?: () => number; warn?: (line: string) => void; onError?: (error: Error) => void } = {},
  ): Promise<PostgresRoomStore> {
    const warn = options.warn ?? ((line: string) => process.emitWarning(line));
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // A database that stopped answering fails a write in seconds (the phone keeps its change), not minutes.
      connectionTimeoutMillis: 3_000,
      query_timeout: 10_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client whose server went away emits 'error' on the pool: without a listener it would end the process.
    pool.on('error', (error) => {
      options.onError?.(error);
      warn(`database connection lost: ${error.message}`);
    });
    const client = await pool.connect();
    try {
      await migrate(client);
    } finally {
      client.release();
    }
    return new PostgresRoomStore(pool, options.now ?? Date.now, warn);
  }

  async load(name: string): Promise<Uint8Array | null> {
    const key = roomKey(name);
    const snapshot = await this.pool.query<{ state: Buffer }>('SELECT state FROM rooms WHERE key = $1', [
      key,
    ]);
    const updates = await this.pool.query<{ data: Buffer }>(
      'SELECT data FROM updates WHERE key = $1 ORDER BY id',
      [key],
    );
    if (snapshot.rows.length === 0 && updates.rows.length === 0) return null;
    await this.pool.query('UPDATE rooms SET last_used = $1 WHERE key = $2', [this.now(), key]);
    return mergeStored(
      [...snapshot.rows.map((row) => row.state), ...updates.rows.map((row) => row.data)],
      this.warn,
    );
  }

  async append(name: string, update: Uint8Array): Promise<void> {
    await this.pool.query('INSERT INTO updates (key, data, at) VALUES ($1, $2, $3)', [
      roomKey(name),
      Buffer.from(update),
      this.now(),
    ]);
  }

  async save(name: string, document: Y.Doc): Promise<void> {
    const { state, contains } = snapshotOf(document);
    const key = roomKey(name);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // The room's row is locked while this server merges and writes it: another server's snapshot waits.
      const stored = await client.query<{ state: Buffer }>(
        'SELECT state FROM rooms WHERE key = $1 FOR UPDATE',
        [key],
      );
      const old = stored.rows[0]?.state;
      const merged = old && !contains(old) ? mergeStored([old, state], this.warn)! : state;
      await client.query(
        'INSERT INTO rooms (key, state, last_used) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET state = excluded.state, last_used = excluded.last_used',
        [key, Buffer.from(merged), this.now()],
      );
      const rows = await client.query<{ id: string; data: Buffer }>(
        'SELECT id, data FROM updates WHERE key = $1 ORDER BY id',
        [key],
      );
      const folded = rows.rows.filter((row) => contains(row.data)).map((row) => row.id);
      if (folded.length > 0) await client.query('DELETE FROM updates WHERE id = ANY($1::bigint[])', [folded]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch((rollback: unknown) => {
        this.warn(`rollback failed: ${rollback instanceof Error ? rollback.message : String(rollback)}`);
      });
      throw error;
    } finally {
      client.release();
    }
  }

  async admit(name: string, tokenHash: Uint8Array): Promise<boolean> {
    const key = roomKey(name);
    // Servers admitting the same room's first phones at once: one insert wins, and every server reads the winner.
    await this.pool.query(
      'INSERT INTO admissions (key, token_hash, at) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING',
      [key, Buffer.from(tokenHash), this.now()],
    );
    const { rows } = await this.pool.query<{ token_hash: Buffer }>(
      'SELECT token_hash FROM admissions WHERE key = $1',
      [key],
    );
    return rows[0] !== undefined && sameHash(rows[0].token_hash, tokenHash);
  }

  async forget(days: number, openNames: Iterable<string>): Promise<number> {
    const cutoff = this.now() - days * DAY_MS;
    const open = [...openNames].map(roomKey);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const stale = await client.query<{ key: Buffer }>(
        `SELECT key FROM rooms WHERE last_used < $1 AND NOT EXISTS (SELECT 1 FROM updates u WHERE u.key = rooms.key AND u.at >= $1)
         UNION
         SELECT key FROM updates WHERE NOT EXISTS (SELECT 1 FROM rooms r WHERE r.key = updates.key) GROUP BY key HAVING max(at) < $1`,
        [cutoff],
      );
      const openHex = new Set(open.map((key) => key.toString('hex')));
      const keys = stale.rows.map((row) => row.key).filter((key) => !openHex.has(key.toString('hex')));
      if (keys.length > 0) {
        await client.query('DELETE FROM rooms WHERE key = ANY($1::bytea[])', [keys]);
        await client.query('DELETE FROM updates WHERE key = ANY($1::bytea[])', [keys]);
        await client.query('DELETE FROM admissions WHERE key = ANY($1::bytea[])', [keys]);
      }
      // A sealed room joined but never written to keeps only its admission: it goes after as long.
      await client.query(
        `DELETE FROM admissions a WHERE a.at < $1 AND NOT (a.key = ANY($2::bytea[]))
           AND NOT EXISTS (SELECT 1 FROM rooms r WHERE r.key = a.key)
           AND NOT EXISTS (SELECT 1 FROM updates u WHERE u.key = a.key)`,
        [cutoff, open],
      );
      await client.query('COMMIT');
      return keys.length;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollback: unknown) => {
        this.warn(`rollback failed: ${rollback instanceof Error ? rollback.message : String(rollback)}`);
      });
      throw error;
    } finally {
      client.release();
    }
  }

  async roomCount(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM (SELECT key FROM rooms UNION SELECT key FROM updates) AS keys',
    );
    return Number(rows[0]?.n ?? 0);
  }

  async ping(): Promise<void> {
    await this.pool.query(
      'INSERT INTO probe (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at',
      [this.now()],
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
