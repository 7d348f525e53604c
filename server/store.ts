// What the sync server asks of the place its rooms are kept, whichever it is (SQLite under SYNC_DATA for
// one server, PostgreSQL for several): every applied update kept before the phone is told it arrived,
// a debounced snapshot that folds them, and rooms keyed by a hash of their name, never the name.
import { createHash, timingSafeEqual } from 'node:crypto';
import * as Y from 'yjs';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The key a room is kept under: SHA-256 of its name. The stored rows alone give nobody the way into a night. */
export function roomKey(name: string): Buffer {
  return createHash('sha256').update(name).digest();
}

export interface RoomStore {
  readonly kind: 'sqlite' | 'postgres';
  /** The room's whole document as one update (snapshot and every update since), or null for a room never seen. Marks it used. */
  load(name: string): Promise<Uint8Array | null>;
  /** Keeps one update; resolves once it is durable (the phone is acknowledged after), rejects if it could not be kept. */
  append(name: string, update: Uint8Array): Promise<void>;
  /**
   * Writes the room's snapshot from the document as it is now (read in the same synchronous run as the
   * call) and drops the update rows it contains, whichever server wrote them. A stored snapshot the
   * document does not contain (another server wrote it) is merged in, never overwritten.
   */
  save(name: string, document: Y.Doc): Promise<void>;
  /**
   * Admits a phone to a sealed room by the SHA-256 of its admission token: the room's first connection
   * sets it (trust on first use: the inviting phone, which drew the room's secret), every later one must
   * match. Answers whether admitted. The token itself is never kept, so a reader of the store can neither
   * join nor write.
   */
  admit(name: string, tokenHash: Uint8Array): Promise<boolean>;
  /** Deletes rooms unused for `days` days (and their admissions), except those open here; answers how many went. */
  forget(days: number, openNames: Iterable<string>): Promise<number>;
  roomCount(): Promise<number>;
  /** A small write: resolves only while the store takes writes (the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** What `save` writes and which rows it may drop, read from the document synchronously. */
export interface SnapshotOf {
  state: Uint8Array;
  contains(update: Uint8Array): boolean;
}

export function snapshotOf(document: Y.Doc): SnapshotOf {
  const state = Y.encodeStateAsUpdate(document);
  const snapshot = Y.snapshot(document);
  return {
    state,
    contains: (update) => {
      try {
        return Y.snapshotContainsUpdate(snapshot, update);
      } catch (error) {
        // A row that does not decode is kept (load skips it, saying so): it is never dropped unseen.
        process.emitWarning(
          `a stored update does not decode: ${error instanceof Error ? error.message : String(error)}`,
        );
        return false;
      }
    },
  };
}

/**
 * The stored parts of a room as one update. A part that cannot be merged (written by a broken server, or
 * cut short) is left out with a warning rather than making the whole room unreadable.
 */
export function mergeStored(parts: Uint8Array[], warn: (line: string) => void): Uint8Array | null {
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0]!;
  try {
    return Y.mergeUpdates(parts);
  } catch {
    // One part is bad: apply them one by one and keep the ones that apply.
    const doc = new Y.Doc({ gc: true });
    let skipped = 0;
    for (const part of parts) {
      try {
        Y.applyUpdate(doc, part);
      } catch {
        skipped += 1;
      }
    }
    warn(`skipped ${skipped} stored update(s) of a room that do not decode`);
    return Y.encodeStateAsUpdate(doc);
  }
}

/** Whether a stored admission hash is the one given (in constant time: a hash, but compared as a secret would be). */
export function sameHash(stored: Uint8Array, given: Uint8Array): boolean {
  return stored.byteLength === given.byteLength && timingSafeEqual(stored, given);
}

/** The empty Yjs update (no structs, no deletions): what a phone with nothing new sends in its sync step 2. */
export function isEmptyUpdate(update: Uint8Array): boolean {
  return update.byteLength === 2 && update[0] === 0 && update[1] === 0;
}
