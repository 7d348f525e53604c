// The front door: tap in a winning hand and see its itemised score, live. Each part watches only
// its own slice of the draft, so a tap re-renders what it changed and the result paints fast.
// Layout: nothing above the palette ever changes height (the result bar, the win context and the
// hand row are fixed), so the palette never moves under the thumb; on a phone on its side the
// screen is two columns, the tiles on the left and the result on the right.
import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { EventId, HandInput } from '../../core/types';
import { draftToHand, selectHandFields, tileTotal, useDraft, winningTileOf } from '../../state/draft-store';
import { afterNextPaint } from '../../state/after-paint';
import { useNightTable } from '../../state/night-table';
import { RecordAction } from '../ledger/RecordAction';
import { SharePanel } from '../share/SharePanel';
import { DeclareBar, MODE_HINTS } from './DeclareBar';
import { HandArea } from './HandArea';
import { asMoney, asPoints, ItemList } from './ResultPanel';
import { Reading, ResultBar } from './ScoreResult';
import { ProfilePicker, SpecialWins, WinContext, type UnavailableEvents } from './TableContext';
import { TilePalette } from './TilePalette';
import { IfLedger } from '../ledger/IfLedger';
import { prepareScorerHere } from '../../worker/scorer-client';
import { requestScoring, useScoring } from './useScoring';

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
const NightWatcher = lazy(() => import('./NightWatcher'));
// The house-rule form (every registry entry, with its sentences) loads when its section is opened,
// so the first screen carries none of it.
const HouseRulesForm = lazy(() => import('../settings/HouseRulesForm').then((m) => ({ default: m.HouseRulesForm })));


function StorageNotice() {
  const { notice, dismiss } = useDraft(useShallow((s) => ({ notice: s.storageNotice, dismiss: s.dismissStorageNotice })));
  if (!notice) return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="flex-1">{notice}</p>
      <button type="button" className="btn-quiet" onClick={dismiss}>OK</button>
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
  const scoring = useScoring(hand, tileTotal(fields));
  const notice = useDraft((s) => s.notice);
  return (
    <ResultBar scoring={scoring} profile={hand.profile ?? 'sg'} robbed={fields.events.includes('robbing_kong')}
      amount={night ? asMoney : asPoints} onPickWait={pickWait} notice={notice} />
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

function Details({ itemHref, unavailableEvents }: { itemHref: ItemHref; unavailableEvents?: (hand: HandInput) => UnavailableEvents }) {
  const { hand, fields } = useScoredHand();
  const scoring = useScoring(hand, tileTotal(fields));
  // The bar above (total, verdict, payment) paints first; the reading and the items follow once
  // that frame is on screen, so a tap's answer never waits for fourteen more tile pictures. Gone is
  // gone at once: a hand that is no longer complete shows no stale reading.
  const scored = scoring.kind === 'scored' && scoring.result?.ok ? scoring.result : null;
  const afterPaint = useAfterPaint(scored);
  const result = scored && afterPaint;
  const profile = hand.profile ?? 'sg';
  // What the core says cannot apply, asked only of a hand whose winning tile is known.
  const unavailable = unavailableEvents && winningTileOf(fields) ? unavailableEvents(hand) : undefined;
  return (
    <div className="space-y-2">
      <SpecialWins unavailable={unavailable} />
      <StorageNotice />
      {result && (
        <section aria-label="How it scores" className="space-y-1.5">
          <Reading result={result} declared={fields.declared} />
          <ItemList result={result} itemHref={(id) => itemHref(profile, id)} />
          <div className="flex gap-2 pt-1">
            <div className="flex-1"><RecordAction hand={hand} /></div>
            <div className="flex-1"><SharePanel hand={hand} title="A mahjong hand" /></div>
          </div>
        </section>
      )}
    </div>
  );
}

function Declaring() {
  const { mode, total, setMode, profile, seat } = useDraft(useShallow((s) => ({
    mode: s.declareMode, total: tileTotal(s), setMode: s.setDeclareMode, profile: s.profile, seat: s.seatWind,
  })));
  const night = useNightTable((s) => s.night);
  const winner = useDraft((s) => s.nightWinner);
  const seatNow = night && winner && winner.hand === `${night.sessionId}#${night.handNumber}` ? night.seatWinds[winner.player] : seat;
  return (
    <>
      <DeclareBar mode={mode} onChange={setMode} roomForSet={total <= 11} />
      <TilePalette profile={night ? night.profile : profile} seat={seatNow} hint={MODE_HINTS[mode]} />
    </>
  );
}

function TableRules({ tableChooser }: { tableChooser?: ReactNode }) {
  const { profile, rules, setProfile, setHouseRules } = useDraft(useShallow((s) => ({
    profile: s.profile, rules: s.houseRules[s.profile], setProfile: s.setProfile, setHouseRules: s.setHouseRules,
  })));
  const night = useNightTable((s) => s.night);
  const [rulesOpen, setRulesOpen] = useState(false);
  return (
    <section aria-label="This table" className="space-y-2">
      <ProfilePicker profile={profile} onChange={setProfile} night={night} chooser={tableChooser} />
      {!night && (
        <details className="rounded-lg border border-stone-300 p-2 dark:border-stone-700" onToggle={(e) => setRulesOpen(e.currentTarget.open)}>
          <summary className="cursor-pointer text-sm font-medium">House rules for this table</summary>
          <div className="pt-3">
            {rulesOpen && (
              <Suspense fallback={<p className="text-sm">Opening the house rules…</p>}>
                <HouseRulesForm profile={profile} rules={rules ?? {}} onChange={(next) => setHouseRules(profile, next)} />
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
  return <WinContext night={night} />;
}

/**
 * A ledger that cannot be read (no IndexedDB, a failed upgrade) must not take the score screen with
 * it: the screen then scores as a plain table, and the session screen says what is wrong.
 */
class NightUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('The night could not be read; the score screen scores as a plain table:', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounts the night watcher once the first screen has painted. */
function AfterPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterNextPaint(() => setReady(true)), []);
  return ready ? <NightUnavailable><Suspense fallback={null}>{children}</Suspense></NightUnavailable> : null;
}

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
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-2 twocol:grid twocol:max-w-none twocol:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] twocol:grid-rows-[auto_1fr] twocol:items-start twocol:gap-x-3">
      <h1 className="sr-only">Score a hand</h1>
      <div className="contents twocol:col-start-2 twocol:row-start-1 twocol:flex twocol:flex-col twocol:gap-2">
        <div className="order-1 twocol:order-none"><Bar /></div>
      </div>
      <div className="contents twocol:col-start-1 twocol:row-span-2 twocol:row-start-1 twocol:flex twocol:flex-col twocol:gap-1.5">
        <div className="order-3 twocol:order-none"><HandArea /></div>
        <div className="order-4 space-y-1.5 twocol:order-none"><Declaring /></div>
        <div className="order-2 twocol:order-none"><WinContextHere /></div>
      </div>
      <div className="contents twocol:col-start-2 twocol:row-start-2 twocol:flex twocol:flex-col twocol:gap-2">
        <div className="order-5 twocol:order-none"><Details itemHref={itemHref} unavailableEvents={props.unavailableEvents} /></div>
        <div className="order-6 twocol:order-none"><TableRules tableChooser={props.tableChooser} /></div>
      </div>
      <AfterPaint><IfLedger><NightWatcher /></IfLedger></AfterPaint>
    </div>
  );
}
