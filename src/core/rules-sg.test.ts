// Rule cases for profile `sg` (RULES.md sections 4, 5 and 8), one block per table row,
// written from the rules before the scorer.
import { describe, expect, it } from 'vitest';
import { awarded, scored } from './testing/build';

// A plain hand worth nothing: chow, pong, chow, chow and an unvalued North pair (seat and round East).
const PLAIN = 'c1 c2 c3 c5 c5 c5 b4 b5 b6 d7 d8 d9 N N';
// Four chows and an unvalued pair, self-drawn: Ping Hu when nothing else is in the way.
const CHOWS = 'c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9';
// Four concealed pongs and a pair.
const PONGS = 'c1 c1 c1 b5 b5 b5 d7 d7 d7 c9 c9 c9 N N';

describe('sg: minimum and cap', () => {
  it('a hand worth nothing is a legal shape below the 1-tai minimum', () => {
    const r = scored(PLAIN);
    expect(r).toMatchObject({
      win: false,
      reason: 'below_minimum',
      tai: 0,
      raw_tai: 0,
      items: [],
      payment: null,
    });
  });

  it('no tai for self-draw and none for a concealed hand (EX-001 is exactly 4)', () => {
    expect(scored(CHOWS)).toMatchObject({ win: true, tai: 4, raw_tai: 4, limit: false });
    expect(awarded(scored(CHOWS))).toEqual(['ping_hu 4']);
  });

  it('caps at 5 and reports the raw total', () => {
    const r = scored('c1 c2 c3 c4 c5 c6 c7 c8 c9 c2 c3 c4 c5 c5');
    expect(awarded(r)).toEqual(['full_flush 4', 'ping_hu 4']);
    expect(r).toMatchObject({ tai: 5, raw_tai: 8, limit: true, win: true });
  });

  it('a total that only reaches the cap is not cut by it', () => {
    const r = scored(PLAIN, { bonus: 'CAT RAT ROOSTER CENTIPEDE' });
    expect(r).toMatchObject({ tai: 5, raw_tai: 5, limit: false });
  });
});

describe('sg: seat flower (1 each)', () => {
  it('the flower and the season numbered for the seat each score', () => {
    expect(awarded(scored(PLAIN, { bonus: 'F1' }))).toEqual(['seat_flower 1']);
    expect(scored(PLAIN, { bonus: 'F1 S1' }).tai).toBe(2);
    expect(scored(PLAIN, { bonus: 'S3', seat: 'W' }).tai).toBe(1);
    expect(scored(PLAIN, { bonus: 'F4 S4', seat: 'N' }).tai).toBe(2);
  });

  it("another seat's flower scores nothing", () => {
    const r = scored(PLAIN, { bonus: 'F2 S3' });
    expect(r).toMatchObject({ tai: 0, win: false });
  });

  it('names the tile in the line', () => {
    expect(scored(PLAIN, { bonus: 'F1' }).items[0]!.name).toBe('Seat Flower (Flower 1 Plum)');
  });
});

describe('sg: flower set (+1 each set)', () => {
  it('all four flowers: the set is 1 and the seat tile keeps its own 1', () => {
    expect(awarded(scored(PLAIN, { bonus: 'F1 F2 F3 F4' }))).toEqual(['flower_set 1', 'seat_flower 1']);
    expect(awarded(scored(PLAIN, { bonus: 'S1 S2 S3 S4', seat: 'S' }))).toEqual([
      'flower_set 1',
      'seat_flower 1',
    ]);
  });

  it('each set counts; all eight is the limit hand', () => {
    const r = scored(PLAIN, { bonus: 'F1 F2 F3 F4 S1 S2 S3 S4' });
    expect(r).toMatchObject({ tai: 5, limit: true });
    expect(awarded(r)).toEqual([
      'all_flowers 5',
      'flower_set 1',
      'flower_set 1',
      'seat_flower 1',
      'seat_flower 1',
    ]);
  });
});

