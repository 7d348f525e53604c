// Past nights (#/history): every night on the phone, newest first; open one to see its ledger,
// continue or reopen it, export it as a spreadsheet or delete it; back up every night to a file and
// restore from one. A file that is not a good backup changes nothing and says why.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useState } from 'react';
import {
  deleteNight,
  exportCsv,
  getNight,
  listNights,
  reopenNight,
  type DamagedNight,
  type NightSummary,
  type NightDetail,
} from '../../db';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { RescuePanel } from '../../ui/RescuePanel';
import { navigate } from '../../state/route';
import { noteReopenedHere } from '../../state/live-finish';
import { withWords } from '../../i18n/with-words';
import { useDatabase, useRescueActions } from '../../app/database';
import { downloadText } from '../../ui/download';
import { Done, Problem } from '../../ui/Messages';
import { NightSettlement } from '../../ui/night/NightSettlement';
import { rememberCurrent } from '../../app/current-night';
import { PlayerAmounts } from '../../ui/night/PlayerAmounts';
import { ConfirmSheet } from '../../ui/Sheet';
import { BTN_DANGER, BTN_SECONDARY, CARD, LINK, MUTED } from '../../ui/styles';
import { csvWords, namedNight, refusalWords, unreadableWords } from '../../words/entry-words';
import { aboutNight, entryCountWords, nightTitle } from '../../words/night-words';
import { KeptCopies } from './KeptCopies';
import { NightsCompared } from './NightsCompared';
import { BackupPanel } from './BackupPanel';

const failedRead = unreadableWords;
/** A finished live night's room, connected while its night is open here: what came after the finish (loads the sync engine only then). */
const LateChanges = lazy(withWords(['live', 'ledger'], () => import('./live/LateChanges')));

type Listed = { ok: true; nights: NightSummary[]; damaged: DamagedNight[] } | { ok: false; message: string };
type Opened =
  | { ok: true; night: NightDetail }
  | { ok: false; message: string; night?: { id: string; name: string } }
  | null;

