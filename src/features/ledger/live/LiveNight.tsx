// The live night on the night's screen: one hook the screen calls (useLiveNightView) and what it
// mounts: the panel (Invite the table, a refusal and its way out, unreadable and set-aside entries),
// the status strip, and the conflict note inside an entry's row. The screen never talks to the
// engine (src/sync) itself.
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { LedgerRow, NightSettings } from '../../../core/ledger';
import type { DbError, DbResult, TaiTableDB } from '../../../db';
import {
  bringBack,
  chooseVersion,
  keepEntries,
  keepEntry,
  liveLinkFragment,
  makeLive,
  stopLive,
  useLiveNight,
  type LiveLink,
  type LiveNightState,
} from '../../../sync';
import { appAddress } from '../../../ui/share/share-link';
import { refusalWords } from '../../../words/entry-words';
import { nightTitle } from '../../../words/night-words';
import {
  ConflictNote,
  conflictsByEntry,
  EditConflictNote,
  SetAsideList,
  UnreadableEntries,
} from './Conflicts';
import { InviteTable, type MakeLiveAnswer } from './InviteTable';
import { KeptHistories } from './KeptHistories';
import { NightHistory } from './NightHistory';
import { usePhoneWords, type PhoneWords } from './phone-words';
import { WhosePhone } from './WhosePhone';
import { builtInServerUrl, useLiveServer } from '../../../state/live-server';
import { ALERT } from '../../../ui/styles';

/** What the night's screen knows of the night, for its live parts. */
export interface LiveNightOf {
  id: string;
  name: string;
  createdAt: number;
  settings: NightSettings;
  rows: readonly LedgerRow[];
}

export interface LiveNightView {
  night: LiveNightOf;
  state: LiveNightState;
  busy: boolean;
  problem: DbError | null;
  /** Runs one live change at a time; a refusal is shown in the panel. */
  run: (work: () => Promise<DbResult>) => void;
  keep: (conflictId: string, entryId: string) => void;
  bringBack: (entryId: string) => void;
  /** Each phone of the night in words, as its people named it. */
  who: PhoneWords;
  /** The conflict note of an entry's row, or null when the entry is in no conflict (the row is then unmarked). */
  conflictNote: (row: LedgerRow, number: number) => ReactNode;
}

/**
 * The link that opens the night live on another phone: `#/live/<room>` when the night is on the app's
 * own server (the one it was built with, which every phone of this app joins through), the server
 * named otherwise (a club's own, set in Settings).
 */
export const liveUrl = (
  link: LiveLink,
  base = appAddress(),
  ownServer = builtInServerUrl() ?? undefined,
): string => `${base}${liveLinkFragment(link, ownServer)}`;

const noConflictNote = (): null => null;

export function useLiveNightView(db: TaiTableDB, night: LiveNightOf): LiveNightView {
  const state = useLiveNight(db, night.id);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DbError | null>(null);
  const run = (work: () => Promise<DbResult>): void => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    work()
      .then(
        (result) => setProblem(result.ok ? null : result.error),
        (error: unknown) =>
          setProblem({
            code: 'internal_error',
            message: error instanceof Error ? error.message : String(error),
          }),
      )
      .finally(() => setBusy(false));
  };
  const byEntry = conflictsByEntry(state.conflicts, night.rows);
  const who = usePhoneWords(db, night.id, night.settings.players);
  const noteOf: LiveNightView['conflictNote'] = (row, number) => {
    const conflict = byEntry.get(row.entry.id);
    if (conflict) {
      return (
        <ConflictNote
          number={number}
          conflict={conflict}
          settings={night.settings}
          who={who}
          busy={busy}
          onKeep={(entryId) => run(() => keepEntry(db, night.id, conflict.conflict.id, entryId))}
          onKeepBranch={(entryIds) =>
            run(() =>
              keepEntries(
                db,
                night.id,
                entryIds.map((entryId) => ({
                  entryId,
                  conflictId: state.conflicts.find((each) => each.entryIds.includes(entryId))?.id ?? '',
                })),
              ),
            )
          }
        />
      );
    }
    const edited = state.editConflicts.find((c) => c.entryId === row.entry.id);
    if (!edited) return null;
    return (
      <EditConflictNote
        number={number}
        settings={night.settings}
        conflict={edited}
        who={who}
        busy={busy}
        onKeep={(recordId) => run(() => chooseVersion(db, night.id, edited.entryId, recordId))}
      />
    );
  };
  return {
    who,
    night,
    state,
    busy,
    problem,
    run,
    keep: (conflictId, entryId) => run(() => keepEntry(db, night.id, conflictId, entryId)),
    bringBack: (entryId) => run(() => bringBack(db, night.id, entryId)),
    // With no conflict open (nearly always), one unchanging function: the entry list (memo) is then drawn
    // again only when the night changes, not each time the live night's state does.
    conflictNote: byEntry.size === 0 && state.editConflicts.length === 0 ? noConflictNote : noteOf,
  };
}

