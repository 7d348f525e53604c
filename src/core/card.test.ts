// Rule cases for the table's card, house rule `values` (RULES.md section 8, "The table's card"), one block
// per sentence of the rule, written from the rule before the scorer. Each case scores the same hand without
// the card beside it where the change is the point.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMIT_HAND_IMPLIES, cardIds, patternValue, profileCard } from './card';
import { cards } from './codes/random-options';
import { HOUSE_RULES } from './house-rules';
import { defaultOptions, resolveOptions } from './options';
import { PROFILES } from './profiles';
import { scoreHand } from './score';
import { randomWinningHand, seededRng } from './testing/random-hands';
import { awarded, errorCodes, hand, scored, type HandSpec } from './testing/build';
import { PROFILE_IDS, type HandOptionsInput, type ScoreFailure } from './types';

type CardInput = Readonly<Record<string, number | 'limit'>>;

/** The hand's spec with a card, and any other house rules beside it. */
const withCard = (spec: HandSpec, values: CardInput, more: HandOptionsInput = {}): HandSpec => ({
  ...spec,
  options: { ...spec.options, ...more, values },
});
const lines = (concealed: string, spec: HandSpec, values: CardInput, more: HandOptionsInput = {}) =>
  awarded(scored(concealed, withCard(spec, values, more)));

// A plain hand worth nothing: chow, pong, chow, chow and an unvalued North pair (seat and round East).
const PLAIN = 'c1 c2 c3 c5 c5 c5 b4 b5 b6 d7 d8 d9 N N';
// Four chows and an unvalued pair, self-drawn: Ping Hu.
const CHOWS = 'c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9';
// One suit, no chow-only reading: Full Flush 4 and nothing else.
const FLUSH = 'c1 c1 c1 c2 c3 c4 c5 c5 c5 c7 c8 c9 c9 c9';
// Pong Pong with a declared pong (so not Hidden Treasure): 2.
const PONG_PONG = 'c9 c9 c9 d7 d7 d7 b5 b5 b5 N N';
const ONE_PONG = { sets: ['pong c1 c1 c1'] };
const TWO_DRAGONS = 'RD RD RD GD GD GD c2 c3 c4 b4 b5 b6 N N';
// Little Four Winds (hk limit) with a chow of characters: Half Flush beside it.
const LITTLE_WINDS = 'E E E S S S W W W N N c1 c2 c3';
// Half flush with a Red Dragon pong (hk: 3 + 1).
const HK_HALF = 'c1 c2 c3 c4 c5 c6 c7 c8 c9 RD RD RD N N';

describe('values: a number N makes every line of that id worth N', () => {
  it('Full Flush 6 at a Singapore table: the line is 6, and the cap applies', () => {
    expect(awarded(scored(FLUSH))).toEqual(['full_flush 4']);
    const at8 = scored(FLUSH, withCard({}, { full_flush: 6 }, { cap_tai: 8 }));
    expect(awarded(at8)).toEqual(['full_flush 6']);
    expect(at8).toMatchObject({ win: true, tai: 6, raw_tai: 6, limit: false });
    expect(scored(FLUSH, withCard({}, { full_flush: 6 }))).toMatchObject({ tai: 5, raw_tai: 6, limit: true });
  });

  it('Pong Pong 3, and its payment follows the new tai (one share 4: self-drawn, each pays 8)', () => {
    expect(awarded(scored(PONG_PONG, ONE_PONG))).toEqual(['all_pungs 2']);
    const r = scored(PONG_PONG, withCard(ONE_PONG, { all_pungs: 3 }));
    expect(awarded(r)).toEqual(['all_pungs 3']);
    expect(r).toMatchObject({ tai: 3, payment: { discarder: null, others: 8, total: 24 } });
  });

  it('a line that repeats: each dragon pong, each seat flower, each animal is worth N', () => {
    const dragons = scored(TWO_DRAGONS, withCard({}, { dragon_pong: 2 }));
    expect(awarded(dragons)).toEqual(['dragon_pong 2', 'dragon_pong 2']);
    expect(dragons.items.map((i) => i.name)).toEqual([
      'Dragon Pong (Red Dragon)',
      'Dragon Pong (Green Dragon)',
    ]);
    expect(dragons.tai).toBe(4);
    expect(lines(PLAIN, { bonus: 'F1 S1 F2' }, { seat_flower: 2 })).toEqual([
      'seat_flower 2',
      'seat_flower 2',
    ]);
    expect(lines(PLAIN, { bonus: 'CAT RAT' }, { animal: 2 })).toEqual(['animal 2', 'animal 2']);
    // Four animals at 2 each and the set's own line: 8 + 1, capped at 5.
    const four = scored(PLAIN, withCard({ bonus: 'CAT RAT ROOSTER CENTIPEDE' }, { animal: 2 }));
    expect(four).toMatchObject({ tai: 5, raw_tai: 9, limit: true });
    expect(lines(PLAIN, { bonus: 'CAT RAT ROOSTER CENTIPEDE' }, { all_animals: 3 })).toEqual([
      'all_animals 3',
      'animal 1',
      'animal 1',
      'animal 1',
      'animal 1',
    ]);
  });

  it('hk: fans the same way (each dragon pung 2), the additional fans unchanged', () => {
    expect(awarded(scored(TWO_DRAGONS, { profile: 'hk' }))).toEqual([
      'dragon_pong 1',
      'dragon_pong 1',
      'no_flowers 1',
      'self_drawn 1',
    ]);
    const r = scored(TWO_DRAGONS, withCard({ profile: 'hk' }, { dragon_pong: 2 }));
    expect(awarded(r)).toEqual(['dragon_pong 2', 'dragon_pong 2', 'no_flowers 1', 'self_drawn 1']);
    expect(r).toMatchObject({ tai: 6, payment: { discarder: null, others: 24, total: 72 } });
  });

  it('sg-reference: a flower set at 3 is 3 in total, its seat tile still inside it', () => {
    const spec: HandSpec = { profile: 'sg-reference', bonus: 'F1 F2 F3 F4' };
    expect(awarded(scored(PLAIN, spec))).toEqual(['flower_set 2', 'fully_concealed 1']);
    expect(lines(PLAIN, spec, { flower_set: 3 })).toEqual(['flower_set 3', 'fully_concealed 1']);
  });

  it('a number equal to the profile’s own value changes nothing', () => {
    expect(scored(FLUSH, withCard({}, { full_flush: 4 }))).toEqual(scored(FLUSH));
    const bigDragons = 'RD RD RD GD GD GD WD WD WD b2 b3 b4 c7 c7';
    expect(scored(bigDragons, withCard({ win: 'b3' }, { big_dragons: 'limit' }))).toEqual(
      scored(bigDragons, { win: 'b3' }),
    );
  });
});

