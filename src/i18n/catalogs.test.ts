// The catalogs against the code: every message the code uses is in each language's catalog and
// translated; no catalog keeps a message the code no longer uses; a message's placeholders are the
// same in every language, so no value is lost or invented in translation.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

const config = getConfig({ configPath: 'lingui.config.ts', skipValidation: false });
const catalogs = await getCatalogs(config);
type Catalog = (typeof catalogs)[number];

// Extracting a catalog's messages reads its whole part of the code: done once per catalog for the whole
// file, not once per test that asks.
const collected = new Map<Catalog, ReturnType<Catalog['collect']>>();
function collect(catalog: Catalog): ReturnType<Catalog['collect']> {
  let messages = collected.get(catalog);
  if (!messages) {
    messages = catalog.collect();
    collected.set(catalog, messages);
  }
  return messages;
}

/** `{name}`, `{count, plural, …}` and `<0>…</0>` tags: what a translation must carry over. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

it('the extraction finds the code’s messages (the check below is not vacuous)', async () => {
  const found = await Promise.all(
    catalogs.map(async (catalog) => Object.keys((await collect(catalog)) ?? {}).length),
  );
  expect(found.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
});

describe.each(
  catalogs.map((catalog) => [catalog.path.replace(/.*\/src\/locales\/\{locale\}\//, ''), catalog] as const),
)('the %s catalog', (_area, catalog) => {
  it('holds exactly the messages the code uses, in every language, each translated with the same placeholders', async () => {
    const used = (await collect(catalog)) ?? {};
    const usedIds = Object.keys(used).sort();
    for (const locale of LOCALES) {
      const stored = await catalog.read(locale);
      const current = Object.entries(stored).filter(([, entry]) => !entry.obsolete);
      expect(current.map(([id]) => id).sort(), `${locale}: run npm run i18n:extract`).toEqual(usedIds);
      if (locale === config.sourceLocale) continue;
      for (const [id, entry] of current) {
        const source = used[id]!.message ?? id;
        expect(entry.translation, `${locale} has no translation of “${source}”`).toBeTruthy();
        expect(placeholders(entry.translation!), `${locale}: “${entry.translation}” for “${source}”`).toEqual(
          placeholders(source),
        );
      }
    }
  });
});

// One name for one thing: a message said in several areas is translated the same in each, or the
// words on screen would depend on which catalog happened to load last.
it('translates a message said in several areas the same way in each', async () => {
  for (const locale of LOCALES.filter((l) => l !== config.sourceLocale)) {
    const seen = new Map<string, { translation: string; area: string }>();
    const differing: string[] = [];
    for (const catalog of catalogs) {
      const area = catalog.path.replace(/.*\//, '');
      for (const [id, entry] of Object.entries(await catalog.read(locale))) {
        if (entry.obsolete || !entry.translation) continue;
        const before = seen.get(id);
        if (before && before.translation !== entry.translation)
          differing.push(
            `${locale} “${entry.message ?? id}”: ${before.area} “${before.translation}”, ${area} “${entry.translation}”`,
          );
        else seen.set(id, { translation: entry.translation, area });
      }
    }
    expect(differing).toEqual([]);
  }
});
