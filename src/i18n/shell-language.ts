// Runs inline in the built page, right after the root, before the first paint (the static shell
// plugin bundles it and the page's Content-Security-Policy allows it by its hash): the phone's language
// and the shell in it, so a Chinese phone never paints the English shell while the page's entry is
// still on its way. The entry (src/main.tsx) does the same where this did not run (the dev server).
// On a phone whose night may be open, the shell's plain-table controls (Seat, Round, the table's rules)
// hold their places unseen until the app has drawn the night's (src/index.css, `data-table-pending`;
// the app takes the mark away as it takes the page over, src/app/start.tsx).
import { nightMaybeOpen } from '../state/night-open-mark';
import { LANG_TAGS, startingLocale } from './locales';
import { putShellInRoot } from './shell-swap';

if (nightMaybeOpen()) document.documentElement.dataset.tablePending = '';

const locale = startingLocale();
document.documentElement.lang = LANG_TAGS[locale];
const root = document.getElementById('root');
if (root) putShellInRoot(root, locale);
