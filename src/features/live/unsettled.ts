// Settle up while a conflict is open: who would pay whom for each choice the table can make ("if you
// keep …"), never one settlement that counts both of two hands for one turn.
import { computeLedger, fewestTransfers, type LedgerEntry, type NightSettings, type PerPlayer } from '../../core/ledger';
import type { EditConflict, LiveConflict } from '../../sync';

export interface Choice {
  /** What the choice keeps: an entry (one of two hands for one turn, or one version of an edited entry), or a deletion. */
  keeps: LedgerEntry | null;
  /** Which kind of conflict it settles. */
  of: 'hand' | 'edit';
  totals: PerPlayer<number>;
  transfers: { from: number; to: number; amount: number }[];
}

/**
 * The choices of the first open conflict (hands first, then edits), each with the night's totals and
 * payments had the table made it; the other conflicts count as the night counts them now. A choice
 * whose entries do not add up (an edited entry's place no longer holds) is left out.
 */
export function choicesOf(settings: NightSettings, entries: readonly LedgerEntry[], hands: readonly LiveConflict[], edits: readonly EditConflict[]): Choice[] {
  const settle = (kept: readonly LedgerEntry[], keeps: LedgerEntry | null, of: Choice['of']): Choice[] => {
    try {
      const { totals } = computeLedger(settings, [...kept]);
      return [{ keeps, of, totals, transfers: fewestTransfers(totals) }];
    } catch (error) {
      void error; // this choice cannot be added up on its own: it is not offered as a settlement
      return [];
    }
  };
  const hand = hands.find((conflict) => conflict.entryIds.filter((id) => entries.some((e) => e.id === id)).length >= 2);
  if (hand) {
    return hand.entryIds.flatMap((id) => {
      const keeps = entries.find((e) => e.id === id);
      if (!keeps) return [];
      return settle(entries.filter((e) => e.id === id || !hand.entryIds.includes(e.id)), keeps, 'hand');
    });
  }
  const edit = edits[0];
  if (!edit) return [];
  const at = entries.findIndex((e) => e.id === edit.entryId);
  return edit.versions.flatMap((version) => {
    if (at === -1) return version.entry === null ? settle(entries, null, 'edit') : [];
    const kept = version.entry === null ? entries.filter((_, i) => i !== at) : entries.map((e, i) => (i === at ? version.entry! : e));
    return settle(kept, version.entry, 'edit');
  });
}
