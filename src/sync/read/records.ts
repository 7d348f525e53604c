// The first step of reading a night: the log's raw values checked and placed. Every later step reads
// these records only, never the raw values: a record is a LogRecord of the schema (src/sync/log.ts),
// each id once, at most MAX_RECORDS of them, in the log's order (the same on every phone).
import { acceptEntry, type NightSettings } from '../../core/ledger';
import { seenByFrontier } from '../frontier';
import { MAX_RECORDS, checkRecord, type LogRecord, type RecordOf } from '../log';

/** A readable record and its place among the readable records (its index in `CheckedLog.records`). */
export interface PlacedRecord {
  record: LogRecord;
  index: number;
}

/** The log's readable records, in order, and how many values were not. */
export interface CheckedLog {
  records: PlacedRecord[];
  byId: Map<string, PlacedRecord>;
  /** Values left out: not a record of the schema, an id already seen, or past MAX_RECORDS. */
  unreadable: number;
}

// A night is read again on every change, and its records are the same objects each time (Yjs keeps the
// values it was given): each record's check, and each entry's against the night's settings, is done once.
const checkedRecords = new WeakMap<object, ReturnType<typeof checkRecord>>();
const acceptedEntries = new WeakMap<object, WeakMap<object, ReturnType<typeof acceptEntry>>>();

function checkOnce(raw: unknown): ReturnType<typeof checkRecord> {
  if (raw === null || typeof raw !== 'object') return checkRecord(raw);
  let checked = checkedRecords.get(raw);
  if (!checked) {
    checked = checkRecord(raw);
    checkedRecords.set(raw, checked);
  }
  return checked;
}

/** An entry of a record checked against the night's settings (the backup's schema), once per entry and settings. */
export function acceptOnce(settings: NightSettings, raw: unknown): ReturnType<typeof acceptEntry> {
  if (raw === null || typeof raw !== 'object') return acceptEntry(settings, raw);
  let bySettings = acceptedEntries.get(settings);
  if (!bySettings) {
    bySettings = new WeakMap();
    acceptedEntries.set(settings, bySettings);
  }
  let accepted = bySettings.get(raw);
  if (!accepted) {
    accepted = acceptEntry(settings, raw);
    bySettings.set(raw, accepted);
  }
  return accepted;
}

/** The log's raw values (as the Y.Array holds them, in its order) checked: the records a night is read from. */
export function checkRecords(raws: readonly unknown[]): CheckedLog {
  let unreadable = 0;
  const records: PlacedRecord[] = [];
  const byId = new Map<string, PlacedRecord>();
  for (const raw of raws) {
    if (records.length >= MAX_RECORDS) {
      unreadable += 1;
      continue;
    }
    const checked = checkOnce(raw);
    if (!checked.ok || byId.has(checked.record.id)) {
      unreadable += 1;
      continue;
    }
    const placed = { record: checked.record, index: records.length };
    records.push(placed);
    byId.set(placed.record.id, placed);
  }
  return { records, byId, unreadable };
}

/** The night's start record (its settings): the first of the log's; none, and there is no night to read. */
export function startOf(log: CheckedLog): (PlacedRecord & { record: RecordOf<'start'> }) | undefined {
  return log.records.find(
    (placed): placed is PlacedRecord & { record: RecordOf<'start'> } => placed.record.t === 'start',
  );
}

/**
 * Which records the record at `at` had seen by its frontier `upto` (a restore's, a finish's): a test of a
 * record's index, or null when the frontier contradicts the log (src/sync/frontier.ts).
 */
export function seenByRecord(
  log: CheckedLog,
  upto: readonly (readonly string[])[],
  at: number,
): ((index: number) => boolean) | null {
  return seenByFrontier(
    upto,
    at,
    (id) => {
      const placed = log.byId.get(id);
      return placed && { index: placed.index, phone: placed.record.phone };
    },
    (index) => log.records[index]!.record.phone,
  );
}
