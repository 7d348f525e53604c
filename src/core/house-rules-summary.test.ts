// What a set of house rules changes from its profile's default, in a few words (the saved tables' line).
import { describe, expect, it } from 'vitest';
import { HOUSE_RULES, rulesOf, ruleDefault, type HouseRule } from './house-rules';
import { houseRuleSummary, tableRuleSet } from './house-rules-summary';
import { defaultOptions } from './options';
import { PROFILE_IDS } from './types';

describe('houseRuleSummary', () => {
  it('is empty for a profile at its defaults', () => {
    for (const profile of PROFILE_IDS) {
      expect(houseRuleSummary(profile, {})).toEqual([]);
      expect(houseRuleSummary(profile, defaultOptions(profile))).toEqual([]);
    }
  });

  it('lists the scoring rules in registry order, then the minimum and the cap', () => {
    expect(houseRuleSummary('sg', { cap_tai: 10, shooter_pays: true, fully_concealed: 1 }))
      .toEqual(['Fully concealed +1', 'Shooter pays', 'cap 10 tai']);
    expect(houseRuleSummary('hk', { min_tai: 0, hk_payment: 'spicy', concealed_hand: 1, cap_tai: 13 }))
      .toEqual(['Spicy', 'Concealed hand +1 fan', 'min 0 fan', 'cap 13 fan']);
  });

  it('leaves the unit out: the stake is money, shown in dollars beside it', () => {
    expect(houseRuleSummary('sg', { unit: 20 })).toEqual([]);
  });

  it('reads seven pairs given as on or off', () => {
    expect(houseRuleSummary('sg', { seven_pairs: true })).toEqual(['Seven pairs 4 tai']);
    expect(houseRuleSummary('sg', { seven_pairs: false })).toEqual([]);
  });

  it('ignores rules of another profile and values it cannot read (they are the default when the table is used)', () => {
    expect(houseRuleSummary('sg-reference', { shooter_pays: true })).toEqual([]);
    expect(houseRuleSummary('sg', { fully_concealed: 99, shooter_pays: true })).toEqual(['Shooter pays']);
  });

  it('the summary of hk with the standard payment table reports the cap it actually plays (lowered to 10)', () => {
    expect(houseRuleSummary('hk', { cap_tai: 13 })).toEqual([]);
  });

  it('gives every accepted rule, set to a value other than its default, a non-empty phrase of its own', () => {
    for (const profile of PROFILE_IDS) {
      for (const id of rulesOf(profile)) {
        if (id === 'unit') continue;
        const rule = HOUSE_RULES[id] as HouseRule;
        const other = rule.type === 'flag' ? !rule.default
          : rule.type === 'choice' ? rule.choices[1]!.value
          : (ruleDefault(rule, profile) as number) > rule.min ? (ruleDefault(rule, profile) as number) - 1 : rule.min + 1;
        const summary = houseRuleSummary(profile, { [id]: other });
        expect(summary, `${profile} ${id}`).toHaveLength(1);
        expect(summary[0]!.length, `${profile} ${id}`).toBeGreaterThan(2);
      }
    }
  });
});

describe('tableRuleSet', () => {
  it('gives every rule the profile accepts, at its value, and nothing else', () => {
    for (const profile of PROFILE_IDS) {
      const set = tableRuleSet(profile, {});
      expect(Object.keys(set).sort()).toEqual([...rulesOf(profile)].sort());
      for (const id of rulesOf(profile)) expect(set[id], `${profile} ${id}`).toBe(defaultOptions(profile)[id]);
    }
    const sg = tableRuleSet('sg', { shooter_pays: true, seven_pairs: true, hk_payment: 'spicy', cap_tai: 99 });
    expect(sg).toMatchObject({ shooter_pays: true, seven_pairs: 4, cap_tai: 5 });
    expect(sg).not.toHaveProperty('hk_payment');
  });
});
