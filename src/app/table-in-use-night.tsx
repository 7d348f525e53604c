// The open night's settings, read as a live query and handed up to the table in use (table-in-use.tsx),
// which loads this part after its screen. The ledger is read only once it exists, asked as IfLedger asks
// (db/ledger-exists.ts): opening it on a first visit to the rules would create it.
import { useLiveQuery } from 'dexie-react-hooks';
import { useContext, useEffect, useState } from 'react';
import type { NightSettings } from '../core/ledger';
import { ledgerExists } from '../db/ledger-exists';
import { loadNights } from './current-night';
import { useDatabase } from './database';
import { DatabaseContext } from './database-context';

type OnRead = (night: NightSettings | null) => void;

export default function OpenNightSettings({ onRead }: { onRead: OnRead }) {
  const given = useContext(DatabaseContext) !== null;
  const [exists, setExists] = useState(given);
  useEffect(() => {
    if (exists) return undefined;
    let mounted = true;
    void ledgerExists().then((yes) => {
      if (mounted && yes) setExists(true);
    });
    return () => {
      mounted = false;
    };
  }, [exists]);
  return exists ? <NightReader onRead={onRead} /> : null;
}

function NightReader({ onRead }: { onRead: OnRead }) {
  const db = useDatabase();
  const nights = useLiveQuery(() => loadNights(db), [db]);
  useEffect(() => {
    if (nights === undefined) return;
    // A ledger that cannot be read gives Settings' rules; the night's screen says what is wrong.
    onRead(nights.ok && nights.current ? nights.current.settings : null);
  }, [nights, onRead]);
  return null;
}
