// A night's settlement, for settle up and past nights: who pays whom, the totals (and their check),
// the table's payment table, and every entry's payments with the running totals.
import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import {
  fewestTransfers,
  nightOptions,
  type Ledger,
  type PerPlayer,
  type NightSettings,
} from '../../core/ledger';
import { hkPaymentRows, shareTable } from '../../core/settlement';
import { formatMoney, formatSignedMoney } from '../format';
import { RescoreNote } from './RescoreNote';
import { CARD, MUTED } from '../styles';
import { useWindowedRows } from './windowed-rows';
import { entryPlace, entryWords } from '../../words/entry-words';
import { paysWords, stakeOf } from '../../words/night-words';

export function WhoPaysWhom({ players, totals }: { players: PerPlayer<string>; totals: PerPlayer<number> }) {
  const { t } = useLingui();
  const transfers = fewestTransfers(totals);
  const count = transfers.length;
  return (
    <section aria-labelledby="transfers-heading" className={`${CARD} space-y-2`}>
      <h2 id="transfers-heading" className="font-semibold">{t`Who pays whom`}</h2>
      {transfers.length === 0 ? (
        <p>{t`Everyone is square: no one pays anything.`}</p>
      ) : (
        // Each name whole, on one line when it fits: keep-all keeps "黃秀蘭" from breaking between its characters.
        <ul aria-label={t`Payments to settle up`} className="space-y-1">
          {transfers.map((t) => (
            <li
              key={`${t.from}-${t.to}`}
              data-transfer
              className="text-lg font-semibold [word-break:keep-all]"
            >
              {paysWords(players, t)}
            </li>
          ))}
        </ul>
      )}
      {transfers.length > 0 && (
        <p className={MUTED}>{t`The fewest payments that settle the night: ${count}.`}</p>
      )}
    </section>
  );
}

