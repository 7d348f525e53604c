// The rules reference's words for the core's sentences say exactly what the core says, in English: a
// condition or effect changed in the core must be changed (and translated) here too.
import { describe, expect, it } from 'vitest';
import { HOUSE_RULES, HOUSE_RULE_IDS, type HouseRule } from '../../core/house-rules';
import { PROFILES } from '../../core/profiles';
import { PROFILE_IDS } from '../../core/types';
import { HOUSE_RULE_EFFECTS, PATTERN_CONDITIONS } from './pattern-words';

describe('the words of the core’s sentences', () => {
  it.each(PROFILE_IDS.map((p) => [p] as const))('%s: every pattern’s condition, and no other', (profile) => {
    const core = Object.fromEntries(PROFILES[profile].patterns.map((rule) => [rule.id, rule.condition]));
    const ours = Object.fromEntries(Object.entries(PATTERN_CONDITIONS[profile]).map(([id, words]) => [id, words.message]));
    expect(ours).toEqual(core);
  });

  it('every house rule’s effect, and no other', () => {
    const core = Object.fromEntries(HOUSE_RULE_IDS.map((id) => [id, (HOUSE_RULES[id] as HouseRule).effect]));
    const ours = Object.fromEntries(Object.entries(HOUSE_RULE_EFFECTS).map(([id, words]) => [id, words.message]));
    expect(ours).toEqual(core);
  });
});
