// Search over names as players type them: any case, with or without spaces, English or Chinese.
import type { I18n } from '@lingui/core';
import type { RulePage } from './content/types';
import { say } from './words';

const normalise = (text: string): string =>
  text.toLowerCase().replace(/[\s\-_()（）·、,./，。：；「」“”]+/g, '');

/** Whether every word of `query` appears in one of `fields` (an empty query matches everything). */
export function matchesQuery(query: string, fields: ReadonlyArray<string | undefined>): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean).map(normalise).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.filter((f): f is string => Boolean(f)).map(normalise);
  return words.every((word) => haystack.some((field) => field.includes(word)));
}

/**
 * What a page is found by: its words in the language in use (title, other names, short answer), and
 * in every language its Chinese name and the romanised names players say (Ping Hu, Zha Hu, Bao).
 */
export function pageSearchFields(i18n: I18n, page: RulePage): string[] {
  return [
    say(i18n, page.title),
    say(i18n, page.shortAnswer),
    ...(page.aliases ?? []).map((alias) => say(i18n, alias)),
    page.chineseName ?? '',
    ...(page.romanised ?? []),
  ];
}
