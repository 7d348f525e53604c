// What every database function answers: a result, or one error in a player's words. A failed
// transaction is aborted by IndexedDB as a whole, so an error always means nothing was changed.
import Dexie, { type Table, type TransactionMode } from 'dexie';
import { LedgerInputError, type LedgerError, type LedgerErrorCode, type NightProblem } from '../core/ledger';
import type { TaiTableDB } from './schema';

export type DbErrorCode =
  | LedgerErrorCode
  | 'night_not_found'
  | 'entry_not_found'
  | 'entry_id_taken'
  | 'entry_id_mismatch'
  | 'night_finished'
  | 'nothing_to_undo'
  | 'stale_change'
  | 'stale_entry'
  | 'night_full'
  | 'invalid_name'
  | 'not_a_backup'
  | 'backup_too_new'
  | 'backup_damaged'
  | 'totals_mismatch'
  | 'night_damaged'
  | 'storage_full'
  | 'storage_failed'
  | 'internal_error'
  | LiveErrorCode;

/**
 * What a live-night function (src/sync) refuses with, the screen wording the code: a server address
 * that is not one, a room that is not a room or cannot be read, a room with no night in it yet, the
 * one-tap choices of a conflict gone stale, a night not live, a server that does not answer.
 */
export type LiveErrorCode =
  | 'bad_server'
  | 'bad_room'
  | 'unreadable_room'
  | 'room_empty'
  | 'conflict_gone'
  | 'entry_not_set_aside'
  | 'change_not_found'
  | 'reload_needed'
  | 'not_live'
  | 'server_unreachable'
  /** A seat's shared payment number is the phone's that first shared one for it: another phone cannot change it. */
  | 'pay_not_yours';

export interface DbError {
  code: DbErrorCode;
  /** English, for logs and tests: a screen words the code and its values instead. */
  message: string;
  field?: string;
  /** On 'night_damaged': the night that cannot be shown, so a screen can offer to delete it. */
  night?: { id: string; name: string };
  /** On a backup that cannot be restored: what is damaged, and where, as codes and values. */
  backup?: BackupDamage;
}

/**
 * What in a backup file cannot be restored: a field of the file or of one of its nights that cannot be
 * read, a night in it twice, or a night that does not add up (the core's own problem of it).
 */
export interface BackupDamage {
  what:
    | 'file_field'
    | 'night_unreadable'
    | 'night_field'
    | 'night_twice'
    | 'revisions_mismatch'
    | 'night_problem'
    | 'totals_mismatch';
  /** The night's place in the file (1-based), and its name when it has one. */
  night?: number;
  name?: string;
  /** For a field: its key in the file ('exportedAt', 'entries', 'totals' …). */
  field?: string;
  /** For 'night_problem': what the core's check of the night found (core/ledger/accept.ts). */
  problem?: NightProblem;
  /** For 'revisions_mismatch': how many revisions for how many entries. */
  revisions?: number;
  entries?: number;
  /** For 'totals_mismatch': the totals saved in the file and those of its hands, in cents. */
  saved?: readonly number[];
  computed?: readonly number[];
}

export type DbResult<T extends object = object> = ({ ok: true } & T) | { ok: false; error: DbError };

export const failure = (
  code: DbErrorCode,
  message: string,
  field?: string,
): { ok: false; error: DbError } => ({
  ok: false,
  error: field === undefined ? { code, message } : { code, message, field },
});

export const nightNotFound = (): { ok: false; error: DbError } =>
  failure('night_not_found', 'This night is no longer on this phone.');

/** The first of a check's errors, as the answer of a database function. */
export const refused = (errors: readonly LedgerError[]): { ok: false; error: DbError } => {
  const [first] = errors;
  return failure(
    first?.code ?? 'internal_error',
    first?.message ?? 'This was refused for no stated reason.',
    first?.field,
  );
};

/**
 * Runs `scope` as one transaction. A scope refuses bad input by returning a failure before it
 * writes anything; anything thrown aborts the transaction and is answered as an error here.
 */
export async function inTransaction<T extends object>(
  db: TaiTableDB,
  mode: Extract<TransactionMode, 'r' | 'rw'>,
  tables: readonly Table[],
  scope: () => Promise<DbResult<T>>,
): Promise<DbResult<T>> {
  try {
    return await db.transaction(mode, tables, scope);
  } catch (error) {
    // Not swallowed: IndexedDB rolled the transaction back, and the player is told why in words.
    return { ok: false, error: describeFailure(error, mode === 'rw') };
  }
}

function describeFailure(error: unknown, writing: boolean): DbError {
  const cause = error instanceof Error ? error.message : String(error);
  if (error instanceof LedgerInputError) {
    return {
      code: 'night_damaged',
      message: `This night’s saved hands do not add up (${cause}). Nothing was changed; restore it from a backup.`,
    };
  }
  // Thrown by the live engine (sync/doc.ts LiveNightFullError, not imported here: it is off the first screen).
  if (error instanceof Error && error.name === 'LiveNightFull')
    return { code: 'night_full', message: error.message };
  if (isQuotaError(error)) {
    return {
      code: 'storage_full',
      message: 'The phone is out of storage space, so this was not saved. Free some space and try again.',
    };
  }
  if (error instanceof Dexie.DexieError) {
    return {
      code: 'storage_failed',
      message: writing
        ? `The phone could not save this (${cause}). Nothing was changed; try again.`
        : `The phone could not read the saved nights (${cause}). Try again.`,
    };
  }
  return {
    code: 'internal_error',
    message: `Something went wrong in the app (${cause}). Nothing was changed.`,
  };
}

/** Whether the browser refused a write for want of space (Dexie wraps its error in `inner`). */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'QuotaExceededError') return true;
  const inner = (error as { inner?: unknown }).inner;
  return inner instanceof Error && inner.name === 'QuotaExceededError';
}
