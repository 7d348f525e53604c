// One pattern of a table: names, value, condition in plain words, and a live example hand. Where the table
// in use (the open night's, or Settings') plays it at another value on its card, that value, with the
// default beside it.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { patternValue } from '../../core/card';
import { NO_CARD, type CardValue } from '../../core/house-rules';
import { ruleValue, type PatternRule } from '../../core/profiles';
import { defaultOptions } from '../../core/options';
import type { HandInput, ProfileId, TableOptions } from '../../core/types';
import type { TableInUse } from '../../app/table-in-use';
import { cardValueWords, patternName } from '../../words/names/ready';
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

/** A value on a table's card as the badge says it: "6 tai", "6 tai each", "Limit (5 tai)", "not played". */
function cardValueText(
  i18n: I18n,
  rule: PatternRule,
  profile: ProfileId,
  given: CardValue,
  capTai: number,
): string {
  // Named as valueText's, so the two say a value with the same messages.
  if (given === 'limit') {
    const cap = unitCount(i18n, profile, capTai);
    return i18n._(msg`Limit (${cap})`);
  }
  if (given === 0) return cardValueWords(profile, 0);
  const value = unitCount(i18n, profile, given);
  return rule.detail ? i18n._(msg`${value} each`) : value;
}

/** The pattern's value at the table in use and by default, where its card changes it; else null. */
function tableValue(
  profile: ProfileId,
  rule: PatternRule,
  options: TableOptions,
): { here: CardValue; own: CardValue } | null {
  if (options.values === NO_CARD || !Object.hasOwn(options.values, rule.id)) return null;
  const here = patternValue(profile, rule.id, options);
  const own = patternValue(profile, rule.id, { ...options, values: NO_CARD });
  return here === undefined || own === undefined || here === own ? null : { here, own };
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
  /** The table in use: its card's value shows where it differs. */
  table?: TableInUse;
}) {
  const { i18n } = useLingui();
  const { rule, profile, table } = props;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const changed = table && tableValue(profile, rule, table.options);
  const cap = table?.options.cap_tai ?? defaultOptions(profile).cap_tai;
  const here = changed ? cardValueText(i18n, rule, profile, changed.here, cap) : '';
  const own = changed ? cardValueText(i18n, rule, profile, changed.own, cap) : '';
  const note = !changed
    ? null
    : table?.from === 'night'
      ? i18n._(msg`Tonight’s table: ${here}. Default: ${own}.`)
      : i18n._(msg`Your table in Settings: ${here}. Default: ${own}.`);
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
        <span
          className={`shrink-0 rounded px-2 py-0.5 text-sm font-semibold ${changed ? 'bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50' : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'}`}
          data-table-value={changed ? String(changed.here) : undefined}
        >
          {changed ? here : valueText(i18n, rule, profile)}
        </span>
      </div>
      {note && <p className="text-sm font-medium">{note}</p>}
      <p className="text-sm">{conditionWords(i18n, profile, rule)}</p>
      {props.example && <LiveExample hand={props.example} />}
    </article>
  );
}
