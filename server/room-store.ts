// The rooms on disk, in one SQLite file (better-sqlite3, synchronous): the store of one server, under
// SYNC_DATA. Each room keeps a snapshot (Hocuspocus's debounced store) and the updates applied since,
// each written before the phone is told it was received (server/persistence.ts), so a server killed
// with SIGKILL loses nothing it acknowledged. A write that fails (a full disk) rejects, and the update
// is refused rather than acknowledged.
import { mkdirSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type * as Y from 'yjs';
import { DAY_MS, mergeStored, roomKey, sameHash, snapshotOf, type RoomStore } from './store';

/**
 * Below this much free space the store says it is not ready: a small probe write can still succeed on a
 * disk too full for a phone's update (SQLite's WAL may have a free page or two left).
 */
export const MIN_FREE_BYTES = 1024 * 1024;

export class SqliteRoomStore implements RoomStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly statements;

  constructor(
    private readonly dataDir: string,
    private readonly now: () => number = Date.now,
    private readonly warn: (line: string) => void = (line) => process.emitWarning(line),
  ) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, 'rooms.sqlite'));
    // WAL with synchronous=NORMAL: a commit is in the OS's hands at once (it survives the process being
    // killed); only a power cut can take the last moments, and the phones still hold those changes.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS rooms (key BLOB PRIMARY KEY, state BLOB NOT NULL, last_used INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS updates (id INTEGER PRIMARY KEY AUTOINCREMENT, key BLOB NOT NULL, data BLOB NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS updates_by_key ON updates (key, id);
      CREATE TABLE IF NOT EXISTS probe (id INTEGER PRIMARY KEY, at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS admissions (key BLOB PRIMARY KEY, token_hash BLOB NOT NULL, at INTEGER NOT NULL) WITHOUT ROWID;
    `);
    this.statements = {
      snapshot: this.db.prepare<[Buffer], { state: Buffer }>('SELECT state FROM rooms WHERE key = ?'),
      touch: this.db.prepare<[number, Buffer]>('UPDATE rooms SET last_used = ? WHERE key = ?'),
      updates: this.db.prepare<[Buffer], { id: number; data: Buffer }>(
        'SELECT id, data FROM updates WHERE key = ? ORDER BY id',
      ),
      append: this.db.prepare<[Buffer, Buffer, number]>(
        'INSERT INTO updates (key, data, at) VALUES (?, ?, ?)',
      ),
      save: this.db.prepare<[Buffer, Buffer, number]>(
        'INSERT INTO rooms (key, state, last_used) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET state = excluded.state, last_used = excluded.last_used',
      ),
      dropUpdate: this.db.prepare<[number]>('DELETE FROM updates WHERE id = ?'),
      staleRooms: this.db.prepare<[number, number], { key: Buffer }>(
        'SELECT key FROM rooms WHERE last_used < ? AND key NOT IN (SELECT key FROM updates WHERE at >= ?)',
      ),
      staleOrphans: this.db.prepare<[number], { key: Buffer }>(
        'SELECT key FROM updates WHERE key NOT IN (SELECT key FROM rooms) GROUP BY key HAVING MAX(at) < ?',
      ),
      admit: this.db.prepare<[Buffer, Buffer, number]>(
        'INSERT INTO admissions (key, token_hash, at) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING',
      ),
      admission: this.db.prepare<[Buffer], { token_hash: Buffer }>(
        'SELECT token_hash FROM admissions WHERE key = ?',
      ),
      staleAdmissions: this.db.prepare<[number], { key: Buffer }>(
        'SELECT key FROM admissions WHERE at < ? AND key NOT IN (SELECT key FROM rooms) AND key NOT IN (SELECT key FROM updates)',
      ),
      dropAdmission: this.db.prepare<[Buffer]>('DELETE FROM admissions WHERE key = ?'),
      dropRoom: this.db.prepare<[Buffer]>('DELETE FROM rooms WHERE key = ?'),
      dropRoomUpdates: this.db.prepare<[Buffer]>('DELETE FROM updates WHERE key = ?'),
      count: this.db.prepare<[], { n: number }>(
        'SELECT COUNT(*) AS n FROM (SELECT key FROM rooms UNION SELECT key FROM updates)',
      ),
      probe: this.db.prepare<[number]>(
        'INSERT INTO probe (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at',
      ),
    };
  }

  async load(name: string): Promise<Uint8Array | null> {
    const key = roomKey(name);
    const snapshot = this.statements.snapshot.get(key);
    const updates = this.statements.updates.all(key);
    if (!snapshot && updates.length === 0) return null;
    try {
      this.statements.touch.run(this.now(), key);
    } catch (error) {
      // A full disk must not keep a night from being read: the room is marked used at its next write.
      this.warn(`could not mark a room used: ${error instanceof Error ? error.message : String(error)}`);
    }
    return mergeStored([...(snapshot ? [snapshot.state] : []), ...updates.map((row) => row.data)], this.warn);
  }

  async append(name: string, update: Uint8Array): Promise<void> {
    this.statements.append.run(roomKey(name), Buffer.from(update), this.now());
  }

  async save(name: string, document: Y.Doc): Promise<void> {
    const { state, contains } = snapshotOf(document);
    const key = roomKey(name);
    this.db.transaction(() => {
      const stored = this.statements.snapshot.get(key);
      // Another process sharing the file may have written a snapshot this document lacks: merge, never overwrite.
      const merged =
        stored && !contains(stored.state) ? mergeStored([stored.state, state], this.warn)! : state;
      this.statements.save.run(key, Buffer.from(merged), this.now());
      for (const row of this.statements.updates.all(key)) {
        if (contains(row.data)) this.statements.dropUpdate.run(row.id);
      }
    })();
  }

  async admit(name: string, tokenHash: Uint8Array): Promise<boolean> {
    const key = roomKey(name);
    const stored = this.db.transaction(() => {
      this.statements.admit.run(key, Buffer.from(tokenHash), this.now());
      return this.statements.admission.get(key);
    })();
    return stored !== undefined && sameHash(stored.token_hash, tokenHash);
  }

  async forget(days: number, openNames: Iterable<string>): Promise<number> {
    const cutoff = this.now() - days * DAY_MS;
    const open = new Set([...openNames].map((name) => roomKey(name).toString('hex')));
    let forgotten = 0;
    this.db.transaction(() => {
      const stale = [
        ...this.statements.staleRooms.all(cutoff, cutoff),
        ...this.statements.staleOrphans.all(cutoff),
      ];
      for (const { key } of stale) {
        if (open.has(key.toString('hex'))) continue;
        this.statements.dropRoom.run(key);
        this.statements.dropRoomUpdates.run(key);
        this.statements.dropAdmission.run(key);
        forgotten += 1;
      }
      // A sealed room joined but never written to keeps only its admission: it goes after as long.
      for (const { key } of this.statements.staleAdmissions.all(cutoff)) {
        if (!open.has(key.toString('hex'))) this.statements.dropAdmission.run(key);
      }
    })();
    return forgotten;
  }

  async roomCount(): Promise<number> {
    return this.statements.count.get()?.n ?? 0;
  }

  async ping(): Promise<void> {
    const { bavail, bsize } = statfsSync(this.dataDir);
    if (bavail * bsize < MIN_FREE_BYTES)
      throw new Error(`the disk is nearly full (${Math.round((bavail * bsize) / 1024)} kB free)`);
    this.statements.probe.run(this.now());
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
