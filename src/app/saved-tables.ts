// The saved tables for every screen that offers them (a night's start form, the score screen's chooser,
// Settings, a shared table's link): read as a live query, so every screen (and every tab) sees a change
// as soon as it is written, and put on the score screen.
import { useLiveQuery } from 'dexie-react-hooks';
import {
  listSavedTables,
  type SavedTable,
  type SavedTableError,
  type UnreadableTable,
} from '../db/saved-tables';
import { useDatabase } from './database';
import { useDraft } from '../state/draft-store';

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

/** Scores the next hands under a table: its profile and every rule, as the score screen's own. */
export function scoreWith(table: SavedTable): void {
  const draft = useDraft.getState();
  draft.setProfile(table.profile);
  draft.setHouseRules(table.profile, table.options);
}
