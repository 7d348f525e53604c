// A shared hand (#/h/<code>) opened on any phone: the hand and its result, scored here, read-only,
// with "Edit a copy" and "Record". A broken link says why and leads to the score screen, changing nothing.
import { useMemo } from 'react';
import { decodeShareCode } from '../../core/share-code';
import { PROFILE_SETTINGS } from '../../core/options';
import type { HandInput } from '../../core/types';
import { useDraft } from '../../state/draft-store';
import { navigate } from '../../state/route';
import { HandTiles } from '../../ui/HandTiles';
import { ResultPanel } from '../score/ResultPanel';
import { ScoreScreen } from '../score/ScoreScreen';
import { RecordAction } from '../ledger/RecordAction';
import { eventCopy } from '../score/TableContext';
import { useScoring } from '../score/useScoring';

const WIND_NAMES: Record<string, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };

function SharedHand({ hand }: { hand: HandInput }) {
  const scoring = useScoring(hand, 14);
  const profile = hand.profile ?? 'sg';
  const facts = [
    PROFILE_SETTINGS[profile].name,
    hand.winning_from_discard ? 'won on a discard' : 'self-drawn',
    `seat ${WIND_NAMES[hand.seat_wind ?? 'E']}`,
    `${WIND_NAMES[hand.prevailing_wind ?? 'E']} round`,
    ...(hand.events ?? []).map((e) => eventCopy(e, profile)?.label.toLowerCase() ?? e),
  ];

  const editCopy = (): void => {
    useDraft.getState().load(hand);
    navigate({ name: 'score' });
  };

  return (
    <div className="space-y-3">
      <h1 className="text-xl font-bold">Shared hand</h1>
      <p className="text-sm text-stone-700 dark:text-stone-200">{facts.join(' · ')}</p>
      <HandTiles hand={hand} />
      <ResultPanel scoring={scoring} profile={profile} onPickWait={() => undefined} />
      <div className="flex gap-2">
        <button type="button" className="btn flex-1" onClick={editCopy}>Edit a copy</button>
      </div>
      <RecordAction hand={hand} />
    </div>
  );
}

export default function ShareView({ code }: { code: string }) {
  const decoded = useMemo(() => decodeShareCode(code), [code]);
  if (!decoded.ok) {
    return (
      <div className="space-y-4">
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">This shared hand cannot be opened.</p>
          <p className="text-sm">{decoded.error.message}</p>
        </div>
        <ScoreScreen />
      </div>
    );
  }
  return <SharedHand hand={decoded.hand} />;
}
