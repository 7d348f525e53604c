// Settle up (#/settle): for the open night (or another chosen one, finished ones too) who pays whom
// in the fewest payments, the totals and their check, the payment table and every entry.
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { getNight, listNights, type NightSummary, type NightDetail, type TaiTableDB } from '../../db';
import { ErrorBoundary, type NightRef } from '../../ui/ErrorBoundary';
import { RescuePanel } from '../../ui/RescuePanel';
import { useDatabase, useRescueActions } from '../../app/database';
import { Problem } from '../../ui/Messages';
import { NightSettlement } from '../../ui/night/NightSettlement';
import { currentOf } from '../../app/current-night';
import { FIELD_LABEL, INPUT, LINK, MUTED } from '../../ui/styles';
import { namedNight, refusalWords, unreadableWords } from '../../words/entry-words';
import { timeWords } from '../../words/dates';
import { entryCountWords, nightDate, nightTitle } from '../../words/night-words';
import { ShareNight } from './ShareNight';
import { TotalsChart } from '../../ui/night/TotalsChart';
import { SettleWithScan } from './pay/SettleWithScan';
import { useLiveNightWith, withWaitingHands } from '../../sync';
import { SettleChoices } from './live/SettleChoices';
import LateChanges from './live/LateChanges';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; night?: NightRef }
  | { kind: 'ready'; nights: NightSummary[]; night: NightDetail | null };

/** Tonight's if one is open, else the night touched last (the one just finished). */
async function loadSettle(db: TaiTableDB, chosen: string | null): Promise<Loaded> {
  const listed = await listNights(db);
  if (!listed.ok) return { kind: 'failed', message: refusalWords(listed.error) };
  const pick =
    (chosen && listed.nights.find((s) => s.id === chosen)) ||
    currentOf(listed.nights) ||
    [...listed.nights].sort((a, b) => b.updatedAt - a.updatedAt)[0];
  if (!pick) return { kind: 'ready', nights: [], night: null };
  const opened = await getNight(db, pick.id);
  if (!opened.ok) return { kind: 'failed', message: refusalWords(opened.error), night: opened.error.night };
  return { kind: 'ready', nights: listed.nights, night: opened.night };
}

/**
 * The settlement and the chart of an open night. On a live night with a conflict open, the notice and
 * "if you keep …" for each choice stand in place of one settlement, and the chart says on itself that it
 * plots the night as counted meanwhile (the connection is the app's: this only reads where the night
 * stands). Both from one pair of rows and state that agrees: never a settled list of payments for a
 * version not kept.
 */
function LiveSettlement({ db, night: read }: { db: TaiTableDB; night: NightDetail }) {
  const { night, live } = useLiveNightWith(db, read);
  const open = live.openConflicts;
  return (
    <>
      <NightSettlement
        settings={night.settings}
        ledger={night.ledger}
        unsettled={
          open > 0 ? (
            // The night's rows count one hand of each hand conflict: its waiting hands are put back beside it for "if you keep …".
            <SettleChoices
              settings={night.settings}
              entries={withWaitingHands(night.entries, live.conflicts)}
              ledger={night.ledger}
              conflicts={live.conflicts}
              editConflicts={live.editConflicts}
              open={open}
            />
          ) : undefined
        }
        scan={<ScanCodes night={night} />}
      />
      <TotalsChart players={night.settings.players} ledger={night.ledger} unsettled={live} />
    </>
  );
}

/** Each payment as a PayNow or FPS code, for the players whose address this phone has. */
const ScanCodes = ({ night }: { night: NightDetail }) => (
  <SettleWithScan
    nightId={night.id}
    settings={night.settings}
    totals={night.ledger.totals}
    createdAt={night.createdAt}
    payShared={night.payShared}
  />
);

/**
 * Each night's label in the picker, by id: "Friday night (Fri, 13 Jun 2025) · open". Two nights of one day
 * named by their date (or by the same typed name) would read alike, so those say when each started
 * ("Thu, 3 Dec 2026 · started at 7:02 pm · finished"), and, started in the same minute, how many entries
 * each holds. A typed name stays as typed.
 */
