// Backups and exports: every session as one JSON file to restore on any phone, and one session as CSV.
// A restore is all or nothing: the whole file is checked before anything is written.
import {
  computeLedger, isRecord, validateEntry, validateSettings,
  type Ledger, type LedgerEntry, type LedgerError, type PerPlayer, type PlayerIndex, type SessionSettings,
} from '../core/ledger';
import { dollars, sessionCsv } from './csv';
import { MAX_SESSION_NAME_LENGTH, handsOf, paymentRows, viewOf } from './ledger';
import { failure, inTransaction, sessionNotFound, type DbError, type DbResult } from './result';
import type { HandRow, SessionRow, SessionStatus, TaiTableDB } from './schema';

export const BACKUP_FORMAT = 'tai-table-backup';
export const BACKUP_VERSION = 1;

export interface BackupSession {
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  status: SessionStatus;
  settings: SessionSettings;
  /** In the order they happened. */
  entries: LedgerEntry[];
  /** The final totals, checked against the entries on restore. */
  totals: PerPlayer<number>;
}

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** ISO 8601, for the player who looks inside the file. */
  exportedAt: string;
  sessions: BackupSession[];
}

/** Every session on the phone, oldest first. Undo history is not part of a backup. */
export async function exportBackup(db: TaiTableDB): Promise<DbResult<{ backup: Backup }>> {
  return inTransaction(db, 'r', [db.sessions, db.hands], async () => {
    const rows = await db.sessions.orderBy('createdAt').toArray();
    const sessions: BackupSession[] = [];
    for (const row of rows) {
      const view = viewOf(row, await handsOf(db, row.id));
      sessions.push({
        id: row.id, name: row.name, createdAt: row.createdAt, updatedAt: row.updatedAt, status: row.status,
        settings: row.settings, entries: view.entries, totals: view.ledger.totals,
      });
    }
    const backup: Backup = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date().toISOString(), sessions };
    return { ok: true, backup };
  });
}

/** One session as CSV text, with a file name made from the session's name. */
export async function exportCsv(db: TaiTableDB, sessionId: string): Promise<DbResult<{ csv: string; fileName: string }>> {
  return inTransaction(db, 'r', [db.sessions, db.hands], async () => {
    const row = await db.sessions.get(sessionId);
    if (!row) return sessionNotFound();
    const csv = sessionCsv(viewOf(row, await handsOf(db, sessionId)));
    return { ok: true, csv, fileName: `tai-table-${fileSlug(row.name)}.csv` };
  });
}

const fileSlug = (name: string): string =>
  name.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'session';

/** A session read from a backup, checked and ready to write. */
export interface RestorableSession {
  row: SessionRow;
  hands: HandRow[];
  ledger: Ledger;
}

/**
 * Reads a backup (the parsed JSON, or its text) and checks all of it: the format, the version,
 * every session's settings and entries, and that the totals recompute. The first problem is
 * answered in a player's words.
 */
export function readBackup(json: unknown): DbResult<{ sessions: RestorableSession[] }> {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch {
      // Text that is not JSON is simply not a backup: answered as such.
      return notABackup();
    }
  }
  if (!isRecord(data) || data.format !== BACKUP_FORMAT) return notABackup();
  const { version, exportedAt, sessions } = data;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return damaged('its version number is unreadable');
  }
  if (version > BACKUP_VERSION) {
    return failure('backup_too_new', 'This backup was made by a newer version of Tai Table. Update the app, then restore it.');
  }
  if (typeof exportedAt !== 'string' || Number.isNaN(Date.parse(exportedAt))) return damaged('its date is unreadable');
  if (!Array.isArray(sessions)) return damaged('its list of sessions is missing');

  const restorable: RestorableSession[] = [];
  const seen = new Set<string>();
  for (const [index, session] of sessions.entries()) {
    const read = readSession(session, index);
    if (!read.ok) return read;
    if (seen.has(read.session.row.id)) return damaged(`the session “${read.session.row.name}” is in it twice`);
    seen.add(read.session.row.id);
    restorable.push(read.session);
  }
  return { ok: true, sessions: restorable };
}

