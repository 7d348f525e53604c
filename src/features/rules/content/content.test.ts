// Keeps the rule pages honest: every example and pattern hand is scored by the real scorer, and every reference resolves.
import { describe, expect, it } from 'vitest';
import {
  PROFILES,
  PROFILE_IDS,
  falseWinEach,
  hkTableRows,
  resolveOptions,
  scoreHand,
  shareTable,
  tablePaymentEach,
  type ProfileId,
  type ScoreOk,
  type TablePaymentKind,
} from '../../../core';
import { PATTERN_EXAMPLES, RULE_PAGES, SOURCES } from './index';
import type { Cell, RuleTable } from './types';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The English of a message (the source text the macro keeps outside a production build); a plain cell as it is. */
const english = (words: Cell): string => (typeof words === 'string' ? words : (words.message ?? ''));
const sourceIds = new Set(SOURCES.map((s) => s.id));
const patternIdsOf = (profile: ProfileId): Set<string> =>
  new Set(PROFILES[profile].patterns.map((p) => p.id));
const allExamples = RULE_PAGES.flatMap((page) => page.examples.map((example) => ({ page, example })));

function scoreOk(input: unknown): ScoreOk {
  const result = scoreHand(input);
  if (!result.ok) throw new Error(`invalid hand: ${JSON.stringify(result.errors)}`);
  return result;
}

const countOf = (ids: string[], id: string): number => ids.filter((x) => x === id).length;

describe('rule page examples agree with the scorer', () => {
  it.each(allExamples.map(({ page, example }) => [`${page.slug} / ${example.id}`, example] as const))(
    '%s',
    (_, example) => {
      expect(example.fixture.profile ?? 'sg').toBe(example.profile);
      const result = scoreOk(example.fixture);
      const ids = result.items.map((item) => item.id);
      const { expected } = example;
      const seen = { win: result.win, tai: result.tai, items: ids };
      expect({ win: result.win, tai: result.tai }, JSON.stringify(seen)).toEqual({
        win: expected.win,
        tai: expected.tai,
      });
      if (expected.raw_tai !== undefined) expect(result.raw_tai).toBe(expected.raw_tai);
      if (expected.limit !== undefined) expect(result.limit).toBe(expected.limit);
      for (const id of new Set(expected.includes ?? [])) {
        expect(countOf(ids, id), `${id} in ${ids.join(', ')}`).toBeGreaterThanOrEqual(
          countOf(expected.includes ?? [], id),
        );
      }
      for (const id of expected.excludes ?? []) expect(ids, `${id} must not be awarded`).not.toContain(id);
      if (expected.payment) expect(result.payment).toEqual(expected.payment);
    },
  );
});

describe('pattern examples', () => {
  it.each(PROFILE_IDS.map((p) => [p] as const))(
    '%s: one example per pattern id, and none for an id that does not exist',
    (profile) => {
      expect(Object.keys(PATTERN_EXAMPLES[profile]).sort()).toEqual([...patternIdsOf(profile)].sort());
    },
  );

  const cases = PROFILE_IDS.flatMap((profile) =>
    Object.entries(PATTERN_EXAMPLES[profile]).map(
      ([id, input]) => [`${profile} ${id}`, profile, id, input] as const,
    ),
  );
  it.each(cases)('%s is awarded', (_, profile, id, input) => {
    expect(input.profile).toBe(profile);
    const result = scoreOk(input);
    expect(result.items.map((item) => item.id)).toContain(id);
  });
});

