// The night as a pure function of its log (src/sync/log.ts): the same records in the same order give the
// same entries, order, seats, conflicts and totals on every phone, whatever order they arrived in.
//
// Order of entries: recordings form a tree by `after` (the last recording its phone had), walked depth
// first, siblings in log order (the Y.Array's order, the same on every replica). Each recording also names
// a hand (`hand`): the last hand its phone had that takes a turn, so a hand's turn is one more than the
// turn of the hand it names (1 for none): its place along its own branch. Hands of one turn that did not
// see each other are a hand conflict, and nothing else is: a phone names the hand of its latest turn, so
// a hand recorded after this phone saw hand N is turn N+1. Phones apart for three hands give three
// conflicts, one per turn. Branches that diverged are interleaved turn by turn: the walk is stably sorted
// by each recording's slot (its turn, after every hand of the turn it followed for a payment; never below
// the slot of the recording it was recorded after), which leaves a night with no branches in the walk's order.
// Versions of an entry form a graph by `of`; its current versions are those no later revision names:
// one is the entry now, two or more are an edit conflict (kept, listed, the later one counted meanwhile).
// A restore makes the night what it was before its target, keeping the records it had not seen: those
// after its phone's entry in its frontier (`upto`), whatever order the merged log put them in.
// A finish that names its frontier (`upto`) counts, while the night stays finished, only the recordings
// and revisions it had seen; the others are late: made after the night was finished on another phone,
// listed (`late`) and not counted until the night is reopened (lateRecords, below).
// A hand conflict is counted the same way: one hand of the turn counts (on the branch counted the turn
// before, else the later in the log), the others wait, shown and counted nowhere (no money, no seat, no
//
// The read is a chain of steps, each a pure function of the one before, each in src/sync/read/ with its
// own tests: the records checked and placed (records.ts), which of them stand after the restores
// (restores.ts), the status and what a finish had not seen (finish.ts), the recordings' tree, turns and
// order (tree.ts), every version of each entry (versions.ts), the entries now with the table's choices
// (entries.ts), one hand counted per turn and the ledger (hands.ts), the late changes (finish.ts), the
// history (history-items.ts), the shared payment addresses (pay.ts) and the phones as people (phones.ts).
import type { NightSettings } from '../core/ledger';
import { frontierOf } from './frontier';
import { keptApartHands, entriesNow, settledEntries, tailHandOf } from './read/entries';
import { lateChanges, lateRecords, nightStatus } from './read/finish';
import { countedNight } from './read/hands';
import { historyOf } from './read/history-items';
import { sharedPayOf } from './read/pay';
import { tablePhonesOf } from './read/phones';
import { checkRecords, startOf, type CheckedLog } from './read/records';
import { standingRecords } from './read/restores';
import { nightOrder, nightTree, recordingsOf, treeSpans, turnsOf } from './read/tree';
import { entryVersions } from './read/versions';
import { endsAHand, type LogRead } from './read/types';

export type {
  EditConflict,
  EntryVersion,
  HistoryItem,
  LateChange,
  LeftOutChange,
  LogEntry,
  LogNight,
  LogNightMeta,
  LogRead,
  PayDispute,
  PayOwner,
  SetAsideItem,
  SharedPay,
} from './read/types';
export { phoneLabelsOf, type PhoneLabel, type TablePhone } from './read/phones';
export { ledgerOf } from './read/hands';
export {
  checkRecords,
  checkValues,
  type CheckedLog,
  type LeftOut,
  type LogValue,
  type PlacedRecord,
} from './read/records';

/** The conflict among hands recorded after `handBefore` (null: the first hand of the night), in a room of the earlier format (legacy.ts). */
export const conflictIdOf = (handBefore: string | null): string => `after:${handBefore ?? ''}`;

/** The night of a log's raw values (as the Y.Array holds them, in its order). */
export function readLog(raws: readonly unknown[]): LogRead {
  return readRecords(checkRecords(raws));
}

/** The night of a log's checked records (a reader that checks its records otherwise starts here). */
export function readRecords(log: CheckedLog): LogRead {
  const start = startOf(log);
  if (!start)
    return {
      ok: false,
      problem: log.records.length === 0 && log.unreadable === 0 ? 'room_empty' : 'unreadable_room',
    };
  const settings = start.record.night.settings as NightSettings;

  // What counts: what stands after the restores, less what was made after the night was finished on another phone.
  const standing = standingRecords(log, start);
  const { status, statusRecord } = nightStatus(log, standing.stands);
  const lateIndexes =
    status === 'finished' && statusRecord
      ? lateRecords(log, standing.stands, statusRecord)
      : new Set<number>();
  const counts = standing.stands.map((stands, index) => stands && !lateIndexes.has(index));

  // Turns and branches.
  const recorded = recordingsOf(log, settings);
  const { recordings } = recorded;
  const tree = nightTree(recordings, recorded.recordingOfEntry);
  const turnOf = turnsOf(recordings, tree.handBefore);
  const order = nightOrder(tree.walk, recordings, turnOf);
  const spans = treeSpans(tree.walk, tree.children);

  // Revisions applied, and the table's choices.
  const versions = entryVersions(log, settings, recordings, recorded.recordingOfEntry);
  const now = entriesNow({
    log,
    order,
    recordings,
    counts,
    revisionsOf: versions.revisionsOf,
    valueOf: versions.valueOf,
    settled: settledEntries(log, counts, versions.valueOf),
    turnOf,
    handBefore: tree.handBefore,
  });
  const { entries, setAside, keptApart } = keptApartHands(now, order);
  const takesTurn = new Set([...entries.map((item) => item.id), ...setAside.map((item) => item.entryId)]);
  const tailHand = tailHandOf(order, recordings, turnOf, takesTurn);

  // Conflicts and the ledger.
  const counted = countedNight(settings, entries, recordings, spans, keptApart);
  const { kept, ledger } = counted;

  const pay = sharedPayOf(
    log.records.slice(start.index + 1).map((placed) => placed.record),
    settings,
  );
  return {
    ok: true,
    night: {
      meta: {
        id: start.record.night.id,
        name: start.record.night.name.trim(),
        createdAt: start.record.night.createdAt,
        settings,
        status,
      },
      entries: kept,
      ledger,
      handConflicts: counted.handConflicts,
      editConflicts: now.editConflicts,
      setAside,
      late: lateChanges(lateIndexes, log, statusRecord, versions.valueOf, recordings, order, kept, ledger),
      unreadable:
        log.unreadable + standing.unreadable + recorded.unreadable + versions.unreadable + counted.refused,
      leftOut: [
        ...log.leftOut,
        ...[...standing.left, ...recorded.left, ...versions.left].map(({ record }) => ({
          phone: record.phone,
          newer: false,
        })),
        // Entries the ledger refused: the count says them, with no phone to name.
        ...Array.from({ length: counted.refused }, () => ({ phone: null, newer: false })),
      ],
      lastHandId: kept.findLast((item) => endsAHand(item.entry))?.id ?? null,
      tail: order.at(-1) ?? null,
      tailHand,
      lastRecordId: log.records.at(-1)?.record.id ?? null,
      frontier: frontierOf(log.records.map((placed) => placed.record)),
      heads: now.heads,
      history: historyOf(log, standing.stands, lateIndexes, versions.valueOf),
      sharedPay: pay.shared,
      payDisputes: pay.disputes,
      payOwners: pay.owners,
      phones: tablePhonesOf(
        log.records.map((placed) => placed.record),
        log.phones,
      ),
      keptApart,
    },
  };
}
