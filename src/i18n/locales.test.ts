import { describe, expect, it } from 'vitest';
import { chosenLocale, keepLocale, localeOfPhone, localeOfTag } from './locales';

describe('the language a phone asks for', () => {
  it.each([
    ['zh-SG', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-Hans-SG', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh_CN', 'zh-Hans'],
    ['zh-HK', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-HK', 'zh-Hant'],
    ['ZH-hk', 'zh-Hant'],
    ['en-SG', 'en'],
    ['en', 'en'],
    ['en-GB', 'en'],
  ] as const)('%s opens in %s', (tag, locale) => {
    expect(localeOfPhone([tag])).toBe(locale);
  });

  it('every other language opens in English', () => {
    expect(localeOfPhone(['ms-MY'])).toBe('en');
    expect(localeOfPhone(['ta-SG'])).toBe('en');
    expect(localeOfPhone([])).toBe('en');
    expect(localeOfTag('zhx')).toBeNull();
  });

  it('follows the phone’s order of preference to the first language the app has', () => {
    expect(localeOfPhone(['ms-MY', 'zh-SG', 'en-SG'])).toBe('zh-Hans');
    expect(localeOfPhone(['en-SG', 'zh-HK'])).toBe('en');
  });
});

describe('the player’s choice', () => {
  it('is kept and read back, and anything else stored is ignored', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(chosenLocale(storage)).toBeNull();
    expect(keepLocale('zh-Hant', storage)).toBe(true);
    expect(chosenLocale(storage)).toBe('zh-Hant');
    store.set('tai-table:language', 'fr');
    expect(chosenLocale(storage)).toBeNull();
  });

  it('a phone that refuses storage keeps the choice for the visit only, without throwing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(chosenLocale(refusing)).toBeNull();
    expect(keepLocale('en', refusing)).toBe(false);
  });
});
