// Tonight's (#/tonight): with no night open, "Start a night"; with one open, the players'
// seats and running totals, what to record, every entry newest first with Edit and Delete, Undo,
// and the way to settle up. Every change is one database transaction; a refusal changes nothing.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { hasTablePayments, type LedgerRow, type NightSettings } from '../../core/ledger';
import {
  addEntry,
  deleteEntry,
  finishNight,
  getNight,
  requestPersistentStorage,
  undoLast,
  updateEntry,
  type DbResult,
  type NightDetail,
  type TaiTableDB,
  type UndoRow,
} from '../../db';
import { ErrorBoundary, type NightRef } from '../../ui/ErrorBoundary';
import { RescuePanel } from '../../ui/RescuePanel';
import { navigate } from '../../state/route';
import { useDatabase, useRescueActions } from '../../app/database';
import { noteFinishedHere } from '../../state/live-finish';
import { EntryList } from '../../ui/night/EntryList';
import { RescoreNote } from '../../ui/night/RescoreNote';
import { DrawForm, FalseWinForm, TablePaymentForm, WinForm, type SaveDraft } from './EntryForms';
import { Done, Problem } from '../../ui/Messages';
import {
  loadNights,
  rememberCurrent,
  rememberFinished,
  storageRefusedPointer,
} from '../../app/current-night';
import { undoPreview, type UndoPreview } from './undo-preview';
import { handedToOpeningScreen, handoffCount, handOver, type HandedNight } from './night-handoff';
import { PlayerBoard } from '../../ui/night/PlayerBoard';
import { ConfirmSheet, Sheet } from '../../ui/Sheet';
import { StartNightForm } from './StartNightForm';
import { BTN_SECONDARY, CARD, LINK, MUTED } from '../../ui/styles';
import {
  entryPlace,
  entryWords,
  namedNight,
  refusalWords,
  unexpectedWords,
  unreadableWords,
} from '../../words/entry-words';
import { undoneWords, undoWords } from './undo-words';
import { nightTitle, playerName, roundName, stakesLine } from '../../words/night-words';
import { ShareNight } from './ShareNight';
import { PayAddressesCard } from './pay/SettleWithScan';
import { TotalsChart } from '../../ui/night/TotalsChart';
import { LiveNightPanel, useLiveNightView } from './live/LiveNight';
import { OpenConflictsNotice } from './live/Conflicts';

type Screen =
  | { kind: 'failed'; message: string }
  | { kind: 'damaged'; message: string; night: NightRef }
  | { kind: 'start'; previous: NightSettings | null }
  | { kind: 'open'; night: NightDetail; undo: UndoPreview | null };

/** How long "Recorded: …" and its like stay on screen. */
const DONE_FOR_MS = 6_000;

type NewEntryKind = 'win' | 'table_payment' | 'false_win' | 'draw';

type Dialog =
  | { kind: 'add'; entry: NewEntryKind }
  | { kind: 'edit'; row: LedgerRow; position: number; version: number }
  | { kind: 'delete'; row: LedgerRow; position: number; version: number }
  | { kind: 'undo'; preview: UndoPreview }
  | { kind: 'finish' };

const ADD_TITLES: Readonly<Record<Exclude<NewEntryKind, 'win'>, MessageDescriptor>> = {
  table_payment: msg`Record a kong or bonus payment`,
  false_win: msg`Record a false win (Zha Hu)`,
  draw: msg`Record a drawn hand`,
};

/**
 * What the screen shows: the open night (with what Undo would take back), or the form to start one
 * prefilled from the last. Read as a live query, so every window on the night shows every change.
 */
async function loadScreen(db: TaiTableDB): Promise<Screen> {
  const nights = await loadNights(db);
  if (!nights.ok) {
    const { night, message } = nights.error;
    return night ? { kind: 'damaged', message, night } : { kind: 'failed', message };
  }
  if (nights.current)
    return { kind: 'open', night: nights.current, undo: await undoPreview(db, nights.current) };
  // The last night's table and stakes prefill the form; its players are one tap away.
  const latest = nights.nights[0];
  const previous = latest ? await getNight(db, latest.id) : null;
  return { kind: 'start', previous: previous?.ok ? previous.night.settings : null };
}

