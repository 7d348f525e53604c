// The night's running totals as a chart (night and settle screens, a shared night): one line a
// player, entry by entry, in the players' colours, the dealer changes marked; the same figures in a
// table for screen readers.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { Ledger, PerPlayer } from '../../core/ledger';
import { formatSignedMoney } from '../format';
import { entryPlace } from './EntryList';
import { WHOLE_LIST_LIMIT } from './windowed-rows';
import { CARD, MUTED, NOTICE } from '../styles';
import { ChartLegend, LineChart, type ChartMark } from './LineChart';
import { listWords } from '../../words/night-words';

const initial = (name: string): string => [...name.trim()][0]?.toLocaleUpperCase() ?? '?';

/** More dealer changes than this would draw the marks a few pixels apart: a grey block, so none is drawn. */
const MOST_MARKS = 40;
/** A long night's table for screen readers lists about this many rows (the entry list has every entry). */
const TABLE_ROWS = 60;

/** A live night's open conflicts, as the chart needs them (its sync state, never a copy). */
export interface ChartConflicts {
  /** Hands recorded for one turn without seeing each other's: the night counts one of them meanwhile (`counted`). */
  conflicts: readonly { entryIds: readonly string[]; counted: string }[];
  /** Entries changed by phones apart: the night counts the latest version meanwhile. */
  editConflicts: readonly unknown[];
}

/** Drawn again only when one of its props changes (memo), as the entry list is (EntryList.tsx). */
export const TotalsChart = memo(function TotalsChart({
  players,
  ledger,
  unsettled,
}: {
  players: PerPlayer<string>;
  ledger: Ledger;
  /** On a live night, its open conflicts: the chart then says that it plots the night as counted meanwhile. */
  unsettled?: ChartConflicts;
}) {
  const { t } = useLingui();
  const { rows } = ledger;
  if (rows.length === 0) return null;
  const series = players.map((name, player) => ({
    name,
    values: [0, ...rows.map((row) => row.totals[player]!)],
  }));
  const dealerChanges: ChartMark[] = [];
  rows.forEach((row, i) => {
    if (i > 0 && row.dealer !== rows[i - 1]!.dealer)
      dealerChanges.push({ at: i, label: initial(players[row.dealer]), series: row.dealer });
  });
  const marks = dealerChanges.length <= MOST_MARKS ? dealerChanges : [];
  // A long night's table lists the totals after every `stride` entries and after the last, as the chart's labels do.
  const stride = rows.length > WHOLE_LIST_LIMIT ? Math.ceil(rows.length / TABLE_ROWS) : 1;
  const tabled = rows.flatMap((row, i) =>
    i % stride === stride - 1 || i === rows.length - 1 ? [{ row, i }] : [],
  );
  // A label at the start and at each hand's first entry, thinned out so that they never overlap.
  const every = Math.max(1, Math.ceil(rows.length / 8));
  const xLabels = [
    { at: 0, label: t`Start` },
    ...rows.flatMap((_row, i) =>
      i % every === every - 1 || i === rows.length - 1 ? [{ at: i + 1, label: `#${i + 1}` }] : [],
    ),
  ];
  const count = rows.length;
  const totals = listWords(
    players.map((name, p) => {
      const total = formatSignedMoney(ledger.totals[p]!);
      return t`${name} ${total}`;
    }),
  );

  const rowWords = (number: number, place: string): string => t`#${number}, ${place}`;

  return (
    <section aria-labelledby="totals-chart-heading" className={`${CARD} space-y-1`}>
      <h2 id="totals-chart-heading" className="font-semibold">{t`Running totals`}</h2>
      {unsettled && <ChartConflictNotice rows={rows} unsettled={unsettled} />}
      <figure data-testid="totals-chart" className="m-0">
        <LineChart
          series={series}
          xLabels={xLabels}
          marks={marks}
          label={t`Running totals over ${plural(count, { one: '# entry', other: '# entries' })}: ${totals}. The figures are in the table that follows.`}
        />
        <ChartLegend
          items={players.map((name, p) => ({ name, figure: formatSignedMoney(ledger.totals[p]!) }))}
        />
        <figcaption className={`${MUTED} mt-1 text-xs`}>
          {marks.length > 0
            ? t`Entry by entry. A dotted line marks a new dealer, with their initial.`
            : t`Entry by entry.`}
        </figcaption>
      </figure>
      {/* A table is as wide as its cells whatever its own width: a clipped block keeps it off the layout. */}
      <div className="sr-only">
        <table>
          <caption>
            {stride === 1
              ? t`Running totals after each entry, and who dealt`
              : t`Running totals after every ${stride} entries and after the last, and who dealt`}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t`Entry`}</th>
              <th scope="col">{t`Dealer`}</th>
              {players.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tabled.map(({ row, i }) => (
              <tr key={row.entry.id}>
                <th scope="row">{rowWords(i + 1, entryPlace(row))}</th>
                <td>{players[row.dealer]}</td>
                {row.totals.map((total, p) => (
                  <td key={p}>{formatSignedMoney(total)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});

/**
 * Said on the chart itself while conflicts are open: it plots the night as it counts meanwhile (one record
 * of a disputed turn, the latest version of an entry changed apart), which is not what the table
 * owes; Settle up shows what each choice would pay.
 */
function ChartConflictNotice({ rows, unsettled }: { rows: Ledger['rows']; unsettled: ChartConflicts }) {
  const { t } = useLingui();
  const counted = new Set(rows.map((row) => row.entry.id));
  // As the night's screen marks them: a turn whose counted hand is in the night (the others wait outside it).
  const hands = unsettled.conflicts
    .filter((conflict) => counted.has(conflict.counted))
    .map((conflict) => conflict.entryIds.length);
  const edits = unsettled.editConflicts.length;
  const open = hands.length + edits;
  if (open === 0) return null;
  const sentences = [
    t`${plural(open, {
      one: '# conflict is open: this chart shows the night as it counts meanwhile, not what the table owes.',
      other:
        '# conflicts are open: this chart shows the night as it counts meanwhile, not what the table owes.',
    })}`,
  ];
  if (hands.length > 0)
    sentences.push(
      hands.some((n) => n > 2)
        ? t`A turn recorded on several phones counts one of its records meanwhile, marked on the Night tab.`
        : t`A turn recorded on two phones counts one of its records meanwhile, marked on the Night tab.`,
    );
  if (edits > 0) sentences.push(t`An entry changed on two phones counts its latest version.`);
  sentences.push(t`Settle up shows what each choice would pay.`);
  return (
    // Each sentence its own line: no sentence joining that would be wrong in one of the languages.
    <div
      role="note"
      data-testid="live-conflict"
      data-chart-conflicts={open}
      className={`${NOTICE} space-y-0.5`}
    >
      {sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </div>
  );
}
