// "Saved table": choose one of the phone's saved tables, to score a hand or start a night under its rules.
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { HandOptionsInput, ProfileId } from '../core/types';
import { tableRuleSet } from '../core/house-rules-summary';
import type { SavedTable } from '../db/saved-tables';
import { NoSavedTables } from '../ui/NoSavedTables';
import { tableProblemWords } from '../words/table-problems';
import { tableChanges, tableFacts } from '../words/table-words';
import { useSavedTables } from './saved-tables';

/** Whether a saved table is exactly the rules in use now (the unit included), so the picker can show it chosen. */
function matches(table: SavedTable, profile: ProfileId, options: HandOptionsInput): boolean {
  if (table.profile !== profile) return false;
  const now = tableRuleSet(profile, options);
  return Object.entries(table.options).every(([id, value]) => (now as Record<string, unknown>)[id] === value);
}

/**
 * A list of the saved tables; the one whose rules are in use is shown chosen, with what it changes. Choosing
 * one calls `onPick` with the whole table (profile and every rule, the unit in cents): the host applies it.
 */
export function SavedTablePicker(props: {
  profile: ProfileId;
  options: HandOptionsInput;
  onPick: (table: SavedTable) => void;
  label?: string;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  const state = useSavedTables();
  // While the tables load, the line for none (what the score screen's static shell shows too).
  if (state.status === 'loading') return <NoSavedTables />;
  if (state.status === 'failed')
    return (
      <p role="alert" className="text-sm text-red-800 dark:text-red-300">
        {tableProblemWords(i18n, state.problem)}
      </p>
    );
  const label = props.label ?? t`Saved table`;
  if (state.tables.length === 0) return <NoSavedTables />;
  const current = state.tables.find((t) => matches(t, props.profile, props.options));
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1 block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300"
      >
        {label}
      </label>
      <select
        id={id}
        value={current?.id ?? ''}
        aria-describedby={`${id}-what`}
        onChange={(e) => {
          const table = state.tables.find((t) => t.id === e.target.value);
          if (table) props.onPick(table);
        }}
        className="w-full rounded-md border border-stone-300 bg-white px-2 py-2 text-base dark:border-stone-600 dark:bg-stone-800"
      >
        <option value="">{t`None: the rules set here`}</option>
        {state.tables.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      <p id={`${id}-what`} className="mt-1 text-xs text-stone-600 dark:text-stone-300">
        {current
          ? `${tableFacts(i18n, current.profile, current.options)} · ${tableChanges(i18n, current.profile, current.options)}`
          : t`Choose one to use its rules and stake.`}
      </p>
    </div>
  );
}
