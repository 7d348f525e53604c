// "Share" on a scored hand: the system share sheet or the clipboard (use-share-link.ts), and always the
// link in a read-only box beside a QR code for the phone across the table.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { withWords } from '../../i18n/with-words';
import type { ShareOutcome } from './share-link';

// Its words (a link too long for a code) are in `later`, loaded with the score screen's later parts.
const QrCode = lazy(withWords('later', () => import('./QrCode')));

const OUTCOME_TEXT: Record<ShareOutcome, MessageDescriptor> = {
  shared: msg`Shared.`,
  copied: msg`Link copied. Paste it in the chat.`,
  shown: msg`Copy the link below, or let the other phone scan the code.`,
};

export function ShareButton({ onShare }: { onShare: () => void }) {
  return (
    <button type="button" className="btn w-full px-3" onClick={onShare}>
      <Trans>Share</Trans>
    </button>
  );
}

/** The link in a read-only box beside its QR code, and how the share went. */
export function ShareLinkBox({ link, outcome }: { link: string; outcome: ShareOutcome | null }) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1 space-y-1">
        <label
          htmlFor="share-link"
          className="block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300"
        >
          <Trans>Link</Trans>
        </label>
        <input
          id="share-link"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-md border border-stone-300 bg-stone-50 px-2 py-1.5 font-mono text-xs dark:border-stone-600 dark:bg-stone-800"
        />
        {outcome && (
          <p role="status" className="text-sm">
            {i18n._(OUTCOME_TEXT[outcome])}
          </p>
        )}
      </div>
      <Suspense fallback={<div className="size-28" />}>
        <QrCode text={link} label={t`QR code of the link`} className="size-28 shrink-0 rounded bg-white" />
      </Suspense>
    </div>
  );
}
