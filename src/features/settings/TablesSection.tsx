// "Tables" on the settings screen: the saved tables, each with what it changes, to score with, share, edit
// or delete, and a new one to name.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { deleteTable, type SavedTable, type UnreadableTable } from '../../db/saved-tables';
import { navigate } from '../../state/route';
import { useDatabase } from '../../app/database';
import { Done, Problem } from '../../ui/Messages';
import { ConfirmSheet, Sheet } from '../../ui/Sheet';
import { CARD, MUTED } from '../../ui/styles';
import { TableEditor, type EditorStart } from './TableEditor';
import { TableSharePanel } from './TableSharePanel';
import { tableProblemWords } from '../../words/table-problems';
import { tableChanges, tableFacts } from '../../words/table-words';
import { scoreWith, useSavedTables } from '../../app/saved-tables';

function TableCard(props: {
  table: SavedTable;
  onEdit: () => void;
  onDelete: () => void;
  onShare: () => void;
}) {
  const { table } = props;
  const { t, i18n } = useLingui();
  const name = table.name;
  return (
    <li
      className="space-y-2 rounded-lg border border-stone-200 p-3 dark:border-stone-700"
      data-saved-table={table.name}
    >
      <div>
        <h3 className="font-semibold">{table.name}</h3>
        <p className={MUTED}>{tableFacts(i18n, table.profile, table.options)}</p>
        <p className="text-sm" data-table-changes>
          {tableChanges(i18n, table.profile, table.options)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn"
          aria-label={t`Score with ${name}`}
          onClick={() => {
            scoreWith(table);
            navigate({ name: 'score' });
          }}
        >{t`Score with it`}</button>
        <button
          type="button"
          className="btn-quiet border border-emerald-700/40"
          aria-label={t`Share ${name}`}
          onClick={props.onShare}
        >{t`Share this table`}</button>
        <button
          type="button"
          className="btn-quiet border border-emerald-700/40"
          aria-label={t`Edit ${name}`}
          onClick={props.onEdit}
        >{t`Edit`}</button>
        <button
          type="button"
          className="btn-quiet border border-red-700/40 text-red-800 dark:text-red-300"
          aria-label={t`Delete ${name}`}
          onClick={props.onDelete}
        >{t`Delete`}</button>
      </div>
    </li>
  );
}

type Open =
  | { kind: 'edit'; start: EditorStart }
  | { kind: 'delete'; table: SavedTable | UnreadableTable }
  | { kind: 'share'; table: SavedTable };

export function TablesSection() {
  const db = useDatabase();
  const { t, i18n } = useLingui();
  const state = useSavedTables();
  const [open, setOpen] = useState<Open | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const close = (): void => setOpen(null);
  const editTitle = (name: string): string => t`Edit “${name}”`;
  const shareTitle = (name: string): string => t`Share “${name}”`;
  const deleteTitle = (name: string | null): string =>
    name === null ? t`Delete this table?` : t`Delete “${name}”?`;
  // The row's reason is the core's sentence about its rules (English until the house rules speak in codes).
  const unreadableWords = ({ name, reason }: UnreadableTable): string =>
    name === null ? t`A saved table cannot be read: ${reason}` : t`“${name}” cannot be read: ${reason}`;

  const remove = async (table: SavedTable | UnreadableTable): Promise<void> => {
    const result = await deleteTable(db, table.id, 'version' in table ? table.version : undefined);
    setOpen(null);
    const name = table.name;
    if (!result.ok) setProblem(tableProblemWords(i18n, result.error, name ?? ''));
    else setDone(name === null ? t`Deleted the unreadable table.` : t`Deleted “${name}”.`);
  };

  return (
    <section aria-labelledby="tables-heading" className={`${CARD} space-y-3`}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="tables-heading" className="font-semibold">{t`Tables`}</h2>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setDone(null);
            setProblem(null);
            setOpen({ kind: 'edit', start: { draft: { name: '', profile: 'sg', options: {} } } });
          }}
        >
          {t`New table`}
        </button>
      </div>
      <p className={MUTED}>
        <Trans>
          Name the rules your group plays, once: profile, stake, minimum, cap and every house rule. Pick it to
          score a hand or to start a night, or share it with the table.
        </Trans>
      </p>
      <Done message={done} />
      <Problem message={problem} />
      {state.status === 'failed' && <Problem message={tableProblemWords(i18n, state.problem)} />}
      {state.status === 'ready' && state.tables.length === 0 && state.unreadable.length === 0 && (
        <p className="text-sm">{t`No saved tables yet.`}</p>
      )}
      {state.status === 'ready' && state.unreadable.length > 0 && (
        <ul
          role="alert"
          className="space-y-1 rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {state.unreadable.map((u) => (
            <li key={u.id} className="flex items-center justify-between gap-2">
              <span>{unreadableWords(u)}</span>
              <button
                type="button"
                className="btn-quiet shrink-0"
                onClick={() => setOpen({ kind: 'delete', table: u })}
              >{t`Delete it`}</button>
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && state.tables.length > 0 && (
        <ul className="space-y-2">
          {state.tables.map((table) => (
            <TableCard
              key={table.id}
              table={table}
              onEdit={() => {
                setDone(null);
                setProblem(null);
                setOpen({ kind: 'edit', start: { table } });
              }}
              onDelete={() => setOpen({ kind: 'delete', table })}
              onShare={() => setOpen({ kind: 'share', table })}
            />
          ))}
        </ul>
      )}
      {open?.kind === 'edit' && (
        <Sheet
          title={'table' in open.start ? editTitle(open.start.table.name) : t`New table`}
          onClose={close}
        >
          <TableEditor
            start={open.start}
            onCancel={close}
            onDone={(table) => {
              const name = table.name;
              setOpen(null);
              setDone(t`Saved “${name}”.`);
            }}
          />
        </Sheet>
      )}
      {open?.kind === 'delete' && (
        <ConfirmSheet
          title={deleteTitle(open.table.name)}
          confirmLabel={t`Delete the table`}
          danger
          onClose={close}
          onConfirm={() => void remove(open.table)}
        >
          <p>
            <Trans>Nights already started with it keep their rules.</Trans>
          </p>
        </ConfirmSheet>
      )}
      {open?.kind === 'share' && (
        <Sheet title={shareTitle(open.table.name)} onClose={close}>
          <TableSharePanel table={open.table} />
        </Sheet>
      )}
    </section>
  );
}
