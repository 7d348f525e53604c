// A shared night (#/n/<code>) opened on any phone, read-only: totals, chart, who pays whom, the share
// table, every entry; "Keep a copy" adds it to this phone's past nights, and a newer link of a night
// already kept brings the copy up to date in place. Newer is decided by what the link holds, never by
// the time it was shared (db/night-copies.ts); a link carrying another night under a known id changes
// nothing. A broken link says why and writes nothing.
import { useEffect, useState } from 'react';
import { computeLedger, type Ledger } from '../../core/ledger';
import { decodeNightCode, type SharedNight } from '../../core/night-code';
import { getSession } from '../../db';
import { getNightCopy, keepNightCopy, storageFailure, type NightCopy } from '../../db/night-copies';
import { identityDifferences, type ContentsComparison, type IdentityDifference } from '../../core/night-versions';
import { aheadWords, differenceWords } from './identity-words';
import { useDatabase } from '../ledger/database';
import { Done, Problem } from '../ledger/Messages';
import { LINK, MUTED } from '../ledger/styles';
import { SharedNightBody, asOfWords } from './SharedNightBody';

type Opened =
  | { kind: 'opening' }
  | { kind: 'broken'; message: string }
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
  const [opened, setOpened] = useState<Opened>({ kind: 'opening' });

  useEffect(() => {
    let live = true;
    void decodeNightCode(code).then((result) => {
      if (!live) return;
      if (!result.ok) setOpened({ kind: 'broken', message: result.error.message });
      // decodeNightCode has computed this ledger once already: the night adds up.
      else setOpened({ kind: 'open', night: result.night, ledger: computeLedger(result.night.settings, result.night.entries) });
    });
    return () => { live = false; };
  }, [code]);

  if (opened.kind === 'opening') return <p role="status" className={MUTED}>Opening the shared night…</p>;
  if (opened.kind === 'broken') {
    return (
      <div className="space-y-4">
        <h1 className="text-xl font-bold">Shared night</h1>
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">This shared night cannot be opened.</p>
          <p className="text-sm">{opened.message}</p>
        </div>
        <p>Nothing was saved on this phone. <a className={LINK} href="#/history">Past nights</a> · <a className={LINK} href="#/">Score a hand</a></p>
      </div>
    );
  }
  return <OpenNight night={opened.night} ledger={opened.ledger} />;
}

function OpenNight({ night, ledger }: { night: SharedNight; ledger: Ledger }) {
  const db = useDatabase();
  const [kept, setKept] = useState<Kept>({ kind: 'reading' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const answer = (next: Kept): void => { if (live) setKept(next); };
    (async () => {
      const mine = await getSession(db, night.id);
      if (mine.ok) {
        const differs = identityDifferences(mine.session, night);
        return answer(differs.length > 0 ? { kind: 'different', where: 'own', differs } : { kind: 'own' });
      }
      const existing = await getNightCopy(db, night.id);
      if (!existing.ok) {
        setProblem(existing.error.message);
        return answer({ kind: 'none' });
      }
      if (!existing.copy) return answer({ kind: 'none' });
      // A copy is kept already: a link of the same night holding more of it brings it up to date, in place.
      const result = await keepNightCopy(db, night);
      if (!result.ok) {
        const { error } = result;
        if (error.code === 'different_night' && error.differs) return answer({ kind: 'different', where: 'copy', differs: error.differs });
        if ((error.code === 'copy_is_newer' || error.code === 'copy_diverged') && error.comparison) {
          return answer({ kind: 'newer', copy: existing.copy, comparison: error.comparison });
        }
        setProblem(error.message);
        return answer({ kind: 'kept', copy: existing.copy, updated: false });
      }
      return answer({ kind: 'kept', copy: result.copy, updated: result.outcome === 'updated' });
    })().catch((error: unknown) => {
      // Storage that cannot be read: the night is still shown, and keeping it is not offered.
      if (live) setProblem(storageFailure(error, false).message);
    });
    return () => { live = false; };
  }, [db, night]);

  const keep = async (): Promise<void> => {
    setBusy(true);
    const result = await keepNightCopy(db, night);
    setBusy(false);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    setProblem(null);
    setKept({ kind: 'kept', copy: result.copy, updated: false });
  };

  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <div className="flex items-start justify-between gap-2">
          <h1 className="text-xl font-bold">Shared night: {night.name}</h1>
          <span className="shrink-0 rounded bg-stone-200 px-1.5 py-0.5 text-xs font-bold uppercase text-stone-800 dark:bg-stone-700 dark:text-stone-100">Read-only</span>
        </div>
        <p className="text-sm">This night is kept on another phone; this is what it showed {asOfWords(night, ledger)}.</p>
      </header>
      <KeepPanel kept={kept} busy={busy} onKeep={() => void keep()} />
      <Problem message={problem} />
      <SharedNightBody night={night} ledger={ledger} />
    </div>
  );
}

function KeepPanel({ kept, busy, onKeep }: { kept: Kept; busy: boolean; onKeep: () => void }) {
  switch (kept.kind) {
    case 'reading':
      return <p role="status" className={MUTED}>Looking for a copy on this phone…</p>;
    case 'own':
      return <p className="text-sm">This is one of this phone’s own nights: <a className={LINK} href="#/history">Past nights</a> has it with every hand.</p>;
    case 'none':
      return (
        <div className="space-y-1">
          <button type="button" className="btn w-full" disabled={busy} onClick={onKeep}>Keep a copy</button>
          <p className={MUTED}>Adds it to Past nights on this phone, as a copy. Opening a newer link of this night updates the copy.</p>
        </div>
      );
    case 'kept':
      return (
        <Done message={kept.updated
          ? `Your copy of this night was brought up to date: ${asOfWords(kept.copy.night, kept.copy.ledger)}. It is in Past nights.`
          : `This phone keeps a copy of this night, ${asOfWords(kept.copy.night, kept.copy.ledger)}. It is in Past nights.`} />
      );
    case 'newer':
      return (
        <p role="status" className="text-sm font-medium text-amber-900 dark:text-amber-200">
          {kept.comparison.kind === 'diverged'
            ? `This link and the copy on this phone differ (an entry was deleted or changed since), and the copy holds more of the night (${asOfWords(kept.copy.night, kept.copy.ledger)}), so it was kept as it is. To take this link instead, delete the copy in Past nights and open the link again. `
            : `The copy on this phone holds more of this night than this link (${aheadWords(kept.comparison)}; ${asOfWords(kept.copy.night, kept.copy.ledger)}), so this link changed nothing. `}
          See it in <a className={LINK} href="#/history">Past nights</a>.
        </p>
      );
    case 'different':
      return (
        <p role="alert" className="text-sm font-medium text-amber-900 dark:text-amber-200">
          This link carries a different night ({differenceWords(kept.differs)}) under the id of {kept.where === 'copy' ? 'a night this phone keeps a copy of' : 'one of this phone’s own nights'}, so it cannot be kept here and nothing was changed. Ask whoever shared it for the link again.
        </p>
      );
  }
}
