// One pattern of a table: names, value, condition in plain words, and a live example hand.
import { ruleValue, type PatternRule } from '../../core/profiles';
import { defaultOptions } from '../../core/options';
import type { HandInput, ProfileId } from '../../core/types';
import { unitWord } from '../../ui/format';
import { patternName } from '../names/ready';
import { LiveExample } from './LiveExample';

function valueText(rule: PatternRule, profile: ProfileId): string {
  const word = unitWord(profile);
  const defaults = defaultOptions(profile);
  if (rule.tai === 'limit') return `Limit (${defaults.cap_tai} ${word})`;
  if (typeof rule.tai === 'function') return `House rule (${rule.id === 'seven_pairs' ? 4 : 1} ${word} when on)`;
  const each = rule.detail ? ' each' : '';
  return `${ruleValue(rule, defaults)} ${word}${each}`;
}

export function PatternCard(props: { profile: ProfileId; rule: PatternRule; example?: HandInput; headingLevel?: 2 | 3 }) {
  const { rule, profile } = props;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={`card-${rule.id}`} className="space-y-2 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
      <div className="flex items-baseline justify-between gap-2">
        <Heading id={`card-${rule.id}`} className="font-semibold">
          <a href={`#/rules/${profile}/${rule.id}`} className="hover:underline">{patternName(profile, rule.id, rule.name)}</a>
        </Heading>
        <span className="shrink-0 rounded bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">{valueText(rule, profile)}</span>
      </div>
      <p className="text-sm">{rule.condition}</p>
      {props.example && <LiveExample hand={props.example} />}
    </article>
  );
}
