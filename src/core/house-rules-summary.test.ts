// What a set of house rules changes from its profile's default, as codes and values (the saved tables' line;
// its words are words/names' and tested there).
import { describe, expect, it } from 'vitest';
import { HOUSE_RULES, rulesOf, ruleDefault, type HouseRule, type RuleValue } from './house-rules';
import { houseRuleChanges, houseRulesAtAGlance, tableRuleSet } from './house-rules-summary';
import { defaultOptions } from './options';
import { PROFILE_IDS, type ProfileId } from './types';

/** A value of the rule other than the profile's default. */
function otherValue(rule: HouseRule, profile: ProfileId): RuleValue {
  if (rule.type === 'flag') return !rule.default;
  if (rule.type === 'choice') return rule.choices[1]!.value;
  if (rule.type === 'card') return { dragon_pong: 2 };
  const byDefault = ruleDefault(rule, profile);
  return byDefault > rule.min ? byDefault - 1 : rule.min + 1;
}

describe('houseRuleChanges', () => {
  it('is empty for a profile at its defaults', () => {
    for (const profile of PROFILE_IDS) {
      expect(houseRuleChanges(profile, {})).toEqual([]);
      expect(houseRuleChanges(profile, defaultOptions(profile))).toEqual([]);
    }
  });

  it('lists the scoring rules in registry order, then the minimum and the cap', () => {
    expect(houseRuleChanges('sg', { cap_tai: 10, shooter_pays: true, fully_concealed: 1 })).toEqual([
      { id: 'fully_concealed', value: 1 },
      { id: 'shooter_pays', value: true },
      { id: 'cap_tai', value: 10 },
    ]);
    expect(
      houseRuleChanges('hk', { min_tai: 0, hk_payment: 'spicy', concealed_hand: 1, cap_tai: 13 }),
    ).toEqual([
      { id: 'hk_payment', value: 'spicy' },
      { id: 'concealed_hand', value: 1 },
      { id: 'min_tai', value: 0 },
      { id: 'cap_tai', value: 13 },
    ]);
  });

  it('leaves the unit out: the stake is money, shown in dollars beside it', () => {
    expect(houseRuleChanges('sg', { unit: 20 })).toEqual([]);
  });

  it('reads seven pairs given as on or off', () => {
    expect(houseRuleChanges('sg', { seven_pairs: true })).toEqual([{ id: 'seven_pairs', value: 4 }]);
    expect(houseRuleChanges('sg', { seven_pairs: false })).toEqual([]);
  });

  it('ignores rules of another profile and values it cannot read (they are the default when the table is used)', () => {
    expect(houseRuleChanges('sg-reference', { shooter_pays: true })).toEqual([]);
    expect(houseRuleChanges('sg', { fully_concealed: 99, shooter_pays: true })).toEqual([
      { id: 'shooter_pays', value: true },
    ]);
  });

  it('reports the table’s card as it is played: the patterns it changes, in the order lines are read', () => {
    expect(houseRuleChanges('hk', { values: { seat_flower: 0, little_winds: 6 } })).toEqual([
      { id: 'values', value: { little_winds: 6, seat_flower: 0 } },
    ]);
    // A card that changes nothing (Full Flush at its own 4, Big Dragons at the limit) is no change.
    expect(houseRuleChanges('sg', { values: { full_flush: 4, big_dragons: 'limit' } })).toEqual([]);
    expect(houseRuleChanges('sg', { values: { full_flush: 14 }, shooter_pays: true })).toEqual([
      { id: 'shooter_pays', value: true },
    ]);
  });

  it('the summary of hk with the standard payment table reports the cap it actually plays (lowered to 10)', () => {
    expect(houseRuleChanges('hk', { cap_tai: 13 })).toEqual([]);
  });

  it('reports every accepted rule set to a value other than its default, with that value', () => {
    for (const profile of PROFILE_IDS) {
      for (const id of rulesOf(profile)) {
        if (id === 'unit') continue;
        const other = otherValue(HOUSE_RULES[id] as HouseRule, profile);
        const summary = houseRuleChanges(profile, { [id]: other });
        expect(summary, `${profile} ${id}`).toEqual([{ id, value: other }]);
      }
    }
  });
});

describe('tableRuleSet', () => {
  it('gives every rule the profile accepts, at its value, and nothing else', () => {
    for (const profile of PROFILE_IDS) {
      const set = tableRuleSet(profile, {});
      expect(Object.keys(set).sort()).toEqual([...rulesOf(profile)].sort());
      for (const id of rulesOf(profile))
        expect(set[id], `${profile} ${id}`).toEqual(defaultOptions(profile)[id]);
    }
    const sg = tableRuleSet('sg', {
      shooter_pays: true,
      seven_pairs: true,
      hk_payment: 'spicy',
      cap_tai: 99,
    });
    expect(sg).toMatchObject({ shooter_pays: true, seven_pairs: 4, cap_tai: 5, values: {} });
    expect(tableRuleSet('hk', { values: { little_winds: 6 } }).values).toEqual({ little_winds: 6 });
    expect(sg).not.toHaveProperty('hk_payment');
  });
});

describe('houseRulesAtAGlance', () => {
  it('says nothing of a table at its own rules, nor of the minimum, the cap or the stake (the night says those)', () => {
    for (const profile of PROFILE_IDS) {
      expect(houseRulesAtAGlance(profile, {})).toEqual({ changes: [], others: 0 });
      expect(houseRulesAtAGlance(profile, defaultOptions(profile))).toEqual({ changes: [], others: 0 });
    }
    expect(houseRulesAtAGlance('sg', { min_tai: 2, cap_tai: 10, unit: 20 })).toEqual({
      changes: [],
      others: 0,
    });
  });

  it('names the rules that change who pays or what, and the table’s own card', () => {
    expect(houseRulesAtAGlance('sg', { shooter_pays: true })).toEqual({
      changes: [{ id: 'shooter_pays', value: true }],
      others: 0,
    });
    expect(houseRulesAtAGlance('hk', { hk_payment: 'half_spicy', hk_discard: 'half' })).toEqual({
      changes: [
        { id: 'hk_payment', value: 'half_spicy' },
        { id: 'hk_discard', value: 'half' },
      ],
      others: 0,
    });
    expect(houseRulesAtAGlance('hk', { values: { little_winds: 6 } })).toEqual({
      changes: [{ id: 'values', value: { little_winds: 6 } }],
      others: 0,
    });
  });

  it('counts the other house rules a table changes, without naming them', () => {
    expect(
      houseRulesAtAGlance('sg', {
        shooter_pays: true,
        seven_pairs: true,
        fully_concealed: 1,
        cap_tai: 10,
        values: { animal: 0 },
      }),
    ).toEqual({
      changes: [
        { id: 'shooter_pays', value: true },
        { id: 'values', value: { animal: 0 } },
      ],
      others: 2,
    });
    expect(houseRulesAtAGlance('hk', { concealed_hand: 1 })).toEqual({ changes: [], others: 1 });
  });

  it('names, of every profile, exactly the rules the registry marks as changing the payment, and the card', () => {
    const named = PROFILE_IDS.flatMap((profile) =>
      rulesOf(profile)
        .filter((id) => {
          const other = otherValue(HOUSE_RULES[id] as HouseRule, profile);
          return houseRulesAtAGlance(profile, { [id]: other }).changes.length > 0;
        })
        .map((id) => `${profile} ${id}`),
    );
    expect(named).toEqual([
      'sg shooter_pays',
      'sg values',
      'sg-reference values',
      'hk hk_payment',
      'hk hk_discard',
      'hk values',
    ]);
  });
});
