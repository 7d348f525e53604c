// The open night's settings, read as a live query and handed up: loaded only once the ledger exists, by
// the table in use (table-in-use.tsx), so the screens that show a pattern's value carry no database code.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { NightSettings } from '../core/ledger';
import { loadNights } from './current-night';
import { useDatabase } from './database';

export default function OpenNightSettings({ onRead }: { onRead: (night: NightSettings | null) => void }) {
  const db = useDatabase();
  const nights = useLiveQuery(() => loadNights(db), [db]);
  useEffect(() => {
    if (nights === undefined) return;
    // A ledger that cannot be read gives Settings' rules; the night's screen says what is wrong.
    onRead(nights.ok && nights.current ? nights.current.settings : null);
  }, [nights, onRead]);
  return null;
}