describe('sg: animals', () => {
  it('each animal is 1', () => {
    expect(awarded(scored(PLAIN, { bonus: 'CAT' }))).toEqual(['animal 1']);
    expect(scored(PLAIN, { bonus: 'ROOSTER RAT' }).tai).toBe(2);
  });

  it('all four animals are 4 + 1 = 5', () => {
    const r = scored(PLAIN, { bonus: 'CAT RAT ROOSTER CENTIPEDE' });
    expect(awarded(r)).toEqual(['all_animals 1', 'animal 1', 'animal 1', 'animal 1', 'animal 1']);
    expect(r.tai).toBe(5);
  });
});

describe('sg: dragon pong, seat wind, prevailing wind', () => {
  it('each dragon pong or kong is 1', () => {
    expect(awarded(scored('RD RD RD c2 c3 c4 b4 b5 b6 d7 d8 d9 N N'))).toEqual(['dragon_pong 1']);
    const two = scored('c2 c3 c4 b4 b5 b6 N N', { sets: ['pong GD GD GD', 'kong WD WD WD WD'] });
    expect(awarded(two)).toEqual(['dragon_pong 1', 'dragon_pong 1']);
    expect(two.items.map((i) => i.name)).toEqual([
      'Dragon Pong (Green Dragon)',
      'Dragon Pong (White Dragon)',
    ]);
  });

  it('the seat wind pong is 1, another wind nothing', () => {
    expect(awarded(scored('S S S c2 c3 c4 b4 b5 b6 d7 d8 d9 N N', { seat: 'S' }))).toEqual(['seat_wind 1']);
    expect(scored('W W W c2 c3 c4 b4 b5 b6 d7 d8 d9 N N', { seat: 'S' }).tai).toBe(0);
  });

  it('the prevailing wind pong is 1', () => {
    expect(awarded(scored('S S S c2 c3 c4 b4 b5 b6 d7 d8 d9 N N', { round: 'S' }))).toEqual([
      'prevailing_wind 1',
    ]);
  });

  it('both lines when the seat wind is the prevailing wind', () => {
    const r = scored('c2 c3 c4 b4 b5 b6 d7 d8 d9 N N', { sets: ['kong E E E E'] });
    expect(awarded(r)).toEqual(['prevailing_wind 1', 'seat_wind 1']);
  });
});

