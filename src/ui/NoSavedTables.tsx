// The line shown where the saved-table picker goes when the phone has no saved table yet. Its own
// tiny module: the score screen shows it while the phone has no ledger database at all (IfLedger)
// and while the picker (and the database code) loads, and the build's static shell paints it, so a
// first visit sees the finished line at once and nothing takes its place a moment later.

import { Trans } from '@lingui/react/macro';

export function NoSavedTables() {
  return (
    <p className="text-sm text-stone-600 dark:text-stone-300">
      <Trans>
        No saved tables yet.{' '}
        <a className="font-medium text-emerald-800 underline dark:text-emerald-300" href="#/settings">
          Save your table’s rules in Settings
        </a>
        .
      </Trans>
    </p>
  );
}
