// A fresh, private IndexedDB for each test, so no test sees another's data.
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openDatabase, type IndexedDbSource, type TaiTableDB } from './schema';

let count = 0;

// Live queries run only where Dexie sees a global IndexedDB (it checks, then uses each database's
// own source): Node has none, so a fake one stands in. Each test database still gets its own.
Dexie.dependencies.indexedDB ??= new IDBFactory();
Dexie.dependencies.IDBKeyRange ??= IDBKeyRange;

export const freshSource = (): IndexedDbSource => ({ indexedDB: new IDBFactory(), IDBKeyRange });

export function freshDatabase(source: IndexedDbSource = freshSource()): TaiTableDB {
  count += 1;
  return openDatabase(`tai-table-test-${count}`, source);
}

/** The value of a result that must have succeeded, so a test fails loudly with the player's message otherwise. */
export function expectOk<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

/** Everything in the database, to show that a refused call changed nothing. */
export async function dumpDatabase(db: TaiTableDB) {
  return {
    nights: await db.sessions.toArray(),
    players: await db.players.toArray(),
    hands: await db.hands.toArray(),
    payments: await db.payments.toArray(),
    undo: await db.undo.toArray(),
  };
}

/** What an undo offered now would name: the last change of the night (or nothing, which undo refuses). */
export async function latestUndo(db: TaiTableDB, nightId: string): Promise<{ seq: number; entryId: string }> {
  const last = await db.undo
    .where('[sessionId+seq]')
    .between([nightId, Dexie.minKey], [nightId, Dexie.maxKey])
    .last();
  return { seq: last?.seq ?? 0, entryId: last?.entryId ?? '' };
}

/** The revision of an entry as a screen showing it now would have it (0 for an entry not there). */
export async function versionOf(
  db: TaiTableDB,
  nightId: string,
  entryId: string,
): Promise<{ version: number }> {
  const row = await db.hands.get([nightId, entryId]);
  return { version: row?.version ?? 0 };
}