describe('sg: Ping Hu (seed 000 wins every conflict)', () => {
  it('four chows and an unvalued pair, won on a two-sided wait by discard', () => {
    // 13 tiles c2 c3 … wait on c1 and c4.
    const r = scored('c2 c3 c4 c5 c6 c7 b1 b2 b3 d4 d5 d6 d9 d9', { win: 'c4', discard: true });
    expect(awarded(r)).toEqual(['ping_hu 4']);
    expect(r.payment).toEqual({ discarder: 16, others: 8, total: 32 });
  });

  it('an unvalued wind pair is allowed', () => {
    expect(awarded(scored('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 N N'))).toEqual(['ping_hu 4']);
    expect(awarded(scored('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 E E', { seat: 'S', round: 'S' }))).toEqual([
      'ping_hu 4',
    ]);
  });

  // RULES.md section 5 explains the blocked Ping Hu with a 0-tai valued_pair line.
  it('a dragon, seat-wind or prevailing-wind pair blocks Ping Hu and All Chow; valued_pair (0) says which pair', () => {
    const names = (r: ReturnType<typeof scored>) => r.items.map((item) => `${item.name} ${item.tai}`);
    expect(names(scored('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 RD RD'))).toEqual([
      'Valued Pair (Red Dragons) 0',
    ]);
    expect(names(scored('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 S S', { seat: 'S' }))).toEqual([
      'Valued Pair (South Winds) 0',
    ]);
    expect(names(scored('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 W W', { round: 'W' }))).toEqual([
      'Valued Pair (West Winds) 0',
    ]);
    expect(awarded(scored('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 E E', { bonus: 'F2' }))).toEqual([
      'valued_pair 0',
    ]);
    // A discard on a single wait with a valued pair: the pair is the reason, not the wait.
    expect(awarded(scored('c1 c2 c4 c5 c6 b1 b2 b3 d4 d5 d6 RD RD c3', { discard: true }))).toEqual([
      'valued_pair 0',
    ]);
    // An unvalued wind pair: no line.
    expect(awarded(scored('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 N N'))).toEqual(['ping_hu 4']);
  });

  it('any bonus tile turns it into All Chow (1), never both', () => {
    expect(awarded(scored(CHOWS, { bonus: 'F2' }))).toEqual(['all_chow 1']);
    expect(awarded(scored(CHOWS, { bonus: 'S1' }))).toEqual(['all_chow 1', 'seat_flower 1']);
    expect(awarded(scored(CHOWS, { bonus: 'CAT' }))).toEqual(['all_chow 1', 'animal 1']);
  });

  it('a pong anywhere means no Ping Hu', () => {
    expect(scored('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9', { sets: [] }).tai).toBe(4);
    expect(scored('c1 c2 c3 c4 c5 c6 b1 b2 b3 d9 d9', { sets: ['pong d4 d4 d4'] }).items).toEqual([]);
  });

  it('exposed chows are allowed', () => {
    const r = scored('b1 b2 b3 d4 d5 d6 d9 d9', {
      sets: ['chow c1 c2 c3', 'chow c4 c5 c6'],
      win: 'd6',
      discard: true,
    });
    expect(awarded(r)).toEqual(['ping_hu 4']);
  });

  it('Kah Long: an edge wait won on a discard scores 0 and shows why', () => {
    const r = scored(CHOWS, { win: 'c3', discard: true });
    expect(r).toMatchObject({ win: false, reason: 'below_minimum', tai: 0 });
    expect(awarded(r)).toEqual(['kah_long 0']);
    expect(r.waits).toEqual(['c3']);
  });

  it('Kah Long: a closed wait and a pair wait on a discard fail the test too', () => {
    expect(
      awarded(scored('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9', { win: 'd5', discard: true })),
    ).toEqual(['kah_long 0']);
    expect(awarded(scored(CHOWS, { win: 'd9', discard: true }))).toEqual(['kah_long 0']);
  });

  it('the same waits self-drawn are exempt', () => {
    expect(awarded(scored(CHOWS, { win: 'c3' }))).toEqual(['ping_hu 4']);
    expect(awarded(scored(CHOWS, { win: 'd5' }))).toEqual(['ping_hu 4']);
  });

  it('c3 c4 c5 c6 waiting on c3 or c6 passes (the example of section 4)', () => {
    const won = scored('c3 c4 c5 c6 c6 b1 b2 b3 d4 d5 d6 d7 d8 d9', { win: 'c6', discard: true });
    expect(won.waits).toEqual(['c3', 'c6']);
    expect(awarded(won)).toEqual(['ping_hu 4']);
  });

  it('a wait on a tile the player holds all four of does not count', () => {
    // 13 tiles c4 c5 c6 c6 with chows c6-c8 twice declared: c6 would be a fifth copy, so only c3 remains.
    const r = scored('c3 c4 c5 c6 c6', {
      sets: ['chow c6 c7 c8', 'chow c6 c7 c8', 'chow b1 b2 b3'],
      win: 'c3',
      discard: true,
    });
    expect(r.waits).toEqual(['c3']);
    expect(awarded(r)).toEqual(['kah_long 0']);
  });

  it('robbing a kong is a discard win for the wait test', () => {
    const r = scored(CHOWS, { win: 'c3', events: ['robbing_kong'] });
    expect(awarded(r)).toEqual(['kah_long 0', 'robbing_kong 1']);
    expect(r.tai).toBe(1);
  });
});

