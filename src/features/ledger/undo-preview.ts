// What Undo would take back, said before it is done: the night's last change of this phone, read with
// the entry it touches as the night shows it now.
import type { LedgerEntry } from '../../core/ledger';
import { lastChange, type NightDetail, type TaiTableDB, type UndoAction, type UndoRow } from '../../db';

/**
 * What Undo would do next: the action, and the entry it touches in words, as it is now (what the
 * undo takes back) and as the undo would put it back; and which change it is (Undo names it when it runs).
 */
export interface UndoPreview {
  action: UndoAction;
  /** The entry as the night shows it now: the one recorded, or the one an edit made; null after a delete. */
  now: LedgerEntry | null;
  /** The entry the undo puts back: as it was before the edit, or the one deleted; null after an add. */
  back: LedgerEntry | null;
  seq: number;
  entryId: string;
  /** The entry's number in the night now ("entry 9"), when it is in the night. */
  number: number | null;
}

/**
 * Reads the last change of the night's undo history. The db answers undo itself; this only
 * says beforehand what it will take back, because an undone hand cannot be redone.
 */
export async function undoPreview(db: TaiTableDB, night: NightDetail): Promise<UndoPreview | null> {
  return undoPreviewOf(night, await lastChange(db, night.id));
}

/** What Undo would do next, given the night and the last change of its undo history (as a write answers it). */
export function undoPreviewOf(night: NightDetail, last: UndoRow | null): UndoPreview | null {
  if (!last) return null;
  // As the entry list shows it: a hand scored again at its seat is named with its tai there.
  const position = night.ledger.rows.findIndex((row) => row.entry.id === last.entryId);
  const current = night.ledger.rows[position]?.entry;
  const before = last.before?.entry;
  // On a shared night another phone may have changed the entry since: an undo that would change
  // nothing (a recording already deleted, a deletion already brought back, an edit already undone) is not offered.
  if ((last.action === 'add' || last.action === 'edit') && current === undefined) return null;
  if (last.action === 'delete' && current !== undefined) return null;
  if (last.action === 'edit' && before !== undefined && JSON.stringify(before) === JSON.stringify(current))
    return null;
  return {
    number: position === -1 ? null : position + 1,
    action: last.action,
    now: current ?? null,
    back: before ?? null,
    seq: last.seq,
    entryId: last.entryId,
  };
}
