// Rule cases for profile `hk` (RULES.md section 7 and seed 002): fans, the limit and the payment table.
import { describe, expect, it } from 'vitest';
import { scoreHand } from './score';
import { awarded, errorCodes, hand, scored, type HandSpec } from './testing/build';

const hk = (concealed: string, spec: HandSpec = {}) => scored(concealed, { profile: 'hk', ...spec });
// Mixed chows and a pong, no honours: nothing but what the context adds. F2 keeps "no flowers" away.
const PLAIN = 'c1 c2 c3 c5 c5 c5 b4 b5 b6 d7 d8 d9 b9 b9';
const CHOWS = 'c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9';
const PONGS = 'c1 c1 c1 b5 b5 b5 d7 d7 d7 c9 c9 c9 b8 b8';

describe('hk: special hands', () => {
  it('chicken hand: no value, below the 3-fan minimum', () => {
    const r = hk(PLAIN, { bonus: 'F2', discard: true, win: 'd8' });
    expect(awarded(r)).toEqual(['chicken 0']);
    expect(r).toMatchObject({ win: false, reason: 'below_minimum', tai: 0 });
  });

  it('all chows 1, with no pair or wait restriction', () => {
    expect(awarded(hk(CHOWS, { bonus: 'F2', discard: true, win: 'c3' }))).toEqual(['all_chows 1']);
    expect(
      awarded(hk('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 RD RD', { bonus: 'F2', discard: true, win: 'c3' })),
    ).toEqual(['all_chows 1']);
  });

  it('all pungs 3, half flush 3, full flush 7', () => {
    expect(awarded(hk(PONGS, { bonus: 'F2', discard: true, win: 'c9' }))).toEqual(['all_pungs 3']);
    expect(
      awarded(hk('c1 c2 c3 c4 c5 c6 c7 c8 c9 N N N W W', { bonus: 'F2', discard: true, win: 'c5' })),
    ).toEqual(['half_flush 3']);
    expect(
      awarded(hk('c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c8 c8 c9 c9', { bonus: 'F2', discard: true, win: 'c9' })),
    ).toEqual(['full_flush 7']);
  });

  it('little three dragons 5 in total (the dragon pungs not added again)', () => {
    const r = hk('RD RD RD GD GD GD WD WD c1 c2 c3 d4 d5 d6', { bonus: 'F2', discard: true, win: 'd5' });
    expect(awarded(r)).toEqual(['little_dragons 5']);
  });

  it('big three dragons 8 in total', () => {
    const r = hk('RD RD RD GD GD GD WD WD WD c1 c2 c3 d5 d5', { bonus: 'F2', discard: true, win: 'c2' });
    expect(awarded(r)).toEqual(['big_dragons 8']);
    expect(r.tai).toBe(8);
  });
});

describe('hk: limit hands score the limit of 10', () => {
  const LIMIT = { tai: 10, limit: true, win: true };
  const limitOf = (r: ReturnType<typeof hk>) => ({ tai: r.tai, limit: r.limit, win: r.win });
  it.each([
    ['hidden_treasure', PONGS, {}],
    ['little_winds', 'E E E S S S W W W N N c1 c2 c3', { discard: true, win: 'c2' }],
    ['big_winds', 'E E E S S S W W W N N N c5 c5', { discard: true, win: 'c5' }],
    ['all_honours', 'E E E S S S RD RD RD GD GD GD N N', { discard: true, win: 'N' }],
    ['all_terminals', 'c1 c1 c1 c9 c9 c9 b1 b1 b1 d9 d9 d9 b9 b9', { discard: true, win: 'd9' }],
    ['thirteen_orphans', 'c1 c9 b1 b9 d1 d9 E S W N RD GD WD c1', { discard: true, win: 'GD' }],
    ['nine_gates', 'c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c9 c9 c9 c5', { discard: true, win: 'c5' }],
  ] as const)('%s', (id, tiles, spec) => {
    const r = hk(tiles, spec);
    expect(limitOf(r)).toEqual(LIMIT);
    expect(r.items.map((i) => i.id)).toContain(id);
  });

  it('four kongs', () => {
    const r = hk('d5 d5', {
      sets: ['kong c1 c1 c1 c1', 'kong b2 b2 b2 b2', 'kong d7 d7 d7 d7', 'kong c9 c9 c9 c9'],
      discard: true,
    });
    expect(limitOf(r)).toEqual(LIMIT);
  });

  it('four concealed pungs only when self-drawn', () => {
    expect(hk(PONGS, { discard: true, win: 'b8' }).items.map((i) => i.id)).not.toContain('hidden_treasure');
  });

  it('nine gates: the 13 tiles before the winning one must be 1112345678999', () => {
    const r = hk('c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c9 c9 c9 c5', { discard: true, win: 'c1' });
    expect(r.items.map((i) => i.id)).not.toContain('nine_gates');
  });

  it('blessing of heaven and of earth', () => {
    expect(limitOf(hk(PLAIN, { events: ['heavenly'] }))).toEqual(LIMIT);
    expect(limitOf(hk(PLAIN, { events: ['earthly'], seat: 'N', discard: true, win: 'd8' }))).toEqual(LIMIT);
    // With the flag omitted, earthly makes the win a discard (RULES.md section 2).
    expect(limitOf(hk(PLAIN, { events: ['earthly'], seat: 'N', win: 'd8' }))).toEqual(LIMIT);
  });

  it('a house limit below 10 is the limit; above 10 it is 10', () => {
    expect(hk(PONGS, { options: { cap_tai: 8 } }).tai).toBe(8);
    expect(hk(PONGS, { options: { cap_tai: 13 } })).toMatchObject({ tai: 10, cap_tai: 10 });
  });
});

