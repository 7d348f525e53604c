// Whether this phone holds the ledger database yet, asked without opening it (opening would create
// it) and without Dexie. On a first visit the score screen then loads no database code at all: the
// database's code and its creation were the largest part of the first screen's start after the
// shell had painted, only to learn that nothing was saved yet.
import { DB_NAME } from './name';

/**
 * Dexie's channel between tabs, on which each write to any database of this origin is announced
 * (dexie's DOM event name 'x-storagemutated-1'). It reaches every other channel of that name, in
 * other tabs and in this one; ledger-exists.test.ts fails if a Dexie upgrade stops posting there.
 */
export const DATABASE_CHANGES_CHANNEL = 'x-storagemutated-1';

/**
 * False only when the browser lists its databases and the ledger is not among them. A browser
 * that cannot list them (or fails to) gets true, and the database is opened as it always was.
 */
export async function ledgerExists(idb: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  if (!idb || typeof idb.databases !== 'function') return true;
  try {
    const databases = await idb.databases();
    return databases.some((d) => d.name === DB_NAME);
  } catch (error) {
    console.warn('The list of databases could not be read; the ledger is opened anyway:', error);
    return true;
  }
}
