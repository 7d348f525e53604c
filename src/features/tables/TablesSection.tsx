// "Tables" on the settings screen: the saved tables, each with what it changes, to score with, share, edit
// or delete, and a new one to name.
import { useState } from 'react';
import { deleteTable, type SavedTable, type UnreadableTable } from '../../db/saved-tables';
import { useDraft } from '../../state/draft-store';
import { navigate } from '../../state/route';
import { useDatabase } from '../ledger/database';
import { Done, Problem } from '../ledger/Messages';
import { ConfirmSheet, Sheet } from '../ledger/Sheet';
import { CARD, MUTED } from '../ledger/styles';
import { TableEditor, type EditorStart } from './TableEditor';
import { TableSharePanel } from './TableSharePanel';
import { tableChanges, tableFacts } from './table-words';
import { useSavedTables } from './useSavedTables';

/** Scores the next hands under a table: its profile and every rule, as the score screen's own. */
export function scoreWith(table: SavedTable): void {
  const draft = useDraft.getState();
  draft.setProfile(table.profile);
  draft.setHouseRules(table.profile, table.options);
}

function TableCard(props: { table: SavedTable; onEdit: () => void; onDelete: () => void; onShare: () => void }) {
  const { table } = props;
  return (
    <li className="space-y-2 rounded-lg border border-stone-200 p-3 dark:border-stone-700" data-saved-table={table.name}>
      <div>
        <h3 className="font-semibold">{table.name}</h3>
        <p className={MUTED}>{tableFacts(table.profile, table.options)}</p>
        <p className="text-sm" data-table-changes>{tableChanges(table.profile, table.options)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn" aria-label={`Score with ${table.name}`}
          onClick={() => { scoreWith(table); navigate({ name: 'score' }); }}>Score with it</button>
        <button type="button" className="btn-quiet border border-emerald-700/40" aria-label={`Share ${table.name}`} onClick={props.onShare}>Share this table</button>
        <button type="button" className="btn-quiet border border-emerald-700/40" aria-label={`Edit ${table.name}`} onClick={props.onEdit}>Edit</button>
        <button type="button" className="btn-quiet border border-red-700/40 text-red-800 dark:text-red-300" aria-label={`Delete ${table.name}`} onClick={props.onDelete}>Delete</button>
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
  const state = useSavedTables();
  const [open, setOpen] = useState<Open | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const close = (): void => setOpen(null);

  const remove = async (table: SavedTable | UnreadableTable): Promise<void> => {
    const result = await deleteTable(db, table.id, 'version' in table ? table.version : undefined);
    setOpen(null);
    if (!result.ok) setProblem(result.error.message);
    else setDone(`Deleted “${table.name ?? 'the unreadable table'}”.`);
  };

  return (
    <section aria-labelledby="tables-heading" className={`${CARD} space-y-3`}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="tables-heading" className="font-semibold">Tables</h2>
        <button type="button" className="btn"
          onClick={() => { setDone(null); setProblem(null); setOpen({ kind: 'edit', start: { draft: { name: '', profile: 'sg', options: {} } } }); }}>
          New table
        </button>
      </div>
      <p className={MUTED}>Name the rules your group plays, once: profile, stake, minimum, cap and every house rule. Pick it to score a hand or to start a night, or share it with the table.</p>
      <Done message={done} />
      <Problem message={problem} />
      {state.status === 'failed' && <Problem message={state.message} />}
      {state.status === 'ready' && state.tables.length === 0 && state.unreadable.length === 0 && (
        <p className="text-sm">No saved tables yet.</p>
      )}
      {state.status === 'ready' && state.unreadable.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {state.unreadable.map((u) => (
            <li key={u.id} className="flex items-center justify-between gap-2">
              <span>{u.name ? `“${u.name}”` : 'A saved table'} cannot be read: {u.reason}</span>
              <button type="button" className="btn-quiet shrink-0" onClick={() => setOpen({ kind: 'delete', table: u })}>Delete it</button>
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && state.tables.length > 0 && (
        <ul className="space-y-2">
          {state.tables.map((table) => (
            <TableCard key={table.id} table={table}
              onEdit={() => { setDone(null); setProblem(null); setOpen({ kind: 'edit', start: { table } }); }}
              onDelete={() => setOpen({ kind: 'delete', table })}
              onShare={() => setOpen({ kind: 'share', table })} />
          ))}
        </ul>
      )}
      {open?.kind === 'edit' && (
        <Sheet title={'table' in open.start ? `Edit “${open.start.table.name}”` : 'New table'} onClose={close}>
          <TableEditor start={open.start} onCancel={close}
            onDone={(table) => { setOpen(null); setDone(`Saved “${table.name}”.`); }} />
        </Sheet>
      )}
      {open?.kind === 'delete' && (
        <ConfirmSheet title={`Delete ${open.table.name ? `“${open.table.name}”` : 'this table'}?`} confirmLabel="Delete the table" danger
          onClose={close} onConfirm={() => void remove(open.table)}>
          <p>Nights already started with it keep their rules.</p>
        </ConfirmSheet>
      )}
      {open?.kind === 'share' && (
        <Sheet title={`Share “${open.table.name}”`} onClose={close}><TableSharePanel table={open.table} /></Sheet>
      )}
    </section>
  );
}
