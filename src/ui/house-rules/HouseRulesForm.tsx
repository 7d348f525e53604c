// A table's house rules, generated from the registry (core/house-rules.ts): a control for each rule the
// profile accepts, by its type, with its names, what it changes, a link to its rule page and a mark where
// it differs from the default. Used by the settings, the score screen, saved tables and the start of a night.
// The table's card (`values`) is not one control: it has its own screen (TableCard.tsx), whose line the
// hosts put after the form (Settings, the start of a night, a saved table: the score screen's house rules,
// loaded with the first screen's code nearby, leave it to Settings), and the card a table holds is kept as
// it is when another rule changes.
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId, useState } from 'react';
import {
  HOUSE_RULES,
  formRulesOf,
  ruleDefault,
  ruleMax,
  type ChoiceRule,
  type FlagRule,
  type FormRule,
  type FormRuleId,
  type HouseRuleId,
  type NumberRule,
} from '../../core/house-rules';
import { PROFILE_SETTINGS, resolveOptions } from '../../core/options';
import type { HandOptionsInput, ProfileId } from '../../core/types';
import { errorWords, houseRuleChoice, houseRuleEffect, houseRuleName } from '../../words/names/ready';
import { isDefault, valueWords, withRule, type RuleValue } from './rule-values';

// eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes
const HELP = 'block text-xs text-stone-600 dark:text-stone-300';
const SMALL_BUTTON =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes
  'flex size-11 shrink-0 items-center justify-center rounded-md border border-stone-300 bg-white text-lg font-semibold text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700';

interface ControlProps<R extends FormRule> {
  id: FormRuleId;
  rule: R;
  profile: ProfileId;
  value: RuleValue;
  /** Tries a value: the core's sentence when it cannot be played, else null (and the change is made). */
  onTry: (value: RuleValue) => string | null;
  describedBy: string;
}

/** A whole number within the rule's bounds: typed, or one step at a time with − and +. */
function NumberStepper({
  id,
  rule,
  profile,
  value,
  onTry,
  describedBy,
  inputId,
  label,
}: ControlProps<NumberRule> & { inputId: string; label?: string }) {
  const { t } = useLingui();
  const max = ruleMax(rule, profile);
  const current = value as number;
  const what = label ?? houseRuleName(id);
  const [text, setText] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorId = `${inputId}-error`;
  const word = PROFILE_SETTINGS[profile].unitWord;
  const attempt = (next: number): void => setRefusal(onTry(next));
  return (
    <div>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={SMALL_BUTTON}
          aria-label={t`${what}: one less`}
          disabled={current <= rule.min}
          onClick={() => {
            setText(null);
            attempt(current - 1);
          }}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={rule.min}
          max={max}
          step={1}
          aria-label={label}
          value={text ?? String(current)}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={`${describedBy}${refusal ? ` ${errorId}` : ''}`}
          onChange={(e) => {
            setText(e.target.value);
            const typed = e.target.value.trim() === '' ? Number.NaN : Number(e.target.value);
            // Refused values stay in the box with the reason beside them; the rules keep their last good value.
            attempt(typed);
          }}
          onBlur={() => setText(null)}
          className="h-11 w-24 rounded-md border border-stone-300 bg-white px-2 text-right text-base tabular-nums aria-[invalid=true]:border-red-700 dark:border-stone-600 dark:bg-stone-800 dark:aria-[invalid=true]:border-red-400"
        />
        <button
          type="button"
          className={SMALL_BUTTON}
          aria-label={t`${what}: one more`}
          disabled={current >= max}
          onClick={() => {
            setText(null);
            attempt(current + 1);
          }}
        >
          +
        </button>
        {rule.measure === 'tai' && <span className="text-sm">{word === 'fan' ? t`fan` : t`tai`}</span>}
      </div>
      {refusal && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {refusal}
        </p>
      )}
    </div>
  );
}

function Switch({
  rule,
  value,
  onTry,
  describedBy,
  inputId,
}: ControlProps<FlagRule | NumberRule> & { inputId: string }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const on = rule.type === 'flag' ? value === true : (value as number) > 0;
  return (
    <div>
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        checked={on}
        aria-describedby={describedBy}
        onChange={(e) =>
          setRefusal(
            onTry(rule.type === 'flag' ? e.target.checked : e.target.checked ? (rule.onValue ?? 1) : 0),
          )
        }
        className="size-6 accent-emerald-700"
      />
      {refusal && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {refusal}
        </p>
      )}
    </div>
  );
}

