// An entry being filled in: checked by the ledger's own rules before it is sent, its messages
// sorted by field so each shows beside its field, and the money it would move.
import {
  entryTransfers,
  netOf,
  validateEntry,
  type LedgerEntry,
  type PerPlayer,
  type NightSettings,
} from '../../core/ledger';
import type { EntryDraft } from '../../db';
import { refusalWords } from '../../words/entry-words';

/** A form's fields as they stand: some may still be unchosen (null). */
export type DraftFields = Record<string, unknown> & { kind: LedgerEntry['kind'] };

export interface CheckedDraft {
  /** The clean entry to save (without its id and time), when every field is right. */
  draft: EntryDraft | null;
  /** The same entry with a stand-in id and time, to describe it and show its money. */
  entry: LedgerEntry | null;
  /** Messages by field ("winner", "discarder", "tai"…), in the language in use; "" holds those about no one field. */
  errors: Record<string, string>;
}

/** Checks a form's fields exactly as the database will (the same `validateEntry`), without writing anything. */
export function checkDraft(settings: NightSettings, fields: DraftFields): CheckedDraft {
  const checked = validateEntry(settings, { ...fields, id: 'draft', at: 0 });
  if (checked.ok) {
    const { id: _id, at: _at, ...draft } = checked.value;
    return { draft, entry: checked.value, errors: {} };
  }
  const errors: Record<string, string> = {};
  for (const error of checked.errors) {
    const field = error.field ?? '';
    errors[field] ??= refusalWords(error, settings);
  }
  return { draft: null, entry: null, errors };
}

/** What each player would win or pay for a valid entry. */
export const deltasOf = (settings: NightSettings, entry: LedgerEntry): PerPlayer<number> =>
  netOf(entryTransfers(settings, entry));
