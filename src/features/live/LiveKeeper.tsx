// The phone is on the night, not a screen: while the night being kept is live, this keeps its
// connection open on every screen (it is mounted by the app's shell once the page is idle after the first
// paint), shows the status strip above the tab bar, and says so when another phone finished the night.
// Every screen reads the night's rows, which the connection keeps projecting as the room's changes arrive.
// A finished night stays connected (without the strip) while the phone is still on it (sync/keep.ts),
// so a reopen reaches the phone on every screen as the finish did, and is said too.
// The connection itself (the live night's engine: Yjs and Hocuspocus's provider, LiveConnection.tsx) is
// loaded only when there is a live night to keep, in idle time: a phone with no live night never loads it.
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { listNights, type TaiTableDB } from '../../db';
import { nightToKeep, type KeptNight } from '../../sync/keep';
import { takeFinishedHere, takeReopenedHere } from '../../state/live-finish';
import { rememberNightOpen } from '../../state/night-open-mark';
import { useAfterIdle } from '../../state/idle';
import { withWords } from '../../i18n/with-words';
import { useDatabase } from '../../app/database';
import { currentOf, rememberedCurrent } from '../../app/current-night';
import type { ProfileId } from '../../core/types';

const LiveConnection = lazy(withWords('live', () => import('./LiveConnection')));
// The notice names the phone that finished or reopened the night from the night's log: it loads the sync
// engine, so it comes only when there is something to say.
const NightChangedElsewhere = lazy(withWords(['live', 'ledger'], () => import('./NightChangedElsewhere')));

export interface Titled {
  name: string;
  createdAt: number;
  profile: ProfileId;
  status: 'open' | 'finished';
  players: readonly string[];
}

interface Watched {
  /** The night kept connected: the open live night being kept, or the finished one the phone is still on. */
  keep: KeptNight | null;
  /** Every live night of this phone, by id, with its title's parts and status. */
  nights: Map<string, Titled>;
  /** The night the phone is on (live or not): one started, joined or opened ends the notice of a night finished elsewhere. */
  current: string | null;
}

const NOTHING: Watched = { keep: null, nights: new Map(), current: null };

async function watch(db: TaiTableDB): Promise<Watched> {
  const [listed, rooms] = await Promise.all([listNights(db), db.liveNights.toArray()]);
  const live = new Set(rooms.map((room) => room.id));
  if (!listed.ok) return NOTHING;
  const current = currentOf(listed.nights);
  const nights = new Map(
    listed.nights
      .filter((night) => live.has(night.id))
      .map((night) => [
        night.id,
        {
          name: night.name,
          createdAt: night.createdAt,
          profile: night.profile,
          status: night.status,
          players: night.players,
        },
      ]),
  );
  return {
    keep: nightToKeep({
      nights: listed.nights,
      live,
      current: current?.id ?? null,
      on: rememberedCurrent(),
      now: Date.now(),
    }),
    nights,
    current: current?.id ?? null,
  };
}

export type Notice = { kind: 'finished' | 'reopened'; id: string; night: Titled };

export default function LiveKeeper() {
  const db = useDatabase();
  // Bumped when a finished night's time is up (sync/keep.ts), so the rule is read again with no change in the database.
  const [expired, setExpired] = useState(0);
  const watched = useLiveQuery(
    () =>
      watch(db).catch((error: unknown): Watched => {
        // The strip is a help, not the night: an unreadable ledger is said by the night's own screen.
        console.warn('live night: the night being kept could not be read:', error);
        return NOTHING;
      }),
    [db, expired],
  );
  // The night kept when last read: when it turns up finished (or open again), another phone (or tab) did it.
  const onNight = useRef<KeptNight | null>(null);
  const onCurrent = useRef<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (watched === undefined) return;
    // Whether a night is open, for the score screen's next start (state/night-open-mark.ts): kept right
    // when another phone finishes or reopens the night this phone is on.
    rememberNightOpen(watched.current !== null);
    // A night started, joined or opened (the same one again, or another) ends the notice: it spoke of the last one.
    if (watched.current !== null && watched.current !== onCurrent.current) setNotice(null);
    onCurrent.current = watched.current;
    const was = onNight.current;
    const now = watched.keep;
    const night = was ? watched.nights.get(was.id) : undefined;
    if (was && night) {
      const same = now?.id === was.id;
      if (!was.finished && night.status === 'finished' && (!same || now.finished)) {
        if (!takeFinishedHere(was.id)) setNotice({ kind: 'finished', id: was.id, night });
      } else if (was.finished && same && !now.finished) {
        if (!takeReopenedHere(was.id)) setNotice({ kind: 'reopened', id: was.id, night });
      }
    }
    onNight.current = now;
  }, [watched]);

  const until = watched?.keep?.until;
  useEffect(() => {
    if (until === undefined) return undefined;
    const timer = setTimeout(() => setExpired((n) => n + 1), Math.max(0, until - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [until]);

  const keep = watched?.keep;
  const idle = useAfterIdle(keep != null);
  return (
    <>
      {notice && (
        <Suspense fallback={null}>
          <NightChangedElsewhere
            key={`${notice.kind}:${notice.id}`}
            db={db}
            nightId={notice.id}
            kind={notice.kind}
            night={notice.night}
            onDone={() => setNotice(null)}
          />
        </Suspense>
      )}
      {/* Keyed by the night alone: finished and reopened, it keeps the one connection it had. */}
      {keep && idle && (
        <Suspense fallback={null}>
          <LiveConnection key={keep.id} db={db} nightId={keep.id} finished={keep.finished} />
        </Suspense>
      )}
    </>
  );
}