describe('values: 0, the table does not play the pattern', () => {
  it('its lines are left out; below the minimum the hand does not win', () => {
    expect(scored(PLAIN, { bonus: 'F1' })).toMatchObject({ win: true, tai: 1 });
    expect(scored(PLAIN, withCard({ bonus: 'F1' }, { seat_flower: 0 }))).toMatchObject({
      win: false,
      reason: 'below_minimum',
      tai: 0,
      raw_tai: 0,
      items: [],
      payment: null,
    });
    const dragon = 'RD RD RD c2 c3 c4 b4 b5 b6 d7 d8 d9 N N';
    expect(scored(dragon, withCard({}, { dragon_pong: 0 }))).toMatchObject({ win: false, tai: 0 });
  });

  it('the hand is scored with what remains', () => {
    expect(lines(FLUSH, { bonus: 'F1' }, { full_flush: 0 })).toEqual(['seat_flower 1']);
    // Big Dragons not played: the three dragon pongs remain.
    const bigDragons = 'RD RD RD GD GD GD WD WD WD b2 b3 b4 c7 c7';
    const r = scored(bigDragons, withCard({ win: 'b3' }, { big_dragons: 0 }));
    expect(awarded(r)).toEqual(['dragon_pong 1', 'dragon_pong 1', 'dragon_pong 1']);
    expect(r).toMatchObject({ tai: 3, limit: false });
  });

  it('a value never makes a line apply that would not: Ping Hu at 0 does not make All Chow of a hand with no bonus tile', () => {
    expect(scored(CHOWS, withCard({}, { ping_hu: 0 }))).toMatchObject({ win: false, items: [] });
    expect(lines(CHOWS, { bonus: 'F2' }, { ping_hu: 0 })).toEqual(['all_chow 1']);
  });

  it('a line that holds others in its total gives them back when not played', () => {
    const littleDragons = 'RD RD RD GD GD GD WD WD c2 c3 c4 b4 b5 b6';
    expect(awarded(scored(littleDragons, { profile: 'hk' }))).toEqual([
      'little_dragons 5',
      'no_flowers 1',
      'self_drawn 1',
    ]);
    expect(lines(littleDragons, { profile: 'hk' }, { little_dragons: 0 })).toEqual([
      'dragon_pong 1',
      'dragon_pong 1',
      'no_flowers 1',
      'self_drawn 1',
    ]);
    const mixed = 'c1 c1 c1 b9 b9 b9 N N';
    const spec: HandSpec = { profile: 'sg-reference', sets: ['pong d1 d1 d1', 'pong W W W'] };
    expect(awarded(scored(mixed, spec))).toEqual(['mixed_terminals 4']);
    expect(lines(mixed, spec, { mixed_terminals: 0 })).toEqual(['all_pungs 2']);
  });

  it('hk: a hand left with nothing is a chicken hand, below the 3-fan minimum; at a minimum of 0 it wins', () => {
    const spec: HandSpec = { profile: 'hk', ...ONE_PONG, discard: true, bonus: 'F2' };
    expect(awarded(scored(PONG_PONG, spec))).toEqual(['all_pungs 3']);
    const chicken = scored(PONG_PONG, withCard(spec, { all_pungs: 0 }));
    expect(awarded(chicken)).toEqual(['chicken 0']);
    expect(chicken).toMatchObject({ win: false, reason: 'below_minimum', tai: 0 });
    const atZero = scored(PONG_PONG, withCard(spec, { all_pungs: 0 }, { min_tai: 0 }));
    expect(atZero).toMatchObject({ win: true, tai: 0, payment: { discarder: 4, others: 0, total: 4 } });
  });

  it('a special shape not played is no winning hand: thirteen orphans, seven pairs, an unusual hand', () => {
    const orphans = 'c1 c9 b1 b9 d1 d9 E S W N RD GD WD WD';
    expect(scored(orphans, withCard({}, { thirteen_orphans: 0 }))).toMatchObject({
      win: false,
      reason: 'not_a_winning_hand',
      items: [],
    });
    expect(
      scored(orphans, withCard({ profile: 'hk' }, { thirteen_orphans: 0 }, { min_tai: 0 })),
    ).toMatchObject({ win: false, reason: 'not_a_winning_hand', items: [] });
    const pairs = 'c1 c1 c4 c4 b2 b2 b7 b7 d3 d3 E E RD RD';
    expect(scored(pairs, withCard({}, { seven_pairs: 0 }, { seven_pairs: true })).reason).toBe(
      'not_a_winning_hand',
    );
    const windy = 'c1 c2 c3 b4 b5 b6 d7 d8 d9 E S W N N';
    expect(scored(windy, withCard({}, { windy_chow: 0 }, { unusual_hands: true })).reason).toBe(
      'not_a_winning_hand',
    );
  });

  it('All Flowers not played: eight flowers are bonus lines of the hand, and no win on their own', () => {
    const eight = 'F1 F2 F3 F4 S1 S2 S3 S4';
    const r = scored(PLAIN, withCard({ bonus: eight }, { all_flowers: 0 }));
    expect(awarded(r)).toEqual(['flower_set 1', 'flower_set 1', 'seat_flower 1', 'seat_flower 1']);
    expect(r).toMatchObject({ win: true, tai: 4, limit: false });
    const alone = scoreHand({
      hand: ['c1', 'c2', 'c5'],
      bonus: eight.split(' '),
      options: { values: { all_flowers: 0 } },
    });
    expect(alone).toMatchObject({ ok: true, win: false, reason: 'not_a_winning_hand' });
  });
});

