// A shared table (#/t/<code>) opened on another phone: its name, profile and what it changes, and "Save this
// table". A damaged, cut-short or newer link says why in a player's words and writes nothing.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { decodeTableCode } from '../../core/table-code';
import { saveTable, type SavedTable } from '../../db/saved-tables';
import { useDatabase } from '../../app/database';
import { FieldError } from '../../ui/fields';
import { Problem } from '../../ui/Messages';
import { FIELD_LABEL, INPUT } from '../../ui/styles';
import { scoreWith } from '../../app/saved-tables';
import { tableLinkWords, tableProblemWords } from '../../words/table-problems';
import { tableChanges, tableFacts } from '../../words/table-words';
import { navigate } from '../../state/route';

function Saved({ table }: { table: SavedTable }) {
  const { t } = useLingui();
  const name = table.name;
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg bg-emerald-50 p-3 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p className="font-semibold">{t`Saved “${name}” on this phone.`}</p>
      <p className="text-sm">
        <Trans>Pick it when you score a hand or start a night.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn"
          onClick={() => {
            scoreWith(table);
            navigate({ name: 'score' });
          }}
        >{t`Score with it`}</button>
        <a className="btn-quiet border border-emerald-700/40" href="#/tonight">{t`Start a night`}</a>
        <a className="btn-quiet border border-emerald-700/40" href="#/settings">{t`See your tables`}</a>
      </div>
    </div>
  );
}

export default function SaveTableView({ code }: { code: string }) {
  const db = useDatabase();
  const { t, i18n } = useLingui();
  const decoded = useMemo(() => decodeTableCode(code), [code]);
  const [name, setName] = useState(decoded.ok ? decoded.table.name : '');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedTable | null>(null);
  const [saving, setSaving] = useState(false);

  if (!decoded.ok) {
    return (
      <div className="space-y-4">
        <h1 className="text-xl font-bold">{t`Shared table`}</h1>
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{t`This shared table cannot be opened.`}</p>
          <p className="text-sm">{tableLinkWords(i18n, decoded.error)}</p>
        </div>
        <p className="text-sm">
          <Trans>
            Nothing was saved.{' '}
            <a className="underline" href="#/settings">
              See your saved tables
            </a>{' '}
            or{' '}
            <a className="underline" href="#/">
              score a hand
            </a>
            .
          </Trans>
        </p>
      </div>
    );
  }
  const { table } = decoded;

  const save = async (): Promise<void> => {
    if (saving) return;
    setSaving(true);
    const result = await saveTable(db, { name, profile: table.profile, options: table.options });
    setSaving(false);
    setNameProblem(null);
    setRefusal(null);
    if (result.ok) setSaved(result.table);
    else if (result.error.field === 'name')
      setNameProblem(tableProblemWords(i18n, result.error, name.trim()));
    else setRefusal(tableProblemWords(i18n, result.error, name.trim()));
  };

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">{t`Save this table`}</h1>
      <section
        aria-labelledby="shared-table-name"
        className="space-y-1 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
      >
        <h2 id="shared-table-name" className="text-lg font-semibold">
          {table.name}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          {tableFacts(i18n, table.profile, table.options)}
        </p>
        <p data-table-changes>{tableChanges(i18n, table.profile, table.options)}</p>
      </section>
      {saved ? (
        <Saved table={saved} />
      ) : (
        <>
          <div>
            <label htmlFor="save-table-name" className={FIELD_LABEL}>{t`Save it as`}</label>
            <input
              id="save-table-name"
              className={INPUT}
              value={name}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
              aria-invalid={nameProblem ? true : undefined}
              aria-describedby={nameProblem ? 'save-table-name-error' : undefined}
            />
            <FieldError id="save-table-name-error" message={nameProblem ?? undefined} />
          </div>
          <Problem message={refusal} />
          <button
            type="button"
            className="btn w-full py-3 text-base"
            disabled={saving}
            onClick={() => void save()}
          >{t`Save this table`}</button>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            <Trans>Saving keeps a copy on this phone; changing it later changes only your copy.</Trans>
          </p>
        </>
      )}
    </div>
  );
}
