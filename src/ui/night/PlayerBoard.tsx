// The four players at a glance: seat wind this hand, who deals, and each one's running total.
import { useLingui } from '@lingui/react/macro';
import type { Ledger, PerPlayer } from '../../core/ledger';
import { formatSignedMoney } from '../format';
import { inChinese, windName, WIND_ZH } from '../../words/night-words';

export function PlayerBoard({ players, ledger }: { players: PerPlayer<string>; ledger: Ledger }) {
  const { t } = useLingui();
  const { next, totals } = ledger;
  // In English the wind's character stands beside its name, as on the tiles; in Chinese the name is the character.
  const chinese = inChinese();
  return (
    <ul aria-label={t`Players and running totals`} className="grid grid-cols-2 gap-2">
      {players.map((name, player) => {
        const total = totals[player]!;
        const dealer = next.dealer === player;
        const wind = next.seatWinds[player]!;
        return (
          <li
            key={player}
            className={`rounded-xl border p-2.5 shadow-sm ${dealer ? 'border-emerald-700 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950' : 'border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900'}`}
          >
            <p className="flex items-baseline justify-between gap-1">
              <span className="truncate font-semibold" title={name}>
                {name}
              </span>
              <span className="shrink-0 text-xs text-stone-600 dark:text-stone-300">
                {!chinese && (
                  <span lang="zh" aria-hidden="true">
                    {WIND_ZH[wind]}{' '}
                  </span>
                )}
                {windName(wind)}
              </span>
            </p>
            <p className="flex items-baseline justify-between gap-1">
              <span
                data-testid={`total-${player + 1}`}
                className={`text-xl font-bold tabular-nums ${total > 0 ? 'text-emerald-800 dark:text-emerald-300' : total < 0 ? 'text-red-800 dark:text-red-300' : ''}`}
              >
                {formatSignedMoney(total)}
              </span>
              {dealer && (
                <span className="rounded bg-emerald-800 px-1.5 py-0.5 text-xs font-bold uppercase text-white dark:bg-emerald-700">{t`Dealer`}</span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
