// One example hand per pattern id of each profile's table, the clearest we could find (few other lines).
import type { HandInput, ProfileId } from '../../../core';
import { h, type Spec } from './fixture';

// PLAIN scores nothing; CHOWS is Ping Hu self-drawn (on a discard, S is a pair wait and c4 a two-way one).
const PLAIN = 'c2 c3 c4 c7 c7 c7 b3 b4 b5 d6 d7 d8 W W';
const CHOWS = 'c2 c3 c4 c5 c6 c7 b6 b7 b8 d1 d2 d3 S S';
const ORPHANS = 'c1 c9 b1 b9 d1 d9 E S W N RD GD WD d9';
const GATES = 'd1 d1 d1 d2 d3 d4 d5 d6 d7 d8 d9 d9 d9 d7';
const BIG_DRAGONS = 'RD RD RD GD GD GD WD WD WD b2 b3 b4 c7 c7';
const LITTLE_DRAGONS = 'RD RD RD GD GD GD WD WD b1 b2 b3 d6 d7 d8';
const LITTLE_WINDS = 'E E E S S S W W W N N c5 c6 c7';
const HONOURS = 'E E E S S S RD RD RD GD GD GD N N';
const TERMINALS = 'c1 c1 c1 c9 c9 c9 b1 b1 b1 d9 d9 d9 b9 b9';
const PAIRS = 'c1 c1 c4 c4 b2 b2 b7 b7 d3 d3 d8 d8 N N';
const MIXED = 'c9 c9 c9 d1 d1 d1 b9 b9 b9 N N N RD RD';
const GREEN = 'b2 b3 b4 b2 b3 b4 b6 b6 b6 b8 b8 b8 GD GD';
const PONGS = 'c2 c2 c2 b6 b6 b6 d3 d3 d3 c8 c8 c8 N N';
const OPEN_PONGS = 'c2 c2 c2 b6 b6 b6 d3 d3 d3 N N';
const HALF = 'c1 c2 c3 c4 c5 c6 c6 c7 c8 W W W N N';
const FULL = 'd1 d2 d3 d4 d5 d6 d7 d7 d7 d8 d8 d8 d9 d9';
const PEARL = 'd1 d2 d3 c7 c7 c7 b3 b4 b5 c2 c3 c4 W W';
const OPEN_PLAIN = 'c7 c7 c7 b3 b4 b5 d6 d7 d8 W W';
const SETS = 'RD RD RD c2 c3 c4 b4 b5 b6 d7 d8 d9 N N';
const pong = (tile: string): string => SETS.replace('RD RD RD', `${tile} ${tile} ${tile}`);

const D = { discard: true } as const;
const D7 = { win: 'd7', discard: true } as const;
const D8 = { win: 'd8', discard: true } as const;
const U = { options: { unusual_hands: true } } as const;
const KONGS = {
  sets: ['kong c1 c1 c1 c1', 'kong b2 b2 b2 b2', 'concealed_kong d7 d7 d7 d7', 'kong c9 c9 c9 c9'],
};
const WINDS: [string, Spec] = ['E E E W W W N N N d5 d5', { sets: ['pong S S S'], win: 'E', discard: true }];
const KONG_ON_KONG: [string, Spec] = [
  'c2 c3 c4 b3 b4 b5 W W',
  { sets: ['kong c7 c7 c7 c7', 'kong d1 d1 d1 d1'], events: ['kong_on_kong'], win: 'b5' },
];
const OPEN_CHOW = { sets: ['chow c2 c3 c4'] };

const sg = (tiles: string, spec?: Spec): HandInput => h('sg', tiles, spec);
const ref = (tiles: string, spec?: Spec): HandInput => h('sg-reference', tiles, spec);
// Flower 2 scores nothing for East and keeps hk's "no flowers" fan out of the way.
const hk = (tiles: string, spec: Spec = {}): HandInput => h('hk', tiles, { bonus: 'F2', ...spec });

