// The registry itself: every entry complete and consistent, wire numbers unique.
import { describe, expect, it } from 'vitest';
import { HOUSE_RULES, HOUSE_RULE_IDS, ruleDefault, ruleMax, rulesOf, type HouseRule } from './house-rules';
import { defaultOptions, resolveOptions } from './options';
import { PROFILE_IDS } from './types';

const rules = HOUSE_RULE_IDS.map((id) => [id, HOUSE_RULES[id] as HouseRule] as const);

/**
 * Every wire number issued, by rule: links made since carry it, so it means its rule for ever. Entries are
 * never taken out: a rule that leaves the registry keeps its number here, retired, and a rule added later
 * takes the next number never issued.
 */
const ISSUED_WIRES: Readonly<Record<string, number>> = {
  min_tai: 0,
  cap_tai: 1,
  unit: 2,
  concealed_bonus: 3,
  fully_concealed: 4,
  all_chow_wait: 5,
  ping_hu_concealed: 6,
  ping_hu_wait: 7,
  hidden_treasure_discard: 8,
  mixed_terminals: 9,
  little_dragons_total: 10,
  pearl: 11,
  human_hand: 12,
  seven_pairs: 13,
  unusual_hands: 14,
  shooter_pays: 15,
  hk_payment: 16,
  hk_discard: 17,
  concealed_hand: 18,
  bonus_counts_to_minimum: 19,
  nine_gates_strict: 20,
  values: 21,
};

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

  it('keeps every wire number issued for its rule, and never issues one twice', () => {
    // A rule added to the registry fails here until ISSUED_WIRES has its number, one never issued.
    for (const [id, rule] of rules)
      expect(ISSUED_WIRES[id], `${id}: its number in ISSUED_WIRES`).toBe(rule.wire);
    const issued = Object.values(ISSUED_WIRES);
    expect(new Set(issued).size, 'a number issued twice (a retired rule keeps its own)').toBe(issued.length);
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
