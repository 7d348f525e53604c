// The patterns several profiles share, each declared once: one id, one element, its predicate once,
// and a value per profile (with the table's own name and condition where its seed words them so).
// A profile file keeps only its own patterns and the order its items are read in (tableOf).
// Where a table's condition really differs (hk's strict nine gates, sg's Hidden Treasure on a
// discard), the entry says so in that profile's value, next to the shared predicate.
import type { ProfileId } from '../types';
import type { PatternRule } from './pattern';
import * as is from './predicates';

type When = PatternRule['when'];

/** What a pattern is at one table. Unset fields are the shared entry's. */
interface AtTable {
  readonly tai: PatternRule['tai'];
  readonly name?: string;
  readonly zh?: string;
  readonly condition?: string;
  /** This table's own condition, where its seed differs from the shared one. */
  readonly when?: When;
  readonly detail?: PatternRule['detail'];
  readonly replaces?: PatternRule['replaces'];
  readonly houseRule?: PatternRule['houseRule'];
}

interface SharedPattern {
  readonly name: string;
  readonly zh: string;
  readonly when: When;
  readonly detail?: PatternRule['detail'];
  readonly bonus?: boolean;
  readonly at: Partial<Record<ProfileId, AtTable>>;
}

const limit = 'limit' as const;
const noDragonPongs = (): readonly string[] => ['dragon_pong'];
const noAllPungs = (): readonly string[] => ['all_pungs'];

