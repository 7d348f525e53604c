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
import { nightTitle } from '../../ui/night-words';
import { LiveStatusBar } from './LiveStatusBar';

interface Watched {
  /** The open night being kept, when it is live on this phone. */
  live: { id: string; name: string; createdAt: number } | null;
  /** Every live night of this phone that is finished, by id, with its title's parts. */
  finished: Map<string, { name: string; createdAt: number }>;
}

async function watch(db: TaiTableDB): Promise<Watched> {
  const [listed, rooms] = await Promise.all([listNights(db), db.liveNights.toArray()]);
  const liveIds = new Set(rooms.map((room) => room.id));
  if (!listed.ok) return { live: null, finished: new Map() };
  const current = currentOf(listed.nights);
  const finished = new Map(listed.nights.filter((night) => night.status === 'finished' && liveIds.has(night.id))
    .map((night) => [night.id, { name: night.name, createdAt: night.createdAt }]));
  return {
    live: current && liveIds.has(current.id) ? { id: current.id, name: current.name, createdAt: current.createdAt } : null,
    finished,
  };
}

export default function LiveKeeper() {
  const db = useDatabase();
  const watched = useLiveQuery(() => watch(db).catch((error: unknown): Watched => {
    // The strip is a help, not the night: an unreadable ledger is said by the night's own screen.
    console.warn('live night: the night being kept could not be read:', error);
    return { live: null, finished: new Map() };
  }), [db]);
  // The live night this phone was on: when it turns up finished, another phone (or tab) finished it.
  const onNight = useRef<string | null>(null);
  const [ended, setEnded] = useState<{ id: string; title: string } | null>(null);

  useEffect(() => {
    if (watched === undefined) return;
    const was = onNight.current;
    if (was !== null && watched.live?.id !== was) {
      const night = watched.finished.get(was);
      if (night && !finishedHere(was)) setEnded({ id: was, title: nightTitle(night) });
    }
    onNight.current = watched.live?.id ?? null;
    // A night opened again (or another one started) ends the notice of the last one.
    if (watched.live !== null) setEnded((shown) => (shown && shown.id !== watched.live?.id ? shown : null));
  }, [watched]);

  return (
    <>
      {ended && <FinishedElsewhere title={ended.title} onDone={() => setEnded(null)} />}
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

/** "Friday night was finished on another phone": said, never a silent jump to "Start a night". */
function FinishedElsewhere({ title, onDone }: { title: string; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <div data-testid="night-finished-elsewhere" className="mb-3 flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-2 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
      <p role="status" className="min-w-0 flex-1">
        <Trans>“{title}” was finished on another phone. No more hands can be recorded in it. <a className={LINK} href="#/settle" onClick={onDone}>Settle up</a></Trans>
      </p>
      <button type="button" className="btn-quiet shrink-0 py-0.5" onClick={onDone}>{t`OK`}</button>
    </div>
  );
}
