// How the app starts on the page: hydrating the static shell when the shell is what the app's first
// render would draw, else rendering afresh over it.
import { parseRoute } from '../state/route';
import type { Locale } from '../i18n/locales';
import { isEmptyDraft, type DraftData } from '../state/draft-fields';

/**
 * The shell (scripts/vite-plugin-static-shell.ts) is the empty score screen. It can be hydrated,
 * keeping every element React would have made, only when the page is at the score screen and the
 * draft is a first visit's, and the shell is drawn in the app's language (the page's entry puts the
 * phone's language's shell in the root and says so in `data-shell`); a hand in progress, another
 * address or another language draws something else.
 */
export function canHydrateShell(root: HTMLElement, hash: string, draft: DraftData, locale: Locale): boolean {
  return (
    root.firstElementChild !== null &&
    (root.dataset.shell ?? 'en') === locale &&
    parseRoute(hash).name === 'score' &&
    isEmptyDraft(draft)
  );
}
