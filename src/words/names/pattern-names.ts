// Every scored item's name, by its id (RULES.md section 3), as each table says it. The Singapore
// tables (sg, and sg-reference where its seed names a pattern the same) share one name per pattern;
// the Hong Kong table has its own names (雞糊, 對對糊, 平糊 …), so its ids say `hk`. The English of each
// is the core's item name, which the command line's JSON keeps (names.test.ts checks they agree).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProfileId } from '../../core/types';

type Names = Readonly<Record<string, MessageDescriptor>>;

/** The Singapore table's names (profile sg), and sg-reference's where it says the same. */
const SINGAPORE = {
  thirteen_orphans: msg({ id: 'pattern.thirteen_orphans', message: 'Thirteen Orphans' }),
  nine_gates: msg({ id: 'pattern.nine_gates', message: 'Nine Gates' }),
  big_dragons: msg({ id: 'pattern.big_dragons', message: 'Big Dragons' }),
  big_winds: msg({ id: 'pattern.big_winds', message: 'Big Winds' }),
  all_honours: msg({ id: 'pattern.all_honours', message: 'All Honours' }),
  all_terminals: msg({ id: 'pattern.all_terminals', message: 'All Terminals' }),
  all_green: msg({ id: 'pattern.all_green', message: 'All Green' }),
  four_kongs: msg({ id: 'pattern.four_kongs', message: 'Four Kongs' }),
  hidden_treasure: msg({ id: 'pattern.hidden_treasure', message: 'Hidden Treasure' }),
  all_flowers: msg({ id: 'pattern.all_flowers', message: 'All Flowers' }),
  kong_on_kong: msg({ id: 'pattern.kong_on_kong', message: 'Kong on Kong' }),
  heavenly: msg({ id: 'pattern.heavenly', message: 'Heavenly Hand' }),
  earthly: msg({ id: 'pattern.earthly', message: 'Earthly Hand' }),
  human_hand: msg({ id: 'pattern.human_hand', message: 'Human Hand' }),
  pure_knitting: msg({ id: 'pattern.pure_knitting', message: 'Pure Knitting' }),
  founding_of_singapore: msg({ id: 'pattern.founding_of_singapore', message: 'Founding of Singapore' }),
  blue_hand: msg({ id: 'pattern.blue_hand', message: 'Blue Hand' }),
  ping_hu: msg({ id: 'pattern.ping_hu', message: 'Ping Hu' }),
  all_chow: msg({ id: 'pattern.all_chow', message: 'All Chow' }),
  kah_long: msg({ id: 'pattern.kah_long', message: 'Kah Long' }),
  valued_pair: msg({ id: 'pattern.valued_pair', message: 'Valued Pair' }),
  concealed_bonus: msg({ id: 'pattern.concealed_bonus', message: 'Concealed Ping Hu' }),
  fully_concealed: msg({ id: 'pattern.fully_concealed', message: 'Fully Concealed' }),
  mixed_terminals: msg({ id: 'pattern.mixed_terminals', message: 'Mixed Terminals' }),
  all_pungs: msg({ id: 'pattern.all_pungs', message: 'Pong Pong' }),
  half_flush: msg({ id: 'pattern.half_flush', message: 'Half Flush' }),
  full_flush: msg({ id: 'pattern.full_flush', message: 'Full Flush' }),
  little_dragons: msg({ id: 'pattern.little_dragons', message: 'Little Dragons' }),
  little_winds: msg({ id: 'pattern.little_winds', message: 'Little Winds' }),
  seven_pairs: msg({ id: 'pattern.seven_pairs', message: 'Seven Pairs' }),
  windy_chow: msg({ id: 'pattern.windy_chow', message: 'Windy Chow' }),
  honoured_knitting: msg({ id: 'pattern.honoured_knitting', message: 'Honoured Knitting' }),
  lincoln: msg({ id: 'pattern.lincoln', message: 'Lincoln Hand' }),
  dragon_pong: msg({ id: 'pattern.dragon_pong', message: 'Dragon Pong' }),
  seat_wind: msg({ id: 'pattern.seat_wind', message: 'Seat Wind' }),
  prevailing_wind: msg({ id: 'pattern.prevailing_wind', message: 'Prevailing Wind' }),
  robbing_kong: msg({ id: 'pattern.robbing_kong', message: 'Robbing the Kong' }),
  replacement: msg({ id: 'pattern.replacement', message: 'Flower/Kong Replacement' }),
  hai_di_lao_yue: msg({ id: 'pattern.hai_di_lao_yue', message: 'Picking the Pearl' }),
  seat_flower: msg({ id: 'pattern.seat_flower', message: 'Seat Flower' }),
  flower_set: msg({ id: 'pattern.flower_set', message: 'Flower Set' }),
  animal: msg({ id: 'pattern.animal', message: 'Animal' }),
  all_animals: msg({ id: 'pattern.all_animals', message: 'All Animals' }),
} satisfies Names;

