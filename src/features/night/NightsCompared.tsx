// Nights compared (past nights): for each player across this phone's nights and kept copies, nights
// played, net result, biggest hand, wins by self-draw and by discard, and results night by night.
import { useLiveQuery } from 'dexie-react-hooks';
import { formatSignedMoney } from '../../ui/format';
import { loadComparedNights } from '../../db/night-copies';
import { useDatabase } from '../ledger/database';
import { Problem } from '../ledger/Messages';
import { CARD, MUTED } from '../ledger/styles';
import { nightDate } from '../ledger/words';
import { comparePlayers } from './compare';
import { ChartLegend, LineChart } from './LineChart';
import { SERIES_STYLES } from './colours';

export function NightsCompared() {
  const db = useDatabase();
  const loaded = useLiveQuery(() => loadComparedNights(db), [db]);
  if (!loaded) return null;
  if (!loaded.ok) return <Problem message={loaded.error.message} />;
  const { nights } = loaded;
  if (nights.length === 0) return null;
  const players = comparePlayers(nights);
  const charted = players.slice(0, SERIES_STYLES.length);
  const short = (at: number): string => new Date(at).toLocaleDateString('en-SG', { day: 'numeric', month: 'short' });
  const every = Math.max(1, Math.ceil(nights.length / 5));

  return (
    <section aria-labelledby="compared-heading" className={`${CARD} space-y-3`}>
      <h2 id="compared-heading" className="font-semibold">Nights compared</h2>
      <p className={MUTED}>
        {nights.length} {nights.length === 1 ? 'night' : 'nights'} on this phone, kept copies included; players are matched by name.
        {loaded.damaged > 0 ? ` ${loaded.damaged} damaged ${loaded.damaged === 1 ? 'night is' : 'nights are'} left out.` : ''}
      </p>
      <ul aria-label="Each player across the nights" className="divide-y divide-stone-100 dark:divide-stone-800">
        {players.map((p) => (
          <li key={p.name} data-player={p.name} className="py-1.5">
            <p className="flex items-baseline justify-between gap-2">
              <span className="truncate font-semibold" title={p.name}>{p.name}</span>
              <span className={`shrink-0 font-bold tabular-nums ${p.net > 0 ? 'text-emerald-800 dark:text-emerald-300' : p.net < 0 ? 'text-red-800 dark:text-red-300' : ''}`}>
                <span className="sr-only">net </span>{formatSignedMoney(p.net)}
              </span>
            </p>
            <p className="text-xs text-stone-600 dark:text-stone-300">
              {p.nights} {p.nights === 1 ? 'night' : 'nights'} · biggest hand {p.biggest ? `${formatSignedMoney(p.biggest.amount)} (${p.biggest.tai} ${p.biggest.word})` : 'none yet'}
              {' '}· wins: {p.selfDrawn} self-drawn, {p.byDiscard} on a discard
            </p>
          </li>
        ))}
      </ul>
      {nights.length >= 2 && (
        <figure className="m-0" data-testid="nights-chart">
          <LineChart series={charted.map((p) => ({ name: p.name, values: p.results }))}
            xLabels={nights.flatMap((n, i) => (i % every === 0 || i === nights.length - 1 ? [{ at: i, label: short(n.createdAt) }] : []))}
            label={`Each player’s result night by night, over ${nights.length} nights. The figures are in the table that follows.`} />
          <ChartLegend items={charted.map((p) => ({ name: p.name, figure: formatSignedMoney(p.net) }))} />
          <figcaption className={`${MUTED} mt-1 text-xs`}>Each player’s result, night by night{players.length > charted.length ? ` (the ${charted.length} who played most)` : ''}.</figcaption>
        </figure>
      )}
      {/* A table is as wide as its cells whatever its own width: a clipped block keeps it off the layout. */}
      <div className="sr-only">
      <table>
        <caption>Each player’s result night by night</caption>
        <thead>
          <tr><th scope="col">Night</th>{players.map((p) => <th key={p.name} scope="col">{p.name}</th>)}</tr>
        </thead>
        <tbody>
          {nights.map((n, i) => (
            <tr key={`${n.copy ? 'copy' : 'own'}-${n.id}`}>
              <th scope="row">{n.name}{n.name === nightDate(n.createdAt) ? '' : `, ${nightDate(n.createdAt)}`}{n.copy ? ' (a copy)' : ''}</th>
              {players.map((p) => <td key={p.name}>{p.results[i] === null ? 'did not play' : formatSignedMoney(p.results[i]!)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </section>
  );
}
