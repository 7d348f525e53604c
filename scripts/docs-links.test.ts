// The docs stay true to the repository: every relative link of README.md, CONTRIBUTING.md and docs/*.md
// leads to a file (and to a heading, when it names one), every `npm run <script>` they show is a script of
// package.json, every page of docs/ is on the README's map, and the README stays a door (at most 250 lines).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const README = join(root, 'README.md');
const DOCS = join(root, 'docs');
const pages = [
  README,
  join(root, 'CONTRIBUTING.md'),
  ...readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(DOCS, name)),
];

const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);

/** The page's lines outside fenced code blocks (a `# comment` in a shell block is not a heading). */
export function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces made hyphens, repeats numbered. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of the page's Markdown links, `[words](target)`, outside code blocks and code spans. */
export function linkTargets(text: string): string[] {
  const prose = proseLines(text)
    .join('\n')
    .replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

/** The scripts a page runs: `npm run build`, `npm run --silent bench`, anywhere, code blocks included. */
export function npmRunScripts(text: string): string[] {
  return [...text.matchAll(/npm run (?:(?:--silent|-s) )?([A-Za-z0-9:_-]+)/g)].map((match) => match[1]!);
}

const name = (path: string) => relative(root, path);

describe('the docs', () => {
  it('finds the README and the pages of docs/', () => {
    expect(pages.map(name)).toEqual(
      expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/architecture.md', 'docs/guide.md']),
    );
  });

  it('keeps the README a door: at most 250 lines', () => {
    expect(readFileSync(README, 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  });

  it('puts every page of docs/ on the README map', () => {
    const linked = new Set(linkTargets(readFileSync(README, 'utf8')).map((target) => target.split('#')[0]));
    const unlinked = pages.filter((page) => name(page).startsWith('docs/') && !linked.has(name(page)));
    expect(unlinked.map(name)).toEqual([]);
  });

  for (const page of pages) {
    const text = readFileSync(page, 'utf8');

    it(`${name(page)}: every relative link leads to a file, and to a heading when it names one`, () => {
      const broken: string[] = [];
      for (const target of linkTargets(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …: not this repository's
        const [path = '', anchor] = target.split('#');
        const file = path === '' ? page : resolve(dirname(page), decodeURIComponent(path));
        if (!existsSync(file)) {
          broken.push(`${target}: no such file`);
          continue;
        }
        if (
          anchor !== undefined &&
          file.endsWith('.md') &&
          !headingAnchors(readFileSync(file, 'utf8')).has(anchor)
        ) {
          broken.push(`${target}: no heading #${anchor} in ${name(file)}`);
        }
      }
      expect(broken).toEqual([]);
    });

    it(`${name(page)}: every npm run names a script of package.json`, () => {
      const unknown = npmRunScripts(text).filter((script) => !scripts.includes(script));
      expect(unknown).toEqual([]);
    });
  }
});

describe('the docs check itself', () => {
  it('makes anchors as GitHub does', () => {
    const anchors = headingAnchors(
      "# Tai Table\n## Scoring (`bench`)\n## At the table: the ledger's rules\n```sh\n# not a heading\n```\n## Log\n### Log",
    );
    expect([...anchors]).toEqual([
      'tai-table',
      'scoring-bench',
      'at-the-table-the-ledgers-rules',
      'log',
      'log-1',
    ]);
  });

  it('reads links outside code, and the scripts a page runs', () => {
    const text =
      'See [the guide](docs/guide.md#score) and `[not](a-link.md)`.\n```\n[in code](nowhere.md)\nnpm run --silent bench -- --json\n```\nThen `npm run build && npm run preview`.';
    expect(linkTargets(text)).toEqual(['docs/guide.md#score']);
    expect(npmRunScripts(text)).toEqual(['bench', 'build', 'preview']);
  });
});
