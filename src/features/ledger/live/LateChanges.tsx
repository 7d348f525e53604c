// A finished live night, opened on Past nights or Settle up: this phone connects to its room while it is
// shown (read-only: nothing can be recorded into a finished night), so a reopen or a change made elsewhere
// reaches every phone that looks. Changes made after the night was finished on another phone (the finish
// had not seen them, src/sync/log-read.ts) are not counted; each is said here, with the reopen one tap away.
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { reopenNight, type TaiTableDB } from '../../../db';
import { useLiveNight, type LateChange } from '../../../sync';
import { navigate } from '../../../state/route';
import { noteReopenedHere } from '../../../state/live-finish';
import { refusalWords } from '../../../words/entry-words';
import { rememberCurrent } from '../../../app/current-night';
import { NOTICE } from '../../../ui/styles';
import { usePhoneWords, type PhoneWords } from './phone-words';

const endsAHand = (change: LateChange): boolean =>
  change.entry?.kind === 'win' || change.entry?.kind === 'draw';

/** One late change in a player's words: which hand or entry, on which phone, which phone finished, and that it does not count. */
function lateWords(change: LateChange, who: PhoneWords): string {
  const phone = who(change.phone);
  const finisher = who(change.finishedBy);
  const hand = change.hand ?? 0;
  const number = change.number ?? 0;
  if (change.kind === 'record' && endsAHand(change))
    return t`Hand ${hand}, recorded on ${phone} after the night was finished on ${finisher}: not counted.`;
  if (change.kind === 'record')
    return t`An entry during hand ${hand}, recorded on ${phone} after the night was finished on ${finisher}: not counted.`;
  if (change.number === undefined)
    return t`A change made on ${phone} after the night was finished on ${finisher}: not counted.`;
  return t`A change to entry ${number}, made on ${phone} after the night was finished on ${finisher}: not counted.`;
}

/** Connects to a finished live night's room while shown, and says what was made after it was finished. */
export default function LateChanges({
  db,
  nightId,
  players,
  title,
}: {
  db: TaiTableDB;
  nightId: string;
  players: readonly string[];
  /** The night's title, where the screen does not say which night this is (the night's tab, after it was finished). */
  title?: string;
}) {
  const { t } = useLingui();
  const state = useLiveNight(db, nightId);
  const who = usePhoneWords(db, nightId, players);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (state.late.length === 0) return null;

  const reopen = async (): Promise<void> => {
    setBusy(true);
    noteReopenedHere(nightId);
    const result = await reopenNight(db, nightId);
    setBusy(false);
    if (!result.ok) {
      setProblem(refusalWords(result.error));
      return;
    }
    rememberCurrent(nightId);
    navigate({ name: 'tonight' });
  };

  const count = state.late.length;
  return (
    <div data-testid="night-late-changes" className={`${NOTICE} space-y-2`}>
      {title !== undefined && <p className="font-semibold">{t`The night “${title}” was finished`}</p>}
      {/* Said as it arrives (a role on the list itself would take its items' list semantics away). */}
      <div role="status">
        <ul className="space-y-1">
          {state.late.map((change) => (
            <li key={change.recordId} data-testid="night-late-change">
              {lateWords(change, who)}
            </li>
          ))}
        </ul>
      </div>
      {problem && <p role="alert">{problem}</p>}
      <button type="button" className="btn" disabled={busy} onClick={() => void reopen()}>
        {count === 1 ? t`Reopen the night to count it` : t`Reopen the night to count them`}
      </button>
    </div>
  );
}
