// This phone's id in a night's log: random, made once per install (kept in localStorage), so the history
// can say "from this phone" or "from another phone" without naming anyone. Never a secret, never a name.
import { newId } from '../db/ids';

const KEY = 'tai-table.phone-id';
let fallback: string | null = null;

/** The id this install signs its records with; where storage is unavailable, one per page load. */
export function phoneId(): string {
  try {
    const storage = typeof localStorage === 'undefined' ? null : localStorage;
    if (storage) {
      const kept = storage.getItem(KEY);
      if (kept && kept.length <= 100) return kept;
      const made = newId();
      storage.setItem(KEY, made);
      return made;
    }
  } catch (error) {
    // Storage refused (private mode, quota): the page keeps one id while it lives, said once in the console.
    if (fallback === null) console.warn('live night: no storage for this phone’s id:', error);
  }
  fallback ??= newId();
  return fallback;
}
