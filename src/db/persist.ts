// Asks the browser to keep this app's storage even when the phone runs low on space, so a
// night's ledger is not evicted. Browsers may refuse, or not offer the choice at all.

export type PersistOutcome = 'granted' | 'denied' | 'unsupported';

/** The part of the browser's StorageManager this needs (some browsers lack it; tests pass their own). */
export interface PersistableStorage {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

function browserStorage(): PersistableStorage | undefined {
  // `navigator` is missing in Node and old browsers; `navigator.storage` outside secure contexts.
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as { storage?: PersistableStorage }).storage;
}

export async function requestPersistentStorage(
  storage: PersistableStorage | undefined = browserStorage(),
): Promise<PersistOutcome> {
  if (!storage || typeof storage.persist !== 'function') return 'unsupported';
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    // A browser that throws here has refused: answered as 'denied', so the app can say storage is not guaranteed.
    return 'denied';
  }
}
