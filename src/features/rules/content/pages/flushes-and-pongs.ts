// Rule page: Half Flush, Full Flush, Pong Pong and the terminals-and-honours hands.
import { msg } from '@lingui/core/macro';
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

const TERMINALS = 'c9 c9 c9 d1 d1 d1 b9 b9 b9 N N N RD RD';

export const FLUSHES_AND_PONGS: RulePage = {
  slug: 'flushes-and-pong-hands',
  title: msg`Flushes and pong hands`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the Chinese names shown beside the English title
  chineseName: '清一色 · 混一色 · 对对胡',
  aliases: [msg`Qing Yi Se`, msg`Ban Se`, msg`Dui Dui Hu`, msg`All Pungs`, msg`混幺九`],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- romanised names, said in every language
  romanised: ['Qing Yi Se', 'Ban Se', 'Dui Dui Hu', 'Pong Pong'],
  shortAnswer: msg`Half Flush (one suit plus honours) is 2 tai, Full Flush (one suit only) 4, Pong Pong (four pongs or kongs and a pair) 2, open or concealed; hk pays 3, 7 and 3 fans. They add to everything else. sg-reference and hk also score hands of only 1s, 9s and honours.`,
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      msg`Half Flush 2: one suit and at least one honour. Full Flush 4: one suit, no honours. Any sets.`,
      msg`Pong Pong 2: four pongs or kongs and a pair; declared sets are fine.`,
      msg`Four concealed pongs is Hidden Treasure; only honours, All Honours; only 1s and 9s, All Terminals: all limit hands.`,
      msg`No pattern for mixing 1s, 9s and honours.`,
    ],
    'sg-reference': [
      msg`As sg, plus Mixed Terminals and Honours (only 1s, 9s and honours, some of each): 4 in total, All Pungs included.`,
    ],
    hk: [msg`Half Flush 3, Full Flush 7, All Pungs 3 fans; All Terminals and Honours +1.`],
  },
  variants: [
    {
      question: msg`Is a hand of 1s, 9s and honours worth extra?`,
      thisApp: msg`sg: no, as in the doubles guide. sg-reference: 4 in total. hk: 1 fan.`,
      commonAlternative: msg`Score it as a hand of its own, as the reference profile and Hong Kong do.`,
      sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table'],
    },
  ],
  examples: [
    ex(
      'flush-half-pong-pong',
      msg`Half Flush, Pong Pong and a dragon`,
      msg`The discard made a pong, so no Hidden Treasure: 2 + 2 + 1.`,
      h('sg', 'b1 b1 b1 b4 b4 b4 b9 b9 b9 WD WD WD S S', { win: 'b4', discard: true }),
      {
        win: true,
        tai: 5,
        includes: ['half_flush', 'all_pungs', 'dragon_pong'],
        excludes: ['hidden_treasure'],
      },
    ),
    ex(
      'flush-full-ping-hu',
      msg`Full Flush Ping Hu`,
      msg`4 + 4 = 8, paid at 5.`,
      h('sg', 'd1 d2 d3 d4 d5 d6 d6 d7 d8 d2 d3 d4 d9 d9'),
      { win: true, tai: 5, raw_tai: 8, limit: true, includes: ['full_flush', 'ping_hu'] },
    ),
    ex(
      'terminals-sg',
      msg`sg: 1s, 9s and honours`,
      msg`Pong Pong only; North is nobody’s wind.`,
      h('sg', TERMINALS, { win: 'b9', discard: true }),
      { win: true, tai: 2, includes: ['all_pungs'] },
    ),
    ex(
      'terminals-reference',
      msg`sg-reference: the same`,
      msg`Mixed Terminals, 4 with All Pungs inside.`,
      h('sg-reference', TERMINALS, { win: 'b9', discard: true }),
      { win: true, tai: 4, includes: ['mixed_terminals'], excludes: ['all_pungs'] },
    ),
    ex(
      'terminals-hk',
      msg`hk: the same`,
      msg`All Pungs 3, terminals and honours 1, no flowers 1.`,
      h('hk', TERMINALS, { win: 'b9', discard: true }),
      { win: true, tai: 5, includes: ['all_pungs', 'mixed_terminals', 'no_flowers'] },
    ),
  ],
  faq: [
    {
      question: msg`Does one honour spoil a Full Flush?`,
      answer: msg`It makes it a Half Flush: 2 instead of 4.`,
    },
    {
      question: msg`Do kongs count for Pong Pong?`,
      answer: msg`Yes; a kong is a pong for every pattern.`,
    },
    {
      question: msg`Is Pong Pong worth more concealed?`,
      answer: msg`Only all the way: four concealed pongs is Hidden Treasure, a limit hand.`,
    },
  ],
  sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table'],
  patternIds: ['half_flush', 'full_flush', 'all_pungs', 'mixed_terminals'],
};
