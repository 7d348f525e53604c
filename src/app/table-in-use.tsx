// The table a player scores with, for the screens that show a pattern's value (the rules pages): the open
// night's table when a night is open at that profile, else the house rules Settings keeps for it (what
// the score screen scores with). The night is read only once the ledger exists (a first visit opens no
// database, which would create it), by a part loaded then: the screen itself carries no database code.
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { NightSettings } from '../core/ledger';
import { resolveOptions } from '../core/options';
import type { ProfileId, TableOptions } from '../core/types';
import { DB_NAME } from '../db/name';
import { useDraft } from '../state/draft-store';
import { DatabaseContext } from './database-context';

// Its file's name sorts after start.tsx's on purpose: Rolldown visits a build's lazily loaded modules in
// the order of their paths, and one of src/app visited before start.tsx moved the first screen's modules
// it imports to the front of the first screen's chunk, which then compressed 125 bytes worse.
const OpenNightSettings = lazy(() => import('./table-in-use-night'));

export interface TableInUse {
  /** Every house rule as the table plays it, its card included. */
  readonly options: TableOptions;
  /** Whose rules they are: the open night's, or Settings' (the score screen's own). */
  readonly from: 'night' | 'settings';
}

/**
 * Whether the ledger exists, asked as IfLedger asks (db/ledger-exists.ts) without opening it. Asked here
 * rather than imported: those modules are the first screen's, and an import of them from this chunk
 * would change the first screen's own (another name it exports).
 */
async function ledgerThere(): Promise<boolean> {
  const idb = globalThis.indexedDB as IDBFactory | undefined;
  if (!idb || typeof idb.databases !== 'function') return true;
  try {
    return (await idb.databases()).some((d) => d.name === DB_NAME);
  } catch (error) {
    console.warn('The list of databases could not be read; the ledger is opened anyway:', error);
    return true;
  }
}

/** Gives its children the table in use at `profile`: the open night's there, else Settings'. */
export function WithTableInUse({
  profile,
  children,
}: {
  profile: ProfileId;
  children: (table: TableInUse) => ReactNode;
}) {
  const given = useContext(DatabaseContext) !== null;
  const [exists, setExists] = useState(given);
  const [night, setNight] = useState<NightSettings | null>(null);
  const onRead = useCallback((read: NightSettings | null) => setNight(read), []);
  useEffect(() => {
    if (exists) return undefined;
    let mounted = true;
    void ledgerThere().then((yes) => {
      if (mounted && yes) setExists(true);
    });
    return () => {
      mounted = false;
    };
  }, [exists]);
  const settings = useDraft((s) => s.houseRules[profile]);
  const fromNight = night?.profile === profile;
  const rules = fromNight ? night.options : settings;
  const table = useMemo<TableInUse>(
    () => ({ options: resolveOptions(profile, rules ?? {}).options, from: fromNight ? 'night' : 'settings' }),
    [profile, rules, fromNight],
  );
  return (
    <>
      {exists && (
        <Suspense fallback={null}>
          <OpenNightSettings onRead={onRead} />
        </Suspense>
      )}
      {children(table)}
    </>
  );
}
