// Settle up with two and three conflicts open, of both kinds, as a player reads it: the notice, who
// pays whom for what is settled, and each conflict folded with "If you keep hand N (…):" and the
// payments of each choice; the chart says what it plots meanwhile.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { computeLedger, fewestTransfers, type LedgerEntry } from '../../../core/ledger';
import { discardWin, selfDrawnWin, table, tablePayment } from '../../../core/ledger/testing';
import type { EditConflict, HandConflict } from '../../../sync';
import { paysWords } from '../../../words/night-words';
import { TotalsChart } from '../../../ui/night/TotalsChart';
import { SettleChoices } from './SettleChoices';
import { edit, threeOpenConflicts } from './conflicts.testing';

const settings = table();
/** The payments a settlement of these entries makes, in the words Settle up uses. */
const paymentsOf = (entries: LedgerEntry[]): string[] =>
  fewestTransfers(computeLedger(settings, entries).totals).map((transfer) =>
    paysWords(settings.players, transfer),
  );
const listed = (element: HTMLElement): string[] =>
  within(element)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');

/**
 * As the night reads them (src/sync/hand-conflicts.ts): of each turn recorded on several phones, the last
 * listed counts meanwhile and the others wait, out of the night's rows; Settle up gets them all back beside
 * it (withWaitingHands), and the chart plots the night as it counts.
 */
function show(
  entries: LedgerEntry[],
  turns: { id: string; entryIds: string[] }[],
  editConflicts: EditConflict[],
) {
  const conflicts: HandConflict[] = turns.map(({ id, entryIds }) => ({
    id,
    entryIds,
    counted: entryIds.at(-1)!,
    waiting: entryIds.slice(0, -1).map((entryId) => ({
      entryId,
      entry: entries.find((entry) => entry.id === entryId)!,
      phone: 'p',
      at: 0,
    })),
  }));
  const waiting = new Set(conflicts.flatMap((conflict) => conflict.waiting.map((hand) => hand.entryId)));
  const ledger = computeLedger(
    settings,
    entries.filter((entry) => !waiting.has(entry.id)),
  );
  return render(
    <>
      <SettleChoices
        settings={settings}
        entries={entries}
        ledger={ledger}
        conflicts={conflicts}
        editConflicts={editConflicts}
        open={conflicts.length + editConflicts.length}
      />
      <TotalsChart players={settings.players} ledger={ledger} unsettled={{ conflicts, editConflicts }} />
    </>,
  );
}

/** The choice under a heading that starts with `words`, and the payments listed under it. */
const choice = (words: string): HTMLElement => screen.getByRole('heading', { name: words }).parentElement!;