/** The live parts of the night's screen outside its entry list. */
export function LiveNightPanel({ db, live }: { db: TaiTableDB; live: LiveNightView }) {
  const server = useLiveServer();
  const { night, state } = live;
  const make = async (): Promise<MakeLiveAnswer> => {
    if (server === null) return { ok: false, cause: '' };
    const made = await makeLive(db, night.id, server.url).catch((error: unknown) => ({
      ok: false as const,
      error: {
        code: 'internal_error' as const,
        message: error instanceof Error ? error.message : String(error),
      },
    }));
    // A known refusal is worded by its code; an unexpected exception keeps its own text, as a detail.
    return made.ok ? { ok: true, url: liveUrl(made.link) } : { ok: false, cause: causeWords(made.error) };
  };
  return (
    <>
      <InviteTable
        nightName={nightTitle(night)}
        status={state.status}
        url={state.link ? liveUrl(state.link) : null}
        server={server}
        makeLive={make}
        onStop={() => live.run(() => stopLive(db, night.id))}
      >
        {state.status.kind !== 'local' && (
          <WhosePhone db={db} nightId={night.id} players={night.settings.players} />
        )}
        <UnreadableEntries leftOut={state.leftOut} who={live.who} />
        {/* An entry one phone deleted while another edited it: the deletion counts meanwhile, so its note has no row. */}
        {state.editConflicts
          .filter((c) => !night.rows.some((row) => row.entry.id === c.entryId))
          .map((edited) => (
            <div key={edited.entryId} data-testid="live-conflict">
              <EditConflictNote
                number={null}
                settings={night.settings}
                conflict={edited}
                who={live.who}
                busy={live.busy}
                onKeep={(recordId) => live.run(() => chooseVersion(db, night.id, edited.entryId, recordId))}
              />
            </div>
          ))}
        <LiveChoiceProblem problem={live.problem} />
        <SetAsideList
          settings={night.settings}
          setAside={state.setAside}
          busy={live.busy}
          onBringBack={live.bringBack}
        />
        {state.status.kind !== 'local' && (
          <NightHistory db={db} nightId={night.id} settings={night.settings} />
        )}
        <KeptHistories db={db} nightId={night.id} settings={night.settings} />
        {state.status.kind !== 'local' && state.status.kind !== 'refused' && (
          <LeaveLiveNight busy={live.busy} onLeave={() => live.run(() => stopLive(db, night.id))} />
        )}
      </InviteTable>
      {/* The status strip is the app's (LiveKeeper), on every screen. */}
    </>
  );
}

/** A refusal as the cause inside a sentence: a known code in the player's words, an unexpected fault as it was thrown. */
const causeWords = (error: Pick<DbError, 'code' | 'message' | 'field'>): string =>
  error.code === 'internal_error' ? error.message : refusalWords(error);

/** Why keeping or bringing back an entry did nothing, in a player's words. */
function LiveChoiceProblem({ problem }: { problem: DbError | null }) {
  const { t } = useLingui();
  if (problem === null) return null;
  let words: string;
  switch (problem.code) {
    case 'conflict_gone':
      words = t`Another phone already chose between these entries: the list shows what the table kept.`;
      break;
    case 'entry_not_set_aside':
      words = t`That entry is already back in the night.`;
      break;
    case 'not_live':
      words = t`This night is no longer live on this phone: nothing was changed.`;
      break;
    default: {
      const message = causeWords(problem);
      words = t`Nothing was changed (${message}). Try again.`;
    }
  }
  return (
    <p role="alert" className={ALERT}>
      {words}
    </p>
  );
}

/**
 * Leaving the live night: this phone keeps every hand as its own night (it can go on recording, only
 * here); the table's new hands no longer arrive. Asked once, said plainly.
 */
function LeaveLiveNight({ busy, onLeave }: { busy: boolean; onLeave: () => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className="btn-quiet"
        disabled={busy}
        onClick={() => setAsking(true)}
      >{t`Leave the live night`}</button>
    );
  }
  return (
    <div className="space-y-2 rounded-lg border border-stone-300 p-2 text-sm dark:border-stone-600">
      <p>{t`This phone keeps its copy of the night, every hand so far, as its own night: you can go on recording here, but the table’s new hands no longer arrive, and this phone’s no longer reach the table.`}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={onLeave}
        >{t`Leave, keep my copy`}</button>
        <button
          type="button"
          className="btn-quiet"
          onClick={() => setAsking(false)}
        >{t`Stay on the live night`}</button>
      </div>
    </div>
  );
}
