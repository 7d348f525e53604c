// One kept live history, read-only (loaded when its line on the night's screen is opened): every change
// the table made while the night was live, as this phone had it when it went on alone.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { NightSettings } from '../../../core/ledger';
import type { DbError } from '../../../db/result';
import type { TaiTableDB } from '../../../db/schema';
import type { NightHistory } from '../../../sync/history';
import { readKeptHistory } from '../../../sync/kept-history';
import { refusalWords } from '../../../words/entry-words';
import { ALERT, MUTED } from '../../../ui/styles';
import { HistoryList } from './NightHistory';

export default function KeptHistoryView({
  db,
  nightId,
  at,
  settings,
  labelledBy,
}: {
  db: TaiTableDB;
  nightId: string;
  at: number;
  settings: NightSettings;
  labelledBy: string;
}) {
  const { t } = useLingui();
  const [read, setRead] = useState<{ history: NightHistory } | { problem: DbError } | null>(null);
  useEffect(() => {
    let cancelled = false;
    readKeptHistory(db, nightId, at).then(
      (result) => {
        if (!cancelled) setRead(result.ok ? { history: result.history } : { problem: result.error });
      },
      (error: unknown) => {
        if (!cancelled)
          setRead({
            problem: {
              code: 'internal_error',
              message: error instanceof Error ? error.message : String(error),
            },
          });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [db, nightId, at]);
  if (read === null) return null;
  if ('problem' in read) {
    const why = refusalWords(read.problem);
    return <p role="alert" className={ALERT}>{t`This kept history cannot be shown (${why}).`}</p>;
  }
  return (
    <div data-testid="kept-history-list">
      <p
        className={MUTED}
      >{t`Read only: the live night’s changes as this phone had them when it went on alone. Nothing here can be changed.`}</p>
      <HistoryList history={read.history} settings={settings} labelledBy={labelledBy} />
    </div>
  );
}
