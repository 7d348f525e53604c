// The files the docs name exist: a path written as code in README.md, CONTRIBUTING.md or docs/*.md
// (`src/core/score.ts`, `server/`, `deploy/haproxy.cfg`) is a file or a folder of this repository, so a
// page cannot go on pointing to a file that moved or was renamed. Paths with a placeholder
// (`src/locales/<language>/`), a wildcard (`e2e/languages*.spec.ts`) or an ellipsis (`src/…`) stand for
// several and are left alone; so is what the build or a run makes (`dist/`, `./sync-data`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pages = [
  join(root, 'README.md'),
  join(root, 'CONTRIBUTING.md'),
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(root, 'docs', name)),
];

/** The folders at the repository's root that a page's paths start from. */
const ROOTS = ['src', 'server', 'scripts', 'e2e', 'deploy', 'docs', 'public', '.ci'];

/** The text outside fenced code blocks, where a path may be an example. */
const outsideFences = (text: string): string => text.replace(/^\s*```[\s\S]*?^\s*```.*$/gm, '');

/** The repository paths a text writes as code, outside fenced blocks. */
export function pathsWritten(text: string): string[] {
  const code = [...outsideFences(text).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  const paths: string[] = [];
  for (const span of code) {
    for (const word of span.split(/[\s,;()]+/)) {
      const path = word.replace(/[.:]+$/, '');
      if (!ROOTS.some((top) => path === top || path.startsWith(`${top}/`))) continue;
      if (/[<>*{}[\]…]|\.\.\./.test(path)) continue;
      paths.push(path);
    }
  }
  return paths;
}

describe('the paths the docs name', () => {
  for (const page of pages) {
    it(`${relative(root, page)}: every path written as code exists`, () => {
      const missing = pathsWritten(readFileSync(page, 'utf8')).filter(
        (path) => !existsSync(join(root, path)),
      );
      expect([...new Set(missing)]).toEqual([]);
    });
  }
});

describe('the paths check itself', () => {
  it('reads the paths of code spans, leaving placeholders, wildcards and fenced blocks alone', () => {
    const text = [
      'See `src/core/score.ts` and `server/`, `npx tsx scripts/make-tiles.ts`, (`src/sync/log-read.ts`).',
      'Not `src/locales/<language>/app.po`, `e2e/languages*.spec.ts`, `dist/` or `npm test`.',
      '```sh',
      'cat `src/nowhere.ts`',
      '```',
    ].join('\n');
    expect(pathsWritten(text)).toEqual([
      'src/core/score.ts',
      'server/',
      'scripts/make-tiles.ts',
      'src/sync/log-read.ts',
    ]);
  });
});
