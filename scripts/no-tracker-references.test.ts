// A comment or a page says the reason itself, never where the reason was once written: "issue 29",
// "tester 3's problem 1", "open point 2" or "the brief" point to trackers and notes a clone of this
// repository does not have. This reads every text file of the folders that hold code and docs and
// names each line that points to one. An upstream project's issue with its address
// (https://github.com/<owner>/<repo>/issues/<n>, or <owner>/<repo>#<n>) is a public page anyone can read,
// so a line that carries one may name it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'server', 'scripts', 'e2e', 'docs'];
const FILES = ['README.md', 'CONTRIBUTING.md'];
const TEXT = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.md', '.json', '.po', '.css', '.html', '.cfg']);
const THIS_FILE = relative(root, fileURLToPath(import.meta.url));

/** An issue of a public project, by its address: what a reader can open. */
const UPSTREAM_ISSUE = /https?:\/\/\S+\/(?:issues|pull|discussions)\/\d+|\b[\w.-]+\/[\w.-]+#\d+/;

/** Issues named without an address: a tracker this repository does not have. */
const ISSUES: readonly RegExp[] = [
  /\bissues?\s*#?\d/i, // issue 29, issues 29/30, Issue 30's
  /\b(?:the|this|that|another|each)\s+issues?\b/i, // the issue, another issue's change
];

/** What points to notes outside the repository, each with what it catches. */
const NOTES: readonly RegExp[] = [
  /\btesters?\b/i, // tester 3, the second tester's D, a third tester
  /\bproblems?\s+(?:\d+|[A-H])\b/, // problem 7, problem A
  /\bopen points?\s+\d/i, // open point 2
  /\bthe brief\b|\bbrief's\b/i, // the brief's "about 60 kB"
  /\b(?:this|the) round's\b|\bthis round\b(?! of)/i, // this round's live night (not a round of play)
];

/** The lines of a text that point to a tracker, as "line: text". */
export function trackerReferences(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const issue = !UPSTREAM_ISSUE.test(line) && ISSUES.some((pattern) => pattern.test(line));
    if (issue || NOTES.some((pattern) => pattern.test(line))) found.push(`${index + 1}: ${line.trim()}`);
  });
  return found;
}

function textFiles(path: string): string[] {
  if (statSync(path).isFile()) return TEXT.has(extname(path)) ? [path] : [];
  return readdirSync(path)
    .filter((name) => name !== 'node_modules')
    .sort()
    .flatMap((name) => textFiles(join(path, name)));
}

describe('no pointer to a tracker the repository does not have', () => {
  const files = [...FOLDERS, ...FILES]
    .flatMap((path) => textFiles(join(root, path)))
    .filter((path) => relative(root, path) !== THIS_FILE);

  it('reads the code and docs folders', () => {
    const names = files.map((path) => relative(root, path));
    expect(names).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'src/core/score.ts', 'server/start.ts']),
    );
  });

  it('finds none in any comment, test name or page', () => {
    const found = files.flatMap((path) =>
      trackerReferences(readFileSync(path, 'utf8')).map((line) => `${relative(root, path)}:${line}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the tracker check itself', () => {
  it('catches the ways a tracker was pointed to', () => {
    for (const line of [
      '// The live night (issue 23).',
      "// Issue 30's properties of the night's log",
      '(issues 29/30)',
      'the story of the issue: a copy kept',
      "the night's automatic name is another issue's change.",
      '(tester 3, problem 1)',
      "(the second tester's D: phones on Past nights)",
      "(tester's report, problem 7)",
      '(issue 29, open point 2)',
      "The brief's “about 60 kB”",
      "Before this round's live night",
    ]) {
      expect(trackerReferences(line), line).toHaveLength(1);
    }
  });

  it('leaves the words of the rules and of the code alone', () => {
    for (const line of [
      'Ren Hu: a non-dealer wins on a discard in the first round, before any claim.',
      'return result.success ? null : firstProblem(result.issues);',
      "if (issue.kind === 'schema' && issue.type === 'object')",
      'Clear the hand for the next round of pictures.',
      'A problem with the night: its totals cannot be read.',
      '// Works around https://github.com/ueberdosis/hocuspocus/issues/698 (issue 698: no online listener).',
      'the provider dropped its own `online` listener in 2023, ueberdosis/hocuspocus#698',
    ]) {
      expect(trackerReferences(line), line).toEqual([]);
    }
  });
});
