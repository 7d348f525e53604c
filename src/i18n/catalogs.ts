// Lingui's one i18n instance and the catalogs it reads: each area's words (areas.ts) in the language
// in use, loaded with the code of the screens that show them. Catalogs are compiled from
// src/locales/<locale>/<area>.po by @lingui/vite-plugin at build time: nothing is parsed on the phone.
import { i18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import type { CatalogArea } from './areas';
import { keepLocale, LANG_TAGS, startingLocale, type Locale } from './locales';

export { i18n };

const catalogFiles = import.meta.glob<{ messages: Messages }>('../locales/{en,zh-Hans,zh-Hant}/*.po');

const wanted = new Set<CatalogArea>();
const loaded = new Set<string>();

async function load(locale: Locale, area: CatalogArea): Promise<void> {
  const key = `${locale}/${area}`;
  if (loaded.has(key)) return;
  const file = catalogFiles[`../locales/${key}.po`];
  if (!file) throw new Error(`No catalog ${key}.po: run npm run i18n:extract.`);
  const { messages } = await file();
  // load() adds to what the language already has, so areas accumulate. Lingui's provider re-renders
  // the app on it: as a transition, React does that in slices between frames (an update outside one is
  // rendered whole in one task, and hydrates at once every part of the static shell not yet hydrated).
  startTransition(() => i18n.load(locale, messages));
  loaded.add(key);
}

/** Makes a language the one in use, and tells the page: `<html lang>` says what a screen reader reads. */
function activate(locale: Locale): void {
  // A transition, as in load(): the screens re-render in the new language in slices.
  startTransition(() => i18n.activate(locale));
  if (typeof document !== 'undefined') document.documentElement.lang = LANG_TAGS[locale];
}

let starting: Promise<void> | null = null;

/** The language the app opens in, made active once, with the words of the areas asked for so far. */
function started(): Promise<void> {
  starting ??= (async () => {
    const locale = startingLocale();
    await Promise.all([...wanted].map((area) => load(locale, area)));
    activate(locale);
  })();
  return starting;
}

/**
 * The app's start: the first screen's words, fetched by the page's entry beside the app's code
 * (src/main.tsx) so neither waits for the other, become the language in use before React renders.
 */
export function startWith(locale: Locale, area: CatalogArea, messages: Messages): void {
  i18n.load(locale, messages);
  loaded.add(`${locale}/${area}`);
  wanted.add(area);
  activate(locale);
  starting = Promise.resolve();
}

/**
 * Makes a language the one in use with the first screen's words (the static shell's render), and every
 * area already asked for: the shell is drawn in one language after another, and a part of the screen
 * whose code came with its words in the first (features/score/ScoreParts.tsx) is not fetched again.
 */
export async function startInLocale(locale: Locale): Promise<void> {
  wanted.add('app');
  await Promise.all([...wanted].map((area) => load(locale, area)));
  activate(locale);
  starting = Promise.resolve();
}

/** Loads an area's words in the language in use; a screen's code waits for it (with-words.ts). */
export async function loadArea(area: CatalogArea): Promise<void> {
  wanted.add(area);
  await started();
  await load(i18n.locale as Locale, area);
}

/**
 * Switches the app to another language without a reload: every area in use is loaded in it first,
 * so no screen shows a half-translated frame. Returns whether the choice was kept on the phone.
 */
export async function switchLocale(locale: Locale): Promise<boolean> {
  await started();
  await Promise.all([...wanted].map((area) => load(locale, area)));
  activate(locale);
  return keepLocale(locale);
}

/** The `lang` attribute of text in the language in use. */
export const langTag = (): string => LANG_TAGS[(i18n.locale || 'en') as Locale] ?? LANG_TAGS.en;
