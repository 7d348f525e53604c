// Sharing a player's payment address with the table on a live night: its owner's choice, one
// pay_address record appended to the night's log (src/sync/log.ts); withdrawing appends one with no
// address. The log is append-only: what was shared stays in the night's history on every phone and on
// the server until the room is gone (docs/live-night.md), and the screens say so.
import { schemeOfProfile, type PayAddress } from '../core/pay-codes';
import { failure, inTransaction, type DbResult } from '../db/result';
import type { TaiTableDB } from '../db/schema';
import { applyLive } from './mirror';
import type { ReadNight } from './doc';
import { phoneKeysOf } from './phone';
import { loadDoc, readLiveNight, storeTables } from './registry';

/** The phone whose number the seat's is (the first to share one for it), or null when none was shared. */
const ownerOf = (night: ReadNight, seat: number): string | null =>
  night.payOwners.find((item) => item.seat === seat)?.phone ?? null;

/**
 * Shares `address` as the payment address of the player at `seat` with every phone of the live night
 * (null: no longer shared). Refused when the night is not live, or another phone first shared a number
 * for that seat (only it can change or withdraw it: read/pay.ts). An address of another scheme than the
 * table's is a fault of the caller.
 */
export async function sharePayAddress(
  db: TaiTableDB,
  nightId: string,
  seat: 0 | 1 | 2 | 3,
  address: PayAddress | null,
): Promise<DbResult> {
  return inTransaction(db, 'rw', [...storeTables(db), db.undo], async (): Promise<DbResult> => {
    const live = await db.liveNights.get(nightId);
    if (!live) return failure('not_live', 'This night is not live.');
    const read = readLiveNight(await loadDoc(db, nightId));
    if (!read.ok) return failure('unreadable_room', 'The night in this room could not be read.');
    const scheme = schemeOfProfile(read.night.meta.settings.profile);
    // The screens offer only the table's scheme: another would be a fault of the caller (and the server refuses it).
    if (address !== null && address.scheme !== scheme)
      throw new Error(`A ${address.scheme} address cannot be shared at a ${scheme} table.`);
    const owner = ownerOf(read.night, seat);
    // A record's phone is its signer (in an older room, the id it carries): this phone's is its one key.
    if (owner !== null && owner !== phoneKeysOf(db).publicKey)
      return failure(
        'pay_not_yours',
        'Another phone of the night shares this player’s number: only it can change it.',
      );
    await applyLive(db, live, { kind: 'pay_address', seat, scheme, address: address?.value ?? null });
    return { ok: true };
  });
}
