// A rule page: the short answer, this table's conditions, how tables differ, live examples, FAQ and sources.
import { PROFILE_SETTINGS } from '../../core/options';
import type { ProfileId } from '../../core/types';
import { SOURCES } from './content';
import type { RulePage } from './content/types';
import { HouseRuleList } from './HouseRuleList';
import { LiveExample } from './LiveExample';

export function RulePageView({ page, profile }: { page: RulePage; profile: ProfileId }) {
  const conditions = page.conditions[profile] ?? [];
  const others = page.profiles.filter((p) => p !== profile);
  const sources = SOURCES.filter((s) => page.sourceIds.includes(s.id));
  const examples = [...page.examples].sort((a, b) => Number(b.profile === profile) - Number(a.profile === profile));
  return (
    <article className="space-y-5">
      <p className="text-sm">
        <a className="underline" href="#/rules">Rules</a> › <a className="underline" href={`#/rules/${profile}`}>{PROFILE_SETTINGS[profile].name}</a> ›
      </p>
      <header className="space-y-2">
        <h1 className="text-xl font-bold">{page.title} {page.chineseName && <span lang="zh" className="font-normal">{page.chineseName}</span>}</h1>
        {page.aliases && <p className="text-sm text-stone-600 dark:text-stone-300">Also called {page.aliases.join(', ')}</p>}
        <p className="rounded-lg bg-emerald-50 p-3 dark:bg-emerald-950/50">{page.shortAnswer}</p>
        {others.length > 0 && (
          <p className="text-sm">Also for: {others.map((p) => <a key={p} className="mr-2 underline" href={`#/rules/${p}/${page.slug}`}>{PROFILE_SETTINGS[p].name}</a>)}</p>
        )}
      </header>

      {conditions.length > 0 && (
        <section aria-labelledby="conditions" className="space-y-2">
          <h2 id="conditions" className="text-lg font-semibold">At the {PROFILE_SETTINGS[profile].name}</h2>
          <ul className="list-disc space-y-1 pl-5">{conditions.map((c) => <li key={c}>{c}</li>)}</ul>
          {page.stacking && <p className="text-sm"><span className="font-semibold">With other patterns: </span>{page.stacking}</p>}
        </section>
      )}

      {(page.tables ?? []).map((table) => (
        <section key={table.id} aria-label={table.caption} className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="mb-1 text-left font-semibold">{table.caption}</caption>
            <thead><tr>{table.columns.map((c) => <th key={c} scope="col" className="border-b border-stone-300 p-1 text-left dark:border-stone-600">{c}</th>)}</tr></thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={row.id ?? i}>{row.cells.map((cell, j) => (j === 0
                  ? <th key={j} scope="row" className="border-b border-stone-200 p-1 text-left font-medium dark:border-stone-700">{cell}</th>
                  : <td key={j} className="border-b border-stone-200 p-1 tabular-nums dark:border-stone-700">{cell}</td>))}</tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}

      {page.variants.length > 0 && (
        <section aria-labelledby="variants" className="space-y-2">
          <h2 id="variants" className="text-lg font-semibold">How tables differ</h2>
          {page.variants.map((v) => (
            <div key={v.question} className="rounded-lg border border-stone-200 p-3 dark:border-stone-700">
              <h3 className="font-medium">{v.question}</h3>
              <p className="text-sm"><span className="font-semibold">This app: </span>{v.thisApp}</p>
              <p className="text-sm"><span className="font-semibold">Elsewhere: </span>{v.commonAlternative}</p>
              {v.houseOption && <p className="text-sm">Switch it in <a className="underline" href="#/settings">house rules</a> ({v.houseOption.replace(/_/g, ' ')}).</p>}
            </div>
          ))}
        </section>
      )}

      <section aria-labelledby="examples" className="space-y-3">
        <h2 id="examples" className="text-lg font-semibold">Examples, scored live</h2>
        {examples.map((example) => (
          <div key={example.id} id={`example-${example.id}`} className="space-y-1 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
            <h3 className="font-medium">{example.label} <span className="text-xs font-normal text-stone-600 dark:text-stone-300">({PROFILE_SETTINGS[example.profile].name})</span></h3>
            <p className="text-sm">{example.explanation}</p>
            <LiveExample hand={example.fixture} />
          </div>
        ))}
      </section>

      <HouseRuleList slug={page.slug} profile={profile} />

      <section aria-labelledby="faq" className="space-y-2">
        <h2 id="faq" className="text-lg font-semibold">Questions players ask</h2>
        {page.faq.map((f) => (
          <details key={f.question} className="rounded-lg border border-stone-200 p-2 dark:border-stone-700">
            <summary className="cursor-pointer font-medium">{f.question}</summary>
            <p className="pt-1 text-sm">{f.answer}</p>
          </details>
        ))}
      </section>

      {sources.length > 0 && (
        <section aria-labelledby="sources" className="space-y-1 text-sm">
          <h2 id="sources" className="text-lg font-semibold">Sources</h2>
          <ul className="list-disc space-y-1 pl-5">
            {sources.map((s) => <li key={s.id}><span className="font-medium">{s.name}</span>: {s.note}{s.url && <> <span className="break-all text-stone-600 dark:text-stone-300">({s.url})</span></>}</li>)}
          </ul>
        </section>
      )}
    </article>
  );
}