describe('values: "limit" makes the line score the cap and the hand a limit hand', () => {
  it('an ordinary pattern at the limit: its line carries the cap, the other lines are listed', () => {
    const r = scored(FLUSH, withCard({ bonus: 'F1' }, { full_flush: 'limit' }));
    expect(awarded(r)).toEqual(['full_flush 5', 'seat_flower 1']);
    expect(r).toMatchObject({ win: true, tai: 5, raw_tai: 6, limit: true });
    expect(r.payment).toEqual({ discarder: null, others: 32, total: 96 });
    const at8 = scored(FLUSH, withCard({}, { full_flush: 'limit' }, { cap_tai: 8 }));
    expect(at8).toMatchObject({ tai: 8, raw_tai: 8, limit: true });
  });

  it('hk: Half Flush at the limit is 10 fans, paid as a limit hand', () => {
    const spec: HandSpec = { profile: 'hk', discard: true, bonus: 'F2' };
    expect(scored(HK_HALF, spec)).toMatchObject({ tai: 4 });
    const r = scored(HK_HALF, withCard(spec, { half_flush: 'limit' }));
    expect(awarded(r)).toEqual(['dragon_pong 1', 'half_flush 10']);
    expect(r).toMatchObject({
      tai: 10,
      raw_tai: 11,
      limit: true,
      payment: { discarder: 192, others: 0, total: 192 },
    });
  });

  it('a repeating line at the limit: each line carries the cap', () => {
    const r = scored(TWO_DRAGONS, withCard({}, { dragon_pong: 'limit' }));
    expect(awarded(r)).toEqual(['dragon_pong 5', 'dragon_pong 5']);
    expect(r).toMatchObject({ tai: 5, raw_tai: 10, limit: true });
  });

  it('a pattern keeps what it holds in its total: hk Little Three Dragons at the limit, no dragon pungs added', () => {
    const littleDragons = 'RD RD RD GD GD GD WD WD c2 c3 c4 b4 b5 b6';
    expect(lines(littleDragons, { profile: 'hk' }, { little_dragons: 'limit' })).toEqual([
      'little_dragons 10',
      'no_flowers 1',
      'self_drawn 1',
    ]);
  });

  it('hk with bonus fans outside the minimum: a bonus line at the limit still makes a limit hand, which reaches it', () => {
    const spec: HandSpec = { profile: 'hk', bonus: 'F1', options: { bonus_counts_to_minimum: false } };
    expect(scored(PLAIN, spec)).toMatchObject({ win: false, tai: 2 });
    const r = scored(PLAIN, withCard(spec, { seat_flower: 'limit' }, { bonus_counts_to_minimum: false }));
    expect(r).toMatchObject({ win: true, tai: 10, limit: true });
  });
});

