// Settle up with conflicts open: under the notice that the night is not settled, who pays whom for
// what is settled, then each open conflict (folded when there are several, so three fit a phone) with
// "If you keep hand 2 (Siew Lan won 3 tai on Ah Beng’s discard):" and what each choice would pay, the
// other open conflicts left out. The one tap that chooses stays on the night's screen.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Ledger, LedgerEntry, NightSettings } from '../../../core/ledger';
import type { EditConflict, LiveConflict } from '../../../sync';
import { entryWords } from '../../../words/entry-words';
import { CARD, MUTED } from '../../../ui/styles';
import { paysWords } from '../../../words/night-words';
import { OpenConflictsNotice } from './Conflicts';
import { unsettledNight, type Choice, type OpenConflict, type Settlement } from './unsettled';

export function SettleChoices({
  settings,
  entries,
  ledger,
  conflicts,
  editConflicts,
  open,
}: {
  settings: NightSettings;
  /** The night as it counts meanwhile, in order, and its ledger. */
  entries: readonly LedgerEntry[];
  ledger: Ledger;
  conflicts: readonly LiveConflict[];
  editConflicts: readonly EditConflict[];
  /** Conflicts of either kind still open. */
  open: number;
}) {
  const { t } = useLingui();
  const unsettled = unsettledNight(settings, entries, ledger, conflicts, editConflicts);
  const count = unsettled.conflicts.length;
  return (
    <section aria-labelledby="transfers-heading" className={`${CARD} space-y-3`}>
      <h2 id="transfers-heading" className="font-semibold">{t`Who pays whom`}</h2>
      <OpenConflictsNotice count={open} href="#/tonight" />
      <div data-settled className="space-y-1">
        <h3 className="font-semibold">{t`For what is settled`}</h3>
        <p
          className={MUTED}
        >{t`${plural(count, { one: 'Leaves out the open conflict below.', other: 'Leaves out the # open conflicts below.' })}`}</p>
        <Payments settings={settings} settlement={unsettled.settled} />
      </div>
      {unsettled.conflicts.map((conflict) => (
        <ConflictChoices key={conflict.key} settings={settings} conflict={conflict} alone={count === 1} />
      ))}
    </section>
  );
}

/** One open conflict, folded unless it is the only one: what each of its choices would pay. */
function ConflictChoices({
  settings,
  conflict,
  alone,
}: {
  settings: NightSettings;
  conflict: OpenConflict;
  alone: boolean;
}) {
  const { t } = useLingui();
  const hand = conflict.handNumber;
  const entry = conflict.entryNumber;
  const phones = conflict.choices.length;
  let title: string;
  if (conflict.kind === 'hand')
    title =
      phones === 2 ? t`Hand ${hand}: recorded on two phones` : t`Hand ${hand}: recorded on ${phones} phones`;
  else
    title = conflict.isHand
      ? t`Hand ${hand}: changed on two phones`
      : t`Entry ${entry}: changed on two phones`;
  /** "If you keep hand 2 (Kumar won 3 tai, self-drawn):", "If you keep entry 4 deleted:". */
  const choiceWords = (choice: Choice): string => {
    if (choice.keeps === null)
      return conflict.isHand ? t`If you keep hand ${hand} deleted:` : t`If you keep entry ${entry} deleted:`;
    const words = entryWords(settings, choice.keeps);
    return conflict.isHand
      ? t`If you keep hand ${hand} (${words}):`
      : t`If you keep entry ${entry} (${words}):`;
  };
  return (
    <details
      data-conflict={conflict.kind}
      open={alone}
      className="rounded-lg border border-stone-200 p-2 dark:border-stone-700"
    >
      <summary className="cursor-pointer font-semibold">{title}</summary>
      <div className="mt-2 space-y-3">
        {!alone && <p className={MUTED}>{t`Each choice here leaves out the other open conflicts.`}</p>}
        {conflict.choices.map((choice, index) => (
          <div key={index} data-choice={index + 1} className="space-y-1">
            <h3 className="font-semibold">{choiceWords(choice)}</h3>
            <Payments settings={settings} settlement={choice.settlement} />
          </div>
        ))}
      </div>
    </details>
  );
}

/** Who pays whom in a settlement, or why it cannot be shown on its own. */
function Payments({ settings, settlement }: { settings: NightSettings; settlement: Settlement | null }) {
  const { t } = useLingui();
  if (settlement === null)
    return <p>{t`This cannot be added up on its own: keep one of each conflict first.`}</p>;
  if (settlement.transfers.length === 0) return <p>{t`Everyone is square: no one pays anything.`}</p>;
  return (
    <ul className="space-y-0.5">
      {settlement.transfers.map((transfer) => (
        <li key={`${transfer.from}-${transfer.to}`} className="[word-break:keep-all]">
          {paysWords(settings.players, transfer)}
        </li>
      ))}
    </ul>
  );
}
