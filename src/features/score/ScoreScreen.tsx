// The front door: tap in a winning hand and see its itemised score, live. Each part watches only
// its own slice of the draft, so a tap re-renders what it changed and the result paints fast.
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { draftToHand, selectHandFields, tileTotal, useDraft } from '../../state/draft-store';
import { HouseRulesForm } from '../settings/HouseRulesForm';
import { RecordAction } from '../ledger/RecordAction';
import { SharePanel } from '../share/SharePanel';
import { DeclareBar, MODE_HINTS } from './DeclareBar';
import { HandArea } from './HandArea';
import { ResultPanel } from './ResultPanel';
import { ProfilePicker, SpecialWins, WinContext } from './TableContext';
import { TilePalette } from './TilePalette';
import { requestScoring, useScoring } from './useScoring';

type ItemHref = (profile: string, id: string) => string;

/** Each scored item links to its rule: the pattern's page under this table's rules. */
export const ruleHref: ItemHref = (profile, id) => `#/rules/${profile}/${id}`;

// Scoring starts in the tap itself, as the draft changes, so the worker works while React renders.
useDraft.subscribe((state) => requestScoring(draftToHand(state), tileTotal(state)));

function ScoredHand({ itemHref }: { itemHref?: ItemHref }) {
  const fields = useDraft(useShallow(selectHandFields));
  const hand = useMemo(() => draftToHand(fields), [fields]);
  const scoring = useScoring(hand, tileTotal(fields));
  const errors = scoring.kind === 'scored' && scoring.result && !scoring.result.ok ? scoring.result.errors : [];
  const pickWait = (tile: string): void => {
    const draft = useDraft.getState();
    draft.setDeclareMode('hand');
    draft.tapPalette(tile);
  };
  return (
    <>
      <ResultPanel scoring={scoring} profile={fields.profile} onPickWait={pickWait}
        itemHref={itemHref ? (id) => itemHref(fields.profile, id) : undefined}
        actions={<><RecordAction hand={hand} /><SharePanel hand={hand} title="A mahjong hand" /></>} />
      <HandArea errors={errors} />
    </>
  );
}

function Notice() {
  const notice = useDraft((s) => s.notice);
  if (!notice) return null;
  return <p role="alert" className="rounded-md bg-amber-100 p-2 text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50">{notice}</p>;
}

function Declaring() {
  const { mode, total, setMode, profile } = useDraft(useShallow((s) => ({
    mode: s.declareMode, total: tileTotal(s), setMode: s.setDeclareMode, profile: s.profile,
  })));
  return (
    <>
      <DeclareBar mode={mode} onChange={setMode} roomForSet={total <= 11} />
      <TilePalette profile={profile} hint={MODE_HINTS[mode]} />
    </>
  );
}

function TableRules() {
  const { profile, rules, setProfile, setHouseRules } = useDraft(useShallow((s) => ({
    profile: s.profile, rules: s.houseRules[s.profile], setProfile: s.setProfile, setHouseRules: s.setHouseRules,
  })));
  return (
    <>
      <ProfilePicker profile={profile} onChange={setProfile} />
      <details className="rounded-lg border border-stone-300 p-2 dark:border-stone-700">
        <summary className="cursor-pointer text-sm font-medium">House rules for this table</summary>
        <div className="pt-3">
          <HouseRulesForm profile={profile} rules={rules ?? {}} onChange={(next) => setHouseRules(profile, next)} />
        </div>
      </details>
    </>
  );
}

export function ScoreScreen(props: { itemHref?: ItemHref }) {
  const itemHref = props.itemHref ?? ruleHref;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <h1 className="sr-only">Score a hand</h1>
      <div className="space-y-3 lg:order-1">
        <ScoredHand itemHref={itemHref} />
        <Notice />
        <Declaring />
        <WinContext />
      </div>
      <div className="space-y-3 lg:order-2">
        <SpecialWins />
        <TableRules />
      </div>
    </div>
  );
}
