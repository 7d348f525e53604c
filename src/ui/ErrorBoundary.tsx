// No blank page, ever: a screen that fails to render is replaced by what happened, in a player's
// words, and the ways out (RescuePanel.tsx). The panel's code and words load only when something has
// failed, so the first screen carries just this boundary; should they fail to load too (the phone
// offline before they were cached), a plain notice with the way back to the score screen stands instead.
import { Trans, useLingui } from '@lingui/react/macro';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { withWords } from '../i18n/with-words';
import type { RescueActions } from './rescue';

/** A night the failing screen was showing, so the player can delete it when it cannot be shown. */
export interface NightRef {
  id: string;
  name: string;
}

/** What failed, named in the message in the language in use. */
export type FailedWhat = 'this screen' | 'the app' | 'this night';

interface BoundaryProps {
  children: ReactNode;
  /** When this changes (the address, say), a failed boundary tries its children again. */
  resetKey?: string;
  /** The night on show inside, offered for deletion if it cannot be shown. */
  night?: NightRef;
  what?: FailedWhat;
  /** The backup and deletion to offer (the app gives its own; a screen gives the database it uses). */
  rescue?: RescueActions;
}

interface BoundaryState {
  error: string | null;
  resetKey: string | undefined;
}

const FailedPanel = lazy(
  withWords('later', () => import('./RescuePanel').then((m) => ({ default: m.FailedPanel }))),
);

export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Going to another address is a fresh start for the screen there.
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept for whoever debugs the phone; the player reads the panel instead.
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const retry = (): void => this.setState({ error: null });
    return (
      <PanelOrNotice onRetry={retry}>
        <Suspense fallback={null}>
          <FailedPanel
            what={this.props.what}
            error={this.state.error}
            night={this.props.night}
            rescue={this.props.rescue}
            onRetry={retry}
          />
        </Suspense>
      </PanelOrNotice>
    );
  }
}

/** The panel, or the plain notice when the panel itself cannot be loaded. */
class PanelOrNotice extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The failure panel could not be loaded', error);
  }

  override render() {
    return this.state.failed ? <PlainNotice onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function PlainNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <section
      role="alert"
      className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    >
      <h1 className="text-lg font-bold">{t`The app could not show this screen`}</h1>
      <a className="btn" href="#/" onClick={onRetry}>
        <Trans>Back to score</Trans>
      </a>
    </section>
  );
}
