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
import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { EventId, HandInput } from '../../core/types';
import { draftToHand, selectHandFields, tileTotal, useDraft, winningTileOf } from '../../state/draft-store';
import { afterNextPaint } from '../../state/after-paint';
import { withWords } from '../../i18n/with-words';
import { nightKnown, useNightTable } from '../../state/night-table';
import { useShareLink } from '../../ui/share/use-share-link';
import { DeclareBar, MODE_HINTS } from './DeclareBar';
import { HandArea } from './HandArea';
import { asMoney, asPoints } from '../../words/result-words';
import { ResultBar } from './ScoreResult';
import { scoreExtras } from './score-extras';
import { ProfilePicker, SpecialWins, WinContext, type UnavailableEvents } from './TableContext';
import { TilePalette } from './TilePalette';
import { IfLedger } from '../../app/IfLedger';
import { prepareScorerHere } from '../../worker/scorer-client';
import { requestScoring, useScoring } from '../../state/scoring';

type ItemHref = (profile: string, id: string) => string;

/** Each scored item links to its rule: the pattern's page under this table's rules. */
export const ruleHref: ItemHref = (profile, id) => `#/rules/${profile}/${id}`;

// Scoring starts in the tap itself, as the draft changes: answered at once once the scorer is on
// this thread, else the worker works while React renders.
useDraft.subscribe((state) => {
  const total = tileTotal(state);
  // The first tile of a visit loads the scorer onto this thread, in the idle time between taps (see
  // scorer-client): ready long before the thirteenth, and never part of opening the app.
  if (total > 0) prepareScorerHere();
  requestScoring(draftToHand(state, useNightTable.getState().night), total);
});

// The night's table is read by a live query of the ledger, loaded after the first paint.
// How a hand scores shows only once it has a result: fetched as soon as the screen is up, so it is
// there by the time a hand is complete, but not part of the first screen's code.
const loadHowItScores = withWords('later', () => import('./HowItScores'));
const HowItScores = lazy(loadHowItScores);
const NightWatcher = lazy(() => import('./NightWatcher'));
// The house-rule form (every registry entry, with its sentences) loads when its section is opened,
// so the first screen carries none of it.
// It is the settings' code, so it brings the settings' words.
const HouseRulesForm = lazy(
  withWords('settings', () =>
    import('../../ui/house-rules/HouseRulesForm').then((m) => ({ default: m.HouseRulesForm })),
  ),
);

function StorageNotice() {
  const { notice, dismiss } = useDraft(
    useShallow((s) => ({ notice: s.storageNotice, dismiss: s.dismissStorageNotice })),
  );
  const { i18n } = useLingui();
  if (!notice) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="flex-1">{i18n._(notice)}</p>
      <button type="button" className="btn-quiet" onClick={dismiss}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}

function useScoredHand(): { hand: HandInput; fields: ReturnType<typeof selectHandFields> } {
  const fields = useDraft(useShallow(selectHandFields));
  const night = useNightTable((s) => s.night);
  const hand = useMemo(() => draftToHand(fields, night), [fields, night]);
  return { hand, fields };
}

const pickWait = (tile: string): void => {
  const draft = useDraft.getState();
  draft.setDeclareMode('hand');
  draft.tapPalette(tile);
};

function Bar() {
  const { hand, fields } = useScoredHand();
  const night = useNightTable((s) => s.night);
  const known = useNightTable((s) => s.known);
  const scoring = useScoring(hand, tileTotal(fields));
  const notice = useDraft((s) => s.notice);
  return (
    <ResultBar
      scoring={scoring}
      profile={hand.profile ?? 'sg'}
      robbed={fields.events.includes('robbing_kong')}
      amount={night ? asMoney : asPoints}
      onPickWait={pickWait}
      notice={notice}
      tableUnknown={!known}
    />
  );
}

/** `value` once the frame that shows everything else has painted; until then, the one before. */
function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterNextPaint(() => setShown(() => value));
  }, [value, shown]);
  return shown;
}

function Details({
  itemHref,
  unavailableEvents,
}: {
  itemHref: ItemHref;
  unavailableEvents?: (hand: HandInput) => UnavailableEvents;
}) {
  const { hand, fields } = useScoredHand();
  const scoring = useScoring(hand, tileTotal(fields));
  const known = useNightTable((s) => s.known);
  const { t } = useLingui();
  const { share, shared } = useShareLink(t`A mahjong hand`);
  // The bar above (total, verdict, payment) paints first; the reading and the items follow once
  // that frame is on screen, so a tap's answer never waits for fourteen more tile pictures. Gone is
  // gone at once: a hand that is no longer complete shows no stale reading. Nothing is shown before
  // the table is known (see night-table).
  const scored = known && scoring.kind === 'scored' && scoring.result?.ok ? scoring.result : null;
  const afterPaint = useAfterPaint(scored);
  const result = scored && afterPaint;
  const profile = hand.profile ?? 'sg';
  // What the core says cannot apply, asked only of a hand whose winning tile is known.
  const unavailable = unavailableEvents && winningTileOf(fields) ? unavailableEvents(hand) : undefined;
  const { module: extras } = scoreExtras.useLoaded();
  const actions = result && extras && <extras.ResultButtons hand={hand} onShare={() => void share(hand)} />;
  return (
    <div className="flex flex-col gap-2">
      <SpecialWins unavailable={unavailable} beside={actions} />
      {result && extras && shared?.hand === hand && (
        <extras.ShareLinkBox link={shared.link} outcome={shared.outcome} />
      )}
      <StorageNotice />
      {result && (
        <Suspense fallback={null}>
          <HowItScores result={result} declared={fields.declared} itemHref={(id) => itemHref(profile, id)} />
        </Suspense>
      )}
    </div>
  );
}

