// Offline install and updates: the service worker precaches the app; when a new version is ready
// the player is asked, and the page reloads only when they say so (a draft hand survives either way,
// in local storage). Service workers run in the built app only.
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      // Without a service worker the app still works online; say so in the console for the curious.
      console.warn('Offline support could not start:', error);
    },
  });

  // "Ready offline" is news once; it leaves by itself. "A new version" waits for an answer.
  useEffect(() => {
    if (!offlineReady || needRefresh) return undefined;
    const timer = setTimeout(() => setOfflineReady(false), 4000);
    return () => clearTimeout(timer);
  }, [offlineReady, needRefresh, setOfflineReady]);

  if (!needRefresh && !offlineReady) return null;
  return (
    <div role="status" className="fixed inset-x-3 bottom-16 z-20 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-stone-900 p-3 text-sm text-white shadow-lg twocol:bottom-auto twocol:left-auto twocol:top-1 twocol:mx-0 twocol:py-1 dark:bg-stone-100 dark:text-stone-900">
      <p className="flex-1">{needRefresh ? 'A new version is ready.' : 'Ready to work offline.'}</p>
      {needRefresh && (
        <button type="button" className="rounded-md bg-emerald-600 px-3 py-1.5 font-semibold text-white" onClick={() => void updateServiceWorker(true)}>
          Update
        </button>
      )}
      <button type="button" className="rounded-md px-2 py-1.5 font-medium underline" onClick={() => { setNeedRefresh(false); setOfflineReady(false); }}>
        {needRefresh ? 'Later' : 'OK'}
      </button>
    </div>
  );
}
