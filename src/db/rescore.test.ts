// A night on the phone is a function of its entries: an edit or delete of an earlier hand re-scores
// the tiled hands after it (their payments rewritten), and Undo gives back exactly the night it was.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netOf, type LedgerEntry, type NightSettings, type WinEntry } from '../core/ledger';
import { handPool, intentArb, recordAt, recordNight, seatingOf } from '../core/ledger/random-nights';
import {
  addEntry,
  createNight,
  deleteEntry,
  getNight,
  undoLast,
  updateEntry,
  type EntryDraft,
  type NightDetail,
} from './ledger';
import { expectOk, freshDatabase, latestUndo, versionOf } from './testing';

const sg: NightSettings = {
  profile: 'sg',
  options: { unit: 10 },
  players: ['Ann', 'Ben', 'Cai', 'Dee'],
  firstDealer: 0,
  startingWind: 'E',
};
const pool = handPool(sg, 11, 30);

const draftOf = ({ id: _id, at: _at, ...draft }: LedgerEntry): EntryDraft => draft;
/** What a player sees of a night: its entries as stored and the ledger computed from them. */
const seen = (session: NightDetail) => ({
  entries: session.entries,
  ledger: session.ledger,
  totals: session.totals,
});

describe('an edit or delete of an earlier hand, then Undo, on the phone', () => {
  it('re-scores the tiled hands after it, rewrites their payments, and Undo gives the night back exactly', async () => {
    const nightArb = fc
      .array(intentArb(sg, pool.length), { minLength: 2, maxLength: 8 })
      .map((intents) => intents.map((intent, i) => ({ intent, id: `e${i + 1}` })));
    const caseArb = nightArb.chain((night) =>
      fc.tuple(
        fc.constant(night),
        fc.nat({ max: night.length - 1 }),
        fc.option(intentArb(sg, pool.length), { nil: null }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(caseArb, async ([night, index, replacement]) => {
        const db = freshDatabase();
        const { night: session } = expectOk(await createNight(db, sg, 'Property night'));
        const entries = recordNight(sg, pool, night);
        for (const entry of entries) expectOk(await addEntry(db, session.id, entry));
        const before = seen(expectOk(await getNight(db, session.id)).night);
        const id = entries[index]!.id;

        const changed =
          replacement === null
            ? expectOk(await deleteEntry(db, session.id, id, await versionOf(db, session.id, id))).night
            : expectOk(
                await updateEntry(
                  db,
                  session.id,
                  id,
                  draftOf(recordAt(sg, pool, replacement, seatingOf(sg, entries, index), id)),
                  await versionOf(db, session.id, id),
                ),
              ).night;
        // The payments table is the ledger's: every re-scored hand's new money, nothing of the old.
        const payments = await db.payments.where('sessionId').equals(session.id).toArray();
        expect(netOf(payments)).toEqual(changed.ledger.totals);
        for (const row of changed.ledger.rows.filter((r) => r.rescore?.outcome === 'rescored')) {
          const paid = payments
            .filter((p) => p.entryId === row.entry.id)
            .reduce((sum, p) => sum + p.amount, 0);
          expect(paid).toBe((row.entry as WinEntry).payment.total);
        }

        const undone = expectOk(await undoLast(db, session.id, await latestUndo(db, session.id))).night;
        expect(seen(undone)).toEqual(before);
        await db.delete();
      }),
      { numRuns: 25 },
    );
  });
});
