// The saved tables as a live query: every screen (and every tab) sees a change as soon as it is written.
import { useLiveQuery } from 'dexie-react-hooks';
import {
  listSavedTables,
  type SavedTable,
  type SavedTableError,
  type UnreadableTable,
} from '../../db/saved-tables';
import { useDatabase } from '../../app/database';

export type SavedTablesState =
  | { status: 'loading' }
  /** The storage's refusal, as a code a screen words (table-problems.ts). */
  | { status: 'failed'; problem: SavedTableError }
  | { status: 'ready'; tables: SavedTable[]; unreadable: UnreadableTable[] };

export function useSavedTables(): SavedTablesState {
  const db = useDatabase();
  const result = useLiveQuery(() => listSavedTables(db), [db]);
  if (result === undefined) return { status: 'loading' };
  if (!result.ok) return { status: 'failed', problem: result.error };
  return { status: 'ready', tables: result.tables, unreadable: result.unreadable };
}
