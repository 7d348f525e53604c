// Rule cases for profile `sg-reference` (RULES.md section 6, seed 001 followed literally).
import { describe, expect, it } from 'vitest';
import { awarded, errorCodes, hand, scored } from './testing/build';
import { scoreHand } from './score';
import type { HandSpec } from './testing/build';

const ref = (concealed: string, spec: HandSpec = {}) =>
  scored(concealed, { profile: 'sg-reference', ...spec });
const PLAIN = 'c1 c2 c3 c5 c5 c5 b4 b5 b6 d7 d8 d9 N N';
const CHOWS = 'c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9';
const PONGS = 'c1 c1 c1 b5 b5 b5 d7 d7 d7 c9 c9 c9 N N';

describe('sg-reference: one tai', () => {
  it('seat flower or season, 1 each', () => {
    expect(awarded(ref(PLAIN, { bonus: 'F1 S1', discard: true, win: 'd8' }))).toEqual([
      'seat_flower 1',
      'seat_flower 1',
    ]);
    expect(ref(PLAIN, { bonus: 'F3', discard: true, win: 'd8' }).tai).toBe(0);
  });

  it('dragon set, 1 each; valued wind set, 1 for each matching role', () => {
    expect(awarded(ref('RD RD RD c2 c3 c4 b4 b5 b6 d7 d8 d9 N N', { discard: true, win: 'd8' }))).toEqual([
      'dragon_pong 1',
    ]);
    expect(awarded(ref('E E E c2 c3 c4 b4 b5 b6 d7 d8 d9 N N', { discard: true, win: 'd8' }))).toEqual([
      'prevailing_wind 1',
      'seat_wind 1',
    ]);
  });

  it('Little Ping Hu: the Ping Hu shape with flowers or seasons', () => {
    expect(awarded(ref(CHOWS, { bonus: 'F2', discard: true, win: 'c4' }))).toEqual(['little_ping_hu 1']);
  });

  it('Little Ping Hu: a discard win needs a multiple wait', () => {
    expect(awarded(ref(CHOWS, { bonus: 'F2', discard: true, win: 'c3' }))).toEqual(['kah_long 0']);
  });

  it('fully concealed: no declared group and a self-draw', () => {
    expect(awarded(ref(PLAIN))).toEqual(['fully_concealed 1']);
    expect(ref(PLAIN, { discard: true, win: 'd8' }).tai).toBe(0);
  });

  it('fully concealed: a concealed kong does not qualify', () => {
    const r = ref('c1 c2 c3 b4 b5 b6 d7 d8 d9 N N', { sets: ['concealed_kong c5 c5 c5 c5'] });
    expect(r.items).toEqual([]);
  });

  it('replacement-tile win and robbing a kong, 1 each', () => {
    // A replacement needs a kong or a bonus tile (RULES.md section 2); a season not the seat's adds nothing.
    expect(awarded(ref(PLAIN, { events: ['replacement'], bonus: 'S2' }))).toEqual([
      'fully_concealed 1',
      'replacement 1',
    ]);
    expect(awarded(ref(PLAIN, { events: ['robbing_kong'], win: 'd8' }))).toEqual(['robbing_kong 1']);
  });

  it('last-tile win: the last wall tile, not a replacement tile', () => {
    expect(awarded(ref(PLAIN, { events: ['last_tile'] }))).toEqual(['fully_concealed 1', 'last_tile 1']);
    expect(awarded(ref(PLAIN, { events: ['last_tile', 'replacement'], bonus: 'S2' }))).toEqual([
      'fully_concealed 1',
      'replacement 1',
    ]);
  });

  it('no Picking the Pearl', () => {
    const r = ref('c1 c2 c3 c5 c5 c5 b4 b5 b6 d1 d2 d3 N N', {
      win: 'd1',
      events: ['last_five'],
      discard: false,
    });
    expect(r.items.map((i) => i.id)).not.toContain('hai_di_lao_yue');
  });
});

describe('sg-reference: two and three tai', () => {
  it('flower set is 2 in total, including the matching seat tile', () => {
    expect(awarded(ref(PLAIN, { bonus: 'F1 F2 F3 F4', discard: true, win: 'd8' }))).toEqual(['flower_set 2']);
    expect(awarded(ref(PLAIN, { bonus: 'F1 F2 F3 F4 S1', discard: true, win: 'd8' }))).toEqual([
      'flower_set 2',
      'seat_flower 1',
    ]);
    expect(ref(PLAIN, { bonus: 'F1 F2 F3 F4 S1 S2 S3 S4', discard: true, win: 'd8' }).tai).toBe(4);
  });

  it('half flush 2, all pungs 2', () => {
    expect(awarded(ref('c1 c2 c3 c4 c5 c6 c7 c8 c9 N N N W W', { discard: true, win: 'c5' }))).toEqual([
      'half_flush 2',
    ]);
    expect(awarded(ref(PONGS, { discard: true, win: 'c9' }))).toEqual(['all_pungs 2']);
  });

  it('little dragons is 3 in total, including both dragon sets', () => {
    const r = ref('RD RD RD GD GD GD WD WD c1 c2 c3 d4 d5 d6', { discard: true, win: 'd5' });
    expect(awarded(r)).toEqual(['little_dragons 3']);
  });
});

