// The house rules a rule page explains, read from the registry: each with its names, what it changes, its
// default, and one hand scored live with the rule off and on, side by side.
import { useMemo } from 'react';
import { HOUSE_RULES, ruleDefault, rulesOf, type HouseRule, type HouseRuleId } from '../../core/house-rules';
import { PROFILE_SETTINGS } from '../../core/options';
import { payerLines } from '../../core/payers';
import { scoreHand } from '../../core/score';
import type { HandInput, ProfileId, ScoreResult } from '../../core/types';
import { useDraft } from '../../state/draft-store';
import { navigate } from '../../state/route';
import { HandTiles } from '../../ui/HandTiles';
import { formatPoints } from '../../ui/format';
import { houseRuleChoice, houseRuleEffect, houseRuleName } from '../names/ready';
import { valueWords } from '../settings/rule-values';
import { HOUSE_RULE_EXAMPLES } from './content/house-rule-examples';
import { exampleSides } from './house-rule-sides';

function paymentWords(result: ScoreResult & { ok: true }): string | null {
  if (!result.payment) return null;
  // Every payer the core's payment lists, so the words add up to what the winner collects.
  return payerLines(result.payment).map((line) => {
    if (line.payer === 'each') return `each pays ${formatPoints(line.amount)}`;
    if (line.payer === 'others') return `the others ${formatPoints(line.amount)} each`;
    return `the discarder pays ${formatPoints(line.amount)}`;
  }).join(', ');
}

function Side({ title, hand, word }: { title: string; hand: HandInput; word: string }) {
  const result = useMemo(() => scoreHand(hand), [hand]);
  return (
    <div className="min-w-0 flex-1 rounded-lg bg-stone-100 p-2 text-sm dark:bg-stone-800" data-example-side>
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">{title}</p>
      {result.ok ? (
        <>
          <p className="font-semibold">
            {result.win ? <><span data-example-total>{result.tai}</span> {word}{result.limit ? ' (limit)' : ''}</> : result.reason === 'below_minimum' ? `${result.tai} ${word}: below the minimum` : 'Not a winning hand'}
          </p>
          {result.items.length > 0 && <p className="text-stone-700 dark:text-stone-200">{result.items.map((i) => `${i.name} ${i.tai}`).join(' · ')}</p>}
          {paymentWords(result) && <p className="text-stone-700 dark:text-stone-200">Paid: {paymentWords(result)}</p>}
        </>
      ) : (
        <p className="text-red-800 dark:text-red-300">{result.errors.map((e) => e.message).join(' ')}</p>
      )}
    </div>
  );
}

function HouseRuleEntry({ id, profile }: { id: HouseRuleId; profile: ProfileId }) {
  const rule = HOUSE_RULES[id] as HouseRule;
  const example = HOUSE_RULE_EXAMPLES[id];
  const { off, on } = useMemo(() => exampleSides(id), [id]);
  const exampleProfile = off.profile ?? 'sg';
  const word = PROFILE_SETTINGS[exampleProfile].unitWord;
  const open = (): void => {
    useDraft.getState().load(on);
    navigate({ name: 'score' });
  };
  return (
    <li id={`house-rule-${id}`} data-house-rule={id} className="space-y-2 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
      <h3 className="font-medium">{houseRuleName(id)}</h3>
      <p className="text-sm">{houseRuleEffect(id)}</p>
      <p className="text-xs text-stone-600 dark:text-stone-300">
        Default at the {PROFILE_SETTINGS[profile].name}: {valueWords(rule, ruleDefault(rule, profile), PROFILE_SETTINGS[profile].unitWord)}
        {rule.type === 'choice' ? ` · or ${rule.choices.slice(1).map((c) => houseRuleChoice(id, c.value)).join('; or ')}` : ''}.
        {' '}Set it in <a className="underline" href="#/settings">Settings</a>.
      </p>
      <HandTiles hand={on} />
      <p className="text-xs text-stone-600 dark:text-stone-300">
        {PROFILE_SETTINGS[exampleProfile].name} · {on.winning_from_discard ? 'won on a discard' : 'self-drawn'}. {example.note}
      </p>
      <div className="flex gap-2">
        <Side title="The default" hand={off} word={word} />
        <Side title={`With the rule: ${valueWords(rule, example.on, word)}`} hand={on} word={word} />
      </div>
      <button type="button" className="btn-quiet border border-emerald-700/40" onClick={open}>Open in score screen</button>
    </li>
  );
}

/** The house rules of one page (all of them on the house-rules page) that `profile` plays. */
export function HouseRuleList({ slug, profile }: { slug: string; profile: ProfileId }) {
  const ids = rulesOf(profile).filter((id) => slug === 'house-rules' || HOUSE_RULES[id].page === slug);
  if (ids.length === 0) return null;
  return (
    <section aria-labelledby="house-rules-here" className="space-y-3">
      <h2 id="house-rules-here" className="text-lg font-semibold">{slug === 'house-rules' ? 'Every house rule of this table' : 'House rules on this page'}</h2>
      <ul className="space-y-3">{ids.map((id) => <HouseRuleEntry key={id} id={id} profile={profile} />)}</ul>
    </section>
  );
}
