// The static shell in the phone's language: the page carries the score screen drawn in each language
// (scripts/vite-plugin-static-shell.ts), English in the root and the others in templates. The root
// says which one it holds (`data-shell`), so the app hydrates only a shell in its own language.
import type { Locale } from './locales';

export function putShellInRoot(root: HTMLElement, locale: Locale): void {
  if (root.dataset.shell === locale) return;
  const asDrawn = root.dataset.shell === undefined && root.firstElementChild !== null;
  // The English shell as the page drew it stays English, or becomes another language's from its
  // template; anything else (a shell in another language, no shell) is cleared for the app to draw.
  if (!asDrawn) root.replaceChildren();
  else if (locale !== 'en') {
    const shell = document.getElementById(`shell-${locale}`);
    if (shell instanceof HTMLTemplateElement) root.replaceChildren(shell.content.cloneNode(true));
    else root.replaceChildren();
  }
  root.dataset.shell = locale;
}
