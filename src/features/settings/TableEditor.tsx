// Naming and editing a saved table: its name, the table's rules, the stake in dollars and every house rule.
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { PROFILE_SETTINGS } from '../../core/options';
import { PROFILE_IDS, type HandOptionsInput, type ProfileId } from '../../core/types';
import { MAX_TABLE_NAME_LENGTH, saveTable, updateTable, type SavedTable } from '../../db/saved-tables';
import { RadioGroup } from '../../ui/RadioGroup';
import { useDatabase } from '../../app/database';
import { FieldError } from '../../ui/fields';
import { Problem } from '../../ui/Messages';
import { dollarsField, parseDollars } from '../../ui/money';
import { FIELD_LABEL, INPUT, MUTED } from '../../ui/styles';
import { PROFILE_LABELS } from '../../words/profile-labels';
import { HouseRulesForm } from '../../ui/house-rules/HouseRulesForm';
import { TableCardEntry } from '../../ui/house-rules/TableCard';
import { tableNameWords, tableProblemWords } from '../../words/table-problems';
import { tableChanges } from '../../words/table-words';

/** What the editor starts from: a saved table to change, or a new table's first rules. */
export type EditorStart =
  { table: SavedTable } | { draft: { name: string; profile: ProfileId; options: HandOptionsInput } };

const withoutUnit = (options: HandOptionsInput): HandOptionsInput => {
  const { unit: _unit, ...rest } = options;
  return rest;
};

export function TableEditor(props: {
  start: EditorStart;
  onDone: (table: SavedTable) => void;
  onCancel: () => void;
}) {
  const db = useDatabase();
  const { t, i18n } = useLingui();
  const initial = 'table' in props.start ? props.start.table : props.start.draft;
  const [name, setName] = useState(initial.name);
  const [profile, setProfile] = useState<ProfileId>(initial.profile);
  const [rules, setRules] = useState<HandOptionsInput>(withoutUnit(initial.options));
  const [stake, setStake] = useState(
    initial.options.unit === undefined ? '' : dollarsField(initial.options.unit),
  );
  const [errors, setErrors] = useState<{ name?: string; stake?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameId = useId();
  const stakeId = useId();
  const word = PROFILE_SETTINGS[profile].unitWord;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (saving) return;
    const unit = parseDollars(
      stake,
      profile === 'hk'
        ? t`the table unit`
        : word === 'fan'
          ? t`what one fan is worth`
          : t`what one tai is worth`,
    );
    const found = {
      ...(name.trim() === '' ? { name: tableNameWords(i18n, name) } : {}),
      ...(unit.ok ? {} : { stake: unit.message }),
    };
    setErrors(found);
    setRefusal(null);
    if (!unit.ok || found.name) return;
    setSaving(true);
    const draft = { name, profile, options: { ...rules, unit: unit.cents } };
    const result =
      'table' in props.start
        ? await updateTable(db, props.start.table.id, props.start.table.version, draft)
        : await saveTable(db, draft);
    setSaving(false);
    if (!result.ok) {
      if (result.error.field === 'name')
        setErrors({ name: tableProblemWords(i18n, result.error, name.trim()) });
      else setRefusal(tableProblemWords(i18n, result.error, name.trim()));
      return;
    }
    props.onDone(result.table);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
      <div>
        <label htmlFor={nameId} className={FIELD_LABEL}>{t`Table name`}</label>
        <input
          id={nameId}
          className={INPUT}
          value={name}
          maxLength={MAX_TABLE_NAME_LENGTH + 8}
          autoComplete="off"
          placeholder={t`Friday at Auntie’s`}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <FieldError id={`${nameId}-error`} message={errors.name} />
      </div>
      <RadioGroup
        label={t`Table rules`}
        value={profile}
        onChange={(p) => {
          setProfile(p);
          setRules({});
        }}
        options={PROFILE_IDS.map((id) => ({ value: id, label: i18n._(PROFILE_LABELS[id]) }))}
        compact
      />
      <div>
        <label htmlFor={stakeId} className={FIELD_LABEL}>
          {profile === 'hk'
            ? t`Table unit, in dollars`
            : word === 'fan'
              ? t`One fan is worth, in dollars`
              : t`One tai is worth, in dollars`}
        </label>
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-lg font-semibold">
            $
          </span>
          <input
            id={stakeId}
            className={`${INPUT} max-w-36 tabular-nums`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.20"
            value={stake}
            onChange={(e) => setStake(e.target.value)}
            aria-invalid={errors.stake ? true : undefined}
            aria-describedby={errors.stake ? `${stakeId}-error` : undefined}
          />
        </div>
        <FieldError id={`${stakeId}-error`} message={errors.stake} />
      </div>
      <p className={MUTED} aria-live="polite">
        {tableChanges(i18n, profile, rules)}
      </p>
      <HouseRulesForm profile={profile} rules={rules} onChange={setRules} omit={['unit']} />
      <TableCardEntry profile={profile} rules={rules} onChange={setRules} />
      <Problem message={refusal} />
      <div className="sticky bottom-0 flex gap-2 bg-white py-2 dark:bg-stone-900">
        <button
          type="button"
          className="btn-quiet flex-1 border border-stone-300 dark:border-stone-600"
          onClick={props.onCancel}
        >{t`Cancel`}</button>
        <button type="submit" className="btn flex-1" disabled={saving}>{t`Save the table`}</button>
      </div>
    </form>
  );
}
