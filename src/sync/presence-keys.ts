// The key pair this phone announces itself with in a live night's presence (src/sync/presence.ts). The
// phone's identity is one Ed25519 key pair made once per install; where the phone keeps it is the live
// night's records' business (their envelopes are signed with the same key). This is the one place
// presence takes it from: kept in localStorage, or, where there is none (Node, in tests), one per database.
import { fromBase64url, newPhoneKeys, phoneKeysOf, toBase64url, type PhoneKeys } from '@tai-table/night-log';
import type { TaiTableDB } from '../db/schema';

const KEY = 'tai-table.phone-key';
const perDatabase = new WeakMap<TaiTableDB, PhoneKeys>();
let perPage: PhoneKeys | null = null;

/** This phone's key pair, made on first use. */
export function phoneKeys(db: TaiTableDB): PhoneKeys {
  if (typeof localStorage === 'undefined') {
    let keys = perDatabase.get(db);
    if (!keys) {
      keys = newPhoneKeys();
      perDatabase.set(db, keys);
    }
    return keys;
  }
  try {
    const kept = localStorage.getItem(KEY);
    const bytes = kept === null ? null : fromBase64url(kept);
    const keys = bytes === null ? null : phoneKeysOf(bytes);
    if (keys) return keys;
    const made = newPhoneKeys();
    localStorage.setItem(KEY, toBase64url(made.secretKey));
    return made;
  } catch (error) {
    // Storage refused (private mode, quota): the page keeps one key while it lives, said once in the console.
    if (perPage === null) console.warn('live night: no storage for this phone’s key:', error);
  }
  perPage ??= newPhoneKeys();
  return perPage;
}