export function TotalsCheck({
  players,
  totals,
  marked = true,
}: {
  players: PerPlayer<string>;
  totals: PerPlayer<number>;
  marked?: boolean;
}) {
  const { t } = useLingui();
  const sum = totals.reduce((a, b) => a + b, 0);
  const zero = formatMoney(0);
  const off = formatSignedMoney(sum);
  return (
    <section aria-labelledby="totals-heading" className={`${CARD} space-y-2`}>
      <h2 id="totals-heading" className="font-semibold">{t`Totals`}</h2>
      <ul className="divide-y divide-stone-100 dark:divide-stone-800">
        {players.map((name, player) => {
          const total = totals[player]!;
          return (
            <li key={player} className="flex items-baseline justify-between gap-2 py-1">
              <span className="min-w-0 [overflow-wrap:anywhere]">{name}</span>
              {/* total-N on every screen that shows a player's total; settle-total-N kept for the specs that read it. */}
              <span
                data-testid={marked ? `total-${player + 1}` : undefined}
                className={`shrink-0 font-bold tabular-nums ${total > 0 ? 'text-emerald-800 dark:text-emerald-300' : total < 0 ? 'text-red-800 dark:text-red-300' : ''}`}
              >
                <span data-testid={`settle-total-${player + 1}`}>{formatSignedMoney(total)}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {sum === 0 ? (
        <p
          className={MUTED}
        >{t`Check: the four totals add up to ${zero}, as every payment is one player’s loss and another’s win.`}</p>
      ) : (
        <p
          role="alert"
          className="font-semibold text-red-800 dark:text-red-300"
        >{t`The totals add up to ${off}, not ${zero}: something is wrong with this night’s saved hands. Restore it from a backup.`}</p>
      )}
    </section>
  );
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a class list
const TH = 'px-1.5 py-1 text-left align-bottom text-xs font-semibold text-stone-600 dark:text-stone-300';
// eslint-disable-next-line lingui/no-unlocalized-strings -- a class list
const TD = 'px-1.5 py-1 text-right tabular-nums';

/** The doubling share table of seed 003 (or the hk payment table) at the night's unit. */
export function PaymentTable({ settings }: { settings: NightSettings }) {
  const { t } = useLingui();
  const options = nightOptions(settings);
  const stake = stakeOf(settings);
  if (settings.profile === 'hk') {
    return (
      <section aria-labelledby="table-heading" className={`${CARD} space-y-2`}>
        <h2 id="table-heading" className="font-semibold">{t`Payment table at ${stake}`}</h2>
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className={TH}>{t`Fan`}</th>
              <th scope="col" className={`${TH} text-right`}>
                {options.hk_discard === 'half'
                  ? t`By discard: the discarder half, each other a quarter`
                  : t`By discard: the discarder pays`}
              </th>
              <th scope="col" className={`${TH} text-right`}>{t`Self-drawn: each player pays`}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
            {hkPaymentRows(options).map(([fans, byDiscard, selfDrawn]) => (
              <tr key={fans}>
                <th scope="row" className="px-1.5 py-1 text-left font-semibold">
                  {fans}
                </th>
                <td className={TD}>{formatMoney(byDiscard)}</td>
                <td className={TD}>{formatMoney(selfDrawn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  }
  const from = options.min_tai === 0 ? 0 : 1;
  return (
    <section aria-labelledby="table-heading" className={`${CARD} space-y-2`}>
      <h2 id="table-heading" className="font-semibold">{t`Share table at ${stake}`}</h2>
      <table className="w-full text-sm">
        <thead>
          <tr>
            <th scope="col" className={TH}>{t`Tai`}</th>
            <th scope="col" className={`${TH} text-right`}>{t`Self-drawn win gets`}</th>
            <th scope="col" className={`${TH} text-right`}>{t`Win by discard gets`}</th>
            <th scope="col" className={`${TH} text-right`}>{t`Discarder or self-draw loser pays`}</th>
            <th scope="col" className={`${TH} text-right`}>{t`Other loser pays`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
          {shareTable(from, options.cap_tai, options.unit).map((row) => (
            <tr key={row.tai}>
              <th scope="row" className="px-1.5 py-1 text-left font-semibold">
                {row.tai}
              </th>
              <td className={TD}>{formatMoney(row.winSelfDrawn)}</td>
              <td className={TD}>{formatMoney(row.winByDiscard)}</td>
              <td className={TD}>{formatMoney(row.discarderOrSelfDrawnLoser)}</td>
              <td className={TD}>{formatMoney(row.otherLoser)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p
        className={MUTED}
      >{t`No dealer multiplier. Bao: one player pays the whole win. Zha Hu: the offender pays each other player the self-drawn amount at the cap.`}</p>
    </section>
  );
}

/** About how high a row of the table is drawn, until it is measured. */
const LEDGER_ROW_HEIGHT = 96;
const ledgerRowHeight = (): number => LEDGER_ROW_HEIGHT;

/**
 * The width of the amount columns of a long night's table: fixed from the widest amount of the
 * whole night, so that columns never change width as rows are drawn while scrolling.
 */
function amountColumnWidth(ledger: Ledger): string {
  let widest = 0;
  for (const row of ledger.rows) {
    for (const amount of row.deltas) widest = Math.max(widest, Math.abs(amount));
    for (const amount of row.totals) widest = Math.max(widest, Math.abs(amount));
  }
  // A character of a tabular figure (the sign and $ as wide), and padding on both sides (px-1.5).
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
  return `calc(${formatSignedMoney(-widest).length}ch + 0.75rem)`;
}

/** Every entry with what each player won or paid, and each one's running total after it. */
export function LedgerTable({ settings, ledger }: { settings: NightSettings; ledger: Ledger }) {
  const { t } = useLingui();
  const count = ledger.rows.length;
  const { windowed, rows, after, listRef, onFocus, rowRef } = useWindowedRows(count, ledgerRowHeight, 0);
  // A long night's table is laid out from its first row (table-fixed), never from the rows drawn.
  const amountWidth = useMemo(() => (windowed ? amountColumnWidth(ledger) : null), [windowed, ledger]);
  if (ledger.rows.length === 0) return <p className={MUTED}>{t`No entries were recorded this night.`}</p>;
  const spacer = (height: number, key: string) => (
    <tr key={key} aria-hidden="true">
      <td colSpan={settings.players.length + 1} style={{ height, padding: 0 }} />
    </tr>
  );
  return (
    <section aria-labelledby="ledger-heading" className={`${CARD} space-y-2`}>
      <h2 id="ledger-heading" className="font-semibold">{t`Every entry`}</h2>
      <p className={MUTED}>{t`Each player’s win or payment, and below it their running total.`}</p>
      {/* Sideways scrolling, when the amounts are too wide for the phone, by keyboard too. Relative: the
          visually hidden words in its cells are positioned, and would else widen the page, not the scroller. */}
      <div
        className="relative -mx-1.5 overflow-x-auto"
        {...(windowed ? { tabIndex: 0, role: 'region', 'aria-label': t`The table of every entry` } : {})}
      >
        <table
          ref={listRef}
          onFocus={onFocus}
          aria-rowcount={windowed ? count + 1 : undefined}
          className={`w-full min-w-[20rem] text-xs [overflow-anchor:none] ${amountWidth ? 'table-fixed' : ''}`}
          style={amountWidth ? { minWidth: `calc(5rem + 4 * ${amountWidth})` } : undefined}
        >
          {amountWidth && (
            <colgroup>
              <col />
              {settings.players.map((name) => (
                <col key={name} style={{ width: amountWidth }} />
              ))}
            </colgroup>
          )}
          <thead>
            <tr aria-rowindex={windowed ? 1 : undefined}>
              <th scope="col" className={TH}>{t`Entry`}</th>
              {settings.players.map((name) => (
                <th key={name} scope="col" title={name} className={`${TH} max-w-16 truncate text-right`}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
            {rows
              .map(({ index: position, space }) => ({ row: ledger.rows[position]!, position, space }))
              .map(({ row, position, space }) => [
                space > 0 ? spacer(space, `before-${row.entry.id}`) : null,
                <tr
                  key={row.entry.id}
                  ref={rowRef}
                  data-index={position}
                  aria-rowindex={windowed ? position + 2 : undefined}
                  className="align-top"
                >
                  <th scope="row" className="px-1.5 py-1.5 text-left font-normal">
                    <span className="block font-semibold">
                      #{position + 1}{' '}
                      <span className="font-normal text-stone-600 dark:text-stone-300">
                        {entryPlace(row)}
                      </span>
                    </span>
                    {entryWords(settings, row.entry)}
                    <RescoreNote settings={settings} row={row} />
                  </th>
                  {row.deltas.map((delta, player) => (
                    <td key={player} className={`${TD} py-1.5`}>
                      <span
                        className={`block font-semibold ${delta > 0 ? 'text-emerald-800 dark:text-emerald-300' : delta < 0 ? 'text-red-800 dark:text-red-300' : 'text-stone-500 dark:text-stone-400'}`}
                      >
                        {delta === 0 ? '–' : formatSignedMoney(delta)}
                        {delta === 0 && <span className="sr-only">{t`nothing`}</span>}
                      </span>
                      <span className="block text-stone-600 dark:text-stone-300">
                        <span className="sr-only">{t`total`} </span>
                        {formatSignedMoney(row.totals[player]!)}
                      </span>
                    </td>
                  ))}
                </tr>,
              ])}
            {after > 0 && spacer(after, 'after')}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The whole settlement of one night, most needed first. */
export function NightSettlement({
  settings,
  ledger,
  marked = true,
  unsettled,
  scan,
}: {
  settings: NightSettings;
  ledger: Ledger;
  /** Whether the totals carry total-N (false where the screen's player board already does). */
  marked?: boolean;
  /** In place of who pays whom, when the night cannot be settled as it stands (a live night's open conflicts). */
  unsettled?: ReactNode;
  /** The codes to pay by, right after who pays whom (never while the night is unsettled: open conflicts do not pay). */
  scan?: ReactNode;
}) {
  return (
    <div className="space-y-4">
      {unsettled ?? <WhoPaysWhom players={settings.players} totals={ledger.totals} />}
      {unsettled ? null : scan}
      <TotalsCheck players={settings.players} totals={ledger.totals} marked={marked} />
      <PaymentTable settings={settings} />
      <LedgerTable settings={settings} ledger={ledger} />
    </div>
  );
}
