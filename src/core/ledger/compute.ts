// The ledger of a night: for each entry, the seating it happened at, its transfers, and everyone's
// running totals; then the final totals and the next hand's seating.
import { firstSeating, seatingAfter } from './rotation';
import { rescoreWin } from './rescore';
import { entryTransfers, netOf } from './transfers';
import { validateEntry } from './validate-entry';
import type { Ledger, LedgerEntry, LedgerError, LedgerRow, PerPlayer, Seating, NightSettings } from './types';

/** Thrown when the ledger is asked to compute data that was never validated: a fault in the caller, not the player. */
export class LedgerInputError extends Error {
  readonly errors: LedgerError[];
  constructor(position: number, errors: LedgerError[]) {
    super(`Entry ${position + 1} is invalid: ${errors.map((e) => e.message).join(' ')}`);
    this.name = 'LedgerInputError';
    this.errors = errors;
  }
}

/**
 * Computes the ledger of valid settings and entries (in the order they happened). Entries are
 * checked again here, because a wrong total is worse than a refusal; a caller validates first.
 */
export function computeLedger(settings: NightSettings, entries: readonly LedgerEntry[]): Ledger {
  let seating = firstSeating(settings);
  let totals: PerPlayer<number> = [0, 0, 0, 0];
  // The seating of every hand so far, by hand number − 1: a payment attached to an earlier hand takes its.
  const hands: Seating[] = [];
  const rows: LedgerRow[] = entries.map((entry, position) => {
    const checked = validateEntry(settings, entry);
    if (!checked.ok) throw new LedgerInputError(position, checked.errors);
    if (hands.length < seating.handNumber) hands.push(seating);
    // A hand recorded with its tiles counts as it scores where the night now seats it.
    const { entry: counted, rescore } =
      entry.kind === 'win' ? rescoreWin(settings, entry, seating) : { entry, rescore: undefined };
    const transfers = entryTransfers(settings, counted);
    const deltas = netOf(transfers);
    totals = totals.map((total, player) => total + deltas[player]!) as PerPlayer<number>;
    assertBalanced(totals, position);
    const named =
      entry.kind === 'table_payment' ? (entry.handNumber ?? seating.handNumber) : seating.handNumber;
    const row: LedgerRow = { ...(hands[named - 1] ?? seating), entry: counted, transfers, deltas, totals };
    if (rescore) row.rescore = rescore;
    if (named !== seating.handNumber) row.attached = { inPlay: seating.handNumber, named };
    seating = seatingAfter(seating, entry, settings.firstDealer);
    return row;
  });
  return { rows, totals, next: seating };
}

function assertBalanced(totals: PerPlayer<number>, position: number): void {
  const sum = totals.reduce((a, b) => a + b, 0);
  if (sum !== 0 || !totals.every(Number.isSafeInteger)) {
    throw new Error(`Ledger fault after entry ${position + 1}: totals ${totals.join(', ')} do not balance.`);
  }
}
