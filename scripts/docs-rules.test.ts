// docs/rules.md is the rules a clone of this repository carries: every pattern a profile can award and
// every house rule is written down there. The ids are read from the core's own tables, so a pattern or
// a house rule added later fails here until the page says what it is.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOUSE_RULE_IDS } from '../src/core/house-rules';
import { PROFILES } from '../src/core/profiles';
import { PROFILE_IDS } from '../src/core/types';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const page = readFileSync(join(root, 'docs', 'rules.md'), 'utf8');

/** The page without its HTML comments: a place kept for a rule to come does not write that rule down. */
export const withoutComments = (text: string): string => text.replace(/<!--[\s\S]*?-->/g, '');

/** What the page writes as code (`ping_hu`): an id counts only where it is written as one. */
export function idsWritten(text: string): Set<string> {
  return new Set([...withoutComments(text).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!));
}

/** The `## ` sections of the page by heading, each with its text up to the next `## `. */
export function sections(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of text.split(/^(?=## )/m)) {
    const heading = /^## (.+)$/m.exec(part);
    if (heading && part.startsWith('## ')) out.set(heading[1]!.trim(), part);
  }
  return out;
}

const bySection = sections(page);
const limitHands = bySection.get('Limit hands') ?? '';

describe('docs/rules.md', () => {
  it('has a section for each profile and one for the limit hands', () => {
    const headings = [...bySection.keys()];
    for (const profile of PROFILE_IDS) expect(headings).toContain(`Profile \`${profile}\``);
    expect(headings).toContain('Limit hands');
    expect(headings).toContain('House rules');
  });

  for (const profile of PROFILE_IDS) {
    it(`writes down every pattern of ${profile}, in its section or among the limit hands`, () => {
      const written = idsWritten(`${bySection.get(`Profile \`${profile}\``) ?? ''}\n${limitHands}`);
      const missing = PROFILES[profile].patterns.map((rule) => rule.id).filter((id) => !written.has(id));
      expect(missing).toEqual([]);
    });
  }

  it('writes down every house rule in its section', () => {
    const written = idsWritten(bySection.get('House rules') ?? '');
    expect(HOUSE_RULE_IDS.filter((id) => !written.has(id))).toEqual([]);
  });
});

describe('the rules page check itself', () => {
  it('counts an id only where it is written as code, outside comments', () => {
    const text = 'Ping Hu is `ping_hu`; ping_hu alone is not.\n<!-- `values` is to come -->\n`cap_tai`';
    expect([...idsWritten(text)]).toEqual(['ping_hu', 'cap_tai']);
  });

  it('splits the page at its second-level headings', () => {
    const text =
      '# Title\nintro\n## Profile `sg`\n`ping_hu`\n### A part\n`all_chow`\n## Limit hands\n`heavenly`';
    const parts = sections(text);
    expect([...parts.keys()]).toEqual(['Profile `sg`', 'Limit hands']);
    expect([...idsWritten(parts.get('Profile `sg`')!)]).toEqual(['sg', 'ping_hu', 'all_chow']);
  });
});
