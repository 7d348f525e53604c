// Offline install and updates: the service worker precaches the app; when a new version is ready
// the player is asked, and the page reloads only when they say so (a draft hand survives either way,
// in local storage). Service workers run in the built app only.
//
// Every open tab asks its own player. When one tab chooses Update, the new version takes over every
// tab of the app at once (the service worker's controllerchange): the library's default then reloads
// them all, losing a half-filled sheet in a tab that said "Later" or never saw the question. Here only
// the tab that chose Update reloads; every other tab shows the prompt again and waits for its player,
// who can update only once nothing is open that a reload would lose.
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useUnsavedWorkOpen } from '../../state/unsaved-work';

/** Set when this tab's player chose Update: the takeover that follows reloads this tab, and no other. */
let updateChosenHere = false;

export function UpdatePrompt() {
  // The new version already answers this tab's requests (another tab chose Update): a reload is all it takes.
  const [takenOver, setTakenOver] = useState(false);
  const unsavedWork = useUnsavedWorkOpen();
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
  return (
    <div role="status" className="fixed inset-x-3 bottom-16 z-20 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-stone-900 p-3 text-sm text-white shadow-lg twocol:bottom-auto twocol:left-auto twocol:top-1 twocol:mx-0 twocol:py-1 dark:bg-stone-100 dark:text-stone-900">
      <p className="flex-1">
        {!newVersion ? 'Ready to work offline.' : unsavedWork ? 'A new version is ready. Finish or close what you are entering first, then update.' : 'A new version is ready.'}
      </p>
      {newVersion && !unsavedWork && (
        <button type="button" className="rounded-md bg-emerald-600 px-3 py-1.5 font-semibold text-white" onClick={update}>
          Update
        </button>
      )}
      <button type="button" className="rounded-md px-2 py-1.5 font-medium underline" onClick={later}>
        {newVersion ? 'Later' : 'OK'}
      </button>
    </div>
  );
}
