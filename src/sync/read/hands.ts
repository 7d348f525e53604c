// Conflicts and the ledger: one hand of each turn counted (hand-conflicts.ts), the others waiting, and the
// night's ledger of what counts. A conflict is said "at the same time" only when every hand of it was
// recorded while its phone was Live; a record of an earlier version says nothing: apart.
import {
  LedgerInputError,
  computeLedger,
  type Ledger,
  type LedgerEntry,
  type NightSettings,
} from '../../core/ledger';
import { countOneHandPerTurn, type HandConflict, type TreeSpan } from '../hand-conflicts';
import type { Recording } from './tree';
import type { LogEntry } from './types';

/** The night as it counts: its entries (a conflict's waiting hands and what the ledger refused left out), ledger and open hand conflicts. */
export interface CountedNight {
  kept: LogEntry[];
  ledger: Ledger;
  /** Entries the ledger refused (unreadable). */
  refused: number;
  handConflicts: HandConflict[];
}

/**
 * The night counted: one hand per turn (the others of an open conflict wait), then the ledger. A conflict
 * whose counted hand the ledger refused has nothing counted to choose against: its hands wait no more.
 */
export function countedNight(
  settings: NightSettings,
  entries: readonly LogEntry[],
  recordings: ReadonlyMap<string, Recording>,
  spans: ReadonlyMap<string, TreeSpan>,
  keptApart: ReadonlyMap<string, LedgerEntry>,
): CountedNight {
  const { counting, conflicts } = countOneHandPerTurn(
    entries,
    (item) => item.turn,
    (item) => spans.get(item.recordId)!,
    (item) => recordings.get(item.recordId)!.placed.index,
    (item) => {
      const { record } = recordings.get(item.recordId)!.placed;
      return { phone: record.phone, at: record.at };
    },
  );
  const { kept, ledger, refused } = ledgerOf(settings, counting);
  const recordOfEntry = new Map(entries.map((item) => [item.id, item.recordId]));
  const recordedLive = (entryId: string): boolean => {
    const recordId = recordOfEntry.get(entryId);
    return recordId !== undefined && recordings.get(recordId)?.placed.record.live === true;
  };
  const handConflicts = conflicts
    .filter((conflict) => kept.some((item) => item.id === conflict.counted))
    .map((conflict) =>
      conflict.entryIds.every(recordedLive) ? { ...conflict, atSameTime: true as const } : conflict,
    )
    .map((conflict) =>
      conflict.entryIds.some((id) => keptApart.has(id))
        ? { ...conflict, keptApart: true as const }
        : conflict,
    );
  return { kept, ledger, refused, handConflicts };
}

/**
 * The ledger of the accepted entries. Each passed the schemas alone, so the ledger computes; should it
 * still refuse one (a fault, or a hostile combination), that entry is left out and counted, one at a time.
 */
export function ledgerOf<T extends { entry: LedgerEntry }>(
  settings: NightSettings,
  items: readonly T[],
): { kept: T[]; ledger: Ledger; refused: number } {
  let kept = [...items];
  let refused = 0;
  for (;;) {
    try {
      return {
        kept,
        ledger: computeLedger(
          settings,
          kept.map((item) => item.entry),
        ),
        refused,
      };
    } catch (error) {
      const position = error instanceof LedgerInputError ? firstBadPosition(error) : null;
      if (position !== null && position < kept.length) {
        kept = kept.filter((_, index) => index !== position);
      } else {
        // Without a position the fault is somewhere: keep the longest prefix that computes.
        const prefix = longestComputingPrefix(settings, kept);
        kept = prefix.length < kept.length ? prefix : kept.slice(0, -1);
      }
      refused = items.length - kept.length;
    }
  }
}

function firstBadPosition(error: LedgerInputError): number | null {
  const match = /^Entry (\d+) /.exec(error.message);
  return match ? Number(match[1]) - 1 : null;
}

function longestComputingPrefix<T extends { entry: LedgerEntry }>(
  settings: NightSettings,
  items: readonly T[],
): T[] {
  let good = 0;
  for (let length = 1; length <= items.length; length += 1) {
    try {
      computeLedger(
        settings,
        items.slice(0, length).map((item) => item.entry),
      );
      good = length;
    } catch (error) {
      void error; // the entry at `length` is where it fails: everything before it is kept
      break;
    }
  }
  return items.slice(0, good);
}
