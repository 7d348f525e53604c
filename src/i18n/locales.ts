// The app's three languages, which one a phone asks for, and the player's own choice, kept on the
// phone. Pure but for local storage: no Lingui here, so the page's tiny entry can read it too.

export const LOCALES = ['en', 'zh-Hans', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language named in its own script, as language pickers do: a player finds their own. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a language's own name is never translated
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};

/**
 * The `lang` of text in each language. The region picks the glyph forms a table reads: Singapore
 * writes Simplified characters, Hong Kong Traditional ones in its own forms (Noto Sans CJK HK).
 */
export const LANG_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en-SG',
  'zh-Hans': 'zh-Hans-SG',
  'zh-Hant': 'zh-Hant-HK',
};

const TRADITIONAL = /^zh-(?:.*-)?(?:hant|hk|tw|mo)(?:-|$)/;

/** The language for one of the phone's language tags, or null where the app has none of its. */
export function localeOfTag(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase().replaceAll('_', '-');
  if (lower === 'zh' || lower.startsWith('zh-')) return TRADITIONAL.test(lower) ? 'zh-Hant' : 'zh-Hans';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return null;
}

/**
 * The language the phone asks for: the first of its languages, in its order of preference, that the
 * app has (zh-SG, zh-CN, zh-Hans: Simplified; zh-HK, zh-TW, zh-MO, zh-Hant: Traditional); English
 * when it has none of them.
 */
export function localeOfPhone(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return 'en';
}

const KEY = 'tai-table:language';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The player's choice in Settings, or null when they never chose (or the phone will not say). */
export function chosenLocale(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Locale | null {
  try {
    const value = storage?.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    // Storage the browser refuses to read (private mode, a policy): the phone's language decides.
    return null;
  }
}

/** Keeps the choice; false when the phone refused to store it (the choice then lasts this visit). */
export function keepLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    storage?.setItem(KEY, locale);
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** The language to open in: the player's choice, else the phone's. */
export function startingLocale(): Locale {
  const phone =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return chosenLocale() ?? localeOfPhone(phone);
}

/**
 * What goes between two sentences (or after a label's colon) on a screen that joins them: a space in
 * English; nothing in Chinese, whose full-width 。 and ： carry their own space.
 */
export const sentenceGap = (locale: string): string => (locale.startsWith('zh') ? '' : ' ');
