// The document projected into the night's Dexie rows, which every screen reads through live queries:
// the night row, its players, its hands (seq = place in the night, version = the entry's revision)
// and its payments. Runs inside a transaction over those tables; writes only what differs.
import type { PlayerIndex } from '../core/ledger';
import { storedSharedAddresses } from '../core/pay-codes/shared';
import { handsOf, paymentRows } from '../db/ledger';
import type { HandRow, NightRow, TaiTableDB } from '../db/schema';
import type { ReadNight } from './doc';

/** The tables a projection writes. */
export const projectionTables = (db: TaiTableDB) => [db.sessions, db.players, db.hands, db.payments];

/** Brings the rows of night `nightId` to what the document says; answers whether anything changed. */
export async function projectNight(db: TaiTableDB, nightId: string, night: ReadNight): Promise<boolean> {
  const { meta, entries, ledger } = night;
  const now = Date.now();
  // Read together: each read waits for an answer from the browser's storage, and neither needs the other.
  const [stored, storedHands] = await Promise.all([db.sessions.get(nightId), handsOf(db, nightId)]);
  let row = stored;
  let changed = false;
  if (!row) {
    row = {
      id: nightId,
      createdAt: meta.createdAt,
      updatedAt: now,
      name: meta.name,
      settings: meta.settings,
      status: meta.status,
      totals: ledger.totals,
      entryCount: entries.length,
    } satisfies NightRow;
    await db.sessions.add(row);
    await db.players.bulkPut(
      meta.settings.players.map((name, index) => ({ sessionId: nightId, index: index as PlayerIndex, name })),
    );
    changed = true;
  } else if (row.name !== meta.name || row.status !== meta.status || !same(row.settings, meta.settings)) {
    await db.sessions.update(nightId, {
      name: meta.name,
      status: meta.status,
      settings: meta.settings,
      updatedAt: now,
    });
    if (!same(row.settings.players, meta.settings.players)) {
      await db.players.bulkPut(
        meta.settings.players.map((name, index) => ({
          sessionId: nightId,
          index: index as PlayerIndex,
          name,
        })),
      );
    }
    changed = true;
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
  if (puts.length > 0 || gone.length > 0) {
    await db.hands.bulkDelete(gone.map((id): [string, string] => [nightId, id]));
    await db.hands.bulkPut(puts);
    changed = true;
  }
  // The addresses shared with the table: on the row, so Settle up, a backup and a night link read them as any night's.
  const payShared = storedSharedAddresses(night.sharedPay, true);
  if (!same(row.payShared ?? [], payShared)) {
    await db.sessions.update(nightId, payShared.length > 0 ? { payShared } : { payShared: undefined });
    changed = true;
  }
  const totalsDiffer = !same(row.totals, ledger.totals) || row.entryCount !== entries.length;
  if (changed || totalsDiffer) {
    await db.payments.where('sessionId').equals(nightId).delete();
    await db.payments.bulkAdd(paymentRows(nightId, ledger.rows));
    await db.sessions.update(nightId, { totals: ledger.totals, entryCount: entries.length, updatedAt: now });
    changed = true;
  }
  return changed;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
