// Every word reaches the phone with the code that shows it: a file of the first screen has its words
// in the `app` area (loaded with the app), and every lazy import names the areas of the words its
// code shows (withWords), so no screen ever paints a message id.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOfFile } from '../../scripts/catalog-areas';
import { firstScreenModules, staticGraph } from '../../scripts/first-screen-modules';

const SRC = resolve('src');
const MACRO = /from ['"]@lingui\/(?:core|react)\/macro['"]/;

const hasWords = (file: string): boolean => MACRO.test(readFileSync(file, 'utf8'));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const { files: firstScreen } = firstScreenModules(resolve('src/app/start.tsx'), resolve('src/main.tsx'));
const areaOf = (file: string) => areaOfFile(file, firstScreen);

it('puts the words of every file of the first screen in the app area', () => {
  const outside = [...firstScreen].filter(hasWords).filter((file) => areaOf(file) !== 'app');
  expect(outside.map((file) => relative(SRC, file))).toEqual([]);
});

it('gives every file with words an area', () => {
  const without = sourceFiles(SRC)
    .filter(hasWords)
    .filter((file) => areaOf(file) === null);
  expect(without.map((file) => relative(SRC, file))).toEqual([]);
});

// `withWords(<areas>, () => import('<module>'))` or a bare `import('<module>')`.
const LAZY = /(?:withWords\(\s*(\[[^\]]*\]|'[\w-]+')\s*,\s*\(\)\s*=>\s*)?import\(\s*'(\.[^']+)'\s*\)/g;

describe.each(
  sourceFiles(SRC)
    .filter((file) => !file.includes(`${SRC}/i18n/`))
    .map((file) => [relative(SRC, file), file] as const),
)('the lazy imports of %s', (_name, file) => {
  it('name the areas of the words they show', () => {
    const source = readFileSync(file, 'utf8');
    for (const [, declared, specifier] of source.matchAll(LAZY)) {
      const named = new Set(declared ? [...declared.matchAll(/'([\w-]+)'/g)].map((m) => m[1]) : []);
      const graph = staticGraph(resolve(file, '..', specifier!));
      const missing = new Set<string>();
      for (const reached of graph) {
        if (firstScreen.has(reached) || !hasWords(reached)) continue;
        const area = areaOf(reached);
        if (area && area !== 'app' && !named.has(area)) missing.add(`${area} (${relative(SRC, reached)})`);
      }
      expect([...missing], `import('${specifier}')`).toEqual([]);
    }
  });
});