describe('sg: Pong Pong, flushes, little dragons, little winds', () => {
  it('Pong Pong is 2', () => {
    expect(awarded(scored(PONGS, { discard: true, win: 'c9' }))).toEqual(['all_pungs 2']);
  });

  it('Half Flush is 2: one suit and at least one honour', () => {
    expect(awarded(scored('c1 c2 c3 c4 c5 c6 c7 c8 c9 N N N W W'))).toEqual(['half_flush 2']);
  });

  it('Full Flush is 4: one suit only', () => {
    expect(awarded(scored('c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c8 c8 c9 c9'))).toEqual(['full_flush 4']);
  });

  it('Half Flush with Pong Pong and a dragon adds up', () => {
    // Won on a discard that completes a pong, so not Hidden Treasure.
    const r = scored('b2 b2 b2 b5 b5 b5 b7 b7 b7 RD RD RD N N', { win: 'b7', discard: true });
    expect(awarded(r)).toEqual(['all_pungs 2', 'dragon_pong 1', 'half_flush 2']);
    expect(r.tai).toBe(5);
  });

  it('Little Dragons is 3 and the two Dragon Pong lines add (3 + 2)', () => {
    const r = scored('RD RD RD GD GD GD WD WD c1 c2 c3 d4 d5 d6');
    expect(awarded(r)).toEqual(['dragon_pong 1', 'dragon_pong 1', 'little_dragons 3']);
    expect(r.tai).toBe(5);
  });

  it('little_dragons_total: 3 in total', () => {
    const r = scored('RD RD RD GD GD GD WD WD c1 c2 c3 d4 d5 d6', {
      options: { little_dragons_total: true },
    });
    expect(awarded(r)).toEqual(['little_dragons 3']);
    expect(r.tai).toBe(3);
  });

  it('Little Winds is 4 and valued-wind lines add', () => {
    const plain = scored('E E E S S S W W W N N c1 c2 c3', {
      seat: 'N',
      round: 'N',
      options: { cap_tai: 10 },
    });
    expect(awarded(plain)).toEqual(['half_flush 2', 'little_winds 4']);
    const valued = scored('E E E S S S W W W N N c1 c2 c3', { options: { cap_tai: 10 } });
    expect(awarded(valued)).toEqual(['half_flush 2', 'little_winds 4', 'prevailing_wind 1', 'seat_wind 1']);
    expect(valued.tai).toBe(8);
  });
});

describe('sg: winning events', () => {
  it('Robbing the Kong is 1 and the konger pays as discarder', () => {
    const r = scored(PLAIN, { win: 'd8', events: ['robbing_kong'] });
    expect(awarded(r)).toEqual(['robbing_kong 1']);
    expect(r.payment).toEqual({ discarder: 2, others: 1, total: 4 });
  });

  // A replacement needs a kong or a bonus tile, and marked discard it is conflicting_events
  // (events.test.ts); here the flag is left to the event.
  it('a replacement win is 1 and counts as self-drawn', () => {
    const r = scored(PLAIN, { events: ['replacement'], bonus: 'F2' });
    expect(awarded(r)).toEqual(['replacement 1']);
    expect(r.payment).toEqual({ discarder: null, others: 2, total: 6 });
  });

  it('Picking the Pearl: self-drawn 1 Dots with five or fewer tiles left', () => {
    const pearl = 'c1 c2 c3 c5 c5 c5 b4 b5 b6 d1 d2 d3 N N';
    expect(awarded(scored(pearl, { win: 'd1', events: ['last_five'] }))).toEqual(['hai_di_lao_yue 1']);
    expect(awarded(scored(pearl, { win: 'd1', events: ['last_tile'] }))).toEqual(['hai_di_lao_yue 1']);
    // last_five is a self-draw, so a discard with it is conflicting_events (events.test.ts);
    // a discard on the last tile is no pearl.
    expect(scored(pearl, { win: 'd1', events: ['last_tile'], discard: true }).items).toEqual([]);
    expect(scored(pearl, { win: 'd2', events: ['last_five'] }).items).toEqual([]);
    expect(scored(pearl, { win: 'd1' }).items).toEqual([]);
  });
});

