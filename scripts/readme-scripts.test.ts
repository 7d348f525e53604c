// The README's "Scripts" table names every script of package.json, so a script added without a word
// there fails here (and scripts/docs-links.test.ts fails on one named there that does not exist).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The scripts a piece of the README names: `npm test`, `npm run --silent x`, or a bare `x` after them. */
export function scriptsNamed(section: string, known: ReadonlySet<string>): Set<string> {
  const named = new Set<string>();
  for (const [, code] of section.matchAll(/`([^`]+)`/g)) {
    const command = /^npm (?:run (?:--silent )?)?(\S+)/.exec(code!);
    const name = command ? (command[1] === 'test' ? 'test' : command[1]!) : code!;
    if (known.has(name)) named.add(name);
  }
  return named;
}

describe('the README’s scripts table', () => {
  it('names every script of package.json', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Scripts'), readme.indexOf('## Project layout'));
    const scripts = Object.keys(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
        .scripts,
    );
    const named = scriptsNamed(section, new Set(scripts));
    expect(scripts.filter((script) => !named.has(script))).toEqual([]);
  });

  it('reads a script named in each way the table names one', () => {
    const known = new Set(['test', 'dev', 'bench', 'bench:tap', 'lint']);
    expect(scriptsNamed('`npm test` `npm run dev` `npm run --silent bench`, `bench:tap`', known)).toEqual(
      new Set(['test', 'dev', 'bench', 'bench:tap']),
    );
  });
});
