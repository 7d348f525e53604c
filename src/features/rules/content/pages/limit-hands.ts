// Rule page: each profile's limit hands, and how the cap and `limit` work.
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

const BIG_DRAGONS = 'RD RD RD GD GD GD WD WD WD b2 b3 b4 c7 c7';
// 1112345678999 of Bamboo and a second 5, completed by a discard 1: not the pure nine-way wait.
const GATES = 'b1 b1 b1 b2 b3 b4 b5 b5 b6 b7 b8 b9 b9 b9';

export const LIMIT_HANDS: RulePage = {
  slug: 'limit-hands',
  title: 'Limit hands and the cap',
  chineseName: '满贯',
  aliases: ['cap', '十三幺', '九莲宝灯', '坎坎胡', '绿一色'],
  shortAnswer:
    'The cap is 5 tai on sg and sg-reference, 10 fans on hk (the house can change it; hk never above 10). A limit hand scores '
    + 'the cap, and a bigger total is paid at the cap. Every line and the raw total are still shown, marked as limit when a limit '
    + 'hand or the cap decided it; a total that just reaches the cap is not.',
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      'Big Dragons, Big Winds, All Honours, All Terminals (1s and 9s), Thirteen Orphans, Nine Gates, Four Kongs, All Green (2 3 4 6 8 Bamboo, Green Dragon), Hidden Treasure, All Flowers, Kong on Kong, Heavenly, Earthly; three more with unusual hands on.',
      'Thirteen Orphans, Nine Gates, Hidden Treasure, Heavenly: concealed.',
      'Nine Gates: any concealed 1112345678999 plus one more of the suit.',
      'Hidden Treasure: four concealed pongs, self-drawn, or on a discard that only makes the pair.',
    ],
    'sg-reference': ['The sg list without All Flowers, at the cap (5). Hidden Treasure must be self-drawn.'],
    hk: [
      'Thirteen Orphans, Nine Gates, Big and Little Four Winds, All Honours, All Terminals, Four Kongs, Four Concealed Pungs (self-drawn), Heaven, Earth.',
      'Nine Gates: the 13 tiles before the win must be exactly 1112345678999. Big Three Dragons is 8 fans.',
    ],
  },
  variants: [
    {
      question: 'How big is the limit?',
      thisApp: '5 tai, or 10 fans on hk.',
      commonAlternative: 'Tables often play higher or lower; in Hong Kong the table’s name says.',
      houseOption: 'cap_tai',
      sourceIds: ['doubles-guide', 'hk-table'],
    },
    {
      question: 'Must Nine Gates wait on all nine tiles?',
      thisApp: 'sg, sg-reference: no. hk: yes.',
      commonAlternative: 'The pure nine-way wait only.',
      sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table'],
    },
  ],
  examples: [
    ex('limit-big-dragons-sg', 'Big Dragons on sg',
      'The limit line carries 5 and the three dragon pongs sit beside it: raw 8, paid 5.',
      h('sg', BIG_DRAGONS, { win: 'b3' }),
      { win: true, tai: 5, raw_tai: 8, limit: true, includes: ['big_dragons', 'dragon_pong', 'dragon_pong', 'dragon_pong'] }),
    ex('limit-big-dragons-hk', 'hk: the same on a discard',
      '8 fans in total and 1 for no flowers: 9, not a limit.',
      h('hk', BIG_DRAGONS, { win: 'b3', discard: true }),
      { win: true, tai: 9, limit: false, includes: ['big_dragons', 'no_flowers'], excludes: ['dragon_pong'] }),
    ex('limit-hidden-treasure-pair', 'Hidden Treasure won on the pair',
      'The discard only completed the East pair (nobody’s wind here): still the limit on sg.',
      h('sg', 'c2 c2 c2 b6 b6 b6 d3 d3 d3 c8 c8 c8 E E', { seat: 'S', round: 'S', win: 'E', discard: true }),
      { win: true, tai: 5, limit: true, includes: ['hidden_treasure', 'all_pungs'] }),
    ex('limit-nine-gates-sg', 'Nine Gates off the pure wait',
      'Two 5s in the 13 tiles, won on a 1: Nine Gates on sg.',
      h('sg', GATES, { win: 'b1', discard: true }),
      { win: true, tai: 5, limit: true, includes: ['nine_gates', 'full_flush'] }),
    ex('limit-nine-gates-hk', 'hk: the same',
      'Not exactly 1112345678999 before the win: Full Flush 7 and no flowers 1.',
      h('hk', GATES, { win: 'b1', discard: true }),
      { win: true, tai: 8, includes: ['full_flush', 'no_flowers'], excludes: ['nine_gates'] }),
  ],
  faq: [
    {
      question: 'Why does it say 8 when I am paid 5?',
      answer: 'Every line is listed so nothing is missed; 8 is the raw total, the payment uses the capped 5.',
    },
    {
      question: 'Does a limit hand pay more than a 5-tai hand?',
      answer: 'No: on sg both pay at the cap.',
    },
    {
      question: 'Can the house raise the limit?',
      answer: 'Yes, with cap_tai; limit hands score the new cap. hk lowers anything above 10 to 10.',
    },
  ],
  sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table', 'this-app'],
  patternIds: [
    'thirteen_orphans', 'nine_gates', 'big_dragons', 'big_winds', 'little_winds', 'all_honours', 'all_terminals', 'all_green',
    'four_kongs', 'hidden_treasure', 'all_flowers', 'kong_on_kong', 'heavenly', 'earthly',
  ],
};
