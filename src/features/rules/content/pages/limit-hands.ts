// Rule page: each profile's limit hands, and how the cap and `limit` work.
import { msg } from '@lingui/core/macro';
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

const BIG_DRAGONS = 'RD RD RD GD GD GD WD WD WD b2 b3 b4 c7 c7';
// 1112345678999 of Bamboo and a second 5, completed by a discard 1: not the pure nine-way wait.
const GATES = 'b1 b1 b1 b2 b3 b4 b5 b5 b6 b7 b8 b9 b9 b9';

export const LIMIT_HANDS: RulePage = {
  slug: 'limit-hands',
  title: msg`Limit hands and the cap`,
  chineseName: '满贯',
  aliases: [msg`cap`, msg`十三幺`, msg`九莲宝灯`, msg`坎坎胡`, msg`绿一色`],
  shortAnswer: msg`The cap is 5 tai on sg and sg-reference, 10 fans on hk (the house can change it; hk never above 10). A limit hand scores the cap, and a bigger total is paid at the cap. Every line and the raw total are still shown, marked as limit when a limit hand or the cap decided it; a total that just reaches the cap is not.`,
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      msg`Big Dragons, Big Winds, All Honours, All Terminals (1s and 9s), Thirteen Orphans, Nine Gates, Four Kongs, All Green (2 3 4 6 8 Bamboo, Green Dragon), Hidden Treasure, All Flowers, Kong on Kong, Heavenly, Earthly; three more with unusual hands on.`,
      msg`Thirteen Orphans, Nine Gates, Hidden Treasure, Heavenly: concealed.`,
      msg`Nine Gates: any concealed 1112345678999 plus one more of the suit.`,
      msg`Hidden Treasure: four concealed pongs, self-drawn, or on a discard that only makes the pair.`,
    ],
    'sg-reference': [
      msg`The sg list without All Flowers, at the cap (5). Hidden Treasure must be self-drawn.`,
    ],
    hk: [
      msg`Thirteen Orphans, Nine Gates, Big and Little Four Winds, All Honours, All Terminals, Four Kongs, Four Concealed Pungs (self-drawn), Heaven, Earth.`,
      msg`Nine Gates: the 13 tiles before the win must be exactly 1112345678999. Big Three Dragons is 8 fans.`,
    ],
  },
  variants: [
    {
      question: msg`How big is the limit?`,
      thisApp: msg`5 tai, or 10 fans on hk.`,
      commonAlternative: msg`Tables often play higher or lower; in Hong Kong the table’s name says.`,
      houseOption: 'cap_tai',
      sourceIds: ['doubles-guide', 'hk-table'],
    },
    {
      question: msg`Must Nine Gates wait on all nine tiles?`,
      thisApp: msg`sg, sg-reference: no. hk: yes.`,
      commonAlternative: msg`The pure nine-way wait only.`,
      sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table'],
    },
  ],
  examples: [
    ex(
      'limit-big-dragons-sg',
      msg`Big Dragons on sg`,
      msg`The limit line carries 5 and the three dragon pongs sit beside it: raw 8, paid 5.`,
      h('sg', BIG_DRAGONS, { win: 'b3' }),
      {
        win: true,
        tai: 5,
        raw_tai: 8,
        limit: true,
        includes: ['big_dragons', 'dragon_pong', 'dragon_pong', 'dragon_pong'],
      },
    ),
    ex(
      'limit-big-dragons-hk',
      msg`hk: the same on a discard`,
      msg`8 fans in total and 1 for no flowers: 9, not a limit.`,
      h('hk', BIG_DRAGONS, { win: 'b3', discard: true }),
      { win: true, tai: 9, limit: false, includes: ['big_dragons', 'no_flowers'], excludes: ['dragon_pong'] },
    ),
    ex(
      'limit-hidden-treasure-pair',
      msg`Hidden Treasure won on the pair`,
      msg`The discard only completed the East pair (nobody’s wind here): still the limit on sg.`,
      h('sg', 'c2 c2 c2 b6 b6 b6 d3 d3 d3 c8 c8 c8 E E', { seat: 'S', round: 'S', win: 'E', discard: true }),
      { win: true, tai: 5, limit: true, includes: ['hidden_treasure', 'all_pungs'] },
    ),
    ex(
      'limit-nine-gates-sg',
      msg`Nine Gates off the pure wait`,
      msg`Two 5s in the 13 tiles, won on a 1: Nine Gates on sg.`,
      h('sg', GATES, { win: 'b1', discard: true }),
      { win: true, tai: 5, limit: true, includes: ['nine_gates', 'full_flush'] },
    ),
    ex(
      'limit-nine-gates-hk',
      msg`hk: the same`,
      msg`Not exactly 1112345678999 before the win: Full Flush 7 and no flowers 1.`,
      h('hk', GATES, { win: 'b1', discard: true }),
      { win: true, tai: 8, includes: ['full_flush', 'no_flowers'], excludes: ['nine_gates'] },
    ),
  ],
  faq: [
    {
      question: msg`Why does it say 8 when I am paid 5?`,
      answer: msg`Every line is listed so nothing is missed; 8 is the raw total, the payment uses the capped 5.`,
    },
    {
      question: msg`Does a limit hand pay more than a 5-tai hand?`,
      answer: msg`No: on sg both pay at the cap.`,
    },
    {
      question: msg`Can the house raise the limit?`,
      answer: msg`Yes, with cap_tai; limit hands score the new cap. hk lowers anything above 10 to 10.`,
    },
  ],
  sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table', 'this-app'],
  patternIds: [
    'thirteen_orphans',
    'nine_gates',
    'big_dragons',
    'big_winds',
    'little_winds',
    'all_honours',
    'all_terminals',
    'all_green',
    'four_kongs',
    'hidden_treasure',
    'all_flowers',
    'kong_on_kong',
    'heavenly',
    'earthly',
  ],
};
