// Starting a night from a saved table: the start form takes the table's profile, stake and every house
// rule, and the night stores the whole set. Live queries run only where an indexedDB global exists;
// each test opens its own fresh database.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rulesOf } from '../../core/house-rules';
import { getNight } from '../../db';
import { saveTable } from '../../db/saved-tables';
import { expectOk, freshDatabase } from '../../db/testing';
import { renderWith } from '../../testing/ledger-screens';
import { StartNightForm } from './StartNightForm';

beforeEach(() => localStorage.clear());

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
