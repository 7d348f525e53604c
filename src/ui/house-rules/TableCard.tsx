// The table's card (house rule `values`) beside a house-rules form: its line (what it is, what this table
// changes) and the way into its own screen (TableCardSheet.tsx). Settings, the start of a night and a
// saved table's editor put it after their form; their code loads with their screen, never the first.
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { HandOptionsInput, ProfileId } from '../../core/types';
import { cardChangeWords, houseRuleEffect, houseRuleName } from '../../words/names/ready';
import { isDefault, playedOptions } from './rule-values';
import TableCardSheet from './TableCardSheet';

// eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes
const HELP = 'text-xs text-stone-600 dark:text-stone-300';

export interface CardProps {
  profile: ProfileId;
  rules: HandOptionsInput;
  onChange: (rules: HandOptionsInput) => void;
}

/** The card's line in a house-rules form: its name, what it is, what this table changes, and the way in. */
export function TableCardEntry(props: CardProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const effectId = useId();
  const played = playedOptions(props.profile, props.rules);
  const changed = !isDefault(props.profile, 'values', played.values);
  const changes = cardChangeWords(props.profile, played);
  return (
    <div
      data-rule="values"
      data-changed={changed ? 'true' : undefined}
      className={`space-y-1.5 rounded-lg border p-2 ${changed ? 'border-amber-500 bg-amber-50/60 dark:border-amber-500/70 dark:bg-amber-950/30' : 'border-stone-200 dark:border-stone-700'}`}
    >
      <div className="text-sm">
        <span className="font-medium">{houseRuleName('values')}</span>
        <span id={effectId} className={`block ${HELP}`}>
          {houseRuleEffect('values')}
        </span>
      </div>
      {changes.length > 0 && (
        <p className="text-sm" data-card-changes>
          {changes.join(' · ')}
        </p>
      )}
      <button
        type="button"
        className="btn-quiet border border-emerald-700/40"
        aria-describedby={effectId}
        onClick={() => setOpen(true)}
      >{t`Set the table’s card`}</button>
      {open && <TableCardSheet {...props} onClose={() => setOpen(false)} />}
    </div>
  );
}
