// Search on the rules reference finds a page by its words in the language in use, and by the Chinese
// and romanised names players say whatever the language.
import { setupI18n, type I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/rules.po';
import { messages as zhHans } from '../../locales/zh-Hans/rules.po';
import { messages as zhHant } from '../../locales/zh-Hant/rules.po';
import { RULE_PAGES } from './content';
import { matchesQuery, pageSearchFields } from './search';

function inLocale(locale: 'en' | 'zh-Hans' | 'zh-Hant'): I18n {
  const i18n = setupI18n({ locale, messages: { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant } });
  i18n.activate(locale);
  return i18n;
}

const found = (i18n: I18n, query: string): string[] =>
  RULE_PAGES.filter((page) => matchesQuery(query, pageSearchFields(i18n, page))).map((page) => page.slug);

describe('rules search', () => {
  it('finds a page by its title in the language in use', () => {
    expect(found(inLocale('en'), 'who pays')).toContain('settlement');
    expect(found(inLocale('zh-Hans'), '谁付多少')).toEqual(['settlement']);
    expect(found(inLocale('zh-Hant'), '誰付多少')).toEqual(['settlement']);
    expect(found(inLocale('zh-Hant'), '對對糊')).toContain('flushes-and-pong-hands');
  });

  it('reads the page in the language in use: English words find nothing in Chinese that only English says', () => {
    expect(found(inLocale('en'), 'kong payment')).toContain('settlement');
    expect(found(inLocale('zh-Hans'), 'kong payment')).toEqual([]);
    expect(found(inLocale('zh-Hans'), '杠钱')).toContain('settlement');
  });

  it('finds pages by the romanised names players say, in every language', () => {
    for (const locale of ['en', 'zh-Hans', 'zh-Hant'] as const) {
      const i18n = inLocale(locale);
      expect(found(i18n, 'kah long'), locale).toContain('kah-long-wait-test');
      expect(found(i18n, 'Zha Hu'), locale).toContain('settlement');
      expect(found(i18n, 'bao'), locale).toContain('settlement');
      expect(found(i18n, 'pinghu'), locale).toContain('ping-hu');
      expect(found(i18n, 'dui dui hu'), locale).toContain('flushes-and-pong-hands');
    }
  });
});
