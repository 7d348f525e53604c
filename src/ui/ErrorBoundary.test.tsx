import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import type { RescueActions } from './rescue';

/** The app's actions as the panel sees them (src/app/rescue-actions.ts gives the real ones). */
const fakeRescue = (): RescueActions => ({
  saveBackup: vi.fn(async () => ({ ok: true as const, fileName: 'tai-table-backup.json', nights: 2 })),
  deleteNight: vi.fn(async () => ({ ok: true as const })),
});

function Fails({ when }: { when: boolean }) {
  if (when) throw new Error('hand.events is not a list');
  return <p>The night, shown</p>;
}

describe('ErrorBoundary', () => {
  it('replaces a screen that fails with what happened and the ways out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary resetKey="#/tonight" rescue={fakeRescue()}>
        <Fails when />
      </ErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'The app could not show this screen' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/hand\.events is not a list/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to score' })).toHaveAttribute('href', '#/');
    expect(screen.getByRole('button', { name: 'Save a backup' })).toBeInTheDocument();
    // No night named: nothing to delete.
    expect(screen.queryByRole('button', { name: 'Delete this night' })).toBeNull();
  });

  it('offers to delete the night it was showing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rescue = fakeRescue();
    render(
      <ErrorBoundary night={{ id: 'n1', name: 'Friday' }} what="this night" rescue={rescue}>
        <Fails when />
      </ErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'The app could not show this night' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete this night' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the night' }));
    expect(rescue.deleteNight).toHaveBeenCalledWith('n1');
    expect(await screen.findByText('The night of Friday was deleted from this phone.')).toBeInTheDocument();
  });

  it('saves a backup through the actions the app gives, and says what it saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rescue = fakeRescue();
    render(
      <ErrorBoundary rescue={rescue}>
        <Fails when />
      </ErrorBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save a backup' }));
    expect(rescue.saveBackup).toHaveBeenCalledOnce();
    expect(await screen.findByText('Saved tai-table-backup.json, with 2 nights.')).toBeInTheDocument();
  });

  it('a storage refusal is said in the player’s words, and nothing else happens', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rescue: RescueActions = {
      ...fakeRescue(),
      saveBackup: async () => ({ ok: false, refusal: { code: 'storage_full' } }),
    };
    render(
      <ErrorBoundary rescue={rescue}>
        <Fails when />
      </ErrorBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save a backup' }));
    expect(await screen.findByText(/The phone’s storage is full/)).toBeInTheDocument();
  });

  it('with no actions given, offers only the way back (a shared component keeps no data of its own)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary night={{ id: 'n1', name: 'Friday' }} what="this night">
        <Fails when />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('link', { name: 'Back to score' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save a backup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete this night' })).toBeNull();
  });

  it('shows its children again at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="#/rules/sg/%">
        <Fails when />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="#/">
        <Fails when={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('The night, shown')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
