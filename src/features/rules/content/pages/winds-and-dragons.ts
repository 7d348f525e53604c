// Rule page: seat and prevailing winds, dragons, the little and big dragon and wind hands, and the valued pair.
import { msg } from '@lingui/core/macro';
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

const LITTLE_DRAGONS = 'RD RD RD WD WD WD GD GD b1 b2 b3 d6 d7 d8';

export const WINDS_AND_DRAGONS: RulePage = {
  slug: 'winds-and-dragons',
  title: msg`Winds, dragons and the valued pair`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the Chinese names shown beside the English title
  chineseName: '门风 · 圈风 · 三元',
  aliases: [
    msg`seat wind`,
    msg`prevailing wind`,
    msg`Little Dragons (小三元)`,
    msg`Big Dragons (大三元)`,
    msg`Little Winds (小四喜)`,
    msg`Big Winds (大四喜)`,
  ],
  shortAnswer: msg`A pong or kong of a dragon, your seat wind or the prevailing wind is 1 tai (a double wind 2); other winds nothing. Little Dragons adds 3 to its two dragon pongs on sg, Little Winds is 4, Big Dragons and Big Winds the limit. A pair never scores, but a valued one stops Ping Hu.`,
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      msg`Dragon Pong 1 each; Seat Wind 1; Prevailing Wind 1 (both when it is your seat wind).`,
      msg`Little Dragons: two dragon pongs and the third as pair: 3 plus the two pong lines.`,
      msg`Little Winds: three wind pongs and the fourth as pair: 4, valued-wind lines add.`,
      msg`Big Dragons, Big Winds: limit, their pong lines still listed.`,
      msg`Valued pair: a dragon, your seat wind or the prevailing wind.`,
    ],
    'sg-reference': [msg`As sg, but Little Dragons is 3 in total, both dragon sets included.`],
    hk: [
      msg`Dragon and valued wind pongs 1 fan each. Little Three Dragons 5 and Big Three Dragons 8, both in total. Little and Big Four Winds: limit.`,
    ],
  },
  variants: [
    {
      question: msg`Little Dragons: 3 or 5?`,
      thisApp: msg`sg 5 (3 + 2), sg-reference 3, hk 5 fans.`,
      commonAlternative: msg`3 in total, dragon pongs included.`,
      houseOption: 'little_dragons_total',
      sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table'],
    },
    {
      question: msg`Must Big Dragons or Big Winds be complete?`,
      thisApp: msg`Yes: only complete hands are scored.`,
      commonAlternative: msg`By agreement, the limit as soon as the pongs are down.`,
      sourceIds: ['doubles-guide'],
    },
  ],
  examples: [
    ex(
      'winds-double-east',
      msg`East in the East round, pong of East`,
      msg`Seat wind 1, prevailing wind 1.`,
      h('sg', 'c2 c3 c4 b4 b5 b6 d7 d8 d9 N N', { sets: ['pong E E E'], win: 'd9' }),
      { win: true, tai: 2, includes: ['seat_wind', 'prevailing_wind'] },
    ),
    ex(
      'little-dragons-sg',
      msg`Little Dragons on sg`,
      msg`3 + 1 + 1.`,
      h('sg', LITTLE_DRAGONS, { win: 'b3' }),
      { win: true, tai: 5, raw_tai: 5, includes: ['little_dragons', 'dragon_pong', 'dragon_pong'] },
    ),
    ex(
      'little-dragons-reference',
      msg`sg-reference: the same on a discard`,
      msg`3 in total.`,
      h('sg-reference', LITTLE_DRAGONS, { win: 'b3', discard: true }),
      { win: true, tai: 3, includes: ['little_dragons'], excludes: ['dragon_pong'] },
    ),
    ex(
      'little-dragons-hk',
      msg`hk: the same on a discard`,
      msg`5 fans in total, plus 1 for no flowers.`,
      h('hk', LITTLE_DRAGONS, { win: 'b3', discard: true }),
      { win: true, tai: 6, includes: ['little_dragons', 'no_flowers'], excludes: ['dragon_pong'] },
    ),
    ex(
      'little-winds-capped',
      msg`Little Winds, South in the East round`,
      msg`4 + South 1 + East 1 + Half Flush 2 = 8, paid at 5.`,
      h('sg', 'E E E S S S N N N W W c5 c6 c7', { seat: 'S', win: 'c6' }),
      {
        win: true,
        tai: 5,
        raw_tai: 8,
        limit: true,
        includes: ['little_winds', 'seat_wind', 'prevailing_wind', 'half_flush'],
      },
    ),
  ],
  faq: [
    {
      question: msg`Which pair is valued?`,
      answer: msg`Dragons, your seat wind, the prevailing wind. It scores nothing; it only stops Ping Hu and All Chow.`,
    },
    {
      question: msg`Is a kong worth more tai than a pong?`,
      answer: msg`No. On sg it is paid separately at the table.`,
    },
    {
      question: msg`Which is my seat wind?`,
      answer: msg`The dealer is East, the next player South, then West and North. It moves with the deal.`,
    },
  ],
  sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table', 'practice-table'],
  patternIds: [
    'dragon_pong',
    'seat_wind',
    'prevailing_wind',
    'little_dragons',
    'big_dragons',
    'little_winds',
    'big_winds',
  ],
};
