// This phone's identity on live nights: an Ed25519 key pair made once per install
// (@tai-table/night-log's phone keys). Its public half is the phone's id in every record (in a sealed
// room, the key its envelopes are signed with and verified against; in an older room, the record's
// `phone`) and in presence; its secret half never leaves the phone.
//
// Kept in localStorage, not the Dexie database: a record is signed inside the database transaction that
// writes it, which may await nothing but Dexie, so the key must be at hand synchronously; and every tab of
// the browser reads the same one, so two tabs are one phone, as the count of phones says. (A Dexie table
// would take a version and its migration, and an await before each write.) Clearing the site's data
// clears both together, as it clears the nights themselves.
import {
  fromBase64url,
  newPhoneKeys,
  phoneKeysOf as keysOfSecret,
  toBase64url,
  type PhoneKeys,
} from '@tai-table/night-log';

const KEY = 'tai-table.phone-key';
let fallback: PhoneKeys | null = null;
let kept: PhoneKeys | null = null;

/** The phone's key pair; where storage is unavailable or refuses, one for the page's life (said once in the console). */
export function phoneKeys(): PhoneKeys {
  if (kept) return kept;
  try {
    const storage = typeof localStorage === 'undefined' ? null : localStorage;
    if (storage) {
      const text = storage.getItem(KEY);
      const secret = text === null ? null : fromBase64url(text);
      const read = secret === null ? null : keysOfSecret(secret);
      if (read) return (kept = read);
      const made = newPhoneKeys();
      storage.setItem(KEY, toBase64url(made.secretKey));
      return (kept = made);
    }
  } catch (error) {
    // Storage refused (private mode, quota): the page keeps one key while it lives; its records are this
    // phone's until it is reloaded, then another phone's. Said once in the console.
    if (fallback === null) console.warn('live night: no storage for this phone’s key:', error);
  }
  fallback ??= newPhoneKeys();
  return fallback;
}

/** The id this install's records and presence carry: its public key (43 base64url characters). */
export const phoneId = (): string => phoneKeys().publicKey;

const keysOfDatabase = new WeakMap<object, PhoneKeys>();

/**
 * The keys a phone of `db` writes with: the install's (phoneKeys) in a browser, whose one database is the
 * phone's; where there is no local storage (Node, in tests, several phones in one process), one pair per
 * database, so each test phone is a phone of its own.
 */
export function phoneKeysOf(db: object): PhoneKeys {
  if (typeof localStorage !== 'undefined') return phoneKeys();
  let keys = keysOfDatabase.get(db);
  if (!keys) {
    keys = newPhoneKeys();
    keysOfDatabase.set(db, keys);
  }
  return keys;
}
