// The night's session (#/session): with no night open, "Start a night"; with one open, the players'
// seats and running totals, what to record, every entry newest first with Edit and Delete, Undo,
// and the way to settle up. Every change is one database transaction; a refusal changes nothing.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { describeEntry, hasTablePayments, sessionOptions, type LedgerRow, type SessionSettings } from '../../core/ledger';
import { PROFILE_SETTINGS } from '../../core/options';
import {
  addEntry, deleteEntry, finishSession, getSession, requestPersistentStorage, undoLast, updateEntry,
  type DbResult, type SessionView, type TaiTableDB,
} from '../../db';
import { ErrorBoundary, RescuePanel, type NightRef } from '../../ui/ErrorBoundary';
import { stakeWords } from '../../ui/format';
import { navigate } from '../../state/route';
import { useDatabase } from './database';
import { EntryList, entryPlace } from './EntryList';
import { RescoreNote } from './RescoreNote';
import { DrawForm, FalseWinForm, TablePaymentForm, WinForm, type SaveDraft } from './EntryForms';
import { Done, Problem } from './Messages';
import { loadNights, rememberCurrent, storageRefusedPointer, undoPreview, undoWords, undoneWords, type UndoPreview } from './night';
import { PlayerBoard } from './PlayerBoard';
import { ConfirmSheet, Sheet } from './Sheet';
import { StartNightForm } from './StartNightForm';
import { BTN_SECONDARY, CARD, LINK, MUTED } from './styles';
import { WIND_NAMES } from './words';
import { ShareNight } from '../night/ShareNight';
import { TotalsChart } from '../night/TotalsChart';
import { LiveNightPanel, useLiveNightView } from '../live/LiveNight';

type Screen =
  | { kind: 'failed'; message: string }
  | { kind: 'damaged'; message: string; night: NightRef }
  | { kind: 'start'; previous: SessionSettings | null }
  | { kind: 'open'; session: SessionView; undo: UndoPreview | null };

type NewEntryKind = 'win' | 'table_payment' | 'false_win' | 'draw';

type Dialog =
  | { kind: 'add'; entry: NewEntryKind }
  | { kind: 'edit'; row: LedgerRow; position: number; version: number }
  | { kind: 'delete'; row: LedgerRow; position: number; version: number }
  | { kind: 'undo'; preview: UndoPreview }
  | { kind: 'finish' };

const ADD_TITLES: Readonly<Record<Exclude<NewEntryKind, 'win'>, string>> = {
  table_payment: 'Record a kong or bonus payment',
  false_win: 'Record a false win (Zha Hu)',
  draw: 'Record a drawn hand',
};
/** A sheet's title; a win is entered by its tai, or its fan at a Hong Kong table. */
const addTitle = (entry: NewEntryKind, word: string): string => (entry === 'win' ? `Record a win by its ${word}` : ADD_TITLES[entry]);

/** "Singapore table · $0.20 a tai · 1 to 5 tai", "Hong Kong · $0.50 a unit · 3 to 10 fan": the night's stakes in one line. */
function stakesLine(settings: SessionSettings): string {
  const options = sessionOptions(settings);
  const { name, unitWord } = PROFILE_SETTINGS[settings.profile];
  return `${name} · ${stakeWords(settings.profile, options.unit)} · ${options.min_tai} to ${options.cap_tai} ${unitWord}`;
}

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
  if (nights.current) return { kind: 'open', session: nights.current, undo: await undoPreview(db, nights.current) };
  // The last night's table and stakes prefill the form; its players are one tap away.
  const latest = nights.sessions[0];
  const previous = latest ? await getSession(db, latest.id) : null;
  return { kind: 'start', previous: previous?.ok ? previous.session.settings : null };
}

const failedRead = (error: unknown): Screen =>
  ({ kind: 'failed', message: `The saved nights could not be read (${error instanceof Error ? error.message : String(error)}).` });

