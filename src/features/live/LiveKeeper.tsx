// The phone is on the night, not a screen: while the night being kept is live, this keeps its
// connection open on every screen (it is mounted by the app's shell after the first paint), shows the
// status strip above the tab bar, and says so when another phone finished the night. Every screen
// reads the night's rows, which the connection keeps projecting as the room's changes arrive.
// A finished night stays connected (without the strip) while the phone is still on it (sync/keep.ts),
// so a reopen reaches the phone on every screen as the finish did, and is said too.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { listNights, type TaiTableDB } from '../../db';
import { nightToKeep, phoneLabelsOf, useLiveNight, useNightHistory, type KeptNight } from '../../sync';
import { takeFinishedHere, takeReopenedHere } from '../../state/live-finish';
import { navigate } from '../../state/route';
import { useDatabase } from '../../app/database';
import { currentOf, rememberedCurrent } from '../../app/current-night';
import { LINK } from '../../ui/styles';
import { timeWords } from '../../words/dates';
import { nightTitle, profileName } from '../../words/night-words';
import { phoneNamingWords } from '../../words/phone-words';
import type { ProfileId } from '../../core/types';
import { LiveStatusBar } from './LiveStatusBar';

interface Titled {
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

type Notice = { kind: 'finished' | 'reopened'; id: string; night: Titled };

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
  return (
    <>
      {notice && (
        <NightChangedElsewhere
          key={`${notice.kind}:${notice.id}`}
          db={db}
          nightId={notice.id}
          kind={notice.kind}
          night={notice.night}
          onDone={() => setNotice(null)}
        />
      )}
      {/* Keyed by the night alone: finished and reopened, it keeps the one connection it had. */}
      {keep && <KeepConnected key={keep.id} db={db} nightId={keep.id} finished={keep.finished} />}
    </>
  );
}

/** Holds the night's connection while mounted, and shows where it stands while the night is live. */
function KeepConnected({ db, nightId, finished }: { db: TaiTableDB; nightId: string; finished: boolean }) {
  const state = useLiveNight(db, nightId);
  const { status } = state;
  // A finished night is only listened to: no strip (nothing can be recorded, and "Live" would say otherwise),
  // unless this phone's changes still wait for the server or cannot go: that is said until they went.
  const says =
    !finished ||
    (status.kind !== 'live' &&
      status.kind !== 'local' &&
      (status.kind === 'refused' || status.kind === 'stuck' || status.waiting > 0));
  return says ? <LiveStatusBar status={status} onExplain={explain} /> : null;
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
 * What another phone did to the night this phone is on, said wherever it is, never a silent jump: "Friday
 * night, started at 19:02 (Singapore table), was finished on Kumar’s phone" (Settle up one tap away), or
 * "… was reopened on Phone 2" (the night one tap away). Named with its start time and table, since two
 * nights of one day share a date name; the phone as its people named it (its last finish or reopen).
 */
function NightChangedElsewhere({
  db,
  nightId,
  kind,
  night,
  onDone,
}: {
  db: TaiTableDB;
  nightId: string;
  kind: Notice['kind'];
  night: Titled;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const title = nightTitle(night);
  const time = timeWords(night.createdAt);
  const table = profileName(night.profile);
  const phone = useChangedBy(db, nightId, kind, night.players);
  return (
    <div
      data-testid={kind === 'finished' ? 'night-finished-elsewhere' : 'night-reopened-elsewhere'}
      className="mb-3 flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-2 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p role="status" className="min-w-0 flex-1">
        {kind === 'finished' ? (
          <Trans>
            The night “{title}”, started at {time} ({table}), was finished on {phone}. No more hands can be
            recorded in it.{' '}
            <a className={LINK} href="#/settle" onClick={onDone}>
              Settle up
            </a>
          </Trans>
        ) : (
          <Trans>
            The night “{title}”, started at {time} ({table}), was reopened on {phone}: hands can be recorded
            in it again.{' '}
            <a className={LINK} href="#/tonight" onClick={onDone}>
              Go to the night
            </a>
          </Trans>
        )}
      </p>
      <button type="button" className="btn-quiet shrink-0 py-0.5" onClick={onDone}>{t`OK`}</button>
    </div>
  );
}

/** The phone that last finished (or reopened) the night, in words; "another phone" until its log is read. */
function useChangedBy(
  db: TaiTableDB,
  nightId: string,
  kind: Notice['kind'],
  players: readonly string[],
): string {
  const history = useNightHistory(db, nightId);
  const status = kind === 'finished' ? 'finished' : 'open';
  const changed = history?.items.findLast((item) => item.kind === 'status' && item.status === status);
  if (!history || !changed) return phoneNamingWords({ kind: 'unknown' }, players);
  return phoneNamingWords(
    phoneLabelsOf(history.night.phones, players, history.thisPhone)(changed.phone),
    players,
  );
}
