// Starts the app on the page: hydrates the static shell when the shell is what the app's first
// render would draw, else renders afresh over it. Loaded by src/main.tsx once the shell has painted.
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Messages } from '@lingui/core';
import { startWith } from '../i18n/catalogs';
import type { Locale } from '../i18n/locales';
import { useDraft } from '../state/draft-store';
import { App } from './App';
import { canHydrateShell } from './static-shell';

/** Calls `onLive` after React's first commit: from then on the page's elements answer taps. */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/**
 * `locale` is the language the app opens in, `messages` the first screen's words in it.
 * `onLive(hydrated)` is told when the app has taken over: `hydrated` says whether the shell's own
 * elements were kept (so a tap held on one of them can be delivered to it now).
 */
export function start(
  root: HTMLElement,
  onLive: (hydrated: boolean) => void,
  locale: Locale,
  messages: Messages,
): void {
  startWith(locale, 'app', messages);
  const hydrate = canHydrateShell(root, window.location.hash, useDraft.getState(), locale);
  // Told once, however often React runs the effect (twice in development's strict mode).
  let told = false;
  const tell = (): void => {
    if (told) return;
    told = true;
    onLive(hydrate);
  };
  // No element is added around App: the tree is the one the shell was rendered from.
  const app = (
    <StrictMode>
      <Live onLive={tell}>
        <App />
      </Live>
    </StrictMode>
  );
  if (hydrate) {
    // Hydration as a transition is done in slices between frames, so the page never blocks while
    // the app takes over the painted shell.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
