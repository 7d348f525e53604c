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
import { laterPartPending, onLaterPartReady } from './state/later-parts';

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
/** Taps made before something could answer them, in the order they were made (`early`: on the shell, before the app). */
const held: { target: HTMLElement; early: boolean }[] = [];
/** Whether the app has taken the page over, and whether it kept the shell's elements (hydrated). */
let app: { hydrated: boolean } | null = null;
/** True while a held tap is being delivered: its click goes through. */
let delivering = false;

// A tap is held while nothing can answer it: before the app has taken the page over, on a part whose code
// comes just after the first screen until that part has (state/later-parts.ts), and behind any tap
// still held, so that taps arrive in the order they were made.
const hold = (event: MouseEvent): void => {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
  if (delivering || !target || !root.contains(target)) return;
  if (app && held.length === 0 && laterPartPending(target) === null) return;
  event.preventDefault();
  event.stopPropagation();
  held.push({ target, early: app === null });
};
document.addEventListener('click', hold, true);

/** Delivers the held taps that can be answered now, in order, up to the first that cannot yet. */
function deliver(): void {
  if (!app) return;
  while (held.length > 0) {
    const { target, early } = held[0]!;
    if (target.isConnected && laterPartPending(target) !== null) return;
    held.shift();
    delivering = true;
    try {
      // A tap on the shell drawn over afresh meant something on the old picture: replayOnFreshScreen.
      if (app.hydrated || !early) target.click();
      else replayOnFreshScreen(target);
    } finally {
      delivering = false;
    }
  }
}
onLaterPartReady(() => {
  deliver();
  sayLiveOnceWhole();
});

/** For whoever needs to know the page now answers every tap directly (the end-to-end tests). */
function sayLiveOnceWhole(): void {
  if (!app || held.length > 0) return;
  const waiting = [...root.querySelectorAll('[data-later]')].some((part) => laterPartPending(part) !== null);
  if (!waiting) document.documentElement.dataset.app = 'live';
}

function live(hydrated: boolean): void {
  // In a task of its own: called from React's first commit, where a tap on a part of the screen
  // still being hydrated could not be hydrated at once and would be dropped.
  setTimeout(() => {
    app = { hydrated };
    deliver();
    sayLiveOnceWhole();
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
  held.length = 0;
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
  // Fetched together, run apart: the app's code, React DOM (app/react-dom-runtime.ts) and the first
  // screen's words are three imports, so each is compiled and evaluated in a task of its own as it
  // arrives, and starting React is a fourth: none is long enough to hold a tap up.
  Promise.all([
    import('./app/start'),
    import('./app/react-dom-runtime'),
    firstWords[`./locales/${locale}/app.po`]!(),
  ]).then(([{ start }, reactDom, { messages }]) => {
    setTimeout(() => start(root, live, locale, messages, reactDom), 0);
  }, cannotLoad);
};
// The shell is the score screen. At that address it is the screen, so it paints first; at any
// other the app is wanted at once, to draw the screen the address names.
if (parseRoute(window.location.hash).name === 'score') afterFirstPaint(startApp);
else startApp();
