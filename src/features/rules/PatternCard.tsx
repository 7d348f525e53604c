// One pattern of a table: names, value, condition in plain words, and a live example hand.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ruleValue, type PatternRule } from '../../core/profiles';
import { defaultOptions } from '../../core/options';
import type { HandInput, ProfileId } from '../../core/types';
import { patternName } from '../../words/names/ready';
import { LiveExample } from './LiveExample';
import { PATTERN_CONDITIONS } from './pattern-words';
import { unitCount } from './words';

function valueText(i18n: I18n, rule: PatternRule, profile: ProfileId): string {
  const defaults = defaultOptions(profile);
  if (rule.tai === 'limit') {
    const cap = unitCount(i18n, profile, defaults.cap_tai);
    return i18n._(msg`Limit (${cap})`);
  }
  if (typeof rule.tai === 'function') {
    const whenOn = unitCount(i18n, profile, rule.id === 'seven_pairs' ? 4 : 1);
    return i18n._(msg`House rule (${whenOn} when on)`);
  }
  const value = unitCount(i18n, profile, ruleValue(rule, defaults));
  return rule.detail ? i18n._(msg`${value} each`) : value;
}

/** The pattern's condition in the language in use (the core's English where a newer pattern has no message yet). */
export function conditionWords(i18n: I18n, profile: ProfileId, rule: PatternRule): string {
  const words = PATTERN_CONDITIONS[profile][rule.id];
  return words ? i18n._(words) : rule.condition;
}

export function PatternCard(props: {
  profile: ProfileId;
  rule: PatternRule;
  example?: HandInput;
  headingLevel?: 2 | 3;
}) {
  const { i18n } = useLingui();
  const { rule, profile } = props;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={`card-${rule.id}`}
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex items-baseline justify-between gap-2">
        <Heading id={`card-${rule.id}`} className="font-semibold">
          <a href={`#/rules/${profile}/${rule.id}`} className="hover:underline">
            {patternName(profile, rule.id, rule.name)}
          </a>
        </Heading>
        <span className="shrink-0 rounded bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
          {valueText(i18n, rule, profile)}
        </span>
      </div>
      <p className="text-sm">{conditionWords(i18n, profile, rule)}</p>
      {props.example && <LiveExample hand={props.example} />}
    </article>
  );
}
