// The page's entry, kept tiny: the static shell (index.html) paints first, then the app is fetched
// and takes it over (app/start.tsx); at an address other than the score screen, at once. Taps on
// the shell in between are held and, once the app has hydrated the very elements they touched,
// delivered to them; none is lost.
import './index.css';
// The tiles' shapes and faces are on the first screen: in the page's own stylesheet, not the app's chunk.
import './ui/tiles/tile-faces.css';
import type { Messages } from '@lingui/core';
import { LANG_TAGS, startingLocale, type Locale } from './i18n/locales';
import { putShellInRoot } from './i18n/shell-swap';
import { guardStorageReads } from './state/storage-guard';
import { afterFirstPaint } from './state/after-paint';
import { parseRoute } from './state/route-address';
import { holdLiveLink } from './state/live-link-hold';

// The first screen's words in each language (src/locales/<locale>/app.po, compiled at build time):
// only the one in use is fetched, beside the app's code.
const firstWords = import.meta.glob<{ messages: Messages }>('./locales/*/app.po');

/* eslint-disable lingui/no-unlocalized-strings -- the entry runs before Lingui: its one message, in each language */
const CANNOT_LOAD: Readonly<Record<Locale, { text: string; reload: string }>> = {
  en: {
    text: 'The app could not finish loading (the connection may have dropped). Reload to try again; a hand in progress is kept. ',
    reload: 'Reload',
  },
  'zh-Hans': {
    text: '应用没能加载完（可能是网络断了）。请重新加载再试；正在输入的牌不会丢。',
    reload: '重新加载',
  },
  'zh-Hant': {
    text: '程式未能載入完成（可能是網絡斷了）。請重新載入再試；正在輸入的牌會保留。',
    reload: '重新載入',
  },
};
/* eslint-enable lingui/no-unlocalized-strings */
guardStorageReads();
// A live link's room out of the tab's history before anything else runs.
holdLiveLink(parseRoute);
const locale = startingLocale();

const root = document.getElementById('root')!;

// The shell in the phone's language, before the first paint. In the built page the inline script after
// the root (src/i18n/shell-language.ts) has put it there already; here it is done where it has not
// (the dev server), or not in this language.
document.documentElement.lang = LANG_TAGS[locale];
putShellInRoot(root, locale);

const TAPPABLE = ['button', 'input', 'label', 'a', 'select', 'summary'].join(', ');
const held: HTMLElement[] = [];
const hold = (event: MouseEvent): void => {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
  if (!target || !root.contains(target)) return;
  event.preventDefault();
  event.stopPropagation();
  held.push(target);
};
document.addEventListener('click', hold, true);

function live(hydrated: boolean): void {
  // In a task of its own: called from React's first commit, where a tap on a part of the screen
  // still being hydrated could not be hydrated at once and would be dropped. Taps keep being held
  // until then, so they arrive in the order they were made.
  setTimeout(() => {
    document.removeEventListener('click', hold, true);
    for (const target of held.splice(0)) {
      if (hydrated) target.click();
      else replayOnFreshScreen(target);
    }
    // For whoever needs to know the page now answers directly (the end-to-end tests).
    document.documentElement.dataset.app = 'live';
  }, 0);
}

/**
 * Rendered afresh (a hand in progress, another address), the shell's elements are gone and the
 * screen differs. A palette tile means the same on both (add this tile), so it is tapped on the new
 * screen; any other control meant something on the old picture only, and is not replayed.
 */
function replayOnFreshScreen(target: HTMLElement): void {
  const token = target.dataset.tile;
  if (token === undefined) return;
  const tile = root.querySelector<HTMLElement>(`[data-tile="${CSS.escape(token)}"]`);
  // On the empty shell a bonus tile's tap meant "add it": one the kept hand holds already stays.
  if (tile?.getAttribute('aria-pressed') === 'true') return;
  tile?.click();
}

function cannotLoad(error: unknown): void {
  console.error('The app could not load:', error);
  document.removeEventListener('click', hold, true);
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.className = 'm-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900';
  alert.lang = locale;
  alert.textContent = CANNOT_LOAD[locale].text;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn-quiet underline';
  reload.textContent = CANNOT_LOAD[locale].reload;
  reload.addEventListener('click', () => window.location.reload());
  alert.append(reload);
  root.prepend(alert);
}

const startApp = (): void => {
  // Evaluating the app's code and starting React are two tasks, not one: React's start (5 to 18 ms
  // unthrottled in traces here) no longer lengthens the evaluation's task, already the longest.
  Promise.all([import('./app/start'), firstWords[`./locales/${locale}/app.po`]!()]).then(
    ([{ start }, { messages }]) => {
      setTimeout(() => start(root, live, locale, messages), 0);
    },
    cannotLoad,
  );
};
// The shell is the score screen. At that address it is the screen, so it paints first; at any
// other the app is wanted at once, to draw the screen the address names.
if (parseRoute(window.location.hash).name === 'score') afterFirstPaint(startApp);
else startApp();
