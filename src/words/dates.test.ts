// One way to write a time everywhere: the entries, the night's history and its kept copies say "9:26 pm"
// in English (never "9:26 PM" beside it), and each Chinese script its own way.
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { dateTimeWords, timeWords } from './dates';

afterAll(() => i18n.activate('en'));

const evening = new Date(2026, 11, 3, 21, 28).getTime();
const morning = new Date(2026, 11, 3, 9, 26).getTime();

describe('times', () => {
  it('in English as Singapore writes them, with the date when asked', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(timeWords(evening)).toBe('9:28 pm');
    expect(timeWords(morning)).toBe('9:26 am');
    expect(dateTimeWords(evening)).toBe('Thu, 3 Dec 2026, 9:28 pm');
  });

  it('in 简体中文 and 繁體中文', () => {
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: {} });
    expect(timeWords(evening)).toBe('下午9:28');
    expect(dateTimeWords(evening)).toMatch(/^2026年12月3日周四 下午9:28$/);
    i18n.loadAndActivate({ locale: 'zh-Hant', messages: {} });
    expect(timeWords(evening)).toBe('下午9:28');
    expect(dateTimeWords(evening)).toMatch(/^2026年12月3日週四 下午9:28$/);
  });
});