function Declaring() {
  const { mode, total, setMode, profile, seat } = useDraft(
    useShallow((s) => ({
      mode: s.declareMode,
      total: tileTotal(s),
      setMode: s.setDeclareMode,
      profile: s.profile,
      seat: s.seatWind,
    })),
  );
  const night = useNightTable((s) => s.night);
  const winner = useDraft((s) => s.nightWinner);
  const { i18n } = useLingui();
  const seatNow =
    night && winner && winner.hand === `${night.sessionId}#${night.handNumber}`
      ? night.seatWinds[winner.player]
      : seat;
  return (
    <>
      <DeclareBar mode={mode} onChange={setMode} roomForSet={total <= 11} />
      <TilePalette profile={night ? night.profile : profile} seat={seatNow} hint={i18n._(MODE_HINTS[mode])} />
    </>
  );
}

function TableRules({ tableChooser }: { tableChooser?: ReactNode }) {
  const { profile, rules, setProfile, setHouseRules } = useDraft(
    useShallow((s) => ({
      profile: s.profile,
      rules: s.houseRules[s.profile],
      setProfile: s.setProfile,
      setHouseRules: s.setHouseRules,
    })),
  );
  const night = useNightTable((s) => s.night);
  const [rulesOpen, setRulesOpen] = useState(false);
  const { t } = useLingui();
  return (
    <section aria-label={t`This table`} className="space-y-2">
      <ProfilePicker profile={profile} onChange={setProfile} night={night} chooser={tableChooser} />
      {!night && (
        <details
          className="rounded-lg border border-stone-300 p-2 dark:border-stone-700"
          onToggle={(e) => setRulesOpen(e.currentTarget.open)}
        >
          <summary className="cursor-pointer text-sm font-medium">
            <Trans>House rules for this table</Trans>
          </summary>
          <div className="pt-3">
            {rulesOpen && (
              <Suspense
                fallback={
                  <p className="text-sm">
                    <Trans>Opening the house rules…</Trans>
                  </p>
                }
              >
                <HouseRulesForm
                  profile={profile}
                  rules={rules ?? {}}
                  onChange={(next) => setHouseRules(profile, next)}
                />
              </Suspense>
            )}
          </div>
        </details>
      )}
    </section>
  );
}

function WinContextHere() {
  const night = useNightTable((s) => s.night);
  const known = useNightTable((s) => s.known);
  return <WinContext night={night} known={known} />;
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
  useEffect(() => afterNextPaint(() => setReady(true)), []);
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
   * Which events this hand cannot have had, and why, in a player's words (RULES.md section 2);
   * each is shown disabled with its reason. Called with the hand as it would be scored.
   */
  unavailableEvents?: (hand: HandInput) => Partial<Record<EventId, string>>;
  /** A saved-table picker, shown beside the profile choice (hidden while a night's table decides). */
  tableChooser?: ReactNode;
}) {
  const itemHref = props.itemHref ?? ruleHref;
  // Fetched once the screen is up, so the waits, the reading, the items and what to do with the hand
  // are ready before a hand is complete.
  useEffect(
    () =>
      afterNextPaint(() => {
        void scoreExtras.load().catch(() => undefined); // said where a part is missing
        void loadHowItScores();
      }),
    [],
  );
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-2 twocol:grid twocol:max-w-none twocol:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] twocol:grid-rows-[auto_1fr] twocol:items-start twocol:gap-x-3">
      <h1 className="sr-only">
        <Trans>Score a hand</Trans>
      </h1>
      <div className="contents twocol:col-start-2 twocol:row-start-1 twocol:flex twocol:flex-col twocol:gap-2">
        <Bar />
      </div>
      <div className="contents twocol:col-start-1 twocol:row-span-2 twocol:row-start-1 twocol:flex twocol:flex-col twocol:gap-1.5">
        <WinContextHere />
        <HandArea />
        <div className="space-y-1.5">
          <Declaring />
        </div>
      </div>
      <div className="contents twocol:col-start-2 twocol:row-start-2 twocol:flex twocol:flex-col twocol:gap-2">
        <Details itemHref={itemHref} unavailableEvents={props.unavailableEvents} />
        <TableRules tableChooser={props.tableChooser} />
      </div>
      <AfterPaint>
        <IfLedger onAbsent={noNight}>
          <NightWatcher />
        </IfLedger>
      </AfterPaint>
    </div>
  );
}
