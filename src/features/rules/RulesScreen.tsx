// The rules reference: every pattern of each profile with a live example, a page per rule, and search.
//   #/rules                      index: the profiles, the pages, search
//   #/rules/<profile>            every pattern of that table
//   #/rules/<profile>/<slug>     a rule page, or (snake_case slug) one pattern, as linked from a scored item
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { PROFILE_SETTINGS, defaultOptions } from '../../core/options';
import { PROFILES } from '../../core/profiles';
import type { ProfileId } from '../../core/types';
import { WithTableInUse } from '../../app/table-in-use';
import { PATTERN_EXAMPLES, RULE_PAGES } from './content';
import { conditionWords, PatternCard } from './PatternCard';
import { patternName } from '../../words/names/ready';
import { RulePageView } from './RulePageView';
import { matchesQuery, pageSearchFields } from './search';
import { PROFILE_NAMES, say, unitCount } from './words';

const PROFILE_IDS = Object.keys(PROFILE_SETTINGS) as ProfileId[];
const PROFILE_BLURB: Record<ProfileId, MessageDescriptor> = {
  sg: msg`The default Singapore table: 1 tai to win, 5 at the limit, Ping Hu 4, animals and flowers score.`,
  'sg-reference': msg`A 0–5 tai reference profile: animals ignored, Little Ping Hu, fully concealed self-draw 1.`,
  hk: msg`Hong Kong fan: 3 fan to win, 10 at the limit, the payment table.`,
};

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <div>
      <label
        htmlFor="rules-search"
        className="block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300"
      >
        {t`Search by English or Chinese name`}
      </label>
      <input
        id="rules-search"
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t`e.g. Ping Hu, 平胡, kong`}
        className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-800"
      />
    </div>
  );
}

