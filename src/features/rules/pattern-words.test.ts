// The rules reference's words for the core's sentences say exactly what the core says, in English: a
// condition changed in the core must be changed (and translated) here too. (What a house rule changes is
// said once, in words/names.)
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { FORM_RULE_IDS, HOUSE_RULES, ruleDefault, type FormRule } from '../../core/house-rules';
import { PROFILES } from '../../core/profiles';
import { PROFILE_IDS } from '../../core/types';
import { messages } from '../../locales/en/rules.po';
import { valueWords } from '../../ui/house-rules/rule-values';
import { HOUSE_RULE_EXAMPLES } from './content/house-rule-examples';
import { PATTERN_CONDITIONS } from './pattern-words';
import { ruleValueWords } from './words';

describe('the words of the core’s sentences', () => {
  it.each(PROFILE_IDS.map((p) => [p] as const))('%s: every pattern’s condition, and no other', (profile) => {
    const core = Object.fromEntries(PROFILES[profile].patterns.map((rule) => [rule.id, rule.condition]));
    const ours = Object.fromEntries(
      Object.entries(PATTERN_CONDITIONS[profile]).map(([id, words]) => [id, words.message]),
    );
    expect(ours).toEqual(core);
  });
});

describe('a house rule’s value on the rules reference', () => {
  it('reads as Settings words it, in English', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: messages } });
    for (const id of FORM_RULE_IDS) {
      const rule = HOUSE_RULES[id] as FormRule;
      for (const profile of rule.profiles) {
        for (const value of [ruleDefault(rule, profile), HOUSE_RULE_EXAMPLES[id].on]) {
          expect(ruleValueWords(i18n, id, value, profile), `${id} ${profile} ${String(value)}`).toBe(
            valueWords(rule, value, profile === 'hk' ? 'fan' : 'tai'),
          );
        }
      }
    }
  });
});
