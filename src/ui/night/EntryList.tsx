// The night's entries, newest first: each in words, the hand it belongs to, what every player won or
// paid, and Edit and Delete. A long night draws only the entries on and near the screen (see
// windowed-rows.ts); each drawn entry says where it stands in the whole list.
import { useLingui } from '@lingui/react/macro';
import { memo, useCallback, type ReactNode } from 'react';
import { type Ledger, type LedgerRow, type NightSettings } from '../../core/ledger';
import { PlayerAmounts } from './PlayerAmounts';
import { RescoreNote } from './RescoreNote';
import { useWindowedRows } from './windowed-rows';
import { entryPlace, entryWords } from '../../words/entry-words';
import { timeWords } from '../../words/dates';

// Where an entry stands, for the night's other views (the totals chart) that import it from here.
export { entryPlace } from '../../words/entry-words';

/** About how high an entry is drawn (a drawn hand has no amounts), until it is measured. */
const ENTRY_HEIGHT = 126;
const DRAWN_HAND_HEIGHT = 62;
/** The space between entries (gap-2). */
const ENTRY_GAP = 8;

/**
 * Drawn again only when one of its props changes (memo): a night's screen draws itself for every change of
 * a live night's state (its history, its phones, this phone's sending), and a night of a hundred entries
 * would otherwise have all of them drawn again each time, on every phone of the table.
 */
export const EntryList = memo(function EntryList(props: {
  settings: NightSettings;
  ledger: Ledger;
  onEdit?: (row: LedgerRow, position: number) => void;
  onDelete?: (row: LedgerRow, position: number) => void;
  disabled?: boolean;
  /** A live night's note on an entry recorded by two phones apart (features/ledger/live): the row is marked live-conflict. */
  conflictNote?: (row: LedgerRow, number: number) => ReactNode;
}) {
  const { t } = useLingui();
  const { settings, ledger } = props;
  const count = ledger.rows.length;
  // Newest first: the list's first row is the night's last entry.
  const estimate = useCallback(
    (index: number): number =>
      ledger.rows[count - 1 - index]?.entry.kind === 'draw' ? DRAWN_HAND_HEIGHT : ENTRY_HEIGHT,
    [ledger.rows, count],
  );
  const { windowed, rows, after, listRef, onFocus, rowRef } = useWindowedRows(count, estimate, ENTRY_GAP);
  if (ledger.rows.length === 0) {
    return (
      <p className="text-sm text-stone-600 dark:text-stone-300">{t`Nothing recorded yet. Each hand you record appears here, newest first.`}</p>
    );
  }
  return (
    <ol
      ref={listRef}
      onFocus={onFocus}
      aria-label={t`Entries, newest first`}
      reversed
      className="flex flex-col gap-2 [overflow-anchor:none]"
      style={after > 0 ? { paddingBottom: after } : undefined}
    >
      {rows.map(({ index, space }) => {
        const position = count - 1 - index;
        const row = ledger.rows[position]!;
        const number = position + 1;
        const canEdit = row.entry.kind !== 'draw';
        const conflict = props.conflictNote?.(row, number) ?? null;
        return (
          <li
            key={row.entry.id}
            ref={rowRef}
            data-index={index}
            aria-setsize={windowed ? count : undefined}
            aria-posinset={windowed ? index + 1 : undefined}
            style={space > 0 ? { marginTop: space } : undefined}
            data-entry={number}
            data-testid={conflict === null ? undefined : 'live-conflict'}
            className="rounded-xl border border-stone-200 bg-white p-2.5 shadow-sm dark:border-stone-700 dark:bg-stone-900"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-xs text-stone-600 dark:text-stone-300">
                  <span className="font-semibold">#{number}</span> · {entryPlace(row)} ·{' '}
                  {timeWords(row.entry.at)}
                </p>
                <p className="font-medium leading-snug">{entryWords(settings, row.entry)}</p>
                <RescoreNote settings={settings} row={row} />
              </div>
              {(props.onEdit || props.onDelete) && (
                <div className="flex shrink-0 gap-0.5">
                  {props.onEdit && canEdit && (
                    <button
                      type="button"
                      className="btn-quiet"
                      disabled={props.disabled}
                      aria-label={t`Edit entry ${number}`}
                      onClick={() => props.onEdit?.(row, position)}
                    >{t`Edit`}</button>
                  )}
                  {props.onDelete && (
                    <button
                      type="button"
                      className="btn-quiet text-red-800 hover:bg-red-100 dark:text-red-300 dark:hover:bg-red-950"
                      disabled={props.disabled}
                      aria-label={t`Delete entry ${number}`}
                      onClick={() => props.onDelete?.(row, position)}
                    >{t`Delete`}</button>
                  )}
                </div>
              )}
            </div>
            {conflict}
            {row.entry.kind !== 'draw' && (
              <div className="mt-1.5 border-t border-stone-100 pt-1.5 dark:border-stone-800">
                <PlayerAmounts
                  players={settings.players}
                  amounts={row.deltas}
                  label={t`What each player won or paid in entry ${number}`}
                />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
});
