// The hook a night's screen reads: where the live night stands, its link, conflicts, unreadable and
// set-aside entries. While a screen shows a live night, this phone stays connected to its room.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TaiTableDB } from '../db/schema';
import { holdConnection, type LiveConnection } from './connection';
import type { LiveNightState } from './types';

const LOCAL: LiveNightState = {
  status: { kind: 'local' },
  link: null,
  conflicts: [],
  editConflicts: [],
  openConflicts: 0,
  unreadable: 0,
  leftOut: [],
  setAside: [],
  late: [],
  docClock: null,
};
const nothing = () => () => undefined;
const local = () => LOCAL;

/** Connects while mounted (when the night is live) and answers its state; a local night answers `local`. */
export function useLiveNight(db: TaiTableDB, nightId: string): LiveNightState {
  const live = useLiveQuery(() => db.liveNights.get(nightId), [db, nightId]);
  const room = live?.room;
  const server = live?.server;
  const [connection, setConnection] = useState<LiveConnection | null>(null);

  useEffect(() => {
    if (room === undefined || server === undefined) return undefined;
    let release: (() => void) | null = null;
    let cancelled = false;
    holdConnection(db, nightId).then(
      (held) => {
        if (!held) return;
        if (cancelled) {
          held.release();
          return;
        }
        release = held.release;
        setConnection(held.connection);
      },
      (error: unknown) => {
        console.error('live night: could not open the connection:', error);
      },
    );
    return () => {
      cancelled = true;
      release?.();
      setConnection(null);
    };
  }, [db, nightId, room, server]);

  const state = useSyncExternalStore(
    connection ? (listener) => connection.subscribe(listener) : nothing,
    connection ? () => connection.state : local,
  );
  if (!connection && room !== undefined && server !== undefined) {
    // Live, and the connection is opening.
    return { ...LOCAL, status: { kind: 'connecting', waiting: 0 }, link: { room, server } };
  }
  return state;
}

/** The night's rows as a screen read them, with the mark of the document's read they hold (db's NightDetail). */
interface MarkedNight {
  id: string;
  docClock?: number;
}

/** Whether rows marked `rows` are as far as the state's night part (unmarked rows and no part read: they are). */
const rowsCaughtUp = (rows: number | undefined, state: number | null): boolean =>
  state === null || rows === undefined || rows >= state;

/**
 * The live night's state with the night's rows, as a pair that agrees. The state moves with the document
 * as a change arrives, the rows once its projection has committed and the screen has read them again:
 * for that moment the state could say a conflict was settled while the rows still counted the version
 * not kept, and Settle up showed a settled list of payments for it. Rows older than the state's night
 * part are not shown beside it: the last pair that agreed is, until the rows catch up.
 */
export function useLiveNightWith<N extends MarkedNight>(
  db: TaiTableDB,
  night: N,
): { night: N; live: LiveNightState } {
  const live = useLiveNight(db, night.id);
  // The last pair that agreed, of this night (React's way of keeping what an earlier render saw). A night
  // part is told from another by its clock (a part that changed has a new one; none read, an empty one):
  // the state's object itself is new on each render while the connection opens. A first render has no
  // earlier pair: it shows the one it has.
  const [agreed, setAgreed] = useState({ night, live });
  const caughtUp = rowsCaughtUp(night.docClock, live.docClock) || agreed.night.id !== night.id;
  if (caughtUp && (agreed.night !== night || agreed.live.docClock !== live.docClock))
    setAgreed({ night, live });
  if (caughtUp) return { night, live };
  // The strip's status is the connection's now: only what the state says of the night waits for the rows.
  return { night: agreed.night, live: { ...agreed.live, status: live.status, link: live.link } };
}
