// The first step of reading a night: the log's raw values checked and placed. Every later step reads
// these records only, never the raw values: a record is a LogRecord of the schema (src/sync/log.ts),
// each id once, at most MAX_RECORDS of them, the night's start first and only there, in the log's order
// (the same on every phone). A sealed room's values come opened (src/sync/sealed.ts): a record whose
// phone is the key that signed it, or one already left out. Whatever is left out is kept with the phone
// it came from, so the screens can say whose change could not be read.
import { acceptEntry, isUsableId, type NightSettings } from '../../core/ledger';
import { seenByFrontier } from '../frontier';
import { LOG_FORMAT, MAX_RECORDS, checkRecord, type LogRecord, type RecordOf } from '../log';

/** A readable record and its place among the readable records (its index in `CheckedLog.records`). */
export interface PlacedRecord {
  record: LogRecord;
  index: number;
}

/**
 * A value of the log left out of the night: whose it was (a sealed room's signer; an older room's record
 * says its own phone; null when nothing says, or an envelope no phone signed), and whether it is of a
 * newer format than this version reads (the only case where updating the app would help).
 */
export interface LeftOut {
  phone: string | null;
  newer: boolean;
}

/** A value of the log as its reader takes it: a record to check, or one a sealed room's opening left out already. */
export type LogValue = { raw: unknown } | { leftOut: LeftOut };

/** The log's readable records, in order, and how many values were not. */
export interface CheckedLog {
  records: PlacedRecord[];
  byId: Map<string, PlacedRecord>;
  /** Values left out: not a record of the schema, an id already seen, a start past the first, or past MAX_RECORDS. */
  unreadable: number;
  /** The same values, each with its phone. */
  leftOut: LeftOut[];
  /** Every phone the log names (a record's, a left-out value's), in order of its first value: "Phone 1", "Phone 2", … */
  phones: string[];
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

/** The phone a raw value says it is from, if it says one in the shape of an id; and whether it claims a newer format. */
function leftOutOf(raw: unknown): LeftOut {
  if (raw === null || typeof raw !== 'object') return { phone: null, newer: false };
  const { phone, v } = raw as { phone?: unknown; v?: unknown };
  return {
    phone: typeof phone === 'string' && isUsableId(phone) ? phone : null,
    newer: typeof v === 'number' && v > LOG_FORMAT,
  };
}

/** The log's raw values (as the Y.Array holds them, in its order) checked: the records a night is read from. */
export function checkRecords(raws: readonly unknown[]): CheckedLog {
  return checkValues(raws.map((raw) => ({ raw })));
}

/**
 * The log's values checked, in order: each a record of the schema, each id once, within MAX_RECORDS.
 * The night's start counts only as the log's first value (a start anywhere else is a second one, which
 * the server of either format refuses too); a log whose first value is no start has no night.
 */
export function checkValues(values: readonly LogValue[]): CheckedLog {
  const records: PlacedRecord[] = [];
  const byId = new Map<string, PlacedRecord>();
  const leftOut: LeftOut[] = [];
  const phones = new Set<string>();
  const leave = (left: LeftOut) => {
    leftOut.push(left);
    if (left.phone !== null) phones.add(left.phone);
  };
  values.forEach((value, at) => {
    if ('leftOut' in value) return leave(value.leftOut);
    const { raw } = value;
    const checked = checkOnce(raw);
    if (
      records.length >= MAX_RECORDS ||
      !checked.ok ||
      byId.has(checked.record.id) ||
      (checked.record.t === 'start' && at !== 0)
    )
      return leave(checked.ok ? { phone: checked.record.phone, newer: false } : leftOutOf(raw));
    const placed = { record: checked.record, index: records.length };
    records.push(placed);
    byId.set(placed.record.id, placed);
    phones.add(placed.record.phone);
  });
  return { records, byId, unreadable: leftOut.length, leftOut, phones: [...phones] };
}

/** The night's start record (its settings): the log's first, when it is one; none, and there is no night to read. */
export function startOf(log: CheckedLog): (PlacedRecord & { record: RecordOf<'start'> }) | undefined {
  const first = log.records[0];
  return first?.record.t === 'start' ? (first as PlacedRecord & { record: RecordOf<'start'> }) : undefined;
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