describe('sg-reference: four tai', () => {
  it('Ping Hu: the Little Ping Hu conditions and no bonus tiles', () => {
    expect(awarded(ref(CHOWS, { discard: true, win: 'c4' }))).toEqual(['ping_hu 4']);
    expect(awarded(ref(CHOWS))).toEqual(['fully_concealed 1', 'ping_hu 4']);
  });

  it('animals are accepted and ignored: no tai, and they do not block Ping Hu', () => {
    const r = ref(CHOWS, { bonus: 'CAT RAT', discard: true, win: 'c4' });
    expect(awarded(r)).toEqual(['ping_hu 4']);
  });

  it('full flush 4', () => {
    expect(awarded(ref('c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c8 c8 c9 c9', { discard: true, win: 'c9' }))).toEqual([
      'full_flush 4',
    ]);
  });

  it('mixed terminals and honours: 4 in total, including all pungs', () => {
    const r = ref('c1 c1 c1 c9 c9 c9 d1 d1 d1 E E E N N', { seat: 'S', round: 'S', discard: true, win: 'E' });
    expect(awarded(r)).toEqual(['mixed_terminals 4']);
  });

  it('little winds 4 base; valued-wind tai add separately', () => {
    const r = ref('E E E S S S W W W N N c1 c2 c3', { discard: true, win: 'c2', seat: 'S', round: 'N' });
    expect(awarded(r)).toEqual(['half_flush 2', 'little_winds 4', 'seat_wind 1']);
    expect(r).toMatchObject({ tai: 5, raw_tai: 7, limit: true });
  });
});

describe('sg-reference: five tai', () => {
  const five = (r: ReturnType<typeof ref>) => ({ tai: r.tai, limit: r.limit });
  it.each([
    ['big_dragons', 'RD RD RD GD GD GD WD WD WD c1 c2 c3 d5 d5', {}],
    ['big_winds', 'E E E S S S W W W N N N c5 c5', {}],
    ['all_honours', 'E E E S S S RD RD RD GD GD GD N N', {}],
    ['all_terminals', 'c1 c1 c1 c9 c9 c9 b1 b1 b1 d9 d9 d9 b9 b9', { discard: true, win: 'b9' }],
    ['thirteen_orphans', 'c1 c9 b1 b9 d1 d9 E S W N RD GD WD c1', {}],
    ['all_green', 'b2 b3 b4 b2 b3 b4 b6 b6 b6 b8 b8 b8 GD GD', {}],
    ['nine_gates', 'c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c9 c9 c9 c5', {}],
    ['hidden_treasure', PONGS, {}],
  ] as const)('%s scores 5', (id, tiles, spec) => {
    const r = ref(tiles, spec);
    expect(five(r)).toEqual({ tai: 5, limit: true });
    expect(r.items.map((i) => i.id)).toContain(id);
  });

  it('four kongs', () => {
    const r = ref('d5 d5', {
      sets: ['kong c1 c1 c1 c1', 'kong b2 b2 b2 b2', 'kong d7 d7 d7 d7', 'kong c9 c9 c9 c9'],
    });
    expect(r.items.map((i) => i.id)).toContain('four_kongs');
  });

  it('hidden treasure needs a self-drawn win', () => {
    expect(awarded(ref(PONGS, { discard: true, win: 'N' }))).toEqual(['all_pungs 2']);
  });

  it('kong on kong, heavenly and earthly are 5', () => {
    // Kong on kong needs two declared kongs (RULES.md section 2).
    expect(
      ref('c1 c2 c3 d7 d8 d9 N N', {
        events: ['kong_on_kong'],
        sets: ['kong c5 c5 c5 c5', 'concealed_kong b9 b9 b9 b9'],
      }).tai,
    ).toBe(5);
    expect(ref(PLAIN, { events: ['heavenly'] }).items.map((i) => i.id)).toContain('heavenly');
    // A non-dealer winning on the first turn (self-drawn) or on the dealer's first discard.
    expect(ref(PLAIN, { events: ['earthly'], seat: 'W' }).items.map((i) => i.id)).toContain('earthly');
    expect(ref(PLAIN, { events: ['earthly'], seat: 'W', discard: true, win: 'd8' }).tai).toBe(5);
    // Earthly for East is event_not_possible (events.test.ts), not dropped.
  });
});

describe('sg-reference: shapes and options', () => {
  it('seven pairs is never legal', () => {
    expect(ref('c1 c1 c4 c4 b2 b2 b7 b7 d3 d3 d8 d8 N N')).toMatchObject({
      win: false,
      reason: 'not_a_winning_hand',
    });
    expect(
      errorCodes(
        scoreHand(
          hand('c1 c1 c4 c4 b2 b2 b7 b7 d3 d3 d8 d8 N N', {
            profile: 'sg-reference',
            options: { seven_pairs: true },
          }),
        ),
      ),
    ).toEqual(['unknown_option']);
  });

  it('the minimum is adjustable from 0 to 5', () => {
    const zero = ref(PLAIN, { discard: true, win: 'd8', options: { min_tai: 0, unit: 2 } });
    expect(zero).toMatchObject({ win: true, tai: 0 });
    expect(zero.payment).toEqual({ discarder: 2, others: 1, total: 4 });
    const strict = ref(CHOWS, { discard: true, win: 'c4', options: { min_tai: 5 } });
    expect(strict).toMatchObject({ win: false, reason: 'below_minimum', tai: 4 });
    expect(errorCodes(scoreHand(hand(PLAIN, { profile: 'sg-reference', options: { min_tai: 6 } })))).toEqual([
      'invalid_option',
    ]);
  });

  it("seed 001's worked example: 3 tai at a 1-point share, won by discard", () => {
    // Little dragons (3 in total) by discard: the discarder pays 8, each other 4, the winner receives 16.
    const r = ref('RD RD RD GD GD GD WD WD c1 c2 c3 d4 d5 d6', { discard: true, win: 'd5' });
    expect(r.tai).toBe(3);
    expect(r.payment).toEqual({ discarder: 8, others: 4, total: 16 });
  });
});