describe('values: a limit hand given a number stops being a limit hand', () => {
  const BIG_DRAGONS = 'RD RD RD GD GD GD WD WD WD b2 b3 b4 c7 c7';
  it('Big Dragons: its line is the number, the dragon pongs it implies are not added', () => {
    const r = scored(BIG_DRAGONS, withCard({ win: 'b3' }, { big_dragons: 4 }));
    expect(awarded(r)).toEqual(['big_dragons 4']);
    expect(r).toMatchObject({ win: true, tai: 4, raw_tai: 4, limit: false });
    // Every other line adds, and the cap applies: Half Flush 2 beside it, 6 capped at 5.
    const half = scored(
      'RD RD RD GD GD GD WD WD WD b2 b3 b4 b7 b7',
      withCard({ win: 'b3' }, { big_dragons: 4 }),
    );
    expect(awarded(half)).toEqual(['big_dragons 4', 'half_flush 2']);
    expect(half).toMatchObject({ tai: 5, raw_tai: 6, limit: true });
  });

  it('Big Dragons under sg-reference too; under hk (8, not a limit hand) a number keeps its own total', () => {
    expect(lines(BIG_DRAGONS, { win: 'b3', profile: 'sg-reference' }, { big_dragons: 3 })).toEqual([
      'big_dragons 3',
      'fully_concealed 1',
    ]);
    expect(lines(BIG_DRAGONS, { win: 'b3', profile: 'hk' }, { big_dragons: 6 })).toEqual([
      'big_dragons 6',
      'no_flowers 1',
      'self_drawn 1',
    ]);
  });

  it('Big Winds: the winds, Pong Pong and Little Winds it implies are not added; Half Flush is', () => {
    const spec: HandSpec = { sets: ['pong E E E', 'pong S S S'] };
    const winds = 'W W W N N N c2 c2';
    expect(lines(winds, spec, {}, { cap_tai: 10 })).toEqual([
      'all_pungs 2',
      'big_winds 10',
      'half_flush 2',
      'prevailing_wind 1',
      'seat_wind 1',
    ]);
    const r = scored(winds, withCard(spec, { big_winds: 6 }, { cap_tai: 10 }));
    expect(awarded(r)).toEqual(['big_winds 6', 'half_flush 2']);
    expect(r).toMatchObject({ tai: 8, limit: false });
  });

  it('hk Little Four Winds at 6 fans: the seat and prevailing winds are not added, with or without them in the hand', () => {
    const spec: HandSpec = { profile: 'hk', discard: true, bonus: 'F2' };
    expect(awarded(scored(LITTLE_WINDS, spec))).toEqual([
      'half_flush 3',
      'little_winds 10',
      'prevailing_wind 1',
      'seat_wind 1',
    ]);
    const r = scored(LITTLE_WINDS, withCard(spec, { little_winds: 6 }));
    expect(awarded(r)).toEqual(['half_flush 3', 'little_winds 6']);
    expect(r).toMatchObject({ tai: 9, limit: false, payment: { discarder: 128, others: 0, total: 128 } });
    // North's seat in a North round: no wind line to leave out, the same 9.
    const north = { ...spec, seat: 'N', round: 'N' };
    expect(lines(LITTLE_WINDS, north, { little_winds: 6 })).toEqual(['half_flush 3', 'little_winds 6']);
    // Pong Pong is not implied: it adds, and the cap applies.
    const pongs = scored('E E E S S S W W W N N c5 c5 c5', withCard(north, { little_winds: 6 }));
    expect(awarded(pongs)).toEqual(['all_pungs 3', 'half_flush 3', 'little_winds 6']);
    expect(pongs).toMatchObject({ tai: 10, raw_tai: 12, limit: true });
  });

  it('sg Little Winds is not a limit hand: a number leaves the wind lines added, as its row says', () => {
    expect(lines(LITTLE_WINDS, {}, {}, { cap_tai: 10 })).toEqual([
      'half_flush 2',
      'little_winds 4',
      'prevailing_wind 1',
      'seat_wind 1',
    ]);
    expect(lines(LITTLE_WINDS, {}, { little_winds: 2 }, { cap_tai: 10 })).toEqual([
      'half_flush 2',
      'little_winds 2',
      'prevailing_wind 1',
      'seat_wind 1',
    ]);
  });

  it('All Honours: Pong Pong, the dragons and winds it implies are not added; a bonus line is', () => {
    const honours = 'N N N RD RD RD GD GD';
    const spec: HandSpec = { sets: ['pong W W W', 'pong S S S'] };
    expect(awarded(scored(honours, spec))).toEqual(['all_honours 5', 'all_pungs 2', 'dragon_pong 1']);
    expect(lines(honours, spec, { all_honours: 4 })).toEqual(['all_honours 4']);
    expect(lines(honours, { ...spec, bonus: 'F1' }, { all_honours: 4 })).toEqual([
      'all_honours 4',
      'seat_flower 1',
    ]);
    // The seat and prevailing East pong too.
    expect(lines('W W W RD RD RD GD GD', { sets: ['pong E E E', 'pong S S S'] }, { all_honours: 4 })).toEqual(
      ['all_honours 4'],
    );
  });

  it('All Honours implies Big Dragons: a hand that is both scores the number, Big Dragons not added', () => {
    const both = 'WD WD WD E E E N N';
    const spec: HandSpec = { sets: ['pong RD RD RD', 'pong GD GD GD'] };
    expect(scored(both, spec)).toMatchObject({ tai: 5, limit: true });
    const r = scored(both, withCard(spec, { all_honours: 4 }));
    expect(awarded(r)).toEqual(['all_honours 4']);
    expect(r).toMatchObject({ tai: 4, limit: false });
  });

  it('hk All Honours at 9: Mixed Terminals (all terminals and honours) is implied too', () => {
    const spec: HandSpec = { profile: 'hk', sets: ['pong W W W', 'pong S S S'], discard: true, bonus: 'F2' };
    expect(awarded(scored('N N N RD RD RD GD GD', spec))).toContain('mixed_terminals 1');
    expect(lines('N N N RD RD RD GD GD', spec, { all_honours: 9 })).toEqual(['all_honours 9']);
  });

  it('All Terminals: Pong Pong (and hk Mixed Terminals) not added', () => {
    const terminals = 'b1 b1 b1 d9 d9 d9 b9 b9';
    const spec: HandSpec = { sets: ['pong c1 c1 c1', 'pong c9 c9 c9'] };
    expect(lines(terminals, spec, { all_terminals: 4 })).toEqual(['all_terminals 4']);
    const hk = scored(terminals, withCard({ ...spec, profile: 'hk' }, { all_terminals: 8 }));
    expect(awarded(hk)).toEqual(['all_terminals 8', 'no_flowers 1', 'self_drawn 1']);
    expect(hk).toMatchObject({ tai: 10, raw_tai: 10, limit: false });
  });

  it('Nine Gates: Full Flush not added; a seat flower is', () => {
    const gates = 'c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c9 c9 c9 c5';
    expect(awarded(scored(gates))).toEqual(['full_flush 4', 'nine_gates 5']);
    expect(lines(gates, {}, { nine_gates: 4 })).toEqual(['nine_gates 4']);
    expect(scored(gates, withCard({ bonus: 'F1' }, { nine_gates: 4 }))).toMatchObject({
      tai: 5,
      limit: false,
    });
  });

  it('Four Kongs: Pong Pong not added; a dragon kong is', () => {
    const kongs = ['kong c1 c1 c1 c1', 'kong b5 b5 b5 b5', 'concealed_kong d7 d7 d7 d7'];
    expect(lines('N N', { sets: [...kongs, 'kong c9 c9 c9 c9'] }, { four_kongs: 4 })).toEqual([
      'four_kongs 4',
    ]);
    expect(lines('N N', { sets: [...kongs, 'kong RD RD RD RD'] }, { four_kongs: 4 })).toEqual([
      'dragon_pong 1',
      'four_kongs 4',
    ]);
  });

  it('All Green: Half Flush or Full Flush not added; a Green Dragon pong is', () => {
    expect(lines('b2 b3 b4 b2 b3 b4 b6 b6 b6 b8 b8 b8 GD GD', {}, { all_green: 4 })).toEqual(['all_green 4']);
    expect(lines('b2 b3 b4 b2 b3 b4 b6 b6 b6 b8 b8 b8 b4 b4', {}, { all_green: 4 })).toEqual(['all_green 4']);
    expect(lines('b2 b3 b4 b2 b3 b4 b6 b6 b6 GD GD GD b8 b8', {}, { all_green: 4 })).toEqual([
      'all_green 4',
      'dragon_pong 1',
    ]);
  });

  it('Hidden Treasure: Pong Pong not added; a dragon pong is', () => {
    expect(lines('c1 c1 c1 b5 b5 b5 d7 d7 d7 c9 c9 c9 N N', {}, { hidden_treasure: 4 })).toEqual([
      'hidden_treasure 4',
    ]);
    expect(lines('RD RD RD b5 b5 b5 d7 d7 d7 c9 c9 c9 N N', {}, { hidden_treasure: 4 })).toEqual([
      'dragon_pong 1',
      'hidden_treasure 4',
    ]);
  });

  it('limit hands that imply nothing: every other line adds (Thirteen Orphans, Heavenly, Earthly, Kong on Kong)', () => {
    const orphans = 'c1 c9 b1 b9 d1 d9 E S W N RD GD WD WD';
    expect(lines(orphans, { bonus: 'F1' }, { thirteen_orphans: 3 })).toEqual([
      'seat_flower 1',
      'thirteen_orphans 3',
    ]);
    const heavenly = scored(CHOWS, withCard({ events: ['heavenly'] }, { heavenly: 2 }));
    expect(awarded(heavenly)).toEqual(['heavenly 2', 'ping_hu 4']);
    expect(heavenly).toMatchObject({ tai: 5, raw_tai: 6, limit: true });
    const earthly = scored(
      PLAIN,
      withCard({ events: ['earthly'], seat: 'S', discard: true }, { earthly: 3 }),
    );
    expect(awarded(earthly)).toEqual(['earthly 3']);
    expect(earthly).toMatchObject({ tai: 3, limit: false, payment: { discarder: 8, others: 4, total: 16 } });
    const kongs = {
      sets: ['kong c1 c1 c1 c1', 'concealed_kong b5 b5 b5 b5'],
      events: ['kong_on_kong' as const],
    };
    expect(lines('c2 c3 c4 d7 d8 d9 N N', kongs, { kong_on_kong: 2 })).toEqual([
      'kong_on_kong 2',
      'replacement 1',
    ]);
  });

  it('hk: Thirteen Orphans 13 at a spicy table capped at 13, the other limit hands still at the cap', () => {
    const rules = { hk_payment: 'spicy', cap_tai: 13 } as const;
    const orphans = scored(
      'c1 c9 b1 b9 d1 d9 E S W N RD GD WD WD',
      withCard({ profile: 'hk', discard: true, bonus: 'F2' }, { thirteen_orphans: 13 }, rules),
    );
    expect(awarded(orphans)).toEqual(['thirteen_orphans 13']);
    expect(orphans).toMatchObject({
      tai: 13,
      limit: false,
      payment: { discarder: 8192, others: 0, total: 8192 },
    });
    expect(scored(LITTLE_WINDS, withCard({ profile: 'hk' }, { thirteen_orphans: 13 }, rules))).toMatchObject({
      tai: 13,
      limit: true,
    });
  });

  it('All Flowers at 1: no longer the limit, its flower lines add', () => {
    const r = scored(PLAIN, withCard({ bonus: 'F1 F2 F3 F4 S1 S2 S3 S4' }, { all_flowers: 1 }));
    expect(awarded(r)).toEqual([
      'all_flowers 1',
      'flower_set 1',
      'flower_set 1',
      'seat_flower 1',
      'seat_flower 1',
    ]);
    expect(r).toMatchObject({ tai: 5, raw_tai: 5, limit: false });
  });
});

