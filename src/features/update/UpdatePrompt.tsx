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
  // In the header, beside the app's name: it covers no control and moves nothing (the header keeps
  // its height; the words take two short lines on a narrow phone). Floating over the screen, it hid
  // the buttons under it until it was dismissed.
  return (
    <div role="status" className="flex h-7 min-w-0 items-center gap-1.5 text-xs leading-[0.875rem]">
      <p className="line-clamp-2 min-w-0">{needRefresh ? 'A new version is ready.' : 'Ready to work offline.'}</p>
      {needRefresh && (
        <button type="button" className="shrink-0 rounded-md bg-white px-2 py-1 font-semibold text-emerald-900" onClick={() => void updateServiceWorker(true)}>
          Update
        </button>
      )}
      <button type="button" className="shrink-0 rounded-md px-1.5 py-1 font-medium underline" onClick={() => { setNeedRefresh(false); setOfflineReady(false); }}>
        {needRefresh ? 'Later' : 'OK'}
      </button>
    </div>
  );
}
