// Where a live night stands, always in sight: a strip fixed just above the tab bar, one line high
// whatever it says, so a change of state never moves the page under the thumb. A polite status
// region: a screen reader hears "Offline — 2 changes waiting" without being interrupted.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LiveRefusalReason, LiveStatus } from '../../sync';

type Tone = 'live' | 'waiting' | 'refused';

const TONES: Record<Tone, { stripClassName: string; dotClassName: string }> = {
  live: {
    stripClassName:
      'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50',
    dotClassName: 'bg-emerald-600 dark:bg-emerald-400',
  },
  waiting: {
    stripClassName:
      'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50',
    dotClassName: 'bg-amber-500 dark:bg-amber-300',
  },
  refused: {
    stripClassName:
      'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
    dotClassName: 'bg-red-700 dark:bg-red-400',
  },
};

const toneOf = (status: LiveStatus): Tone =>
  status.kind === 'live'
    ? 'live'
    : status.kind === 'refused' || status.kind === 'stuck'
      ? 'refused'
      : 'waiting';

/** The one line the strip says for each state (a live night's; a local one shows no strip). */
export function useStatusLine(): (status: LiveStatus) => string {
  const { t } = useLingui();
  const short = useRefusalTitle();
  return (status) => {
    switch (status.kind) {
      case 'local':
        return t`On this phone only`;
      case 'connecting':
        return status.waiting > 0
          ? t`Connecting… ${plural(status.waiting, { one: '# change waiting', other: '# changes waiting' })}`
          : t`Connecting…`;
      case 'live':
        return t`Live · ${plural(status.phones, { one: '# phone connected', other: '# phones connected' })}`;
      case 'apart':
        return t`Other phones may not see this phone’s changes`;
      case 'offline':
        return status.cause === 'network'
          ? t`Offline — ${plural(status.waiting, { 0: 'no changes waiting', one: '# change waiting', other: '# changes waiting' })}`
          : t`No answer from the server — ${plural(status.waiting, { 0: 'no changes waiting', one: '# change waiting', other: '# changes waiting' })}`;
      case 'refused':
        return short(status.reason);
      case 'stuck':
        return t`Not saved: this phone’s storage is full`;
    }
  };
}

/** The refusal in a few words, for the strip; the night's live panel says the whole of it. */
export function useRefusalTitle(): (reason: LiveRefusalReason) => string {
  const { t } = useLingui();
  return (reason) => {
    switch (reason) {
      case 'too_big':
        return t`Not live: the night is too big for the server`;
      case 'bad_server':
        return t`Not live: the server did not answer as it should`;
      case 'unreadable_room':
        return t`Not live: the shared night could not be read`;
      case 'change_refused':
        return t`Not live: the server refused this phone’s last change`;
    }
  };
}

/** On a phone on its side: the strip is the right part of the tab bar's line, as high as the tab bar. */
const STRIP_SIDEWAYS =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names, no words
  'sideways:bottom-0 sideways:left-auto sideways:w-[var(--live-strip-width)] sideways:border-l sideways:pb-[env(safe-area-inset-bottom)]';

export function LiveStatusBar({
  status,
  onExplain,
}: {
  status: LiveStatus;
  /** Shows the whole explanation and the way out (the night's live panel), for a refusal. */
  onExplain?: () => void;
}) {
  const { t } = useLingui();
  const line = useStatusLine();
  if (status.kind === 'local') return null;
  const tone = TONES[toneOf(status)];
  return (
    // Above the tab bar (2.8125rem high, plus the phone's safe area), within the space the page keeps free at its foot.
    // On a phone on its side, on the tab bar's line instead, at its right (src/index.css narrows the tab bar to make room).
    <div
      data-testid="live-status"
      data-live={status.kind}
      data-live-strip=""
      className={`fixed inset-x-0 bottom-[calc(2.8125rem+env(safe-area-inset-bottom))] z-10 border-t ${STRIP_SIDEWAYS} ${tone.stripClassName}`}
    >
      <div className="mx-auto flex h-9 max-w-5xl items-center gap-2 px-3 text-sm font-medium sideways:h-[2.8125rem]">
        <span
          aria-hidden="true"
          className={`size-2.5 shrink-0 rounded-full ${tone.dotClassName} ${status.kind === 'connecting' ? 'motion-safe:animate-pulse' : ''}`}
        />
        <p role="status" aria-live="polite" className="min-w-0 flex-1 truncate">
          {line(status)}
        </p>
        {(status.kind === 'refused' || status.kind === 'stuck') && onExplain && (
          <button
            type="button"
            className="btn-quiet shrink-0 py-1 text-current"
            onClick={onExplain}
          >{t`What to do`}</button>
        )}
      </div>
    </div>
  );
}
