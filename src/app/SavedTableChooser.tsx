// The score screen's saved-table picker, or the line saying there is none yet: the picker reads the
// ledger, so it loads only once the phone has one (IfLedger), with the settings' words. Part of the score
// screen's later parts (features/score/ScoreParts.tsx), so the first screen carries none of it.
import { lazy, Suspense } from 'react';
import { IfLedger } from './IfLedger';
import { withWords } from '../i18n/with-words';
import { NoSavedTables } from '../ui/NoSavedTables';

const ScoreTableChooser = lazy(
  withWords(['settings', 'later'], () => import('../features/tables/ScoreTableChooser')),
);

export function SavedTableChooser() {
  return (
    <IfLedger fallback={<NoSavedTables />}>
      <Suspense fallback={<NoSavedTables />}>
        <ScoreTableChooser />
      </Suspense>
    </IfLedger>
  );
}
