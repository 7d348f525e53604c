// Helpers for the ledger screens' component tests: a fresh database per test, a night started
// through the real form, and the running totals as the players read them.
import { render, screen, within, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { TaiTableDB } from '../db';
import { DatabaseProvider } from '../app/database';

export const PLAYERS = ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'] as const;

export function renderWith(db: TaiTableDB, ui: ReactElement): RenderResult {
  return render(<DatabaseProvider db={db}>{ui}</DatabaseProvider>);
}

/** Fills "Start a night" with the four players and the unit, and starts it. */
export async function startNight(user: UserEvent, unit = '0.20'): Promise<void> {
  await screen.findByRole('heading', { name: 'Start a night' });
  for (const [i, name] of PLAYERS.entries())
    await user.type(screen.getByRole('textbox', { name: `Player ${i + 1}` }), name);
  await user.type(screen.getByLabelText('One tai is worth, in dollars'), unit);
  await user.click(screen.getByRole('button', { name: 'Start the night' }));
  await screen.findByRole('heading', { name: /^Tonight/ });
}

/** The four running totals, in the order the players were entered. */
export const totals = (): string[] =>
  [1, 2, 3, 4].map((n) => screen.getByTestId(`total-${n}`).textContent ?? '');

/** "+$1.20", "−$0.40", "$0.00" from signed cents, as the screen writes them. */
export function money(cents: number): string {
  const abs = Math.abs(cents);
  const text = `$${Math.floor(abs / 100).toLocaleString('en-SG')}.${String(abs % 100).padStart(2, '0')}`;
  return cents > 0 ? `+${text}` : cents < 0 ? `−${text}` : text;
}

export async function expectTotals(cents: readonly number[]): Promise<void> {
  expect(cents.reduce((a, b) => a + b, 0)).toBe(0);
  const expected = cents.map(money);
  await screen.findAllByTestId('total-1');
  await expect.poll(totals, { timeout: 5_000 }).toEqual(expected);
}

/** The radio of a player inside the group with this legend. */
export function playerIn(group: string, player: string): HTMLElement {
  return within(screen.getByRole('group', { name: group })).getByRole('radio', {
    name: new RegExp(`^${player}`),
  });
}

export const dialog = (): HTMLElement => screen.getByRole('dialog');
