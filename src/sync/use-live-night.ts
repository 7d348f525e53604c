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
