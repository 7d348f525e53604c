// Tonight's (#/tonight): with no night open, "Start a night"; with one open, the night itself
// (OpenNight.tsx). What it shows is read as a live query; a change the night screen has just committed,
// or one from another phone, is shown until that query has read it (night-handoff.ts). A night that cannot be read says so.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { NightSettings } from '../../core/ledger';
import {
  getNight,
  requestPersistentStorage,
  type NightDetail,
  type NightSummary,
  type TaiTableDB,
} from '../../db';
import { useDatabase, useRescueActions } from '../../app/database';
import {
  loadNights,
  rememberCurrent,
  rememberedCurrent,
  storageRefusedPointer,
} from '../../app/current-night';
import { ErrorBoundary, type NightRef } from '../../ui/ErrorBoundary';
import { Problem } from '../../ui/Messages';
import { RescuePanel } from '../../ui/RescuePanel';
import { LINK, MUTED } from '../../ui/styles';
import { namedNight, refusalWords, unreadableWords } from '../../words/entry-words';
import {
  asDrawn,
  handedToOpeningScreen,
  handoffCount,
  watchRoomChanges,
  type DrawnNight,
  type HandedNight,
} from './night-handoff';
import { OpenNight } from './OpenNight';
import { StartNightForm } from './StartNightForm';
import { undoPreview, type UndoPreview } from './undo-preview';
import { nightTitle } from '../../words/night-words';
import { withWords } from '../../i18n/with-words';

// Only for a live night finished while this phone was on it: its connection and words load then.
const LateChanges = lazy(withWords(['live', 'ledger'], () => import('./live/LateChanges')));

type Screen =
  | { kind: 'failed'; message: string }
  | { kind: 'damaged'; message: string; night: NightRef }
  | { kind: 'start'; previous: NightSettings | null; finished: FinishedLiveNight | null }
  | { kind: 'open'; night: NightDetail; undo: UndoPreview | null };

/**
 * What the screen shows: the open night (with what Undo would take back), or the form to start one
 * prefilled from the last. Read as a live query, so every window on the night shows every change.
 */
async function loadScreen(db: TaiTableDB): Promise<Screen> {
  const nights = await loadNights(db);
  if (!nights.ok) {
    const { night, message } = nights.error;
    return night ? { kind: 'damaged', message, night } : { kind: 'failed', message };
  }
  if (nights.current)
    return { kind: 'open', night: nights.current, undo: await undoPreview(db, nights.current) };
  // The last night's table and stakes prefill the form; its players are one tap away.
  const latest = nights.nights[0];
  const previous = latest ? await getNight(db, latest.id) : null;
  return {
    kind: 'start',
    previous: previous?.ok ? previous.night.settings : null,
    finished: await finishedLiveNight(db, nights.nights),
  };
}

/** The live night this phone is on, finished (here or on another phone): what was made after its finish is said here too. */
interface FinishedLiveNight {
  id: string;
  title: string;
  players: readonly string[];
}

async function finishedLiveNight(
  db: TaiTableDB,
  nights: readonly NightSummary[],
): Promise<FinishedLiveNight | null> {
  const on = rememberedCurrent();
  const night = nights.find((item) => item.id === on && item.status === 'finished');
  if (!night || !(await db.liveNights.get(night.id))) return null;
  return { id: night.id, title: nightTitle(night), players: night.players };
}

const failedRead = (error: unknown): Screen => ({ kind: 'failed', message: unreadableWords(error) });

/** A live query's open night as the very objects the screen drew, when it reads the same (asDrawn). */
function readBackAsDrawn(screen: Screen, drawn: DrawnNight | null): Screen {
  return screen.kind === 'open' ? asDrawn(screen, drawn) : screen;
}

/** A live query's answer, and how many handoffs had been made when it started reading. */
interface Read {
  screen: Screen;
  after: number;
}