export const PATTERN_EXAMPLES: Record<ProfileId, Record<string, HandInput>> = {
  sg: {
    thirteen_orphans: sg(ORPHANS),
    nine_gates: sg(GATES),
    big_dragons: sg(BIG_DRAGONS, { win: 'b3' }),
    big_winds: sg(...WINDS),
    all_honours: sg(HONOURS, { seat: 'W', round: 'W', win: 'E', ...D }),
    all_terminals: sg(TERMINALS, { win: 'd9', ...D }),
    all_green: sg(GREEN),
    four_kongs: sg('d5 d5', KONGS),
    hidden_treasure: sg(PONGS),
    all_flowers: sg(PLAIN, { bonus: 'F1 F2 F3 F4 S1 S2 S3 S4' }),
    kong_on_kong: sg(...KONG_ON_KONG),
    heavenly: sg(PLAIN, { events: ['heavenly'] }),
    earthly: sg(PLAIN, { ...D7, seat: 'S', events: ['earthly'] }),
    pure_knitting: sg('c1 b2 d3 c4 b5 d6 c5 b6 d7 c2 b3 d4 d9 d9', U),
    founding_of_singapore: sg('b1 b1 b8 b9 c1 c9 c6 c5 E E E W W W', { ...U, seat: 'S', round: 'S' }),
    blue_hand: sg('S S S N N N d8 d8 d8 WD WD', { ...U, sets: ['pong W W W'] }),
    ping_hu: sg(CHOWS),
    all_chow: sg(CHOWS, { bonus: 'F2' }),
    kah_long: sg(CHOWS, D),
    concealed_bonus: sg(CHOWS, { options: { concealed_bonus: 1 } }),
    all_pungs: sg(OPEN_PONGS, { sets: ['pong c8 c8 c8'] }),
    half_flush: sg(HALF),
    full_flush: sg(FULL),
    little_dragons: sg(LITTLE_DRAGONS, { win: 'b3' }),
    little_winds: sg(LITTLE_WINDS, { seat: 'N', round: 'N', win: 'c6' }),
    seven_pairs: sg(PAIRS, { options: { seven_pairs: true } }),
    windy_chow: sg('c4 c5 c6 b1 b2 b3 d7 d8 d9 E S W N W', U),
    honoured_knitting: sg('c1 c4 c7 b2 b5 b8 d3 d6 E S W N RD GD', U),
    lincoln: sg('c1 c4 c7 c9 b2 b5 b8 d3 d6 d9 S S W N', U),
    dragon_pong: sg(SETS),
    seat_wind: sg(pong('S'), { seat: 'S' }),
    prevailing_wind: sg(pong('W'), { round: 'W' }),
    robbing_kong: sg(PLAIN, { ...D7, events: ['robbing_kong'] }),
    replacement: sg(PLAIN, { events: ['replacement'], bonus: 'F2' }),
    human_hand: sg(PLAIN, { ...D, seat: 'S', events: ['human'], options: { human_hand: true } }),
    valued_pair: sg(CHOWS, { seat: 'S' }),
    fully_concealed: sg(PLAIN, { options: { fully_concealed: 1 } }),
    mixed_terminals: sg(MIXED, { options: { mixed_terminals: 3 } }),
    hai_di_lao_yue: sg(PEARL, { win: 'd1', events: ['last_five'] }),
    seat_flower: sg(PLAIN, { bonus: 'F1' }),
    flower_set: sg(PLAIN, { bonus: 'S1 S2 S3 S4' }),
    animal: sg(PLAIN, { bonus: 'CAT' }),
    all_animals: sg(PLAIN, { bonus: 'CAT RAT ROOSTER CENTIPEDE' }),
  },
  // Mostly discard wins, to keep Fully Concealed out of the way.
  'sg-reference': {
    thirteen_orphans: ref(ORPHANS, D),
    nine_gates: ref(GATES, D),
    big_dragons: ref(BIG_DRAGONS, { win: 'b3', ...D }),
    big_winds: ref(...WINDS),
    all_honours: ref(HONOURS, { seat: 'W', round: 'W', win: 'E', ...D }),
    all_terminals: ref(TERMINALS, { win: 'd9', ...D }),
    all_green: ref(GREEN, D),
    four_kongs: ref('d5 d5', { ...KONGS, ...D }),
    hidden_treasure: ref(PONGS),
    kong_on_kong: ref(...KONG_ON_KONG),
    heavenly: ref(PLAIN, { events: ['heavenly'] }),
    earthly: ref(PLAIN, { ...D7, seat: 'S', events: ['earthly'] }),
    ping_hu: ref(CHOWS, { win: 'c4', ...D }),
    little_ping_hu: ref(CHOWS, { win: 'c4', ...D, bonus: 'F2' }),
    kah_long: ref(CHOWS, D),
    mixed_terminals: ref(MIXED, { win: 'b9', ...D }),
    all_pungs: ref(OPEN_PONGS, { sets: ['pong c8 c8 c8'], ...D }),
    half_flush: ref(HALF, { win: 'c5', ...D }),
    full_flush: ref(FULL, D),
    little_dragons: ref(LITTLE_DRAGONS, { win: 'b3', ...D }),
    little_winds: ref(LITTLE_WINDS, { seat: 'N', round: 'N', win: 'c6', ...D }),
    fully_concealed: ref(PLAIN),
    dragon_pong: ref(SETS, D8),
    seat_wind: ref(pong('S'), { ...D8, seat: 'S' }),
    prevailing_wind: ref(pong('W'), { ...D8, round: 'W' }),
    robbing_kong: ref(PLAIN, { ...D7, events: ['robbing_kong'] }),
    replacement: ref(OPEN_PLAIN, { ...OPEN_CHOW, events: ['replacement'], bonus: 'S2' }),
    valued_pair: ref(CHOWS, { seat: 'S' }),
    last_tile: ref(OPEN_PLAIN, { ...OPEN_CHOW, events: ['last_tile'] }),
    seat_flower: ref(PLAIN, { ...D7, bonus: 'F1' }),
    flower_set: ref(PLAIN, { ...D7, bonus: 'F1 F2 F3 F4' }),
  },
  hk: {
    thirteen_orphans: hk(ORPHANS, D),
    nine_gates: hk(GATES, D),
    big_winds: hk('E E E S S S W W W N N N d5 d5', D),
    little_winds: hk(LITTLE_WINDS, { seat: 'N', round: 'N', win: 'c6', ...D }),
    all_honours: hk(HONOURS, { seat: 'W', round: 'W', win: 'E', ...D }),
    all_terminals: hk(TERMINALS, { win: 'd9', ...D }),
    four_kongs: hk('d5 d5', { ...KONGS, ...D }),
    hidden_treasure: hk(PONGS),
    heavenly: hk(PLAIN, { events: ['heavenly'] }),
    earthly: hk(PLAIN, { ...D7, seat: 'S', bonus: 'F3', events: ['earthly'] }),
    big_dragons: hk(BIG_DRAGONS, { win: 'b3', ...D }),
    little_dragons: hk(LITTLE_DRAGONS, { win: 'b3', ...D }),
    full_flush: hk(FULL, D),
    half_flush: hk(HALF, { win: 'c5', ...D }),
    all_pungs: hk(OPEN_PONGS, { sets: ['pong c8 c8 c8'], ...D }),
    all_chows: hk(CHOWS, { win: 'c4', ...D }),
    mixed_terminals: hk(MIXED, { win: 'b9', ...D }),
    chicken: hk(PLAIN, D7),
    dragon_pong: hk(SETS, D8),
    seat_wind: hk(pong('S'), { ...D8, seat: 'S', bonus: 'F3' }),
    prevailing_wind: hk(pong('W'), { ...D8, round: 'W' }),
    self_drawn: hk(PLAIN),
    last_tile: hk(PLAIN, { ...D7, events: ['last_tile'] }),
    replacement: hk(PLAIN, { events: ['replacement'] }),
    robbing_kong: hk(PLAIN, { ...D7, events: ['robbing_kong'] }),
    no_flowers: hk(PLAIN, { ...D7, bonus: '' }),
    seven_pairs: hk(PAIRS, { options: { seven_pairs: true } }),
    concealed_hand: hk(PLAIN, { options: { concealed_hand: 1 } }),
    seat_flower: hk(PLAIN, { ...D7, bonus: 'F1' }),
    flower_set: hk(PLAIN, { ...D7, bonus: 'S1 S2 S3 S4' }),
  },
};