describe('sg: limit hands score the cap, other lines still listed', () => {
  const limitOf = (r: ReturnType<typeof scored>) => ({ tai: r.tai, limit: r.limit, win: r.win });
  const LIMIT = { tai: 5, limit: true, win: true };

  it('Big Dragons', () => {
    const r = scored('RD RD RD GD GD GD WD WD WD c1 c2 c3 d5 d5');
    expect(limitOf(r)).toEqual(LIMIT);
    expect(awarded(r)).toEqual(['big_dragons 5', 'dragon_pong 1', 'dragon_pong 1', 'dragon_pong 1']);
    expect(r.raw_tai).toBe(8);
  });

  it('Big Winds', () => {
    const r = scored('E E E S S S W W W N N N c5 c5', { seat: 'S', round: 'S' });
    expect(limitOf(r)).toEqual(LIMIT);
    expect(r.items.map((i) => i.id)).toContain('big_winds');
  });

  it('All Honours', () => {
    expect(limitOf(scored('E E E S S S RD RD RD GD GD GD N N', { seat: 'W', round: 'W' }))).toEqual(LIMIT);
  });

  it('All Terminals: pongs of 1s and 9s and a 1/9 pair', () => {
    const r = scored('c1 c1 c1 c9 c9 c9 b1 b1 b1 d9 d9 d9 b9 b9');
    expect(limitOf(r)).toEqual(LIMIT);
    expect(r.items.map((i) => i.id)).toContain('all_terminals');
  });

  it('Thirteen Orphans', () => {
    const r = scored('c1 c9 b1 b9 d1 d9 E S W N RD GD WD c1', { win: 'WD', discard: true });
    expect(limitOf(r)).toEqual(LIMIT);
    expect(awarded(r)).toEqual(['thirteen_orphans 5']);
  });

  it('Thirteen Orphans waiting on all thirteen', () => {
    const r = scored('c1 c9 b1 b9 d1 d9 E S W N RD GD WD c9', { win: 'c9' });
    expect(r.waits).toEqual(['c1', 'c9', 'b1', 'b9', 'd1', 'd9', 'E', 'S', 'W', 'N', 'RD', 'GD', 'WD']);
  });

  it('Nine Gates', () => {
    const r = scored('c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c9 c9 c9 c5', { win: 'c5' });
    expect(limitOf(r)).toEqual(LIMIT);
    expect(r.items.map((i) => i.id)).toEqual(expect.arrayContaining(['nine_gates', 'full_flush']));
    expect(r.waits).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9']);
  });

  it('Four Kongs', () => {
    const r = scored('d5 d5', {
      sets: ['kong c1 c1 c1 c1', 'kong b2 b2 b2 b2', 'concealed_kong d7 d7 d7 d7', 'kong c9 c9 c9 c9'],
    });
    expect(limitOf(r)).toEqual(LIMIT);
    expect(r.items.map((i) => i.id)).toEqual(expect.arrayContaining(['four_kongs', 'all_pungs']));
    expect(r.sets).toEqual([
      ['c1', 'c1', 'c1', 'c1'],
      ['b2', 'b2', 'b2', 'b2'],
      ['d7', 'd7', 'd7', 'd7'],
      ['c9', 'c9', 'c9', 'c9'],
      ['d5', 'd5'],
    ]);
  });

  it('All Green', () => {
    const r = scored('b2 b3 b4 b2 b3 b4 b6 b6 b6 b8 b8 b8 GD GD');
    expect(limitOf(r)).toEqual(LIMIT);
    expect(r.items.map((i) => i.id)).toContain('all_green');
  });

  it('Hidden Treasure: four concealed pongs, self-drawn', () => {
    expect(limitOf(scored(PONGS, { win: 'c9' }))).toEqual(LIMIT);
  });

  it('Hidden Treasure on a discard only when the discard forms the pair', () => {
    const pair = scored(PONGS, { win: 'N', discard: true });
    expect(limitOf(pair)).toEqual(LIMIT);
    expect(pair.items.map((i) => i.id)).toContain('hidden_treasure');
    const pong = scored(PONGS, { win: 'c9', discard: true });
    expect(awarded(pong)).toEqual(['all_pungs 2']);
  });

  it('Hidden Treasure counts concealed kongs but not exposed pongs', () => {
    const kongs = scored('c1 c1 c1 b5 b5 b5 d7 d7 d7 N N', {
      sets: ['concealed_kong c9 c9 c9 c9'],
      win: 'N',
      discard: true,
    });
    expect(kongs.items.map((i) => i.id)).toContain('hidden_treasure');
    const exposed = scored('c1 c1 c1 b5 b5 b5 d7 d7 d7 N N', { sets: ['pong c9 c9 c9'], win: 'd7' });
    expect(awarded(exposed)).toEqual(['all_pungs 2']);
  });

  it('All Flowers: all eight flowers and seasons', () => {
    expect(limitOf(scored(PLAIN, { bonus: 'F1 F2 F3 F4 S1 S2 S3 S4', seat: 'W' }))).toEqual(LIMIT);
  });

  it('Kong on Kong (implies the replacement line)', () => {
    const r = scored('c2 c3 c4 b4 b5 b6 N N', {
      sets: ['kong c7 c7 c7 c7', 'kong d1 d1 d1 d1'],
      events: ['kong_on_kong'],
    });
    expect(limitOf(r)).toEqual(LIMIT);
    expect(awarded(r)).toEqual(['kong_on_kong 5', 'replacement 1']);
    expect(r.payment).toEqual({ discarder: null, others: 32, total: 96 });
  });

  it('Heavenly: the dealer on the initial deal', () => {
    expect(limitOf(scored(PLAIN, { events: ['heavenly'] }))).toEqual(LIMIT);
    // Heavenly for South is event_not_possible (events.test.ts), not dropped.
  });

  it("Earthly: a non-dealer winning on the dealer's first discard", () => {
    expect(limitOf(scored(PLAIN, { events: ['earthly'], seat: 'S', discard: true }))).toEqual(LIMIT);
    // With the flag omitted the event makes it a discard; self-drawn or for East it is an error
    // (events.test.ts), not dropped.
    expect(limitOf(scored(PLAIN, { events: ['earthly'], seat: 'S' }))).toEqual(LIMIT);
  });

  it('a cap set by the house is what a limit hand scores', () => {
    const r = scored('RD RD RD GD GD GD WD WD WD c1 c2 c3 c5 c5', { options: { cap_tai: 8 } });
    expect(r).toMatchObject({ tai: 8, limit: true });
  });
});

