// The table a player scores with, for the screens that show a pattern's value (the rules pages): the open
// night's table when a night is open at that profile, else the house rules Settings keeps for it (what
// the score screen scores with). The night is read by a part loaded after the screen (it asks first
// whether the ledger exists: a first visit opens no database, which would create it), so the screen
// itself carries no database code, nor imports anything of the entry's own chunk.
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { NightSettings } from '../core/ledger';
import { resolveOptions } from '../core/options';
import type { ProfileId, TableOptions } from '../core/types';
import { useDraft } from '../state/draft-store';

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

/** Gives its children the table in use at `profile`: the open night's there, else Settings'. */
export function WithTableInUse({
  profile,
  children,
}: {
  profile: ProfileId;
  children: (table: TableInUse) => ReactNode;
}) {
  const [night, setNight] = useState<NightSettings | null>(null);
  const onRead = useCallback((read: NightSettings | null) => setNight(read), []);
  const settings = useDraft((s) => s.houseRules[profile]);
  const fromNight = night?.profile === profile;
  const rules = fromNight ? night.options : settings;
  const table = useMemo<TableInUse>(
    () => ({ options: resolveOptions(profile, rules ?? {}).options, from: fromNight ? 'night' : 'settings' }),
    [profile, rules, fromNight],
  );
  return (
    <>
      <Suspense fallback={null}>
        <OpenNightSettings onRead={onRead} />
      </Suspense>
      {children(table)}
    </>
  );
}