describe('Settle up with two open conflicts, a turn recorded twice and an entry changed twice', () => {
  const first = discardWin(settings, 0, 1, 2);
  const fromA = selfDrawnWin(settings, 2, 2);
  const fromB = discardWin(settings, 3, 0, 1);
  const later = discardWin(settings, 1, 2, 1);
  const corrected = discardWin(settings, 1, 2, 3, { id: later.id, at: later.at });
  const render2 = () =>
    show(
      [first, fromA, fromB, corrected],
      [{ id: 'c', entryIds: [fromA.id, fromB.id] }],
      [edit(later.id, later, corrected)],
    );

  it('says the night is not settled, pays what is settled, and folds each conflict with every choice named', async () => {
    const user = userEvent.setup();
    const { container } = render2();
    const notices = screen.getAllByTestId('live-conflict');
    // One on the settlement, one on the chart itself.
    expect(notices).toHaveLength(2);
    expect(notices[0]).toHaveTextContent('2 conflicts are open');
    expect(within(notices[0]!).getByRole('link', { name: 'Choose on the night’s screen' })).toHaveAttribute(
      'href',
      '#/tonight',
    );

    const settled = container.querySelector<HTMLElement>('[data-settled]')!;
    expect(within(settled).getByRole('heading')).toHaveTextContent('For what is settled');
    expect(settled).toHaveTextContent('Leaves out the 2 open conflicts below.');
    expect(listed(settled)).toEqual(paymentsOf([first]));
    expect(listed(settled)).toEqual([
      'Mei Ling pays Ah Beng $0.40',
      'Kumar pays Ah Beng $0.20',
      'Siew Lan pays Ah Beng $0.20',
    ]);

    const folded = [...container.querySelectorAll('details')];
    expect(folded.map((d) => d.querySelector('summary')!.textContent)).toEqual([
      'Hand 2: recorded on two phones',
      'Hand 3: changed on two phones',
    ]);
    expect(folded.every((d) => !d.open)).toBe(true);
    for (const details of folded) {
      await user.click(within(details).getByText(/^Hand \d/, { selector: 'summary' }));
      expect(details.open).toBe(true);
      expect(details).toHaveTextContent('Each choice here leaves out the other open conflicts.');
    }
    expect(listed(choice('If you keep hand 2 (Kumar won 2 tai, self-drawn):'))).toEqual(
      paymentsOf([first, fromA]),
    );
    expect(listed(choice('If you keep hand 2 (Siew Lan won 1 tai on Ah Beng’s discard):'))).toEqual(
      paymentsOf([first, fromB]),
    );
    expect(listed(choice('If you keep hand 3 (Mei Ling won 1 tai on Kumar’s discard):'))).toEqual(
      paymentsOf([first, later]),
    );
    expect(listed(choice('If you keep hand 3 (Mei Ling won 3 tai on Kumar’s discard):'))).toEqual(
      paymentsOf([first, corrected]),
    );
    // Payments of a choice are never those of the night as it counts meanwhile.
    expect(paymentsOf([first, fromA, fromB, corrected])).not.toEqual(paymentsOf([first, fromA]));
    // Nothing here is a payment to make now (the scan codes and the e2e specs look for data-transfer).
    expect(container.querySelectorAll('[data-transfer]')).toHaveLength(0);
  });

  it('has the chart say it counts the night meanwhile, both hands of the turn and the latest version', () => {
    render2();
    const chart = screen.getByRole('heading', { name: 'Running totals' }).closest('section')!;
    const notice = within(chart).getByTestId('live-conflict');
    expect(notice).toHaveAttribute('role', 'note');
    expect(notice).toHaveTextContent(
      '2 conflicts are open: this chart shows the night as it counts meanwhile, not what the table owes.',
    );
    expect(notice).toHaveTextContent(
      'A turn recorded on two phones counts one of its records meanwhile, marked on the Night tab.',
    );
    expect(notice).toHaveTextContent('An entry changed on two phones counts its latest version.');
    expect(within(chart).getByTestId('totals-chart').querySelectorAll('[data-series]')).toHaveLength(4);
  });
});

