// The table a player scores with, for the screens that show a pattern's value (the rules pages): the open
// night's table when a night is open at that profile, else the house rules Settings keeps for it (what
// the score screen scores with). The night is read as a live query, and only once the ledger exists: a
// first visit to the rules opens no database (opening it would create it).
import { useLiveQuery } from 'dexie-react-hooks';
import { useContext, useEffect, useMemo, useState } from 'react';
import type { NightSettings } from '../core/ledger';
import { resolveOptions } from '../core/options';
import type { ProfileId, TableOptions } from '../core/types';
import { ledgerExists } from '../db/ledger-exists';
import { useDraft } from '../state/draft-store';
import { loadNights } from './current-night';
import { useDatabase } from './database';
import { DatabaseContext } from './database-context';

export interface TableInUse {
  /** Every house rule as the table plays it, its card included. */
  readonly options: TableOptions;
  /** Whose rules they are: the open night's, or Settings' (the score screen's own). */
  readonly from: 'night' | 'settings';
}

/** The open night's settings, or null: none is open, the ledger does not exist, or cannot be read. */
function useOpenNight(): NightSettings | null {
  const db = useDatabase();
  const given = useContext(DatabaseContext) !== null;
  const [exists, setExists] = useState(given);
  useEffect(() => {
    if (exists) return undefined;
    let mounted = true;
    void ledgerExists().then((yes) => {
      if (mounted && yes) setExists(true);
    });
    return () => {
      mounted = false;
    };
  }, [exists]);
  const nights = useLiveQuery(async () => (exists ? loadNights(db) : null), [db, exists]);
  // A ledger that cannot be read shows Settings' rules here; the night's screen says what is wrong.
  return nights?.ok && nights.current ? nights.current.settings : null;
}

/** The table in use at `profile`: the open night's there, else the house rules Settings keeps for it. */
export function useTableInUse(profile: ProfileId): TableInUse {
  const night = useOpenNight();
  const settings = useDraft((s) => s.houseRules[profile]);
  const fromNight = night?.profile === profile;
  const rules = fromNight ? night.options : settings;
  return useMemo(
    () => ({ options: resolveOptions(profile, rules ?? {}).options, from: fromNight ? 'night' : 'settings' }),
    [profile, rules, fromNight],
  );
}