describe('pages and references', () => {
  it('slugs are unique and kebab-case; example ids are unique and kebab-case', () => {
    const slugs = RULE_PAGES.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
    const ids = allExamples.map(({ example }) => example.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB);
  });

  it('sources have unique ids, a name and a note', () => {
    expect(sourceIds.size).toBe(SOURCES.length);
    for (const source of SOURCES) expect(english(source.name) && english(source.note)).toBeTruthy();
  });

  it.each(RULE_PAGES.map((page) => [page.slug, page] as const))(
    '%s: complete, and every reference resolves',
    (_, page) => {
      expect(english(page.title).trim()).not.toBe('');
      expect(english(page.shortAnswer).trim()).not.toBe('');
      expect(page.examples.length).toBeGreaterThanOrEqual(2);
      expect(page.examples.length).toBeLessThanOrEqual(5);
      expect(page.faq.length).toBeGreaterThanOrEqual(2);
      expect(page.faq.length).toBeLessThanOrEqual(5);
      expect(page.variants.length).toBeGreaterThanOrEqual(1);
      for (const { question, answer } of page.faq)
        expect(english(question).trim() && english(answer).trim()).toBeTruthy();
      expect(Object.keys(page.conditions).sort()).toEqual([...page.profiles].sort());
      for (const profile of page.profiles) expect(page.conditions[profile]?.length).toBeGreaterThan(0);
      for (const example of page.examples) expect(page.profiles).toContain(example.profile);
      const cited = [...page.sourceIds, ...page.variants.flatMap((v) => v.sourceIds)];
      for (const id of cited) expect(sourceIds, `source ${id}`).toContain(id);
      for (const variant of page.variants) expect(variant.sourceIds.length).toBeGreaterThan(0);
      const known = new Set(page.profiles.flatMap((p) => [...patternIdsOf(p)]));
      for (const id of page.patternIds) expect(known, `pattern ${id}`).toContain(id);
      for (const { houseOption } of page.variants) {
        if (houseOption === undefined) continue;
        const accepted = page.profiles.some(
          (p) => resolveOptions(p, { [houseOption]: undefined }).errors.length === 0,
        );
        expect(accepted, `house option ${houseOption}`).toBe(true);
      }
    },
  );

  it('every pattern of every profile is explained by a page', () => {
    const explained = new Set(RULE_PAGES.flatMap((page) => page.patternIds));
    const missing = PROFILE_IDS.flatMap((p) =>
      [...patternIdsOf(p)].filter((id) => !explained.has(id)).map((id) => `${p} ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('the content is plain data that survives JSON', () => {
    const data = { RULE_PAGES, SOURCES, PATTERN_EXAMPLES };
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('the content stays small enough to ship to phones (about 60 kB of source, and the house-rule examples)', () => {
    const files = import.meta.glob<string>(['./*.ts', './pages/*.ts', '!./*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    // Counted without each line's indentation: the formatter decides that, and the bundle drops it.
    const unindented = (text: string) => text.replace(/^[ \t]+/gm, '');
    const bytes = Object.values(files).reduce(
      (sum, text) => sum + new TextEncoder().encode(unindented(text)).length,
      0,
    );
    expect(Object.keys(files).length).toBeGreaterThan(10);
    // About 60 kB, with a little room, and one example hand per house rule (about 5 kB).
    expect(bytes).toBeLessThan(72_000);
  });
});

describe('tables quoted on the pages agree with the core', () => {
  const tables = RULE_PAGES.flatMap((page) => page.tables ?? []);
  const table = (id: string): RuleTable => {
    const found = tables.find((t) => t.id === id);
    if (!found) throw new Error(`no table ${id}`);
    return found;
  };
  const signed = (n: number, sign: '+' | '−'): string => `${sign}${n}`;

  it('the share table at a unit of 10 (6 : 4 : 2 : 1)', () => {
    const rows = shareTable(1, 5, 10).map((r) => [
      String(r.tai),
      signed(r.winSelfDrawn, '+'),
      signed(r.winByDiscard, '+'),
      signed(r.discarderOrSelfDrawnLoser, '−'),
      signed(r.otherLoser, '−'),
    ]);
    expect(table('share-table').rows.map((r) => [r.id, ...r.cells.slice(1).map(english)])).toEqual(rows);
  });

  it('the hk payment table at 3 to 10 fans', () => {
    const rows = hkTableRows(3, 10, 1).map(([fans, byDiscard, selfDrawn]) => [
      String(fans),
      String(byDiscard),
      String(selfDrawn),
    ]);
    expect(table('hk-table').rows.map((r) => [r.id, ...r.cells.slice(1).map(english)])).toEqual(rows);
  });

  it('the false-win cost quoted on the settlement page', () => {
    const faq =
      RULE_PAGES.find((page) => page.slug === 'settlement')
        ?.faq.map((f) => english(f.answer))
        .join(' ') ?? '';
    expect(faq).toContain(`${falseWinEach(5, 1)} units at a cap of 5`);
  });

  it('the sg payments outside a win', () => {
    for (const row of table('table-payments').rows) {
      expect(english(row.cells[1]!)).toBe(String(tablePaymentEach(row.id as TablePaymentKind, 1)));
    }
  });

  it('the pattern values by profile', () => {
    const valueOf = (profile: ProfileId, id: string): string => {
      const rule = PROFILES[profile].patterns.find((p) => p.id === id);
      if (!rule) return '—';
      if (rule.tai === 'limit') return 'limit';
      return typeof rule.tai === 'number' ? String(rule.tai) : 'house rule';
    };
    for (const row of table('profile-values').rows) {
      const id = row.id ?? '';
      expect(row.cells.slice(1).map(english), id).toEqual(PROFILE_IDS.map((p) => valueOf(p, id)));
    }
  });
});
