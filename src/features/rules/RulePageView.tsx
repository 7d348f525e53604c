// A rule page: the short answer, this table's conditions, how tables differ, live examples, FAQ and sources.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileId } from '../../core/types';
import { SOURCES } from './content';
import type { RulePage } from './content/types';
import { HouseRuleList } from './HouseRuleList';
import { LiveExample } from './LiveExample';
import { PROFILE_NAMES, say } from './words';

export function RulePageView({ page, profile }: { page: RulePage; profile: ProfileId }) {
  const { t, i18n } = useLingui();
  const conditions = page.conditions[profile] ?? [];
  const others = page.profiles.filter((p) => p !== profile);
  const sources = SOURCES.filter((s) => page.sourceIds.includes(s.id));
  const examples = [...page.examples].sort(
    (a, b) => Number(b.profile === profile) - Number(a.profile === profile),
  );
  const tableName = i18n._(PROFILE_NAMES[profile]);
  // The Chinese title carries the Chinese name already; English shows it beside the title.
  // eslint-disable-next-line no-restricted-syntax -- not a core sentence: whether to add the Chinese name beside English
  const chineseName = i18n.locale === 'en' ? page.chineseName : undefined;
  const aliases = page.aliases?.map((alias) => say(i18n, alias)).join(t`, `);
  return (
    <article className="space-y-5">
      <p className="text-sm">
        <a className="underline" href="#/rules">{t`Rules`}</a> ›{' '}
        <a className="underline" href={`#/rules/${profile}`}>
          {tableName}
        </a>{' '}
        ›
      </p>
      <header className="space-y-2">
        <h1 className="text-xl font-bold">
          {say(i18n, page.title)}{' '}
          {chineseName && (
            <span lang="zh" className="font-normal">
              {chineseName}
            </span>
          )}
        </h1>
        {aliases && <p className="text-sm text-stone-600 dark:text-stone-300">{t`Also called ${aliases}`}</p>}
        <p className="rounded-lg bg-emerald-50 p-3 dark:bg-emerald-950/50">{say(i18n, page.shortAnswer)}</p>
        {others.length > 0 && (
          <p className="text-sm">
            {t`Also for:`}{' '}
            {others.map((p) => (
              <a key={p} className="mr-2 underline" href={`#/rules/${p}/${page.slug}`}>
                {i18n._(PROFILE_NAMES[p])}
              </a>
            ))}
          </p>
        )}
      </header>

      {conditions.length > 0 && (
        <section aria-labelledby="conditions" className="space-y-2">
          <h2 id="conditions" className="text-lg font-semibold">{t`At the ${tableName}`}</h2>
          <ul className="list-disc space-y-1 pl-5">
            {conditions.map((c, i) => (
              <li key={i}>{say(i18n, c)}</li>
            ))}
          </ul>
          {page.stacking && (
            <p className="text-sm">
              <span className="font-semibold">{t`With other patterns:`} </span>
              {say(i18n, page.stacking)}
            </p>
          )}
        </section>
      )}

      {(page.tables ?? []).map((table) => (
        <section key={table.id} aria-label={say(i18n, table.caption)} className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="mb-1 text-left font-semibold">{say(i18n, table.caption)}</caption>
            <thead>
              <tr>
                {table.columns.map((c, j) => (
                  <th
                    key={j}
                    scope="col"
                    className="border-b border-stone-300 p-1 text-left dark:border-stone-600"
                  >
                    {say(i18n, c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={row.id ?? i}>
                  {row.cells.map((cell, j) =>
                    j === 0 ? (
                      <th
                        key={j}
                        scope="row"
                        className="border-b border-stone-200 p-1 text-left font-medium dark:border-stone-700"
                      >
                        {say(i18n, cell)}
                      </th>
                    ) : (
                      <td
                        key={j}
                        className="border-b border-stone-200 p-1 tabular-nums dark:border-stone-700"
                      >
                        {say(i18n, cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}

      {page.variants.length > 0 && (
        <section aria-labelledby="variants" className="space-y-2">
          <h2 id="variants" className="text-lg font-semibold">{t`How tables differ`}</h2>
          {page.variants.map((v, i) => {
            const option = v.houseOption?.replace(/_/g, ' ');
            return (
              <div key={i} className="rounded-lg border border-stone-200 p-3 dark:border-stone-700">
                <h3 className="font-medium">{say(i18n, v.question)}</h3>
                <p className="text-sm">
                  <span className="font-semibold">{t`This app:`} </span>
                  {say(i18n, v.thisApp)}
                </p>
                <p className="text-sm">
                  <span className="font-semibold">{t`Elsewhere:`} </span>
                  {say(i18n, v.commonAlternative)}
                </p>
                {option && (
                  <p className="text-sm">
                    <Trans>
                      Switch it in{' '}
                      <a className="underline" href="#/settings">
                        house rules
                      </a>{' '}
                      ({option}).
                    </Trans>
                  </p>
                )}
              </div>
            );
          })}
        </section>
      )}

      <section aria-labelledby="examples" className="space-y-3">
        <h2 id="examples" className="text-lg font-semibold">{t`Examples, scored live`}</h2>
        {examples.map((example) => (
          <div
            key={example.id}
            id={`example-${example.id}`}
            className="space-y-1 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
          >
            <h3 className="font-medium">
              {say(i18n, example.label)}{' '}
              <span className="text-xs font-normal text-stone-600 dark:text-stone-300">
                ({i18n._(PROFILE_NAMES[example.profile])})
              </span>
            </h3>
            <p className="text-sm">{say(i18n, example.explanation)}</p>
            <LiveExample hand={example.fixture} />
          </div>
        ))}
      </section>

      <HouseRuleList slug={page.slug} profile={profile} />

      <section aria-labelledby="faq" className="space-y-2">
        <h2 id="faq" className="text-lg font-semibold">{t`Questions players ask`}</h2>
        {page.faq.map((f, i) => (
          <details key={i} className="rounded-lg border border-stone-200 p-2 dark:border-stone-700">
            <summary className="cursor-pointer font-medium">{say(i18n, f.question)}</summary>
            <p className="pt-1 text-sm">{say(i18n, f.answer)}</p>
          </details>
        ))}
      </section>

      {sources.length > 0 && (
        <section aria-labelledby="sources" className="space-y-1 text-sm">
          <h2 id="sources" className="text-lg font-semibold">{t`Sources`}</h2>
          <ul className="list-disc space-y-1 pl-5">
            {sources.map((s) => (
              <li key={s.id}>
                <span className="font-medium">{say(i18n, s.name)}</span>
                {t`: `}
                {say(i18n, s.note)}
                {s.url && (
                  <>
                    {' '}
                    <span className="break-all text-stone-600 dark:text-stone-300">({s.url})</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
