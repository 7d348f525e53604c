// Runs inline in the built page, right after the root, before the first paint (the static shell
// plugin bundles it and the page's Content-Security-Policy allows it by its hash): the phone's language
// and the shell in it, so a Chinese phone never paints the English shell while the page's entry is
// still on its way. The entry (src/main.tsx) does the same where this did not run (the dev server).
import { LANG_TAGS, startingLocale } from './locales';
import { putShellInRoot } from './shell-swap';

const locale = startingLocale();
document.documentElement.lang = LANG_TAGS[locale];
const root = document.getElementById('root');
if (root) putShellInRoot(root, locale);
