// "Record" under a scored hand (the score screen's, a shared hand's): puts the hand in tonight's. It
// holds only the button; the night's sheet (features/ledger/RecordSheet.tsx, with the database)
// loads on the first tap.
import { Trans } from '@lingui/react/macro';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { HandInput } from '../core/types';
import { withWords } from '../i18n/with-words';

// The sheet comes with the ledger's words (src/locales/*/ledger.po), so it never paints a message id.
const RecordSheet = lazy(withWords(['ledger', 'later'], () => import('../features/ledger/RecordSheet')));

/** A sheet that fails to load (offline before the app was cached, say) says so instead of blanking the screen. */
class LoadFailure extends Component<{ onClose: () => void; children: ReactNode }, { failed: string | null }> {
  override state = { failed: null as string | null };

  static getDerivedStateFromError(error: unknown): { failed: string } {
    return { failed: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    if (this.state.failed === null) return this.props.children;
    return (
      <div
        role="alert"
        className="mt-2 rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <LoadFailureWords why={this.state.failed} />
        <button type="button" className="btn-quiet" onClick={this.props.onClose}>
          <Trans>OK</Trans>
        </button>
      </div>
    );
  }
}

function LoadFailureWords({ why }: { why: string }) {
  return (
    <p>
      <Trans>
        The night could not be opened ({why}). Reload the app and try again; the hand stays on the score
        screen.
      </Trans>
    </p>
  );
}

export function RecordAction({ hand, className = 'mb-2' }: { hand: HandInput; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      <button type="button" className="btn w-full px-3" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Trans>Record</Trans>
      </button>
      {open && (
        <LoadFailure onClose={() => setOpen(false)}>
          <Suspense
            fallback={
              <p role="status" className="mt-2 text-sm">
                <Trans>Opening the night…</Trans>
              </p>
            }
          >
            <RecordSheet hand={hand} onClose={() => setOpen(false)} />
          </Suspense>
        </LoadFailure>
      )}
    </div>
  );
}