function nightChoices(nights: readonly NightSummary[]): Map<string, string> {
  const named = new Map(
    nights.map((s) => {
      const name = nightTitle(s);
      const date = nightDate(s.createdAt);
      return [s.id, name === date ? name : t`${name} (${date})`];
    }),
  );
  const told = tellApart(nights, named, (s, label) => {
    const time = timeWords(s.createdAt);
    return t`${label} · started at ${time}`;
  });
  const counted = tellApart(nights, told, (s, nightName) => {
    const entries = entryCountWords(s.entryCount);
    return t`${nightName} · ${entries}`;
  });
  return new Map(
    nights.map((s) => {
      const dated = counted.get(s.id) ?? '';
      return [s.id, s.status === 'open' ? t`${dated} · open` : t`${dated} · finished`];
    }),
  );
}

/** The labels, with `more` added to each label two or more nights share. */
function tellApart(
  nights: readonly NightSummary[],
  labels: Map<string, string>,
  more: (night: NightSummary, label: string) => string,
): Map<string, string> {
  const uses = new Map<string, number>();
  for (const label of labels.values()) uses.set(label, (uses.get(label) ?? 0) + 1);
  return new Map(
    nights.map((s) => {
      const label = labels.get(s.id) ?? '';
      return [s.id, (uses.get(label) ?? 0) > 1 ? more(s, label) : label];
    }),
  );
}

export default function SettleScreen() {
  const rescue = useRescueActions();
  const { t } = useLingui();
  const db = useDatabase();
  const [chosen, setChosen] = useState<string | null>(null);
  // Live: a hand recorded in another window shows here within a moment.
  const loaded: Loaded = useLiveQuery(
    () =>
      loadSettle(db, chosen).catch((error: unknown): Loaded =>
        // Storage that cannot be read is said so, in place of the settlement.
        ({ kind: 'failed', message: unreadableWords(error) }),
      ),
    [db, chosen],
  ) ?? { kind: 'loading' };
  const nightName = loaded.kind === 'ready' && loaded.night ? nightTitle(loaded.night) : '';
  const entries = loaded.kind === 'ready' && loaded.night ? entryCountWords(loaded.night.entryCount) : '';
  const choices = loaded.kind === 'ready' ? nightChoices(loaded.nights) : new Map<string, string>();
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">{t`Settle up`}</h1>
      {loaded.kind === 'loading' && <p role="status" className={MUTED}>{t`Adding up the night…`}</p>}
      {loaded.kind === 'failed' && !loaded.night && <Problem message={loaded.message} />}
      {loaded.kind === 'failed' && loaded.night && (
        <RescuePanel
          rescue={rescue}
          title={t`This night cannot be settled here`}
          message={loaded.message}
          night={namedNight(loaded.night)}
        />
      )}
      {loaded.kind === 'ready' && !loaded.night && (
        <p>
          <Trans>
            No nights on this phone yet.{' '}
            <a className={LINK} href="#/tonight">
              Start a night
            </a>{' '}
            and settle it up here at the end.
          </Trans>
        </p>
      )}
      {loaded.kind === 'ready' && loaded.night && (
        <>
          {loaded.nights.length > 1 && (
            <div>
              <label htmlFor="settle-night" className={FIELD_LABEL}>{t`Night`}</label>
              <select
                id="settle-night"
                className={INPUT}
                value={loaded.night.id}
                onChange={(e) => setChosen(e.target.value)}
              >
                {loaded.nights.map((s) => (
                  <option key={s.id} value={s.id}>
                    {choices.get(s.id)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <p className={MUTED}>
            {t`${nightName} · ${entries}`} ·{' '}
            {loaded.night.status === 'open' ? (
              <a className={LINK} href="#/tonight">{t`still open: back to the night`}</a>
            ) : (
              t`finished`
            )}
          </p>
          <ErrorBoundary
            rescue={rescue}
            what="this night"
            night={{ id: loaded.night.id, name: loaded.night.name }}
            resetKey={loaded.night.id}
          >
            {loaded.night.status === 'open' ? (
              <LiveSettlement db={db} night={loaded.night} />
            ) : (
              // A finished night's connection is opened by LateChanges alone, to hear of a reopen or a change made after the finish.
              <>
                <LateChanges db={db} nightId={loaded.night.id} players={loaded.night.settings.players} />
                <NightSettlement
                  settings={loaded.night.settings}
                  ledger={loaded.night.ledger}
                  scan={<ScanCodes night={loaded.night} />}
                />
                <TotalsChart players={loaded.night.settings.players} ledger={loaded.night.ledger} />
              </>
            )}
            <ShareNight night={loaded.night} />
          </ErrorBoundary>
        </>
      )}
    </div>
  );
}
