// The scorer's client is fetched with a visit's first tile, not with the first screen: a hand asked for
// before it has arrived is scored once it does, and a hand one tile short gets its waits the same way.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HandInput } from '../core/types';

/** Seed 000's Ping Hu, self-drawn (4 tai at a Singapore table). */
const PING_HU: HandInput = {
  profile: 'sg',
  hand: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'],
  winning_tile: 'c6',
  winning_from_discard: false,
  seat_wind: 'E',
  prevailing_wind: 'E',
};

/** A fresh copy of the module, its client not fetched yet (the test set-up fetched the shared one). */
async function freshScoring(): Promise<typeof import('./scoring')> {
  vi.resetModules();
  return import('./scoring');
}

describe('scoring before the scorer’s client has arrived', () => {
  it('scores a complete hand asked for before the client was fetched', async () => {
    const { useScoring } = await freshScoring();
    const { result } = renderHook(() => useScoring(PING_HU, 14));
    expect(result.current).toEqual({ kind: 'scored', result: null });
    await waitFor(() => expect(result.current.kind === 'scored' && result.current.result?.ok).toBe(true));
  });

  it('gives the waits of a hand one tile short the same way', async () => {
    const { useScoring } = await freshScoring();
    const { winning_tile: _, ...rest } = PING_HU;
    const partial = {
      ...rest,
      hand: PING_HU.hand.filter((tile, i) => !(tile === 'c6' && i === 5)),
      winning_tile: '',
    };
    const { result } = renderHook(() => useScoring(partial, 13));
    await waitFor(() =>
      expect(result.current.kind === 'waits' && result.current.options?.map((o) => o.tile)).toContain('c6'),
    );
  });
});
