// A night as a change from outside this screen committed it (the room's changes, stored and projected by
// the sync engine), told to whoever draws that night. The database sits under both the sync engine and
// the screens and imports neither: the engine tells, the Night screen listens, each through here.
import type { NightDetail } from './ledger';
import type { TaiTableDB, UndoRow } from './schema';

/** The night as the change committed it, read inside its transaction, and the last change of this phone's undo history then. */
export type CommittedNightListener = (night: NightDetail, lastChange: UndoRow | null) => void;

const listeners = new WeakMap<TaiTableDB, Map<string, Set<CommittedNightListener>>>();

/** Listens to the committed changes of night `nightId` of `db`; answers how to stop. */
export function watchCommittedNight(
  db: TaiTableDB,
  nightId: string,
  listener: CommittedNightListener,
): () => void {
  let nights = listeners.get(db);
  if (!nights) {
    nights = new Map();
    listeners.set(db, nights);
  }
  const forNight = nights.get(nightId) ?? new Set<CommittedNightListener>();
  nights.set(nightId, forNight);
  forNight.add(listener);
  return () => {
    forNight.delete(listener);
    if (forNight.size === 0 && nights.get(nightId) === forNight) nights.delete(nightId);
  };
}

/** Whether anyone draws the night now: only then is it worth reading inside the change's transaction. */
export const committedNightWatched = (db: TaiTableDB, nightId: string): boolean =>
  (listeners.get(db)?.get(nightId)?.size ?? 0) > 0;

/** Tells the night's listeners, as soon as the change’s transaction has committed. */
export function tellCommittedNight(db: TaiTableDB, night: NightDetail, lastChange: UndoRow | null): void {
  for (const listener of [...(listeners.get(db)?.get(night.id) ?? [])]) listener(night, lastChange);
}