/** Where the 0–5 tai reference (seed 001) names a pattern its own way, or has one sg has not. */
const SG_REFERENCE_OWN = {
  little_ping_hu: msg({ id: 'pattern.sg-reference.little_ping_hu', message: 'Little Ping Hu' }),
  mixed_terminals: msg({
    id: 'pattern.sg-reference.mixed_terminals',
    message: 'Mixed Terminals and Honours',
  }),
  all_pungs: msg({ id: 'pattern.sg-reference.all_pungs', message: 'All Pungs' }),
  fully_concealed: msg({ id: 'pattern.sg-reference.fully_concealed', message: 'Fully Concealed Hand' }),
  replacement: msg({ id: 'pattern.sg-reference.replacement', message: 'Replacement-Tile Win' }),
  last_tile: msg({ id: 'pattern.sg-reference.last_tile', message: 'Last-Tile Win' }),
} satisfies Names;

/** The Hong Kong table's names (seed 002), as Hong Kong players say them. */
const HONG_KONG = {
  thirteen_orphans: msg({ id: 'pattern.hk.thirteen_orphans', message: 'Thirteen Orphans' }),
  nine_gates: msg({ id: 'pattern.hk.nine_gates', message: 'Nine Gates' }),
  big_winds: msg({ id: 'pattern.hk.big_winds', message: 'Big Four Winds' }),
  little_winds: msg({ id: 'pattern.hk.little_winds', message: 'Little Four Winds' }),
  all_honours: msg({ id: 'pattern.hk.all_honours', message: 'All Honours' }),
  all_terminals: msg({ id: 'pattern.hk.all_terminals', message: 'All Terminals' }),
  four_kongs: msg({ id: 'pattern.hk.four_kongs', message: 'Four Kongs' }),
  hidden_treasure: msg({ id: 'pattern.hk.hidden_treasure', message: 'Four Concealed Pungs' }),
  heavenly: msg({ id: 'pattern.hk.heavenly', message: 'Blessing of Heaven' }),
  earthly: msg({ id: 'pattern.hk.earthly', message: 'Blessing of Earth' }),
  big_dragons: msg({ id: 'pattern.hk.big_dragons', message: 'Big Three Dragons' }),
  little_dragons: msg({ id: 'pattern.hk.little_dragons', message: 'Little Three Dragons' }),
  full_flush: msg({ id: 'pattern.hk.full_flush', message: 'Full Flush' }),
  half_flush: msg({ id: 'pattern.hk.half_flush', message: 'Half Flush' }),
  all_pungs: msg({ id: 'pattern.hk.all_pungs', message: 'All Pungs' }),
  all_chows: msg({ id: 'pattern.hk.all_chows', message: 'All Chows' }),
  mixed_terminals: msg({ id: 'pattern.hk.mixed_terminals', message: 'All Terminals and Honours' }),
  seven_pairs: msg({ id: 'pattern.hk.seven_pairs', message: 'Seven Pairs' }),
  chicken: msg({ id: 'pattern.hk.chicken', message: 'Chicken Hand' }),
  dragon_pong: msg({ id: 'pattern.hk.dragon_pong', message: 'Dragon Pung' }),
  seat_wind: msg({ id: 'pattern.hk.seat_wind', message: 'Seat Wind' }),
  prevailing_wind: msg({ id: 'pattern.hk.prevailing_wind', message: 'Prevailing Wind' }),
  concealed_hand: msg({ id: 'pattern.hk.concealed_hand', message: 'Concealed Hand' }),
  self_drawn: msg({ id: 'pattern.hk.self_drawn', message: 'Self-drawn Win' }),
  last_tile: msg({ id: 'pattern.hk.last_tile', message: 'Last Tile Draw/Discard' }),
  replacement: msg({ id: 'pattern.hk.replacement', message: 'Out on Replacement Tile' }),
  robbing_kong: msg({ id: 'pattern.hk.robbing_kong', message: 'Robbing the Kong' }),
  no_flowers: msg({ id: 'pattern.hk.no_flowers', message: 'No Flowers or Seasons' }),
  seat_flower: msg({ id: 'pattern.hk.seat_flower', message: 'Seat Flower or Season' }),
  flower_set: msg({ id: 'pattern.hk.flower_set', message: 'All Flowers or Seasons' }),
} satisfies Names;

/** The patterns the reference plays under the Singapore table's names. */
const SG_REFERENCE_SHARED = [
  'thirteen_orphans',
  'nine_gates',
  'big_dragons',
  'big_winds',
  'all_honours',
  'all_terminals',
  'all_green',
  'four_kongs',
  'hidden_treasure',
  'kong_on_kong',
  'heavenly',
  'earthly',
  'ping_hu',
  'kah_long',
  'valued_pair',
  'half_flush',
  'full_flush',
  'little_dragons',
  'little_winds',
  'dragon_pong',
  'seat_wind',
  'prevailing_wind',
  'robbing_kong',
  'seat_flower',
  'flower_set',
] as const satisfies readonly (keyof typeof SINGAPORE)[];

/** Each table's names of its patterns, by pattern id. */
export const PATTERN_NAMES: Readonly<Record<ProfileId, Names>> = {
  sg: SINGAPORE,
  'sg-reference': {
    ...Object.fromEntries(SG_REFERENCE_SHARED.map((id) => [id, SINGAPORE[id]])),
    ...SG_REFERENCE_OWN,
  },
  hk: HONG_KONG,
};
