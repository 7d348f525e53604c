// Finishing and late changes. A finish is a record, and so is a reopen: the last that stands says the
// night's status. A finish that names its frontier (`upto`) counts, while the night stays finished, only
// the recordings, revisions and keeps it had seen; the others are late: made after the night was finished
// on another phone, listed and not counted until the night is reopened.
import type { Ledger, LedgerEntry } from '../../core/ledger';
import { seenByRecord, type CheckedLog, type PlacedRecord } from './records';
import type { Recording } from './tree';
import { endsAHand, type LateChange, type LogEntry } from './types';

/** The night's status: the last status record that stands (open when none), and that record. */
export function nightStatus(
  log: CheckedLog,
  stands: readonly boolean[],
): { status: 'open' | 'finished'; statusRecord: PlacedRecord | undefined } {
  let status: 'open' | 'finished' = 'open';
  let statusRecord: PlacedRecord | undefined;
  for (const placed of log.records)
    if (placed.record.t === 'status' && stands[placed.index]) {
      status = placed.record.status;
      statusRecord = placed;
    }
  return { status, statusRecord };
}

/**
 * The records (by index) a finish had not seen, by its frontier (`upto`): recordings, revisions and keeps
 * that stand, of other phones made while it finished, or after (a phone apart that had not heard of it).
 * None for a finish without a frontier (an earlier version's), or one whose frontier contradicts the log
 * (a record named under another phone, or after the finish: only a hostile phone writes that, and the
 * night reads as if the finish named no frontier).
 */
export function lateRecords(log: CheckedLog, stands: readonly boolean[], finish: PlacedRecord): Set<number> {
  const late = new Set<number>();
  const { record } = finish;
  if (record.t !== 'status' || !record.upto) return late;
  const seen = seenByRecord(log, record.upto, finish.index);
  if (!seen) return late;
  for (const placed of log.records) {
    const { t } = placed.record;
    if ((t === 'record' || t === 'revise' || t === 'keep') && stands[placed.index] && !seen(placed.index))
      late.add(placed.index);
  }
  return late;
}

/** The late records as the screens say them: what, which entry, which hand or place (in the night as it counts). */
export function lateChanges(
  lateIndexes: ReadonlySet<number>,
  log: CheckedLog,
  finish: PlacedRecord | undefined,
  valueOf: ReadonlyMap<string, LedgerEntry | null>,
  recordings: ReadonlyMap<string, Recording>,
  order: readonly string[],
  kept: readonly LogEntry[],
  ledger: Ledger,
): LateChange[] {
  if (lateIndexes.size === 0 || !finish) return [];
  const place = new Map(kept.map((item, index) => [item.id, index]));
  const orderOf = new Map(order.map((id, index) => [id, index]));
  const changes: LateChange[] = [];
  for (const index of [...lateIndexes].sort((a, b) => a - b)) {
    const { record } = log.records[index]!;
    const common = {
      recordId: record.id,
      phone: record.phone,
      at: record.at,
      finishedBy: finish.record.phone,
      finishedAt: finish.record.at,
    };
    if (record.t === 'record') {
      const recorded = recordings.get(record.id);
      if (!recorded) continue;
      // The hand it would be: after the last counted entry before it in the night's order.
      const at = orderOf.get(record.id) ?? order.length;
      let previous = -1;
      kept.forEach((item, position) => {
        if ((orderOf.get(item.recordId) ?? Infinity) < at) previous = position;
      });
      const row = previous >= 0 ? ledger.rows[previous] : undefined;
      const hand = row ? row.handNumber + (endsAHand(row.entry) ? 1 : 0) : 1;
      changes.push({ ...common, kind: 'record', entryId: recorded.entry.id, entry: recorded.entry, hand });
    } else if (record.t === 'revise') {
      const number = place.get(record.entry);
      changes.push({
        ...common,
        kind: 'revise',
        entryId: record.entry,
        entry: valueOf.get(record.id) ?? null,
        why: record.why,
        ...(number === undefined ? {} : { number: number + 1 }),
      });
    } else if (record.t === 'keep') {
      const number = place.get(record.entry);
      changes.push({
        ...common,
        kind: 'keep',
        entryId: record.entry,
        ...(number === undefined ? {} : { number: number + 1 }),
      });
    }
  }
  return changes;
}
