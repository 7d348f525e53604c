// A shared hand (#/h/<code>) opened on any phone: the hand and its result, scored here, read-only,
// with "Edit a copy" and "Record". A broken link says why and leads to the score screen, changing nothing.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { decodeShareCode, type ShareDecodeError } from '../../core/share-code';
import type { HandInput } from '../../core/types';
import { useDraft } from '../../state/draft-store';
import { navigate } from '../../state/route';
import { HandTiles } from '../../ui/HandTiles';
import { ResultPanel } from '../../ui/ResultDetails';
import { RecordAction } from '../../app/RecordAction';
import { eventLabel } from '../../words/event-labels';
import { useScoring } from '../../state/scoring';
import { errorWords, profileName } from '../../words/names/ready';

const WIND_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  E: msg`East`,
  S: msg`South`,
  W: msg`West`,
  N: msg`North`,
};

/** Why a hand link cannot be opened. A hand the scorer refuses says the scorer's reasons, worded by their codes. */
function handLinkWords(i18n: I18n, error: ShareDecodeError): string {
  switch (error.code) {
    case 'empty':
      return i18n._(msg`This link has no hand in it. Ask for the link again.`);
    case 'malformed':
      return i18n._(
        msg`This link does not hold a hand this app can read. Check that the whole link was copied.`,
      );
    case 'truncated':
      return i18n._(
        msg`This link is incomplete: the end of the hand is missing. Copy the whole link and try again.`,
      );
    case 'tampered':
      return i18n._(
        msg`This link was changed or mistyped after it was shared, so the hand in it cannot be trusted. Ask for the link again.`,
      );
    case 'newer_version':
      return i18n._(msg`This hand was shared from a newer version of the app. Update the app to open it.`);
    case 'out_of_range':
      return i18n._(
        msg`A house rule in this link has a value out of the range the app allows, so the link was changed or damaged after it was shared. Ask for the link again (if it came from a newer version of the app, update the app).`,
      );
    case 'invalid_hand': {
      // The scorer's reasons are codes with their values, worded as the score screen words them.
      const detail = (error.errors ?? []).map((e) => errorWords(e)).join(' ');
      return error.firstRelease
        ? i18n._(
            msg`This hand was shared from the first release of the app, which scored an event the hand cannot have had; the rules now refuse it. ${detail}`,
          )
        : i18n._(msg`The hand in this link is not a valid hand. ${detail}`);
    }
  }
}

function SharedHand({ hand }: { hand: HandInput }) {
  const { t, i18n } = useLingui();
  const scoring = useScoring(hand, 14);
  const profile = hand.profile ?? 'sg';
  const seat = i18n._(WIND_NAMES[hand.seat_wind ?? 'E'] ?? WIND_NAMES.E!);
  const round = i18n._(WIND_NAMES[hand.prevailing_wind ?? 'E'] ?? WIND_NAMES.E!);
  const facts = [
    profileName(profile),
    hand.winning_from_discard ? t`won on a discard` : t`self-drawn`,
    t`seat ${seat}`,
    t`${round} round`,
    ...(hand.events ?? []).map((e) => eventLabel(e, profile)?.toLowerCase() ?? e),
  ];

  const editCopy = (): void => {
    useDraft.getState().load(hand);
    navigate({ name: 'score' });
  };

  return (
    <div className="space-y-3">
      <h1 className="text-xl font-bold">{t`Shared hand`}</h1>
      <p className="text-sm text-stone-700 dark:text-stone-200">{facts.join(' · ')}</p>
      <HandTiles hand={hand} />
      <ResultPanel scoring={scoring} profile={profile} onPickWait={() => undefined} />
      <div className="flex gap-2">
        <button type="button" className="btn flex-1" onClick={editCopy}>{t`Edit a copy`}</button>
      </div>
      <RecordAction hand={hand} />
    </div>
  );
}

/** `scoreScreen` is shown under a link that cannot be opened, so the player can go on scoring (the app gives it). */
export default function ShareView({ code, scoreScreen }: { code: string; scoreScreen: ReactNode }) {
  const { t, i18n } = useLingui();
  const decoded = useMemo(() => decodeShareCode(code), [code]);
  if (!decoded.ok) {
    return (
      <div className="space-y-4">
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{t`This shared hand cannot be opened.`}</p>
          <p className="text-sm">{handLinkWords(i18n, decoded.error)}</p>
        </div>
        {scoreScreen}
      </div>
    );
  }
  return <SharedHand hand={decoded.hand} />;
}
