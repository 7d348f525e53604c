// The night's entries, newest first: each in words, the hand it belongs to, what every player won or
// paid, and Edit and Delete.
import { describeEntry, type Ledger, type LedgerRow, type SessionSettings } from '../../core/ledger';
import { PlayerAmounts } from './PlayerAmounts';
import { RescoreNote } from './RescoreNote';
import { clockTime, WIND_NAMES } from './words';

export function entryPlace(row: LedgerRow): string {
  const within = row.entry.kind === 'table_payment' || row.entry.kind === 'false_win';
  const place = `${within ? 'During hand' : 'Hand'} ${row.handNumber} · ${WIND_NAMES[row.prevailingWind]} round`;
  // A payment recorded against an earlier hand keeps its place in the list: it says when it was recorded.
  if (!row.attached) return place;
  return row.attached.named < row.attached.inPlay
    ? `${place} (recorded in hand ${row.attached.inPlay})`
    : `${place} (recorded for hand ${row.attached.named}, which no longer comes before it)`;
}

export function EntryList(props: {
  settings: SessionSettings;
  ledger: Ledger;
  onEdit?: (row: LedgerRow, position: number) => void;
  onDelete?: (row: LedgerRow, position: number) => void;
  disabled?: boolean;
}) {
  const { settings, ledger } = props;
  if (ledger.rows.length === 0) {
    return <p className="text-sm text-stone-600 dark:text-stone-300">Nothing recorded yet. Each hand you record appears here, newest first.</p>;
  }
  const numbered = ledger.rows.map((row, position) => ({ row, position }));
  return (
    <ol aria-label="Entries, newest first" className="space-y-2" reversed>
      {numbered.reverse().map(({ row, position }) => {
        const number = position + 1;
        const canEdit = row.entry.kind !== 'draw';
        return (
          <li key={row.entry.id} data-entry={number} className="rounded-xl border border-stone-200 bg-white p-2.5 shadow-sm dark:border-stone-700 dark:bg-stone-900">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-xs text-stone-600 dark:text-stone-300">
                  <span className="font-semibold">#{number}</span> · {entryPlace(row)} · {clockTime(row.entry.at)}
                </p>
                <p className="font-medium leading-snug">{describeEntry(settings, row.entry)}</p>
                <RescoreNote settings={settings} row={row} />
              </div>
              {(props.onEdit || props.onDelete) && (
                <div className="flex shrink-0 gap-0.5">
                  {props.onEdit && canEdit && (
                    <button type="button" className="btn-quiet" disabled={props.disabled} aria-label={`Edit entry ${number}`}
                      onClick={() => props.onEdit?.(row, position)}>Edit</button>
                  )}
                  {props.onDelete && (
                    <button type="button" className="btn-quiet text-red-800 hover:bg-red-100 dark:text-red-300 dark:hover:bg-red-950" disabled={props.disabled}
                      aria-label={`Delete entry ${number}`} onClick={() => props.onDelete?.(row, position)}>Delete</button>
                  )}
                </div>
              )}
            </div>
            {row.entry.kind !== 'draw' && (
              <div className="mt-1.5 border-t border-stone-100 pt-1.5 dark:border-stone-800">
                <PlayerAmounts players={settings.players} amounts={row.deltas} label={`What each player won or paid in entry ${number}`} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
