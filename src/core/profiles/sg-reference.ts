// Profile `sg-reference`, the 0–5 tai reference profile, following seed 001 literally
// (RULES.md section 6). Animals never reach this table: they are dropped when the hand is read.
import { PROFILE_SETTINGS } from '../options';
import { doublingPayment } from '../settlement';
import { FLOWER_MASK, SEASON_MASK } from '../tiles';
import type { PatternRule, Profile } from './pattern';
import * as is from './predicates';
import { ONLY_THIRTEEN_ORPHANS } from './pattern';

const limit = 'limit' as const;
const FLOWERS_AND_SEASONS = FLOWER_MASK | SEASON_MASK;

export const SG_REFERENCE_PATTERNS: readonly PatternRule[] = [
  // Five tai: the cap.
  { id: 'thirteen_orphans', name: 'Thirteen Orphans', zh: '十三幺', tai: limit, when: is.shapeIs('thirteen_orphans'),
    condition: 'One of each terminal and honour, plus one duplicate.' },
  { id: 'nine_gates', name: 'Nine Gates', zh: '九莲宝灯', tai: limit, when: is.nineGates,
    condition: 'A concealed 1112345678999 in one suit plus one tile from that suit.' },
  { id: 'big_dragons', name: 'Big Dragons', zh: '大三元', tai: limit, when: is.bigDragons,
    condition: 'Three dragon triplets or quads.' },
  { id: 'big_winds', name: 'Big Winds', zh: '大四喜', tai: limit, when: is.bigWinds,
    condition: 'Four wind triplets or quads.' },
  { id: 'all_honours', name: 'All Honours', zh: '字一色', tai: limit, when: is.allHonours,
    condition: 'Every tile is a wind or dragon.' },
  { id: 'all_terminals', name: 'All Terminals', zh: '清幺九', tai: limit, when: is.allTerminals,
    condition: 'Every tile is a 1 or 9.' },
  { id: 'all_green', name: 'All Green', zh: '绿一色', tai: limit, when: is.allGreen,
    condition: 'Only bamboo 2, 3, 4, 6 and 8, plus Green Dragons.' },
  { id: 'four_kongs', name: 'Four Kongs', zh: '十八罗汉', tai: limit, when: is.fourKongs,
    condition: 'Four kongs and one pair.' },
  { id: 'hidden_treasure', name: 'Hidden Treasure', zh: '坎坎胡', tai: limit, when: is.fourConcealedPongsSelfDrawn,
    condition: 'Four concealed triplets or quads and a self-drawn win.' },
  { id: 'kong_on_kong', name: 'Kong on Kong', zh: '杠上杠', tai: limit, when: is.event('kong_on_kong'),
    condition: 'Two or more kongs in one turn, followed by a replacement-tile win.' },
  { id: 'heavenly', name: 'Heavenly Hand', zh: '天胡', tai: limit, when: is.heavenly,
    condition: 'The dealer wins on the initial turn.' },
  { id: 'earthly', name: 'Earthly Hand', zh: '地胡', tai: limit, when: is.earthly(false),
    condition: "A non-dealer wins on the first turn or from the dealer's first discard before another claim." },

  // Hand patterns.
  { id: 'ping_hu', name: 'Ping Hu', zh: '平胡', tai: 4, when: is.pingHu(FLOWERS_AND_SEASONS),
    condition: 'Four sequences and a non-valued pair, no flowers or seasons; a discard win needs a multiple wait.' },
  { id: 'little_ping_hu', name: 'Little Ping Hu', zh: '小平胡', tai: 1, when: is.lesserPingHu(FLOWERS_AND_SEASONS),
    condition: 'Four sequences and a non-valued pair, with flowers or seasons; a discard win needs a multiple wait.' },
  { id: 'kah_long', name: 'Kah Long', zh: '卡窿', tai: 0, when: is.kahLong,
    condition: 'A discard win whose all-sequence hand waited on one tile type only: no Ping Hu.' },
  { id: 'mixed_terminals', name: 'Mixed Terminals and Honours', zh: '混幺九', tai: 4, when: is.mixedTerminals,
    replaces: () => ['all_pungs'],
    condition: 'Only terminals and honours, with at least one of each; 4 in total, including All Pungs.' },
  { id: 'all_pungs', name: 'All Pungs', zh: '对对胡', tai: 2, when: is.allPongs,
    condition: 'Four triplets or quads and one pair.' },
  { id: 'half_flush', name: 'Half Flush', zh: '混一色', tai: 2, when: is.halfFlush,
    condition: 'One numbered suit plus honour tiles.' },
  { id: 'full_flush', name: 'Full Flush', zh: '清一色', tai: 4, when: is.fullFlush,
    condition: 'Every tile belongs to one numbered suit.' },
  { id: 'little_dragons', name: 'Little Dragons', zh: '小三元', tai: 3, when: is.littleDragons,
    replaces: () => ['dragon_pong'],
    condition: 'Two dragon triplets or quads and a pair of the third dragon; 3 in total, including both dragon sets.' },
  { id: 'little_winds', name: 'Little Winds', zh: '小四喜', tai: 4, when: is.littleWinds,
    condition: 'Three wind triplets or quads and a pair of the fourth wind; valued-wind tai add separately.' },
  { id: 'fully_concealed', name: 'Fully Concealed Hand', zh: '门前清自摸', tai: 1, when: is.fullyConcealed,
    condition: 'No declared set (a concealed kong included) and a self-drawn win.' },

  // Sets.
  { id: 'dragon_pong', name: 'Dragon Pong', zh: '三元刻', tai: 1, when: is.dragonPongs, detail: is.dragonDetail,
    condition: 'Each dragon triplet or quad.' },
  { id: 'seat_wind', name: 'Seat Wind', zh: '门风', tai: 1, when: is.seatWindPong, detail: is.windDetail('seat'),
    condition: 'A triplet or quad of your seat wind.' },
  { id: 'prevailing_wind', name: 'Prevailing Wind', zh: '圈风', tai: 1, when: is.prevailingWindPong,
    detail: is.windDetail('prevailing'),
    condition: 'A triplet or quad of the round wind (both lines when it is also your seat wind).' },

  // How the hand was won.
  { id: 'robbing_kong', name: 'Robbing the Kong', zh: '抢杠', tai: 1, when: is.event('robbing_kong'),
    condition: "The winning tile comes from another player's kong declaration." },
  { id: 'replacement', name: 'Replacement-Tile Win', zh: '杠上开花', tai: 1, when: is.event('replacement'),
    condition: 'The winning tile is a replacement tile after a bonus tile or kong.' },
  { id: 'last_tile', name: 'Last-Tile Win', zh: '海底捞月', tai: 1,
    when: (f) => f.h.hasEvent('last_tile') && f.h.selfDrawn && !f.h.hasEvent('replacement'),
    condition: 'The win uses the last playable wall tile; a replacement tile does not qualify.' },

  // Bonus tiles.
  { id: 'seat_flower', name: 'Seat Flower', zh: '正花', tai: 1, when: is.seatFlowersOutsideSets,
    detail: is.seatFlowerOutsideDetail,
    condition: "Each flower or season matching your seat, unless it is part of a complete set (the set's 2 include it)." },
  { id: 'flower_set', name: 'Flower Set', zh: '一台花', tai: 2, when: is.flowerSets, detail: is.flowerSetDetail,
    condition: 'All four flowers or all four seasons: 2 in total, including the matching seat tile.' },
];

export const sgReferenceProfile: Profile = {
  settings: PROFILE_SETTINGS['sg-reference'],
  patterns: SG_REFERENCE_PATTERNS,
  specialShapes: () => ONLY_THIRTEEN_ORPHANS,
  payment: (tai, selfDrawn, options) => doublingPayment(tai, selfDrawn, options.unit),
};