export default function SessionScreen() {
  const db = useDatabase();
  const [attempt, setAttempt] = useState(0);
  // Reading the phone's storage may fail outside the database's own answers: said so, with a retry.
  const screen = useLiveQuery(() => loadScreen(db).catch(failedRead), [db, attempt]);
  const [storageDenied, setStorageDenied] = useState(false);
  const [pointerRefused, setPointerRefused] = useState(storageRefusedPointer);
  // Set once a night is started here: its screen then opens at its top, its heading focused.
  const [started, setStarted] = useState(false);

  if (screen === undefined) return <p role="status" className={MUTED}>Opening tonight’s session…</p>;
  switch (screen.kind) {
    case 'failed':
      return (
        <div className="space-y-3">
          <h1 className="text-xl font-bold">Session</h1>
          <Problem message={screen.message} />
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
        </div>
      );
    case 'damaged':
      return <RescuePanel db={db} title="Tonight’s night cannot be shown" message={screen.message} night={screen.night} />;
    case 'start':
      return (
        <div className="space-y-4">
          <StartNightForm previous={screen.previous} onStarted={(session) => {
            // The live query shows the new night; the pointer only says which open night is current.
            if (!rememberCurrent(session.id)) setPointerRefused(true);
            setStarted(true);
            // A night on the phone must not be evicted when space runs low; a browser that cannot promise it is said so.
            void requestPersistentStorage().then((outcome) => setStorageDenied(outcome === 'denied'));
          }} />
          <p className={MUTED}><a className={LINK} href="#/history">Past nights</a>: open, reopen or restore an earlier night.</p>
        </div>
      );
    case 'open':
      return (
        <ErrorBoundary db={db} what="this night" night={{ id: screen.session.id, name: screen.session.name }}>
          <OpenNight key={screen.session.id} session={screen.session} undo={screen.undo} storageDenied={storageDenied} pointerRefused={pointerRefused} arrived={started} />
        </ErrorBoundary>
      );
  }
}

