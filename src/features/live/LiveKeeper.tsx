// The phone is on the night, not a screen: while the night being kept is live, this keeps its
// connection open on every screen (it is mounted by the app's shell after the first paint), shows the
// status strip above the tab bar, and says so when another phone finished the night. Every screen
// reads the night's rows, which the connection keeps projecting as the room's changes arrive.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { listNights, type TaiTableDB } from '../../db';
import { useLiveNight } from '../../sync';
import { finishedHere } from '../../state/live-finish';
import { navigate } from '../../state/route';
import { useDatabase } from '../../app/database';
import { currentOf } from '../ledger/night';
import { LINK } from '../../ui/styles';
import { clockTime, nightTitle, profileName } from '../../ui/night-words';
import type { ProfileId } from '../../core/types';
import { LiveStatusBar } from './LiveStatusBar';

interface Watched {
  /** The open night being kept, when it is live on this phone. */
  live: { id: string; name: string; createdAt: number } | null;
  /** Every live night of this phone that is finished, by id, with its title's parts. */
  finished: Map<string, { name: string; createdAt: number; profile: ProfileId }>;
  /** The night the phone is on (live or not): one started, joined or opened ends the notice of a night finished elsewhere. */
  current: string | null;
}

async function watch(db: TaiTableDB): Promise<Watched> {
  const [listed, rooms] = await Promise.all([listNights(db), db.liveNights.toArray()]);
  const liveIds = new Set(rooms.map((room) => room.id));
  if (!listed.ok) return { live: null, finished: new Map(), current: null };
  const current = currentOf(listed.nights);
  const finished = new Map(listed.nights.filter((night) => night.status === 'finished' && liveIds.has(night.id))
    .map((night) => [night.id, { name: night.name, createdAt: night.createdAt, profile: night.profile }]));
  return {
    live: current && liveIds.has(current.id) ? { id: current.id, name: current.name, createdAt: current.createdAt } : null,
    finished,
    current: current?.id ?? null,
  };
}

export default function LiveKeeper() {
  const db = useDatabase();
  const watched = useLiveQuery(() => watch(db).catch((error: unknown): Watched => {
    // The strip is a help, not the night: an unreadable ledger is said by the night's own screen.
    console.warn('live night: the night being kept could not be read:', error);
    return { live: null, finished: new Map(), current: null };
  }), [db]);
  // The live night this phone was on: when it turns up finished, another phone (or tab) finished it.
  const onNight = useRef<string | null>(null);
  const onCurrent = useRef<string | null>(null);
  const [ended, setEnded] = useState<{ id: string; night: { name: string; createdAt: number; profile: ProfileId } } | null>(null);

  useEffect(() => {
    if (watched === undefined) return;
    // A night started, joined or opened (the same one again, or another) ends the notice: it spoke of the last one.
    if (watched.current !== null && watched.current !== onCurrent.current) setEnded(null);
    onCurrent.current = watched.current;
    const was = onNight.current;
    if (was !== null && watched.live?.id !== was) {
      const night = watched.finished.get(was);
      if (night && !finishedHere(was)) setEnded({ id: was, night });
    }
    onNight.current = watched.live?.id ?? null;
  }, [watched]);

  return (
    <>
      {ended && <FinishedElsewhere night={ended.night} onDone={() => setEnded(null)} />}
      {watched?.live && <KeepConnected key={watched.live.id} db={db} nightId={watched.live.id} />}
    </>
  );
}

/** Holds the night's connection while mounted, and shows where it stands. */
function KeepConnected({ db, nightId }: { db: TaiTableDB; nightId: string }) {
  const state = useLiveNight(db, nightId);
  return <LiveStatusBar status={state.status} onExplain={explain} />;
}

/** The night's live panel says the whole of a refusal and the way out: on the night's screen, in view. */
function explain(): void {
  navigate({ name: 'tonight' });
  let tries = 0;
  const find = (): void => {
    const panel = document.getElementById('live-night');
    if (panel) {
      panel.scrollIntoView({ block: 'center' });
      panel.focus({ preventScroll: true });
      return;
    }
    // The night's screen may still be loading: looked for again for up to two seconds.
    tries += 1;
    if (tries < 40) setTimeout(find, 50);
  };
  find();
}

/**
 * "Friday night, started at 19:02 (Singapore table), was finished on another phone": said, never a silent jump to
 * "Start a night". Named with its start time and table, since two nights of one day share a date name.
 */
function FinishedElsewhere({ night, onDone }: { night: { name: string; createdAt: number; profile: ProfileId }; onDone: () => void }) {
  const { t } = useLingui();
  const title = nightTitle(night);
  const time = clockTime(night.createdAt);
  const table = profileName(night.profile);
  return (
    <div data-testid="night-finished-elsewhere" className="mb-3 flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-2 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
      <p role="status" className="min-w-0 flex-1">
        <Trans>The night “{title}”, started at {time} ({table}), was finished on another phone. No more hands can be recorded in it. <a className={LINK} href="#/settle" onClick={onDone}>Settle up</a></Trans>
      </p>
      <button type="button" className="btn-quiet shrink-0 py-0.5" onClick={onDone}>{t`OK`}</button>
    </div>
  );
}
