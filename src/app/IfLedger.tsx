// Shows its children once the ledger database exists, the fallback until then. On a first visit
// the score screen's night watcher and saved-table picker, and with them Dexie, are not loaded
// until something is saved: in this tab (its own writes are announced on the same channel), in
// another tab, or before the tab is shown again. With a database given by a test's provider, the
// children show at once.
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { DATABASE_CHANGES_CHANNEL, ledgerExists } from '../db/ledger-exists';
import { DatabaseContext } from './database-context';

export function IfLedger({
  children,
  fallback = null,
  onAbsent,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  /** Told each time the browser says there is no ledger (so no night), for whoever waits to know. */
  onAbsent?: () => void;
}) {
  const given = useContext(DatabaseContext) !== null;
  const exists = useLedgerExists(!given, onAbsent);
  return given || exists ? children : fallback;
}

/** Whether the ledger exists; once it does, it stays so (a deleted database is the live queries' business). */
function useLedgerExists(ask: boolean, onAbsent?: () => void): boolean {
  const [exists, setExists] = useState(false);
  // The latest callback, without asking again when it changes.
  const absent = useRef(onAbsent);
  useEffect(() => {
    absent.current = onAbsent;
  });
  useEffect(() => {
    if (!ask || exists) return undefined;
    let mounted = true;
    const check = (): void => {
      void ledgerExists().then((yes) => {
        if (!mounted) return;
        if (yes) setExists(true);
        else absent.current?.();
      });
    };
    check();
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DATABASE_CHANGES_CHANNEL);
    if (channel) channel.onmessage = check;
    const onShown = (): void => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      mounted = false;
      channel?.close();
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [ask, exists]);
  return exists;
}