export default function HistoryScreen() {
  const rescue = useRescueActions();
  const { t } = useLingui();
  const db = useDatabase();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Live: nights started, changed, restored or deleted in another window show here at once.
  const listed = useLiveQuery(async (): Promise<Listed> => {
    try {
      const result = await listNights(db);
      return result.ok ? result : { ok: false, message: refusalWords(result.error) };
    } catch (error) {
      // Storage that cannot be read is said so, with the list left empty.
      return { ok: false, message: failedRead(error) };
    }
  }, [db]);
  const opened = useLiveQuery(async (): Promise<Opened> => {
    if (openedId === null) return null;
    try {
      const result = await getNight(db, openedId);
      return result.ok
        ? result
        : { ok: false, message: refusalWords(result.error), night: result.error.night };
    } catch (error) {
      // As above: said so in place of the night.
      return { ok: false, message: failedRead(error) };
    }
  }, [db, openedId]);
  const nights = listed?.ok ? listed.nights : null;
  const problem = listed && !listed.ok ? listed.message : null;

  const back = (): void => setOpenedId(null);

  if (openedId !== null && opened?.ok) {
    return (
      <ErrorBoundary
        rescue={rescue}
        what="this night"
        night={{ id: opened.night.id, name: opened.night.name }}
        resetKey={opened.night.id}
      >
        <OpenedNight
          night={opened.night}
          onBack={back}
          onDeleted={(name) => {
            setOpenedId(null);
            setDone(t`The night of ${name} was deleted from this phone.`);
          }}
        />
      </ErrorBoundary>
    );
  }
  if (openedId !== null && opened && !opened.ok) {
    return (
      <div className="space-y-4">
        <button type="button" className="btn-quiet -ml-2" onClick={back}>{t`← All nights`}</button>
        {opened.night ? (
          <RescuePanel
            rescue={rescue}
            title={t`This night cannot be shown`}
            message={opened.message}
            night={namedNight(opened.night)}
          />
        ) : (
          <Problem message={opened.message} />
        )}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">{t`Past nights`}</h1>
      <Problem message={problem} />
      <Done message={done} />
      {listed === undefined && <p role="status" className={MUTED}>{t`Reading the saved nights…`}</p>}
      {listed?.ok &&
        listed.damaged.map((night) => {
          const named = namedNight(night);
          const name = named.name;
          return (
            <RescuePanel
              rescue={rescue}
              key={night.id}
              title={t`The night of ${name} cannot be shown`}
              message={refusalWords({ code: 'night_damaged', message: night.message })}
              night={named}
            />
          );
        })}
      {nights?.length === 0 && (
        <p>
          <Trans>
            No nights on this phone yet.{' '}
            <a className={LINK} href="#/tonight">
              Start a night
            </a>
            , or restore a backup below.
          </Trans>
        </p>
      )}
      {nights && nights.length > 0 && (
        <ul aria-label={t`Nights, newest first`} className="space-y-3">
          {nights.map((s) => (
            <NightCard
              key={s.id}
              night={s}
              onOpen={() => {
                setDone(null);
                setOpenedId(s.id);
              }}
            />
          ))}
        </ul>
      )}
      <KeptCopies />
      <NightsCompared />
      <BackupPanel />
    </div>
  );
}

function StatusBadge({ status }: { status: NightSummary['status'] }) {
  const { t } = useLingui();
  return status === 'open' ? (
    <span className="shrink-0 rounded bg-emerald-800 px-1.5 py-0.5 text-xs font-bold uppercase text-white dark:bg-emerald-700">
      {t({ message: 'Open', context: 'a night not finished' })}
    </span>
  ) : (
    <span className="shrink-0 rounded bg-stone-200 px-1.5 py-0.5 text-xs font-bold uppercase text-stone-800 dark:bg-stone-700 dark:text-stone-100">{t`Finished`}</span>
  );
}

function NightCard({ night: summary, onOpen }: { night: NightSummary; onOpen: () => void }) {
  const { t } = useLingui();
  const titleId = `night-${summary.id}`;
  const name = nightTitle(summary);
  return (
    <li aria-labelledby={titleId} className={`${CARD} space-y-2`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            {name}
          </h2>
          <p className="text-xs text-stone-600 dark:text-stone-300">{aboutNight(summary)}</p>
        </div>
        <StatusBadge status={summary.status} />
      </div>
      <PlayerAmounts players={summary.players} amounts={summary.totals} label={t`Totals of ${name}`} />
      <button
        type="button"
        className={`${BTN_SECONDARY} w-full`}
        aria-label={t`Open the night of ${name}`}
        onClick={onOpen}
      >{t`Open`}</button>
    </li>
  );
}

function OpenedNight(props: { night: NightDetail; onBack: () => void; onDeleted: (name: string) => void }) {
  const { t } = useLingui();
  const db = useDatabase();
  const { night: summary } = props;
  const name = nightTitle(summary);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const entries = entryCountWords(summary.entryCount);

  const continueNight = async (): Promise<void> => {
    setBusy(true);
    // Reopened here: the other phones on the night are told, this one goes to it.
    if (summary.status === 'finished') noteReopenedHere(summary.id);
    const result = await reopenNight(db, summary.id);
    setBusy(false);
    if (!result.ok) {
      setProblem(refusalWords(result.error));
      return;
    }
    rememberCurrent(summary.id);
    navigate({ name: 'tonight' });
  };

  const spreadsheet = async (): Promise<void> => {
    const result = await exportCsv(db, summary.id, csvWords());
    if (!result.ok) {
      setProblem(refusalWords(result.error));
      return;
    }
    const fileName = result.fileName;
    // The byte-order mark makes Excel read the file as UTF-8, so Chinese names show as written.
    downloadText(result.fileName, `\uFEFF${result.csv}`, 'text/csv;charset=utf-8');
    setDone(t`Saved ${fileName}.`);
  };

  const remove = async (): Promise<void> => {
    setBusy(true);
    const result = await deleteNight(db, summary.id);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setProblem(refusalWords(result.error));
      return;
    }
    props.onDeleted(name);
  };

  return (
    <div className="space-y-4">
      <button type="button" className="btn-quiet -ml-2" onClick={props.onBack}>{t`← All nights`}</button>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold">{name}</h1>
          <p className={MUTED}>{aboutNight(summary)}</p>
        </div>
        <StatusBadge status={summary.status} />
      </div>
      <Problem message={problem} />
      <Done message={done} />
      {summary.status === 'finished' && (
        <Suspense fallback={null}>
          <LateChanges db={db} nightId={summary.id} players={summary.players} />
        </Suspense>
      )}
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn" disabled={busy} onClick={() => void continueNight()}>
          {summary.status === 'open' ? t`Continue this night` : t`Reopen this night`}
        </button>
        <button
          type="button"
          className={BTN_SECONDARY}
          onClick={() => void spreadsheet()}
        >{t`Spreadsheet (CSV)`}</button>
        <button
          type="button"
          className={`${BTN_DANGER} col-span-2`}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >{t`Delete this night`}</button>
      </div>
      <NightSettlement settings={summary.settings} ledger={summary.ledger} />
      {confirming && (
        <ConfirmSheet
          title={t`Delete this night?`}
          confirmLabel={t`Delete the night`}
          danger
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={() => void remove()}
        >
          <p>{t`The night of ${name}, with its ${entries} and totals, is removed from this phone for good. It cannot be undone.`}</p>
          <p>{t`Back up every night first (on Past nights) if it may be needed again.`}</p>
        </ConfirmSheet>
      )}
    </div>
  );
}
