// Saved tables: a named set of house rules ("Friday at Auntie's": profile, stake, minimum, cap and every
// house rule), kept on the phone. Every row is checked when read (a valibot schema, then the house rules
// through resolveOptions), so a table saved before a rule existed opens with that rule at its default (one
// saved before the table's card opens with its profile's own card); every
// update names the version it edited and a stale one is refused.
import * as v from 'valibot';
import { tableRuleSet } from '../core/house-rules-summary';
import { resolveOptions } from '../core/options';
import { TABLE_NAME_MAX, tableNameProblem } from '../core/table-code';
import type { InputError } from '../core/errors';
import { PROFILE_IDS, type HandOptionsInput, type ProfileId } from '../core/types';
import { newId } from './ids';
import { inTransaction, type DbError, type DbErrorCode } from './result';
import type { TaiTableDB } from './schema';

/** The longest name, in characters: the table code's, so that every saved table can be shared. */
export const MAX_TABLE_NAME_LENGTH = TABLE_NAME_MAX;
const TABLE = 'savedTables';

/** A saved table as stored (schema version 3 on). */
export interface SavedTableRow {
  id: string;
  name: string;
  profile: ProfileId;
  /** The whole rule set, the unit (the stake, in cents) included. */
  options: HandOptionsInput;
  /** 1 when saved, one more with each update: what an update says it edited. */
  version: number;
  createdAt: number;
  updatedAt: number;
}

/** A saved table as read: its rule set complete, every rule its profile accepts at a value it can play. */
export type SavedTable = SavedTableRow;

/** What a player gives to save a table. */
export interface TableDraft {
  name: string;
  profile: ProfileId;
  options: HandOptionsInput;
}

/** A row that could not be read: listed, with the reason, so it can be deleted rather than silently lost. */
export interface UnreadableTable {
  id: string;
  name: string | null;
  reason: string;
}

export type SavedTableErrorCode =
  DbErrorCode | 'table_not_found' | 'table_changed' | 'table_name_taken' | 'invalid_table';
export interface SavedTableError {
  code: SavedTableErrorCode;
  /** English, for logs and tests: a screen words the code (and the reason) instead. */
  message: string;
  field?: string;
  /** For a house rule the core refuses: the core's reason, a code with its values (core/errors.ts). */
  reason?: Pick<InputError, 'code' | 'values'>;
}
export type SavedTableResult<T extends object = object> =
  ({ ok: true } & T) | { ok: false; error: SavedTableError };

const fail = (
  code: SavedTableErrorCode,
  message: string,
  field?: string,
): { ok: false; error: SavedTableError } => ({
  ok: false,
  error: field === undefined ? { code, message } : { code, message, field },
});

/** A table's card as stored: pattern ids and values (which ids and values a profile takes, resolveOptions says). */
const CardSchema = v.record(v.string(), v.union([v.number(), v.string()]));

const RowSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_TABLE_NAME_LENGTH * 2)),
  profile: v.picklist(PROFILE_IDS),
  // Every rule is a number, a flag or a choice but the table's card, an object (rows saved before it have none).
  options: v.record(v.string(), v.union([v.number(), v.boolean(), v.string(), CardSchema])),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  createdAt: v.pipe(v.number(), v.finite()),
  updatedAt: v.pipe(v.number(), v.finite()),
});

/**
 * A stored row as the app can use it, or why not. House rules are resolved against today's registry: a rule
 * the row does not mention (saved before it existed) is at its default; a value that cannot be played makes
 * the row unreadable rather than quietly becoming another table.
 */
export function readTableRow(raw: unknown): { table: SavedTable } | { unreadable: UnreadableTable } {
  const id =
    typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string'
      ? (raw as { id: string }).id
      : '';
  const rawName = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
  const name = typeof rawName === 'string' && rawName.trim() !== '' ? rawName.trim() : null;
  const parsed = v.safeParse(RowSchema, raw);
  if (!parsed.success) {
    const where = parsed.issues[0]?.path?.map((p) => String(p.key)).join('.') ?? 'the row';
    return { unreadable: { id, name, reason: `its ${where} is not what a saved table holds` } };
  }
  const row = parsed.output;
  const resolved = resolveOptions(row.profile, row.options);
  if (resolved.errors.length > 0) {
    return { unreadable: { id, name, reason: resolved.errors.map((e) => e.message).join(' ') } };
  }
  return { table: { ...row, options: tableRuleSet(row.profile, resolved.options) } };
}

/** A draft checked as a player would be told: the name and rule set to store, or the first problem. */
function checkDraft(
  draft: TableDraft,
): { name: string; options: HandOptionsInput } | { ok: false; error: SavedTableError } {
  const name = typeof draft.name === 'string' ? draft.name.trim() : '';
  if (name === '')
    return fail('invalid_name', 'Give the table a name, such as “Friday at Auntie’s”.', 'name');
  const problem = tableNameProblem(name);
  if (problem !== undefined) return fail('invalid_name', problem, 'name');
  if (!(PROFILE_IDS as readonly string[]).includes(draft.profile)) {
    return fail(
      'invalid_table',
      'Choose the table’s rules: Singapore, Singapore 0–5 tai reference, or Hong Kong.',
      'profile',
    );
  }
  const resolved = resolveOptions(draft.profile, draft.options);
  const [first] = resolved.errors;
  if (first) {
    const refused = fail('invalid_option', first.message, first.field);
    return {
      ok: false,
      error: {
        ...refused.error,
        reason: { code: first.code, ...(first.values ? { values: first.values } : {}) },
      },
    };
  }
  return { name, options: tableRuleSet(draft.profile, resolved.options) };
}

