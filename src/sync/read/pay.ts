// Shared payment addresses: the pay_address records of the log, read apart from the hands.
import type { NightSettings } from '../../core/ledger';
import { readSharedAddresses, schemeOfProfile } from '../../core/pay-codes';
import type { LogRecord, RecordOf } from '../log';
import type { SharedPay } from './types';

/**
 * The payment addresses shared with the table now: for each seat, its latest pay_address record in
 * log order (the same on every phone), unless that record withdrew it (null). `records` are the log's
 * readable records after its start (records.ts: checked once, each id once, within the log's bound).
 * Records of another scheme than the table's, or whose address the core does not read as written, are
 * left out (the server refuses them; a record that got past is still never shown). Restores do not touch
 * them: sharing is its owner's choice, and a restore of the night's hands must never share again an
 * address its owner withdrew.
 */
export function sharedPayOf(records: readonly LogRecord[], settings: NightSettings): SharedPay[] {
  const scheme = schemeOfProfile(settings.profile);
  const latest = new Map<number, RecordOf<'pay_address'>>();
  for (const record of records)
    if (record.t === 'pay_address' && record.scheme === scheme) latest.set(record.seat, record);
  const shared: SharedPay[] = [];
  for (const record of latest.values()) {
    if (record.address === null) continue;
    const [read] = readSharedAddresses(scheme, [{ seat: record.seat, address: record.address }]);
    if (read) shared.push({ ...read, phone: record.phone, at: record.at, recordId: record.id });
  }
  return shared.sort((a, b) => a.seat - b.seat);
}
