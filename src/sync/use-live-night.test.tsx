// The hook a night's screen reads: a local night says so; a night made live connects while shown, and
// says it is offline (with its changes waiting) when the server cannot be reached.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawnHand, table } from '../core/ledger/testing';
import { addEntry, createNight } from '../db';
import { expectOk, freshDatabase } from '../db/testing';
import { makeLive } from './engine';
import { useLiveNight } from './use-live-night';

const sg = table('sg', { unit: 10 });

describe('useLiveNight', () => {
  it('a local night is local; made live, it connects, and with no server reachable it is offline with its changes waiting', async () => {
    const db = freshDatabase();
    const { night: session } = expectOk(await createNight(db, sg, 'Friday night'));
    const { result, unmount } = renderHook(() => useLiveNight(db, session.id));
    await waitFor(() => expect(result.current.status).toEqual({ kind: 'local' }));
    expect(result.current.link).toBeNull();

    // Port 9 (discard) on the loopback: nothing listens there.
    const { link } = expectOk(await makeLive(db, session.id, 'ws://127.0.0.1:9'));
    expectOk(await addEntry(db, session.id, drawnHand()));
    await waitFor(
      () => expect(result.current.status).toEqual({ kind: 'offline', waiting: 2, cause: 'server' }),
      { timeout: 5_000 },
    );
    expect(result.current.link).toEqual(link);
    expect(result.current.conflicts).toEqual([]);
    expect(result.current.unreadable).toBe(0);
    unmount();
  });

  it('a live night whose server address is not one is refused at once', async () => {
    const db = freshDatabase();
    const { night: session } = expectOk(await createNight(db, sg, 'Friday night'));
    expectOk(await makeLive(db, session.id, 'ws://127.0.0.1:9'));
    await db.liveNights.update(session.id, { server: 'not a server' });
    const { result, unmount } = renderHook(() => useLiveNight(db, session.id));
    await waitFor(() =>
      expect(result.current.status).toEqual({ kind: 'refused', reason: 'bad_server', waiting: 1 }),
    ); // the night made live waits for a server
    unmount();
  });
});
