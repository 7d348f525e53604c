// Profile `sg`, the default Singapore table (RULES.md section 5): seed 000 for the Ping Hu
// family, seed 003 for the rest, house options of section 8. The patterns it shares with the
// other tables are in shared.ts; here are its own and the order its items are read in.
import { PROFILE_SETTINGS } from '../profile-settings';
import type { SpecialShape } from '../readings';
import { winPayment } from '../settlement';
import type { PatternRule, Profile } from './pattern';
import * as is from './predicates';
import { tableOf } from './shared';

const limit = 'limit' as const;

const OWN = {
  all_flowers: {
    id: 'all_flowers',
    name: 'All Flowers',
    zh: '八仙过海',
    tai: limit,
    when: is.allFlowers,
    bonus: true,
    condition: 'All eight flowers and seasons.',
  },
  human_hand: {
    id: 'human_hand',
    name: 'Human Hand',
    zh: '人胡',
    tai: limit,
    houseRule: 'human_hand',
    when: (f) => f.h.options.human_hand && f.h.hasEvent('human'),
    condition:
      'House rule: a non-dealer wins on a discard in the first round, before any claim, other than the dealer’s first discard.',
  },
  // Unusual hands, played when the house says so (seed 003).
  pure_knitting: {
    id: 'pure_knitting',
    name: 'Pure Knitting',
    zh: '组合龙',
    tai: limit,
    houseRule: 'unusual_hands',
    when: is.shapeIs('pure_knitting'),
    condition:
      'Unusual hands only. Four knitted chis (n of suit A, n+1 of suit B, n+2 of suit C) and a pair of suit A or C; concealed.',
  },
  founding_of_singapore: {
    id: 'founding_of_singapore',
    name: 'Founding of Singapore',
    zh: '开埠',
    tai: limit,
    houseRule: 'unusual_hands',
    when: is.shapeIs('founding_of_singapore'),
    condition:
      'Unusual hands only. 1 8 1 9 of bamboo, 1 9 6 5 of characters, a pong of East and a pong of West; concealed.',
  },
  blue_hand: {
    id: 'blue_hand',
    name: 'Blue Hand',
    zh: '蓝一色',
    tai: limit,
    houseRule: 'unusual_hands',
    when: (f) => f.h.options.unusual_hands && is.blueHand(f),
    condition:
      'Unusual hands only. Four pongs and a pair of blue tiles only: the winds, 8 Dots and White Dragons.',
  },
  all_chow: {
    id: 'all_chow',
    name: 'All Chow',
    zh: '炒平胡',
    tai: 1,
    when: is.lesserPingHu,
    condition: 'The Ping Hu shape, pair and wait, but with bonus tiles.',
  },
  concealed_bonus: {
    id: 'concealed_bonus',
    name: 'Concealed Ping Hu',
    zh: '门前清平胡',
    tai: (o) => o.concealed_bonus,
    houseRule: 'concealed_bonus',
    when: (f) => f.h.noDeclared && (is.pingHu(f) || is.lesserPingHu(f)),
    condition: 'House rule: an extra tai for a Ping Hu or All Chow with no declared set.',
  },
  windy_chow: {
    id: 'windy_chow',
    name: 'Windy Chow',
    zh: '风吃',
    tai: 4,
    houseRule: 'unusual_hands',
    when: is.shapeIs('windy_chow'),
    condition:
      'Unusual hands only. A chow in each suit and one of each wind with one wind paired; concealed.',
  },
  honoured_knitting: {
    id: 'honoured_knitting',
    name: 'Honoured Knitting',
    zh: '全不靠',
    tai: 4,
    houseRule: 'unusual_hands',
    when: is.shapeIs('honoured_knitting'),
    condition:
      'Unusual hands only. 14 different tiles from the honours and 1-4-7, 2-5-8, 3-6-9 of three suits; concealed.',
  },
  lincoln: {
    id: 'lincoln',
    name: 'Lincoln Hand',
    zh: '林肯',
    tai: 1,
    houseRule: 'unusual_hands',
    when: is.shapeIs('lincoln'),
    condition:
      'Unusual hands only. No dragons or valued winds, at most four tiles a suit, none the same or adjacent but one pair; concealed.',
  },
  hai_di_lao_yue: {
    id: 'hai_di_lao_yue',
    name: 'Picking the Pearl',
    zh: '海底捞月',
    tai: 1,
    when: is.pickingThePearl,
    condition: 'Self-drawn 1 Dots as the winning tile with five or fewer tiles left in the wall.',
  },
  animal: {
    id: 'animal',
    name: 'Animal',
    zh: '动物',
    tai: 1,
    when: is.animals,
    detail: is.animalDetail,
    bonus: true,
    condition: 'Each animal tile.',
  },
  all_animals: {
    id: 'all_animals',
    name: 'All Animals',
    zh: '四动物',
    tai: 1,
    when: is.allAnimals,
    bonus: true,
    condition: 'All four animals: one more tai (4 + 1 = 5).',
  },
} as const satisfies Record<string, PatternRule>;

export const SG_PATTERNS: readonly PatternRule[] = tableOf('sg', [
  // Limit hands: the line carries the cap.
  'thirteen_orphans',
  'nine_gates',
  'big_dragons',
  'big_winds',
  'all_honours',
  'all_terminals',
  'all_green',
  'four_kongs',
  'hidden_treasure',
  OWN.all_flowers,
  'kong_on_kong',
  'heavenly',
  'earthly',
  OWN.human_hand,
  OWN.pure_knitting,
  OWN.founding_of_singapore,
  OWN.blue_hand,
  // The Ping Hu family (seed 000 wins every conflict).
  'ping_hu',
  OWN.all_chow,
  'kah_long',
  'valued_pair',
  OWN.concealed_bonus,
  'fully_concealed',
  // Hand patterns.
  'mixed_terminals',
  'all_pungs',
  'half_flush',
  'full_flush',
  'little_dragons',
  'little_winds',
  'seven_pairs',
  OWN.windy_chow,
  OWN.honoured_knitting,
  OWN.lincoln,
  // Sets worth tai.
  'dragon_pong',
  'seat_wind',
  'prevailing_wind',
  // How the hand was won.
  'robbing_kong',
  'replacement',
  OWN.hai_di_lao_yue,
  // Bonus tiles.
  'seat_flower',
  'flower_set',
  OWN.animal,
  OWN.all_animals,
]);

export const sgProfile: Profile = {
  settings: PROFILE_SETTINGS.sg,
  patterns: SG_PATTERNS,
  bonusPatterns: SG_PATTERNS.filter((rule) => rule.bonus),
  specialShapes(options) {
    const shapes: SpecialShape[] = ['thirteen_orphans'];
    if (options.seven_pairs > 0) shapes.push('seven_pairs');
    if (options.unusual_hands) {
      shapes.push('windy_chow', 'honoured_knitting', 'lincoln', 'pure_knitting', 'founding_of_singapore');
    }
    return shapes;
  },
  payment: (tai, selfDrawn, options) => winPayment('sg', tai, selfDrawn, options),
};
