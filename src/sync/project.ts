// The document projected into the night's Dexie rows, which every screen reads through live queries:
// the night row, its players, its hands (seq = place in the night, version = the entry's revision)
// and its payments. Runs inside a transaction over those tables; writes only what differs.
import type { PlayerIndex } from '../core/ledger';
import { storedSharedAddresses } from '../core/pay-codes/shared';
import { handsOf, paymentRows } from '../db/ledger';
import type { WrittenNight } from '../db/live-hook';
import type { HandRow, NightRow, TaiTableDB } from '../db/schema';
import type { ReadNight } from './doc';

/** The tables a projection writes. */
export const projectionTables = (db: TaiTableDB) => [db.sessions, db.players, db.hands, db.payments];

/**
 * Brings the rows of night `nightId` to what the document says; answers whether anything changed. Every
 * room's change on every phone runs it, so it costs the change, not the night: one read of the rows, then
 * its writes issued together (each waited for in turn, they were a round trip to the browser's storage
 * each, in the moments between a hand's arrival and its drawing), and a hand added at the end of the night
 * adds its own payments instead of rewriting every payment of the night. A write of this phone gives the
 * rows as it left them (`written`), and they are not read at all.
 */
export async function projectNight(
  db: TaiTableDB,
  nightId: string,
  night: ReadNight,
  clock: number,
  written?: WrittenNight,
): Promise<boolean> {
  const { meta, entries, ledger } = night;
  const now = Date.now();
  // Read together: each read waits for an answer from the browser's storage, and neither needs the other.
  const [stored, storedHands] = written
    ? [written.row, written.hands]
    : await Promise.all([db.sessions.get(nightId), handsOf(db, nightId)]);
  const writes: Promise<unknown>[] = [];
  /** The night row's fields to change (one update). */
  const summary: Partial<NightRow> = {};
  const payShared = storedSharedAddresses(night.sharedPay, true);
  const playerRows = () =>
    meta.settings.players.map((name, index) => ({ sessionId: nightId, index: index as PlayerIndex, name }));
  let changed = false;
  let metaChanged = false;
  if (!stored) {
    writes.push(
      db.sessions.add({
        id: nightId,
        createdAt: meta.createdAt,
        updatedAt: now,
        name: meta.name,
        settings: meta.settings,
        status: meta.status,
        totals: ledger.totals,
        entryCount: entries.length,
        ...(payShared.length > 0 ? { payShared } : {}),
        docClock: clock,
      } satisfies NightRow),
    );
    writes.push(db.players.bulkPut(playerRows()));
    changed = true;
  } else {
    if (stored.name !== meta.name || stored.status !== meta.status || !same(stored.settings, meta.settings)) {
      Object.assign(summary, {
        name: meta.name,
        status: meta.status,
        settings: meta.settings,
        updatedAt: now,
      });
      if (!same(stored.settings.players, meta.settings.players))
        writes.push(db.players.bulkPut(playerRows()));
      changed = true;
      metaChanged = true;
    }
    // Written with every change the rows take, and alone when the document changed without them (a phone's
    // key, a conflict's choice counted as before): the state beside the rows must not seem ahead of them.
    if (stored.docClock !== clock) summary.docClock = clock;
    // The addresses shared with the table: on the row, so Settle up, a backup and a night link read them as any night's.
    if (!same(stored.payShared ?? [], payShared)) {
      summary.payShared = payShared.length > 0 ? payShared : undefined;
      changed = true;
    }
  }

  const existing = new Map(storedHands.map((hand) => [hand.id, hand]));
  const wanted: HandRow[] = entries.map(({ id, entry, version }, index) => ({
    sessionId: nightId,
    id,
    seq: index + 1,
    entry,
    version,
  }));
  const puts = wanted.filter((hand) => {
    const old = existing.get(hand.id);
    return !old || old.seq !== hand.seq || old.version !== hand.version || !same(old.entry, hand.entry);
  });
  const wantedIds = new Set(wanted.map((hand) => hand.id));
  const gone = [...existing.keys()].filter((id) => !wantedIds.has(id));
  if (gone.length > 0) writes.push(db.hands.bulkDelete(gone.map((id): [string, string] => [nightId, id])));
  if (puts.length > 0) writes.push(db.hands.bulkPut(puts));
  if (puts.length > 0 || gone.length > 0) changed = true;

  const totalsDiffer = !stored || !same(stored.totals, ledger.totals) || stored.entryCount !== entries.length;
  if (changed || totalsDiffer) {
    // Hands only added after every hand the rows had, which kept its place, its version and the night's
    // settings: the ledger is computed hand after hand, so the earlier hands' payments stand as stored.
    const added =
      stored !== undefined &&
      !metaChanged &&
      gone.length === 0 &&
      puts.length > 0 &&
      puts.every((hand) => !existing.has(hand.id));
    if (added) {
      const ids = new Set(puts.map((hand) => hand.id));
      writes.push(
        db.payments.bulkAdd(
          paymentRows(
            nightId,
            ledger.rows.filter((row) => ids.has(row.entry.id)),
          ),
        ),
      );
    } else {
      // In turn: the delete finds the night's payments by a cursor, which must not meet the ones added.
      writes.push(
        db.payments
          .where('sessionId')
          .equals(nightId)
          .delete()
          .then(() => db.payments.bulkAdd(paymentRows(nightId, ledger.rows))),
      );
    }
    Object.assign(summary, { totals: ledger.totals, entryCount: entries.length, updatedAt: now });
    changed = true;
  }
  if (stored && Object.keys(summary).length > 0) writes.push(db.sessions.update(nightId, summary));
  await Promise.all(writes);
  return changed;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