function Choices({
  id,
  rule,
  value,
  onTry,
  describedBy,
  legendId,
}: ControlProps<ChoiceRule> & { legendId: string }) {
  const name = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy}
      className="mt-1 space-y-1"
    >
      {rule.choices.map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600 dark:border-stone-600 dark:bg-stone-800 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => setRefusal(onTry(choice.value))}
            className="size-4 shrink-0 accent-emerald-700"
          />
          <span>{houseRuleChoice(id, choice.value)}</span>
        </label>
      ))}
      {refusal && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {refusal}
        </p>
      )}
    </div>
  );
}

/** One rule: its names, what it changes, its page, whether it differs from the default, and its control. */
function RuleControl({
  id,
  profile,
  value,
  onTry,
}: {
  id: FormRuleId;
  profile: ProfileId;
  value: RuleValue;
  onTry: (value: RuleValue) => string | null;
}) {
  const { t } = useLingui();
  const rule = HOUSE_RULES[id] as FormRule;
  const base = useId();
  const inputId = `${base}-input`;
  const labelId = `${base}-label`;
  const effectId = `${base}-effect`;
  const word = PROFILE_SETTINGS[profile].unitWord;
  const changed = !isDefault(profile, id, value);
  const byDefault = valueWords(rule, ruleDefault(rule, profile), word);
  const ruleName = houseRuleName(id);
  const props = { id, profile, value, onTry, describedBy: effectId };
  const toggles = rule.type === 'flag' || (rule.type === 'number' && rule.onValue !== undefined);
  return (
    <div
      data-rule={id}
      data-changed={changed ? 'true' : undefined}
      className={`space-y-1.5 rounded-lg border p-2 ${changed ? 'border-amber-500 bg-amber-50/60 dark:border-amber-500/70 dark:bg-amber-950/30' : 'border-stone-200 dark:border-stone-700'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 text-sm">
          {rule.type === 'choice' ? (
            <span id={labelId} className="font-medium">
              {houseRuleName(id)}
            </span>
          ) : (
            <label id={labelId} htmlFor={inputId} className="font-medium">
              {houseRuleName(id)}
            </label>
          )}
          {changed && (
            <span className="ml-2 inline-block rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950 dark:bg-amber-800 dark:text-amber-50">
              <Trans>
                Changed<span className="sr-only">: the default is {byDefault}</span>
              </Trans>
            </span>
          )}
          <span id={effectId} className={HELP}>
            {houseRuleEffect(id)}
            {changed ? ` ${t`Default: ${byDefault}.`}` : ''}
          </span>
          <a
            className="text-xs font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
            href={`#/rules/${profile}/${rule.page}`}
            aria-describedby={labelId}
          >{t`Read the rule`}</a>
        </div>
        {toggles && <Switch {...props} rule={rule as FlagRule | NumberRule} inputId={inputId} />}
      </div>
      {rule.type === 'number' &&
        (rule.onValue === undefined ? (
          <NumberStepper {...props} rule={rule} inputId={inputId} />
        ) : (
          (value as number) > 0 && (
            <NumberStepper
              {...props}
              rule={rule}
              inputId={`${inputId}-value`}
              label={t`${ruleName}, worth`}
            />
          )
        ))}
      {rule.type === 'choice' && <Choices {...props} rule={rule} legendId={labelId} />}
    </div>
  );
}

/**
 * Every house rule `profile` accepts, as controls. A change the core refuses (out of bounds, a minimum above
 * the cap) is not made: the core's sentence shows beside the control. `omit` leaves rules to the host form
 * (the start of a night asks for the unit in dollars itself). Memoised: a host form re-renders on every
 * keystroke of its other fields, and two dozen controls need not follow (pass a stable `onChange`).
 */
export const HouseRulesForm = memo(function HouseRulesForm(props: {
  profile: ProfileId;
  rules: HandOptionsInput;
  onChange: (rules: HandOptionsInput) => void;
  omit?: readonly HouseRuleId[];
}) {
  const resolved = resolveOptions(props.profile, props.rules);
  const played = resolved.options;
  const ids = formRulesOf(props.profile).filter((id) => !props.omit?.includes(id));
  const tryValue =
    (id: FormRuleId) =>
    (value: RuleValue): string | null => {
      const result = withRule(props.profile, props.rules, id, value);
      if ('refusal' in result) return result.refusal;
      props.onChange(result.rules);
      return null;
    };
  return (
    <div className="space-y-2">
      {resolved.errors.length > 0 && (
        // Rules kept from before (a stored draft, an older version) that cannot be played: said, and fixable below.
        <ul
          role="alert"
          className="rounded-md bg-red-50 p-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {resolved.errors.map((e) => (
            <li key={e.code + (e.field ?? '')}>{errorWords(e)}</li>
          ))}
        </ul>
      )}
      {ids.map((id) => (
        <RuleControl key={id} id={id} profile={props.profile} value={played[id]} onTry={tryValue(id)} />
      ))}
    </div>
  );
});
