// How the app starts on the page: hydrating the static shell when the shell is what the app's first
// render would draw, else rendering afresh over it.
import { parseRoute } from '../state/route';
import type { Locale } from '../i18n/locales';
import { isEmptyDraft, type DraftData } from '../state/draft-fields';

/**
 * The shell (scripts/vite-plugin-static-shell.ts) is the empty score screen at the plain table. It can
 * be hydrated, keeping every element React would have made, only when the page is at the score screen,
 * the draft is a first visit's, the table is known to be the plain one (`tableKnown`: no night may be
 * open, state/night-table.ts) and the shell is drawn in the app's language (the page's entry puts the
 * phone's language's shell in the root and says so in `data-shell`); a hand in progress, another
 * address, a night or another language draws something else.
 */
export function canHydrateShell(
  root: HTMLElement,
  hash: string,
  draft: DraftData,
  locale: Locale,
  tableKnown: boolean,
): boolean {
  return (
    root.firstElementChild !== null &&
    (root.dataset.shell ?? 'en') === locale &&
    parseRoute(hash).name === 'score' &&
    isEmptyDraft(draft) &&
    tableKnown
  );
}
