// A browser that refuses local storage throws on every read. The app's own reads catch that and go on
// without (the night's pointer, the draft, the language), but the live night's library (lib0, under
// Yjs) reads its settings from local storage as its code loads, and a throw there would stop the
// night's screen from loading at all. So on such a browser, before any library loads, a read answers
// "nothing stored" (which is the truth of it) while a write still refuses, so the app still notices
// and tells the player.
export function guardStorageReads(): void {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
    storage.getItem('tai-table:probe');
    return;
  } catch {
    // Reads refused (or no storage at all): guard them below.
  }
  const refused = (): never => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an exception for the code that catches it, never shown
    throw new DOMException('This browser refuses local storage.', 'SecurityError');
  };
  const guarded: Storage = {
    get length() {
      return 0;
    },
    key: () => null,
    getItem: () => null,
    setItem: (key, value) => (storage ? storage.setItem(key, value) : refused()),
    removeItem: (key) => (storage ? storage.removeItem(key) : refused()),
    clear: () => (storage ? storage.clear() : refused()),
  };
  try {
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => guarded });
  } catch (error) {
    console.warn('Local storage refuses reads and could not be guarded:', error);
  }
}
