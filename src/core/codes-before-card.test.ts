// Links made before the table's card (frozen in fixtures/codes-before-card.json by the app of that time)
// open to what they opened to then, with the profile's own card and every house rule added since at its
// default, and score the same; shared again, they make the same code.
import { describe, expect, it } from 'vitest';
import frozen from './fixtures/codes-before-card.json';
import { HOUSE_RULES, ruleDefault, rulesOf } from './house-rules';
import type { SharedNight } from './night-code';
import { decodeNightCode, encodeNightCode } from './night-code';
import { scoreHand } from './score';
import { decodeShareCode, encodeShareCode } from './share-code';
import { withTodaysChinese } from './testing/renamed-chinese';
import { decodeTableCode, encodeTableCode, type SavedTableInput } from './table-code';
import type { HandInput, ProfileId, ScoreResult } from './types';

describe('codes made before the table’s card', () => {
  it.each(frozen.hands)('the hand $code opens as it did and scores the same', ({ code, hand, result }) => {
    const opened = decodeShareCode(code);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.hand).toEqual(hand);
    // The same result, but for the Chinese names the glossary changed since (testing/renamed-chinese.ts).
    expect(scoreHand(opened.hand)).toEqual(withTodaysChinese(result as ScoreResult));
    expect(encodeShareCode(opened.hand)).toBe(code);
  });

  it.each(frozen.tables)(
    'the table $code opens with every rule it had, and every rule added since at its default (the card at its profile’s own)',
    ({ code, table }) => {
      const opened = decodeTableCode(code);
      if (!opened.ok) throw new Error(opened.error.message);
      const profile = table.profile as ProfileId;
      const addedSince = rulesOf(profile)
        .filter((id) => !Object.hasOwn(table.options, id))
        .map((id) => [id, ruleDefault(HOUSE_RULES[id], profile)]);
      expect(addedSince.map(([id]) => id)).toContain('values');
      expect(opened.table).toEqual({
        ...table,
        options: { ...table.options, ...Object.fromEntries(addedSince) },
      });
      expect(opened.table.options.values).toEqual({});
      expect(encodeTableCode(opened.table as SavedTableInput)).toBe(code);
    },
  );

  it.each(frozen.nights)('the night $code opens exactly as it did (version 1)', async ({ code, night }) => {
    const opened = await decodeNightCode(code);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.night).toEqual(night);
    expect(await encodeNightCode(opened.night)).toBe(code);
    const [entry] = (night as unknown as SharedNight).entries;
    expect(entry?.kind === 'win' && scoreHand(entry.hand as HandInput)).toMatchObject({ tai: 4 });
  });
});
