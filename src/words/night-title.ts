// A night's title and date in the language in use, without any of the ledger's messages (only Intl):
// the Score tab's night watcher names the night with it and stays free of the ledger's words.
import { i18n } from '@lingui/core';
import { LANG_TAGS, type Locale } from '../i18n/locales';

const langOf = (): string => LANG_TAGS[(i18n.locale || 'en') as Locale] ?? LANG_TAGS.en;

const formats = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  const found = formats.get(key);
  if (found) return found;
  const made = make();
  formats.set(key, made);
  return made;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

/** "Fri, 13 Jun 2025", "2025年6月13日周五": the date a night started. */
export function nightDate(at: number): string {
  const lang = langOf();
  return cached(`date:${lang}`, () => new Intl.DateTimeFormat(lang, DATE_PARTS)).format(new Date(at));
}

const englishDate = new Intl.DateTimeFormat('en-SG', DATE_PARTS);

/**
 * A night's name: the one the players gave it, or, for a night named by the date it started (the
 * database names a night so, in English), that date in the language in use.
 */
export function nightTitle(night: { name: string; createdAt: number }): string {
  return isDateName(night) ? nightDate(night.createdAt) : night.name;
}

/**
 * Whether a night is named by the date it started: as the database names it (in English), or as the
 * start form named nights before (the date in the starting phone's language: any of the app's three),
 * so every phone shows that date in its own language.
 */
export function isDateName(night: { name: string; createdAt: number }): boolean {
  const at = new Date(night.createdAt);
  if (night.name === englishDate.format(at)) return true;
  return Object.values(LANG_TAGS).some(
    (lang) =>
      night.name === cached(`date:${lang}`, () => new Intl.DateTimeFormat(lang, DATE_PARTS)).format(at),
  );
}
