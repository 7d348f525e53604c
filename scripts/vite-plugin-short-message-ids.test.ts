import { createCompiledCatalog } from '@lingui/cli/api';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  inReadingOrder,
  shortenCatalog,
  shortenCode,
  shortId,
  shortIds,
} from './vite-plugin-short-message-ids';

const folder = mkdtempSync(join(tmpdir(), 'short-ids-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes a module and imports it, as the phone would. */
async function imported(name: string, code: string): Promise<Record<string, unknown>> {
  const path = join(folder, name);
  writeFileSync(path, code);
  return (await import(pathToFileURL(path).href)) as Record<string, unknown>;
}

const english = {
  'b/x9Q+': 'Record the hand',
  Zq3r0a: '{count, plural, one {# entry} other {# entries}}',
  '+aAb1c': 'Paid by <0>{name}</0>',
  'card.fan': '{value} fan',
};
const chinese = {
  Zq3r0a: '{count, plural, other {#条记录}}',
  '+aAb1c': '由<0>{name}</0>付',
  'b/x9Q+': '记下这一盘',
  'card.fan': '{value}番',
};
const ids = shortIds(['+aAb1c', 'Zq3r0a', 'b/x9Q+'], new Set(['card.fan']));

describe('short message ids', () => {
  it('numbers in base 62, as short as the count allows', () => {
    expect([0, 9, 10, 61, 62, 3843, 3844].map(shortId)).toEqual(['0', '9', 'a', 'Z', '10', 'ZZ', '100']);
  });

  it('numbers the generated ids in the order given, each once', () => {
    expect([...shortIds(['b/x9Q+', 'Zq3r0a', '+aAb1c'], new Set())]).toEqual([
      ['b/x9Q+', '0'],
      ['Zq3r0a', '1'],
      ['+aAb1c', '2'],
    ]);
    expect(shortIds(['Zq3r0a', 'Zq3r0a'], new Set()).size).toBe(1);
  });

  it('orders messages file by file, then by their words: a screen’s messages lie together', () => {
    expect(
      inReadingOrder([
        { id: 'Zq3r0a', file: 'src/features/ledger/NightView.tsx', words: 'Record the win' },
        { id: '+aAb1c', file: 'src/features/rules/RulesScreen.tsx', words: 'All Chow' },
        { id: 'b/x9Q+', file: 'src/features/ledger/NightView.tsx', words: 'Entries ({count})' },
        { id: 'a0a0a0', file: 'src/features/ledger/NightView.tsx', words: 'Entries ({count})' },
      ]),
    ).toEqual(['a0a0a0', 'b/x9Q+', 'Zq3r0a', '+aAb1c']);
  });

  it('refuses an id Lingui does not generate, and a short id already given by hand', () => {
    expect(() => shortIds(['card.fan'], new Set())).toThrow(/not an id Lingui generates/);
    expect(() => shortIds(['Zq3r0a'], new Set(['0']))).toThrow(/given by hand/);
  });

  it('gives the phone the messages Lingui compiled under their short ids, the ids given by hand as they were', async () => {
    for (const [locale, catalog] of [
      ['en', english],
      ['zh-Hans', chinese],
    ] as const) {
      const compiled = createCompiledCatalog(locale, catalog, { namespace: 'es' }).source;
      const { messages: before } = (await imported(`${locale}-before.mjs`, compiled)) as {
        messages: Record<string, unknown>;
      };
      const shortened = shortenCatalog(compiled, ids);
      expect(shortened).not.toBeNull();
      expect(shortened).not.toContain('Zq3r0a');
      const { messages: after } = (await imported(`${locale}-after.mjs`, shortened!)) as {
        messages: Record<string, unknown>;
      };
      expect(after).toEqual({
        '0': before['+aAb1c'],
        '1': before.Zq3r0a,
        '2': before['b/x9Q+'],
        'card.fan': before['card.fan'],
      });
    }
  });

  it('reads only what @lingui/vite-plugin compiles', () => {
    expect(shortenCatalog('export const messages = {};', ids)).toBeNull();
    expect(shortenCatalog('export const messages=JSON.parse("{}"); sideEffect();', ids)).toBeNull();
  });

  it('renames the ids the macros put in the code, in any quotes, and no other string', () => {
    const code = [
      'i18n._(/*i18n*/ { id: "Zq3r0a", values: { count } });',
      "jsx(Trans, { id: 'b/x9Q+', components: { 0: jsx('b', {}) } });",
      'const label = `+aAb1c`;',
      'const kept = ["button", "Zq3r0b", "card.fan", "Zq3r0a1"];',
    ].join('\n');
    expect(shortenCode(code, ids)).toBe(
      [
        'i18n._(/*i18n*/ { id: "1", values: { count } });',
        "jsx(Trans, { id: '2', components: { 0: jsx('b', {}) } });",
        'const label = `0`;',
        'const kept = ["button", "Zq3r0b", "card.fan", "Zq3r0a1"];',
      ].join('\n'),
    );
  });
});
