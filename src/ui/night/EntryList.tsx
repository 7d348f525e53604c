// The night's entries, newest first: each in words, the hand it belongs to, what every player won or
// paid, and Edit and Delete. A long night draws only the entries on and near the screen (see
// windowed-rows.ts); each drawn entry says where it stands in the whole list.
import { useLingui } from '@lingui/react/macro';
import { createContext, memo, useCallback, useContext, type ReactNode } from 'react';
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
    // A write in progress disables every Edit and Delete: told through a context, so that only the
    // buttons are drawn again as it starts and as it ends, not each row.
    <WriteInProgress.Provider value={props.disabled === true}>
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
          return (
            <EntryRow
              key={row.entry.id}
              settings={settings}
              row={row}
              position={position}
              // Only a list drawn in part needs each row's place in it, which every new entry moves.
              place={windowed ? { index, count } : undefined}
              space={space}
              measure={rowRef}
              onEdit={props.onEdit}
              onDelete={props.onDelete}
              conflict={props.conflictNote?.(row, position + 1) ?? null}
            />
          );
        })}
      </ol>
    </WriteInProgress.Provider>
  );
});

/**
 * One entry of the list. Drawn again only when one of its props changes (memo): a night read again keeps
 * the rows it did not change as the same objects (features/ledger/night-handoff.ts), so a new entry draws
 * its own row, not every row of the night.
 */
const EntryRow = memo(function EntryRow(props: {
  settings: NightSettings;
  row: LedgerRow;
  /** Where the entry stands in the night, from 0. */
  position: number;
  /** For a list drawn in part: the row's place among all the list's rows, and how many there are. */
  place: { index: number; count: number } | undefined;
  space: number;
  /** Measures the row as drawn, for a list drawn in part (windowed-rows.ts's rowRef). */
  measure: (element: Element | null) => void;
  onEdit: ((row: LedgerRow, position: number) => void) | undefined;
  onDelete: ((row: LedgerRow, position: number) => void) | undefined;
  conflict: ReactNode;
}) {
  const { t } = useLingui();
  const { settings, row, position, place, space, measure, onEdit, onDelete, conflict } = props;
  const number = position + 1;
  const canEdit = row.entry.kind !== 'draw';
  return (
    <li
      ref={measure}
      data-index={place?.index}
      aria-setsize={place?.count}
      aria-posinset={place === undefined ? undefined : place.index + 1}
      style={space > 0 ? { marginTop: space } : undefined}
      data-entry={number}
      data-testid={conflict === null ? undefined : 'live-conflict'}
      className="rounded-xl border border-stone-200 bg-white p-2.5 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs text-stone-600 dark:text-stone-300">
            <span className="font-semibold">#{number}</span> · {entryPlace(row)} · {timeWords(row.entry.at)}
          </p>
          <p className="font-medium leading-snug">{entryWords(settings, row.entry)}</p>
          <RescoreNote settings={settings} row={row} />
        </div>
        {(onEdit || onDelete) && (
          <RowActions row={row} position={position} canEdit={canEdit} onEdit={onEdit} onDelete={onDelete} />
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
});

/** Whether a write is in progress: every row's Edit and Delete are then disabled. */
const WriteInProgress = createContext(false);

/** An entry's Edit and Delete, disabled while a write is in progress. */
function RowActions(props: {
  row: LedgerRow;
  position: number;
  canEdit: boolean;
  onEdit: ((row: LedgerRow, position: number) => void) | undefined;
  onDelete: ((row: LedgerRow, position: number) => void) | undefined;
}) {
  const { t } = useLingui();
  const writing = useContext(WriteInProgress);
  const { row, position } = props;
  const number = position + 1;
  return (
    <div className="flex shrink-0 gap-0.5">
      {props.onEdit && props.canEdit && (
        <button
          type="button"
          className="btn-quiet"
          disabled={writing}
          aria-label={t`Edit entry ${number}`}
          onClick={() => props.onEdit?.(row, position)}
        >{t`Edit`}</button>
      )}
      {props.onDelete && (
        <button
          type="button"
          className="btn-quiet text-red-800 hover:bg-red-100 dark:text-red-300 dark:hover:bg-red-950"
          disabled={writing}
          aria-label={t`Delete entry ${number}`}
          onClick={() => props.onDelete?.(row, position)}
        >{t`Delete`}</button>
      )}
    </div>
  );
}
