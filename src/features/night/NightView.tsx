// A shared night (#/n/<code>) opened on any phone, read-only: totals, chart, who pays whom, the share
// table, every entry; "Keep a copy" adds it to this phone's past nights, and a newer link of a night
// already kept brings the copy up to date in place. Newer is decided by what the link holds, never by
// the time it was shared (db/night-copies.ts); a link carrying another night under a known id changes
// nothing. A broken link says why and writes nothing.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { computeLedger, type Ledger } from '../../core/ledger';
import { decodeNightCode, type NightDecodeError, type SharedNight } from '../../core/night-code';
import { getNight } from '../../db';
import {
  getNightCopy,
  keepNightCopy,
  storageFailure,
  type NightCopy,
  type NightCopyError,
} from '../../db/night-copies';
import {
  identityDifferences,
  type ContentsComparison,
  type IdentityDifference,
} from '../../core/night-versions';
import { aheadWords, differenceWords } from '../../words/identity-words';
import { useDatabase } from '../../app/database';
import { Done, Problem } from '../../ui/Messages';
import { LINK, MUTED } from '../../ui/styles';
import { copyProblemWords, nightLinkWords } from '../../words/night-problems';
import { SharedNightBody, asOfWords } from '../../ui/night/SharedNightBody';

type Opened =
  | { kind: 'opening' }
  | { kind: 'broken'; error: NightDecodeError }
  | { kind: 'open'; night: SharedNight; ledger: Ledger };

/** Where this phone stands with the night: its own, a copy kept (older, the same, newer), or nothing yet. */
type Kept =
  | { kind: 'reading' }
  | { kind: 'own' }
  | { kind: 'none' }
  | { kind: 'kept'; copy: NightCopy; updated: boolean }
  | { kind: 'newer'; copy: NightCopy; comparison: ContentsComparison }
  | { kind: 'different'; where: 'own' | 'copy'; differs: IdentityDifference[] };

export default function NightView({ code }: { code: string }) {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState<Opened>({ kind: 'opening' });

  useEffect(() => {
    let live = true;
    void decodeNightCode(code).then((result) => {
      if (!live) return;
      if (!result.ok) setOpened({ kind: 'broken', error: result.error });
      // decodeNightCode has computed this ledger once already: the night adds up.
      else
        setOpened({
          kind: 'open',
          night: result.night,
          ledger: computeLedger(result.night.settings, result.night.entries),
        });
    });
    return () => {
      live = false;
    };
  }, [code]);

  if (opened.kind === 'opening') return <p role="status" className={MUTED}>{t`Opening the shared night…`}</p>;
  if (opened.kind === 'broken') {
    return (
      <div className="space-y-4">
        <h1 className="text-xl font-bold">{t`Shared night`}</h1>
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{t`This shared night cannot be opened.`}</p>
          <p className="text-sm">{nightLinkWords(i18n, opened.error)}</p>
        </div>
        <p>
          <Trans>
            Nothing was saved on this phone.{' '}
            <a className={LINK} href="#/history">
              Past nights
            </a>{' '}
            ·{' '}
            <a className={LINK} href="#/">
              Score a hand
            </a>
          </Trans>
        </p>
      </div>
    );
  }
  return <OpenNight night={opened.night} ledger={opened.ledger} />;
}

