// Under an entry: a win the ledger scored again where the night now seats it (an edit before it moved
// the deal or the round), with what was recorded, or why the recorded tai was kept and what to do.
import type { LedgerRow, NightSettings } from '../../core/ledger';
import { rescoreNote } from './rescore';

/** A win scored again where the night now seats it: its new tai and what was recorded, or why it was kept. */
export function RescoreNote({
  settings,
  row,
  className = '',
}: {
  settings: NightSettings;
  row: LedgerRow;
  className?: string;
}) {
  const note = rescoreNote(settings, row);
  if (!note) return null;
  return (
    <p
      data-rescore={note.kept ? 'kept' : 'rescored'}
      className={`${className} text-sm leading-snug ${note.kept ? 'font-medium text-red-800 dark:text-red-300' : 'text-amber-900 dark:text-amber-200'}`}
    >
      {note.text}
    </p>
  );
}
