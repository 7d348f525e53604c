// The front door: tap in a winning hand and see its itemised score, live. Each part watches only
// its own slice of the draft, so a tap re-renders what it changed and the result paints fast.
// Layout: nothing above the palette ever changes height (the result bar, the win context and the
// hand row are fixed), so the palette never moves under the thumb; on a phone on its side the
// screen is two columns, the tiles on the left and the result on the right. The elements come in
// the order they are seen (portrait), so the Tab key follows the eye: result, win and winds, hand,
// palette, then what is below it.
//
// The result bar reserves the height of the longest result (a limit hand won on a discard: the
// total with what was counted, the verdict, what the winner collects and who pays what, at 360 px
// wide) rather than growing: growing would push the palette down under the thumb, and the space
// it would take from below the palette is wanted there for the items and Record. What pays for it
// is what needs no room of its own: the bonus tiles in the hand are shown in the palette's own
// bonus row (each one marked, a second tap takes it out) instead of a tray beside "Hand", and
// Record and Share share the line of "Special wins" instead of a line under the items.
import { Trans, useLingui } from '@lingui/react/macro';
import { Component, lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDraft } from '../../state/draft-store';
import { afterNextPaint } from '../../state/after-paint';
import { withWords } from '../../i18n/with-words';
import { laterModule, lazyFrom } from '../../state/later-module';
import { laterPartsGivenUp } from '../../state/later-parts';
import { nightKnown, useNightTable } from '../../state/night-table';
import { MODE_HINTS } from './mode-hints';
import { scoreExtras } from './score-extras';
import type { ItemHref } from './ScoreParts';
import { TilePalette } from './TilePalette';
import { IfLedger } from '../../app/IfLedger';

/** Each scored item links to its rule: the pattern's page under this table's rules. */
export const ruleHref: ItemHref = (profile, id) => `#/rules/${profile}/${id}`;

// The result bar, what is below the palette and the table's rules come just after the first screen: a
// chunk of their own, with the `later` words, fetched as the app takes the page over. The static shell
// shows them meanwhile (each is hydrated once here), or, drawn afresh, a place of their size holds them.
const scoreParts = laterModule(withWords('later', () => import('./ScoreParts')));
/** Fetches the parts (once); the screen does so itself as the app takes the page over. */
export const loadScoreParts = (): Promise<unknown> => scoreParts.load();
const ResultPart = lazyFrom(scoreParts, (parts) => parts.Bar);
const BelowPart = lazyFrom(scoreParts, (parts) => parts.Details);
const TablePart = lazyFrom(scoreParts, (parts) => parts.TableRules);
const WinPart = lazyFrom(scoreParts, (parts) => parts.WinContextHere);
const HandPart = lazyFrom(scoreParts, (parts) => parts.HandHere);
const DeclarePart = lazyFrom(scoreParts, (parts) => parts.Declaring);
// The night's table is read by a live query of the ledger, loaded after the first paint.
const NightWatcher = lazy(() => import('./NightWatcher'));

/**
 * A part that came later: `data-later` names it for the page's entry, which holds a tap on it until its
 * code has taken it over (state/later-parts.ts); until then, drawn afresh, `holding` keeps its place.
 * Should its code not load, it says so in its place, and the rest of the screen goes on.
 */
function Later({ part, holding, children }: { part: string; holding: ReactNode; children: ReactNode }) {
  return (
    <div data-later={part} className="contents">
      <PartFailed>
        <Suspense fallback={holding}>{children}</Suspense>
      </PartFailed>
    </div>
  );
}

class PartFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Part of the score screen could not be loaded:', error);
    laterPartsGivenUp();
  }

  override render() {
    return this.state.failed ? <PartMissing /> : this.props.children;
  }
}

function PartMissing() {
  const { t } = useLingui();
  return (
    <p role="alert" className="text-sm text-red-800 dark:text-red-300">
      {t`Part of this screen could not be loaded. Reload the app and try again.`}
    </p>
  );
}

/** The palette: the first screen's one part that answers from the first tap (the rest comes just after). */
function Palette() {
  const { mode, profile, seat } = useDraft(
    useShallow((s) => ({ mode: s.declareMode, profile: s.profile, seat: s.seatWind })),
  );
  const night = useNightTable((s) => s.night);
  const winner = useDraft((s) => s.nightWinner);
  const { i18n } = useLingui();
  const seatNow =
    night && winner && winner.hand === `${night.sessionId}#${night.handNumber}`
      ? night.seatWinds[winner.player]
      : seat;
  return (
    <TilePalette profile={night ? night.profile : profile} seat={seatNow} hint={i18n._(MODE_HINTS[mode])} />
  );
}

