// Every house rule of the registry has a live example on the rules reference, and its page exists; and
// the example's hand scores differently with the rule off and on.
import { describe, expect, it } from 'vitest';
import { scoreHand, type ScoreResult } from '../../core';
import { FORM_RULE_IDS, HOUSE_RULES, accepts, type FormRule } from '../../core/house-rules';
import { HOUSE_RULE_EXAMPLES } from './content/house-rule-examples';
import { RULE_PAGES } from './content';
import { exampleSides } from './house-rule-sides';
import { valueWords } from '../../ui/house-rules/rule-values';

/** What a player sees of a result: win, tai, lines, payment (or the errors). */
const seen = (result: ScoreResult): unknown =>
  result.ok
    ? {
        win: result.win,
        tai: result.tai,
        items: result.items.map((i) => [i.id, i.tai]),
        payment: result.payment,
      }
    : { errors: result.errors.map((e) => e.code) };

describe('house-rule examples', () => {
  it('there is one for every rule of the registry but the table’s card (its own screen), and none for a rule that does not exist', () => {
    expect(Object.keys(HOUSE_RULE_EXAMPLES).sort()).toEqual([...FORM_RULE_IDS].sort());
  });

  it.each(FORM_RULE_IDS.map((id) => [id] as const))(
    '%s: its hand is of a profile that plays the rule, and its page exists for each profile',
    (id) => {
      const rule = HOUSE_RULES[id] as FormRule;
      const { off, on } = exampleSides(id);
      expect(accepts(rule, off.profile ?? 'sg')).toBe(true);
      expect(on.options?.[id]).toBe(HOUSE_RULE_EXAMPLES[id].on);
      expect(off.options?.[id]).toBeUndefined();
      const page = RULE_PAGES.find((p) => p.slug === rule.page);
      expect(page, rule.page).toBeDefined();
      for (const profile of rule.profiles) expect(page!.profiles).toContain(profile);
    },
  );

  it.each(FORM_RULE_IDS.map((id) => [id] as const))(
    '%s: the hand is valid, and off and on give different results',
    (id) => {
      const { off, on } = exampleSides(id);
      const [a, b] = [scoreHand(off), scoreHand(on)];
      expect(a.ok && b.ok, JSON.stringify([seen(a), seen(b)])).toBe(true);
      expect(seen(b)).not.toEqual(seen(a));
    },
  );

  it('names each “with the rule” side by its value in a player’s words', () => {
    expect(valueWords(HOUSE_RULES.seven_pairs, true, 'tai')).toBe('4 tai');
    expect(valueWords(HOUSE_RULES.seven_pairs, 0, 'tai')).toBe('off');
    expect(valueWords(HOUSE_RULES.shooter_pays, true, 'tai')).toBe('on');
    expect(valueWords(HOUSE_RULES.pearl, 'any', 'tai')).toBe(
      'Any self-drawn win with five or fewer tiles left',
    );
  });
});
