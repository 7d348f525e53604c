// "Start a night": the four players in seat order, the table's rules and house rules, the unit in
// dollars and cents, who deals first and the prevailing wind. Checked by the ledger's own rules,
// each problem shown beside its field; nothing is saved until every field is right.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import {
  MAX_NAME_LENGTH,
  PLAYER_INDEXES,
  WINDS,
  validateSettings,
  type PerPlayer,
  type PlayerIndex,
  type NightSettings,
  type Wind,
} from '../../core/ledger';
import { tableRuleSet } from '../../core/house-rules-summary';
import { resolveOptions } from '../../core/options';
import { houseRuleSummaryWords } from '../../words/names/ready';
import { shareTable } from '../../core/settlement';
import { PROFILE_IDS, type HandOptionsInput, type ProfileId } from '../../core/types';
import { createNight, type NightDetail } from '../../db';
import { newId } from '../../db/ids';
import { formatMoney } from '../../ui/format';
import { useHoldsUnsavedWork } from '../../state/unsaved-work';
import { RadioGroup } from '../../ui/RadioGroup';
import { PROFILE_LABELS } from '../../words/profile-labels';
import { HouseRulesForm } from '../../ui/house-rules/HouseRulesForm';
import { TableCardEntry } from '../../ui/house-rules/TableCard';
import { SavedTablePicker } from '../../app/SavedTablePicker';
import type { SavedTable } from '../../db/saved-tables';
import { useDatabase } from '../../app/database';
import { FieldError } from '../../ui/fields';
import { Problem } from '../../ui/Messages';
import { dollarsField, parseDollars } from '../../ui/money';
import { CARD, FIELD_LABEL, INPUT, MUTED } from '../../ui/styles';
import { refusalWords } from '../../words/entry-words';
import { listWords, taiRange, windName } from '../../words/night-words';

/** The unit is asked for in dollars, above the house rules. */
const OMIT_UNIT = ['unit'] as const;

interface Form {
  names: PerPlayer<string>;
  profile: ProfileId;
  unit: string;
  /** Every house rule but the unit, which is typed in dollars. */
  rules: HandOptionsInput;
  firstDealer: PlayerIndex;
  startingWind: Wind;
}

const withoutUnit = (options: HandOptionsInput): HandOptionsInput => {
  const { unit: _unit, ...rules } = options;
  return rules;
};

function initialForm(previous: NightSettings | null): Form {
  if (!previous)
    return { names: ['', '', '', ''], profile: 'sg', unit: '', rules: {}, firstDealer: 0, startingWind: 'E' };
  // The last night's table and stakes: most groups play the same way every week.
  const resolved = resolveOptions(previous.profile, previous.options).options;
  return {
    names: ['', '', '', ''],
    profile: previous.profile,
    unit: dollarsField(resolved.unit),
    rules: withoutUnit(previous.options),
    firstDealer: 0,
    startingWind: 'E',
  };
}

/** The settings the form describes, and the unit's own problem when the text is not an amount. */
function settingsOf(form: Form, what: string): { input: unknown; unitProblem: string | null } {
  const unit = parseDollars(form.unit, what);
  // The whole rule set, every rule the profile accepts: a night keeps the rules it was played under
  // even if a default changes later.
  const options: HandOptionsInput = {
    ...tableRuleSet(form.profile, form.rules),
    unit: unit.ok ? unit.cents : 1,
  };
  return {
    input: {
      profile: form.profile,
      options,
      players: form.names,
      firstDealer: form.firstDealer,
      startingWind: form.startingWind,
    },
    unitProblem: unit.ok ? null : unit.message,
  };
}

