// The open night's changes, one at a time: recording, editing and deleting an entry, Undo and finishing
// the night. Each is one database call; a refusal is said in the player's words and changes nothing; a
// committed change says what it did for a moment and hands the night it committed to the screen
// (night-handoff.ts), shown until the live query has read it again. A change to a live night is handed
// sooner, as it goes to the table (db's SentChange), and its sheet closes then.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LedgerRow } from '../../core/ledger';
import {
  addEntry,
  deleteEntry,
  finishNight,
  undoLast,
  updateEntry,
  type DbResult,
  type NightDetail,
  type SentChange,
  type UndoRow,
} from '../../db';
import { useDatabase } from '../../app/database';
import { rememberFinished } from '../../app/current-night';
import { noteFinishedHere } from '../../state/live-finish';
import { navigate } from '../../state/route';
import { entryWords, refusalWords, unexpectedWords } from '../../words/entry-words';
import type { SaveDraft } from './EntryForms';
import type { Dialog } from './NightDialog';
import { handOver, handOverSent, type HandedNight } from './night-handoff';
import type { UndoPreview } from './undo-preview';
import { undoneWords } from './undo-words';

/** How long "Recorded: …" and its like stay on screen. */
const DONE_FOR_MS = 6_000;

/**
 * A write that commits a change to the night: the night as it then stands, and the change Undo would take
 * back. Told `sent` when the change is on its way to a live night's table, before it commits (if it can).
 */
type Commit = (sent: SentChange) => Promise<DbResult<{ night: NightDetail; lastChange: UndoRow | null }>>;

export interface NightChanges {
  /**
   * A change is being written: the buttons that would start another are disabled. Not once it is drawn
   * on its way to the table: its sheet has closed, and the focus goes back to the button that opened it.
   */
  busy: boolean;
  /** What the last change did, for a moment. */
  done: string | null;
  /** Why the last change from a confirming sheet was refused. */
  problem: string | null;
  dialog: Dialog | null;
  /** Opens a sheet (opening one is the next action: the last one's notice goes) or, with null, closes it. */
  setDialog: (next: Dialog | null) => void;
  saveNew: SaveDraft;
  saveEdit: (row: LedgerRow, position: number, version: number) => SaveDraft;
  confirmDelete: (row: LedgerRow, position: number, version: number) => void;
  confirmUndo: (preview: UndoPreview) => void;
  confirmFinish: () => void;
}

export function useNightChanges(
  open: NightDetail,
  /**
   * A change's night handed over (night-handoff.ts), as it committed or as it went to the table: shown
   * before the live query reads it again.
   */
  onHanded: (handed: HandedNight) => void,
): NightChanges {
  const { t } = useLingui();
  const db = useDatabase();
  const { settings } = open;
  const [dialog, showDialog] = useState<Dialog | null>(null);
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

  // The same function on every drawing: the entry list's Edit and Delete use it, and that list (memo)
  // is drawn again only when its night changes.
  const setDialog = useCallback((next: Dialog | null): void => {
    if (next !== null) setDone(null);
    showDialog(next);
  }, []);

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

  /**
   * Runs one change; on success says what was done (and shows the night it committed), else answers why
   * not. A change shown on its way to the table (its sheet closed then) is not handed again as it commits;
   * if it fails, the screen takes it back and says why: nothing is left to answer.
   */
  const change = async (work: Commit, saying: (after: NightDetail) => string): Promise<string | null> => {
    // Set once the change is shown on its way: told then what it came to.
    const shown: { settle?: (problem: string | null) => void } = {};
    const sent: SentChange = (night, lastChange) => {
      const { handed, settle } = handOverSent(night, lastChange);
      shown.settle = settle;
      onHanded(handed);
      setDone(saying(night));
      setProblem(null);
      setDialog(null);
      // Still one change at a time (`working`): a change started before this one ends is told to wait.
      setBusy(false);
    };
    const result = await once(() => work(sent));
    if (result === null) return t`Still saving the last change: try again in a moment.`;
    if (shown.settle) {
      // Already shown: the screen's read after it (which waits for the change's transaction) takes over.
      shown.settle(result.ok ? null : refusalWords(result.error, settings));
      if (!result.ok) setDone(null);
      return null;
    }
    if (!result.ok) return refusalWords(result.error, settings);
    onHanded(handOver(result.night, result.lastChange));
    setDone(saying(result.night));
    setProblem(null);
    return null;
  };

  /** A form's save: the sheet closes once the change is committed; a refusal stays in the form. */
  const closeAfter = async (work: () => Promise<string | null>): Promise<string | null> => {
    const refusal = await work();
    if (refusal === null) setDialog(null);
    return refusal;
  };

  /** A confirming sheet's change: the sheet closes either way, and a refusal is said on the night. */
  const runFromSheet = async (work: Commit, saying: () => string): Promise<void> => {
    const refusal = await change(work, saying);
    setDialog(null);
    if (refusal !== null) setProblem(refusal);
  };

  const saveNew: SaveDraft = (draft) =>
    closeAfter(() =>
      change(
        (sent) => addEntry(db, open.id, draft, sent),
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
          (sent) => updateEntry(db, open.id, row.entry.id, draft, { version }, sent),
          () => {
            const n = position + 1;
            return t`Entry ${n} changed; every total after it is recomputed.`;
          },
        ),
      );

  const confirmDelete = (row: LedgerRow, position: number, version: number): void =>
    void runFromSheet(
      (sent) => deleteEntry(db, open.id, row.entry.id, { version }, sent),
      () => {
        const n = position + 1;
        return t`Entry ${n} deleted; every total after it is recomputed. Undo brings it back.`;
      },
    );

  const confirmUndo = (preview: UndoPreview): void =>
    void runFromSheet(
      () => undoLast(db, open.id, preview),
      () => undoneWords(settings, preview),
    );

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

  return {
    busy,
    done,
    problem,
    dialog,
    setDialog,
    saveNew,
    saveEdit,
    confirmDelete,
    confirmUndo,
    confirmFinish: () => void finish(),
  };
}
