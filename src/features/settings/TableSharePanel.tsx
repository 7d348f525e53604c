// "Share this table": the link through the phone's share sheet or the clipboard, and always the link in a
// box beside a QR code, for the phone across the table.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { SavedTable } from '../../db/saved-tables';
import { offerLink, type ShareOutcome } from '../../ui/share/share-link';
import { tableLink } from './table-link';
import { tableChanges, tableFacts } from '../../words/table-words';
import { withWords } from '../../i18n/with-words';

// Its words (a link too long for a code) are in `later`, loaded with every screen that shows one.
const QrCode = lazy(withWords('later', () => import('../../ui/share/QrCode')));

const OUTCOME_TEXT: Record<ShareOutcome, MessageDescriptor> = {
  shared: msg`Shared.`,
  copied: msg`Link copied. Paste it in the chat.`,
  shown: msg`Copy the link below, or let the other phone scan the code.`,
};

export function TableSharePanel({ table }: { table: SavedTable }) {
  const { t, i18n } = useLingui();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const made = useMemo((): { link: string } | { cause: string } => {
    try {
      return { link: tableLink(table) };
    } catch (error) {
      // A saved table is checked when read, so this would be a fault of the app: said, not hidden.
      return { cause: error instanceof Error ? error.message : String(error) };
    }
  }, [table]);
  if ('cause' in made) {
    const { cause } = made;
    return (
      <p
        role="alert"
        className="text-sm text-red-800 dark:text-red-300"
      >{t`This table could not be shared because of a fault in the app (${cause}).`}</p>
    );
  }
  const { link } = made;
  const name = table.name;
  // What the share sheet and the chat show above the link: the app's name stays as it is in every language.
  const shareTitle = t`Tai Table: ${name}`;
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {tableFacts(i18n, table.profile, table.options)} · {tableChanges(i18n, table.profile, table.options)}
      </p>
      <button
        type="button"
        className="btn w-full"
        onClick={() => void offerLink(link, shareTitle).then(setOutcome)}
      >{t`Share the link`}</button>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <label
            htmlFor="table-link"
            className="block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300"
          >{t`Link`}</label>
          <input
            id="table-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-md border border-stone-300 bg-stone-50 px-2 py-1.5 font-mono text-xs dark:border-stone-600 dark:bg-stone-800"
          />
          <p role="status" className="text-sm">
            {outcome ? i18n._(OUTCOME_TEXT[outcome]) : t`The other phone opens it to save the same table.`}
          </p>
        </div>
        <Suspense fallback={<div className="size-28" />}>
          <QrCode
            text={link}
            label={t`QR code of the table’s link`}
            className="size-28 shrink-0 rounded bg-white"
          />
        </Suspense>
      </div>
    </div>
  );
}
