// Which records stand: a restore takes the night back to how it stood before its target, taking back
// the records its phone had seen from the target on; a record another phone made meanwhile stands,
// wherever the merged log put it.
import { MAX_RESTORES } from '../log';
import { seenByRecord, type CheckedLog, type PlacedRecord } from './records';

/** A readable restore: where it is, where its target is, and which records it had seen. */
interface Restore {
  index: number;
  before: number;
  sees: (index: number) => boolean;
}

/**
 * The log's readable restores. Which records a restore had seen: with its frontier (`upto`), a record at
 * or before its phone's entry there, in any order the merged log gives concurrent records (a phone it
 * names whose record is not here yet had every record here seen: they come before that record in the
 * phone's own order). Without (an earlier version's restore): every record up to `seen`, as it always
 * read. A restore whose target is not a record after the start and before it, past MAX_RESTORES, or whose
 * frontier contradicts the log, is unreadable.
 */
function restoresOf(log: CheckedLog, start: PlacedRecord): { restores: Restore[]; left: PlacedRecord[] } {
  const restores: Restore[] = [];
  const left: PlacedRecord[] = [];
  for (const placed of log.records) {
    if (placed.record.t !== 'restore') continue;
    const { before: beforeId, seen: seenId, upto } = placed.record;
    const before = log.byId.get(beforeId);
    if (
      !before ||
      before.index <= start.index ||
      before.index >= placed.index ||
      restores.length >= MAX_RESTORES
    ) {
      left.push(placed);
      continue;
    }
    let sees: (index: number) => boolean;
    if (upto) {
      const byFrontier = seenByRecord(log, upto, placed.index);
      if (!byFrontier) {
        left.push(placed);
        continue;
      }
      sees = byFrontier;
    } else {
      const seen = log.byId.get(seenId);
      const limit =
        seen && seen.index < placed.index ? Math.max(seen.index, before.index - 1) : placed.index - 1;
      sees = (index) => index <= limit;
    }
    restores.push({ index: placed.index, before: before.index, sees });
  }
  return { restores, left };
}

/**
 * Whether each record stands in the night as the whole log has it (by index; the start always stands),
 * and the restores that were unreadable (left out, as if never made).
 */
export function standingRecords(
  log: CheckedLog,
  start: PlacedRecord,
): { stands: boolean[]; unreadable: number; left: PlacedRecord[] } {
  const { restores, left } = restoresOf(log, start);
  /** Whether the record at `index` stands in the night as it is after the first `upTo` records (the definition of a restore, walked back). */
  const standsAt = (index: number, upTo: number): boolean => {
    let limit = upTo;
    for (;;) {
      // The latest restore after the record and before the limit decides; none: it stands.
      let restore: Restore | undefined;
      for (let i = restores.length - 1; i >= 0; i -= 1) {
        const candidate = restores[i]!;
        if (candidate.index < limit && candidate.index > index) {
          restore = candidate;
          break;
        }
        if (candidate.index <= index) break;
      }
      if (!restore) return true;
      if (!restore.sees(index))
        limit = restore.index; // it had not seen this record: as it stood just before it
      else if (index < restore.before)
        limit = restore.before; // as it stood before the target
      else return false;
    }
  };
  const count = log.records.length;
  const stands = log.records.map(
    (placed) => placed.record.t === 'start' || restores.length === 0 || standsAt(placed.index, count),
  );
  return { stands, unreadable: left.length, left };
}