const failedRead = (error: unknown): Screen => ({ kind: 'failed', message: unreadableWords(error) });

/** A live query's answer, and how many handoffs had been made when it started reading. */
interface Read {
  screen: Screen;
  after: number;
}

export default function NightScreen() {
  const rescue = useRescueActions();
  const { t } = useLingui();
  const db = useDatabase();
  const [attempt, setAttempt] = useState(0);
  // A change's committed night (night-handoff.ts): drawn until the live query has read the database after it.
  const [handed, setHanded] = useState<HandedNight | null>(handedToOpeningScreen);
  // Reading the phone's storage may fail outside the database's own answers: said so, with a retry.
  // A handoff starts a query of its own: the one its commit woke may have started before it was numbered.
  const read = useLiveQuery(async (): Promise<Read> => {
    const after = handoffCount();
    return { screen: await loadScreen(db).catch(failedRead), after };
  }, [db, attempt, handed?.seq]);
  const screen: Screen | undefined =
    handed !== null && (read === undefined || read.after < handed.seq)
      ? { kind: 'open', night: handed.night, undo: handed.undo }
      : read?.screen;
  const [storageDenied, setStorageDenied] = useState(false);
  const [pointerRefused, setPointerRefused] = useState(storageRefusedPointer);
  // Set once a night is started here: its screen then opens at its top, its heading focused.
  const [started, setStarted] = useState(false);

  if (screen === undefined) return <p role="status" className={MUTED}>{t`Opening the night…`}</p>;
  switch (screen.kind) {
    case 'failed':
      return (
        <div className="space-y-3">
          <h1 className="text-xl font-bold">{t`Tonight`}</h1>
          <Problem message={screen.message} />
          <button
            type="button"
            className="btn"
            onClick={() => setAttempt((n) => n + 1)}
          >{t`Try again`}</button>
        </div>
      );
    case 'damaged':
      return (
        <RescuePanel
          rescue={rescue}
          title={t`Tonight’s night cannot be shown`}
          message={refusalWords({ code: 'night_damaged', message: screen.message })}
          night={screen.night && namedNight(screen.night)}
        />
      );
    case 'start':
      return (
        <div className="space-y-4">
          <StartNightForm
            previous={screen.previous}
            onStarted={(open) => {
              // The live query shows the new night; the pointer only says which open night is current.
              if (!rememberCurrent(open.id)) setPointerRefused(true);
              setStarted(true);
              // A night on the phone must not be evicted when space runs low; a browser that cannot promise it is said so.
              void requestPersistentStorage().then((outcome) => setStorageDenied(outcome === 'denied'));
            }}
          />
          <p className={MUTED}>
            <Trans>
              <a className={LINK} href="#/history">
                Past nights
              </a>
              : open, reopen or restore an earlier night.
            </Trans>
          </p>
        </div>
      );
    case 'open':
      return (
        <ErrorBoundary
          rescue={rescue}
          what="this night"
          night={{ id: screen.night.id, name: screen.night.name }}
        >
          <OpenNight
            key={screen.night.id}
            night={screen.night}
            undo={screen.undo}
            storageDenied={storageDenied}
            pointerRefused={pointerRefused}
            arrived={started}
            onCommitted={(night, lastChange) => setHanded(handOver(night, lastChange))}
          />
        </ErrorBoundary>
      );
  }
}