const sameName = (a: string, b: string): boolean => a.toLocaleLowerCase() === b.toLocaleLowerCase();
const nameTaken = (name: string) =>
  fail(
    'table_name_taken',
    `A table called “${name}” is already saved. Give this one another name, or change that one.`,
    'name',
  );

const tableOf = (db: TaiTableDB) => db.table<SavedTableRow, string>(TABLE);

/**
 * Runs a scope as one transaction. A refusal is the scope's answer (it writes nothing before refusing); a
 * storage failure is the database's answer, in a player's words.
 */
async function run<T extends object>(
  db: TaiTableDB,
  mode: 'r' | 'rw',
  scope: () => Promise<SavedTableResult<T>>,
): Promise<SavedTableResult<T>> {
  const done = await inTransaction(db, mode, [tableOf(db)], async () => ({
    ok: true as const,
    outcome: await scope(),
  }));
  if (!done.ok) return { ok: false, error: done.error as DbError };
  return done.outcome;
}

/** Every saved table, the most recently changed first, and the rows that could not be read. */
export async function listSavedTables(
  db: TaiTableDB,
): Promise<SavedTableResult<{ tables: SavedTable[]; unreadable: UnreadableTable[] }>> {
  return run(db, 'r', async () => {
    const rows: unknown[] = await tableOf(db).orderBy('updatedAt').reverse().toArray();
    const tables: SavedTable[] = [];
    const unreadable: UnreadableTable[] = [];
    for (const raw of rows) {
      const read = readTableRow(raw);
      if ('table' in read) tables.push(read.table);
      else unreadable.push(read.unreadable);
    }
    return { ok: true, tables, unreadable };
  });
}

export async function getSavedTable(
  db: TaiTableDB,
  id: string,
): Promise<SavedTableResult<{ table: SavedTable }>> {
  return run(db, 'r', async () => {
    const raw: unknown = await tableOf(db).get(id);
    if (raw === undefined) return fail('table_not_found', 'This saved table is no longer on this phone.');
    const read = readTableRow(raw);
    if ('unreadable' in read)
      return fail('invalid_table', `This saved table cannot be read: ${read.unreadable.reason}`);
    return { ok: true, table: read.table };
  });
}

/** Saves a new table. Its name must be its own: two tables of one name could not be told apart in a list. */
export async function saveTable(
  db: TaiTableDB,
  draft: TableDraft,
): Promise<SavedTableResult<{ table: SavedTable }>> {
  const checked = checkDraft(draft);
  if ('ok' in checked) return checked;
  return run(db, 'rw', async () => {
    const names: unknown[] = await tableOf(db).toArray();
    if (
      names.some(
        (row) =>
          typeof (row as { name?: unknown }).name === 'string' &&
          sameName((row as { name: string }).name, checked.name),
      )
    ) {
      return nameTaken(checked.name);
    }
    const now = Date.now();
    const table: SavedTableRow = {
      id: newId(),
      name: checked.name,
      profile: draft.profile,
      options: checked.options,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    await tableOf(db).add(table);
    return { ok: true, table };
  });
}

/**
 * Changes a saved table. `expectedVersion` is the version the player started editing: if the table changed
 * since (in another tab), the change is refused and nothing is written.
 */
export async function updateTable(
  db: TaiTableDB,
  id: string,
  expectedVersion: number,
  draft: TableDraft,
): Promise<SavedTableResult<{ table: SavedTable }>> {
  const checked = checkDraft(draft);
  if ('ok' in checked) return checked;
  return run(db, 'rw', async () => {
    const current = await tableOf(db).get(id);
    if (!current)
      return fail(
        'table_not_found',
        'This saved table is no longer on this phone: it was deleted. Nothing was saved.',
      );
    if (current.version !== expectedVersion) {
      return fail(
        'table_changed',
        `“${current.name}” was changed elsewhere since you opened it. Nothing was saved: open it again to see its rules now.`,
      );
    }
    const others: unknown[] = await tableOf(db).toArray();
    if (
      others.some(
        (row) =>
          (row as { id?: unknown }).id !== id &&
          typeof (row as { name?: unknown }).name === 'string' &&
          sameName((row as { name: string }).name, checked.name),
      )
    ) {
      return nameTaken(checked.name);
    }
    const table: SavedTableRow = {
      ...current,
      name: checked.name,
      profile: draft.profile,
      options: checked.options,
      version: current.version + 1,
      updatedAt: Date.now(),
    };
    await tableOf(db).put(table);
    return { ok: true, table };
  });
}

/**
 * Deletes a saved table. With `expectedVersion`, a table changed since it was shown is not deleted (the
 * player decided on what they saw); an unreadable row is deleted by id alone.
 */
export async function deleteTable(
  db: TaiTableDB,
  id: string,
  expectedVersion?: number,
): Promise<SavedTableResult> {
  return run(db, 'rw', async () => {
    const current: unknown = await tableOf(db).get(id);
    if (current === undefined) return fail('table_not_found', 'This saved table was already deleted.');
    const version = (current as { version?: unknown }).version;
    if (expectedVersion !== undefined && version !== expectedVersion) {
      return fail(
        'table_changed',
        'This table was changed elsewhere since it was shown. Nothing was deleted: look at it again first.',
      );
    }
    await tableOf(db).delete(id);
    return { ok: true };
  });
}
