// The database on the phone: its tables and its numbered, append-only schema versions.
// Never edit a published version: add the next one, with an upgrade and a migration test.
import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie';
import {
  netOf,
  type LedgerEntry,
  type PerPlayer,
  type PlayerIndex,
  type NightSettings,
} from '../core/ledger';
import { DB_NAME } from './name';

export { DB_NAME };

export type NightStatus = 'open' | 'finished';

export interface NightRow {
  id: string;
  createdAt: number;
  updatedAt: number;
  name: string;
  settings: NightSettings;
  status: NightStatus;
  /** Since version 2: the final totals and the number of entries, kept so the night list reads one row per night. */
  totals: PerPlayer<number>;
  entryCount: number;
  /**
   * Payment addresses its players shared with the table on a live night (never one kept only on a
   * phone): projected from the night's log (core/pay-codes' StoredSharedAddress[]), carried by a backup
   * and a night link. Unknown here: every use reads it through the core's readSharedAddresses, which
   * leaves out what is not an address of the table's scheme. Not indexed, so no schema version.
   */
  payShared?: unknown;
  /**
   * A live night's rows only: the clock of the night's document (src/sync/registry.ts's docClock) at the
   * read these rows hold, so a screen can tell the rows older than the live state it shows beside them.
   * Not indexed, so no schema version; a row without one is never said older.
   */
  docClock?: number;
}

export interface PlayerRow {
  sessionId: string;
  index: PlayerIndex;
  name: string;
}

/** One ledger entry; `seq` orders a night's entries (gaps are left by deletions). */
export interface HandRow {
  sessionId: string;
  id: string;
  seq: number;
  entry: LedgerEntry;
  /**
   * The entry's revision: 0 when recorded, one more on every edit (and on an undo that changes it),
   * so a save from a screen that saw an older revision is refused. Rows written before it existed
   * have none; restore.ts reads them as 0.
   */
  version: number;
}

/** One transfer of an entry, materialised from the computed ledger. */
export interface PaymentRow {
  id: number;
  sessionId: string;
  entryId: string;
  from: PlayerIndex;
  to: PlayerIndex;
  amount: number;
}

export type UndoAction = 'add' | 'edit' | 'delete';

/** The inverse of one change to a night's entries: put `before` back (or remove the entry when it is null). */
export interface UndoRow {
  sessionId: string;
  seq: number;
  at: number;
  action: UndoAction;
  entryId: string;
  before: HandRow | null;
}

/**
 * Since version 5: a night this phone shares live (src/sync). The room is the secret that names it on
 * the sync server; `confirmedSeq` is the last of the night's updates the server has acknowledged, so
 * the changes still waiting are counted across a reload.
 */
export interface LiveNightRow {
  id: string;
  room: string;
  server: string;
  confirmedSeq: number;
}

/**
 * Since version 5: the night's Yjs document, kept as the updates that made it (merged from time to
 * time). `local` is 1 for a change made on this phone, 0 for one that came from the room.
 */
export interface LiveUpdateRow {
  seq?: number;
  nightId: string;
  update: Uint8Array;
  local: 0 | 1;
  /**
   * Added after version 6, read only with its row (no index, so no version of its own; an older version
   * ignores it): envelopes of a sealed room this phone verified and opened (src/sync/sealed.ts), so that
   * reopening the night checks only the records it has not opened before.
   */
  opened?: KeptOpening[];
}

/** An envelope of a sealed room's log this phone verified and opened: its place, a hash of it, and the record inside. */
export interface KeptOpening {
  client: number;
  clock: number;
  hash: string;
  raw: unknown;
}

