// The saved-table picker a night's start form and the score screen offer: the tables listed, the one in
// use shown chosen with what it changes, the whole table handed over, and where to save one when none
// is. Live queries run only where an indexedDB global exists; each test opens its own fresh database.
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTable } from '../db/saved-tables';
import { expectOk, freshDatabase } from '../db/testing';
import { renderWith } from '../testing/ledger-screens';
import { SavedTablePicker } from './SavedTablePicker';

beforeEach(() => localStorage.clear());

const friday = {
  name: 'Friday at Auntie’s',
  profile: 'sg' as const,
  options: { fully_concealed: 1, shooter_pays: true, cap_tai: 10, unit: 20 },
};

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
