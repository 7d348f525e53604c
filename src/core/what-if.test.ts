// What each waiting tile would score, on a discard and on a self-draw.
import { describe, expect, it } from 'vitest';
import { eventWinKind } from './events';
import { scoreHand } from './score';
import { randomWinningHand, seededRng } from './testing/random-hands';
import { TILE_TOKENS } from './tiles';
import { waitOptions } from './what-if';

describe('waitOptions', () => {
  it('lists each completing tile with its discard and self-draw score', () => {
    // 13 tiles with c4 c5 open on both sides: c3 and c6 complete it.
    const options = waitOptions({ hand: 'c1 c2 c3 c4 c5 b1 b2 b3 d4 d5 d6 d9 d9'.split(' ') });
    expect(options.map((o) => o.tile)).toEqual(['c3', 'c6']);
    for (const option of options) {
      expect(option.discard.tai).toBe(4);
      expect(option.selfDrawn.tai).toBe(4);
      expect(option.discard.payment).toEqual({ discarder: 16, others: 8, total: 32 });
      expect(option.selfDrawn.payment).toEqual({ discarder: null, others: 16, total: 48 });
    }
  });

  it('shows Kah Long on a single wait by discard, and Ping Hu when self-drawn', () => {
    const [only] = waitOptions({ hand: 'c1 c2 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9'.split(' ') });
    expect(only!.tile).toBe('c3');
    expect(only!.discard.items.map((i) => i.id)).toEqual(['kah_long']);
    expect(only!.discard.win).toBe(false);
    expect(only!.selfDrawn.items.map((i) => i.id)).toEqual(['ping_hu']);
  });

  it('offers nothing for a hand that is not one tile from complete', () => {
    expect(waitOptions({ hand: 'c1 c4 c7 b1 b4 b7 d1 d4 d7 E S W N'.split(' ') })).toEqual([]);
  });

  it('never offers a fifth copy', () => {
    const options = waitOptions({
      hand: 'c4 c5 c6 c6'.split(' '),
      exposed: [
        { type: 'chow', tiles: ['c6', 'c7', 'c8'] },
        { type: 'chow', tiles: ['c6', 'c7', 'c8'] },
        { type: 'chow', tiles: ['b1', 'b2', 'b3'] },
      ],
    });
    expect(options.map((o) => o.tile)).toEqual(['c3']);
  });
});

describe('waitOptions against trying every tile', () => {
  it('finds exactly the tiles that complete the hand, on random hands one tile short', () => {
    const rng = seededRng(99);
    for (let i = 0; i < 300; i++) {
      const full = randomWinningHand(rng);
      const hand = [...full.hand];
      hand.splice(Math.floor(rng() * hand.length), 1);
      const partial = { ...full, hand };
      const brute = TILE_TOKENS.filter((tile) => {
        const r = scoreHand({
          ...partial,
          hand: [...hand, tile],
          winning_tile: tile,
          winning_from_discard: true,
          events: [],
        });
        return r.ok && r.reason !== 'not_a_winning_hand';
      });
      expect(waitOptions(partial).map((o) => o.tile)).toEqual(brute);
    }
  });
});

describe('waitOptions in one pass scores as the scorer does', () => {
  it('each option equals scoring the completed hand from scratch, on a discard and a self-draw', () => {
    const rng = seededRng(2026);
    for (let i = 0; i < 200; i++) {
      const full = randomWinningHand(rng);
      const hand = [...full.hand];
      hand.splice(Math.floor(rng() * hand.length), 1);
      const { winning_tile: _w, winning_from_discard: _d, ...partial } = { ...full, hand };
      for (const option of waitOptions(partial)) {
        const base = { ...partial, hand: [...hand, option.tile], winning_tile: option.tile };
        // Each kind of win keeps the events RULES.md section 2 allows it.
        const events = partial.events ?? [];
        const fits = (kind: 'discard' | 'self_draw') =>
          events.filter(
            (e) =>
              eventWinKind(e, partial.profile ?? 'sg') !== (kind === 'discard' ? 'self_draw' : 'discard'),
          );
        expect(option.discard).toEqual(
          scoreHand({ ...base, winning_from_discard: true, events: fits('discard') }),
        );
        expect(option.selfDrawn).toEqual(
          scoreHand({ ...base, winning_from_discard: false, events: fits('self_draw') }),
        );
      }
    }
  });
});