export interface SchemaVersion {
  version: number;
  /** Dexie store declarations: only the tables this version adds or changes. */
  stores: Readonly<Record<string, string | null>>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

// Stored names: the nights' table is `sessions` and a row's night is `sessionId`, as on every phone since
// version 1 (and in every backup). The code says night; renaming what phones store would need a
// migration of every phone's data, and old backups would still say it, for no player's gain.
export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      sessions: 'id, createdAt, updatedAt, status',
      players: '[sessionId+index], sessionId',
      // Entry ids need only be unique within their night, so a restored backup never collides.
      hands: '[sessionId+id], sessionId, [sessionId+seq]',
      payments: '++id, sessionId, [sessionId+entryId]',
    },
  },
  {
    // Undo needs its own history, and the night list must not read every hand of every night.
    version: 2,
    stores: { undo: '[sessionId+seq], sessionId' },
    upgrade: addNightSummaries,
  },
  {
    // Saved tables (db/saved-tables.ts): a named set of house rules, listed newest first. Nothing to upgrade.
    version: 3,
    stores: { savedTables: 'id, updatedAt' },
  },
  {
    // Copies of nights shared from other phones (#/n/<code>), apart from this phone's own nights
    // so that nothing can be recorded into them; one row a night, by the night's own id. A new
    // table only: no upgrade (src/db/night-copies.ts).
    version: 4,
    stores: { nightCopies: 'id, createdAt' },
  },
  {
    // Live nights (src/sync): which nights are shared and through which room, and each one's Yjs
    // document as its updates. New tables only: every night made before opens unchanged, local.
    version: 5,
    stores: { liveNights: 'id, room', liveUpdates: '++seq, nightId, [nightId+seq]' },
  },
  {
    // The live night's document became a log (format 2, src/sync/log.ts): a tab still running the version
    // before is told by this version change (Dexie closes its database, so it writes nothing more), and
    // `formats` keeps the newest format any tab of this phone writes, so a tab of an older version that
    // meets it refuses to write to a live night and asks to reload (db/live-hook.ts). A new table only.
    version: 6,
    stores: { formats: 'id' },
  },
];

/** Since version 6: the newest format of a kind of stored data any tab of this phone has written. */
export interface FormatRow {
  id: 'live';
  format: number;
}

export const LATEST_VERSION = SCHEMA_VERSIONS.at(-1)!.version;

/**
 * Version 2: each night row gains its final totals and entry count. Totals come from the
 * materialised payments (already the transfers of every entry), so no entry is re-interpreted
 * during an upgrade that must not fail.
 */
async function addNightSummaries(tx: Transaction): Promise<void> {
  const paymentsByNight = new Map<string, PaymentRow[]>();
  await tx.table<PaymentRow, number>('payments').each((payment) => {
    const rows = paymentsByNight.get(payment.sessionId) ?? [];
    rows.push(payment);
    paymentsByNight.set(payment.sessionId, rows);
  });
  const counts = new Map<string, number>();
  await tx.table<HandRow, [string, string]>('hands').each((hand) => {
    counts.set(hand.sessionId, (counts.get(hand.sessionId) ?? 0) + 1);
  });
  await tx
    .table<NightRow, string>('sessions')
    .toCollection()
    .modify((night) => {
      night.totals = netOf(paymentsByNight.get(night.id) ?? []);
      night.entryCount = counts.get(night.id) ?? 0;
    });
}

/** Declares the schema versions up to `upTo` on a Dexie instance (tests open older versions this way). */
export function declareSchema(db: Dexie, upTo: number = LATEST_VERSION): void {
  for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
    if (version > upTo) break;
    const declared = db.version(version).stores(stores);
    if (upgrade) declared.upgrade(upgrade);
  }
}

/** Where IndexedDB comes from: the browser's by default, a fake one in tests. */
export interface IndexedDbSource {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

export class TaiTableDB extends Dexie {
  sessions!: Table<NightRow, string>;
  players!: Table<PlayerRow, [string, number]>;
  hands!: Table<HandRow, [string, string]>;
  payments!: EntityTable<PaymentRow, 'id'>;
  undo!: Table<UndoRow, [string, number]>;
  liveNights!: Table<LiveNightRow, string>;
  liveUpdates!: Table<LiveUpdateRow, number>;
  formats!: Table<FormatRow, string>;
  /** A tab of a newer version opened the database: this one is out of date and must reload before writing to a live night. */
  outdated = false;

  constructor(name: string = DB_NAME, source?: IndexedDbSource) {
    // Strict durability: Chromium reports a write done only once it is on disk, so a confirmed entry
    // survives even the phone losing power, not just the browser being killed.
    super(name, {
      chromeTransactionDurability: 'strict',
      ...(source ? { indexedDB: source.indexedDB, IDBKeyRange: source.IDBKeyRange } : {}),
    });
    declareSchema(this);
    // Dexie closes this connection so the newer version can upgrade; its writes then fail, and a live night's
    // say why (reload), never reaching the rows alone.
    this.on('versionchange', () => {
      this.outdated = true;
    });
  }
}

/** Opens (lazily, on first use) the database; pass a name and an IndexedDB source to get a separate one. */
export function openDatabase(name: string = DB_NAME, source?: IndexedDbSource): TaiTableDB {
  return new TaiTableDB(name, source);
}

let appDatabase: TaiTableDB | undefined;

/** The app's one database on this phone. */
export function getAppDatabase(): TaiTableDB {
  appDatabase ??= openDatabase();
  return appDatabase;
}
