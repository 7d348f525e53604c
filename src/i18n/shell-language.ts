// Runs inline at the top of the built page's head, before the stylesheet, so at once (the static shell
// plugin bundles it and the page's Content-Security-Policy allows it by its hash): the page's language
// on `<html lang>` before anything is laid out, and the shell in the phone's language put in the root
// as soon as the parser has passed it, so a Chinese phone never paints the English shell while the
// page's entry is still on its way. The entry (src/main.tsx) does the same where this did not run (the
// dev server).
// The swap used to be a script after the root, which waited for the stylesheet as any script after one
// does, and Chromium painted meanwhile: the English shell with the Simplified tiles, then the whole page
// again in the phone's language (on a Hong Kong phone new sprites and fonts too; docs/benchmarks.md).
// Now nothing waits for the stylesheet, and on a phone not in English the first paint is held until the
// mark after the root is parsed (a `rel=expect` link; Chromium 124 on, other browsers paint as before).
// On a phone whose night may be open, the shell's plain-table controls (Seat, Round, the table's rules)
// hold their places unseen until the app has drawn the night's (src/index.css, `data-table-pending`;
// the app takes the mark away as it takes the page over, src/app/start.tsx).
import { nightMaybeOpen } from '../state/night-open-mark';
import { LANG_TAGS, startingLocale } from './locales';
import { SHELL_READY } from './shell-ready';
import { putShellInRoot } from './shell-swap';

if (nightMaybeOpen()) document.documentElement.dataset.tablePending = '';

const locale = startingLocale();
document.documentElement.lang = LANG_TAGS[locale];
if (locale !== 'en') {
  const hold = document.createElement('link');
  hold.rel = 'expect';
  hold.href = `#${SHELL_READY}`;
  hold.setAttribute('blocking', 'render');
  document.head.append(hold);
}

// The body's own children only (the templates, the root, the mark): a mutation observer's callback runs
// before the browser can paint, at the end of the parser's task that added the mark.
const parsed = new MutationObserver(() => {
  if (document.body) parsed.observe(document.body, { childList: true });
  if (!document.getElementById(SHELL_READY)) return;
  parsed.disconnect();
  const root = document.getElementById('root');
  if (root) putShellInRoot(root, locale);
});
parsed.observe(document.documentElement, { childList: true });
