// What happened and the ways out, when a screen cannot be shown: back to the score screen, save a
// backup of every night, and (for a night that cannot be shown) delete that night. The boundary
// (ErrorBoundary.tsx, on the first screen) loads this only when something has failed, and the ledger's
// screens use the panel when they refuse a damaged night on reading it. The database is loaded only
// when a button needs it.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FailedWhat, NightRef } from './ErrorBoundary';
import type { RescueActions, RescueRefusal } from './rescue';

/** The boundary's panel, in the language in use (a class component has no hooks). */
export function FailedPanel({
  what,
  error,
  night,
  rescue,
  onRetry,
}: {
  what?: FailedWhat;
  error: string;
  night?: NightRef;
  rescue?: RescueActions;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const title =
    what === 'the app'
      ? t`The app could not show the app`
      : what === 'this night'
        ? t`The app could not show this night`
        : t`The app could not show this screen`;
  const name = night?.name;
  const message = night
    ? t`Something in it could not be read (${error}). Nothing you saved was changed. If the night of ${name} keeps failing, save a backup, then delete the night: the rest of the app works without it.`
    : t`Something in it could not be read (${error}). Nothing you saved was changed.`;
  return <RescuePanel title={title} message={message} night={night} rescue={rescue} onRetry={onRetry} />;
}

/**
 * What happened and the ways out. Used by the boundary and by screens that refuse a damaged night
 * on reading it. Without `rescue` (the backup and the deletion the app gives), only the way back is offered.
 */
export function RescuePanel(props: {
  title: string;
  message: string;
  night?: NightRef;
  rescue?: RescueActions;
  onRetry?: () => void;
  onDeleted?: () => void;
}) {
  const actions = props.rescue;
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const { t } = useLingui();

  /** The database's refusal in the player's words: the phone's storage, or (rarely) the night's own detail. */
  const storageWords = (refusal: RescueRefusal): string => {
    if (refusal.code === 'storage_full')
      return t`The phone’s storage is full, so nothing was changed. Free some space and try again.`;
    if (refusal.code === 'storage_failed')
      return t`The phone’s storage did not answer, so nothing was changed. Close other tabs of this app and try again.`;
    if (refusal.code === 'night_not_found') return t`This night is no longer on this phone.`;
    const detail = refusal.code === 'other' ? refusal.detail : refusal.code;
    return t`Nothing was changed (${detail}).`;
  };

  const saveBackup = async (rescue: RescueActions): Promise<void> => {
    setProblem(null);
    try {
      const result = await rescue.saveBackup();
      if (!result.ok) {
        setProblem(storageWords(result.refusal));
        return;
      }
      const { fileName, nights } = result;
      setStatus(
        t`${plural(nights, { one: `Saved ${fileName}, with # night.`, other: `Saved ${fileName}, with # nights.` })}`,
      );
    } catch (error) {
      // The app's own code could not load (offline before it was cached): said so, nothing changed.
      const why = error instanceof Error ? error.message : String(error);
      setProblem(t`The backup could not be made (${why}).`);
    }
  };

  const deleteNight = async (rescue: RescueActions, night: NightRef): Promise<void> => {
    setProblem(null);
    try {
      const result = await rescue.deleteNight(night.id);
      if (!result.ok) {
        setProblem(storageWords(result.refusal));
        return;
      }
      setConfirming(false);
      setDeleted(true);
      const name = night.name;
      setStatus(t`The night of ${name} was deleted from this phone.`);
      props.onDeleted?.();
    } catch (error) {
      // As above: the player is told, and the night is still there.
      const why = error instanceof Error ? error.message : String(error);
      setProblem(t`The night could not be deleted (${why}).`);
    }
  };

  const nightName = props.night?.name;
  return (
    <section
      role="alert"
      aria-labelledby="rescue-heading"
      className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    >
      <h1 id="rescue-heading" className="text-lg font-bold">
        {props.title}
      </h1>
      <p className="text-sm">{props.message}</p>
      <div className="flex flex-wrap gap-2">
        <a className="btn" href="#/" onClick={props.onRetry}>
          <Trans>Back to score</Trans>
        </a>
        {actions && (
          <button type="button" className="btn-quiet" onClick={() => void saveBackup(actions)}>
            <Trans>Save a backup</Trans>
          </button>
        )}
        {actions && props.night && !deleted && !confirming && (
          <button type="button" className="btn-quiet" onClick={() => setConfirming(true)}>
            <Trans>Delete this night</Trans>
          </button>
        )}
      </div>
      {actions && props.night && confirming && (
        <div className="space-y-2 rounded border border-red-400 p-2 dark:border-red-700">
          <p className="text-sm">
            <Trans>Delete the night of {nightName} from this phone for good?</Trans>
          </p>
          <div className="flex gap-2">
            <button type="button" className="btn-quiet" onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </button>
            <button
              type="button"
              className="rounded-lg bg-red-800 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
              onClick={() => void deleteNight(actions, props.night!)}
            >
              <Trans>Delete the night</Trans>
            </button>
          </div>
        </div>
      )}
      {status && (
        <p role="status" className="text-sm font-medium">
          {status}
        </p>
      )}
      {problem && <p className="text-sm font-semibold">{problem}</p>}
    </section>
  );
}
