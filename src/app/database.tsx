// Which database the ledger screens use: the phone's own, or in tests a fresh one given by a provider.
import { useContext, useMemo, type ReactNode } from 'react';
import { getAppDatabase, type TaiTableDB } from '../db';
import type { RescueActions } from '../ui/rescue';
import { DatabaseContext } from './database-context';
import { rescueActions } from './rescue-actions';
// Every write of the screens goes to the database this module gives: the live engine is known first.
import './live-engine';

export function DatabaseProvider({ db, children }: { db: TaiTableDB; children: ReactNode }) {
  return <DatabaseContext value={db}>{children}</DatabaseContext>;
}

/** The database to read and write: the provider's, else the app's one database on this phone. */
export function useDatabase(): TaiTableDB {
  return useContext(DatabaseContext) ?? getAppDatabase();
}

/** The failure panel's backup and deletion on the database this screen uses. */
export function useRescueActions(): RescueActions {
  const db = useDatabase();
  return useMemo(() => rescueActions(db), [db]);
}
