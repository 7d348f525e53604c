// Which database the ledger screens use: the phone's own, or in tests a fresh one given by a provider.
import { useContext, type ReactNode } from 'react';
import { getAppDatabase, type TaiTableDB } from '../../db';
import { DatabaseContext } from './database-context';

export function DatabaseProvider({ db, children }: { db: TaiTableDB; children: ReactNode }) {
  return <DatabaseContext value={db}>{children}</DatabaseContext>;
}

/** The database to read and write: the provider's, else the app's one database on this phone. */
export function useDatabase(): TaiTableDB {
  return useContext(DatabaseContext) ?? getAppDatabase();
}