describe('Settle up with three open conflicts', () => {
  it('a turn on three phones, a turn on two, an entry deleted on one phone and changed on another', async () => {
    const user = userEvent.setup();
    const { reopened, draw, b2, hands, turns, edits } = threeOpenConflicts(settings);
    const { container } = show(hands, turns, edits);
    expect(screen.getAllByTestId('live-conflict')[0]).toHaveTextContent('3 conflicts are open');
    // Only the drawn hand is settled: no one pays.
    expect(container.querySelector('[data-settled]')).toHaveTextContent(
      'Everyone is square: no one pays anything.',
    );
    const folded = [...container.querySelectorAll('details')];
    expect(folded.map((d) => d.querySelector('summary')!.textContent)).toEqual([
      'Hand 1: recorded on two phones',
      'Hand 1: changed on two phones',
      'Hand 3: recorded on 3 phones',
    ]);
    for (const details of folded) await user.click(details.querySelector('summary')!);
    expect(listed(choice('If you keep hand 1 (Ah Beng won 4 tai on Mei Ling’s discard):'))).toEqual(
      paymentsOf([reopened, draw]),
    );
    expect(choice('If you keep hand 1 deleted:')).toHaveTextContent(
      'Everyone is square: no one pays anything.',
    );
    expect(listed(choice('If you keep hand 3 (Ah Beng won 3 tai on Kumar’s discard):'))).toEqual(
      paymentsOf([draw, b2]),
    );
    expect(screen.getAllByRole('heading', { name: /^If you keep/ })).toHaveLength(7);
    const chart = screen.getByRole('heading', { name: 'Running totals' }).closest('section')!;
    expect(within(chart).getByTestId('live-conflict')).toHaveTextContent(
      'A turn recorded on several phones counts one of its records meanwhile, marked on the Night tab.',
    );
  });

  it('two entries changed twice, one a kong named as an entry, and a turn recorded twice', () => {
    const first = discardWin(settings, 0, 1, 2);
    const firstFixed = discardWin(settings, 0, 1, 5, { id: first.id, at: first.at });
    const x1 = selfDrawnWin(settings, 3, 1);
    const x2 = selfDrawnWin(settings, 2, 1);
    const kong = tablePayment(2, 'exposed_kong');
    const concealed = { ...kong, reason: 'concealed_kong' as const };
    const { container } = show(
      [firstFixed, x1, x2, concealed],
      [{ id: 'x', entryIds: [x1.id, x2.id] }],
      [edit(first.id, first, firstFixed), edit(kong.id, kong, concealed)],
    );
    expect([...container.querySelectorAll('summary')].map((s) => s.textContent)).toEqual([
      'Hand 1: changed on two phones',
      'Hand 2: recorded on two phones',
      'Entry 3: changed on two phones',
    ]);
    expect(
      screen.getAllByRole('heading', { name: /^If you keep entry 3 \(Everyone pays Kumar/, hidden: true }),
    ).toHaveLength(2);
    const chart = screen.getByRole('heading', { name: 'Running totals' }).closest('section')!;
    expect(within(chart).getByTestId('live-conflict')).toHaveTextContent('3 conflicts are open');
  });
});

describe('Settle up with one conflict open', () => {
  it('shows its choices unfolded, and says what is settled leaves it out', () => {
    const first = discardWin(settings, 0, 1, 2);
    const fromA = selfDrawnWin(settings, 2, 2);
    const fromB = discardWin(settings, 3, 0, 1);
    const { container } = show([first, fromA, fromB], [{ id: 'c', entryIds: [fromA.id, fromB.id] }], []);
    expect(container.querySelector('details')!.open).toBe(true);
    expect(container.querySelector('[data-settled]')).toHaveTextContent(
      'Leaves out the open conflict below.',
    );
    expect(screen.queryByText('Each choice here leaves out the other open conflicts.')).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'If you keep hand 2 (Kumar won 2 tai, self-drawn):' }),
    ).toBeVisible();
  });
});

describe('TotalsChart', () => {
  it('with only an entry changed twice open, says the latest version counts and claims no hand counted twice', () => {
    const first = discardWin(settings, 0, 1, 2);
    const fixed = discardWin(settings, 0, 1, 3, { id: first.id, at: first.at });
    const gone = selfDrawnWin(settings, 2, 2);
    const ledger = computeLedger(settings, [fixed]);
    // A turn of which one hand is left in the night is over: not counted as open.
    render(
      <TotalsChart
        players={settings.players}
        ledger={ledger}
        unsettled={{
          conflicts: [{ entryIds: [first.id, gone.id], counted: gone.id }],
          editConflicts: [edit(first.id, first, fixed)],
        }}
      />,
    );
    const notice = screen.getByTestId('live-conflict');
    expect(notice).toHaveTextContent(
      '1 conflict is open: this chart shows the night as it counts meanwhile, not what the table owes.',
    );
    expect(notice).toHaveTextContent('An entry changed on two phones counts its latest version.');
    expect(notice).not.toHaveTextContent('hands');
  });

  it('has no conflict notice with none open, nor on a night that is not live', () => {
    const entries = [discardWin(settings, 0, 1, 2)];
    const ledger = computeLedger(settings, entries);
    const { rerender } = render(
      <TotalsChart
        players={settings.players}
        ledger={ledger}
        unsettled={{ conflicts: [], editConflicts: [] }}
      />,
    );
    expect(screen.queryByTestId('live-conflict')).toBeNull();
    rerender(<TotalsChart players={settings.players} ledger={ledger} />);
    expect(screen.queryByTestId('live-conflict')).toBeNull();
  });
});
