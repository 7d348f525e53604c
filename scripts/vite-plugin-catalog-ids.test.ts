import { createCompiledCatalog } from '@lingui/cli/api';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledMessages, idsInOrder, packedCatalog } from './vite-plugin-catalog-ids';

const folder = mkdtempSync(join(tmpdir(), 'catalog-ids-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes a module and imports it, as the phone would. */
async function imported(name: string, code: string): Promise<Record<string, unknown>> {
  const path = join(folder, name);
  writeFileSync(path, code);
  return (await import(pathToFileURL(path).href)) as Record<string, unknown>;
}

const source = {
  'b/x9Q+': 'Record the hand',
  Zq3r0a: '{count, plural, one {# entry} other {# entries}}',
  '+aAb1c': 'Paid by <0>{name}</0>',
};
const translated = {
  Zq3r0a: '{count, plural, other {#条记录}}',
  '+aAb1c': '由<0>{name}</0>付',
  'b/x9Q+': '记下这一盘',
};

describe('catalogs packed against their area’s ids', () => {
  it('reads the messages of a catalog as @lingui/vite-plugin compiles it, and nothing else', () => {
    const { source: code } = createCompiledCatalog('en', source, { namespace: 'es' });
    const messages = compiledMessages(code);
    expect(Object.keys(messages ?? {}).sort()).toEqual(Object.keys(source).sort());
    expect(compiledMessages('export const messages = {};')).toBeNull();
    expect(compiledMessages('export const messages=JSON.parse("[1]");')).toBeNull();
  });

  it('gives the phone the very messages Lingui compiled, in every language of the area', async () => {
    const ids = idsInOrder(
      compiledMessages(createCompiledCatalog('en', source, { namespace: 'es' }).source)!,
    );
    const idsModule = await imported('ids.mjs', `export const ids = ${JSON.stringify(ids)};`);
    expect(idsModule.ids).toEqual(ids);
    for (const [locale, catalog] of [
      ['en', source],
      ['zh-Hans', translated],
    ] as const) {
      const compiled = compiledMessages(createCompiledCatalog(locale, catalog, { namespace: 'es' }).source)!;
      const packed = packedCatalog(compiled, ids, pathToFileURL(join(folder, 'ids.mjs')).href);
      expect(packed).not.toContain('Zq3r0a');
      const { messages } = await imported(`${locale}.mjs`, packed);
      expect(messages).toEqual(compiled);
    }
  });

  it('refuses a catalog whose ids are not its area’s', () => {
    const compiled = compiledMessages(createCompiledCatalog('en', source, { namespace: 'es' }).source)!;
    const ids = idsInOrder(compiled);
    expect(() => packedCatalog(compiled, ids.slice(1), 'ids')).toThrow(/i18n:extract/);
    expect(() => packedCatalog(compiled, [...ids, 'zzzzzz'], 'ids')).toThrow(/i18n:extract/);
    expect(() =>
      packedCatalog(
        compiled,
        ids.map((id, i) => (i === 0 ? 'aaaaaa' : id)),
        'ids',
      ),
    ).toThrow();
  });
});