describe('sg: the best reading (section 4)', () => {
  it('three identical chows beat three pongs when that scores more', () => {
    const r = scored('c1 c1 c1 c2 c2 c2 c3 c3 c3 d5 d6 d7 d9 d9');
    expect(awarded(r)).toEqual(['ping_hu 4']);
    expect(r.sets).toEqual([
      ['c1', 'c2', 'c3'],
      ['c1', 'c2', 'c3'],
      ['c1', 'c2', 'c3'],
      ['d5', 'd6', 'd7'],
      ['d9', 'd9'],
    ]);
  });

  it('three pongs beat three chows when that scores more', () => {
    // On a discard completing d5 d5 d5, so the four pongs are not all concealed.
    const r = scored('c1 c1 c1 c2 c2 c2 c3 c3 c3 d5 d5 d5 d9 d9', { win: 'd5', discard: true });
    expect(awarded(r)).toEqual(['all_pungs 2']);
  });
});

describe('sg: between readings worth the same', () => {
  it('the one that explains itself is kept: Kah Long shows rather than three bare pongs', () => {
    // c1-c3 three times could be three chows (failing the wait test on c3) or three pongs: both 0 tai.
    const r = scored('c1 c1 c1 c2 c2 c2 c3 c3 c3 d5 d6 d7 d9 d9', { win: 'c3', discard: true });
    expect(awarded(r)).toEqual(['kah_long 0']);
    expect(r.tai).toBe(0);
  });
});

