// The open conflicts that Settle up's tests (unsettled.test.ts, SettleChoices.test.tsx) add up, built
// once: an edit conflict as the sync engine reports one, and a night with three conflicts open.
import type { LedgerEntry, NightSettings } from '../../../core/ledger';
import { discardWin, drawnHand, selfDrawnWin } from '../../../core/ledger/testing';
import type { EditConflict } from '../../../sync';

/** Two phones' versions (or more) of one entry that did not see each other; null is a deletion. */
export const edit = (entryId: string, ...entries: (LedgerEntry | null)[]): EditConflict => ({
  entryId,
  versions: entries.map((entry, i) => ({ recordId: `r${entryId}${i}`, entry, phone: `p${i}`, at: i })),
});

/**
 * A night with three conflicts open: hand 1 edited on one phone (4 tai) and deleted on another, a turn
 * recorded on two phones (`a`), a drawn hand, and a turn recorded on three (`b`). `hands` are the turns'
 * entries in the night's order, the drawn hand between them.
 */
export function threeOpenConflicts(settings: NightSettings) {
  const opening = discardWin(settings, 0, 1, 2);
  const reopened = discardWin(settings, 0, 1, 4, { id: opening.id, at: opening.at });
  const a1 = selfDrawnWin(settings, 2, 2);
  const a2 = discardWin(settings, 3, 0, 1);
  const draw = drawnHand();
  const b1 = selfDrawnWin(settings, 1, 1);
  const b2 = discardWin(settings, 0, 2, 3);
  const b3 = discardWin(settings, 2, 3, 2);
  return {
    opening,
    reopened,
    a1,
    a2,
    draw,
    b1,
    b2,
    b3,
    hands: [a1, a2, draw, b1, b2, b3],
    turns: [
      { id: 'a', entryIds: [a1.id, a2.id] },
      { id: 'b', entryIds: [b1.id, b2.id, b3.id] },
    ],
    edits: [edit(opening.id, reopened, null)],
  };
}
