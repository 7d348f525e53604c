// The open night on Tonight's screen, top to bottom: its heading (the hand now, who deals), the players'
// seats and running totals, what to record, the live night's panel, every entry newest first with Edit,
// Delete and Undo, the running totals' chart, sharing and paying, and the way to settle up. The changes
// themselves are use-night-changes.ts; their sheets, NightDialog.tsx.
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, type Ref } from 'react';
import { hasTablePayments, type LedgerRow, type NightSettings } from '../../core/ledger';
import type { NightDetail } from '../../db';
import { useDatabase } from '../../app/database';
import { Done, Problem } from '../../ui/Messages';
import { EntryList } from '../../ui/night/EntryList';
import { PlayerBoard } from '../../ui/night/PlayerBoard';
import { TotalsChart, type ChartConflicts } from '../../ui/night/TotalsChart';
import { BTN_SECONDARY, CARD, LINK, MUTED } from '../../ui/styles';
import { nightTitle, playerName, roundName, stakesLine } from '../../words/night-words';
import { houseRulesGlanceWords } from '../../words/names/ready';
import { houseRuleChanges } from '../../core/house-rules-summary';
import { OpenConflictsNotice } from './live/Conflicts';
import { LiveNightPanel, useLiveNightView, type LiveNightView } from './live/LiveNight';
import { NightDialog, type NewEntryKind } from './NightDialog';
import { PayAddressesCard } from './pay/SettleWithScan';
import { ShareNight } from './ShareNight';
import type { HandedNight } from './night-handoff';
import type { UndoPreview } from './undo-preview';
import { undoWords } from './undo-words';
import { useNightChanges, type NightChanges } from './use-night-changes';

/**
 * The open night's screen. Drawn again only when one of its props changes (memo): the live query reading
 * back the night a change handed over answers the very objects drawn (night-handoff.ts), and the
 * screen around it is then not drawn again on each phone for each change.
 */
export const OpenNight = memo(function OpenNight({
  night: open,
  undo,
  storageDenied,
  pointerRefused,
  arrived = false,
  notKept = null,
  onHanded,
}: {
  night: NightDetail;
  undo: UndoPreview | null;
  storageDenied: boolean;
  pointerRefused: boolean;
  /** Just started from the form, whose Start button was at the bottom of a scrolled page. */
  arrived?: boolean;
  /** Why a change drawn on its way to the table was not kept after all (NightScreen takes its drawing back). */
  notKept?: string | null;
  /** A change's night handed over, as it committed or as it went to the table: shown before the live query reads it again. */
  onHanded: (handed: HandedNight) => void;
}) {
  const db = useDatabase();
  const heading = useArrivalFocus(arrived);
  const changes = useNightChanges(open, onHanded);
  const { settings, ledger } = open;
  const live = useLiveNightView(db, {
    id: open.id,
    name: open.name,
    createdAt: open.createdAt,
    settings,
    rows: ledger.rows,
  });
  const { busy, dialog, setDialog } = changes;

  return (
    <div className="space-y-4">
      <NightHeading night={open} heading={heading} />

      <OpenConflictsNotice count={live.state.openConflicts} />
      <PlayerBoard players={settings.players} ledger={ledger} />
      <Done message={changes.done} />
      <Problem message={changes.problem ?? notKept} />
      <StorageNotes pointerRefused={pointerRefused} storageDenied={storageDenied} />

      <RecordChoices
        settings={settings}
        busy={busy}
        onChoose={(entry) => setDialog({ kind: 'add', entry })}
      />

      <LiveNightPanel db={db} live={live} />

      <Entries night={open} undo={undo} live={live} changes={changes} />

      <TotalsChart players={settings.players} ledger={ledger} unsettled={chartConflicts(live.state)} />
      <ShareNight night={open} />
      <PayAddressesCard nightId={open.id} settings={settings} payShared={open.payShared} />

      <NightLinks busy={busy} onFinish={() => setDialog({ kind: 'finish' })} />

      {dialog && (
        <NightDialog
          dialog={dialog}
          night={open}
          busy={busy}
          openConflicts={live.state.openConflicts}
          shared={live.state.status.kind !== 'local'}
          onClose={() => setDialog(null)}
          saveNew={changes.saveNew}
          saveEdit={changes.saveEdit}
          onDelete={changes.confirmDelete}
          onUndo={changes.confirmUndo}
          onFinish={changes.confirmFinish}
        />
      )}
    </div>
  );
});

const NO_CONFLICTS: ChartConflicts = { conflicts: [], editConflicts: [] };

/**
 * What the chart says of the live night's open conflicts: with none, one unchanging answer, so that the
 * chart (memo) is not drawn again each time the live night's state changes (its history, its phones).
 */
const chartConflicts = (state: ChartConflicts): ChartConflicts =>
  state.conflicts.length === 0 && state.editConflicts.length === 0 ? NO_CONFLICTS : state;

/**
 * The heading to focus once the night has just been started: the night opens at its top, and a
 * keyboard or screen reader continues from its heading.
 */
function useArrivalFocus(arrived: boolean): Ref<HTMLHeadingElement> {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!arrived) return;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [arrived]);
  return heading;
}

/**
 * The night's name, its stakes and the house rules a player must know at a glance (who pays, the table's
 * own card), and the hand now: its number, the round and who deals.
 */