describe('values and the lines of other house rules', () => {
  // Self-drawn, nothing declared: Fully Concealed where played, a Red Dragon pong 1.
  const CONCEALED = 'c1 c1 c1 b2 b3 b4 d5 d6 d7 RD RD RD S S';
  it('Fully Concealed: the card sets its worth where the house rule plays it, and never plays it', () => {
    const spec: HandSpec = { win: 'd7' };
    expect(lines(CONCEALED, spec, {}, { fully_concealed: 1 })).toEqual([
      'dragon_pong 1',
      'fully_concealed 1',
    ]);
    expect(lines(CONCEALED, spec, { fully_concealed: 3 }, { fully_concealed: 1 })).toEqual([
      'dragon_pong 1',
      'fully_concealed 3',
    ]);
    expect(lines(CONCEALED, spec, { fully_concealed: 3 })).toEqual(['dragon_pong 1']);
    expect(lines(CONCEALED, spec, { fully_concealed: 0 }, { fully_concealed: 1 })).toEqual(['dragon_pong 1']);
    expect(
      scored(CONCEALED, withCard(spec, { fully_concealed: 'limit' }, { fully_concealed: 2 })),
    ).toMatchObject({
      tai: 5,
      raw_tai: 6,
      limit: true,
    });
  });

  it('Concealed Ping Hu bonus (sg)', () => {
    expect(lines(CHOWS, {}, { concealed_bonus: 2 }, { concealed_bonus: 1, cap_tai: 10 })).toEqual([
      'concealed_bonus 2',
      'ping_hu 4',
    ]);
    expect(lines(CHOWS, {}, { concealed_bonus: 2 }, { cap_tai: 10 })).toEqual(['ping_hu 4']);
  });

  it('Seven Pairs (sg, hk): worth the card’s number where played; not a hand where the house does not play it', () => {
    const pairs = 'c1 c1 c4 c4 b2 b2 b7 b7 d3 d3 E E RD RD';
    expect(lines(pairs, {}, { seven_pairs: 6 }, { seven_pairs: true, cap_tai: 10 })).toEqual([
      'seven_pairs 6',
    ]);
    expect(scored(pairs, withCard({}, { seven_pairs: 6 })).reason).toBe('not_a_winning_hand');
    expect(lines(pairs, { profile: 'hk' }, { seven_pairs: 6 }, { seven_pairs: 2 })).toEqual([
      'no_flowers 1',
      'self_drawn 1',
      'seven_pairs 6',
    ]);
  });

  it('Mixed Terminals (sg): its worth from the card, still in total with Pong Pong; not played while the house rule is 0', () => {
    const mixed = 'c1 c1 c1 b9 b9 b9 N N';
    const spec: HandSpec = { sets: ['pong d1 d1 d1', 'pong W W W'] };
    expect(lines(mixed, spec, {}, { mixed_terminals: 3 })).toEqual(['mixed_terminals 3']);
    expect(lines(mixed, spec, { mixed_terminals: 4 }, { mixed_terminals: 3 })).toEqual(['mixed_terminals 4']);
    expect(lines(mixed, spec, { mixed_terminals: 4 })).toEqual(['all_pungs 2']);
  });

  it('Human Hand (sg): a number where the house plays it; nothing where it does not', () => {
    const spec: HandSpec = { events: ['human'], seat: 'S', discard: true };
    expect(lines(PLAIN, spec, {}, { human_hand: true })).toEqual(['human_hand 5']);
    const r = scored(PLAIN, withCard(spec, { human_hand: 3 }, { human_hand: true }));
    expect(awarded(r)).toEqual(['human_hand 3']);
    expect(r).toMatchObject({ tai: 3, limit: false });
    expect(scored(PLAIN, withCard(spec, { human_hand: 3 })).items).toEqual([]);
  });

  it('the unusual hands (sg): a number for a limit one, another for a counted one; not hands unless played', () => {
    const on = { unusual_hands: true } as const;
    const knit = 'c1 b2 d3 c2 b3 d4 c4 b5 d6 c5 b6 d7 c9 c9';
    expect(lines(knit, { bonus: 'F1' }, { pure_knitting: 3 }, on)).toEqual([
      'pure_knitting 3',
      'seat_flower 1',
    ]);
    const windy = 'c1 c2 c3 b4 b5 b6 d7 d8 d9 E S W N N';
    expect(lines(windy, {}, { windy_chow: 2 }, on)).toEqual(['windy_chow 2']);
    expect(scored(windy, withCard({}, { windy_chow: 2 })).reason).toBe('not_a_winning_hand');
  });

  it('hk Concealed Hand: the card’s number where the house plays it, nothing where it does not', () => {
    const spec: HandSpec = { win: 'd7', profile: 'hk' };
    expect(lines(CONCEALED, spec, { concealed_hand: 2 }, { concealed_hand: 1 })).toEqual([
      'concealed_hand 2',
      'dragon_pong 1',
      'no_flowers 1',
      'self_drawn 1',
    ]);
    expect(lines(CONCEALED, spec, { concealed_hand: 2 })).toEqual([
      'dragon_pong 1',
      'no_flowers 1',
      'self_drawn 1',
    ]);
  });
});

