// Nights compared (past nights): for each player across this phone's nights and kept copies, nights
// played, net result, biggest hand, wins by self-draw and by discard, and results night by night.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { formatSignedMoney } from '../../ui/format';
import { loadComparedNights } from '../../db/night-copies';
import { useDatabase } from '../../app/database';
import { Problem } from '../../ui/Messages';
import { CARD, MUTED } from '../../ui/styles';
import { comparePlayers, type BiggestHand } from './compare';
import { copyProblemWords } from '../../words/night-problems';
import { dateWords, shortDateWords } from '../../words/dates';
import { ChartLegend, LineChart } from '../../ui/night/LineChart';
import { SERIES_STYLES } from '../../ui/night/chart-colours';

export function NightsCompared() {
  const db = useDatabase();
  const { t } = useLingui();
  const loaded = useLiveQuery(() => loadComparedNights(db), [db]);
  if (!loaded) return null;
  if (!loaded.ok) return <ProblemWords error={loaded.error} />;
  const { nights } = loaded;
  if (nights.length === 0) return null;
  const players = comparePlayers(nights);
  const charted = players.slice(0, SERIES_STYLES.length);
  const every = Math.max(1, Math.ceil(nights.length / 5));
  const count = nights.length;
  const { damaged } = loaded;
  const shown = charted.length;
  const biggestWords = (biggest: BiggestHand | null): string => {
    if (!biggest) return t`none yet`;
    const amount = formatSignedMoney(biggest.amount);
    const tai = biggest.tai;
    return biggest.word === 'fan' ? t`${amount} (${tai} fan)` : t`${amount} (${tai} tai)`;
  };
  const nightWords = (night: { name: string; createdAt: number; copy: boolean }): string => {
    const { name } = night;
    const date = dateWords(night.createdAt);
    if (night.copy) return name === date ? t`${name} (a copy)` : t`${name}, ${date} (a copy)`;
    return name === date ? name : t`${name}, ${date}`;
  };

  return (
    <section aria-labelledby="compared-heading" className={`${CARD} space-y-3`}>
      <h2 id="compared-heading" className="font-semibold">{t`Nights compared`}</h2>
      <p className={MUTED}>
        {t`${plural(count, { one: '# night', other: '# nights' })} on this phone, kept copies included; players are matched by name.`}
        {damaged > 0
          ? ` ${t`${plural(damaged, { one: '# damaged night is', other: '# damaged nights are' })} left out.`}`
          : ''}
      </p>
      <ul
        aria-label={t`Each player across the nights`}
        className="divide-y divide-stone-100 dark:divide-stone-800"
      >
        {players.map((p) => {
          const played = p.nights;
          const biggest = biggestWords(p.biggest);
          const { selfDrawn, byDiscard } = p;
          return (
            <li key={p.name} data-player={p.name} className="py-1.5">
              <p className="flex items-baseline justify-between gap-2">
                <span className="truncate font-semibold" title={p.name}>
                  {p.name}
                </span>
                <span
                  className={`shrink-0 font-bold tabular-nums ${p.net > 0 ? 'text-emerald-800 dark:text-emerald-300' : p.net < 0 ? 'text-red-800 dark:text-red-300' : ''}`}
                >
                  <span className="sr-only">{t`net`} </span>
                  {formatSignedMoney(p.net)}
                </span>
              </p>
              <p className="text-xs text-stone-600 dark:text-stone-300">
                {t`${plural(played, { one: '# night', other: '# nights' })} · biggest hand ${biggest} · wins: ${selfDrawn} self-drawn, ${byDiscard} on a discard`}
              </p>
            </li>
          );
        })}
      </ul>
      {nights.length >= 2 && (
        <figure className="m-0" data-testid="nights-chart">
          <LineChart
            series={charted.map((p) => ({ name: p.name, values: p.results }))}
            xLabels={nights.flatMap((n, i) =>
              i % every === 0 || i === nights.length - 1
                ? [{ at: i, label: shortDateWords(n.createdAt) }]
                : [],
            )}
            label={t`Each player’s result night by night, over ${count} nights. The figures are in the table that follows.`}
          />
          <ChartLegend items={charted.map((p) => ({ name: p.name, figure: formatSignedMoney(p.net) }))} />
          <figcaption className={`${MUTED} mt-1 text-xs`}>
            {players.length > charted.length
              ? t`Each player’s result, night by night (the ${shown} who played most).`
              : t`Each player’s result, night by night.`}
          </figcaption>
        </figure>
      )}
      {/* A table is as wide as its cells whatever its own width: a clipped block keeps it off the layout. */}
      <div className="sr-only">
        <table>
          <caption>{t`Each player’s result night by night`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Night`}</th>
              {players.map((p) => (
                <th key={p.name} scope="col">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {nights.map((n, i) => (
              <tr key={`${n.copy ? 'copy' : 'own'}-${n.id}`}>
                <th scope="row">{nightWords(n)}</th>
                {players.map((p) => (
                  <td key={p.name}>
                    {p.results[i] === null ? t`did not play` : formatSignedMoney(p.results[i]!)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ProblemWords({ error }: { error: Parameters<typeof copyProblemWords>[1] }) {
  const { i18n } = useLingui();
  return <Problem message={copyProblemWords(i18n, error, true)} />;
}
