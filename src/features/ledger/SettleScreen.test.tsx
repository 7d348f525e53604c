// Settle up: the fewest payments in words, totals that add up to zero, the share table at the
// night's unit, each entry's payments; finished nights and Hong Kong tables too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { discardWin, selfDrawnWin, table } from '../../core/ledger/testing';
import { addEntry, createNight, finishNight, type TaiTableDB } from '../../db';
import { expectOk, freshDatabase } from '../../db/testing';
import { loadArea, switchLocale } from '../../i18n/catalogs';
import SettleScreen from './SettleScreen';
import { renderWith } from '../../testing/ledger-screens';

beforeEach(() => {
  localStorage.clear();
});
afterEach(async () => {
  vi.useRealTimers();
  await switchLocale('en');
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

const cells = (row: HTMLElement): string[] =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

describe('SettleScreen', () => {
  it('says who pays whom in the fewest payments, with totals that add up to zero', async () => {
    const db = freshDatabase();
    await night(db);
    renderWith(db, <SettleScreen />);
    // Totals: Ah Beng −80 + 120 = +40; Mei Ling −160 − 40 = −200; Kumar +320 − 40 = +280; Siew Lan −80 − 40 = −120.
    const payments = await screen.findByRole('list', { name: 'Payments to settle up' });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mei Ling pays Kumar $2.00', 'Siew Lan pays Ah Beng $0.40', 'Siew Lan pays Kumar $0.80']);
    expect([1, 2, 3, 4].map((n) => screen.getByTestId(`settle-total-${n}`).textContent)).toEqual([
      '+$0.40',
      '−$2.00',
      '+$2.80',
      '−$1.20',
    ]);
    expect(screen.getByText(/Check: the four totals add up to \$0\.00/)).toBeInTheDocument();

    // Seed 003's four columns at $0.20 a tai, 1 to the cap of 5.
    const rows = within(screen.getByRole('region', { name: 'Share table at $0.20 a tai' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map(cells)).toEqual([
      ['$1.20', '$0.80', '$0.40', '$0.20'],
      ['$2.40', '$1.60', '$0.80', '$0.40'],
      ['$4.80', '$3.20', '$1.60', '$0.80'],
      ['$9.60', '$6.40', '$3.20', '$1.60'],
      ['$19.20', '$12.80', '$6.40', '$3.20'],
    ]);

    // Each entry: what each player won or paid, and below it the running total.
    const ledger = within(screen.getByRole('region', { name: 'Every entry' }))
      .getAllByRole('row')
      .slice(1);
    expect(ledger.map(cells)).toEqual([
      ['−$0.80total −$0.80', '−$1.60total −$1.60', '+$3.20total +$3.20', '−$0.80total −$0.80'],
      ['+$1.20total +$0.40', '−$0.40total −$2.00', '−$0.40total +$2.80', '−$0.40total −$1.20'],
    ]);
    expect(within(ledger[0]!).getByRole('rowheader')).toHaveTextContent(
      'Kumar won 3 tai on Mei Ling’s discard',
    );
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
      ['3', '$4.00', '$2.00'],
      ['4', '$16.00', '$8.00'],
      ['5', '$32.00', '$16.00'],
      ['6', '$48.00', '$24.00'],
      ['7', '$64.00', '$32.00'],
      ['8', '$96.00', '$48.00'],
      ['9', '$128.00', '$64.00'],
      ['10', '$192.00', '$96.00'],
    ]);
    expect(screen.getByText('Everyone is square: no one pays anything.')).toBeInTheDocument();
  });

  it('tells nights of one day apart in the night picker: by when each started, then by its entries; a typed name stays as typed', async () => {
    // Only the clock is faked (the database's timers run as usual): each night starts when the table says.
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = freshDatabase();
    const startAt = async (at: Date, name?: string): Promise<string> => {
      vi.setSystemTime(at);
      return expectOk(await createNight(db, sg, name)).night.id;
    };
    const early = await startAt(new Date(2026, 11, 3, 19, 2));
    expectOk(await addEntry(db, early, discardWin(sg, 2, 1, 3)));
    expectOk(await finishNight(db, early));
    const late = await startAt(new Date(2026, 11, 3, 21, 40));
    expectOk(await finishNight(db, late));
    // Started in the same minute as the one before (a night started again at once): its entries tell it apart.
    const again = await startAt(new Date(2026, 11, 3, 21, 40, 30));
    expectOk(await addEntry(db, again, discardWin(sg, 2, 1, 3)));
    expectOk(await addEntry(db, again, selfDrawnWin(sg, 0, 1)));
    await startAt(new Date(2026, 11, 3, 22, 5), 'Ah Beng’s birthday');
    // A night of another day, named by its date: alone on its day, as it always read.
    await startAt(new Date(2026, 11, 2, 20, 0));
    expectOk(await finishNight(db, (await db.sessions.orderBy('createdAt').first())!.id));
    vi.useRealTimers();

    renderWith(db, <SettleScreen />);
    await screen.findByLabelText('Night');
    // The picker by its label, whatever the language ("Night", "牌局").
    const labels = () =>
      within(screen.getByLabelText(/./, { selector: '#settle-night' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels()).toEqual([
      'Ah Beng’s birthday (Thu, 3 Dec 2026) · open',
      'Thu, 3 Dec 2026 · started at 9:40 pm · 2 entries · open',
      'Thu, 3 Dec 2026 · started at 9:40 pm · 0 entries · finished',
      'Thu, 3 Dec 2026 · started at 7:02 pm · finished',
      'Wed, 2 Dec 2026 · finished',
    ]);

    // In each language's own words; every label still its own.
    for (const [locale, expected] of [
      [
        'zh-Hans',
        [
          'Ah Beng’s birthday（2026年12月3日周四） · 进行中',
          '2026年12月3日周四 · 下午9:40开始 · 2 条记录 · 进行中',
          '2026年12月3日周四 · 下午9:40开始 · 0 条记录 · 已结束',
          '2026年12月3日周四 · 下午7:02开始 · 已结束',
          '2026年12月2日周三 · 已结束',
        ],
      ],
      [
        'zh-Hant',
        [
          'Ah Beng’s birthday（2026年12月3日週四） · 進行中',
          '2026年12月3日週四 · 下午9:40開始 · 2 條記錄 · 進行中',
          '2026年12月3日週四 · 下午9:40開始 · 0 條記錄 · 已完局',
          '2026年12月3日週四 · 下午7:02開始 · 已完局',
          '2026年12月2日週三 · 已完局',
        ],
      ],
    ] as const) {
      await switchLocale(locale);
      await loadArea('ledger');
      await waitFor(() => expect(labels()).toEqual(expected));
    }
  });
});
