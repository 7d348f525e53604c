// The registry itself: every entry complete and consistent, wire numbers unique.
import { describe, expect, it } from 'vitest';
import { HOUSE_RULES, HOUSE_RULE_IDS, ruleDefault, ruleMax, rulesOf, type HouseRule } from './house-rules';
import { defaultOptions, resolveOptions } from './options';
import { PROFILE_IDS } from './types';

const rules = HOUSE_RULE_IDS.map((id) => [id, HOUSE_RULES[id] as HouseRule] as const);

describe('the house-rule registry', () => {
  it('gives every rule a unique wire number, an English name and a page', () => {
    const wires = rules.map(([, rule]) => rule.wire);
    expect(new Set(wires).size).toBe(wires.length);
    for (const [id, rule] of rules) {
      expect(id).toMatch(/^[a-z_]+$/);
      expect(rule.name.length, id).toBeGreaterThan(2);
      expect(rule.page, id).toMatch(/^[a-z-]+$/);
      expect(rule.profiles.length, id).toBeGreaterThan(0);
    }
  });

  it('has defaults inside their bounds, and the defaults resolve to themselves', () => {
    for (const profile of PROFILE_IDS) {
      for (const id of rulesOf(profile)) {
        const rule = HOUSE_RULES[id] as HouseRule;
        const value = ruleDefault(rule, profile);
        if (rule.type === 'number') {
          expect(value, `${profile} ${id}`).toBeGreaterThanOrEqual(rule.min);
          expect(value, `${profile} ${id}`).toBeLessThanOrEqual(ruleMax(rule, profile));
        }
        const resolved = resolveOptions(profile, { [id]: value });
        expect(resolved.errors, `${profile} ${id}`).toEqual([]);
        expect(resolved.options).toEqual(defaultOptions(profile));
      }
    }
  });

  it('refuses a rule of another profile as unknown, naming the table it belongs to', () => {
    for (const profile of PROFILE_IDS) {
      for (const [id, rule] of rules) {
        if (rule.profiles.includes(profile)) continue;
        const { errors } = resolveOptions(profile, { [id]: ruleDefault(rule, rule.profiles[0]!) });
        expect(
          errors.map((e) => e.code),
          `${profile} ${id}`,
        ).toEqual(['unknown_option']);
        expect(errors[0]!.message).toContain(rule.name);
      }
    }
  });
});
