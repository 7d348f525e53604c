// Versions of each entry: its recording, then every readable revision (an edit, a deletion, an undo, a
// choice, a setting aside, a bringing back). Versions form a graph by `of` (the versions the revising
// phone saw as current); which of them count is decided later, with what stands.
import type { LedgerEntry, NightSettings } from '../../core/ledger';
import type { RecordOf } from '../log';
import { acceptOnce, type CheckedLog, type PlacedRecord } from './records';
import type { Recording } from './tree';

export type Revision = PlacedRecord & { record: RecordOf<'revise'> };

/**
 * Every readable revision per entry id (log order, whether it stands or not), and what each version says
 * by record id (null: deleted or set aside). A revision is unreadable when its entry was never recorded,
 * when it names as seen anything but an earlier version of that entry, or when its value is not the
 * entry (the settings refuse it, or it has another id).
 */
export function entryVersions(
  log: CheckedLog,
  settings: NightSettings,
  recordings: ReadonlyMap<string, Recording>,
  recordingOfEntry: ReadonlyMap<string, string>,
): {
  revisionsOf: Map<string, Revision[]>;
  valueOf: Map<string, LedgerEntry | null>;
  unreadable: number;
  left: PlacedRecord[];
} {
  const revisionsOf = new Map<string, Revision[]>();
  const valueOf = new Map<string, LedgerEntry | null>();
  const left: PlacedRecord[] = [];
  for (const [id, { entry }] of recordings) valueOf.set(id, entry);
  for (const placed of log.records) {
    if (placed.record.t !== 'revise') continue;
    const { entry: entryId, of, value } = placed.record;
    const recordingId = recordingOfEntry.get(entryId);
    const sameEntry = (ref: string) => {
      const target = log.byId.get(ref);
      return (
        target !== undefined &&
        target.index < placed.index &&
        (ref === recordingId ||
          (target.record.t === 'revise' && target.record.entry === entryId && valueOf.has(ref)))
      );
    };
    if (recordingId === undefined || !of.every(sameEntry)) {
      left.push(placed);
      continue;
    }
    let now: LedgerEntry | null = null;
    if (value !== null) {
      const checked = acceptOnce(settings, value);
      if (!checked.ok || checked.value.id !== entryId) {
        left.push(placed);
        continue;
      }
      now = checked.value;
    }
    valueOf.set(placed.record.id, now);
    const revisions = revisionsOf.get(entryId);
    if (revisions) revisions.push(placed as Revision);
    else revisionsOf.set(entryId, [placed as Revision]);
  }
  return { revisionsOf, valueOf, unreadable: left.length, left };
}
