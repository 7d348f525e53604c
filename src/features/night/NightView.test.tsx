// A shared night opened on another phone: read-only totals, chart, settle-up and entries; "Keep a
// copy" adds one copy, a newer link updates it in place, a broken link writes nothing.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  discardWin,
  drawnHand,
  falseWin,
  selfDrawnWin,
  table,
  tablePayment,
} from '../../core/ledger/testing';
import { encodeNightCode, type SharedNight } from '../../core/night-code';
import { dumpDatabase, expectOk, freshDatabase } from '../../db/testing';
import { listNightCopies } from '../../db/night-copies';
import { renderWith, totals } from '../../testing/ledger-screens';
import NightView from './NightView';
import { TotalsChart } from '../../ui/night/TotalsChart';
import { computeLedger } from '../../core/ledger';
import { formatSignedMoney } from '../../ui/format';

beforeEach(() => localStorage.clear());

const sg = table('sg', { unit: 20 });
const ID = '3f2c1a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';
const ENTRIES = [
  discardWin(sg, 2, 1, 3),
  selfDrawnWin(sg, 0, 1),
  tablePayment(3, 'exposed_kong'),
  drawnHand(),
  falseWin(1),
  discardWin(sg, 1, 3, 2),
];

function night(count: number, sharedAt: number): SharedNight {
  return {
    id: ID,
    name: 'Friday night',
    createdAt: Date.UTC(2025, 5, 13, 12),
    finished: false,
    sharedAt,
    settings: sg,
    entries: ENTRIES.slice(0, count),
  };
}

describe('NightView', () => {
  it('shows the night read-only, keeps one copy, and a newer link updates that copy in place', async () => {
    const user = userEvent.setup();
    const db = freshDatabase();
    const first = renderWith(db, <NightView code={await encodeNightCode(night(4, 1_000))} />);
    await screen.findByRole('heading', { name: 'Shared night: Friday night' }, { timeout: 20_000 });
    // Kumar +3.20 (3 tai on Mei Ling's discard at $0.20), Ah Beng +0.60, a kong to Siew Lan at 2 units each.
    const ledger = computeLedger(sg, ENTRIES.slice(0, 4));
    expect(totals()).toEqual(
      ledger.totals.map((c) => (c > 0 ? '+' : c < 0 ? '−' : '') + `$${(Math.abs(c) / 100).toFixed(2)}`),
    );
    expect(screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-entry'))).toHaveLength(4);
    expect(screen.getByRole('list', { name: 'Payments to settle up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit entry/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete entry/ })).toBeNull();
    expect(screen.getByTestId('totals-chart').querySelectorAll('[data-series]')).toHaveLength(4);

    await user.click(await screen.findByRole('button', { name: 'Keep a copy' }, { timeout: 20_000 }));
    expect(
      await screen.findByText(
        /This phone keeps a copy of this night, as of hand 3 \(4 entries\)/,
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    first.unmount();

    renderWith(db, <NightView code={await encodeNightCode(night(6, 2_000))} />);
    expect(
      await screen.findByText(
        /Your copy of this night was brought up to date: as of hand 4 \(6 entries\)/,
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    const copies = expectOk(await listNightCopies(db)).copies;
    expect(copies.map((c) => [c.id, c.entryCount])).toEqual([[ID, 6]]);
  }, 90_000);

  it('says the shared night’s house rules a player must know, its own card among them', async () => {
    const played = table('sg', { unit: 20, shooter_pays: true, values: { full_flush: 6 } });
    const shared = { ...night(2, 1_000), settings: played, entries: [selfDrawnWin(played, 0, 1)] };
    renderWith(freshDatabase(), <NightView code={await encodeNightCode(shared)} />);
    await screen.findByRole('heading', { name: 'Shared night: Friday night' }, { timeout: 20_000 });
    expect(await screen.findByTestId('night-house-rules')).toHaveTextContent(
      "Shooter pays · Table's card: 1 changed",
    );
  }, 60_000);

  it('refuses a truncated or tampered link with an alert, and writes nothing', async () => {
    const db = freshDatabase();
    const code = await encodeNightCode(night(6, 1_000));
    const before = await dumpDatabase(db);
    const view = renderWith(db, <NightView code={code.slice(0, -4)} />);
    expect(
      within(await screen.findByRole('alert', {}, { timeout: 20_000 })).getByText(/incomplete/),
    ).toBeInTheDocument();
    view.unmount();
    renderWith(db, <NightView code={code.slice(0, 30) + (code[30] === 'Q' ? 'R' : 'Q') + code.slice(31)} />);
    expect(
      within(await screen.findByRole('alert', {}, { timeout: 20_000 })).getByText(/changed or mistyped/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep a copy' })).toBeNull();
    expect(await dumpDatabase(db)).toEqual(before);
    expect(await db.table('nightCopies').count()).toBe(0);
  }, 60_000);
});

describe('TotalsChart', () => {
  it('draws one line a player and marks each new dealer, with the figures in a table', () => {
    const ledger = computeLedger(sg, ENTRIES);
    renderWith(freshDatabase(), <TotalsChart players={sg.players} ledger={ledger} />);
    const chart = screen.getByTestId('totals-chart');
    const series = [...chart.querySelectorAll('[data-series]')];
    expect(series.map((s) => s.getAttribute('data-series'))).toEqual([...sg.players]);
    // Kumar's win on a discard passes the deal (Ah Beng → Mei Ling); Ah Beng's self-draw passes it again.
    const dealerChanges = ledger.rows.filter(
      (row, i) => i > 0 && row.dealer !== ledger.rows[i - 1]!.dealer,
    ).length;
    expect(dealerChanges).toBeGreaterThan(0);
    expect(chart.querySelectorAll('[data-mark="dealer"]')).toHaveLength(dealerChanges);
    const table = screen.getByRole('table', { name: /Running totals after each entry/ });
    expect(within(table).getAllByRole('row')).toHaveLength(ENTRIES.length + 1);
    // Each line has a point a step: the start and every entry.
    for (const s of series)
      expect(s.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(
        ENTRIES.length + 1,
      );
  });
});

describe('TotalsChart of a long night', () => {
  it('lists the totals every few entries and after the last, draws every step, and leaves out marks too close to read', () => {
    // 2,000 wins by discard, the winner moving round the table: the deal passes at almost every entry.
    const entries = Array.from({ length: 2_000 }, (_, i) =>
      discardWin(sg, ((i + 1) % 4) as 0 | 1 | 2 | 3, (i % 4) as 0 | 1 | 2 | 3, 1),
    );
    const ledger = computeLedger(sg, entries);
    renderWith(freshDatabase(), <TotalsChart players={sg.players} ledger={ledger} />);
    const chart = screen.getByTestId('totals-chart');
    expect(chart.querySelectorAll('[data-mark="dealer"]')).toHaveLength(0);
    expect(chart.querySelector('figcaption')!.textContent).toBe('Entry by entry.');
    for (const s of chart.querySelectorAll('[data-series]'))
      expect(s.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(2_001);
    const table = screen.getByRole('table', {
      name: 'Running totals after every 34 entries and after the last, and who dealt',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(59);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toMatch(/^#34,/);
    const last = rows.at(-1)!;
    expect(within(last).getByRole('rowheader').textContent).toMatch(/^#2000,/);
    expect(
      within(last)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(ledger.totals.map(formatSignedMoney));
  });
});
