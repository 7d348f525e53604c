// A shared table's link opened on another phone: saved there (or being told why it cannot be opened).
// Naming, editing and deleting tables: features/settings/TablesSection.test.tsx; picking one:
// app/SavedTablePicker.test.tsx; starting a night from one: features/ledger/StartNightForm.test.tsx.
// Live queries run only where an indexedDB global exists; each test still opens its own fresh database.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALPHABET, sealCode } from '../../core/codes/container';
import { encodeTableCode } from '../../core/table-code';
import { listSavedTables, saveTable } from '../../db/saved-tables';
import { expectOk, freshDatabase } from '../../db/testing';
import { renderWith } from '../../testing/ledger-screens';
import SaveTableView from './SaveTableView';

beforeEach(() => localStorage.clear());

const friday = {
  name: 'Friday at Auntie’s',
  profile: 'sg' as const,
  options: { fully_concealed: 1, shooter_pays: true, cap_tai: 10, unit: 20 },
};

describe('a shared table’s link', () => {
  const code = encodeTableCode(friday);

  it('shows the table’s name, profile and what it changes, and saves it', async () => {
    const db = freshDatabase();
    const user = userEvent.setup();
    renderWith(db, <SaveTableView code={code} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Save this table' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Friday at Auntie’s' })).toBeInTheDocument();
    expect(screen.getByText('Singapore table · $0.20 a tai')).toBeInTheDocument();
    expect(screen.getByText('Fully concealed +1 · Shooter pays · cap 10 tai')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save this table' }));
    expect(await screen.findByText('Saved “Friday at Auntie’s” on this phone.')).toBeInTheDocument();
    const { tables } = expectOk(await listSavedTables(db));
    expect(
      tables.map((t) => [t.name, t.profile, t.options.unit, t.options.shooter_pays, t.options.cap_tai]),
    ).toEqual([['Friday at Auntie’s', 'sg', 20, true, 10]]);
  });

  it('asks for another name when one of that name is already saved', async () => {
    const db = freshDatabase();
    expectOk(await saveTable(db, friday));
    const user = userEvent.setup();
    renderWith(db, <SaveTableView code={code} />);
    await user.click(screen.getByRole('button', { name: 'Save this table' }));
    expect(await screen.findByText(/is already saved/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Save it as'));
    await user.type(screen.getByLabelText('Save it as'), 'Friday (Mei Ling)');
    await user.click(screen.getByRole('button', { name: 'Save this table' }));
    expect(await screen.findByText('Saved “Friday (Mei Ling)” on this phone.')).toBeInTheDocument();
    expect(expectOk(await listSavedTables(db)).tables).toHaveLength(2);
  });

  const changed = code.slice(0, 6) + (code[6] === 'A' ? 'B' : 'A') + code.slice(7);
  const newer = sealCode(ALPHABET.length - 1, [0, 0, 0]);
  it.each([
    ['damaged', changed, 'This link was changed or mistyped after it was shared'],
    ['cut short', code.slice(0, -4), 'This link is incomplete'],
    [
      'from a newer version',
      newer,
      'This table was shared from a newer version of the app. Update the app to open it.',
    ],
    ['not a code at all', '%%%', 'This link does not hold a table this app can read.'],
  ])('%s: says why in a player’s words and writes nothing', async (_, bad, message) => {
    const db = freshDatabase();
    renderWith(db, <SaveTableView code={bad} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This shared table cannot be opened.');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Save this table' })).toBeNull();
    expect(expectOk(await listSavedTables(db)).tables).toEqual([]);
  });
});