function PageList({ profile, query }: { profile?: ProfileId; query: string }) {
  const { t, i18n } = useLingui();
  const pages = RULE_PAGES.filter(
    (page) =>
      (!profile || page.profiles.includes(profile)) && matchesQuery(query, pageSearchFields(i18n, page)),
  );
  // eslint-disable-next-line no-restricted-syntax -- not a core sentence: whether to add the Chinese names beside English
  const showChinese = i18n.locale === 'en';
  if (pages.length === 0) return <p className="text-sm">{t`No rule page matches “${query}”.`}</p>;
  return (
    <ul className="space-y-2">
      {pages.map((page) => (
        <li key={page.slug}>
          <a
            href={`#/rules/${profile ?? page.profiles[0]}/${page.slug}`}
            className="block rounded-xl border border-stone-200 bg-white p-3 hover:border-emerald-600 dark:border-stone-700 dark:bg-stone-900"
          >
            <span className="font-semibold">{say(i18n, page.title)}</span>
            {showChinese && page.chineseName && (
              <span lang="zh" className="ml-2 text-stone-600 dark:text-stone-300">
                {page.chineseName}
              </span>
            )}
            <span className="mt-1 line-clamp-2 block text-sm text-stone-700 dark:text-stone-200">
              {say(i18n, page.shortAnswer)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function RulesIndex() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const patternHits = useMemo(
    () =>
      query.trim()
        ? PROFILE_IDS.flatMap((profile) =>
            PROFILES[profile].patterns
              .filter((rule) =>
                matchesQuery(query, [patternName(profile, rule.id, rule.name), rule.name, rule.zh, rule.id]),
              )
              .map((rule) => ({ profile, rule })),
          )
        : [],
    [query],
  );
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">{t`Rules`}</h1>
      <p className="text-sm text-stone-700 dark:text-stone-200">
        {t`Singapore rules vary by table. Every pattern below is scored live by the same scorer as the score screen, and each page says how tables differ and which house rule switches it.`}
      </p>
      <SearchBox value={query} onChange={setQuery} />
      {patternHits.length > 0 && (
        <section aria-labelledby="pattern-hits">
          <h2 id="pattern-hits" className="mb-2 font-semibold">{t`Patterns`}</h2>
          <ul className="space-y-1">
            {patternHits.map(({ profile, rule }) => (
              <li key={`${profile}-${rule.id}`}>
                <a className="underline" href={`#/rules/${profile}/${rule.id}`}>
                  {patternName(profile, rule.id, rule.name)}
                </a>
                <span className="ml-2 text-sm text-stone-600 dark:text-stone-300">
                  {i18n._(PROFILE_NAMES[profile])}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {!query.trim() && (
        <section aria-labelledby="tables-heading" className="space-y-2">
          <h2 id="tables-heading" className="font-semibold">{t`Every pattern of a table`}</h2>
          <ul className="grid gap-2 sm:grid-cols-3">
            {PROFILE_IDS.map((profile) => (
              <li key={profile}>
                <a
                  href={`#/rules/${profile}`}
                  className="block h-full rounded-xl border border-stone-200 bg-white p-3 hover:border-emerald-600 dark:border-stone-700 dark:bg-stone-900"
                >
                  <span className="font-semibold">{i18n._(PROFILE_NAMES[profile])}</span>
                  <span className="mt-1 block text-sm text-stone-700 dark:text-stone-200">
                    {i18n._(PROFILE_BLURB[profile])}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="pages-heading" className="space-y-2">
        <h2 id="pages-heading" className="font-semibold">{t`Rule pages`}</h2>
        <PageList query={query} />
      </section>
    </div>
  );
}

function ProfilePatterns({ profile }: { profile: ProfileId }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const tableName = i18n._(PROFILE_NAMES[profile]);
  const blurb = i18n._(PROFILE_BLURB[profile]);
  const minimum = unitCount(i18n, profile, defaultOptions(profile).min_tai);
  const cap = defaultOptions(profile).cap_tai;
  const patterns = PROFILES[profile].patterns.filter((rule) =>
    matchesQuery(query, [
      patternName(profile, rule.id, rule.name),
      rule.name,
      rule.zh,
      rule.id,
      conditionWords(i18n, profile, rule),
    ]),
  );
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <a className="underline" href="#/rules">{t`Rules`}</a> ›
      </p>
      <h1 className="text-xl font-bold">{t`${tableName}: every pattern`}</h1>
      <p className="text-sm text-stone-700 dark:text-stone-200">
        {blurb} {t`Minimum ${minimum}, limit ${cap}; house rules can change both.`}
      </p>
      <SearchBox value={query} onChange={setQuery} />
      <h2 className="font-semibold">{t`Patterns, in the order a result lists them`}</h2>
      <WithTableInUse profile={profile}>
        {(table) => (
          <ul className="space-y-3">
            {patterns.map((rule) => (
              <li key={rule.id} id={`pattern-${rule.id}`}>
                <PatternCard
                  profile={profile}
                  rule={rule}
                  example={PATTERN_EXAMPLES[profile][rule.id]}
                  table={table}
                />
              </li>
            ))}
          </ul>
        )}
      </WithTableInUse>
      {patterns.length === 0 && <p className="text-sm">{t`No pattern matches “${query}”.`}</p>}
      <section aria-labelledby="profile-pages" className="space-y-2">
        <h2 id="profile-pages" className="font-semibold">{t`Rule pages for this table`}</h2>
        <PageList profile={profile} query="" />
      </section>
    </div>
  );
}

function PatternPage({ profile, id }: { profile: ProfileId; id: string }) {
  const { t, i18n } = useLingui();
  const rule = PROFILES[profile].patterns.find((r) => r.id === id);
  // The address's text is no name a player knows (and never goes inside a Chinese sentence): "this pattern".
  if (!rule) return <NotFound what={t`this pattern`} profile={profile} />;
  const pages = RULE_PAGES.filter((page) => page.patternIds.includes(id) && page.profiles.includes(profile));
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <a className="underline" href="#/rules">{t`Rules`}</a> ›{' '}
        <a className="underline" href={`#/rules/${profile}`}>
          {i18n._(PROFILE_NAMES[profile])}
        </a>{' '}
        ›
      </p>
      <h1 className="text-xl font-bold">{patternName(profile, rule.id, rule.name)}</h1>
      <WithTableInUse profile={profile}>
        {(table) => (
          <PatternCard
            profile={profile}
            rule={rule}
            example={PATTERN_EXAMPLES[profile][rule.id]}
            headingLevel={2}
            table={table}
          />
        )}
      </WithTableInUse>
      {pages.length > 0 && (
        <section aria-labelledby="explained-in" className="space-y-2">
          <h2 id="explained-in" className="font-semibold">{t`Explained on`}</h2>
          <ul className="list-inside list-disc">
            {pages.map((page) => (
              <li key={page.slug}>
                <a className="underline" href={`#/rules/${profile}/${page.slug}`}>
                  {say(i18n, page.title)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function NotFound({ what, profile }: { what: string; profile: ProfileId }) {
  const { t, i18n } = useLingui();
  const tableName = i18n._(PROFILE_NAMES[profile]);
  return (
    <div className="space-y-2">
      <h1 className="text-xl font-bold">{t`Rule not found`}</h1>
      <p>
        <Trans>
          There is no page for {what} at the {tableName}.{' '}
          <a className="underline" href={`#/rules/${profile}`}>
            See every pattern
          </a>
          .
        </Trans>
      </p>
    </div>
  );
}

export default function RulesScreen({ profile, slug }: { profile?: ProfileId; slug?: string }) {
  const { t, i18n } = useLingui();
  if (!profile) return <RulesIndex />;
  if (!slug) return <ProfilePatterns profile={profile} />;
  const page = RULE_PAGES.find((p) => p.slug === slug);
  if (!page) return <PatternPage profile={profile} id={slug} />;
  const title = say(i18n, page.title);
  return page.profiles.includes(profile) ? (
    <RulePageView page={page} profile={profile} />
  ) : (
    <NotFound what={t`“${title}”`} profile={profile} />
  );
}
