// The live histories this night kept when this phone went on alone ("Go on with this phone only"): one
// line each on the night's screen, "This phone kept the live night's history from <date>", opening it
// read-only with the same list a live night's history has. The list and the reading of the kept copy
// (the sync library) load only when a line is opened; the line itself asks the database only.
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useId, useState } from 'react';
import type { NightSettings } from '../../../core/ledger';
import { keptCopiesOf } from '../../../db/kept-copies';
import type { TaiTableDB } from '../../../db/schema';
import { withWords } from '../../../i18n/with-words';
import { dateTimeWords } from '../../../words/dates';

const KeptHistoryView = lazy(withWords(['live', 'ledger'], () => import('./KeptHistoryView')));

export function KeptHistories({
  db,
  nightId,
  settings,
}: {
  db: TaiTableDB;
  nightId: string;
  settings: NightSettings;
}) {
  const kept = useLiveQuery(
    () =>
      keptCopiesOf(db, nightId).catch((error: unknown): number[] => {
        // The night's own screen goes on without the line; the failure is in the console for whoever looks.
        console.warn('live night: the kept histories could not be listed:', error);
        return [];
      }),
    [db, nightId],
  );
  if (!kept || kept.length === 0) return null;
  return (
    <div data-testid="kept-histories">
      {kept.map((at) => (
        <KeptHistory key={at} db={db} nightId={nightId} at={at} settings={settings} />
      ))}
    </div>
  );
}

function KeptHistory({
  db,
  nightId,
  at,
  settings,
}: {
  db: TaiTableDB;
  nightId: string;
  at: number;
  settings: NightSettings;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const date = dateTimeWords(at);
  return (
    <details
      className="mt-3"
      data-testid="kept-history"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        id={headingId}
        className="cursor-pointer font-medium"
      >{t`This phone kept the live night’s history from ${date}`}</summary>
      {open && (
        <Suspense fallback={null}>
          <KeptHistoryView db={db} nightId={nightId} at={at} settings={settings} labelledBy={headingId} />
        </Suspense>
      )}
    </details>
  );
}
