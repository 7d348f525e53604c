// Starts the app on the page: hydrates the static shell when the shell is what the app's first
// render would draw, else renders afresh over it. Loaded by src/main.tsx once the shell has painted.
import { startTransition, StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
// A type only: React DOM comes from the entry, evaluated apart (app/react-dom-runtime.ts).
import type * as ReactDom from './react-dom-runtime';
import type { Messages } from '@lingui/core';
import { startWith } from '../i18n/catalogs';
import type { Locale } from '../i18n/locales';
import { useDraft } from '../state/draft-store';
import { useNightTable } from '../state/night-table';
import { App, loadOtherScreens } from './App';
import { canHydrateShell } from './static-shell';
import { loadScoreParts } from '../features/score/ScoreScreen';
import { parseRoute } from '../state/route';

// At any address but the score screen's, the other screens' chunk is asked for as soon as this one is
// here, so it comes beside React DOM rather than after it: a link opens its screen no later for it.
// Should it fail, the screen's place says so when drawn (App.tsx asks again then).
if (parseRoute(window.location.hash).name !== 'score') void loadOtherScreens().catch(() => undefined);

/** Calls `onLive` after React's first commit: from then on the page's elements answer taps. */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  // The app's own screen is in place, before it paints: the static shell's held places are no longer
  // hidden (src/i18n/shell-language.ts), so the plain table's controls show when the app draws them.
  useLayoutEffect(() => {
    delete document.documentElement.dataset.tablePending;
  }, []);
  useEffect(onLive, [onLive]);
  return children;
}

/**
 * `locale` is the language the app opens in, `messages` the first screen's words in it, and the last
 * argument React DOM (app/react-dom-runtime.ts, fetched beside this chunk and evaluated apart).
 * `onLive(hydrated)` is told when the app has taken over: `hydrated` says whether the shell's own
 * elements were kept (so a tap held on one of them can be delivered to it now).
 */
export function start(
  root: HTMLElement,
  onLive: (hydrated: boolean) => void,
  locale: Locale,
  messages: Messages,
  { createRoot, hydrateRoot }: typeof ReactDom,
): void {
  startWith(locale, 'app', messages);
  const hydrate = canHydrateShell(
    root,
    window.location.hash,
    useDraft.getState(),
    locale,
    useNightTable.getState().known,
  );
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
  // The score screen's parts that come just after the first screen (features/score/ScoreParts.tsx) are
  // asked for at once: hydrating, each takes its place in the shell as it arrives.
  const scoreParts =
    parseRoute(window.location.hash).name === 'score' ? loadScoreParts().catch(() => undefined) : null;
  if (hydrate) {
    // Hydration as a transition is done in slices between frames, so the page never blocks while
    // the app takes over the painted shell.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // Drawn afresh as a transition too, in slices: the shell stays on screen (its taps held) until the
    // app's first screen is ready to replace it whole, the score screen's later parts included (so no
    // place of theirs is ever drawn empty; should they fail, the screen says so where they would be).
    const render = (): void =>
      startTransition(() => {
        createRoot(root).render(app);
      });
    if (scoreParts) void scoreParts.then(render);
    else render();
  }
}
