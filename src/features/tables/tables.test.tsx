// Saved tables as a player uses them: naming one on the settings screen, editing and deleting it, picking it,
// and opening a shared table's link to save it on another phone (or being told why it cannot be opened).
// Live queries run only where an indexedDB global exists; each test still opens its own fresh database.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ALPHABET, sealCode } from '../../core/codes/container';
import { encodeTableCode } from '../../core/table-code';
import { listSavedTables, saveTable } from '../../db/saved-tables';
import { expectOk, freshDatabase } from '../../db/testing';
import { renderWith } from '../../testing/ledger-screens';
import SaveTableView from './SaveTableView';
import { SavedTablePicker } from '../../app/SavedTablePicker';
import { TablesSection } from './TablesSection';
import { StartNightForm } from '../ledger/StartNightForm';
import { getNight } from '../../db';
import { rulesOf } from '../../core/house-rules';

beforeEach(() => localStorage.clear());

const friday = {
  name: 'Friday at Auntie’s',
  profile: 'sg' as const,
  options: { fully_concealed: 1, shooter_pays: true, cap_tai: 10, unit: 20 },
};

describe('the tables on the settings screen', () => {
  it('names a new table with its stake and house rules, lists it with what it changes, edits and deletes it', async () => {
    const db = freshDatabase();
    const user = userEvent.setup();
    renderWith(db, <TablesSection />);
    await user.click(await screen.findByRole('button', { name: 'New table' }));
    const sheet = screen.getByRole('dialog', { name: 'New table' });
    await user.type(within(sheet).getByLabelText('Table name'), 'Friday at Auntie’s');
    await user.type(within(sheet).getByLabelText('One tai is worth, in dollars'), '0.20');
    fireEvent.click(within(sheet).getByRole('switch', { name: 'Shooter pays' }));
    fireEvent.change(within(sheet).getByRole('spinbutton', { name: 'Fully concealed' }), {
      target: { value: '1' },
    });
    fireEvent.change(within(sheet).getByRole('spinbutton', { name: 'Cap' }), { target: { value: '10' } });
    await user.click(within(sheet).getByRole('button', { name: 'Save the table' }));

    expect(await screen.findByText('Saved “Friday at Auntie’s”.')).toBeInTheDocument();
    const card = await screen.findByRole('heading', { name: 'Friday at Auntie’s' });
    const item = card.closest('li')!;
    expect(within(item).getByText('Singapore table · $0.20 a tai')).toBeInTheDocument();
    expect(within(item).getByText('Fully concealed +1 · Shooter pays · cap 10 tai')).toBeInTheDocument();
    const { tables } = expectOk(await listSavedTables(db));
    expect(tables[0]).toMatchObject({
      name: 'Friday at Auntie’s',
      version: 1,
      options: { unit: 20, shooter_pays: true, fully_concealed: 1, cap_tai: 10 },
    });

    await user.click(within(item).getByRole('button', { name: 'Edit Friday at Auntie’s' }));
    const edit = screen.getByRole('dialog', { name: 'Edit “Friday at Auntie’s”' });
    fireEvent.click(within(edit).getByRole('switch', { name: 'Shooter pays' }));
    await user.click(within(edit).getByRole('button', { name: 'Save the table' }));
    await waitFor(() =>
      expect(within(item).getByText('Fully concealed +1 · cap 10 tai')).toBeInTheDocument(),
    );
    expect(expectOk(await listSavedTables(db)).tables[0]!.version).toBe(2);

    await user.click(within(item).getByRole('button', { name: 'Delete Friday at Auntie’s' }));
    await user.click(screen.getByRole('button', { name: 'Delete the table' }));
    expect(await screen.findByText('No saved tables yet.')).toBeInTheDocument();
  }, 30_000); // a whole flow of typing on a machine shared with other work

  it('says why a table cannot be saved, beside the field, and saves nothing', async () => {
    const db = freshDatabase();
    expectOk(await saveTable(db, friday));
    const user = userEvent.setup();
    renderWith(db, <TablesSection />);
    await user.click(await screen.findByRole('button', { name: 'New table' }));
    const sheet = screen.getByRole('dialog', { name: 'New table' });
    await user.type(within(sheet).getByLabelText('Table name'), 'friday at auntie’s');
    await user.click(within(sheet).getByRole('button', { name: 'Save the table' }));
    expect(await within(sheet).findByText(/dollars and cents/)).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('One tai is worth, in dollars'), '0.10');
    await user.click(within(sheet).getByRole('button', { name: 'Save the table' }));
    expect(
      await within(sheet).findByText(/A table called “friday at auntie’s” is already saved/),
    ).toBeInTheDocument();
    expect(expectOk(await listSavedTables(db)).tables).toHaveLength(1);
  });
});

describe('the saved-table picker', () => {
  it('lists the saved tables, shows the one in use with what it changes, and hands over the whole table', async () => {
    const db = freshDatabase();
    const saved = expectOk(await saveTable(db, friday)).table;
    expectOk(
      await saveTable(db, { name: 'HK Sunday', profile: 'hk', options: { hk_payment: 'spicy', unit: 50 } }),
    );
    const onPick = vi.fn();
    renderWith(db, <SavedTablePicker profile="sg" options={saved.options} onPick={onPick} />);
    const select = await screen.findByRole('combobox', { name: 'Saved table' });
    expect(select).toHaveValue(saved.id);
    expect(screen.getByText(/Fully concealed \+1 · Shooter pays · cap 10 tai/)).toBeInTheDocument();
    fireEvent.change(select, {
      target: { value: within(select).getByRole('option', { name: 'HK Sunday' }).getAttribute('value') },
    });
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'HK Sunday',
        profile: 'hk',
        options: expect.objectContaining({ hk_payment: 'spicy', unit: 50 }),
      }),
    );
  });

  it('with none saved, says where to save one', async () => {
    renderWith(freshDatabase(), <SavedTablePicker profile="sg" options={{}} onPick={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Save your table’s rules in Settings' })).toHaveAttribute(
      'href',
      '#/settings',
    );
  });
});

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

describe('starting a night from a saved table', () => {
  it('takes the table’s profile, stake and every house rule, and the night stores the whole set', async () => {
    const db = freshDatabase();
    const saved = expectOk(
      await saveTable(db, {
        name: 'HK Sunday',
        profile: 'hk',
        options: { hk_payment: 'spicy', min_tai: 1, unit: 50 },
      }),
    ).table;
    const user = userEvent.setup();
    const onStarted = vi.fn();
    renderWith(db, <StartNightForm previous={null} onStarted={onStarted} />);
    const picker = await screen.findByRole('combobox', { name: 'Saved table' });
    fireEvent.change(picker, { target: { value: saved.id } });
    expect(screen.getByLabelText('Table unit, in dollars')).toHaveValue('0.50');
    expect(screen.getByRole('radio', { name: 'Hong Kong' })).toBeChecked();
    expect(screen.getByText(/^House rules: 1 to 10 fan · Spicy/)).toBeInTheDocument();
    for (const [i, name] of ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'].entries()) {
      fireEvent.change(screen.getByRole('textbox', { name: `Player ${i + 1}` }), { target: { value: name } });
    }
    await user.click(screen.getByRole('button', { name: 'Start the night' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    const { night: created } = expectOk(await getNight(db, onStarted.mock.calls[0]![0].id));
    expect(created.settings.profile).toBe('hk');
    expect(Object.keys(created.settings.options).sort()).toEqual([...rulesOf('hk')].sort());
    expect(created.settings.options).toEqual(saved.options);
  }, 30_000);
});
