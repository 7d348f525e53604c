// What another phone did to the night this phone is on (finished or reopened it), said wherever the phone
// is, naming that phone as its people named it: loaded by LiveKeeper only when there is such a notice.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaiTableDB } from '../../db';
import { phoneLabelsOf, useNightHistory } from '../../sync';
import { LINK } from '../../ui/styles';
import { timeWords } from '../../words/dates';
import { nightTitle, profileName } from '../../words/night-words';
import { phoneNamingWords } from '../../words/phone-words';
import type { Notice, Titled } from './LiveKeeper';

/**
 * What another phone did to the night this phone is on, said wherever it is, never a silent jump: "Friday
 * night, started at 19:02 (Singapore table), was finished on Kumar’s phone" (Settle up one tap away), or
 * "… was reopened on Phone 2" (the night one tap away). Named with its start time and table, since two
 * nights of one day share a date name; the phone as its people named it (its last finish or reopen).
 */
export default function NightChangedElsewhere({
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
