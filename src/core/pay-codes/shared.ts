// Addresses shared with the table on a live night: what the night's log, its row, a backup and a night
// link hold of them, and the one reader every copy goes through. An address is only ever shared by its
// owner's choice (a switch on Settle up); one read from anywhere outside this phone is read again here
// and left out when it is not an address of the table's scheme in the form the core writes.
import { readPayAddress, schemeOfProfile, type PayAddress, type PayScheme } from './address';

export { schemeOfProfile };

/** Seats of a table: the four players of a night. */
export const SEATS = 4;
/** The longest phone id kept beside a shared address (the log's ids are at most 100 characters). */
const MAX_PHONE_ID = 100;

/** A shared address as a night keeps it: the seat of its player, the address as the core writes it, and (on the phone only) the phone that shared it. */
export interface StoredSharedAddress {
  seat: number;
  address: string;
  phone?: string;
}

/** A shared address read and checked. */
export interface SharedAddress {
  readonly seat: 0 | 1 | 2 | 3;
  readonly address: PayAddress;
  /** The phone that shared it, when known (a backup or a link does not carry it). */
  readonly phone?: string;
}

/**
 * Whether `value` is an address of `scheme` exactly as the core writes it ("+6591234567", "+852-67891234",
 * "201403121W"): what is shared is what its owner's phone read, so anything else was not written by the app.
 */
export function isWrittenAddress(scheme: PayScheme, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const read = readPayAddress(scheme, value);
  return read.ok && read.address.value === value;
}

const isSeat = (seat: unknown): seat is 0 | 1 | 2 | 3 =>
  typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < SEATS;

/**
 * The shared addresses in `raw` (a list of StoredSharedAddress from a row, a backup or a link), each
 * checked: a seat of the table, an address of the table's scheme as the core writes it, one per seat.
 * What fails is left out, never shown; anything that is not a list reads as none.
 */
export function readSharedAddresses(scheme: PayScheme, raw: unknown): SharedAddress[] {
  if (!Array.isArray(raw)) return [];
  const read: SharedAddress[] = [];
  for (const item of raw.slice(0, SEATS * 4) as unknown[]) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) continue;
    const { seat, address, phone } = item as Record<string, unknown>;
    if (!isSeat(seat) || read.some((shared) => shared.seat === seat) || !isWrittenAddress(scheme, address))
      continue;
    const checked = readPayAddress(scheme, address);
    if (!checked.ok) continue;
    const usablePhone = typeof phone === 'string' && phone.trim() !== '' && phone.length <= MAX_PHONE_ID;
    read.push({ seat, address: checked.address, ...(usablePhone ? { phone } : {}) });
  }
  return read.sort((a, b) => a.seat - b.seat);
}

/** Shared addresses as a night keeps them; `withPhone` false for what leaves the phone (a backup, a link). */
export const storedSharedAddresses = (
  shared: readonly SharedAddress[],
  withPhone: boolean,
): StoredSharedAddress[] =>
  shared.map(({ seat, address, phone }) => ({
    seat,
    address: address.value,
    ...(withPhone && phone !== undefined ? { phone } : {}),
  }));
