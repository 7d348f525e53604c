// Where the night's ledger meets a live night (src/sync). Every write of db/ledger to a night that is
// live also goes into the night's shared document, inside the same transaction, so the rows the
// screens read and the document never disagree about a change this phone confirmed. The sync engine
// registers the mirror when it loads; the database never imports it (db sits under sync, and the
// engine stays off the first screen): the app says how to load it (provideLiveEngine).
import type { LedgerEntry } from '../core/ledger';
import type { FormatRow, HandRow, LiveNightRow, NightRow, NightStatus, TaiTableDB } from './schema';

/** A change to a live night, as the document records it. */
export type LiveChange =
  /** A new entry, recorded on this phone. */
  | { kind: 'record'; entry: LedgerEntry }
  /** A new revision of an entry: an edit, a deletion (null) or an undo putting an older one back. */
  | { kind: 'revise'; entryId: string; entry: LedgerEntry | null; why?: 'edit' | 'delete' | 'undo' }
  | { kind: 'status'; status: NightStatus }
  /** A backup's night restored into a live night: its entries become the night's, as one change every phone applies. */
  | { kind: 'replace'; entries: readonly LedgerEntry[] };

/**
 * What a change mirrored into the night's document did to the rows: whether the projection changed any
 * (false: the rows already said what the document says), and the document's clock it marked them with
 * (NightRow.docClock), so a night handed on from the write says what the rows say.
 */
export interface Mirrored {
  changed: boolean;
  docClock: number;
}

/**
 * A night's rows as the write's own transaction left them, after its writes: the projection compares the
 * document with these instead of reading them back (a round trip to the browser's storage, in the moment
 * between a tap and its drawing). Nothing else can write them meanwhile: the transaction holds them.
 */
export interface WrittenNight {
  row: NightRow;
  hands: readonly HandRow[];
}

/**
 * Told once a change is in the night's document, and so on its way to the table (the connection sends
 * it at once), before the write's transaction has stored it: with the document's clock then, which the
 * rows are marked with as they are projected.
 */
export type LiveSent = (docClock: number) => void;

/** Writes a change into the night's document and projects the document back into the rows (inside the caller's transaction). */
export type LiveMirror = (
  db: TaiTableDB,
  live: LiveNightRow,
  change: LiveChange,
  written?: WrittenNight,
  sent?: LiveSent,
) => Promise<Mirrored>;

let mirror: LiveMirror | undefined;
let loadEngine: (() => Promise<unknown>) | undefined;

export function registerLiveMirror(fn: LiveMirror): void {
  mirror = fn;
}

/** Whether the sync engine is loaded (its mirror registered): a write to a live night then needs no import first. */
export const liveEngineLoaded = (): boolean => mirror !== undefined;

/**
 * The format of a live night's document this version writes (src/sync/log.ts's LOG_FORMAT). A phone's
 * database remembers the newest any of its tabs wrote (the `formats` table); a tab of an older version
 * meeting a newer one refuses to write to a live night: its change would not be one the room takes.
 */
export const LIVE_FORMAT = 2;

/**
 * Whether this tab may write to a live night: not when a newer version's tab has opened the database
 * (this one is then closed) or written a newer format. Inside a transaction over `formats`; notes this
 * version's format when it is the newest.
 */
export async function liveFormatProblem(
  db: TaiTableDB,
  /** The stored format's read, when the caller asked for it beside its own reads. */
  read: Promise<FormatRow | undefined> = db.formats.get('live'),
): Promise<'reload_needed' | null> {
  if (db.outdated) return 'reload_needed';
  const stored = await read;
  if (stored && stored.format > LIVE_FORMAT) return 'reload_needed';
  if (!stored || stored.format < LIVE_FORMAT) await db.formats.put({ id: 'live', format: LIVE_FORMAT });
  return null;
}

/** The tables a write to a night must lock when the night may be live. */
export const liveTables = (db: TaiTableDB) => [db.liveNights, db.liveUpdates];

/**
 * How to load the sync engine, whose loading registers its mirror: given by the app (app/live-engine.ts)
 * before any write can reach a live night.
 */
export function provideLiveEngine(load: () => Promise<unknown>): void {
  loadEngine = load;
}

/**
 * Before a write's transaction to a live night: loads the sync engine (a separate chunk) so its mirror
 * is registered. Awaiting an import inside a transaction would end the transaction. With no engine
 * given, the write is refused inside its transaction (mirrorLive): never written on this phone alone.
 */
export async function loadLiveEngine(): Promise<void> {
  if (!mirror) await loadEngine?.();
}

/**
 * Inside a write's transaction, after its own writes: the change goes into a live night's document.
 * Answers 'local' for a night that is not live, else what the projection did to the rows.
 */
export async function mirrorLive(
  db: TaiTableDB,
  nightId: string,
  change: LiveChange,
  written?: WrittenNight,
  sent?: LiveSent,
): Promise<'local' | Mirrored> {
  const live = await db.liveNights.get(nightId);
  if (!live) return 'local';
  // prepareLive ran first; without a mirror the change would reach this phone's rows but never the table.
  if (!mirror)
    throw new Error('The live night’s engine is not loaded (the app gives it: provideLiveEngine).');
  return mirror(db, live, change, written, sent);
}