describe('hk: additional fans', () => {
  it('dragon pung 1 each, seat and prevailing wind 1 each', () => {
    expect(
      awarded(hk('RD RD RD c2 c3 c4 b4 b5 b6 d7 d8 d9 b9 b9', { bonus: 'F2', discard: true, win: 'd8' })),
    ).toEqual(['dragon_pong 1']);
    expect(
      awarded(hk('E E E c2 c3 c4 b4 b5 b6 d7 d8 d9 b9 b9', { bonus: 'F2', discard: true, win: 'd8' })),
    ).toEqual(['prevailing_wind 1', 'seat_wind 1']);
  });

  it('no flowers 1; self-drawn 1', () => {
    expect(awarded(hk(PLAIN, { discard: true, win: 'd8' }))).toEqual(['no_flowers 1']);
    expect(awarded(hk(PLAIN))).toEqual(['no_flowers 1', 'self_drawn 1']);
  });

  it('a replacement win counts as self-drawn', () => {
    expect(awarded(hk(PLAIN, { bonus: 'F2', events: ['replacement'] }))).toEqual([
      'replacement 1',
      'self_drawn 1',
    ]);
  });

  it('last tile: the last draw or the discard right after it', () => {
    expect(awarded(hk(PLAIN, { bonus: 'F2', events: ['last_tile'] }))).toEqual([
      'last_tile 1',
      'self_drawn 1',
    ]);
    expect(awarded(hk(PLAIN, { bonus: 'F2', events: ['last_tile'], discard: true, win: 'd8' }))).toEqual([
      'last_tile 1',
    ]);
  });

  it('robbing the kong 1', () => {
    expect(awarded(hk(PLAIN, { bonus: 'F2', events: ['robbing_kong'], win: 'd8' }))).toEqual([
      'robbing_kong 1',
    ]);
  });

  it('seat flower 1 each; a full set of flowers or seasons 2', () => {
    expect(awarded(hk(PLAIN, { bonus: 'F1 S1', discard: true, win: 'd8' }))).toEqual([
      'seat_flower 1',
      'seat_flower 1',
    ]);
    expect(awarded(hk(PLAIN, { bonus: 'S1 S2 S3 S4', seat: 'W', discard: true, win: 'd8' }))).toEqual([
      'flower_set 2',
      'seat_flower 1',
    ]);
  });

  it('all terminals and honours 1', () => {
    const r = hk('c1 c1 c1 c9 c9 c9 d1 d1 d1 N N N W W', { bonus: 'F2', discard: true, win: 'd1' });
    expect(awarded(r)).toEqual(['all_pungs 3', 'mixed_terminals 1']);
  });
});

describe('hk: animals and payments', () => {
  it('animals are invalid', () => {
    expect(errorCodes(scoreHand(hand(PLAIN, { profile: 'hk', bonus: 'CAT' })))).toEqual([
      'animal_not_allowed',
    ]);
  });

  it('by discard the discarder alone pays the table amount', () => {
    // 3 fans (all pungs, F2 so no "no flowers") at the 3-fan minimum: row 1 → 4.
    const r = hk(PONGS, { bonus: 'F2', discard: true, win: 'c9' });
    expect(r.payment).toEqual({ discarder: 4, others: 0, total: 4 });
  });

  it('self-drawn, each other player pays the self-drawn amount', () => {
    // All pungs 3 + self-drawn 1 = 4 fans: minimum + 1 → 8 each.
    const r = hk('c1 c1 c1 b5 b5 b5 d7 d7 d7 b8 b8', { bonus: 'F2', sets: ['pong c9 c9 c9'] });
    expect(r.tai).toBe(4);
    expect(r.payment).toEqual({ discarder: null, others: 8, total: 24 });
  });

  it('a limit hand pays the last row the limit allows, times the unit', () => {
    const r = hk(PONGS, { options: { unit: 10 } });
    expect(r.payment).toEqual({ discarder: null, others: 960, total: 2880 });
    const low = hk(PONGS, { options: { min_tai: 1, cap_tai: 4 }, discard: true, win: 'b8' });
    expect(low.payment).toEqual({ discarder: 48, others: 0, total: 48 });
  });
});