/** The hand's place while its code is on its way (a screen drawn afresh): as tall as the hand's two rows. */
function HandPlace() {
  return (
    <div className="@container space-y-1">
      <div className="h-8 twocol:h-7" />
      <div className="h-[calc(100cqw/15*4/3+0.5rem)]" />
    </div>
  );
}

/** The result bar's place, its frame drawn, while its code is on its way (a screen drawn afresh). */
function ResultPlace() {
  return (
    <div
      aria-hidden="true"
      className="relative h-[5rem] shrink-0 rounded-xl border border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900"
    />
  );
}

/**
 * A ledger that cannot be read (no IndexedDB, a failed upgrade) must not take the score screen with
 * it: the screen then scores as a plain table, and the night screen says what is wrong.
 */
class NightUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('The night could not be read; the score screen scores as a plain table:', error);
    nightKnown(null);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * How long the screen waits for the ledger to say whether a night is open before it scores as a
 * plain table anyway (a night that answers later still takes over): never a placeholder for good.
 */
const NIGHT_WAIT_MS = 5_000;

/** Mounts the night watcher once the first screen has painted. */
function AfterPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  // Mounted as a transition, so React renders the watcher in slices between frames, not in one task.
  useEffect(() => afterNextPaint(() => startTransition(() => setReady(true))), []);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!useNightTable.getState().known) {
        console.warn(
          'The ledger did not answer in time; the score screen scores as a plain table meanwhile.',
        );
        nightKnown(null);
      }
    }, NIGHT_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <NightUnavailable>
      <Suspense fallback={null}>{children}</Suspense>
    </NightUnavailable>
  ) : null;
}

const noNight = (): void => nightKnown(null);

export function ScoreScreen(props: {
  itemHref?: ItemHref;
  /**
   * Whether each special win this hand cannot have had is shown disabled with its reason, in a
   * player's words (RULES.md section 2): the Score tab does, a shared hand shown read-only does not.
   */
  explainUnavailable?: boolean;
  /** Whether the saved-table picker is shown beside the profile choice (hidden while a night's table decides). */
  chooseSavedTable?: boolean;
}) {
  const itemHref = props.itemHref ?? ruleHref;
  // Fetched once the screen is up, so the waits, the reading, the items and what to do with the hand
  // are ready before a hand is complete.
  useEffect(
    () =>
      afterNextPaint(() => {
        void scoreExtras.load().catch(() => undefined); // said where a part is missing
        void scoreParts
          .load()
          .then((parts) => parts.loadHowItScores())
          .catch(() => undefined); // said where a part is missing
      }),
    [],
  );
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-2 twocol:grid twocol:max-w-none twocol:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] twocol:grid-rows-[auto_1fr] twocol:items-start twocol:gap-x-3">
      <h1 className="sr-only">
        <Trans>Score a hand</Trans>
      </h1>
      <div className="contents twocol:col-start-2 twocol:row-start-1 twocol:flex twocol:flex-col twocol:gap-2">
        <Later part="result" holding={<ResultPlace />}>
          <ResultPart />
        </Later>
      </div>
      <div className="contents twocol:col-start-1 twocol:row-span-2 twocol:row-start-1 twocol:flex twocol:flex-col twocol:gap-1.5">
        <Later part="win" holding={<div className="h-[3.625rem]" />}>
          <WinPart />
        </Later>
        <Later part="hand" holding={<HandPlace />}>
          <HandPart />
        </Later>
        <div className="flex flex-col gap-1.5">
          <Later part="declare" holding={<div className="h-8" />}>
            <DeclarePart />
          </Later>
          <Palette />
        </div>
      </div>
      <div className="contents twocol:col-start-2 twocol:row-start-2 twocol:flex twocol:flex-col twocol:gap-2">
        <Later part="below" holding={<div className="h-8" />}>
          <BelowPart itemHref={itemHref} explainUnavailable={props.explainUnavailable ?? false} />
        </Later>
        <Later part="table" holding={null}>
          <TablePart chooseSavedTable={props.chooseSavedTable ?? false} />
        </Later>
      </div>
      <AfterPaint>
        <IfLedger onAbsent={noNight}>
          <NightWatcher />
        </IfLedger>
      </AfterPaint>
    </div>
  );
}