export default function NightScreen() {
  const rescue = useRescueActions();
  const { t } = useLingui();
  const db = useDatabase();
  const [attempt, setAttempt] = useState(0);
  // A change's committed night (night-handoff.ts): drawn until the live query has read the database after it.
  const [handed, setHanded] = useState<HandedNight | null>(handedToOpeningScreen);
  // The open night as last drawn: a query reading back the same night answers these objects (asDrawn).
  const drawn = useRef<DrawnNight | null>(null);
  // A handed night keeps the objects already drawn where it is the same: only its new rows are drawn.
  const handOverAsDrawn = useCallback((next: HandedNight) => setHanded(asDrawn(next, drawn.current)), []);
  // Why a change drawn on its way to the table was not kept after all (its transaction failed), till the next change.
  const [notKept, setNotKept] = useState<string | null>(null);
  // One function for the night's screen (memo): a change of this screen, committed or on its way, handed over.
  const handOverChange = useCallback(
    (next: HandedNight) => {
      setNotKept(null);
      handOverAsDrawn(next);
    },
    [handOverAsDrawn],
  );
  // A change drawn on its way to the table, then not kept: its drawing is taken back (the night is read
  // again, and answers without it) and the screen says why. Also for the handoff this screen opened with.
  const settled = handed?.settled;
  const settledSeq = handed?.seq;
  useEffect(() => {
    if (!settled) return;
    void settled.then((problem) => {
      if (problem === null) return;
      setHanded((now) => (now?.seq === settledSeq ? null : now));
      setAttempt((n) => n + 1);
      setNotKept(problem);
    });
  }, [settled, settledSeq]);
  // Reading the phone's storage may fail outside the database's own answers: said so, with a retry.
  // A handoff starts a query of its own: the one its commit woke may have started before it was numbered.
  const read = useLiveQuery(async (): Promise<Read> => {
    const after = handoffCount();
    return { screen: readBackAsDrawn(await loadScreen(db).catch(failedRead), drawn.current), after };
  }, [db, attempt, handed?.seq]);
  const screen: Screen | undefined =
    handed !== null && (read === undefined || read.after < handed.seq)
      ? { kind: 'open', night: handed.night, undo: handed.undo }
      : read?.screen;
  useEffect(() => {
    drawn.current = screen?.kind === 'open' ? { night: screen.night, undo: screen.undo } : null;
  });
  // A change from another phone is handed over as it commits, like this screen's own (night-handoff.ts).
  const shownNight = screen?.kind === 'open' ? screen.night.id : null;
  useEffect(
    () => (shownNight === null ? undefined : watchRoomChanges(db, shownNight, handOverAsDrawn)),
    [db, shownNight, handOverAsDrawn],
  );
  const [storageDenied, setStorageDenied] = useState(false);
  const [pointerRefused, setPointerRefused] = useState(storageRefusedPointer);
  // Set once a night is started here: its screen then opens at its top, its heading focused.
  const [started, setStarted] = useState(false);

  if (screen === undefined) return <p role="status" className={MUTED}>{t`Opening the night…`}</p>;
  switch (screen.kind) {
    case 'failed':
      return (
        <div className="space-y-3">
          <h1 className="text-xl font-bold">{t`Tonight`}</h1>
          <Problem message={screen.message} />
          <button
            type="button"
            className="btn"
            onClick={() => setAttempt((n) => n + 1)}
          >{t`Try again`}</button>
        </div>
      );
    case 'damaged':
      return (
        <RescuePanel
          rescue={rescue}
          title={t`Tonight’s night cannot be shown`}
          message={refusalWords({ code: 'night_damaged', message: screen.message })}
          night={screen.night && namedNight(screen.night)}
        />
      );
    case 'start':
      return (
        <div className="space-y-4">
          {/* A hand of this phone that reached the night after it was finished is said where the phone records, not only on Settle up. */}
          {screen.finished && (
            <Suspense fallback={null}>
              <LateChanges
                db={db}
                nightId={screen.finished.id}
                players={screen.finished.players}
                title={screen.finished.title}
              />
            </Suspense>
          )}
          <StartNightForm
            previous={screen.previous}
            onStarted={(open) => {
              // The live query shows the new night; the pointer only says which open night is current.
              if (!rememberCurrent(open.id)) setPointerRefused(true);
              setStarted(true);
              // A night on the phone must not be evicted when space runs low; a browser that cannot promise it is said so.
              void requestPersistentStorage().then((outcome) => setStorageDenied(outcome === 'denied'));
            }}
          />
          <p className={MUTED}>
            <Trans>
              <a className={LINK} href="#/history">
                Past nights
              </a>
              : open, reopen or restore an earlier night.
            </Trans>
          </p>
        </div>
      );
    case 'open':
      return (
        <ErrorBoundary
          rescue={rescue}
          what="this night"
          night={{ id: screen.night.id, name: screen.night.name }}
        >
          <OpenNight
            key={screen.night.id}
            night={screen.night}
            undo={screen.undo}
            storageDenied={storageDenied}
            pointerRefused={pointerRefused}
            arrived={started}
            notKept={notKept}
            onHanded={handOverChange}
          />
        </ErrorBoundary>
      );
  }
}