export function StartNightForm(props: {
  previous: NightSettings | null;
  onStarted: (night: NightDetail) => void;
}) {
  const { t, i18n } = useLingui();
  const db = useDatabase();
  const [form, setForm] = useState<Form>(() => initialForm(props.previous));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // One form, one night: every tap (a double tap, a retry after storage refused) starts this same night.
  const [nightId] = useState(newId);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<Form>): void => setForm((f) => ({ ...f, ...patch }));
  // Names typed in are not saved until the night starts: an update of the app waits for them.
  useHoldsUnsavedWork(form.names.some((name) => name.trim() !== ''));

  const played = resolveOptions(form.profile, form.rules).options;
  const chooseProfile = (profile: ProfileId): void => set({ profile, rules: {} });
  const setRules = useCallback((rules: HandOptionsInput): void => setForm((f) => ({ ...f, rules })), []);
  const pickTable = (table: SavedTable): void =>
    set({
      profile: table.profile,
      rules: withoutUnit(table.options),
      unit: dollarsField(resolveOptions(table.profile, table.options).options.unit),
    });
  /** "At $0.20 a tai, a 5-tai self-draw costs each player $3.20.": the stake made concrete. */
  const capExample = (unit: number): string => {
    const stake = formatMoney(unit);
    const cap = played.cap_tai;
    const each = formatMoney(shareTable(cap, cap, unit)[0]!.discarderOrSelfDrawnLoser);
    return t`At ${stake} a tai, a ${cap}-tai self-draw costs each player ${each}.`;
  };
  const seatLabel = (player: number): string => {
    const n = player + 1;
    return t`Player ${n}`;
  };
  const range = taiRange(form.profile, played.min_tai, played.cap_tai);
  const changes = houseRuleSummaryWords(form.profile, {
    ...form.rules,
    min_tai: undefined,
    cap_tai: undefined,
  });

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (saving) return;
    const { input, unitProblem } = settingsOf(
      form,
      form.profile === 'hk' ? t`the table unit` : t`what one tai is worth`,
    );
    const checked = validateSettings(input);
    const found: Record<string, string> = {};
    if (!checked.ok) for (const e of checked.errors) found[e.field ?? ''] ??= refusalWords(e);
    if (unitProblem) found['options.unit'] = unitProblem;
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0 || !checked.ok) {
      // The first field to fix gets the focus, so a keyboard or screen-reader user lands on it.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSaving(true);
    // Named by its date (the database's default), shown by every phone in its own language and calendar.
    const created = await createNight(db, checked.value, undefined, nightId);
    setSaving(false);
    if (!created.ok) {
      setRefusal(refusalWords(created.error));
      return;
    }
    props.onStarted(created.night);
  };

  const optionsError = Object.entries(errors).find(
    ([field]) => field.startsWith('options.') && field !== 'options.unit',
  )?.[1];
  const otherErrors = Object.entries(errors)
    .filter(([field]) => field === '' || field === 'players')
    .map(([, m]) => m);
  const count = Object.keys(errors).length;
  const unitCents = parseDollars(form.unit, t`the unit`);
  const previousNames = props.previous?.players;
  const lastTime = previousNames ? listWords(previousNames) : '';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="start-heading"
      className="space-y-4"
    >
      <h1 id="start-heading" className="text-xl font-bold">{t`Start a night`}</h1>
      <p
        className={MUTED}
      >{t`Keep the night’s running score on this phone. It works offline, and every hand is saved as you go.`}</p>
      {count > 0 && (
        <Problem
          message={t`${plural(count, { one: 'Check the one thing marked below. Nothing was saved yet.', other: 'Check the # things marked below. Nothing was saved yet.' })}`}
        />
      )}
      {otherErrors.map((m) => (
        <Problem key={m} message={m} />
      ))}

      <fieldset className={`${CARD} space-y-2`}>
        <legend className="sr-only">{t`Players`}</legend>
        <h2 className="font-semibold">{t`Players, in seat order`}</h2>
        <p className={MUTED}>{t`Go round the table the way the deal passes, so the winds follow.`}</p>
        {previousNames && (
          <button type="button" className="btn-quiet" onClick={() => set({ names: [...previousNames] })}>
            {t`Same players as last time (${lastTime})`}
          </button>
        )}
        {PLAYER_INDEXES.map((player) => {
          const error = errors[`players[${player}]`];
          const n = player + 1;
          return (
            <div key={player}>
              <label htmlFor={`player-${player}`} className={FIELD_LABEL}>{t`Player ${n}`}</label>
              <input
                id={`player-${player}`}
                className={INPUT}
                value={form.names[player]}
                autoComplete="off"
                maxLength={MAX_NAME_LENGTH + 8}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `player-${player}-error` : undefined}
                onChange={(e) =>
                  set({
                    names: form.names.map((n, i) => (i === player ? e.target.value : n)) as PerPlayer<string>,
                  })
                }
              />
              <FieldError id={`player-${player}-error`} message={error} />
            </div>
          );
        })}
      </fieldset>

      <section aria-labelledby="table-heading" className={`${CARD} space-y-3`}>
        <h2 id="table-heading" className="font-semibold">{t`The table`}</h2>
        <SavedTablePicker
          profile={form.profile}
          options={{ ...form.rules, ...(unitCents.ok ? { unit: unitCents.cents } : {}) }}
          onPick={pickTable}
        />
        <div>
          <RadioGroup
            label={t`Table rules`}
            value={form.profile}
            onChange={chooseProfile}
            options={PROFILE_IDS.map((id) => ({ value: id, label: i18n._(PROFILE_LABELS[id]) }))}
          />
          <FieldError id="profile-error" message={errors.profile} />
        </div>
        <div>
          <label htmlFor="unit" className={FIELD_LABEL}>
            {form.profile === 'hk' ? t`Table unit, in dollars` : t`One tai is worth, in dollars`}
          </label>
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="text-lg font-semibold">
              $
            </span>
            <input
              id="unit"
              className={`${INPUT} max-w-36 tabular-nums`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.20"
              value={form.unit}
              onChange={(e) => set({ unit: e.target.value })}
              aria-invalid={errors['options.unit'] ? true : undefined}
              aria-describedby={`unit-help${errors['options.unit'] ? ' unit-error' : ''}`}
            />
          </div>
          <p id="unit-help" className="mt-1 text-xs text-stone-600 dark:text-stone-300">
            {form.profile === 'hk'
              ? t`The payment table is counted in it: a win at the minimum by discard pays 4 units.`
              : t`One share at 1 tai, doubling with each tai: the discarder pays two shares, the others one.`}
            {unitCents.ok && form.profile !== 'hk' && ` ${capExample(unitCents.cents)}`}
          </p>
          <FieldError id="unit-error" message={errors['options.unit']} />
        </div>
        <details
          className="rounded-lg border border-stone-300 p-2 dark:border-stone-700"
          open={optionsError !== undefined}
        >
          <summary className="cursor-pointer text-sm font-medium">
            {t`House rules: ${range}`}
            {changes.length > 0 ? ` · ${changes.join(' · ')}` : ''}
          </summary>
          <div className="space-y-3 pt-3">
            <HouseRulesForm profile={form.profile} rules={form.rules} onChange={setRules} omit={OMIT_UNIT} />
            <TableCardEntry profile={form.profile} rules={form.rules} onChange={setRules} />
            {optionsError && <FieldError id="options-error" message={optionsError} />}
          </div>
        </details>
      </section>

      <section aria-labelledby="deal-heading" className={`${CARD} space-y-3`}>
        <h2 id="deal-heading" className="font-semibold">{t`The first hand`}</h2>
        <div>
          <RadioGroup
            label={t`Who deals first`}
            compact
            shortenLabels
            value={String(form.firstDealer)}
            onChange={(v) => set({ firstDealer: Number(v) as PlayerIndex })}
            options={PLAYER_INDEXES.map((p) => ({
              value: String(p),
              label: form.names[p]?.trim() || seatLabel(p),
            }))}
          />
          <FieldError id="dealer-error" message={errors.firstDealer} />
        </div>
        <div>
          <RadioGroup
            label={t`Prevailing wind`}
            value={form.startingWind}
            onChange={(startingWind) => set({ startingWind })}
            options={WINDS.map((w) => ({ value: w, label: windName(w) }))}
          />
          <FieldError id="wind-error" message={errors.startingWind} />
        </div>
      </section>

      <Problem message={refusal} />
      <button
        type="submit"
        className="btn w-full py-3 text-base"
        disabled={saving}
      >{t`Start the night`}</button>
    </form>
  );
}
