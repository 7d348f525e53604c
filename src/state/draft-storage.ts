// Where the draft hand is kept: local storage, read synchronously so the first screen already shows
// the hand, and IndexedDB, whose committed transactions survive the browser process being killed
// (local storage is flushed to disk only seconds later). Both are written on every change; on start
// the newer copy wins. A refusal by either is reported once to whoever listens.
import { afterNextPaint } from './after-paint';
import { DRAFT_VERSION, upgradeDraft, type DraftData, type StoredDraft } from './draft-fields';

export const DRAFT_KEY = 'tai-table:draft';
const IDB_NAME = 'tai-table-draft';
const IDB_STORE = 'draft';

export type StorageRefusal = 'local' | 'indexeddb';

/** Reads the local-storage copy now; null when there is none or it is unusable. */
export function readLocalDraft(): { savedAt: number; state: DraftData } | null {
  // Rendering the static shell at build time, there is no storage: the shell is the empty screen.
  if (typeof localStorage === 'undefined') return null;
  let text: string | null;
  try {
    text = localStorage.getItem(DRAFT_KEY);
  } catch (error) {
    console.warn('The draft could not be read from local storage:', error);
    return null;
  }
  if (text === null) return null;
  try {
    return upgradeDraft(JSON.parse(text));
  } catch (error) {
    // Not JSON: an edited or damaged copy. The hand starts empty; IndexedDB may still hold one.
    console.warn('The stored draft is not readable and was ignored:', error);
    return null;
  }
}

let dbPromise: Promise<IDBDatabase> | null = null;
function openDraftDb(): Promise<IDBDatabase> {
  dbPromise ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(IDB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(IDB_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
  });
  return dbPromise;
}

/** Reads the IndexedDB copy; null when there is none, it is unusable, or IndexedDB is not there. */
export async function readDurableDraft(): Promise<{ savedAt: number; state: DraftData } | null> {
  if (typeof indexedDB === 'undefined') return null;
  const db = await openDraftDb();
  return new Promise((resolve, reject) => {
    const request = db.transaction(IDB_STORE, 'readonly').objectStore(IDB_STORE).get('current');
    request.onsuccess = () => resolve(request.result === undefined ? null : upgradeDraft(request.result));
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to read'));
  });
}

/**
 * Writes the draft to both places. Local storage is synchronous, in the tap itself. The IndexedDB
 * write starts once the tap's frame has painted (its transaction costs a phone a few milliseconds
 * the answer should not wait for; local storage already holds the hand meanwhile), and is queued
 * so that only the newest draft is written once the previous write has committed (no pile-up of
 * writes while tapping fast, and the last tap's draft is always the one on disk).
 */
export function createDraftWriter(onRefused: (where: StorageRefusal, error: unknown) => void) {
  let pending: StoredDraft | null = null;
  let writing = false;

  const writeDurable = async (): Promise<void> => {
    while (pending) {
      const record = pending;
      pending = null;
      try {
        const db = await openDraftDb();
        await new Promise<void>((resolve, reject) => {
          // 'strict': committed to disk before the transaction completes, on browsers that offer the choice.
          const tx = db.transaction(IDB_STORE, 'readwrite', { durability: 'strict' });
          tx.objectStore(IDB_STORE).put(record, 'current');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB refused to write'));
          tx.onabort = () => reject(tx.error ?? new Error('IndexedDB aborted the write'));
        });
      } catch (error) {
        onRefused('indexeddb', error);
      }
    }
    writing = false;
  };

  let lastSavedAt = 0;
  return (state: StoredDraft['state']): void => {
    // Strictly increasing, so of two copies written in one millisecond the later is still the newer.
    lastSavedAt = Math.max(Date.now(), lastSavedAt + 1);
    const record: StoredDraft = { version: DRAFT_VERSION, savedAt: lastSavedAt, state };
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(record));
    } catch (error) {
      onRefused('local', error);
    }
    // Without IndexedDB at all (some embedded browsers), local storage is all there is.
    if (typeof indexedDB === 'undefined') return;
    pending = record;
    if (writing) return;
    writing = true;
    afterNextPaint(() => void writeDurable());
  };
}
