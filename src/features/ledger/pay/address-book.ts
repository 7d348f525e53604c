// The payment addresses players have typed on this phone, by scheme and player's name, in local
// storage: kept on this phone only (never in a backup, a night link or a live night), so that the same
// name at the next night finds its address again, until it is forgotten. A stored address is read
// again through the core's reader as it is loaded: what storage holds is checked where it enters.
import { useSyncExternalStore } from 'react';
import { readPayAddress, type PayAddress, type PayScheme } from '../../../core/pay-codes';

export const ADDRESS_BOOK_KEY = 'tai-table:pay-addresses';

/** What is stored: the address of each name, as the core writes it ("+6591234567", "+852-67891234"). */
interface Stored {
  version: 1;
  paynow: Record<string, string>;
  fps: Record<string, string>;
}

export type AddressBook = Readonly<Record<PayScheme, ReadonlyMap<string, PayAddress>>>;

const EMPTY: AddressBook = { paynow: new Map(), fps: new Map() };
const listeners = new Set<() => void>();
let cached: { raw: string | null; book: AddressBook } | null = null;

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

/** The stored text read into addresses; anything unreadable is left out (and said so in the console). */
function parse(raw: string | null): AddressBook {
  if (raw === null) return EMPTY;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    console.warn('The remembered payment addresses could not be read; starting without them:', error);
    return EMPTY;
  }
  const book = { paynow: new Map<string, PayAddress>(), fps: new Map<string, PayAddress>() };
  if (typeof data !== 'object' || data === null) return EMPTY;
  for (const scheme of ['paynow', 'fps'] as const) {
    const entries: unknown = (data as Record<string, unknown>)[scheme];
    if (!isStringRecord(entries)) continue;
    for (const [name, value] of Object.entries(entries)) {
      const read = readPayAddress(scheme, value);
      if (read.ok) book[scheme].set(name, read.address);
      else
        console.warn(
          `A remembered ${scheme} address of ${name} is not one (${read.problem.code}); left out.`,
        );
    }
  }
  return book;
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(ADDRESS_BOOK_KEY);
  } catch (error) {
    console.warn('Local storage could not be read; no payment addresses are remembered:', error);
    return null;
  }
}

function snapshot(): AddressBook {
  const raw = readRaw();
  if (cached?.raw !== raw) cached = { raw, book: parse(raw) };
  return cached.book;
}

const notify = (): void => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the app changed them: this one shows the same.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === ADDRESS_BOOK_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The addresses this phone remembers, kept current. */
export function useAddressBook(): AddressBook {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Writes the book with one name's address set (or, with null, forgotten); false when storage refuses. */
function write(scheme: PayScheme, name: string, address: PayAddress | null): boolean {
  const book = snapshot();
  const stored: Stored = {
    version: 1,
    paynow: Object.fromEntries([...book.paynow].map(([n, a]) => [n, a.value])),
    fps: Object.fromEntries([...book.fps].map(([n, a]) => [n, a.value])),
  };
  if (address === null) delete stored[scheme][name];
  else stored[scheme][name] = address.value;
  try {
    localStorage.setItem(ADDRESS_BOOK_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn('Local storage refused the payment address:', error);
    return false;
  }
  notify();
  return true;
}

/** Remembers a player's address on this phone; false when storage refuses. */
export const rememberAddress = (scheme: PayScheme, name: string, address: PayAddress): boolean =>
  write(scheme, name, address);

/** Forgets a player's address on this phone; false when storage refuses. */
export const forgetAddress = (scheme: PayScheme, name: string): boolean => write(scheme, name, null);
