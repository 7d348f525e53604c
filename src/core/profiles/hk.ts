// Profile `hk`, Hong Kong fan (RULES.md section 7, seed 002): the special hands, the
// additional fans, and the payment table. Values are fans; the result's `tai` fields hold them.
import { PROFILE_SETTINGS } from '../options';
import { hkPayment } from '../settlement';
import type { PatternRule, Profile } from './pattern';
import * as is from './predicates';
import { ONLY_THIRTEEN_ORPHANS } from './pattern';

const limit = 'limit' as const;

export const HK_PATTERNS: readonly PatternRule[] = [
  // Limit hands.
  { id: 'thirteen_orphans', name: 'Thirteen Orphans', zh: '十三幺', tai: limit, when: is.shapeIs('thirteen_orphans'),
    condition: 'Single tiles of the 12 honours and terminals plus a pair of the 13th; concealed.' },
  { id: 'nine_gates', name: 'Nine Gates', zh: '九莲宝灯', tai: limit, when: is.pureNineGates,
    condition: 'A concealed 1112345678999 of one suit, winning on any tile of the same suit.' },
  { id: 'big_winds', name: 'Big Four Winds', zh: '大四喜', tai: limit, when: is.bigWinds,
    condition: 'Pungs of all four winds.' },
  { id: 'little_winds', name: 'Little Four Winds', zh: '小四喜', tai: limit, when: is.littleWinds,
    condition: 'Pungs of three winds and a pair of the fourth.' },
  { id: 'all_honours', name: 'All Honours', zh: '字一色', tai: limit, when: is.allHonours,
    condition: 'Honour tiles only.' },
  { id: 'all_terminals', name: 'All Terminals', zh: '清幺九', tai: limit, when: is.allTerminals,
    condition: 'Terminals (1s and 9s) only.' },
  { id: 'four_kongs', name: 'Four Kongs', zh: '十八罗汉', tai: limit, when: is.fourKongs,
    condition: 'Four kongs.' },
  { id: 'hidden_treasure', name: 'Four Concealed Pungs', zh: '四暗刻', tai: limit, when: is.fourConcealedPongsSelfDrawn,
    condition: 'Four concealed pungs and a pair, self-drawn.' },
  { id: 'heavenly', name: 'Blessing of Heaven', zh: '天胡', tai: limit, when: is.heavenly,
    condition: 'East wins with the initial hand.' },
  { id: 'earthly', name: 'Blessing of Earth', zh: '地胡', tai: limit, when: is.earthly(true),
    condition: "A non-East player wins on East's first discard." },

  // Special hands.
  { id: 'big_dragons', name: 'Big Three Dragons', zh: '大三元', tai: 8, when: is.bigDragons,
    replaces: () => ['dragon_pong'],
    condition: 'Pungs of all three dragons: 8 in total, the dragon pungs not added again.' },
  { id: 'little_dragons', name: 'Little Three Dragons', zh: '小三元', tai: 5, when: is.littleDragons,
    replaces: () => ['dragon_pong'],
    condition: 'Two dragon pungs and a pair of the third dragon: 5 in total, the dragon pungs not added again.' },
  { id: 'full_flush', name: 'Full Flush', zh: '清一色', tai: 7, when: is.fullFlush,
    condition: 'Suit tiles of one suit only.' },
  { id: 'half_flush', name: 'Half Flush', zh: '混一色', tai: 3, when: is.halfFlush,
    condition: 'Honours and suit tiles of one suit only.' },
  { id: 'all_pungs', name: 'All Pungs', zh: '对对胡', tai: 3, when: is.allPongs,
    condition: 'Pungs or kongs only, and one pair.' },
  { id: 'all_chows', name: 'All Chows', zh: '平胡', tai: 1, when: is.fourChows,
    condition: 'Sequences only, and a pair (no pair or wait restriction).' },
  { id: 'mixed_terminals', name: 'All Terminals and Honours', zh: '混幺九', tai: 1, when: is.terminalsAndHonours,
    condition: 'No tiles other than ones, nines, winds and dragons.' },
  { id: 'chicken', name: 'Chicken Hand', zh: '鸡胡', tai: 0, when: () => true, alone: true,
    condition: 'A hand with no value.' },

  // Additional fans.
  { id: 'dragon_pong', name: 'Dragon Pung', zh: '三元刻', tai: 1, when: is.dragonPongs, detail: is.dragonDetail,
    condition: 'Each pung or kong of dragons.' },
  { id: 'seat_wind', name: 'Seat Wind', zh: '门风', tai: 1, when: is.seatWindPong, detail: is.windDetail('seat'),
    condition: "A pung or kong of the player's seat wind." },
  { id: 'prevailing_wind', name: 'Prevailing Wind', zh: '圈风', tai: 1, when: is.prevailingWindPong,
    detail: is.windDetail('prevailing'),
    condition: 'A pung or kong of the round wind.' },
  { id: 'self_drawn', name: 'Self-drawn Win', zh: '自摸', tai: 1, when: is.selfDrawn,
    condition: 'Drawing the winning tile (a replacement tile counts).' },
  { id: 'last_tile', name: 'Last Tile Draw/Discard', zh: '海底捞月', tai: 1, when: is.event('last_tile'),
    condition: 'Winning on the very last tile or the discard that follows it.' },
  { id: 'replacement', name: 'Out on Replacement Tile', zh: '杠上开花', tai: 1, when: is.event('replacement'),
    condition: 'Winning on a replacement tile.' },
  { id: 'robbing_kong', name: 'Robbing the Kong', zh: '抢杠', tai: 1, when: is.event('robbing_kong'),
    condition: 'Winning on a tile used to extend a kong.' },
  { id: 'no_flowers', name: 'No Flowers or Seasons', zh: '无花', tai: 1, when: is.noFlowers,
    condition: 'No flower or season tile on winning.' },
  { id: 'seat_flower', name: 'Seat Flower or Season', zh: '正花', tai: 1, when: is.seatFlowers,
    detail: is.seatFlowerDetail,
    condition: 'Each flower or season matching your seat (1 East, 2 South, 3 West, 4 North).' },
  { id: 'flower_set', name: 'All Flowers or Seasons', zh: '一台花', tai: 2, when: is.flowerSets,
    detail: is.flowerSetDetail,
    condition: 'One of each flower, or one of each season (each set).' },
];

export const hkProfile: Profile = {
  settings: PROFILE_SETTINGS.hk,
  patterns: HK_PATTERNS,
  specialShapes: () => ONLY_THIRTEEN_ORPHANS,
  payment: (fans, selfDrawn, options) => hkPayment(fans, selfDrawn, options.min_tai, options.cap_tai, options.unit),
};
