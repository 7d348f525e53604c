// The house rules a rule page explains, read from the registry: each with its names, what it changes, its
// default, and one hand scored live with the rule off and on, side by side.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import {
  HOUSE_RULES,
  formRulesOf,
  ruleDefault,
  type FormRule,
  type FormRuleId,
} from '../../core/house-rules';
import { payerLines } from '../../core/payers';
import { scoreHand } from '../../core/score';
import type { HandInput, ProfileId, ScoreResult } from '../../core/types';
import { useDraft } from '../../state/draft-store';
import { navigate } from '../../state/route';
import { HandTiles } from '../../ui/HandTiles';
import { formatPoints } from '../../ui/format';
import {
  errorWords,
  houseRuleChoice,
  houseRuleEffect,
  houseRuleName,
  itemName,
} from '../../words/names/ready';
import { HOUSE_RULE_EXAMPLES } from './content/house-rule-examples';
import { exampleSides } from './house-rule-sides';
import { PROFILE_NAMES, ruleValueWords, say, unitName } from './words';

function usePaymentWords(result: ScoreResult): string | null {
  const { t } = useLingui();
  if (!result.ok || !result.payment) return null;
  // Every payer the core's payment lists, so the words add up to what the winner collects.
  return payerLines(result.payment)
    .map((line) => {
      const amount = formatPoints(line.amount);
      if (line.payer === 'each') return t`each pays ${amount}`;
      if (line.payer === 'others') return t`the others ${amount} each`;
      return t`the discarder pays ${amount}`;
    })
    .join(t`, `);
}

function Side({ title, hand, word }: { title: string; hand: HandInput; word: string }) {
  const { t } = useLingui();
  const result = useMemo(() => scoreHand(hand), [hand]);
  const paid = usePaymentWords(result);
  const tai = result.ok ? result.tai : 0;
  return (
    <div className="min-w-0 flex-1 rounded-lg bg-stone-100 p-2 text-sm dark:bg-stone-800" data-example-side>
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">
        {title}
      </p>
      {result.ok ? (
        <>
          <p className="font-semibold">
            {result.win ? (
              <>
                <Trans>
                  <span data-example-total>{tai}</span> {word}
                </Trans>
                {result.limit ? t` (limit)` : ''}
              </>
            ) : result.reason === 'below_minimum' ? (
              t`${tai} ${word}: below the minimum`
            ) : (
              t`Not a winning hand`
            )}
          </p>
          {result.items.length > 0 && (
            <p className="text-stone-700 dark:text-stone-200">
              {result.items.map((i) => `${itemName(result.profile, i)} ${i.tai}`).join(' · ')}
            </p>
          )}
          {paid && <p className="text-stone-700 dark:text-stone-200">{t`Paid: ${paid}`}</p>}
        </>
      ) : (
        <p className="text-red-800 dark:text-red-300">{result.errors.map((e) => errorWords(e)).join(' ')}</p>
      )}
    </div>
  );
}

function HouseRuleEntry({ id, profile }: { id: FormRuleId; profile: ProfileId }) {
  const { t, i18n } = useLingui();
  const rule = HOUSE_RULES[id] as FormRule;
  const example = HOUSE_RULE_EXAMPLES[id];
  const { off, on } = useMemo(() => exampleSides(id), [id]);
  const exampleProfile = off.profile ?? 'sg';
  const word = unitName(i18n, exampleProfile);
  const open = (): void => {
    useDraft.getState().load(on);
    navigate({ name: 'score' });
  };
  const tableName = i18n._(PROFILE_NAMES[profile]);
  const exampleTable = i18n._(PROFILE_NAMES[exampleProfile]);
  const byDefault = ruleValueWords(i18n, id, ruleDefault(rule, profile), profile);
  const orElse =
    rule.type === 'choice'
      ? rule.choices
          .slice(1)
          .map((c) => houseRuleChoice(id, c.value))
          .join(t`; or `)
      : '';
  const withRule = ruleValueWords(i18n, id, example.on, exampleProfile);
  const won = on.winning_from_discard ? t`won on a discard` : t`self-drawn`;
  const note = say(i18n, example.note);
  return (
    <li
      id={`house-rule-${id}`}
      data-house-rule={id}
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
    >
      <h3 className="font-medium">{houseRuleName(id)}</h3>
      <p className="text-sm">{houseRuleEffect(id)}</p>
      <p className="text-xs text-stone-600 dark:text-stone-300">
        {orElse
          ? t`Default at the ${tableName}: ${byDefault} · or ${orElse}.`
          : t`Default at the ${tableName}: ${byDefault}.`}{' '}
        <Trans>
          Set it in{' '}
          <a className="underline" href="#/settings">
            Settings
          </a>
          .
        </Trans>
      </p>
      <HandTiles hand={on} />
      <p className="text-xs text-stone-600 dark:text-stone-300">{t`${exampleTable} · ${won}. ${note}`}</p>
      <div className="flex gap-2">
        <Side title={t`The default`} hand={off} word={word} />
        <Side title={t`With the rule: ${withRule}`} hand={on} word={word} />
      </div>
      <button
        type="button"
        className="btn-quiet border border-emerald-700/40"
        onClick={open}
      >{t`Open in score screen`}</button>
    </li>
  );
}

/** The house rules of one page (all of them on the house-rules page) that `profile` plays. */
export function HouseRuleList({ slug, profile }: { slug: string; profile: ProfileId }) {
  const { t } = useLingui();
  // The table's card is not one rule with one example: its patterns have their own screen.
  const ids = formRulesOf(profile).filter((id) => slug === 'house-rules' || HOUSE_RULES[id].page === slug);
  if (ids.length === 0) return null;
  return (
    <section aria-labelledby="house-rules-here" className="space-y-3">
      <h2 id="house-rules-here" className="text-lg font-semibold">
        {slug === 'house-rules' ? t`Every house rule of this table` : t`House rules on this page`}
      </h2>
      <ul className="space-y-3">
        {ids.map((id) => (
          <HouseRuleEntry key={id} id={id} profile={profile} />
        ))}
      </ul>
    </section>
  );
}
