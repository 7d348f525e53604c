// The tables on the settings screen: naming one with its stake and house rules, listing it with what
// it changes, editing and deleting it, and why one cannot be saved. Live queries run only where an
// indexedDB global exists; each test still opens its own fresh database.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listSavedTables, saveTable } from '../../db/saved-tables';
import { expectOk, freshDatabase } from '../../db/testing';
import { renderWith } from '../../testing/ledger-screens';
import { TablesSection } from './TablesSection';

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
