// A live night's history on its screen: every change, newest first, with the phone that made it (as its
// people named it) and when, and "Restore the night to how it stood before this change", which every
// phone applies (the restore is itself a change in the history, and can be restored past in turn). A
// record's time is its phone's clock: one far from this phone's is said to be off, never shown as if true.
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId, useState } from 'react';
import type { NightSettings } from '../../../core/ledger';
import type { DbError, TaiTableDB } from '../../../db';
import { clockOff } from '../../../sync/clock';
import {
  restoreBefore,
  useNightHistory,
  type HistoryItem,
  type NightHistory as HistoryRead,
} from '../../../sync/history';
import { sentenceGap } from '../../../i18n/locales';
import { timeWords } from '../../../words/dates';
import { entryWords, refusalWords } from '../../../words/entry-words';
import { playerName } from '../../../words/night-words';
import { ALERT, NOTICE } from '../../../ui/styles';
import { phoneWordsOf } from './phone-words';

// Drawn again when its own history changes, not each time the night's screen is (memo): the
// history grows with every change of a live night, and its screen draws itself for each of them.
export const NightHistory = memo(function NightHistory({
  db,
  nightId,
  settings,
}: {
  db: TaiTableDB;
  nightId: string;
  settings: NightSettings;
}) {
  const { t } = useLingui();
  const history = useNightHistory(db, nightId);
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DbError | null>(null);
  const [done, setDone] = useState(false);
  const headingId = useId();
  if (!history) return null;
  const count = history.items.length;
  const restore = (recordId: string): void => {
    setBusy(true);
    setProblem(null);
    setDone(false);
    restoreBefore(db, nightId, recordId)
      .then(
        (result) => {
          setProblem(result.ok ? null : result.error);
          setDone(result.ok);
          setAsking(null);
        },
        (error: unknown) =>
          setProblem({
            code: 'internal_error',
            message: error instanceof Error ? error.message : String(error),
          }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <details className="mt-3" data-testid="night-history">
      <summary
        id={headingId}
        className="cursor-pointer font-medium"
      >{t`History of this night (${count} changes)`}</summary>
      {done && (
        <p
          role="status"
          className={NOTICE}
        >{t`The night is back to how it stood before that change, on every phone.`}</p>
      )}
      {problem && <RestoreProblem problem={problem} />}
      <HistoryList
        history={history}
        settings={settings}
        labelledBy={headingId}
        restore={{ asking, busy, ask: setAsking, restore }}
      />
    </details>
  );
});

/** What the list needs to offer "Restore …" on each change (a live night's); without it the list is read-only. */
export interface RestoreControls {
  /** The change whose restore is being asked about. */
  asking: string | null;
  busy: boolean;
  ask: (recordId: string | null) => void;
  restore: (recordId: string) => void;
}

/** A night's changes, newest first: when, which phone, what; with "Restore …" on each when `restore` is given. */
export function HistoryList({
  history,
  settings,
  labelledBy,
  restore,
}: {
  history: HistoryRead;
  settings: NightSettings;
  labelledBy: string;
  restore?: RestoreControls;
}) {
  const { t, i18n } = useLingui();
  const gap = sentenceGap(i18n.locale);
  const { items } = history;
  const who = phoneWordsOf(history.night.phones, settings.players, history.thisPhone);
  const now = history.readAt;
  const startedAt = history.night.meta.createdAt;
  return (
    <ol aria-labelledby={labelledBy} className="mt-2 space-y-2" reversed>
      {items
        .map((item, index) => ({ item, index }))
        .reverse()
        .map(({ item, index }) => (
          <li
            key={item.recordId}
            className={item.active && !item.late ? '' : 'opacity-60'}
            data-testid="history-item"
          >
            <p>
              {clockOff(item.at, { now, startedAt }) ? (
                <span data-clock-off data-at={item.at}>{t`clock off`}</span>
              ) : (
                <span className="tabular-nums" data-at={item.at}>
                  {timeWords(item.at)}
                </span>
              )}
              {' · '}
              <PhoneSaid phone={who(item.phone)} />
              {gap}
              <span id={`change-${item.recordId}`}>
                <ChangeWords item={item} settings={settings} />
              </span>
              {!item.active && <> {t`(taken back by a restore)`}</>}
              {item.active && item.late && <> {t`(made after the night was finished: not counted)`}</>}
            </p>
            {restore && index > 0 && restore.asking !== item.recordId && (
              <button
                type="button"
                className="btn mt-1"
                disabled={restore.busy}
                aria-describedby={`change-${item.recordId}`}
                onClick={() => restore.ask(item.recordId)}
              >
                {t`Restore the night to how it stood before this change`}
              </button>
            )}
            {restore && restore.asking === item.recordId && (
              <div className={`${NOTICE} mt-1`}>
                <p>
                  <Trans>
                    Every phone at the table will see the night as it stood before this change. Nothing is
                    lost: this change and the ones after it stay in the history.
                  </Trans>
                </p>
                <div className="mt-1 flex gap-2">
                  <button
                    type="button"
                    className="btn"
                    disabled={restore.busy}
                    onClick={() => restore.restore(item.recordId)}
                  >{t`Restore`}</button>
                  <button
                    type="button"
                    className="btn"
                    disabled={restore.busy}
                    onClick={() => restore.ask(null)}
                  >{t`Cancel`}</button>
                </div>
              </div>
            )}
          </li>
        ))}
    </ol>
  );
}

/** "Kumar’s phone:" before what it did, with the colon of the language in use ("Kumar的手机："). */
function PhoneSaid({ phone }: { phone: string }) {
  const { t } = useLingui();
  return t`${phone}:`;
}

function RestoreProblem({ problem }: { problem: DbError }) {
  const { t } = useLingui();
  const why = refusalWords(problem);
  return <p role="alert" className={ALERT}>{t`Nothing was changed (${why}).`}</p>;
}

/** One change in a player's words. */
function ChangeWords({ item, settings }: { item: HistoryItem; settings: NightSettings }) {
  const { t } = useLingui();
  const words = (entry: HistoryItem['entry']) => (entry ? entryWords(settings, entry) : t`an entry`);
  switch (item.kind) {
    case 'start':
      return t`started the night`;
    case 'record': {
      const what = words(item.entry);
      return t`recorded ${what}`;
    }
    case 'revise': {
      const before = words(item.previous);
      const after = words(item.entry);
      switch (item.why) {
        case 'delete':
          return t`deleted ${before}`;
        case 'undo':
          return item.entry === null ? t`took back ${before}` : t`took back a change: ${after} again`;
        case 'choose':
          return t`kept one of two versions: ${after}`;
        case 'aside':
          return t`set aside ${before}`;
        case 'bring_back':
          return t`brought back ${after}`;
        default:
          return t`changed ${before} to ${after}`;
      }
    }
    case 'keep':
      return t`kept one of the hands recorded at the same turn`;
    case 'status':
      return item.status === 'finished' ? t`finished the night` : t`reopened the night`;
    case 'restore':
      return t`put the night back to how it stood before an earlier change`;
    case 'pay_address': {
      const name = settings.players[item.paySeat ?? 0] ?? '';
      return item.payShared
        ? t`shared how ${name} is paid with the table`
        : t`stopped sharing how ${name} is paid`;
    }
    case 'phone': {
      const name = item.phoneName ?? playerName(settings.players, item.phoneSeat ?? 0);
      return t`said it is ${name}’s phone`;
    }
  }
}