function NightHeading({ night, heading }: { night: NightDetail; heading: Ref<HTMLHeadingElement> }) {
  const { t } = useLingui();
  const { settings, ledger } = night;
  const rules = houseRulesGlanceWords(settings.profile, settings.options);
  const ownCard = houseRuleChanges(settings.profile, settings.options).some((c) => c.id === 'values');
  const nightName = nightTitle(night);
  const next = ledger.next;
  const handNumber = next.handNumber;
  const round = roundName(next.prevailingWind);
  const dealer = playerName(settings.players, next.dealer);
  return (
    <header>
      <h1 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t`Tonight: ${nightName}`}
      </h1>
      <p className={MUTED}>{stakesLine(settings)}</p>
      {rules.length > 0 && (
        <p className={MUTED}>
          <span data-testid="night-house-rules">{rules.join(' · ')}</span>
          {ownCard && (
            <>
              {' '}
              <a className={LINK} href={`#/rules/${settings.profile}`}>{t`See the table’s card`}</a>
            </>
          )}
        </p>
      )}
      <p className="mt-1 font-medium" data-testid="hand-now">
        {t`Hand ${handNumber} · ${round} · ${dealer} deals`}
      </p>
    </header>
  );
}

/** What the browser would not promise: to keep small settings, or to keep the nights when space runs low. */
function StorageNotes({
  pointerRefused,
  storageDenied,
}: {
  pointerRefused: boolean;
  storageDenied: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      {pointerRefused && (
        <p className="text-xs text-stone-600 dark:text-stone-300">{t`This browser refuses to let the app keep small settings (local storage is full or blocked). Every hand is still saved; the open night touched last is tonight’s.`}</p>
      )}
      {storageDenied && (
        <p className="text-xs text-stone-600 dark:text-stone-300">{t`This browser did not promise to keep saved nights when the phone runs low on space: back them up from Past nights at the end of the night.`}</p>
      )}
    </>
  );
}

/** "Record": a hand with its tiles goes through the Score screen; here, what is entered without them. */
function RecordChoices({
  settings,
  busy,
  onChoose,
}: {
  settings: NightSettings;
  busy: boolean;
  onChoose: (entry: NewEntryKind) => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="record-heading" className={`${CARD} space-y-2`}>
      <h2 id="record-heading" className="font-semibold">{t`Record`}</h2>
      <p className={MUTED}>
        <Trans>
          For a hand with its tiles, tap it in on the{' '}
          <a className={LINK} href="#/">
            Score
          </a>{' '}
          screen and press Record. Otherwise:
        </Trans>
      </p>
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn" disabled={busy} onClick={() => onChoose('win')}>
          {settings.profile === 'hk' ? t`Win by fan` : t`Win by tai`}
        </button>
        <button
          type="button"
          className={BTN_SECONDARY}
          disabled={busy}
          onClick={() => onChoose('draw')}
        >{t`Drawn hand`}</button>
        {hasTablePayments(settings) && (
          <button
            type="button"
            className={BTN_SECONDARY}
            disabled={busy}
            onClick={() => onChoose('table_payment')}
          >{t`Kong or bonus`}</button>
        )}
        <button
          type="button"
          className={BTN_SECONDARY}
          disabled={busy}
          onClick={() => onChoose('false_win')}
        >{t`False win (Zha Hu)`}</button>
      </div>
    </section>
  );
}

/** Every entry, newest first, with Edit and Delete, and Undo with what it would take back. */
function Entries({
  night,
  undo,
  live,
  changes,
}: {
  night: NightDetail;
  undo: UndoPreview | null;
  live: LiveNightView;
  changes: NightChanges;
}) {
  const { t } = useLingui();
  const { settings, ledger, versions } = night;
  const { busy, setDialog } = changes;
  const entryCount = ledger.rows.length;
  // The same functions for the whole night: the list and its rows (memo) are then not drawn again for a
  // change elsewhere on the screen, nor every row for a new entry. Each reads the revisions drawn last,
  // which are the ones on screen when Edit or Delete is tapped.
  const drawnVersions = useRef(versions);
  useLayoutEffect(() => {
    drawnVersions.current = versions;
  }, [versions]);
  const onEdit = useCallback(
    (row: LedgerRow, position: number) =>
      setDialog({ kind: 'edit', row, position, version: drawnVersions.current[position] ?? 0 }),
    [setDialog],
  );
  const onDelete = useCallback(
    (row: LedgerRow, position: number) =>
      setDialog({ kind: 'delete', row, position, version: drawnVersions.current[position] ?? 0 }),
    [setDialog],
  );
  return (
    <section aria-labelledby="entries-heading" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="entries-heading" className="font-semibold">{t`Entries (${entryCount})`}</h2>
        <button
          type="button"
          className={BTN_SECONDARY}
          disabled={busy || undo === null}
          aria-describedby={undo ? 'undo-preview' : undefined}
          onClick={() => undo && setDialog({ kind: 'undo', preview: undo })}
        >{t`Undo`}</button>
      </div>
      {undo && (
        <p id="undo-preview" className="text-xs text-stone-600 dark:text-stone-300">
          {undoWords(settings, undo, live.state.status.kind !== 'local')}
        </p>
      )}
      <EntryList
        settings={settings}
        ledger={ledger}
        disabled={busy}
        conflictNote={live.conflictNote}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </section>
  );
}

/** Where the night goes from here: Settle up, Past nights, and finishing it. */
function NightLinks({ busy, onFinish }: { busy: boolean; onFinish: () => void }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`The night`} className={`${CARD} flex flex-wrap items-center gap-x-4 gap-y-2`}>
      <a className={LINK} href="#/settle">{t`Settle up`}</a>
      <a className={LINK} href="#/history">{t`Past nights`}</a>
      <button
        type="button"
        className={`${BTN_SECONDARY} ml-auto`}
        disabled={busy}
        onClick={onFinish}
      >{t`Finish the night`}</button>
    </nav>
  );
}
