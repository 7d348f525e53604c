// A change's committed night, handed to the Night screen so that it paints at once.
//
// The Night screen reads the night as a live query (loadScreen): after a change commits, the query runs
// again (three more reads, behind the other screens' queries) before the screen can draw it; and a Night
// screen opened by the change ("Record the win" on the Score tab) first draws nothing and only then
// starts its query. A change already answers the night as it committed (db/ledger reads it inside its
// own transaction, after a live night's document is projected into the rows) and the last change of its
// undo history: the screen draws that at once. The live query takes over from its first answer read
// after the handoff (one started later reads a database that holds the change; whatever another phone
// or window changed meanwhile is in it too), so nothing it would have shown is lost, only sooner.
// A change from another phone is handed the same way: the sync engine reads the night inside the
// transaction that stores and projects the room's change, and tells the screen drawing it as it commits.
// A change of this phone to a live night is handed sooner, as it goes to the table (db/ledger.ts's
// SentChange), with what it came to (`settled`): the screen takes it back if its transaction then failed.
import { watchCommittedNight, type NightDetail, type TaiTableDB, type UndoRow } from '../../db';
import { WHOLE_LIST_LIMIT } from '../../ui/night/windowed-rows';
import { keepUnchanged } from '../../state/keep-unchanged';
import { undoPreviewOf, type UndoPreview } from './undo-preview';

/** The night as a change of this screen committed it, and what Undo would take back then. */
export interface HandedNight {
  /** Its place among handoffs: a live query started before it read an older database. */
  seq: number;
  night: NightDetail;
  undo: UndoPreview | null;
  /** When it was made (performance.now()), for a Night screen opened by it. */
  at: number;
  /**
   * For a change handed on its way to the table, before its transaction ended: what it came to, null once
   * committed, else why it was not kept, in the player's words (the screen then takes it back and says so).
   */
  settled?: Promise<string | null>;
}

/**
 * How long a handoff waits for the Night screen that the change opens: that screen opens in the same
 * tap (the sheet closes, the address changes); later, the screen reads the database as usual.
 */
const OPENING_WITHIN_MS = 1_000;

let counter = 0;
let forNextScreen: HandedNight | null = null;

/** The open night as a screen drew it: the night and what Undo would take back. */
export interface DrawnNight {
  night: NightDetail;
  undo: UndoPreview | null;
}

/**
 * A read of the open night as the very objects a screen drew, wherever it reads the same (keepUnchanged):
 * after each change the screen's live query reads back the night the change handed over, on every phone
 * of a live night, and the entry list and the chart (memo) are then not drawn again; a change's own night
 * keeps the rows it did not change, and only its new or changed rows are drawn (EntryList's rows are
 * memo). A night drawn in part (windowed-rows.ts) draws few rows, and is not worth comparing.
 */
export function asDrawn<Read extends DrawnNight>(read: Read, drawn: DrawnNight | null): Read {
  if (drawn === null || read.night.entries.length > WHOLE_LIST_LIMIT) return read;
  const night = keepUnchanged(drawn.night, read.night);
  const undo = keepUnchanged(drawn.undo, read.undo);
  return night === read.night && undo === read.undo ? read : { ...read, night, undo };
}

/**
 * A change's committed night, numbered after every live query already started; or, with `settled`, the
 * night of a change on its way to the table. A live query started after that reads the database once the
 * change's transaction has ended (IndexedDB runs a read after a write begun before it): with the change,
 * or without it when `settled` answers why not.
 */
export function handOver(
  night: NightDetail,
  lastChange: UndoRow | null,
  settled?: Promise<string | null>,
): HandedNight {
  counter += 1;
  const handed = { seq: counter, night, undo: undoPreviewOf(night, lastChange), at: performance.now() };
  return settled ? { ...handed, settled } : handed;
}

/**
 * The night of a change on its way to the table, handed over now (handOver), and how to tell the screen
 * what it came to once its transaction has ended: null, committed; else why not, in the player's words.
 */
export function handOverSent(
  night: NightDetail,
  lastChange: UndoRow | null,
): { handed: HandedNight; settle: (problem: string | null) => void } {
  let settle: (problem: string | null) => void = () => undefined;
  const settled = new Promise<string | null>((resolve) => {
    settle = resolve;
  });
  return { handed: handOver(night, lastChange, settled), settle };
}

/** Read when a live query of the screen starts: an answer is newer than every handoff numbered up to this. */
export const handoffCount = (): number => counter;

/** Left for the Night screen the change is about to open (Record on the Score tab). */
export function leaveForNightScreen(handed: HandedNight): void {
  forNextScreen = handed;
}

/**
 * For a Night screen opening now: the night a change left for it in this tap, if any. Not taken away
 * (React may run a screen's first render twice); a screen opened later does not get it.
 */
export function handedToOpeningScreen(): HandedNight | null {
  if (forNextScreen === null || performance.now() - forNextScreen.at > OPENING_WITHIN_MS) return null;
  return forNextScreen;
}

/**
 * Hands the screen night `nightId` as each change from the room commits it, while the night is open;
 * answers how to stop. Numbered as it is told, before anything else can run: a live query started after
 * the commit is numbered before it, but read the same night or an older one. A finished night is left to
 * the live query (the screen then shows the form to start one).
 */
export function watchRoomChanges(
  db: TaiTableDB,
  nightId: string,
  onHanded: (handed: HandedNight) => void,
): () => void {
  return watchCommittedNight(db, nightId, (night, lastChange) => {
    if (night.status === 'open') onHanded(handOver(night, lastChange));
  });
}
