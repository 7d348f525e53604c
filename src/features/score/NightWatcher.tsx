// Watches the ledger for the night being kept (a live query: another tab starting or finishing a
// night shows here within a moment) and hands its table to the score screen. Renders nothing.
// Loaded after the first paint, so Dexie is not in the first screen's JavaScript.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useDatabase } from '../../app/database';
import { loadNights } from '../../app/current-night';
import { nightTitle } from '../../words/night-title';
import { nightForgotten, nightKnown, rememberNightOpen, type NightTable } from '../../state/night-table';

export default function NightWatcher() {
  const db = useDatabase();
  const nights = useLiveQuery(() => loadNights(db), [db]);
  useEffect(() => {
    if (nights === undefined) return;
    if (!nights.ok) {
      // The ledger could not be read: the score screen scores as a plain table, and the night screen says why.
      console.warn('The night could not be read for the score screen:', nights.error.message);
      nightKnown(null);
      return;
    }
    const current = nights.current;
    const night: NightTable | null = current
      ? {
          sessionId: current.id,
          name: nightTitle(current),
          profile: current.settings.profile,
          options: current.settings.options,
          players: current.settings.players,
          seatWinds: current.ledger.next.seatWinds,
          prevailingWind: current.ledger.next.prevailingWind,
          dealer: current.ledger.next.dealer,
          handNumber: current.ledger.next.handNumber,
        }
      : null;
    // Remembered for the next start, so its first screen is this night's (see night-table).
    rememberNightOpen(night !== null);
    nightKnown(night);
  }, [nights]);
  useEffect(() => nightForgotten, []);
  return null;
}