describe('values: nothing else changes', () => {
  it('several patterns at once', () => {
    const flushPongs = 'c5 c5 c5 c7 c7 c7 c9 c9';
    const spec: HandSpec = { sets: ['pong c1 c1 c1', 'pong c3 c3 c3'] };
    expect(scored(flushPongs, spec)).toMatchObject({ tai: 5, raw_tai: 6 });
    const r = scored(
      flushPongs,
      withCard(spec, { full_flush: 6, all_pungs: 3, dragon_pong: 0 }, { cap_tai: 10 }),
    );
    expect(awarded(r)).toEqual(['all_pungs 3', 'full_flush 6']);
    expect(r).toMatchObject({ tai: 9, limit: false });
    const hk = scored(
      LITTLE_WINDS,
      withCard(
        { profile: 'hk', discard: true, bonus: 'F1' },
        { little_winds: 6, half_flush: 2, seat_flower: 0 },
      ),
    );
    expect(awarded(hk)).toEqual(['half_flush 2', 'little_winds 6']);
    expect(hk.tai).toBe(8);
  });

  it('the reading chosen is the one worth most, counted with the card', () => {
    // Two chows of each of three runs or seven pairs: Ping Hu and Seven Pairs tie at 4; the first reading is shown.
    const both = 'c1 c1 c2 c2 c3 c3 b4 b4 b5 b5 b6 b6 d9 d9';
    const sevenPairs = { seven_pairs: true } as const;
    expect(lines(both, {}, {}, sevenPairs)).toEqual(['ping_hu 4']);
    const card = scored(both, withCard({}, { ping_hu: 2 }, sevenPairs));
    expect(awarded(card)).toEqual(['seven_pairs 4']);
    expect(card.sets).toHaveLength(7);
    // hk: seven pairs 4 + Full Flush 7 outweighs All Chows 1 + Full Flush 7 until All Chows is 5.
    const flush = 'c1 c1 c2 c2 c3 c3 c4 c4 c5 c5 c6 c6 c7 c7';
    const hk: HandSpec = { profile: 'hk', discard: true, bonus: 'F2' };
    expect(lines(flush, hk, {}, sevenPairs)).toEqual(['full_flush 7', 'seven_pairs 4']);
    const chows = scored(flush, withCard(hk, { all_chows: 5 }, sevenPairs));
    expect(awarded(chows)).toEqual(['all_chows 5', 'full_flush 7']);
    expect(chows.sets).toHaveLength(5);
  });

  it('payments follow the card’s tai: sg shares, shooter pays, the hk tables', () => {
    const discard: HandSpec = { ...ONE_PONG, discard: true, win: 'N' };
    // Pong Pong 3: one share 4; the discarder 2 shares, each other 1.
    expect(scored(PONG_PONG, withCard(discard, { all_pungs: 3 })).payment).toEqual({
      discarder: 8,
      others: 4,
      total: 16,
    });
    expect(scored(PONG_PONG, withCard(discard, { all_pungs: 3 }, { shooter_pays: true })).payment).toEqual({
      discarder: 16,
      others: 0,
      total: 16,
    });
    const hk: HandSpec = { profile: 'hk', ...discard, bonus: 'F2' };
    // 5 fans: seed 002's table from the minimum (3: 4, 4: 16, 5: 32); half spicy 24; spicy 32, the others a quarter each with half.
    expect(scored(PONG_PONG, withCard(hk, { all_pungs: 5 })).payment).toEqual({
      discarder: 32,
      others: 0,
      total: 32,
    });
    expect(scored(PONG_PONG, withCard(hk, { all_pungs: 5 }, { hk_payment: 'half_spicy' })).payment).toEqual({
      discarder: 24,
      others: 0,
      total: 24,
    });
    expect(
      scored(PONG_PONG, withCard(hk, { all_pungs: 5 }, { hk_payment: 'spicy', hk_discard: 'half' })).payment,
    ).toEqual({ discarder: 16, others: 8, total: 32 });
  });

  it('an empty card is the profile’s own card', () => {
    for (const [tiles, spec] of [
      [FLUSH, {}],
      [LITTLE_WINDS, { profile: 'hk' }],
      [PLAIN, { profile: 'sg-reference', bonus: 'F1 F2 F3 F4' }],
    ] as const) {
      expect(scored(tiles, withCard(spec, {}))).toEqual(scored(tiles, spec));
    }
  });
});

