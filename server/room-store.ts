// The rooms on disk, in one SQLite file (better-sqlite3, synchronous). Each room keeps a snapshot
// (Hocuspocus's debounced store) and the updates applied since (appended as each one is applied,
// before the phone is told it was received), so a server killed with SIGKILL loses nothing it acknowledged.
// Rows are keyed by a hash of the room name: the file alone does not give anyone the way into a night.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import * as Y from 'yjs';

const DAY_MS = 24 * 60 * 60 * 1000;

export function roomKey(name: string): Buffer {
  return createHash('sha256').update(name).digest();
}

export class RoomStore {
  private readonly db: Database.Database;
  /** Per loaded room (by hex key): the update rows already part of its in-memory document, deleted when its snapshot is written. */
  private readonly folded = new Map<string, number[]>();
  private readonly statements;

  constructor(dataDir: string, private readonly now: () => number = Date.now) {
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
    `);
    this.statements = {
      snapshot: this.db.prepare<[Buffer], { state: Buffer }>('SELECT state FROM rooms WHERE key = ?'),
      touch: this.db.prepare<[number, Buffer]>('UPDATE rooms SET last_used = ? WHERE key = ?'),
      updates: this.db.prepare<[Buffer], { id: number; data: Buffer }>('SELECT id, data FROM updates WHERE key = ? ORDER BY id'),
      append: this.db.prepare<[Buffer, Buffer, number]>('INSERT INTO updates (key, data, at) VALUES (?, ?, ?)'),
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
      dropRoom: this.db.prepare<[Buffer]>('DELETE FROM rooms WHERE key = ?'),
      dropRoomUpdates: this.db.prepare<[Buffer]>('DELETE FROM updates WHERE key = ?'),
      count: this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM (SELECT key FROM rooms UNION SELECT key FROM updates)'),
    };
  }

  /** The room's whole document as one update (snapshot and every update since), or null for a room never seen. Marks it used. */
  load(name: string): Uint8Array | null {
    const key = roomKey(name);
    const snapshot = this.statements.snapshot.get(key);
    const updates = this.statements.updates.all(key);
    this.folded.set(key.toString('hex'), updates.map((row) => row.id));
    if (!snapshot && updates.length === 0) return null;
    this.statements.touch.run(this.now(), key);
    const parts = [...(snapshot ? [snapshot.state] : []), ...updates.map((row) => row.data)];
    return parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
  }

  /** Keeps one applied update at once (called synchronously from the document's update event). */
  append(name: string, update: Uint8Array): void {
    const key = roomKey(name);
    const { lastInsertRowid } = this.statements.append.run(key, Buffer.from(update), this.now());
    const hex = key.toString('hex');
    const folded = this.folded.get(hex) ?? [];
    folded.push(Number(lastInsertRowid));
    this.folded.set(hex, folded);
  }

  /**
   * Writes the room's snapshot and drops the updates it now contains. `state` must be the encoding of
   * the in-memory document taken in the same synchronous run as this call (Hocuspocus's Database
   * extension does so), so every update appended so far is in it.
   */
  save(name: string, state: Uint8Array): void {
    const key = roomKey(name);
    const hex = key.toString('hex');
    const folded = this.folded.get(hex) ?? [];
    this.db.transaction(() => {
      this.statements.save.run(key, Buffer.from(state), this.now());
      for (const id of folded) this.statements.dropUpdate.run(id);
    })();
    this.folded.set(hex, []);
  }

  /** The room left memory: its folded rows stay on disk and are read again at the next load. */
  unloaded(name: string): void {
    this.folded.delete(roomKey(name).toString('hex'));
  }

  /** Deletes rooms unused for `days` days, except those open now; answers how many went. */
  forget(days: number, openNames: Iterable<string>): number {
    const cutoff = this.now() - days * DAY_MS;
    const open = new Set([...openNames].map((name) => roomKey(name).toString('hex')));
    let forgotten = 0;
    this.db.transaction(() => {
      const stale = [...this.statements.staleRooms.all(cutoff, cutoff), ...this.statements.staleOrphans.all(cutoff)];
      for (const { key } of stale) {
        if (open.has(key.toString('hex'))) continue;
        this.statements.dropRoom.run(key);
        this.statements.dropRoomUpdates.run(key);
        forgotten += 1;
      }
    })();
    return forgotten;
  }

  roomCount(): number {
    return this.statements.count.get()?.n ?? 0;
  }

  close(): void {
    this.db.close();
  }
}
