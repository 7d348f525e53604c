// Past nights: the list, opening, reopening and deleting a night, the spreadsheet, and backups out
// and back in; a malformed or tampered file changes nothing and says why.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { discardWin, table } from '../../core/ledger/testing';
import { addEntry, createNight, finishNight, listNights, type TaiTableDB } from '../../db';
import { dumpDatabase, expectOk, freshDatabase } from '../../db/testing';
import { downloadText } from '../../ui/download';
import HistoryScreen from './HistoryScreen';
import { renderWith } from '../../testing/ledger-screens';

vi.mock('../../ui/download', () => ({ downloadText: vi.fn() }));
const downloads = vi.mocked(downloadText);

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '#/history';
  downloads.mockClear();
});

const sg = table('sg', { unit: 20 });
const names = ['Ah Beng', '美玲', 'Kumar', 'Siew Lan'] as const;

async function twoNights(db: TaiTableDB): Promise<{ friday: string; saturday: string }> {
  const settings = { ...sg, players: [...names] as typeof sg.players };
  const friday = expectOk(await createNight(db, settings, 'Friday night')).night.id;
  expectOk(await addEntry(db, friday, discardWin(settings, 2, 1, 3)));
  expectOk(await finishNight(db, friday));
  // Created a moment later, so it is the newest.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const saturday = expectOk(await createNight(db, settings, 'Saturday night')).night.id;
  expectOk(await addEntry(db, saturday, discardWin(settings, 0, 3, 1)));
  return { friday, saturday };
}

async function chooseFile(text: string, name = 'backup.json'): Promise<void> {
  await userEvent
    .setup()
    .upload(
      screen.getByLabelText('Restore from a backup file'),
      new File([text], name, { type: 'application/json' }),
    );
}

describe('HistoryScreen', () => {
  it('lists the nights newest first, with status and totals', async () => {
    const db = freshDatabase();
    await twoNights(db);
    renderWith(db, <HistoryScreen />);
    const list = await screen.findByRole('list', { name: 'Nights, newest first' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Saturday night',
      'Friday night',
    ]);
    expect(cards[0]).toHaveTextContent('Open');
    expect(cards[1]).toHaveTextContent('Finished');
    // Friday: Kumar won 3 tai on 美玲's discard at $0.20 a tai (a share of $0.80).
    expect(within(cards[1]!).getByRole('group', { name: 'Totals of Friday night' })).toHaveTextContent(
      'Ah Beng−$0.80美玲−$1.60Kumar+$3.20Siew Lan−$0.80',
    );
  });

  it('opens a night, exports it as a spreadsheet Excel reads, reopens it, and deletes one only after asking', async () => {
    const db = freshDatabase();
    const { friday } = await twoNights(db);
    const user = userEvent.setup();
    renderWith(db, <HistoryScreen />);
    await user.click(await screen.findByRole('button', { name: 'Open the night of Friday night' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday night' })).toBeInTheDocument();
    expect(screen.getByText('美玲 pays Kumar $1.60')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Spreadsheet (CSV)' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1));
    const [fileName, csv, type] = downloads.mock.calls[0]!;
    expect(fileName).toBe('tai-table-friday-night.csv');
    expect(type).toBe('text/csv;charset=utf-8');
    expect(csv.startsWith('\uFEFF#,Time,What happened,Dealer,Ah Beng,美玲,Kumar,Siew Lan,')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete this night' }));
    const sheet = screen.getByRole('dialog', { name: 'Delete this night?' });
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(expectOk(await listNights(db)).nights).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Reopen this night' }));
    await waitFor(() => expect(window.location.hash).toBe('#/tonight'));
    expect(localStorage.getItem('tai-table:current-session')).toBe(friday);
    const listed = expectOk(await listNights(db));
    expect(listed.nights.map((s) => [s.name, s.status])).toEqual([
      ['Saturday night', 'open'],
      ['Friday night', 'open'],
    ]);
  });

  it('deletes a night after confirming', async () => {
    const db = freshDatabase();
    await twoNights(db);
    const user = userEvent.setup();
    renderWith(db, <HistoryScreen />);
    await user.click(await screen.findByRole('button', { name: 'Open the night of Saturday night' }));
    await user.click(await screen.findByRole('button', { name: 'Delete this night' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete the night' }));
    expect(
      await screen.findByText('The night of Saturday night was deleted from this phone.'),
    ).toBeInTheDocument();
    // The list is a live query: it follows the deletion within a moment.
    await waitFor(() => {
      const list = screen.getByRole('list', { name: 'Nights, newest first' });
      expect(
        within(list)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Friday night']);
    });
  });

  it('backs up every night and restores them on another phone, skipping nights already there', async () => {
    const from = freshDatabase();
    await twoNights(from);
    const first = renderWith(from, <HistoryScreen />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back up every night' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1));
    const [fileName, json] = downloads.mock.calls[0]!;
    expect(fileName).toMatch(/^tai-table-backup-\d{4}-\d{2}-\d{2}\.json$/);
    expect(screen.getByText(/with 2 nights/)).toBeInTheDocument();
    first.unmount();

    const to = freshDatabase();
    renderWith(to, <HistoryScreen />);
    await screen.findByText(/No nights on this phone yet/);
    await chooseFile(json);
    expect(
      await screen.findByText(/restoring it adds 2 nights\. Nothing on this phone is changed/),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored 2 nights.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Nights, newest first' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Saturday night', 'Friday night']);

    await chooseFile(json);
    expect(
      await screen.findByText(/restoring it adds 0 nights, and skips 2 already here/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();
  });

  it('a malformed or tampered file changes nothing and shows the reason', async () => {
    const db = freshDatabase();
    await twoNights(db);
    const before = await dumpDatabase(db);
    renderWith(db, <HistoryScreen />);
    await screen.findByRole('list', { name: 'Nights, newest first' });

    await chooseFile('{"format": "tai-table-backup", "version": 1, "sessions": [', 'broken.json');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a Tai Table backup, so nothing was restored.',
    );
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();

    const other = freshDatabase();
    await twoNights(other);
    const { exportBackup } = await import('../../db');
    const backup = expectOk(await exportBackup(other)).backup;
    backup.sessions[0]!.totals = [0, 0, 0, 0];
    await chooseFile(JSON.stringify(backup), 'tampered.json');
    // Worded from the damage's codes and values: which night of the file, and both sets of totals.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This backup cannot be restored, so nothing was restored. Night 1 of the file (“Friday night”): the totals saved in the file ' +
          '($0.00, $0.00, $0.00 and $0.00) do not match its hands (−$0.80, −$1.60, $3.20 and −$0.80), so the file was changed or damaged.',
      ),
    );
    expect(await dumpDatabase(db)).toEqual(before);
  });
});
