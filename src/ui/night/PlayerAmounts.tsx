// Each player's amount for one entry (or a night), signed and in words, never by colour alone.
import type { PerPlayer } from '../../core/ledger';
import { formatSignedMoney } from '../format';

export function PlayerAmounts(props: {
  players: PerPlayer<string>;
  amounts: PerPlayer<number>;
  label: string;
}) {
  return (
    <div role="group" aria-label={props.label}>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-0.5 text-sm">
        {props.players.map((name, player) => {
          const amount = props.amounts[player]!;
          return (
            <div key={player} className="flex min-w-0 items-baseline justify-between gap-2">
              {/* The name whole, on two lines if need be; the amount never split. */}
              <dt className="min-w-0 text-stone-700 [overflow-wrap:anywhere] dark:text-stone-200">{name}</dt>
              <dd
                className={`shrink-0 whitespace-nowrap tabular-nums ${amount > 0 ? 'font-semibold text-emerald-800 dark:text-emerald-300' : amount < 0 ? 'font-semibold text-red-800 dark:text-red-300' : 'text-stone-500 dark:text-stone-400'}`}
              >
                {formatSignedMoney(amount)}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
