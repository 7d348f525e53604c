// Rule page: seven pairs and the unusual hands the sg table plays by house rule.
import { msg } from '@lingui/core/macro';
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

const U = { unusual_hands: true } as const;

export const UNUSUAL_HANDS: RulePage = {
  slug: 'seven-pairs-and-unusual-hands',
  title: msg`Seven pairs and the unusual hands`,
  chineseName: '七对子',
  aliases: [msg`Ci Dui Zi`, msg`全不靠`, msg`组合龙`],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- romanised names, said in every language
  romanised: ['Ci Dui Zi', 'Qi Dui Zi'],
  shortAnswer: msg`Only on sg, and only when the house turns them on. seven_pairs: seven pairs is 4 tai, a four of a kind counting as two pairs. unusual_hands: Windy Chow 4, Honoured Knitting 4, Lincoln 1; Pure Knitting, Founding of Singapore and Blue Hand at the limit. All concealed except Blue Hand.`,
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      msg`Seven Pairs: flushes, All Honours and All Green still count; pong patterns do not.`,
      msg`Windy Chow: a chow in each suit and E S W N, one wind paired.`,
      msg`Honoured Knitting: 14 different tiles of the honours and 1-4-7, 2-5-8, 3-6-9, one set per suit.`,
      msg`Lincoln: one pair; no dragons, no valued wind; at most four tiles a suit, none equal or adjacent.`,
      msg`Pure Knitting: four chows of n in suit A, n+1 in B, n+2 in C, and a pair from A or C.`,
      msg`Founding of Singapore: 1 8 1 9 Bamboo, 1 9 6 5 Characters, pongs of East and West.`,
      msg`Blue Hand: four pongs and a pair of winds, 8 Dots and White Dragons only; may be open.`,
    ],
    'sg-reference': [msg`None; seven pairs is never legal.`],
    hk: [msg`None; Thirteen Orphans is the only special shape.`],
  },
  variants: [
    {
      question: msg`Is seven pairs a winning hand?`,
      thisApp: msg`Only by house rule: 4, concealed.`,
      commonAlternative: msg`Tables that play it usually pay 4; the reference profile never plays it.`,
      houseOption: 'seven_pairs',
      sourceIds: ['doubles-guide', 'sg-reference-guide'],
    },
    {
      question: msg`Which unusual hands are played?`,
      thisApp: msg`All six or none.`,
      commonAlternative: msg`Tables pick and choose: decide before the game.`,
      houseOption: 'unusual_hands',
      sourceIds: ['doubles-guide'],
    },
    {
      question: msg`Super Dealer?`,
      thisApp: msg`Not scored: the app does not count dealerships.`,
      commonAlternative: msg`The limit for a dealer who wins after keeping the deal eight times.`,
      sourceIds: ['doubles-guide'],
    },
  ],
  examples: [
    ex(
      'unusual-seven-pairs-flush',
      msg`Seven pairs in Bamboo with honours`,
      msg`4 + Half Flush 2, paid at 5; a dragon pair is no pong.`,
      h('sg', 'b1 b1 b4 b4 b6 b6 b9 b9 E E RD RD N N', { options: { seven_pairs: true } }),
      {
        win: true,
        tai: 5,
        raw_tai: 6,
        limit: true,
        includes: ['seven_pairs', 'half_flush'],
        excludes: ['dragon_pong'],
      },
    ),
    ex(
      'unusual-windy-chow',
      msg`Windy Chow`,
      msg`A chow a suit and four winds, West paired.`,
      h('sg', 'c4 c5 c6 b1 b2 b3 d7 d8 d9 E S W N W', { options: U }),
      { win: true, tai: 4, includes: ['windy_chow'] },
    ),
    ex(
      'unusual-lincoln',
      msg`Lincoln hand`,
      msg`Nothing equal or adjacent, no dragons, no East (valued here), a South pair.`,
      h('sg', 'c1 c4 c7 c9 b2 b5 b8 d3 d6 d9 S S W N', { options: U }),
      { win: true, tai: 1, includes: ['lincoln'] },
    ),
    ex(
      'unusual-pure-knitting',
      msg`Pure Knitting`,
      msg`Characters open each chow, Bamboo sits in the middle, Dots close it; a Dots pair.`,
      h('sg', 'c1 b2 d3 c4 b5 d6 c5 b6 d7 c2 b3 d4 d9 d9', { options: U }),
      { win: true, tai: 5, limit: true, includes: ['pure_knitting'] },
    ),
    ex(
      'unusual-blue-hand-open',
      msg`Blue Hand with West declared`,
      msg`Winds, 8 Dots, White Dragons, four pongs: the limit.`,
      h('sg', 'S S S N N N d8 d8 d8 WD WD', { sets: ['pong W W W'], options: U }),
      { win: true, tai: 5, limit: true, includes: ['blue_hand', 'all_pungs'] },
    ),
  ],
  faq: [
    {
      question: msg`Are dragon pairs in seven pairs worth dragon tai?`,
      answer: msg`No, a pair is not a pong. Flushes, All Honours and All Green still count.`,
    },
    {
      question: msg`Why is my Windy Chow “not a winning hand”?`,
      answer: msg`Unusual hands are off until the house turns them on.`,
    },
  ],
  sourceIds: ['doubles-guide', 'sg-reference-guide', 'this-app'],
  patternIds: [
    'seven_pairs',
    'windy_chow',
    'honoured_knitting',
    'lincoln',
    'pure_knitting',
    'founding_of_singapore',
    'blue_hand',
  ],
};