function OpenNight({ night, ledger }: { night: SharedNight; ledger: Ledger }) {
  const db = useDatabase();
  const { t, i18n } = useLingui();
  const [kept, setKept] = useState<Kept>({ kind: 'reading' });
  // The database's refusal, worded when shown (so a change of language words it anew).
  const [problem, setProblem] = useState<{ error: NightCopyError; reading: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const answer = (next: Kept): void => {
      if (live) setKept(next);
    };
    (async () => {
      const mine = await getNight(db, night.id);
      if (mine.ok) {
        const differs = identityDifferences(mine.night, night);
        return answer(differs.length > 0 ? { kind: 'different', where: 'own', differs } : { kind: 'own' });
      }
      const existing = await getNightCopy(db, night.id);
      if (!existing.ok) {
        setProblem({ error: existing.error, reading: true });
        return answer({ kind: 'none' });
      }
      if (!existing.copy) return answer({ kind: 'none' });
      // A copy is kept already: a link of the same night holding more of it brings it up to date, in place.
      const result = await keepNightCopy(db, night);
      if (!result.ok) {
        const { error } = result;
        if (error.code === 'different_night' && error.differs)
          return answer({ kind: 'different', where: 'copy', differs: error.differs });
        if ((error.code === 'copy_is_newer' || error.code === 'copy_diverged') && error.comparison) {
          return answer({ kind: 'newer', copy: existing.copy, comparison: error.comparison });
        }
        setProblem({ error, reading: false });
        return answer({ kind: 'kept', copy: existing.copy, updated: false });
      }
      return answer({ kind: 'kept', copy: result.copy, updated: result.outcome === 'updated' });
    })().catch((error: unknown) => {
      // Storage that cannot be read: the night is still shown, and keeping it is not offered.
      if (live) setProblem({ error: storageFailure(error, false), reading: true });
    });
    return () => {
      live = false;
    };
  }, [db, night]);

  const keep = async (): Promise<void> => {
    setBusy(true);
    const result = await keepNightCopy(db, night);
    setBusy(false);
    if (!result.ok) {
      setProblem({ error: result.error, reading: false });
      return;
    }
    setProblem(null);
    setKept({ kind: 'kept', copy: result.copy, updated: false });
  };

  const name = night.name;
  const asOf = asOfWords(i18n, night, ledger);
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <div className="flex items-start justify-between gap-2">
          <h1 className="text-xl font-bold">{t`Shared night: ${name}`}</h1>
          <span className="shrink-0 rounded bg-stone-200 px-1.5 py-0.5 text-xs font-bold uppercase text-stone-800 dark:bg-stone-700 dark:text-stone-100">{t`Read-only`}</span>
        </div>
        <p className="text-sm">{t`This night is kept on another phone; this is what it showed ${asOf}.`}</p>
      </header>
      <KeepPanel kept={kept} busy={busy} onKeep={() => void keep()} />
      <Problem message={problem && copyProblemWords(i18n, problem.error, problem.reading)} />
      <SharedNightBody night={night} ledger={ledger} />
    </div>
  );
}

function KeepPanel({ kept, busy, onKeep }: { kept: Kept; busy: boolean; onKeep: () => void }) {
  const { t, i18n } = useLingui();
  switch (kept.kind) {
    case 'reading':
      return <p role="status" className={MUTED}>{t`Looking for a copy on this phone…`}</p>;
    case 'own':
      return (
        <p className="text-sm">
          <Trans>
            This is one of this phone’s own nights:{' '}
            <a className={LINK} href="#/history">
              Past nights
            </a>{' '}
            has it with every hand.
          </Trans>
        </p>
      );
    case 'none':
      return (
        <div className="space-y-1">
          <button
            type="button"
            className="btn w-full"
            disabled={busy}
            onClick={onKeep}
          >{t`Keep a copy`}</button>
          <p className={MUTED}>
            <Trans>
              Adds it to Past nights on this phone, as a copy. Opening a newer link of this night updates the
              copy.
            </Trans>
          </p>
        </div>
      );
    case 'kept': {
      const asOf = asOfWords(i18n, kept.copy.night, kept.copy.ledger);
      return (
        <Done
          message={
            kept.updated
              ? t`Your copy of this night was brought up to date: ${asOf}. It is in Past nights.`
              : t`This phone keeps a copy of this night, ${asOf}. It is in Past nights.`
          }
        />
      );
    }
    case 'newer': {
      const asOf = asOfWords(i18n, kept.copy.night, kept.copy.ledger);
      const ahead = aheadWords(i18n, kept.comparison);
      return (
        <p role="status" className="text-sm font-medium text-amber-900 dark:text-amber-200">
          {kept.comparison.kind === 'diverged' ? (
            <Trans>
              This link and the copy on this phone differ (an entry was deleted or changed since), and the
              copy holds more of the night ({asOf}), so it was kept as it is. To take this link instead,
              delete the copy in Past nights and open the link again. See it in{' '}
              <a className={LINK} href="#/history">
                Past nights
              </a>
              .
            </Trans>
          ) : (
            <Trans>
              The copy on this phone holds more of this night than this link ({ahead}; {asOf}), so this link
              changed nothing. See it in{' '}
              <a className={LINK} href="#/history">
                Past nights
              </a>
              .
            </Trans>
          )}
        </p>
      );
    }
    case 'different': {
      const differences = differenceWords(i18n, kept.differs);
      return (
        <p role="alert" className="text-sm font-medium text-amber-900 dark:text-amber-200">
          {kept.where === 'copy'
            ? t`This link carries a different night (${differences}) under the id of a night this phone keeps a copy of, so it cannot be kept here and nothing was changed. Ask whoever shared it for the link again.`
            : t`This link carries a different night (${differences}) under the id of one of this phone’s own nights, so it cannot be kept here and nothing was changed. Ask whoever shared it for the link again.`}
        </p>
      );
    }
  }
}
