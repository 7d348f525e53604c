// Profile `sg`, the default Singapore table (RULES.md section 5): seed 000 for the Ping Hu
// family, seed 003 for the rest, house options of section 8. Items read in this order.
import { PROFILE_SETTINGS } from '../options';
import type { SpecialShape } from '../readings';
import { doublingPayment } from '../settlement';
import { ALL_BONUS_MASK } from '../tiles';
import type { PatternRule, Profile } from './pattern';
import * as is from './predicates';

const limit = 'limit' as const;

export const SG_PATTERNS: readonly PatternRule[] = [
  // Limit hands: the line carries the cap.
  { id: 'thirteen_orphans', name: 'Thirteen Orphans', zh: '十三幺', tai: limit, when: is.shapeIs('thirteen_orphans'),
    condition: 'One of each 1 and 9 of the three suits, each wind and each dragon, plus a second of any of them; concealed.' },
  { id: 'nine_gates', name: 'Nine Gates', zh: '九莲宝灯', tai: limit, when: is.nineGates,
    condition: 'Concealed 1112345678999 of one suit plus any one more tile of that suit.' },
  { id: 'big_dragons', name: 'Big Dragons', zh: '大三元', tai: limit, when: is.bigDragons,
    condition: 'Pongs or kongs of all three dragons.' },
  { id: 'big_winds', name: 'Big Winds', zh: '大四喜', tai: limit, when: is.bigWinds,
    condition: 'Pongs or kongs of all four winds.' },
  { id: 'all_honours', name: 'All Honours', zh: '字一色', tai: limit, when: is.allHonours,
    condition: 'Only winds and dragons.' },
  { id: 'all_terminals', name: 'All Terminals', zh: '清幺九', tai: limit, when: is.allTerminals,
    condition: 'Pongs of 1s and 9s and a pair of 1s or 9s; no honours.' },
  { id: 'all_green', name: 'All Green', zh: '绿一色', tai: limit, when: is.allGreen,
    condition: 'Only 2, 3, 4, 6 and 8 of bamboo and Green Dragons.' },
  { id: 'four_kongs', name: 'Four Kongs', zh: '十八罗汉', tai: limit, when: is.fourKongs,
    condition: 'Four kongs, exposed or concealed, and a pair.' },
  { id: 'hidden_treasure', name: 'Hidden Treasure', zh: '坎坎胡', tai: limit, when: is.fourConcealedPongs,
    condition: 'Four pongs formed in the hand (or concealed kongs) and a pair: self-drawn, or on a discard only when the discard makes the pair.' },
  { id: 'all_flowers', name: 'All Flowers', zh: '采花贼', tai: limit, when: is.allFlowers,
    condition: 'All eight flowers and seasons.' },
  { id: 'kong_on_kong', name: 'Kong on Kong', zh: '杠上杠', tai: limit, when: is.event('kong_on_kong'),
    condition: 'Two or more kongs in one turn, then a win on the replacement tile.' },
  { id: 'heavenly', name: 'Heavenly Hand', zh: '天胡', tai: limit, when: is.heavenly,
    condition: 'The dealer (East) wins on the initial deal, concealed.' },
  { id: 'earthly', name: 'Earthly Hand', zh: '地胡', tai: limit, when: is.earthly(true),
    condition: "A non-dealer wins on the dealer's first discard." },
  // Unusual hands, played when the house says so (seed 003).
  { id: 'pure_knitting', name: 'Pure Knitting', zh: '组合龙', tai: limit, when: is.shapeIs('pure_knitting'),
    condition: 'Unusual hands only. Four knitted chis (n of suit A, n+1 of suit B, n+2 of suit C) and a pair of suit A or C; concealed.' },
  { id: 'founding_of_singapore', name: 'Founding of Singapore', zh: '开埠', tai: limit,
    when: is.shapeIs('founding_of_singapore'),
    condition: 'Unusual hands only. 1 8 1 9 of bamboo, 1 9 6 5 of characters, a pong of East and a pong of West; concealed.' },
  { id: 'blue_hand', name: 'Blue Hand', zh: '蓝一色', tai: limit, when: (f) => f.h.options.unusual_hands && is.blueHand(f),
    condition: 'Unusual hands only. Four pongs and a pair of blue tiles only: the winds, 8 Dots and White Dragons.' },

  // The Ping Hu family (seed 000 wins every conflict).
  { id: 'ping_hu', name: 'Ping Hu', zh: '平胡', tai: 4, when: is.pingHu(ALL_BONUS_MASK),
    condition: 'Four chows and an unvalued pair, no flower, season or animal, and on a discard a wait on two or more tiles. Exposed chows allowed.' },
  { id: 'all_chow', name: 'All Chow', zh: '炒平胡', tai: 1, when: is.lesserPingHu(ALL_BONUS_MASK),
    condition: 'The Ping Hu shape, pair and wait, but with bonus tiles.' },
  { id: 'kah_long', name: 'Kah Long', zh: '卡窿', tai: 0, when: is.kahLong,
    condition: 'A discard win whose all-chow hand waited on one tile type only: no Ping Hu and no All Chow.' },
  { id: 'concealed_bonus', name: 'Concealed Ping Hu', zh: '门前清', tai: (o) => o.concealed_bonus,
    when: (f) => f.h.options.concealed_bonus > 0 && f.h.noDeclared
      && (is.pingHu(ALL_BONUS_MASK)(f) || is.lesserPingHu(ALL_BONUS_MASK)(f)),
    condition: 'House rule: an extra tai for a Ping Hu or All Chow with no declared set.' },
  { id: 'all_pungs', name: 'Pong Pong', zh: '对对胡', tai: 2, when: is.allPongs,
    condition: 'Four pongs or kongs and a pair.' },
  { id: 'half_flush', name: 'Half Flush', zh: '混一色', tai: 2, when: is.halfFlush,
    condition: 'One suit plus at least one honour.' },
  { id: 'full_flush', name: 'Full Flush', zh: '清一色', tai: 4, when: is.fullFlush,
    condition: 'One suit only.' },
  { id: 'little_dragons', name: 'Little Dragons', zh: '小三元', tai: 3, when: is.littleDragons,
    replaces: (o) => (o.little_dragons_total ? ['dragon_pong'] : []),
    condition: 'Two dragon pongs and a pair of the third dragon; the two Dragon Pong lines add (3 + 2), or 3 in all by house rule.' },
  { id: 'little_winds', name: 'Little Winds', zh: '小四喜', tai: 4, when: is.littleWinds,
    condition: 'Three wind pongs and a pair of the fourth wind; valued-wind lines add.' },
  { id: 'seven_pairs', name: 'Seven Pairs', zh: '七对子', tai: (o) => o.seven_pairs, when: is.shapeIs('seven_pairs'),
    condition: 'House rule: seven pairs, concealed; four of a kind counts as two pairs.' },
  { id: 'windy_chow', name: 'Windy Chow', zh: '风吃', tai: 4, when: is.shapeIs('windy_chow'),
    condition: 'Unusual hands only. A chow in each suit and one of each wind with one wind paired; concealed.' },
  { id: 'honoured_knitting', name: 'Honoured Knitting', zh: '全不靠', tai: 4, when: is.shapeIs('honoured_knitting'),
    condition: 'Unusual hands only. 14 different tiles from the honours and 1-4-7, 2-5-8, 3-6-9 of three suits; concealed.' },
  { id: 'lincoln', name: 'Lincoln Hand', zh: '林肯', tai: 1, when: is.shapeIs('lincoln'),
    condition: 'Unusual hands only. No dragons or valued winds, at most four tiles a suit, none the same or adjacent but one pair; concealed.' },

  // Sets worth tai.
  { id: 'dragon_pong', name: 'Dragon Pong', zh: '三元刻', tai: 1, when: is.dragonPongs, detail: is.dragonDetail,
    condition: 'Each pong or kong of a dragon.' },
  { id: 'seat_wind', name: 'Seat Wind', zh: '门风', tai: 1, when: is.seatWindPong, detail: is.windDetail('seat'),
    condition: 'A pong or kong of your seat wind.' },
  { id: 'prevailing_wind', name: 'Prevailing Wind', zh: '圈风', tai: 1, when: is.prevailingWindPong,
    detail: is.windDetail('prevailing'),
    condition: 'A pong or kong of the prevailing wind (both lines when it is also your seat wind).' },

  // How the hand was won.
  { id: 'robbing_kong', name: 'Robbing the Kong', zh: '抢杠', tai: 1, when: is.event('robbing_kong'),
    condition: 'Won on the tile another player added to a pong.' },
  { id: 'replacement', name: 'Flower/Kong Replacement', zh: '杠上开花', tai: 1, when: is.event('replacement'),
    condition: 'Won on the replacement tile drawn after a bonus tile or a kong.' },
  { id: 'hai_di_lao_yue', name: 'Picking the Pearl', zh: '海底捞月', tai: 1, when: is.pickingThePearl,
    condition: 'Self-drawn 1 Dots as the winning tile with five or fewer tiles left in the wall.' },

  // Bonus tiles.
  { id: 'seat_flower', name: 'Seat Flower', zh: '正花', tai: 1, when: is.seatFlowers, detail: is.seatFlowerDetail,
    condition: 'Each flower or season whose number is your seat (1 East, 2 South, 3 West, 4 North).' },
  { id: 'flower_set', name: 'Flower Set', zh: '一台花', tai: 1, when: is.flowerSets, detail: is.flowerSetDetail,
    condition: 'All four flowers, or all four seasons (each set); the seat tile keeps its own tai.' },
  { id: 'animal', name: 'Animal', zh: '动物', tai: 1, when: is.animals, detail: is.animalDetail,
    condition: 'Each animal tile.' },
  { id: 'all_animals', name: 'All Animals', zh: '四动物', tai: 1, when: is.allAnimals,
    condition: 'All four animals: one more tai (4 + 1 = 5).' },
];

export const sgProfile: Profile = {
  settings: PROFILE_SETTINGS.sg,
  patterns: SG_PATTERNS,
  specialShapes(options) {
    const shapes: SpecialShape[] = ['thirteen_orphans'];
    if (options.seven_pairs > 0) shapes.push('seven_pairs');
    if (options.unusual_hands) {
      shapes.push('windy_chow', 'honoured_knitting', 'lincoln', 'pure_knitting', 'founding_of_singapore');
    }
    return shapes;
  },
  payment: (tai, selfDrawn, options) => doublingPayment(tai, selfDrawn, options.unit),
};
