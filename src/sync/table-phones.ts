// Whose phone this is, said once by its player on a live night: a `phone` record in the night's log
// (src/sync/log.ts), so every phone names it as a person ("Ah Beng's phone") instead of by a code. The
// latest answer of a phone stands; a phone not named yet is "Phone N" (read/phones.ts).
import { failure, inTransaction, type DbResult } from '../db/result';
import type { TaiTableDB } from '../db/schema';
import { isPhoneName } from './log';
import { applyLive } from './mirror';
import { loadDoc, readLiveNight, storeTables } from './registry';

/** Whose phone: a player of the night, by seat, or a name typed in. */
export type PhoneOwner = { seat: 0 | 1 | 2 | 3 } | { name: string };

/**
 * Says in the live night's log whose phone this is. A typed name is kept trimmed; one no phone can have
 * (empty, longer than a player's name, or with characters a screen would not show as typed) is refused,
 * as is a night that is not live, and nothing changes.
 */
export async function namePhone(db: TaiTableDB, nightId: string, owner: PhoneOwner): Promise<DbResult> {
  const name = 'name' in owner ? owner.name.trim() : null;
  if (name !== null && !isPhoneName(name))
    return failure('invalid_name', 'A phone’s name is 1 to 32 characters, as typed.', 'name');
  return inTransaction(db, 'rw', [...storeTables(db), db.undo], async (): Promise<DbResult> => {
    const live = await db.liveNights.get(nightId);
    if (!live) return failure('not_live', 'This night is not live.');
    const read = readLiveNight(await loadDoc(db, nightId));
    if (!read.ok) return failure('unreadable_room', 'The night in this room could not be read.');
    await applyLive(
      db,
      live,
      name === null && 'seat' in owner
        ? { kind: 'phone', seat: owner.seat }
        : { kind: 'phone', name: name ?? '' },
    );
    return { ok: true };
  });
}