describe('sg: house options (section 8)', () => {
  it('concealed_bonus adds to a concealed Ping Hu or All Chow only', () => {
    expect(awarded(scored(CHOWS, { options: { concealed_bonus: 1 } }))).toEqual([
      'concealed_bonus 1',
      'ping_hu 4',
    ]);
    expect(awarded(scored(CHOWS, { bonus: 'F2', options: { concealed_bonus: 1 } }))).toEqual([
      'all_chow 1',
      'concealed_bonus 1',
    ]);
    const open = scored('c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9', {
      sets: ['chow c1 c2 c3'],
      options: { concealed_bonus: 1 },
    });
    expect(awarded(open)).toEqual(['ping_hu 4']);
    expect(scored(PONGS, { options: { concealed_bonus: 1 } }).items.map((i) => i.id)).not.toContain(
      'concealed_bonus',
    );
  });

  it('seven pairs: not a winning hand unless the house plays it, then 4', () => {
    const pairs = 'c1 c1 c4 c4 b2 b2 b7 b7 d3 d3 d8 d8 N N';
    expect(scored(pairs)).toMatchObject({ win: false, reason: 'not_a_winning_hand' });
    const played = scored(pairs, { options: { seven_pairs: true } });
    expect(awarded(played)).toEqual(['seven_pairs 4']);
    expect(played.sets).toHaveLength(7);
  });

  it('seven pairs: four of a kind counts as two pairs', () => {
    const r = scored('c1 c1 c1 c1 b2 b2 b7 b7 d3 d3 d8 d8 N N', { options: { seven_pairs: true } });
    expect(r.items.map((i) => i.id)).toEqual(['seven_pairs']);
  });

  it('seven pairs: the flushes still count', () => {
    const r = scored('c1 c1 c2 c2 c4 c4 c5 c5 c7 c7 c8 c8 c9 c9', { options: { seven_pairs: true } });
    expect(awarded(r)).toEqual(['full_flush 4', 'seven_pairs 4']);
  });

  it('ping_hu_wait "any" counts every winning tile type', () => {
    // 13 tiles b3-b5 b4-b6 b5-b7 c5 c7 c7 c7 wait on c6 (all chows) and c5 (pair c5 and pong c7): one all-chow wait.
    const hand = 'b3 b4 b5 b4 b5 b6 b5 b6 b7 c5 c6 c7 c7 c7';
    const pattern = scored(hand, { win: 'c6', discard: true });
    expect(pattern.waits).toEqual(['c5', 'c6']);
    expect(awarded(pattern)).toEqual(['kah_long 0']);
    const any = scored(hand, { win: 'c6', discard: true, options: { ping_hu_wait: 'any' } });
    expect(awarded(any)).toEqual(['ping_hu 4']);
  });

  it('unusual hands are not winning hands unless the house plays them', () => {
    const windy = 'c1 c2 c3 b4 b5 b6 d7 d8 d9 E S W N N';
    expect(scored(windy, { seat: 'S', round: 'S' }).win).toBe(false);
    const played = scored(windy, { seat: 'S', round: 'S', options: { unusual_hands: true } });
    expect(awarded(played)).toEqual(['windy_chow 4']);
  });

  it('unusual hands: Honoured Knitting 4, Lincoln 1, Pure Knitting, Founding of Singapore, Blue Hand at the limit', () => {
    const on = { options: { unusual_hands: true } } as const;
    expect(awarded(scored('c1 c4 c7 b2 b5 b8 d3 d6 E S W N RD GD', on))).toEqual(['honoured_knitting 4']);
    expect(awarded(scored('c1 c3 c5 c7 b2 b4 b6 d1 d3 d5 d7 S W W', on))).toEqual(['lincoln 1']);
    const knit = scored('c1 b2 d3 c2 b3 d4 c4 b5 d6 c5 b6 d7 c9 c9', on);
    expect(awarded(knit)).toEqual(['pure_knitting 5']);
    expect(awarded(scored('b1 b1 b8 b9 c1 c9 c6 c5 E E E W W W', { ...on, seat: 'S', round: 'S' }))).toEqual([
      'founding_of_singapore 5',
    ]);
    const blue = scored('E E E S S S W W W d8 d8 d8 WD WD', { ...on, seat: 'N', round: 'N' });
    expect(blue.items.map((i) => i.id)).toContain('blue_hand');
    expect(blue.tai).toBe(5);
  });
});
