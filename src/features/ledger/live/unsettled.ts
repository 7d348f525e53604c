// Settle up while conflicts are open: who pays whom for what is settled (every entry no open conflict
// touches), and for each open conflict, each of its choices ("if you keep …") with the payments it
// would make, the other open conflicts left out. Never one settlement that counts both of two hands
// for one turn, or one version of an edited entry the table has not chosen.
import {
  computeLedger,
  fewestTransfers,
  type Ledger,
  type LedgerEntry,
  type NightSettings,
  type PerPlayer,
  type SettleTransfer,
} from '../../../core/ledger';
import type { EditConflict, LiveConflict } from '../../../sync';

/** Money that adds up: the totals (integer cents from the ledger) and the fewest payments that settle them. */
export interface Settlement {
  totals: PerPlayer<number>;
  transfers: SettleTransfer[];
}

export interface Choice {
  /** What the choice keeps: an entry (one of the hands for one turn, or one version of an edited entry), or a deletion (null). */
  keeps: LedgerEntry | null;
  /** The night with this choice made and the other open conflicts left out; null when that does not add up on its own. */
  settlement: Settlement | null;
}

/** One open conflict, named as the night's screen numbers it, with a choice for each hand or version. */
export interface OpenConflict {
  kind: 'hand' | 'edit';
  /** The hand conflict's id, or the edited entry's id. */
  key: string;
  /** The hand it is about, as the night numbers it now (for an entry within a hand, the hand in play). */
  handNumber: number;
  /** Its place in the night's list of entries (1 = first); for an entry the night counts as deleted meanwhile, where it stood. */
  entryNumber: number;
  /** Whether its entries end a hand (a win or a drawn hand), so the table knows it by its hand number. */
  isHand: boolean;
  choices: Choice[];
}

export interface Unsettled {
  /** Every entry no open conflict touches; null when those do not add up on their own. */
  settled: Settlement | null;
  /** In the night's order. */
  conflicts: OpenConflict[];
}

const endsAHand = (entry: LedgerEntry): boolean => entry.kind === 'win' || entry.kind === 'draw';

function settle(settings: NightSettings, entries: readonly LedgerEntry[]): Settlement | null {
  try {
    const { totals } = computeLedger(settings, entries);
    return { totals, transfers: fewestTransfers(totals) };
  } catch (error) {
    // A subset of the night that cannot be added up on its own (an entry whose place no longer holds)
    // is not offered as a settlement: the screen says to choose first.
    void error;
    return null;
  }
}

/** Where an entry the night no longer counts would stand: before the first entry recorded after it. */
const placeOf = (entries: readonly LedgerEntry[], entry: LedgerEntry): number => {
  const at = entries.findIndex((other) => other.at > entry.at);
  return at === -1 ? entries.length : at;
};

/**
 * The settlement of what is settled and the choices of every open conflict. `entries` are the night as
 * it counts meanwhile with the waiting hands of each turn put back beside the counted one
 * (withWaitingHands), each edited entry at its latest version; `ledger` is the night as it counts. A
 * choice counts the night without the other open conflicts' entries: those hands are left out, so the
 * hands after them are seated as if they had not been played (this matters only to a hand scored from
 * its tiles, whose seat wind then differs).
 */
export function unsettledNight(
  settings: NightSettings,
  entries: readonly LedgerEntry[],
  ledger: Ledger,
  hands: readonly LiveConflict[],
  edits: readonly EditConflict[],
): Unsettled {
  const present = new Set(entries.map((entry) => entry.id));
  const openHands = hands
    .map((conflict) => ({ conflict, ids: conflict.entryIds.filter((id) => present.has(id)) }))
    // A conflict with fewer than two of its hands in the night has nothing left to choose between.
    .filter(({ ids }) => ids.length >= 2);
  const contested = new Set<string>([
    ...openHands.flatMap(({ ids }) => ids),
    ...edits.map((edit) => edit.entryId),
  ]);
  const without = (except: ReadonlySet<string>): LedgerEntry[] =>
    entries.filter((entry) => !contested.has(entry.id) || except.has(entry.id));
  const rowOf = new Map(ledger.rows.map((row, index) => [row.entry.id, { row, number: index + 1 }]));

  const conflicts: OpenConflict[] = [];
  for (const { conflict, ids } of openHands) {
    const places = ids.flatMap((id) => rowOf.get(id) ?? []);
    if (places.length === 0) continue; // the ledger is the entries' own: never, but no place is no conflict to show
    conflicts.push({
      kind: 'hand',
      key: conflict.id,
      isHand: true,
      handNumber: Math.min(...places.map((place) => place.row.handNumber)),
      entryNumber: Math.min(...places.map((place) => place.number)),
      choices: ids.map((id) => ({
        keeps: entries.find((entry) => entry.id === id)!,
        settlement: settle(settings, without(new Set([id]))),
      })),
    });
  }
  for (const edit of edits) {
    const rest = without(new Set());
    const counted = rowOf.get(edit.entryId);
    const shown = edit.versions.find((version) => version.entry !== null)?.entry ?? null;
    // The night counts a deletion meanwhile: the entry stands where it was recorded among the others.
    const at = counted
      ? rest.filter((entry) => (rowOf.get(entry.id)?.number ?? 0) < counted.number).length
      : shown
        ? placeOf(rest, shown)
        : rest.length;
    const withVersion = (version: LedgerEntry | null): LedgerEntry[] =>
      version === null ? rest : [...rest.slice(0, at), version, ...rest.slice(at)];
    let handNumber: number;
    let entryNumber: number;
    if (counted) {
      handNumber = counted.row.handNumber;
      entryNumber = counted.number;
    } else {
      // Where the first version that keeps it would stand in the night as it counts now.
      const night = shown
        ? [...entries.slice(0, placeOf(entries, shown)), shown, ...entries.slice(placeOf(entries, shown))]
        : [...entries];
      const index = shown ? night.indexOf(shown) : night.length - 1;
      let row: Ledger['rows'][number] | undefined;
      try {
        row = computeLedger(settings, night).rows[index];
      } catch (error) {
        void error; // the place is then told by the night as it stands
        row = undefined;
      }
      handNumber = row?.handNumber ?? ledger.next.handNumber;
      entryNumber = index + 1;
    }
    conflicts.push({
      kind: 'edit',
      key: edit.entryId,
      handNumber,
      entryNumber,
      isHand: shown === null || endsAHand(shown),
      choices: edit.versions.map((version) => ({
        keeps: version.entry,
        settlement: settle(settings, withVersion(version.entry)),
      })),
    });
  }
  conflicts.sort(
    (a, b) => a.entryNumber - b.entryNumber || (a.kind === b.kind ? 0 : a.kind === 'hand' ? -1 : 1),
  );
  return { settled: settle(settings, without(new Set())), conflicts };
}
