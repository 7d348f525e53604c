// "Share the night" (session and settle screens): the system share sheet or the clipboard, and always
// the link in a read-only box and a QR code big enough for a phone across the table to read.
import { lazy, Suspense, useId, useState } from 'react';
import type { ShareOutcome } from '../share/share-link';
import { CARD, MUTED } from '../ledger/styles';
import type { NightToShare } from './share-night';

const QrCode = lazy(() => import('../share/QrCode'));

const OUTCOME_TEXT: Record<ShareOutcome, string> = {
  shared: 'Shared.',
  copied: 'Link copied. Paste it in the chat.',
  shown: 'Copy the link below, or let the other phones scan the code.',
};

export function ShareNight({ night }: { night: NightToShare }) {
  const [link, setLink] = useState<{ url: string; entries: number } | null>(null);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const share = async (): Promise<void> => {
    setProblem(null);
    try {
      // The encoder loads with this screen; the QR encoder on the first share.
      const [{ nightLink, whyNotShared }, { offerLink }] = await Promise.all([import('./share-night'), import('../share/share-link')]);
      let url: string;
      try {
        url = await nightLink(night);
      } catch (error) {
        // The encoder refuses a night it cannot make a link every phone opens; the player is told why.
        setLink(null);
        setProblem(whyNotShared(error));
        return;
      }
      setLink({ url, entries: night.entries.length });
      setOutcome(await offerLink(url, `Mahjong night: ${night.name}`));
    } catch (error) {
      // Only a failure to load this screen's code, or of the share sheet, gets here: said with its cause.
      setProblem(`This night could not be shared (${error instanceof Error ? error.message : String(error)}).`);
    }
  };

  const stale = link !== null && link.entries !== night.entries.length;
  return (
    <section aria-labelledby={`${id}-heading`} className={`${CARD} space-y-2`}>
      <h2 id={`${id}-heading`} className="font-semibold">Everyone sees the night</h2>
      <p className={MUTED}>The link holds the whole night, to open read-only on any phone, offline too. Share it again after more hands.</p>
      <button type="button" className="btn w-full" onClick={() => void share()}>Share the night</button>
      {problem && <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">{problem}</p>}
      {link && (
        <div className="space-y-2">
          <label htmlFor={`${id}-link`} className="block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">Link</label>
          <input id={`${id}-link`} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-md border border-stone-300 bg-stone-50 px-2 py-1.5 font-mono text-xs dark:border-stone-600 dark:bg-stone-800" />
          <p role="status" className="text-sm">
            {outcome ? OUTCOME_TEXT[outcome] : ''}{' '}
            {stale ? 'More has been recorded since: share again for the latest.' : `As of entry ${link.entries}; ${link.url.length} characters.`}
          </p>
          <Suspense fallback={<div className="mx-auto aspect-square w-full max-w-64" />}>
            <QrCode text={link.url} label="QR code of the night’s link" className="mx-auto block aspect-square w-full max-w-64 rounded bg-white" />
          </Suspense>
        </div>
      )}
    </section>
  );
}
