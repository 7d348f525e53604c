// The join screen of a live link: no server to join through, a refusal worded by its code with a way
// on, and a join that opens the night on the night's screen (the engine stands in, with plain answers).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbResult } from '../../db';

const joinLive =
  vi.fn<
    (
      db: unknown,
      link: { room: string; server: string },
    ) => Promise<DbResult<{ nightId: string; finishedAt?: number }>>
  >();
vi.mock('../../sync', () => ({
  joinLive: (db: unknown, link: { room: string; server: string }) => joinLive(db, link),
}));
/** The joined night as the database has it: open unless a test says finished. */
const night = {
  status: 'open' as 'open' | 'finished',
  name: 'Friday',
  createdAt: Date.UTC(2026, 11, 3, 12),
  updatedAt: Date.UTC(2026, 11, 3, 15),
};
vi.mock('../../db', async (original) => ({
  ...(await original<typeof import('../../db')>()),
  getNight: () => Promise.resolve({ ok: true, night }),
}));
// One database, as on the phone (a new object each render would be a new database to join with).
const db = { name: 'test-db' };
vi.mock('../../app/database', () => ({ useDatabase: () => db }));

const { default: JoinLiveScreen } = await import('./JoinLiveScreen');
const ROOM = 'AbCdEfGhIjKlMnOpQrStUv';

describe('joining a live night', () => {
  afterEach(() => {
    joinLive.mockReset();
    night.status = 'open';
    vi.unstubAllEnvs();
    localStorage.clear();
    window.location.hash = '';
  });

  it('with no server in the link nor on the phone, says so and joins nothing', () => {
    vi.stubEnv('VITE_SYNC_URL', '');
    render(<JoinLiveScreen room={ROOM} />);
    expect(screen.getByRole('alert')).toHaveTextContent('does not say which server holds the night');
    expect(joinLive).not.toHaveBeenCalled();
  });

  it('words a refusal, offers to try again, and on success opens the night on the night’s screen', async () => {
    const user = userEvent.setup();
    joinLive.mockResolvedValueOnce({
      ok: false,
      error: { code: 'room_empty', message: 'No night in this room.' },
    });
    render(<JoinLiveScreen room={ROOM} server="wss://live.example.org" />);
    expect(await screen.findByRole('heading', { name: 'The night could not be joined' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server has no night under this link yet.');
    expect(joinLive).toHaveBeenCalledWith(
      { name: 'test-db' },
      { room: ROOM, server: 'wss://live.example.org' },
    );

    joinLive.mockResolvedValueOnce({ ok: true, nightId: 'night-7' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/tonight'));
    expect(localStorage.getItem('tai-table:current-session')).toBe('night-7');
    expect(joinLive).toHaveBeenCalledTimes(2);
  });

  it('a link of a finished night says so, when and where it is, instead of opening Start a night', async () => {
    night.status = 'finished';
    joinLive.mockResolvedValueOnce({ ok: true, nightId: 'night-8', finishedAt: Date.UTC(2026, 11, 3, 14) });
    render(<JoinLiveScreen room={ROOM} server="wss://live.example.org" />);
    expect(await screen.findByRole('heading', { name: 'This night is finished' })).toBeInTheDocument();
    expect(screen.getByTestId('joined-night-finished')).toHaveTextContent(
      'The night “Friday” was finished on Thu, 3 Dec 2026; it is in Past nights',
    );
    expect(screen.getByRole('link', { name: 'Past nights' })).toHaveAttribute('href', '#/history');
    expect(window.location.hash).not.toBe('#/tonight');
    expect(localStorage.getItem('tai-table:current-session')).toBeNull();
  });
});
