// One list of message ids for each area's three catalogs. Lingui compiles each catalog to an object
// keyed by its messages' ids (six characters of a hash each): the same ids in all three languages,
// which gzip cannot shrink, so they were a quarter of every catalog precached. Here each compiled
// catalog keeps only its messages, in the order of its area's ids, and imports the ids from a module
// of their own, fetched once for the three languages: 28 kB less precached. On the phone the catalog
// is the object Lingui compiled, built again when it is loaded; Lingui reads it as before.
import { getConfig } from '@lingui/conf';
import { getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.po$/;
const IDS = 'virtual:catalog-ids/';
/** What @lingui/vite-plugin makes of a catalog (createCompiledCatalog, namespace "es"). */
const COMPILED =
  /^(?:\/\*eslint-disable\*\/)?export const messages\s*=\s*JSON\.parse\(("(?:[^"\\]|\\.)*")\);?\s*$/;

/** The messages of a compiled catalog, by id, or null when the code is not what Lingui compiles. */
export function compiledMessages(code: string): Record<string, unknown> | null {
  const literal = COMPILED.exec(code.trim())?.[1];
  if (literal === undefined) return null;
  const messages: unknown = JSON.parse(JSON.parse(literal) as string);
  return typeof messages === 'object' && messages !== null && !Array.isArray(messages)
    ? (messages as Record<string, unknown>)
    : null;
}

/** The ids of a catalog, in the one order all three languages' messages follow. */
export const idsInOrder = (messages: Record<string, unknown>): string[] => Object.keys(messages).sort();

/**
 * A compiled catalog as its messages only, in the order of `ids`, joined to the ids imported from
 * `idsModule`: it exports the same `messages` object. Refused when the catalog's ids are not `ids`.
 */
export function packedCatalog(
  messages: Record<string, unknown>,
  ids: readonly string[],
  idsModule: string,
): string {
  const own = idsInOrder(messages);
  if (own.length !== ids.length || own.some((id, index) => id !== ids[index]))
    throw new Error(
      'A catalog does not have its area’s messages in the source language: run npm run i18n:extract.',
    );
  const texts = JSON.stringify(ids.map((id) => messages[id]));
  return [
    `import { ids } from ${JSON.stringify(idsModule)};`,
    `const texts = JSON.parse(${JSON.stringify(texts)});`,
    'export const messages = Object.fromEntries(ids.map((id, index) => [id, texts[index]]));',
  ].join('\n');
}

/**
 * Packs every compiled catalog but those of the areas in `whole`: the first screen's words come
 * with the page's start, where one more file to fetch would cost more than its ids weigh.
 */
export function catalogIds(options: { whole: readonly string[] }): Plugin {
  const config = getConfig();
  const source = config.sourceLocale;
  if (!source)
    throw new Error('lingui.config.ts names no source locale: the ids are read from its catalogs.');
  const idsOf = new Map<string, Promise<string[]>>();
  /** The ids of an area, from its catalog in the source language. */
  const areaIds = (area: string): Promise<string[]> => {
    let ids = idsOf.get(area);
    if (!ids) {
      ids = (async () => {
        const path = `src/locales/${source}/${area}.po`;
        const found = getCatalogForFile(path, await getCatalogs(config));
        if (!found) throw new Error(`No catalog ${path} in lingui.config.ts.`);
        const { messages } = await found.catalog.getTranslations(source, {
          fallbackLocales: config.fallbackLocales || {},
          sourceLocale: source,
        });
        return idsInOrder(messages);
      })();
      idsOf.set(area, ids);
    }
    return ids;
  };
  return {
    name: 'catalog-ids',
    // After @lingui/vite-plugin has compiled the catalog.
    enforce: 'post',
    resolveId: (id) => (id.startsWith(IDS) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${IDS}`)) return null;
      return `export const ids = ${JSON.stringify(await areaIds(id.slice(IDS.length + 1)))};`;
    },
    async transform(code, id) {
      const path = id.split('?')[0]!;
      const area = CATALOG.exec(path)?.[2];
      if (area === undefined || options.whole.includes(area)) return null;
      const messages = compiledMessages(code);
      if (!messages)
        throw new Error(
          `${relative(config.rootDir ?? '.', path)} is not compiled as @lingui/vite-plugin compiles a catalog: see scripts/vite-plugin-catalog-ids.ts.`,
        );
      return { code: packedCatalog(messages, await areaIds(area), `${IDS}${area}`), map: null };
    },
  };
}
