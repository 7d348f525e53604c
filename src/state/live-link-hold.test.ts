// The live link's room is out of the address (and so the tab's history) before the app runs, and the
// app still joins it from `#/live`; once joined, the tab forgets it.
import { afterEach, describe, expect, it } from 'vitest';
import { HELD_LIVE_ADDRESS, heldLiveLink, holdLiveLink, releaseLiveLink } from './live-link-hold';
import { parseRoute } from './route-address';

const room = 'AbCdEfGhIjKlMnOpQrStUv';

function fakeAddress(hash: string) {
  const seen: string[] = [hash];
  return {
    seen,
    get hash() {
      return seen.at(-1)!;
    },
    replace: (next: string) => {
      seen[seen.length - 1] = next;
    },
  };
}

afterEach(() => releaseLiveLink());

describe('holding a live link out of the address', () => {
  it('replaces a live link in place with #/live, which still opens the join', () => {
    const address = fakeAddress(`#/live/${room}/${encodeURIComponent('wss://sync.example/live')}`);
    holdLiveLink(parseRoute, address);
    expect(address.seen).toEqual([HELD_LIVE_ADDRESS]);
    expect(address.hash).not.toContain(room);
    expect(parseRoute(address.hash)).toEqual({ name: 'live', room, server: 'wss://sync.example/live' });
    expect(heldLiveLink()).toEqual({ name: 'live', room, server: 'wss://sync.example/live' });
    releaseLiveLink();
    expect(parseRoute(HELD_LIVE_ADDRESS)).toEqual({ name: 'not_found', path: 'live' });
  });

  it('leaves every other address alone', () => {
    for (const hash of ['#/', '#/tonight', '#/h/abc', `#/live/not-a-room`]) {
      const address = fakeAddress(hash);
      holdLiveLink(parseRoute, address);
      expect(address.seen).toEqual([hash]);
    }
    expect(heldLiveLink()).toBeNull();
  });
});