function OpenNight({
  night: open,
  undo,
  storageDenied,
  pointerRefused,
  arrived = false,
  onCommitted,
}: {
  night: NightDetail;
  undo: UndoPreview | null;
  storageDenied: boolean;
  pointerRefused: boolean;
  /** Just started from the form, whose Start button was at the bottom of a scrolled page. */
  arrived?: boolean;
  /** A change committed: the night as it then stood, shown before the live query reads it again. */
  onCommitted: (night: NightDetail, lastChange: UndoRow | null) => void;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!arrived) return;
    // The night opens at its top, and a keyboard or screen reader continues from its heading.
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [arrived]);
  const [dialog, showDialog] = useState<Dialog | null>(null);
  // Opening a sheet is the next action: the last one's notice goes.
  const setDialog = (next: Dialog | null): void => {
    if (next !== null) setDone(null);
    showDialog(next);
  };
  const [busy, setBusy] = useState(false);
  // One change at a time: a double tap must not record twice, even before `busy` re-renders.
  const working = useRef(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A notice of a finished action is news for a moment: it goes after a few seconds, or at the next action.
  useEffect(() => {
    if (done === null) return undefined;
    const timer = setTimeout(() => setDone(null), DONE_FOR_MS);
    return () => clearTimeout(timer);
  }, [done]);
  const { settings, ledger } = open;
  const next = ledger.next;
  const nightName = nightTitle(open);
  const handNumber = next.handNumber;
  const round = roundName(next.prevailingWind);
  const dealer = playerName(settings.players, next.dealer);
  const entryCount = ledger.rows.length;
  const live = useLiveNightView(db, {
    id: open.id,
    name: open.name,
    createdAt: open.createdAt,
    settings,
    rows: ledger.rows,
  });

  /** Runs one database call at a time; anything thrown is answered like the database's own refusals. */
  const once = async <T extends object>(work: () => Promise<DbResult<T>>): Promise<DbResult<T> | null> => {
    if (working.current) return null;
    working.current = true;
    setBusy(true);
    try {
      return await work();
    } catch (error) {
      // The database answers its own failures; this is the unexpected rest, said in words (its transaction was rolled back).
      return { ok: false, error: { code: 'internal_error', message: unexpectedWords(error) } };
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  /** Runs one change; on success says what was done (and shows the night it committed), else answers why not. */
  const change = async (
    work: () => Promise<DbResult<{ night: NightDetail; lastChange: UndoRow | null }>>,
    saying: (after: NightDetail) => string,
  ): Promise<string | null> => {
    const result = await once(work);
    if (result === null) return t`Still saving the last change: try again in a moment.`;
    if (!result.ok) return refusalWords(result.error, settings);
    onCommitted(result.night, result.lastChange);
    setDone(saying(result.night));
    setProblem(null);
    return null;
  };

  const closeAfter = async (work: () => Promise<string | null>): Promise<string | null> => {
    const refusal = await work();
    if (refusal === null) setDialog(null);
    return refusal;
  };

  const saveNew: SaveDraft = (draft) =>
    closeAfter(() =>
      change(
        () => addEntry(db, open.id, draft),
        (after) => {
          const recorded = entryWords(after.settings, after.entries.at(-1)!);
          return t`Recorded: ${recorded}.`;
        },
      ),
    );

  const saveEdit =
    (row: LedgerRow, position: number, version: number): SaveDraft =>
    (draft) =>
      closeAfter(() =>
        change(
          () => updateEntry(db, open.id, row.entry.id, draft, { version }),
          () => {
            const n = position + 1;
            return t`Entry ${n} changed; every total after it is recomputed.`;
          },
        ),
      );

  const runFromSheet = async (
    work: () => Promise<DbResult<{ night: NightDetail; lastChange: UndoRow | null }>>,
    saying: () => string,
  ): Promise<void> => {
    const refusal = await change(work, saying);
    setDialog(null);
    if (refusal !== null) setProblem(refusal);
  };

  const finish = async (): Promise<void> => {
    // Finished here: the other phones are told, this one goes to Settle up.
    noteFinishedHere(open.id);
    const result = await once(() => finishNight(db, open.id));
    if (result === null) return;
    if (!result.ok) {
      setDialog(null);
      setProblem(refusalWords(result.error, settings));
      return;
    }
    // Still on it: a live night's room stays connected, so a reopen elsewhere reaches this phone too.
    rememberFinished(open.id);
    navigate({ name: 'settle' });
  };

  return (
    <div className="space-y-4">
      <header>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >{t`Tonight: ${nightName}`}</h1>
        <p className={MUTED}>{stakesLine(settings)}</p>
        <p className="mt-1 font-medium" data-testid="hand-now">
          {t`Hand ${handNumber} · ${round} · ${dealer} deals`}
        </p>
      </header>

      <OpenConflictsNotice count={live.state.openConflicts} />
      <PlayerBoard players={settings.players} ledger={ledger} />
      <Done message={done} />
      <Problem message={problem} />
      {pointerRefused && (
        <p className="text-xs text-stone-600 dark:text-stone-300">{t`This browser refuses to let the app keep small settings (local storage is full or blocked). Every hand is still saved; the open night touched last is tonight’s.`}</p>
      )}
      {storageDenied && (
        <p className="text-xs text-stone-600 dark:text-stone-300">{t`This browser did not promise to keep saved nights when the phone runs low on space: back them up from Past nights at the end of the night.`}</p>
      )}

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
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => setDialog({ kind: 'add', entry: 'win' })}
          >
            {settings.profile === 'hk' ? t`Win by fan` : t`Win by tai`}
          </button>
          <button
            type="button"
            className={BTN_SECONDARY}
            disabled={busy}
            onClick={() => setDialog({ kind: 'add', entry: 'draw' })}
          >{t`Drawn hand`}</button>
          {hasTablePayments(settings) && (
            <button
              type="button"
              className={BTN_SECONDARY}
              disabled={busy}
              onClick={() => setDialog({ kind: 'add', entry: 'table_payment' })}
            >{t`Kong or bonus`}</button>
          )}
          <button
            type="button"
            className={BTN_SECONDARY}
            disabled={busy}
            onClick={() => setDialog({ kind: 'add', entry: 'false_win' })}
          >{t`False win (Zha Hu)`}</button>
        </div>
      </section>

      <LiveNightPanel db={db} live={live} />

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
          onEdit={(row, position) =>
            setDialog({ kind: 'edit', row, position, version: open.versions[position] ?? 0 })
          }
          onDelete={(row, position) =>
            setDialog({ kind: 'delete', row, position, version: open.versions[position] ?? 0 })
          }
        />
      </section>

      <TotalsChart players={settings.players} ledger={ledger} unsettled={live.state} />
      <ShareNight night={open} />
      <PayAddressesCard nightId={open.id} settings={settings} payShared={open.payShared} />

      <nav aria-label={t`The night`} className={`${CARD} flex flex-wrap items-center gap-x-4 gap-y-2`}>
        <a className={LINK} href="#/settle">{t`Settle up`}</a>
        <a className={LINK} href="#/history">{t`Past nights`}</a>
        <button
          type="button"
          className={`${BTN_SECONDARY} ml-auto`}
          disabled={busy}
          onClick={() => setDialog({ kind: 'finish' })}
        >{t`Finish the night`}</button>
      </nav>

      {dialog && (
        <NightDialog
          dialog={dialog}
          night={open}
          busy={busy}
          openConflicts={live.state.openConflicts}
          shared={live.state.status.kind !== 'local'}
          onClose={() => setDialog(null)}
          saveNew={saveNew}
          saveEdit={saveEdit}
          onDelete={(row, position, version) =>
            void runFromSheet(
              () => deleteEntry(db, open.id, row.entry.id, { version }),
              () => {
                const n = position + 1;
                return t`Entry ${n} deleted; every total after it is recomputed. Undo brings it back.`;
              },
            )
          }
          onUndo={(preview) =>
            void runFromSheet(
              () => undoLast(db, open.id, preview),
              () => undoneWords(settings, preview),
            )
          }
          onFinish={() => void finish()}
        />
      )}
    </div>
  );
}

function NightDialog(props: {
  dialog: Dialog;
  night: NightDetail;
  busy: boolean;
  /** A live night's conflicts still open: finishing asks to resolve them first. */
  openConflicts: number;
  /** Whether the night is live (shared with other phones): Undo then says whose change it takes back. */
  shared: boolean;
  onClose: () => void;
  saveNew: SaveDraft;
  saveEdit: (row: LedgerRow, position: number, version: number) => SaveDraft;
  onDelete: (row: LedgerRow, position: number, version: number) => void;
  onUndo: (preview: UndoPreview) => void;
  onFinish: () => void;
}) {
  const { t, i18n } = useLingui();
  const { dialog, night: open, onClose } = props;
  const { settings, ledger } = open;
  switch (dialog.kind) {
    case 'add': {
      const common = {
        settings,
        seating: ledger.next,
        save: props.saveNew,
        onCancel: onClose,
        submitLabel: t`Record`,
      };
      // A win is entered by its tai, or its fan at a Hong Kong table.
      const title =
        dialog.entry !== 'win'
          ? i18n._(ADD_TITLES[dialog.entry])
          : settings.profile === 'hk'
            ? t`Record a win by its fan`
            : t`Record a win by its tai`;
      return (
        <Sheet title={title} onClose={onClose}>
          {dialog.entry === 'win' && <WinForm {...common} />}
          {dialog.entry === 'table_payment' && <TablePaymentForm {...common} />}
          {dialog.entry === 'false_win' && <FalseWinForm {...common} />}
          {dialog.entry === 'draw' && <DrawForm {...common} />}
        </Sheet>
      );
    }
    case 'edit': {
      const { row, position } = dialog;
      const common = {
        settings,
        seating: row,
        save: props.saveEdit(row, position, dialog.version),
        onCancel: onClose,
        submitLabel: t`Save the change`,
      };
      const entry = row.entry;
      const n = position + 1;
      const place = entryPlace(row);
      const words = entryWords(settings, entry);
      return (
        <Sheet title={t`Edit entry ${n}`} onClose={onClose}>
          <p className="mb-3 text-sm text-stone-700 dark:text-stone-200">{t`${place}: ${words}. Every total after it will be recomputed.`}</p>
          <RescoreNote settings={settings} row={row} className="mb-3" />
          {entry.kind === 'win' && <WinForm {...common} editing={entry} />}
          {entry.kind === 'table_payment' && (
            <TablePaymentForm
              {...common}
              editing={entry}
              handInPlay={row.attached?.inPlay ?? row.handNumber}
            />
          )}
          {entry.kind === 'false_win' && <FalseWinForm {...common} editing={entry} />}
        </Sheet>
      );
    }
    case 'delete': {
      const n = dialog.position + 1;
      const place = entryPlace(dialog.row);
      const words = entryWords(settings, dialog.row.entry);
      return (
        <ConfirmSheet
          title={t`Delete entry ${n}?`}
          confirmLabel={t`Delete it`}
          danger
          busy={props.busy}
          onClose={onClose}
          onConfirm={() => props.onDelete(dialog.row, dialog.position, dialog.version)}
        >
          <p>{t`${place}: ${words}.`}</p>
          <p>{t`Every total after it is recomputed. Undo brings it back.`}</p>
        </ConfirmSheet>
      );
    }
    case 'undo':
      return (
        <ConfirmSheet
          title={t`Undo the last change?`}
          confirmLabel={t`Undo it`}
          busy={props.busy}
          onClose={onClose}
          onConfirm={() => props.onUndo(dialog.preview)}
        >
          <p>{undoWords(settings, dialog.preview, props.shared)}</p>
          <p>{t`An undo cannot itself be undone.`}</p>
        </ConfirmSheet>
      );
    case 'finish':
      if (props.openConflicts > 0) {
        const count = props.openConflicts;
        return (
          <Sheet title={t`Resolve the conflicts first`} onClose={onClose}>
            <div className="space-y-3">
              <p>{t`Two phones recorded or changed the same thing without seeing each other’s (${count} open). Keep one of each, marked in the entries, then finish the night: until then its totals are not what the table owes.`}</p>
              <button type="button" className="btn w-full" onClick={onClose}>{t`Back to the entries`}</button>
            </div>
          </Sheet>
        );
      }
      return (
        <ConfirmSheet
          title={t`Finish the night?`}
          confirmLabel={t`Finish and settle up`}
          busy={props.busy}
          onClose={onClose}
          onConfirm={props.onFinish}
        >
          <p>{t`No more hands can be recorded tonight. You can still reopen it from Past nights.`}</p>
        </ConfirmSheet>
      );
  }
}
