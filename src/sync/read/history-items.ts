// The history: every readable record of the log, oldest first, as the night's history shows it.
import type { LedgerEntry } from '../../core/ledger';
import type { CheckedLog, PlacedRecord } from './records';
import type { HistoryItem } from './types';

/** Every record as a history item: whether it stands (a restore took it back), and whether it is late. */
export function historyOf(
  log: CheckedLog,
  stands: readonly boolean[],
  lateIndexes: ReadonlySet<number>,
  valueOf: ReadonlyMap<string, LedgerEntry | null>,
): HistoryItem[] {
  return log.records.map((placed): HistoryItem => {
    const item = historyItem(placed, stands[placed.index]!, valueOf);
    return lateIndexes.has(placed.index) ? { ...item, late: true } : item;
  });
}

function historyItem(
  placed: PlacedRecord,
  active: boolean,
  valueOf: ReadonlyMap<string, LedgerEntry | null>,
): HistoryItem {
  const { record } = placed;
  const item: HistoryItem = {
    recordId: record.id,
    kind: record.t,
    phone: record.phone,
    at: record.at,
    active,
  };
  switch (record.t) {
    case 'record': {
      const entry = valueOf.get(record.id);
      if (entry) {
        item.entryId = entry.id;
        item.entry = entry;
      }
      break;
    }
    case 'revise':
      item.entryId = record.entry;
      item.why = record.why;
      if (valueOf.has(record.id)) {
        item.entry = valueOf.get(record.id) ?? null;
        item.previous = record.of.map((id) => valueOf.get(id)).find((value) => value !== undefined) ?? null;
      }
      break;
    case 'keep':
      item.entryId = record.entry;
      break;
    case 'status':
      item.status = record.status;
      break;
    case 'restore':
      item.before = record.before;
      break;
    case 'start':
      break;
    case 'pay_address':
      item.paySeat = record.seat;
      item.payShared = record.address !== null;
      break;
    case 'phone':
      if (record.seat !== null) item.phoneSeat = record.seat;
      if (record.name !== null) item.phoneName = record.name;
      break;
  }
  return item;
}
