// Offline install and updates: the service worker precaches the app; when a new version is ready
// the player is asked, and the page reloads only when they say so (a draft hand survives either way,
// in local storage). Service workers run in the built app only.
//
// Every open tab asks its own player. When one tab chooses Update, the new version takes over every
// tab of the app at once (the service worker's controllerchange): the library's default then reloads
// them all, losing a half-filled sheet in a tab that said "Later" or never saw the question. Here only
// the tab that chose Update reloads; every other tab shows the prompt again and waits for its player,
// who can update only once nothing is open that a reload would lose.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useUnsavedWorkOpen } from '../../state/unsaved-work';

/** Set when this tab's player chose Update: the takeover that follows reloads this tab, and no other. */
let updateChosenHere = false;

export function UpdatePrompt() {
  // The new version already answers this tab's requests (another tab chose Update): a reload is all it takes.
  const [takenOver, setTakenOver] = useState(false);
  const unsavedWork = useUnsavedWorkOpen();
  const { t } = useLingui();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onNeedReload() {
      if (updateChosenHere) window.location.reload();
      else setTakenOver(true);
    },
    onRegisterError(error: unknown) {
      // Without a service worker the app still works online; say so in the console for the curious.
      console.warn('Offline support could not start:', error);
    },
  });
  const newVersion = needRefresh || takenOver;

  // "Ready offline" is news once; it leaves by itself. "A new version" waits for an answer.
  useEffect(() => {
    if (!offlineReady || newVersion) return undefined;
    const timer = setTimeout(() => setOfflineReady(false), 4000);
    return () => clearTimeout(timer);
  }, [offlineReady, newVersion, setOfflineReady]);

  const update = (): void => {
    updateChosenHere = true;
    if (takenOver) window.location.reload();
    else void updateServiceWorker(true);
  };
  const later = (): void => {
    setNeedRefresh(false);
    setTakenOver(false);
    setOfflineReady(false);
  };

  if (!newVersion && !offlineReady) return null;
  // In the header, beside the app's name: it covers no control and moves nothing (the header keeps
  // its height; the words take two short lines on a narrow phone). Floating over the screen, it hid
  // the buttons under it until it was dismissed.
  return (
    <div role="status" className="flex h-7 min-w-0 items-center gap-1.5 text-xs leading-[0.875rem]">
      <p className="line-clamp-2 min-w-0">
        {!newVersion
          ? t`Ready to work offline.`
          : unsavedWork
            ? t`A new version is ready: finish what you are entering first.`
            : t`A new version is ready.`}
      </p>
      {newVersion && !unsavedWork && (
        <button
          type="button"
          className="shrink-0 rounded-md bg-white px-2 py-1 font-semibold text-emerald-900"
          onClick={update}
        >
          <Trans>Update</Trans>
        </button>
      )}
      <button type="button" className="shrink-0 rounded-md px-1.5 py-1 font-medium underline" onClick={later}>
        {newVersion ? t`Later` : t`OK`}
      </button>
    </div>
  );
}
