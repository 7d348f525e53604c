// The table's card (house rule `values`) on its own screen: every pattern of the profile with its value at
// this table, set by tap (not played, a number one step at a time, or the limit), the default beside a
// changed one, what a limit hand given a number leaves out, and back to the default, one pattern or all.
// Part of the table's house rules: each change goes to the form's `onChange`, so the card is saved, undone
// and shared exactly as the other rules are where the form is (Settings, starting a night, a saved table).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { profileCard, type CardLine } from '../../core/card';
import type { CardValue } from '../../core/house-rules';
import type { ProfileId } from '../../core/types';
import {
  cardChangeWords,
  cardValueWords,
  houseRuleName,
  patternName,
  profileName,
} from '../../words/names/ready';
import { listWords } from '../../words/night-words';
import { Sheet } from '../Sheet';
import { canStepDown, canStepUp, stepDown, stepUp, withCardValue } from './card-values';
import { isDefault, playedOptions, withRule } from './rule-values';
import type { CardProps } from './TableCard';

// eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes
const HELP = 'text-xs text-stone-600 dark:text-stone-300';
const TAP =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes
  'flex h-11 shrink-0 items-center justify-center rounded-md border border-stone-300 bg-white px-2.5 text-sm font-semibold text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-emerald-600 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-100 aria-pressed:text-emerald-950 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700 dark:aria-pressed:border-emerald-400 dark:aria-pressed:bg-emerald-950 dark:aria-pressed:text-emerald-50';

/** The card's screen: a wide sheet (two columns on a phone on its side) titled with the card's name. */
export default function TableCardSheet(props: CardProps & { onClose: () => void }) {
  return (
    <Sheet title={houseRuleName('values')} wide onClose={props.onClose}>
      <TableCard {...props} onDone={props.onClose} />
    </Sheet>
  );
}

/** Every pattern of the profile with its value at this table, each set by tap, and what the card changes. */
function TableCard({ profile, rules, onChange, onDone }: CardProps & { onDone: () => void }) {
  const { t } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const played = playedOptions(profile, rules);
  const lines = profileCard(profile, played);
  const changes = cardChangeWords(profile, played);
  const table = profileName(profile);
  /** The card with one pattern set (undefined: back to the default), or every pattern back (no id). */
  const set = (line?: CardLine, value?: CardValue): void => {
    const card = line ? withCardValue(played.values, line.id, value, line.byDefault) : {};
    const result = withRule(profile, rules, 'values', card);
    if ('refusal' in result) setRefusal(result.refusal);
    else {
      setRefusal(null);
      onChange(result.rules);
    }
  };
  return (
    <div className="space-y-2">
      <p className={HELP}>
        <Trans>
          {table}: every pattern with its value at this table. Tap to change it; a changed value shows the
          default beside it.
        </Trans>
      </p>
      {/* What the card changes stays in view while the list scrolls under it. */}
      <div className="sticky -top-4 z-10 -mx-4 space-y-1.5 border-b border-stone-200 bg-white px-4 py-2 dark:border-stone-700 dark:bg-stone-900">
        <p className="max-h-16 overflow-y-auto text-sm font-medium" aria-live="polite" data-card-summary>
          {changes.length > 0 ? changes.join(' · ') : t`Every pattern at its default.`}
        </p>
        {refusal && (
          <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={TAP}
            disabled={isDefault(profile, 'values', played.values)}
            onClick={() => set()}
          >{t`Every pattern back to the default`}</button>
          <button type="button" className="btn ml-auto" onClick={onDone}>{t`Done`}</button>
        </div>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {lines.map((line) => (
          <CardRow
            key={line.id}
            profile={profile}
            line={line}
            cap={played.cap_tai}
            onSet={(value) => set(line, value)}
          />
        ))}
      </ul>
    </div>
  );
}

/** One pattern: its name and value, the taps that set it, the default beside a changed one, and why. */
function CardRow({
  profile,
  line,
  cap,
  onSet,
}: {
  profile: ProfileId;
  line: CardLine;
  cap: number;
  onSet: (value: CardValue | undefined) => void;
}) {
  const { t } = useLingui();
  const nameId = useId();
  // `what`, as the house rules' steppers name theirs: the same words in the catalogs.
  const what = patternName(profile, line.id);
  const { value } = line;
  const changed = line.houseRulePlays && value !== line.byDefault;
  const byDefault = cardValueWords(profile, line.byDefault);
  const implied = listWords(line.implies.map((id) => patternName(profile, id)));
  const rule = line.houseRule ? houseRuleName(line.houseRule) : '';
  return (
    <li>
      <div
        role="group"
        aria-labelledby={nameId}
        data-card-pattern={line.id}
        data-changed={changed ? 'true' : undefined}
        className={`h-full space-y-1.5 rounded-lg border p-2 ${changed ? 'border-amber-500 bg-amber-50/60 dark:border-amber-500/70 dark:bg-amber-950/30' : 'border-stone-200 dark:border-stone-700'}`}
      >
        {/* The value has a width of its own, so a change never moves the taps below it. */}
        <div className="flex items-baseline justify-between gap-2">
          <span id={nameId} className="min-w-0 font-medium">
            {what}
          </span>
          <span className="w-24 shrink-0 text-right text-sm font-semibold tabular-nums" aria-live="polite">
            {line.houseRulePlays ? cardValueWords(profile, value) : cardValueWords(profile, 0)}
          </span>
        </div>
        {line.houseRulePlays ? (
          <div className="flex flex-wrap gap-1.5">
            <button type="button" className={TAP} aria-pressed={value === 0} onClick={() => onSet(0)}>
              {t`Not played`}
            </button>
            <button
              type="button"
              className={`${TAP} w-11 text-lg`}
              aria-label={t`${what}: one less`}
              disabled={!canStepDown(value)}
              onClick={() => onSet(stepDown(value, cap))}
            >
              −
            </button>
            <button
              type="button"
              className={`${TAP} w-11 text-lg`}
              aria-label={t`${what}: one more`}
              disabled={!canStepUp(value)}
              onClick={() => onSet(stepUp(value))}
            >
              +
            </button>
            <button
              type="button"
              className={TAP}
              aria-pressed={value === 'limit'}
              onClick={() => onSet('limit')}
            >
              {t`Limit`}
            </button>
          </div>
        ) : (
          <p className={HELP}>{t`Not played here until the house rule “${rule}” is on.`}</p>
        )}
        {changed && (
          <div className="flex flex-wrap items-center justify-between gap-x-2">
            <span className={HELP}>{t`Default: ${byDefault}.`}</span>
            <button type="button" className="btn-quiet" onClick={() => onSet(undefined)}>
              {t`Back to the default`}
            </button>
          </div>
        )}
        {line.limitHand && typeof value === 'number' && value > 0 && line.houseRulePlays && (
          <p className={HELP}>
            {line.implies.length > 0
              ? t`As a number it is no longer a limit hand, and these are not added beside it: ${implied}.`
              : t`As a number it is no longer a limit hand; every other pattern adds beside it.`}
          </p>
        )}
      </div>
    </li>
  );
}
