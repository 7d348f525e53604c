// Settle up with a conflict open: no one settlement, but who pays whom for each choice ("If you keep
// Siew Lan's win: …"), under the notice that the night is not settled yet.
import { useLingui } from '@lingui/react/macro';
import type { LedgerEntry, NightSettings } from '../../core/ledger';
import type { EditConflict, LiveConflict } from '../../sync';
import { entryWords } from '../ledger/entry-words';
import { CARD, MUTED } from '../../ui/styles';
import { paysWords } from '../../ui/night-words';
import { OpenConflictsNotice } from './Conflicts';
import { choicesOf } from './unsettled';

export function SettleChoices({ settings, entries, conflicts, editConflicts, open }: {
  settings: NightSettings;
  entries: readonly LedgerEntry[];
  conflicts: readonly LiveConflict[];
  editConflicts: readonly EditConflict[];
  /** Conflicts of either kind still open. */
  open: number;
}) {
  const { t } = useLingui();
  const choices = choicesOf(settings, entries, conflicts, editConflicts);
  return (
    <section aria-labelledby="transfers-heading" className={`${CARD} space-y-2`}>
      <h2 id="transfers-heading" className="font-semibold">{t`Who pays whom`}</h2>
      <OpenConflictsNotice count={open} href="#/tonight" />
      {choices.map((choice, index) => {
        const what = choice.keeps === null ? t`the deletion` : entryWords(settings, choice.keeps);
        return (
          <div key={index} data-choice={index + 1} className="space-y-1">
            <h3 className="font-semibold">{t`If you keep ${what}:`}</h3>
            {choice.transfers.length === 0
              ? <p>{t`Everyone is square: no one pays anything.`}</p>
              : (
                <ul className="space-y-0.5">
                  {choice.transfers.map((transfer) => (
                    <li key={`${transfer.from}-${transfer.to}`} className="[word-break:keep-all]">{paysWords(settings.players, transfer)}</li>
                  ))}
                </ul>
              )}
          </div>
        );
      })}
      {open > 1 && <p className={MUTED}>{t`Each choice above leaves the other conflicts as the night counts them now.`}</p>}
    </section>
  );
}