describe('values: what a card cannot say is invalid_option, in a sentence naming the pattern', () => {
  const refused = (values: unknown, profile: HandSpec['profile'] = 'sg') => {
    const result = scoreHand({ ...hand(PLAIN, { profile }), options: { values } });
    expect(result.ok).toBe(false);
    return (result as ScoreFailure).errors;
  };

  it('an id this app does not know', () => {
    const [error, ...rest] = refused({ xyz: 2 });
    expect(rest).toEqual([]);
    expect(error).toMatchObject({ code: 'invalid_option', field: 'options.values.xyz' });
    expect(error!.message).toContain('“xyz”');
    expect(error!.values).toMatchObject({ why: 'card_unknown', rule: 'values', pattern: '“xyz”' });
  });

  it('an id of another profile, named with the table it belongs to', () => {
    const [hkOnly] = refused({ no_flowers: 1 });
    expect(hkOnly).toMatchObject({ code: 'invalid_option', field: 'options.values.no_flowers' });
    expect(hkOnly!.message).toContain('No Flowers or Seasons');
    expect(hkOnly!.message).toContain('Hong Kong');
    expect(hkOnly!.values).toMatchObject({ why: 'card_other_profile', pattern: 'no_flowers', profile: 'sg' });
    expect(refused({ animal: 2 }, 'hk')[0]!.message).toContain('Animal');
    expect(refused({ animal: 2 }, 'sg-reference')[0]!.code).toBe('invalid_option');
    expect(refused({ all_chow: 2 }, 'sg-reference')[0]!.message).toContain('All Chow');
    expect(refused({ little_ping_hu: 2 })[0]!.message).toContain('Little Ping Hu');
  });

  it('the lines that are 0 by definition: Kah Long, Valued Pair, Chicken Hand', () => {
    for (const [id, name, profile] of [
      ['kah_long', 'Kah Long', 'sg'],
      ['valued_pair', 'Valued Pair', 'sg-reference'],
      ['chicken', 'Chicken Hand', 'hk'],
    ] as const) {
      const [error] = refused({ [id]: 1 }, profile);
      expect(error, id).toMatchObject({ code: 'invalid_option', field: `options.values.${id}` });
      expect(error!.message).toContain(name);
      expect(error!.values).toMatchObject({ why: 'card_no_value', pattern: id });
    }
  });

  it('a value that is not a whole number from 0 to 13 or "limit"', () => {
    for (const value of [14, -1, 2.5, 'Limit', 'LIMIT', '5', true, null, [], {}]) {
      const errors = refused({ full_flush: value });
      expect(errors, JSON.stringify(value)).toHaveLength(1);
      expect(errors[0]).toMatchObject({ code: 'invalid_option', field: 'options.values.full_flush' });
      expect(errors[0]!.message).toContain('Full Flush');
      expect(errors[0]!.values).toMatchObject({ why: 'card_value', pattern: 'full_flush', min: 0, max: 13 });
    }
    expect(refused({ little_winds: 14 }, 'hk')[0]!.message).toContain('Little Four Winds');
    expect(refused({ little_winds: 14 }, 'hk')[0]!.message).toContain('fan');
  });

  it('a card that is not a set of patterns', () => {
    for (const values of [[], 'limit', 5, null, ['full_flush', 6]]) {
      const errors = refused(values);
      expect(errors, JSON.stringify(values)).toHaveLength(1);
      expect(errors[0]).toMatchObject({ code: 'invalid_option', field: 'options.values' });
      expect(errors[0]!.values).toMatchObject({ why: 'card', rule: 'values' });
    }
  });

  it('an entry left undefined says nothing, as a house rule left undefined does', () => {
    expect(scored(FLUSH, withCard({}, { full_flush: undefined } as unknown as CardInput))).toEqual(
      scored(FLUSH),
    );
  });

  it('every wrong entry is reported, each once', () => {
    expect(refused({ full_flush: 14, xyz: 1, kah_long: 0, all_pungs: 3 }).map((e) => e.field)).toEqual([
      'options.values.full_flush',
      'options.values.xyz',
      'options.values.kah_long',
    ]);
  });

  it('a wrong card is an error at every table, and a good one at none', () => {
    expect(
      errorCodes(scoreHand(hand(PLAIN, withCard({}, { full_flush: 13, dragon_pong: 'limit' })))),
    ).toEqual([]);
    expect(errorCodes(scoreHand(hand(PLAIN, withCard({ profile: 'hk' }, { little_winds: 0 }))))).toEqual([]);
    expect(
      errorCodes(scoreHand(hand(PLAIN, withCard({ profile: 'sg-reference' }, { last_tile: 2 })))),
    ).toEqual([]);
  });
});