export const SHARED_PATTERNS = {
  thirteen_orphans: {
    name: 'Thirteen Orphans',
    zh: '十三幺',
    when: is.shapeIs('thirteen_orphans'),
    at: {
      sg: {
        tai: limit,
        condition:
          'One of each 1 and 9 of the three suits, each wind and each dragon, plus a second of any of them; concealed.',
      },
      'sg-reference': { tai: limit, condition: 'One of each terminal and honour, plus one duplicate.' },
      hk: {
        tai: limit,
        condition: 'Single tiles of the 12 honours and terminals plus a pair of the 13th; concealed.',
      },
    },
  },
  nine_gates: {
    name: 'Nine Gates',
    zh: '九莲宝灯',
    when: is.nineGates,
    at: {
      sg: {
        tai: limit,
        condition: 'Concealed 1112345678999 of one suit plus any one more tile of that suit.',
      },
      'sg-reference': {
        tai: limit,
        condition: 'A concealed 1112345678999 in one suit plus one tile from that suit.',
      },
      hk: {
        tai: limit,
        zh: '九子连环',
        when: (f) => (f.h.options.nine_gates_strict ? is.pureNineGates(f) : is.nineGates(f)),
        condition: 'A concealed 1112345678999 of one suit, winning on any tile of the same suit.',
      },
    },
  },
  big_dragons: {
    name: 'Big Dragons',
    zh: '大三元',
    when: is.bigDragons,
    at: {
      sg: { tai: limit, condition: 'Pongs or kongs of all three dragons.' },
      'sg-reference': { tai: limit, condition: 'Three dragon triplets or quads.' },
      hk: {
        tai: 8,
        name: 'Big Three Dragons',
        replaces: noDragonPongs,
        condition: 'Pungs of all three dragons: 8 in total, the dragon pungs not added again.',
      },
    },
  },
  big_winds: {
    name: 'Big Winds',
    zh: '大四喜',
    when: is.bigWinds,
    at: {
      sg: { tai: limit, condition: 'Pongs or kongs of all four winds.' },
      'sg-reference': { tai: limit, condition: 'Four wind triplets or quads.' },
      hk: { tai: limit, name: 'Big Four Winds', condition: 'Pungs of all four winds.' },
    },
  },
  all_honours: {
    name: 'All Honours',
    zh: '字一色',
    when: is.allHonours,
    at: {
      sg: { tai: limit, condition: 'Only winds and dragons.' },
      'sg-reference': { tai: limit, condition: 'Every tile is a wind or dragon.' },
      hk: { tai: limit, condition: 'Honour tiles only.' },
    },
  },
  all_terminals: {
    name: 'All Terminals',
    zh: '清幺九',
    when: is.allTerminals,
    at: {
      sg: { tai: limit, condition: 'Pongs of 1s and 9s and a pair of 1s or 9s; no honours.' },
      'sg-reference': { tai: limit, condition: 'Every tile is a 1 or 9.' },
      hk: { tai: limit, condition: 'Terminals (1s and 9s) only.' },
    },
  },
  all_green: {
    name: 'All Green',
    zh: '绿一色',
    when: is.allGreen,
    at: {
      sg: { tai: limit, condition: 'Only 2, 3, 4, 6 and 8 of bamboo and Green Dragons.' },
      'sg-reference': { tai: limit, condition: 'Only bamboo 2, 3, 4, 6 and 8, plus Green Dragons.' },
    },
  },
  four_kongs: {
    name: 'Four Kongs',
    zh: '十八罗汉',
    when: is.fourKongs,
    at: {
      sg: { tai: limit, condition: 'Four kongs, exposed or concealed, and a pair.' },
      'sg-reference': { tai: limit, condition: 'Four kongs and one pair.' },
      hk: { tai: limit, condition: 'Four kongs.' },
    },
  },
  hidden_treasure: {
    name: 'Hidden Treasure',
    zh: '坎坎胡',
    when: is.fourConcealedPongsSelfDrawn,
    at: {
      sg: {
        tai: limit,
        // Seed 003 takes it on a discard that makes the pair; house rule `hidden_treasure_discard` off: self-drawn only.
        when: (f) =>
          f.h.options.hidden_treasure_discard ? is.fourConcealedPongs(f) : is.fourConcealedPongsSelfDrawn(f),
        condition:
          'Four pongs formed in the hand (or concealed kongs) and a pair: self-drawn, or on a discard only when the discard makes the pair.',
      },
      'sg-reference': { tai: limit, condition: 'Four concealed triplets or quads and a self-drawn win.' },
      hk: {
        tai: limit,
        name: 'Four Concealed Pungs',
        zh: '坎坎胡',
        condition: 'Four concealed pungs and a pair, self-drawn.',
      },
    },
  },
  kong_on_kong: {
    name: 'Kong on Kong',
    zh: '杠上杠',
    when: is.event('kong_on_kong'),
    at: {
      sg: { tai: limit, condition: 'Two or more kongs in one turn, then a win on the replacement tile.' },
      'sg-reference': {
        tai: limit,
        condition: 'Two or more kongs in one turn, followed by a replacement-tile win.',
      },
    },
  },
  // The validator has already checked the seat, the declared sets and the kind of win (events.ts).
  heavenly: {
    name: 'Heavenly Hand',
    zh: '天胡',
    when: is.event('heavenly'),
    at: {
      sg: { tai: limit, condition: 'The dealer (East) wins on the initial deal, concealed.' },
      'sg-reference': { tai: limit, condition: 'The dealer wins on the initial turn.' },
      hk: { tai: limit, name: 'Blessing of Heaven', condition: 'East wins with the initial hand.' },
    },
  },
  earthly: {
    name: 'Earthly Hand',
    zh: '地胡',
    when: is.event('earthly'),
    at: {
      sg: { tai: limit, condition: "A non-dealer wins on the dealer's first discard." },
      'sg-reference': {
        tai: limit,
        condition:
          "A non-dealer wins on the first turn or from the dealer's first discard before another claim.",
      },
      hk: {
        tai: limit,
        name: 'Blessing of Earth',
        condition: "A non-East player wins on East's first discard.",
      },
    },
  },

  ping_hu: {
    name: 'Ping Hu',
    zh: '平胡',
    when: is.pingHu,
    at: {
      sg: {
        tai: 4,
        condition:
          'Four chows and an unvalued pair, no flower, season or animal, and on a discard a wait on two or more tiles. Exposed chows allowed.',
      },
      'sg-reference': {
        tai: 4,
        condition:
          'Four sequences and a non-valued pair, no flowers or seasons; a discard win needs a multiple wait.',
      },
    },
  },
  kah_long: {
    name: 'Kah Long',
    zh: '卡窿',
    when: is.kahLong,
    at: {
      sg: {
        tai: 0,
        condition:
          'A discard win whose all-chow hand waited on one tile type only: no Ping Hu and no All Chow.',
      },
      'sg-reference': {
        tai: 0,
        condition: 'A discard win whose all-sequence hand waited on one tile type only: no Ping Hu.',
      },
    },
  },
  valued_pair: {
    name: 'Valued Pair',
    zh: '番眼',
    when: is.fourChowsValuedPair,
    detail: is.pairDetail,
    at: {
      sg: {
        tai: 0,
        condition:
          'Four chows whose pair is a dragon, your seat wind or the prevailing wind: no Ping Hu and no All Chow.',
      },
      'sg-reference': {
        tai: 0,
        condition:
          'Four sequences whose pair is a dragon, your seat wind or the round wind: no Ping Hu and no Little Ping Hu.',
      },
    },
  },
  mixed_terminals: {
    name: 'Mixed Terminals and Honours',
    zh: '混幺九',
    when: is.mixedTerminals,
    at: {
      sg: {
        tai: (o) => o.mixed_terminals,
        houseRule: 'mixed_terminals',
        name: 'Mixed Terminals',
        replaces: noAllPungs,
        condition:
          'House rule: only terminals and honours, at least one of each, in four sets and a pair; in total, Pong Pong included.',
      },
      'sg-reference': {
        tai: 4,
        replaces: noAllPungs,
        condition: 'Only terminals and honours, with at least one of each; 4 in total, including All Pungs.',
      },
      hk: {
        tai: 1,
        name: 'All Terminals and Honours',
        when: is.terminalsAndHonours,
        condition: 'No tiles other than ones, nines, winds and dragons.',
      },
    },
  },
  all_pungs: {
    name: 'All Pungs',
    zh: '对对胡',
    when: is.allPongs,
    at: {
      sg: { tai: 2, name: 'Pong Pong', condition: 'Four pongs or kongs and a pair.' },
      'sg-reference': { tai: 2, condition: 'Four triplets or quads and one pair.' },
      hk: { tai: 3, condition: 'Pungs or kongs only, and one pair.' },
    },
  },
  half_flush: {
    name: 'Half Flush',
    zh: '混一色',
    when: is.halfFlush,
    at: {
      sg: { tai: 2, condition: 'One suit plus at least one honour.' },
      'sg-reference': { tai: 2, condition: 'One numbered suit plus honour tiles.' },
      hk: { tai: 3, condition: 'Honours and suit tiles of one suit only.' },
    },
  },
  full_flush: {
    name: 'Full Flush',
    zh: '清一色',
    when: is.fullFlush,
    at: {
      sg: { tai: 4, condition: 'One suit only.' },
      'sg-reference': { tai: 4, condition: 'Every tile belongs to one numbered suit.' },
      hk: { tai: 7, condition: 'Suit tiles of one suit only.' },
    },
  },
  little_dragons: {
    name: 'Little Dragons',
    zh: '小三元',
    when: is.littleDragons,
    at: {
      sg: {
        tai: 3,
        replaces: (o) => (o.little_dragons_total ? ['dragon_pong'] : []),
        condition:
          'Two dragon pongs and a pair of the third dragon; the two Dragon Pong lines add (3 + 2), or 3 in all by house rule.',
      },
      'sg-reference': {
        tai: 3,
        replaces: noDragonPongs,
        condition:
          'Two dragon triplets or quads and a pair of the third dragon; 3 in total, including both dragon sets.',
      },
      hk: {
        tai: 5,
        name: 'Little Three Dragons',
        replaces: noDragonPongs,
        condition:
          'Two dragon pungs and a pair of the third dragon: 5 in total, the dragon pungs not added again.',
      },
    },
  },
  little_winds: {
    name: 'Little Winds',
    zh: '小四喜',
    when: is.littleWinds,
    at: {
      sg: { tai: 4, condition: 'Three wind pongs and a pair of the fourth wind; valued-wind lines add.' },
      'sg-reference': {
        tai: 4,
        condition:
          'Three wind triplets or quads and a pair of the fourth wind; valued-wind tai add separately.',
      },
      hk: {
        tai: limit,
        name: 'Little Four Winds',
        condition: 'Pungs of three winds and a pair of the fourth.',
      },
    },
  },
  seven_pairs: {
    name: 'Seven Pairs',
    zh: '七对子',
    when: is.shapeIs('seven_pairs'),
    at: {
      sg: {
        tai: (o) => o.seven_pairs,
        houseRule: 'seven_pairs',
        condition: 'House rule: seven pairs, concealed; four of a kind counts as two pairs.',
      },
      hk: {
        tai: (o) => o.seven_pairs,
        houseRule: 'seven_pairs',
        condition: 'House rule: seven pairs, concealed; four of a kind counts as two pairs.',
      },
    },
  },
  fully_concealed: {
    name: 'Fully Concealed Hand',
    zh: '门前清自摸',
    when: is.fullyConcealed,
    at: {
      sg: {
        tai: (o) => o.fully_concealed,
        houseRule: 'fully_concealed',
        name: 'Fully Concealed',
        when: is.concealedSelfDrawn,
        condition:
          'House rule: no chow, pong or exposed kong declared (a concealed kong is allowed) and a self-drawn win.',
      },
      'sg-reference': {
        tai: 1,
        condition: 'No declared set (a concealed kong included) and a self-drawn win.',
      },
    },
  },

  dragon_pong: {
    name: 'Dragon Pong',
    zh: '三元刻',
    when: is.dragonPongs,
    detail: is.dragonDetail,
    at: {
      sg: { tai: 1, condition: 'Each pong or kong of a dragon.' },
      'sg-reference': { tai: 1, condition: 'Each dragon triplet or quad.' },
      hk: { tai: 1, name: 'Dragon Pung', zh: '三元牌', condition: 'Each pung or kong of dragons.' },
    },
  },
  seat_wind: {
    name: 'Seat Wind',
    zh: '门风',
    when: is.seatWindPong,
    detail: is.windDetail('seat'),
    at: {
      sg: { tai: 1, condition: 'A pong or kong of your seat wind.' },
      'sg-reference': { tai: 1, condition: 'A triplet or quad of your seat wind.' },
      hk: { tai: 1, condition: "A pung or kong of the player's seat wind." },
    },
  },
  prevailing_wind: {
    name: 'Prevailing Wind',
    zh: '圈风',
    when: is.prevailingWindPong,
    detail: is.windDetail('prevailing'),
    at: {
      sg: {
        tai: 1,
        condition: 'A pong or kong of the prevailing wind (both lines when it is also your seat wind).',
      },
      'sg-reference': {
        tai: 1,
        condition: 'A triplet or quad of the round wind (both lines when it is also your seat wind).',
      },
      hk: { tai: 1, condition: 'A pung or kong of the round wind.' },
    },
  },

  robbing_kong: {
    name: 'Robbing the Kong',
    zh: '抢杠',
    when: is.event('robbing_kong'),
    at: {
      sg: { tai: 1, condition: 'Won on the tile another player added to a pong.' },
      'sg-reference': { tai: 1, condition: "The winning tile comes from another player's kong declaration." },
      hk: { tai: 1, condition: 'Winning on a tile used to extend a kong.' },
    },
  },
  replacement: {
    name: 'Flower/Kong Replacement',
    zh: '杠上开花',
    when: is.event('replacement'),
    at: {
      sg: { tai: 1, condition: 'Won on the replacement tile drawn after a bonus tile or a kong.' },
      'sg-reference': {
        tai: 1,
        name: 'Replacement-Tile Win',
        condition: 'The winning tile is a replacement tile after a bonus tile or kong.',
      },
      hk: { tai: 1, name: 'Out on Replacement Tile', condition: 'Winning on a replacement tile.' },
    },
  },
  last_tile: {
    name: 'Last-Tile Win',
    zh: '海底',
    when: is.event('last_tile'),
    at: {
      'sg-reference': {
        tai: 1,
        when: (f) => f.h.hasEvent('last_tile') && f.h.selfDrawn && !f.h.hasEvent('replacement'),
        condition: 'The win uses the last playable wall tile; a replacement tile does not qualify.',
      },
      hk: {
        tai: 1,
        name: 'Last Tile Draw/Discard',
        condition: 'Winning on the very last tile or the discard that follows it.',
      },
    },
  },

  seat_flower: {
    name: 'Seat Flower',
    zh: '正花',
    when: is.seatFlowers,
    detail: is.seatFlowerDetail,
    bonus: true,
    at: {
      sg: {
        tai: 1,
        condition: 'Each flower or season whose number is your seat (1 East, 2 South, 3 West, 4 North).',
      },
      'sg-reference': {
        tai: 1,
        when: is.seatFlowersOutsideSets,
        detail: is.seatFlowerOutsideDetail,
        condition:
          "Each flower or season matching your seat, unless it is part of a complete set (the set's 2 include it).",
      },
      hk: {
        tai: 1,
        name: 'Seat Flower or Season',
        condition: 'Each flower or season matching your seat (1 East, 2 South, 3 West, 4 North).',
      },
    },
  },
  flower_set: {
    name: 'Flower Set',
    zh: '一台花',
    when: is.flowerSets,
    detail: is.flowerSetDetail,
    bonus: true,
    at: {
      sg: {
        tai: 1,
        condition: 'All four flowers, or all four seasons (each set); the seat tile keeps its own tai.',
      },
      'sg-reference': {
        tai: 2,
        condition: 'All four flowers or all four seasons: 2 in total, including the matching seat tile.',
      },
      hk: {
        tai: 2,
        name: 'All Flowers or Seasons',
        condition: 'One of each flower, or one of each season (each set).',
      },
    },
  },
} as const satisfies Record<string, SharedPattern>;

export type SharedPatternId = keyof typeof SHARED_PATTERNS;

/**
 * A profile's pattern table: its items in the order they are read, each a shared id (taken at this
 * profile's value) or a pattern of its own. A shared id without a value for the profile is a fault.
 */
export function tableOf(
  profile: ProfileId,
  order: readonly (SharedPatternId | PatternRule)[],
): PatternRule[] {
  return order.map((item) => {
    if (typeof item !== 'string') return item;
    const shared: SharedPattern = SHARED_PATTERNS[item];
    const at = shared.at[profile];
    if (!at) throw new Error(`The shared pattern ${item} has no value for profile ${profile}.`);
    const rule: PatternRule = {
      id: item,
      name: at.name ?? shared.name,
      zh: at.zh ?? shared.zh,
      tai: at.tai,
      when: at.when ?? shared.when,
      condition: at.condition ?? '',
      ...((at.detail ?? shared.detail) ? { detail: at.detail ?? shared.detail } : {}),
      ...(at.replaces ? { replaces: at.replaces } : {}),
      ...(at.houseRule ? { houseRule: at.houseRule } : {}),
      ...(shared.bonus ? { bonus: true } : {}),
    };
    return rule;
  });
}
