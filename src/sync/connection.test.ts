// @vitest-environment jsdom
// The connection recomputes only what changed: an event of the socket or the network recomputes the
// strip's state from the facts, and the night (conflicts, set-aside, late changes) is read again only
// when the document changed, once for this phone's write and the strip together.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawnHand, table } from '../core/ledger/testing';
import { addEntry, createNight } from '../db';
import { expectOk, freshDatabase } from '../db/testing';
import { configureLive, holdConnection, type NetworkReports } from './connection';
import { makeLive } from './engine';

const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./doc', async (importOriginal) => {
  const doc = await importOriginal<typeof import('./doc')>();
  return {
    ...doc,
    readNightDoc: (...args: Parameters<typeof doc.readNightDoc>) => {
      reads.count += 1;
      return doc.readNightDoc(...args);
    },
  };
});

/** The browser's network reports, told by the test. */
function fakeNetwork(): NetworkReports & { say(type: 'online' | 'offline'): void } {
  const listeners = { online: new Set<() => void>(), offline: new Set<() => void>() };
  const network = {
    onLine: true,
    addEventListener: (type: 'online' | 'offline', listener: () => void) => listeners[type].add(listener),
    removeEventListener: (type: 'online' | 'offline', listener: () => void) =>
      listeners[type].delete(listener),
    say(type: 'online' | 'offline') {
      network.onLine = type === 'online';
      for (const listener of listeners[type]) listener();
    },
  };
  return network;
}

afterEach(() => configureLive({}));

describe('the connection’s state', () => {
  it('reads the night again only when the document changed, not on the socket’s or the network’s events', async () => {
    const network = fakeNetwork();
    // jsdom's WebSocket: Node 20 has none of its own, and the app never imports the server's `ws`.
    configureLive({ WebSocketPolyfill: globalThis.WebSocket, network });
    const db = freshDatabase();
    const settings = table('sg', { unit: 10 });
    const { night } = expectOk(await createNight(db, settings, 'Friday'));
    // Nothing listens on this port: the socket fails and tries again, each an event.
    expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:9'));
    const held = (await holdConnection(db, night.id))!;
    const { connection } = held;
    try {
      await vi.waitFor(() =>
        expect(connection.state.status).toMatchObject({ kind: 'offline', cause: 'server' }),
      );
      const readsBefore = reads.count;
      const stateBefore = connection.state;
      // The night made live is itself a change waiting for the server.
      expect(stateBefore.status).toMatchObject({ waiting: 1 });

      network.say('offline');
      expect(connection.state.status).toEqual({ kind: 'offline', waiting: 1, cause: 'network' });
      network.say('online');
      expect(connection.state.status.kind).not.toBe('live');
      expect(reads.count).toBe(readsBefore);
      // The night part is the same object: nothing was read, nothing rebuilt.
      expect(connection.state.conflicts).toBe(stateBefore.conflicts);
      expect(connection.state.late).toBe(stateBefore.late);

      // A hand recorded: one read of the changed document, for the write's projection and the strip alike.
      expectOk(await addEntry(db, night.id, drawnHand()));
      expect(reads.count).toBe(readsBefore + 1);
      expect(connection.state.status).toMatchObject({ waiting: 2 });
      // The read is new, but what the panels show of it is not (no conflict, nothing left out): the same
      // part, so the screens holding the state are not drawn again for a hand they do not show.
      expect(connection.state).not.toBe(stateBefore);
      expect(connection.state.conflicts).toBe(stateBefore.conflicts);
      expect(connection.state.late).toBe(stateBefore.late);
    } finally {
      held.release();
    }
  });
});