describe('the card for the screens: its patterns, their values, a value at a table', () => {
  it('a profile’s card holds every pattern it awards but the 0 lines, in the order lines are read', () => {
    expect(cardIds('sg')).toContain('ping_hu');
    expect(cardIds('sg')).toContain('fully_concealed');
    expect(cardIds('sg')).toContain('animal');
    expect(cardIds('sg')).not.toContain('kah_long');
    expect(cardIds('sg')).not.toContain('valued_pair');
    expect(cardIds('sg-reference')).toContain('little_ping_hu');
    expect(cardIds('sg-reference')).not.toContain('animal');
    expect(cardIds('hk')).toContain('no_flowers');
    expect(cardIds('hk')).not.toContain('chicken');
    for (const profile of PROFILE_IDS)
      expect(cardIds(profile)).toEqual(
        PROFILES[profile].patterns
          .map((r) => r.id)
          .filter((id) => !['kah_long', 'valued_pair', 'chicken'].includes(id)),
      );
  });

  it('each pattern with its value at the table, the profile’s own, whether it is a limit hand and what it implies', () => {
    const own = profileCard('hk', defaultOptions('hk'));
    expect(own.find((line) => line.id === 'little_winds')).toEqual({
      id: 'little_winds',
      value: 'limit',
      byDefault: 'limit',
      limitHand: true,
      implies: ['seat_wind', 'prevailing_wind'],
      houseRulePlays: true,
    });
    expect(own.find((line) => line.id === 'big_dragons')).toMatchObject({
      value: 8,
      limitHand: false,
      implies: [],
    });
    expect(own.find((line) => line.id === 'concealed_hand')).toMatchObject({
      value: 0,
      houseRule: 'concealed_hand',
      houseRulePlays: false,
    });
    const played = resolveOptions('hk', {
      concealed_hand: 1,
      values: { little_winds: 6, seat_flower: 0 },
    }).options;
    const card = profileCard('hk', played);
    expect(card.find((line) => line.id === 'little_winds')).toMatchObject({ value: 6, byDefault: 'limit' });
    expect(card.find((line) => line.id === 'seat_flower')).toMatchObject({ value: 0, byDefault: 1 });
    expect(card.find((line) => line.id === 'concealed_hand')).toMatchObject({
      value: 1,
      byDefault: 1,
      houseRulePlays: true,
    });
    expect(card.map((line) => line.id)).toEqual(cardIds('hk'));
    // The sg card: Little Winds is 4 and implies nothing; Human Hand is a limit hand the house plays.
    const sg = profileCard('sg', defaultOptions('sg'));
    expect(sg.find((line) => line.id === 'little_winds')).toMatchObject({
      value: 4,
      limitHand: false,
      implies: [],
    });
    expect(sg.find((line) => line.id === 'human_hand')).toMatchObject({
      value: 0,
      byDefault: 0,
      limitHand: true,
      houseRule: 'human_hand',
      houseRulePlays: false,
    });
    // Off, the house does not play it, whatever the card says; on, the card's value is played.
    const offWithCard = profileCard('sg', resolveOptions('sg', { values: { human_hand: 6 } }).options);
    expect(offWithCard.find((line) => line.id === 'human_hand')).toMatchObject({
      value: 0,
      houseRulePlays: false,
    });
    const on = profileCard(
      'sg',
      resolveOptions('sg', { human_hand: true, values: { human_hand: 6 } }).options,
    );
    expect(on.find((line) => line.id === 'human_hand')).toMatchObject({
      value: 6,
      byDefault: 'limit',
      houseRulePlays: true,
    });
  });

  it('patternValue: a number, 0 where the table does not play it, or "limit"; undefined for another profile’s pattern', () => {
    const options = resolveOptions('sg', {
      cap_tai: 8,
      values: { full_flush: 'limit', big_dragons: 6, animal: 0 },
    }).options;
    expect(patternValue('sg', 'full_flush', options)).toBe('limit');
    expect(patternValue('sg', 'big_dragons', options)).toBe(6);
    expect(patternValue('sg', 'animal', options)).toBe(0);
    expect(patternValue('sg', 'half_flush', options)).toBe(2);
    expect(patternValue('sg', 'thirteen_orphans', options)).toBe('limit');
    expect(patternValue('sg', 'fully_concealed', options)).toBe(0);
    expect(patternValue('sg', 'no_flowers', options)).toBeUndefined();
    expect(LIMIT_HAND_IMPLIES.nine_gates).toEqual(['full_flush']);
  });
});

describe('values: properties over random hands and cards', () => {
  const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
  const handsWithCards = fc
    .constantFrom(...PROFILE_IDS)
    .chain((profile) =>
      fc.tuple(fc.constant(profile), seeds, cards(HOUSE_RULES.values, profile), fc.constantFrom(5, 8, 13)),
    );

  it('every line listed is worth what patternValue says; a line at 0 is never listed; the limit and the cap hold', () => {
    fc.assert(
      fc.property(handsWithCards, ([profile, seed, values, cap]) => {
        const given = {
          cap_tai: cap,
          min_tai: 0,
          ...(profile === 'hk' ? { hk_payment: 'spicy' as const } : {}),
          values,
        };
        const input = { ...randomWinningHand(seededRng(seed), { profile }), options: given };
        const result = scoreHand(input);
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        const options = resolveOptions(profile, given).options;
        let limitLine = false;
        for (const item of result.items) {
          // The lines that are 0 by definition explain; they are on no card.
          if (['kah_long', 'valued_pair', 'chicken'].includes(item.id)) {
            expect(item.tai).toBe(0);
            continue;
          }
          const value = patternValue(profile, item.id, options);
          expect(value, item.id).not.toBe(0);
          expect(item.tai, item.id).toBe(value === 'limit' ? options.cap_tai : value);
          if (value === 'limit') limitLine = true;
          // A limit hand given a number: nothing it implies is listed beside it.
          if (
            typeof value === 'number' &&
            PROFILES[profile].patterns.find((r) => r.id === item.id)!.tai === 'limit'
          )
            for (const implied of LIMIT_HAND_IMPLIES[item.id] ?? [])
              expect(
                result.items.map((i) => i.id),
                `${item.id} implies ${implied}`,
              ).not.toContain(implied);
        }
        expect(result.raw_tai).toBe(result.items.reduce((sum, item) => sum + item.tai, 0));
        expect(result.tai).toBe(limitLine ? options.cap_tai : Math.min(result.raw_tai, options.cap_tai));
        expect(result.limit).toBe(limitLine || result.raw_tai > options.cap_tai);
      }),
      { numRuns: 1500 },
    );
  });

  it('never throws, whatever a card holds: a result, or invalid_option errors naming the pattern', () => {
    const rough = fc.oneof(
      fc.anything(),
      fc.dictionary(
        fc.oneof(
          fc.constantFrom(
            ...cardIds('sg'),
            ...cardIds('hk'),
            'kah_long',
            'chicken',
            '__proto__',
            'constructor',
          ),
          fc.string(),
        ),
        fc.oneof(
          fc.integer({ min: -3, max: 20 }),
          fc.double(),
          fc.constantFrom('limit', 'Limit', '', null, true),
        ),
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...PROFILE_IDS), seeds, rough, (profile, seed, values) => {
        const result = scoreHand({ ...randomWinningHand(seededRng(seed), { profile }), options: { values } });
        if (!result.ok) for (const error of result.errors) expect(error.code).toBe('invalid_option');
      }),
      { numRuns: 800 },
    );
  });
});
