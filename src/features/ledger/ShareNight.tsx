// "Share the night" (night and settle screens): the system share sheet or the clipboard, and always
// the link in a read-only box and a QR code big enough for a phone across the table to read.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import type { ShareOutcome } from '../../ui/share/share-link';
import { CARD, MUTED } from '../../ui/styles';
import { withWords } from '../../i18n/with-words';
import type { NightToShare } from './share-night';

// Its words (a link too long for a code) are in `later`, loaded with every screen that shows one.
const QrCode = lazy(withWords('later', () => import('../../ui/share/QrCode')));

const OUTCOME_TEXT: Record<ShareOutcome, MessageDescriptor> = {
  shared: msg`Shared.`,
  copied: msg`Link copied. Paste it in the chat.`,
  shown: msg`Copy the link below, or let the other phones scan the code.`,
};

export function ShareNight({ night }: { night: NightToShare }) {
  const { t, i18n } = useLingui();
  const [link, setLink] = useState<{ url: string; entries: number } | null>(null);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const share = async (): Promise<void> => {
    setProblem(null);
    try {
      // The encoder loads with this screen; the QR encoder on the first share.
      // Its words are this screen's own (the night and ledger areas), loaded already: withWords only says so.
      const [{ nightLink, whyNotShared }, { offerLink }] = await Promise.all([
        withWords(['night', 'ledger'], () => import('./share-night'))(),
        import('../../ui/share/share-link'),
      ]);
      let url: string;
      try {
        url = await nightLink(night);
      } catch (error) {
        // The encoder refuses a night it cannot make a link every phone opens; the player is told why.
        setLink(null);
        setProblem(whyNotShared(i18n, error));
        return;
      }
      setLink({ url, entries: night.entries.length });
      // The title a chat shows above the link, in the sharer's language.
      const name = night.name;
      setOutcome(await offerLink(url, t`Mahjong night: ${name}`));
    } catch (error) {
      // Only a failure to load this screen's code, or of the share sheet, gets here: said with its cause.
      const cause = error instanceof Error ? error.message : String(error);
      setProblem(t`This night could not be shared (${cause}).`);
    }
  };

  const stale = link !== null && link.entries !== night.entries.length;
  const entries = link?.entries ?? 0;
  const characters = link?.url.length ?? 0;
  return (
    <section aria-labelledby={`${id}-heading`} className={`${CARD} space-y-2`}>
      <h2 id={`${id}-heading`} className="font-semibold">{t`Everyone sees the night`}</h2>
      <p
        className={MUTED}
      >{t`The link holds the whole night, to open read-only on any phone, offline too. Share it again after more hands.`}</p>
      <button type="button" className="btn w-full" onClick={() => void share()}>{t`Share the night`}</button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          {problem}
        </p>
      )}
      {link && (
        <div className="space-y-2">
          <label
            htmlFor={`${id}-link`}
            className="block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300"
          >{t`Link`}</label>
          <input
            id={`${id}-link`}
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-md border border-stone-300 bg-stone-50 px-2 py-1.5 font-mono text-xs dark:border-stone-600 dark:bg-stone-800"
          />
          <p role="status" className="text-sm">
            {outcome ? i18n._(OUTCOME_TEXT[outcome]) : ''}{' '}
            {stale
              ? t`More has been recorded since: share again for the latest.`
              : t`As of entry ${entries}; ${characters} characters.`}
          </p>
          <Suspense fallback={<div className="mx-auto aspect-square w-full max-w-64" />}>
            <QrCode
              text={link.url}
              label={t`QR code of the night’s link`}
              className="mx-auto block aspect-square w-full max-w-64 rounded bg-white"
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
