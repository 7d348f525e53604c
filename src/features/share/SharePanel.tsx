// "Share" on a scored hand: the system share sheet or the clipboard, and always the link in a
// read-only box beside a QR code for the phone across the table.
import { lazy, Suspense, useState } from 'react';
import type { HandInput } from '../../core/types';
import type { ShareOutcome } from './share-link';

const QrCode = lazy(() => import('./QrCode'));

const OUTCOME_TEXT: Record<ShareOutcome, string> = {
  shared: 'Shared.',
  copied: 'Link copied. Paste it in the chat.',
  shown: 'Copy the link below, or let the other phone scan the code.',
};

export function SharePanel({ hand, title }: { hand: HandInput; title: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);

  const share = async (): Promise<void> => {
    // The encoder loads on the first share, keeping the first screen small.
    const { offerLink, shareLink } = await import('./share-link');
    const url = shareLink(hand);
    setLink(url);
    setOutcome(await offerLink(url, title));
  };

  return (
    <div className="space-y-2">
      <button type="button" className="btn w-full" onClick={() => void share()}>Share</button>
      {link && (
        <div className="flex items-start gap-3">
          <div className="flex-1 space-y-1">
            <label htmlFor="share-link" className="block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">Link</label>
            <input id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()}
              className="w-full rounded-md border border-stone-300 bg-stone-50 px-2 py-1.5 font-mono text-xs dark:border-stone-600 dark:bg-stone-800" />
            {outcome && <p role="status" className="text-sm">{OUTCOME_TEXT[outcome]}</p>}
          </div>
          <Suspense fallback={<div className="size-28" />}>
            <QrCode text={link} label="QR code of the link" className="size-28 shrink-0 rounded bg-white" />
          </Suspense>
        </div>
      )}
    </div>
  );
}