function readSession(value: unknown, index: number): DbResult<{ session: RestorableSession }> {
  const position = `session ${index + 1} of the file`;
  if (!isRecord(value)) return damaged(`${position} is unreadable`);
  const { id, name, createdAt, updatedAt, status, settings, entries, totals } = value;
  if (typeof id !== 'string' || id.trim() === '' || id.length > 100) return damaged(`${position} has no usable id`);
  const trimmedName = typeof name === 'string' ? name.trim() : '';
  if (trimmedName === '' || [...trimmedName].length > MAX_SESSION_NAME_LENGTH) return damaged(`${position} has no usable name`);
  const label = `“${trimmedName}” (${position})`;
  if (!isTime(createdAt) || !isTime(updatedAt)) return damaged(`the dates of ${label} are unreadable`);
  if (status !== 'open' && status !== 'finished') return damaged(`${label} is neither open nor finished`);

  const checkedSettings = validateSettings(settings);
  if (!checkedSettings.ok) return inSession(label, checkedSettings.errors);
  if (!Array.isArray(entries)) return damaged(`the hands of ${label} are missing`);

  const clean: LedgerEntry[] = [];
  const ids = new Set<string>();
  for (const [position, entry] of entries.entries()) {
    const checked = validateEntry(checkedSettings.value, entry);
    if (!checked.ok) return inSession(`${label}, entry ${position + 1}`, checked.errors);
    if (ids.has(checked.value.id)) return damaged(`entry ${position + 1} of ${label} is in it twice`);
    ids.add(checked.value.id);
    clean.push(checked.value);
  }

  const ledger = computeLedger(checkedSettings.value, clean);
  if (!Array.isArray(totals) || totals.length !== 4 || !totals.every(Number.isSafeInteger)) {
    return damaged(`the totals of ${label} are unreadable`);
  }
  if (totals.some((total, player) => total !== ledger.totals[player])) {
    return failure(
      'totals_mismatch',
      `In ${label}, the saved totals (${totals.map(dollars).join(', ')}) do not match its hands `
        + `(${ledger.totals.map(dollars).join(', ')}): the backup was changed or damaged. Nothing was restored.`,
    );
  }

  const row: SessionRow = {
    id, name: trimmedName, createdAt, updatedAt, status, settings: checkedSettings.value,
    totals: ledger.totals, entryCount: clean.length,
  };
  const hands = clean.map((entry, position): HandRow => ({ sessionId: id, id: entry.id, seq: position + 1, entry }));
  return { ok: true, session: { row, hands, ledger } };
}

/** Restores a backup: adds the sessions this phone does not have (by id) and skips the others. All or nothing. */
export async function importBackup(db: TaiTableDB, json: unknown): Promise<DbResult<{ added: number; skipped: number }>> {
  const read = readBackup(json);
  if (!read.ok) return read;
  return inTransaction(db, 'rw', [db.sessions, db.players, db.hands, db.payments], async () => {
    let added = 0;
    let skipped = 0;
    for (const { row, hands, ledger } of read.sessions) {
      if (await db.sessions.get(row.id)) {
        skipped += 1;
        continue;
      }
      await db.sessions.add(row);
      await db.players.bulkAdd(row.settings.players.map((name, index) => ({ sessionId: row.id, index: index as PlayerIndex, name })));
      await db.hands.bulkAdd(hands);
      await db.payments.bulkAdd(paymentRows(row.id, ledger.rows));
      added += 1;
    }
    return { ok: true, added, skipped };
  });
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const notABackup = (): { ok: false; error: DbError } =>
  failure('not_a_backup', 'This file is not a Tai Table backup, so nothing was restored.');

const damaged = (why: string): { ok: false; error: DbError } =>
  failure('backup_damaged', `This backup is damaged: ${why}. Nothing was restored.`);

const inSession = (where: string, errors: readonly LedgerError[]): { ok: false; error: DbError } => {
  const [first] = errors;
  return failure(first?.code ?? 'backup_damaged', `In ${where}: ${first?.message ?? 'unreadable.'} Nothing was restored.`, first?.field);
};