function OpenNight({ session, undo, storageDenied, pointerRefused, arrived = false }: {
  session: SessionView; undo: UndoPreview | null; storageDenied: boolean; pointerRefused: boolean;
  /** Just started from the form, whose Start button was at the bottom of a scrolled page. */
  arrived?: boolean;
}) {
  const db = useDatabase();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!arrived) return;
    // The night opens at its top, and a keyboard or screen reader continues from its heading.
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [arrived]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  // One change at a time: a double tap must not record twice, even before `busy` re-renders.
  const working = useRef(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { settings, ledger } = session;
  const next = ledger.next;
  const live = useLiveNightView(db, { id: session.id, name: session.name, settings, rows: ledger.rows });

  /** Runs one database call at a time; anything thrown is answered like the database's own refusals. */
  const once = async <T extends object>(work: () => Promise<DbResult<T>>): Promise<DbResult<T> | null> => {
    if (working.current) return null;
    working.current = true;
    setBusy(true);
    try {
      return await work();
    } catch (error) {
      // The database answers its own failures; this is the unexpected rest, said in words (its transaction was rolled back).
      return { ok: false, error: { code: 'internal_error', message: `Something went wrong (${error instanceof Error ? error.message : String(error)}). Nothing was changed.` } };
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  /** Runs one change; on success says what was done (the live query shows the new ledger), else answers why not. */
  const change = async (work: () => Promise<DbResult<{ session: SessionView }>>, saying: (after: SessionView) => string): Promise<string | null> => {
    const result = await once(work);
    if (result === null) return 'Still saving the last change: try again in a moment.';
    if (!result.ok) return result.error.message;
    setDone(saying(result.session));
    setProblem(null);
    return null;
  };

  const closeAfter = async (work: () => Promise<string | null>): Promise<string | null> => {
    const refusal = await work();
    if (refusal === null) setDialog(null);
    return refusal;
  };

  const saveNew: SaveDraft = (draft) => closeAfter(() => change(
    () => addEntry(db, session.id, draft),
    (after) => `Recorded: ${describeEntry(after.settings, after.entries.at(-1)!)}.`,
  ));

  const saveEdit = (row: LedgerRow, position: number, version: number): SaveDraft => (draft) => closeAfter(() => change(
    () => updateEntry(db, session.id, row.entry.id, draft, { version }),
    () => `Entry ${position + 1} changed; every total after it is recomputed.`,
  ));

  const runFromSheet = async (work: () => Promise<DbResult<{ session: SessionView }>>, saying: () => string): Promise<void> => {
    const refusal = await change(work, saying);
    setDialog(null);
    if (refusal !== null) setProblem(refusal);
  };

  const finish = async (): Promise<void> => {
    const result = await once(() => finishSession(db, session.id));
    if (result === null) return;
    if (!result.ok) {
      setDialog(null);
      setProblem(result.error.message);
      return;
    }
    rememberCurrent(null);
    navigate({ name: 'settle' });
  };

  return (
    <div className="space-y-4">
      <header>
        <h1 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">Tonight: {session.name}</h1>
        <p className={MUTED}>{stakesLine(settings)}</p>
        <p className="mt-1 font-medium" data-testid="hand-now">
          Hand {next.handNumber} · {WIND_NAMES[next.prevailingWind]} round · {settings.players[next.dealer]} deals
        </p>
      </header>

      <PlayerBoard players={settings.players} ledger={ledger} />
      <Done message={done} />
      <Problem message={problem} />
      {pointerRefused && <p className="text-xs text-stone-600 dark:text-stone-300">This browser refuses to let the app keep small settings (local storage is full or blocked). Every hand is still saved; the open night touched last is tonight’s.</p>}
      {storageDenied && <p className="text-xs text-stone-600 dark:text-stone-300">This browser did not promise to keep saved nights when the phone runs low on space: back them up from Past nights at the end of the night.</p>}

      <section aria-labelledby="record-heading" className={`${CARD} space-y-2`}>
        <h2 id="record-heading" className="font-semibold">Record</h2>
        <p className={MUTED}>For a hand with its tiles, tap it in on the <a className={LINK} href="#/">Score</a> screen and press Record. Otherwise:</p>
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className="btn" disabled={busy} onClick={() => setDialog({ kind: 'add', entry: 'win' })}>Win by {PROFILE_SETTINGS[settings.profile].unitWord}</button>
          <button type="button" className={BTN_SECONDARY} disabled={busy} onClick={() => setDialog({ kind: 'add', entry: 'draw' })}>Drawn hand</button>
          {hasTablePayments(settings) && (
            <button type="button" className={BTN_SECONDARY} disabled={busy} onClick={() => setDialog({ kind: 'add', entry: 'table_payment' })}>Kong or bonus</button>
          )}
          <button type="button" className={BTN_SECONDARY} disabled={busy} onClick={() => setDialog({ kind: 'add', entry: 'false_win' })}>False win (Zha Hu)</button>
        </div>
      </section>

      <LiveNightPanel db={db} live={live} />

      <section aria-labelledby="entries-heading" className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h2 id="entries-heading" className="font-semibold">Entries ({ledger.rows.length})</h2>
          <button type="button" className={BTN_SECONDARY} disabled={busy || undo === null} aria-describedby={undo ? 'undo-preview' : undefined}
            onClick={() => undo && setDialog({ kind: 'undo', preview: undo })}>Undo</button>
        </div>
        {undo && <p id="undo-preview" className="text-xs text-stone-600 dark:text-stone-300">{undoWords(undo)}.</p>}
        <EntryList settings={settings} ledger={ledger} disabled={busy} conflictNote={live.conflictNote}
          onEdit={(row, position) => setDialog({ kind: 'edit', row, position, version: session.versions[position] ?? 0 })}
          onDelete={(row, position) => setDialog({ kind: 'delete', row, position, version: session.versions[position] ?? 0 })} />
      </section>

      <TotalsChart players={settings.players} ledger={ledger} />
      <ShareNight night={session} />

      <nav aria-label="The night" className={`${CARD} flex flex-wrap items-center gap-x-4 gap-y-2`}>
        <a className={LINK} href="#/settle">Settle up</a>
        <a className={LINK} href="#/history">Past nights</a>
        <button type="button" className={`${BTN_SECONDARY} ml-auto`} disabled={busy} onClick={() => setDialog({ kind: 'finish' })}>Finish the night</button>
      </nav>

      {dialog && <NightDialog dialog={dialog} session={session} busy={busy} onClose={() => setDialog(null)}
        saveNew={saveNew} saveEdit={saveEdit}
        onDelete={(row, position, version) => void runFromSheet(() => deleteEntry(db, session.id, row.entry.id, { version }),
          () => `Entry ${position + 1} deleted; every total after it is recomputed. Undo brings it back.`)}
        onUndo={(preview) => void runFromSheet(() => undoLast(db, session.id, preview), () => undoneWords(preview))}
        onFinish={() => void finish()} />}
    </div>
  );
}

function NightDialog(props: {
  dialog: Dialog;
  session: SessionView;
  busy: boolean;
  onClose: () => void;
  saveNew: SaveDraft;
  saveEdit: (row: LedgerRow, position: number, version: number) => SaveDraft;
  onDelete: (row: LedgerRow, position: number, version: number) => void;
  onUndo: (preview: UndoPreview) => void;
  onFinish: () => void;
}) {
  const { dialog, session, onClose } = props;
  const { settings, ledger } = session;
  switch (dialog.kind) {
    case 'add': {
      const common = { settings, seating: ledger.next, save: props.saveNew, onCancel: onClose, submitLabel: 'Record' };
      return (
        <Sheet title={addTitle(dialog.entry, PROFILE_SETTINGS[settings.profile].unitWord)} onClose={onClose}>
          {dialog.entry === 'win' && <WinForm {...common} />}
          {dialog.entry === 'table_payment' && <TablePaymentForm {...common} />}
          {dialog.entry === 'false_win' && <FalseWinForm {...common} />}
          {dialog.entry === 'draw' && <DrawForm {...common} />}
        </Sheet>
      );
    }
    case 'edit': {
      const { row, position } = dialog;
      const common = { settings, seating: row, save: props.saveEdit(row, position, dialog.version), onCancel: onClose, submitLabel: 'Save the change' };
      const entry = row.entry;
      return (
        <Sheet title={`Edit entry ${position + 1}`} onClose={onClose}>
          <p className="mb-3 text-sm text-stone-700 dark:text-stone-200">{entryPlace(row)}: {describeEntry(settings, entry)}. Every total after it will be recomputed.</p>
          <RescoreNote settings={settings} row={row} className="mb-3" />
          {entry.kind === 'win' && <WinForm {...common} editing={entry} />}
          {entry.kind === 'table_payment' && <TablePaymentForm {...common} editing={entry} handInPlay={row.attached?.inPlay ?? row.handNumber} />}
          {entry.kind === 'false_win' && <FalseWinForm {...common} editing={entry} />}
        </Sheet>
      );
    }
    case 'delete':
      return (
        <ConfirmSheet title={`Delete entry ${dialog.position + 1}?`} confirmLabel="Delete it" danger busy={props.busy}
          onClose={onClose} onConfirm={() => props.onDelete(dialog.row, dialog.position, dialog.version)}>
          <p>{entryPlace(dialog.row)}: {describeEntry(settings, dialog.row.entry)}.</p>
          <p>Every total after it is recomputed. Undo brings it back.</p>
        </ConfirmSheet>
      );
    case 'undo':
      return (
        <ConfirmSheet title="Undo the last change?" confirmLabel="Undo it" busy={props.busy} onClose={onClose}
          onConfirm={() => props.onUndo(dialog.preview)}>
          <p>{undoWords(dialog.preview)}.</p>
          <p>An undo cannot itself be undone.</p>
        </ConfirmSheet>
      );
    case 'finish':
      return (
        <ConfirmSheet title="Finish the night?" confirmLabel="Finish and settle up" busy={props.busy} onClose={onClose} onConfirm={props.onFinish}>
          <p>No more hands can be recorded tonight. You can still reopen it from Past nights.</p>
        </ConfirmSheet>
      );
  }
}
