// Copies of nights shared from other phones (past nights): each says it is a copy and as of which
// hand; it opens read-only and can be deleted. Nothing can be recorded into a copy.
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { deleteNightCopy, listNightCopies, type NightCopy } from '../../db/night-copies';
import { useDatabase } from '../ledger/database';
import { Done, Problem } from '../ledger/Messages';
import { PlayerAmounts } from '../ledger/PlayerAmounts';
import { ConfirmSheet } from '../ledger/Sheet';
import { BTN_DANGER, BTN_SECONDARY, CARD, MUTED } from '../ledger/styles';
import { SharedNightBody, asOfWords } from './SharedNightBody';

function CopyBadge() {
  return <span className="shrink-0 rounded bg-sky-800 px-1.5 py-0.5 text-xs font-bold uppercase text-white dark:bg-sky-300 dark:text-sky-950">Copy</span>;
}

export function KeptCopies() {
  const db = useDatabase();
  const listed = useLiveQuery(() => listNightCopies(db), [db]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<NightCopy | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!listed) return null;
  if (!listed.ok) return <Problem message={listed.error.message} />;
  if (listed.copies.length === 0 && listed.alsoOwn === 0 && !done && !problem) return null;

  const remove = async (copy: NightCopy): Promise<void> => {
    setBusy(true);
    const result = await deleteNightCopy(db, copy.id);
    setBusy(false);
    setDeleting(null);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    if (openId === copy.id) setOpenId(null);
    setDone(`The copy of ${copy.night.name} was deleted from this phone.`);
  };

  const opened = listed.copies.find((c) => c.id === openId);
  return (
    <section aria-labelledby="copies-heading" className="space-y-3">
      <h2 id="copies-heading" className="text-lg font-bold">Copies from other phones</h2>
      <p className={MUTED}>Nights kept on another phone, as their links showed them. Open a newer link to bring a copy up to date.</p>
      <Problem message={problem} />
      <Done message={done} />
      {listed.damaged > 0 && <p className={MUTED}>{listed.damaged} damaged {listed.damaged === 1 ? 'copy is' : 'copies are'} not shown: open the night’s link again to keep it anew.</p>}
      {listed.alsoOwn > 0 && <p className={MUTED}>{listed.alsoOwn} {listed.alsoOwn === 1 ? 'copy is' : 'copies are'} not shown: the same night is in Past nights as this phone’s own, with every hand.</p>}
      {opened ? (
        <div className="space-y-3">
          <button type="button" className="btn-quiet -ml-2" onClick={() => setOpenId(null)}>← All copies</button>
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-xl font-bold">{opened.night.name}</h3>
            <CopyBadge />
          </div>
          <p className="text-sm">A copy of a night kept on another phone, {asOfWords(opened.night, opened.ledger)}. Read-only.</p>
          <button type="button" className={`${BTN_DANGER} w-full`} disabled={busy} onClick={() => setDeleting(opened)}>Delete this copy</button>
          <SharedNightBody night={opened.night} ledger={opened.ledger} />
        </div>
      ) : listed.copies.length > 0 && (
        <ul aria-label="Copies of nights from other phones" className="space-y-3">
          {listed.copies.map((copy) => (
            <li key={copy.id} aria-labelledby={`copy-${copy.id}`} data-copy={copy.id} className={`${CARD} space-y-2`}>
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 id={`copy-${copy.id}`} className="font-semibold">{copy.night.name}</h3>
                  <p className="text-xs text-stone-600 dark:text-stone-300">A copy, {asOfWords(copy.night, copy.ledger)}</p>
                </div>
                <CopyBadge />
              </div>
              <PlayerAmounts players={copy.night.settings.players} amounts={copy.ledger.totals} label={`Totals of the copy of ${copy.night.name}`} />
              <div className="grid grid-cols-2 gap-2">
                <button type="button" className={BTN_SECONDARY} aria-label={`Open the copy of ${copy.night.name}`} onClick={() => setOpenId(copy.id)}>Open</button>
                <button type="button" className={BTN_DANGER} aria-label={`Delete the copy of ${copy.night.name}`} disabled={busy} onClick={() => setDeleting(copy)}>Delete</button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmSheet title="Delete this copy?" confirmLabel="Delete the copy" danger busy={busy}
          onClose={() => setDeleting(null)} onConfirm={() => void remove(deleting)}>
          <p>The copy of {deleting.night.name} is removed from this phone. The night itself stays on the phone that keeps it; its link can be opened again.</p>
        </ConfirmSheet>
      )}
    </section>
  );
}
