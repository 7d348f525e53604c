// Copies of nights shared from other phones (past nights): each says it is a copy and as of which
// hand; it opens read-only and can be deleted. Nothing can be recorded into a copy.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { deleteNightCopy, listNightCopies, type NightCopy, type NightCopyError } from '../../db/night-copies';
import { useDatabase } from '../../app/database';
import { Done, Problem } from '../../ui/Messages';
import { PlayerAmounts } from '../../ui/night/PlayerAmounts';
import { ConfirmSheet } from '../../ui/Sheet';
import { BTN_DANGER, BTN_SECONDARY, CARD, MUTED } from '../../ui/styles';
import { copyProblemWords } from '../../words/night-problems';
import { SharedNightBody, asOfWords } from '../../ui/night/SharedNightBody';

function CopyBadge() {
  const { t } = useLingui();
  return (
    <span className="shrink-0 rounded bg-sky-800 px-1.5 py-0.5 text-xs font-bold uppercase text-white dark:bg-sky-300 dark:text-sky-950">{t`Copy`}</span>
  );
}

export function KeptCopies() {
  const db = useDatabase();
  const { t, i18n } = useLingui();
  const listed = useLiveQuery(() => listNightCopies(db), [db]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<NightCopy | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<NightCopyError | null>(null);
  /** The name of the night whose copy was just deleted. */
  const [deleted, setDeleted] = useState<string | null>(null);
  const done = deleted === null ? null : t`The copy of ${deleted} was deleted from this phone.`;

  if (!listed) return null;
  if (!listed.ok) return <Problem message={copyProblemWords(i18n, listed.error, true)} />;
  if (listed.copies.length === 0 && listed.alsoOwn === 0 && !deleted && !problem) return null;

  const remove = async (copy: NightCopy): Promise<void> => {
    setBusy(true);
    const result = await deleteNightCopy(db, copy.id);
    setBusy(false);
    setDeleting(null);
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    if (openId === copy.id) setOpenId(null);
    setDeleted(copy.night.name);
  };

  const opened = listed.copies.find((c) => c.id === openId);
  const { damaged, alsoOwn } = listed;
  const openedAsOf = opened ? asOfWords(i18n, opened.night, opened.ledger) : '';
  const deletingName = deleting?.night.name ?? '';
  return (
    <section aria-labelledby="copies-heading" className="space-y-3">
      <h2 id="copies-heading" className="text-lg font-bold">{t`Copies from other phones`}</h2>
      <p
        className={MUTED}
      >{t`Nights kept on another phone, as their links showed them. Open a newer link to bring a copy up to date.`}</p>
      <Problem message={problem && copyProblemWords(i18n, problem)} />
      <Done message={done} />
      {damaged > 0 && (
        <p
          className={MUTED}
        >{t`${plural(damaged, { one: '# damaged copy is', other: '# damaged copies are' })} not shown: open the night’s link again to keep it anew.`}</p>
      )}
      {alsoOwn > 0 && (
        <p
          className={MUTED}
        >{t`${plural(alsoOwn, { one: '# copy is', other: '# copies are' })} not shown: the same night is in Past nights as this phone’s own, with every hand.`}</p>
      )}
      {opened ? (
        <div className="space-y-3">
          <button
            type="button"
            className="btn-quiet -ml-2"
            onClick={() => setOpenId(null)}
          >{t`← All copies`}</button>
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-xl font-bold">{opened.night.name}</h3>
            <CopyBadge />
          </div>
          <p className="text-sm">{t`A copy of a night kept on another phone, ${openedAsOf}. Read-only.`}</p>
          <button
            type="button"
            className={`${BTN_DANGER} w-full`}
            disabled={busy}
            onClick={() => setDeleting(opened)}
          >{t`Delete this copy`}</button>
          <SharedNightBody night={opened.night} ledger={opened.ledger} />
        </div>
      ) : (
        listed.copies.length > 0 && (
          <ul aria-label={t`Copies of nights from other phones`} className="space-y-3">
            {listed.copies.map((copy) => {
              const name = copy.night.name;
              const asOf = asOfWords(i18n, copy.night, copy.ledger);
              return (
                <li
                  key={copy.id}
                  aria-labelledby={`copy-${copy.id}`}
                  data-copy={copy.id}
                  className={`${CARD} space-y-2`}
                >
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 id={`copy-${copy.id}`} className="font-semibold">
                        {copy.night.name}
                      </h3>
                      <p className="text-xs text-stone-600 dark:text-stone-300">{t`A copy, ${asOf}`}</p>
                    </div>
                    <CopyBadge />
                  </div>
                  <PlayerAmounts
                    players={copy.night.settings.players}
                    amounts={copy.ledger.totals}
                    label={t`Totals of the copy of ${name}`}
                  />
                  <div className="grid grid-cols-2 gap-2">
                    <button
                      type="button"
                      className={BTN_SECONDARY}
                      aria-label={t`Open the copy of ${name}`}
                      onClick={() => setOpenId(copy.id)}
                    >{t`Open`}</button>
                    <button
                      type="button"
                      className={BTN_DANGER}
                      aria-label={t`Delete the copy of ${name}`}
                      disabled={busy}
                      onClick={() => setDeleting(copy)}
                    >{t`Delete`}</button>
                  </div>
                </li>
              );
            })}
          </ul>
        )
      )}
      {deleting && (
        <ConfirmSheet
          title={t`Delete this copy?`}
          confirmLabel={t`Delete the copy`}
          danger
          busy={busy}
          onClose={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        >
          <p>{t`The copy of ${deletingName} is removed from this phone. The night itself stays on the phone that keeps it; its link can be opened again.`}</p>
        </ConfirmSheet>
      )}
    </section>
  );
}
