// The score screen's parts that come just after the first screen: the result bar (with the waits, the
// total and who pays), what is below the palette (the special wins, Record and Share, how the hand scores)
// and the table's rules. The static shell already shows each of them; their code is a chunk of its own,
// fetched as the app takes the page over (ScoreScreen.tsx), and each part takes over its place in the
// shell as soon as it is here. A tap on one meanwhile is held and delivered then (state/later-parts.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { HandInput } from '../../core/types';
import { withWords } from '../../i18n/with-words';
import { afterNextPaint } from '../../state/after-paint';
import { draftToHand, selectHandFields, tileTotal, useDraft, winningTileOf } from '../../state/draft-store';
import { laterPartReady } from '../../state/later-parts';
import { STORAGE_REFUSED_NOTICE } from './draft-notices';
import { useNightTable } from '../../state/night-table';
import { prepareScoring, requestScoring, useScoring } from '../../state/scoring';
import { useShareLink } from '../../ui/share/use-share-link';
import { asMoney, asPoints } from '../../words/result-words';
import { ResultBar } from './ScoreResult';
import { scoreExtras } from './score-extras';
import { DeclareBar } from './DeclareBar';
import { HandArea } from './HandArea';
import { ProfilePicker, SpecialWins } from './TableChoices';
import { WinContext } from './TableContext';
import { unavailableEvents } from './unavailable-events';
import { SavedTableChooser } from '../../app/SavedTableChooser';

export type ItemHref = (profile: string, id: string) => string;

// Scoring starts in the tap itself, as the draft changes: answered at once once the scorer is on
// this thread, else the worker works while React renders. (Before this chunk is here, a hand is asked
// for when the result bar first draws it.)
useDraft.subscribe((state) => {
  const total = tileTotal(state);
  // The first tile of a visit loads the scorer onto this thread, in the idle time between taps (see
  // scorer-client): ready long before the thirteenth, and never part of opening the app.
  if (total > 0) prepareScoring();
  requestScoring(draftToHand(state, useNightTable.getState().night), total);
});

// How a hand scores shows only once it has a result: fetched once the screen is up (ScoreScreen.tsx),
// so it is there by the time a hand is complete.
export const loadHowItScores = withWords('later', () => import('./HowItScores'));
const HowItScores = lazy(loadHowItScores);
// The house-rule form (every registry entry, with its sentences) loads when its section is opened,
// so the first screen carries none of it. It is the settings' code, so it brings the settings' words.
const HouseRulesForm = lazy(
  withWords('settings', () =>
    import('../../ui/house-rules/HouseRulesForm').then((m) => ({ default: m.HouseRulesForm })),
  ),
);

/** Says to the page's entry that this part answers taps now (state/later-parts.ts). */
function useReady(part: string): void {
  useEffect(() => laterPartReady(part), [part]);
}

function StorageNotice() {
  const { refused, dismiss } = useDraft(
    useShallow((s) => ({ refused: s.storageRefused, dismiss: s.dismissStorageNotice })),
  );
  const { i18n } = useLingui();
  if (!refused) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="flex-1">{i18n._(STORAGE_REFUSED_NOTICE)}</p>
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

/** The result bar above the hand (part `result`). */
export function Bar() {
  useReady('result');
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

/** Below the palette: the special wins, Record and Share, how the hand scores (part `below`). */
export function Details({
  itemHref,
  explainUnavailable,
}: {
  itemHref: ItemHref;
  explainUnavailable: boolean;
}) {
  useReady('below');
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
  const unavailable = explainUnavailable && winningTileOf(fields) ? unavailableEvents(hand) : undefined;
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

/** The table's rules, or the night's table named (part `table`). */
export function TableRules({ chooseSavedTable }: { chooseSavedTable: boolean }) {
  useReady('table');
  const { profile, rules, setProfile, setHouseRules } = useDraft(
    useShallow((s) => ({
      profile: s.profile,
      rules: s.houseRules[s.profile],
      setProfile: s.setProfile,
      setHouseRules: s.setHouseRules,
    })),
  );
  const night = useNightTable((s) => s.night);
  const known = useNightTable((s) => s.known);
  const [rulesOpen, setRulesOpen] = useState(false);
  const { t } = useLingui();
  // Until the app knows whether a night is open, neither table's rules are offered: a tap on the plain
  // table's would choose rules for a night that has its own.
  if (!known)
    return (
      <section aria-label={t`This table`} className="space-y-2">
        <div
          aria-hidden="true"
          data-night-pending
          className="h-10 rounded-lg bg-stone-200 dark:bg-stone-800"
        />
      </section>
    );
  return (
    <section aria-label={t`This table`} className="space-y-2" data-plain-table={night ? undefined : ''}>
      <ProfilePicker
        profile={profile}
        onChange={setProfile}
        night={night}
        chooser={chooseSavedTable ? <SavedTableChooser /> : undefined}
      />
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

/** How the hand was won and where, or who won at a night's table (part `win`). */
export function WinContextHere() {
  useReady('win');
  const night = useNightTable((s) => s.night);
  const known = useNightTable((s) => s.known);
  return <WinContext night={night} known={known} />;
}

/** The hand as tapped in (part `hand`). */
export function HandHere() {
  useReady('hand');
  return <HandArea />;
}

/** What the next palette tap makes: a tile, or a whole declared set (part `declare`). */
export function Declaring() {
  useReady('declare');
  const { mode, total, setMode } = useDraft(
    useShallow((s) => ({ mode: s.declareMode, total: tileTotal(s), setMode: s.setDeclareMode })),
  );
  return <DeclareBar mode={mode} onChange={setMode} roomForSet={total <= 11} />;
}
