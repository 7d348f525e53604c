// Settle up: the fewest payments in words, totals that add up to zero, the share table at the
// night's unit, each entry's payments; finished nights and Hong Kong tables too.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { discardWin, selfDrawnWin, table } from '../../core/ledger/testing';
import { addEntry, createNight, finishNight, type TaiTableDB } from '../../db';
import { expectOk, freshDatabase } from '../../db/testing';
import SettleScreen from './SettleScreen';
import { renderWith } from './testing';

beforeEach(() => {
  localStorage.clear();
});

const sg = table('sg', { unit: 20 });

/** Kumar wins 3 tai on Mei Ling's discard (share $0.80), then Ah Beng self-draws 1 tai (share $0.20). */
async function night(db: TaiTableDB, name = 'Friday night'): Promise<string> {
  const { night: created } = expectOk(await createNight(db, sg, name));
  expectOk(await addEntry(db, created.id, discardWin(sg, 2, 1, 3)));
  expectOk(await addEntry(db, created.id, selfDrawnWin(sg, 0, 1)));
  return created.id;
}

/** A line of who pays whom (settle with a scan names each payment again, above its code). */
const TRANSFER = { selector: '[data-transfer]' };

const cells = (row: HTMLElement): string[] => within(row).getAllByRole('cell').map((c) => c.textContent ?? '');

describe('SettleScreen', () => {
  it('says who pays whom in the fewest payments, with totals that add up to zero', async () => {
    const db = freshDatabase();
    await night(db);
    renderWith(db, <SettleScreen />);
    // Totals: Ah Beng −80 + 120 = +40; Mei Ling −160 − 40 = −200; Kumar +320 − 40 = +280; Siew Lan −80 − 40 = −120.
    const payments = await screen.findByRole('list', { name: 'Payments to settle up' });
    expect(within(payments).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Mei Ling pays Kumar $2.00',
      'Siew Lan pays Ah Beng $0.40',
      'Siew Lan pays Kumar $0.80',
    ]);
    expect([1, 2, 3, 4].map((n) => screen.getByTestId(`settle-total-${n}`).textContent)).toEqual(['+$0.40', '−$2.00', '+$2.80', '−$1.20']);
    expect(screen.getByText(/Check: the four totals add up to \$0\.00/)).toBeInTheDocument();

    // Seed 003's four columns at $0.20 a tai, 1 to the cap of 5.
    const rows = within(screen.getByRole('region', { name: 'Share table at $0.20 a tai' })).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['$1.20', '$0.80', '$0.40', '$0.20'],
      ['$2.40', '$1.60', '$0.80', '$0.40'],
      ['$4.80', '$3.20', '$1.60', '$0.80'],
      ['$9.60', '$6.40', '$3.20', '$1.60'],
      ['$19.20', '$12.80', '$6.40', '$3.20'],
    ]);

    // Each entry: what each player won or paid, and below it the running total.
    const ledger = within(screen.getByRole('region', { name: 'Every entry' })).getAllByRole('row').slice(1);
    expect(ledger.map(cells)).toEqual([
      ['−$0.80total −$0.80', '−$1.60total −$1.60', '+$3.20total +$3.20', '−$0.80total −$0.80'],
      ['+$1.20total +$0.40', '−$0.40total −$2.00', '−$0.40total +$2.80', '−$0.40total −$1.20'],
    ]);
    expect(within(ledger[0]!).getByRole('rowheader')).toHaveTextContent('Kumar won 3 tai on Mei Ling’s discard');
  });

  it('settles a finished night, and another night can be chosen', async () => {
    const db = freshDatabase();
    const first = await night(db, 'Friday night');
    expectOk(await finishNight(db, first));
    const { night: created } = expectOk(await createNight(db, sg, 'Saturday night'));
    expectOk(await addEntry(db, created.id, discardWin(sg, 3, 0, 2)));
    renderWith(db, <SettleScreen />);
    // The open night comes first: Siew Lan won 2 tai on Ah Beng's discard (share $0.40).
    expect(await screen.findByText('Ah Beng pays Siew Lan $0.80', TRANSFER)).toBeInTheDocument();
    expect(screen.getByText('Mei Ling pays Siew Lan $0.40', TRANSFER)).toBeInTheDocument();
    expect(screen.getByText('Kumar pays Siew Lan $0.40', TRANSFER)).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Night'), first);
    expect(await screen.findByText('Mei Ling pays Kumar $2.00', TRANSFER)).toBeInTheDocument();
    expect(screen.getByText(/Friday night · 2 entries · finished/)).toBeInTheDocument();
  });

  it('shows the Hong Kong payment table for an hk night', async () => {
    const db = freshDatabase();
    const hk = table('hk', { unit: 100 });
    expectOk(await createNight(db, hk));
    renderWith(db, <SettleScreen />);
    const region = await screen.findByRole('region', { name: 'Payment table at $1.00 a unit' });
    const rows = within(region).getAllByRole('row').slice(1);
    // Seed 002 from the minimum of 3 fan to the limit of 10: 4, 16, 32, 48, 64, 96, 128, 192 units by discard.
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, ...cells(r)])).toEqual([
      ['3', '$4.00', '$2.00'], ['4', '$16.00', '$8.00'], ['5', '$32.00', '$16.00'], ['6', '$48.00', '$24.00'],
      ['7', '$64.00', '$32.00'], ['8', '$96.00', '$48.00'], ['9', '$128.00', '$64.00'], ['10', '$192.00', '$96.00'],
    ]);
    expect(screen.getByText('Everyone is square: no one pays anything.')).toBeInTheDocument();
  });
});
