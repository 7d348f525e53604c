// Shared payment addresses: the pay_address records of the log, read apart from the hands. A seat's
// number belongs to the phone that first shared one for it: only that phone's records change or
// withdraw it. Another phone's different number for the seat is never the seat's number: while it
// stands the seat is disputed, shown on every phone with both phones named, and no number of the seat
// is offered to pay (anyone the link was forwarded to could otherwise redirect a player's payments).
import type { NightSettings } from '../../core/ledger';
import { readSharedAddresses, schemeOfProfile, type PayAddress } from '../../core/pay-codes';
import type { LogRecord, RecordOf } from '../log';
import type { PayDispute, PayOwner, SharedPay } from './types';

/** The shared addresses to offer (one a seat, undisputed) and the seats two phones gave different numbers. */
export interface PayRead {
  shared: SharedPay[];
  disputes: PayDispute[];
  /** Each seat's owner: the phone that first shared a number for it (whatever it shares now), by seat. */
  owners: PayOwner[];
}

/**
 * The payment addresses shared with the table now, and the disputed seats. `records` are the log's
 * readable records after its start (records.ts: checked once, each id once, within the log's bound), in
 * log order (the same on every phone). Records of another scheme than the table's, or whose address the
 * core does not read as written, are left out (the server refuses them; a record that got past is still
 * never shown). Restores do not touch them: sharing is its owner's choice, and a restore of the night's
 * hands must never share again an address its owner withdrew.
 */
export function sharedPayOf(records: readonly LogRecord[], settings: NightSettings): PayRead {
  const scheme = schemeOfProfile(settings.profile);
  const read = (record: RecordOf<'pay_address'>): PayAddress | null => {
    if (record.address === null) return null;
    return readSharedAddresses(scheme, [{ seat: record.seat, address: record.address }])[0]?.address ?? null;
  };
  /** Per seat: its owner (the first phone to share a readable number for it), and each phone's latest record. */
  const seats = new Map<number, { owner: string; latest: Map<string, RecordOf<'pay_address'>> }>();
  for (const record of records) {
    if (record.t !== 'pay_address' || record.scheme !== scheme) continue;
    let seat = seats.get(record.seat);
    if (!seat) {
      // A withdrawal with nothing shared before owns nothing.
      if (read(record) === null) continue;
      seat = { owner: record.phone, latest: new Map() };
      seats.set(record.seat, seat);
    }
    seat.latest.set(record.phone, record);
  }
  const shared: SharedPay[] = [];
  const disputes: PayDispute[] = [];
  const owners: PayOwner[] = [];
  for (const [seatNumber, { owner, latest }] of [...seats].sort(([a], [b]) => a - b)) {
    const seat = seatNumber as 0 | 1 | 2 | 3;
    owners.push({ seat, phone: owner });
    const ownerRecord = latest.get(owner)!;
    const ownerAddress = read(ownerRecord);
    const others: { phone: string; address: PayAddress; recordId: string; at: number }[] = [];
    for (const [phone, record] of latest) {
      if (phone === owner) continue;
      const address = read(record);
      if (address && address.value !== ownerAddress?.value)
        others.push({ phone, address, recordId: record.id, at: record.at });
    }
    if (others.length > 0) {
      disputes.push({
        seat,
        owner: { phone: owner, address: ownerAddress, recordId: ownerRecord.id, at: ownerRecord.at },
        others,
      });
    } else if (ownerAddress) {
      shared.push({
        seat,
        address: ownerAddress,
        phone: owner,
        at: ownerRecord.at,
        recordId: ownerRecord.id,
      });
    }
  }
  return { shared, disputes, owners };
}
