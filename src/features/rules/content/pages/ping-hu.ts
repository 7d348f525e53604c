// Rule page: Ping Hu and its lesser forms (All Chow, Little Ping Hu, Hong Kong's All Chows).
import { msg } from '@lingui/core/macro';
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

const OPEN = 'b2 b3 b4 d3 d4 d5 d6 d7 d8 N N';
const OPEN_SPEC = { sets: ['chow c6 c7 c8'], win: 'd5', discard: true } as const;

export const PING_HU: RulePage = {
  slug: 'ping-hu',
  title: msg`Ping Hu and the all-chow hands`,
  chineseName: '平胡',
  aliases: [msg`Ping Wu`, msg`All Chow (炒平胡)`, msg`Little Ping Hu (小平胡)`, msg`All Chows`],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- romanised names, said in every language
  romanised: ['Ping Hu', 'Ping Wu', 'Xiao Ping Hu'],
  shortAnswer: msg`sg: 4 tai for four chows, an unvalued pair, no flower, season or animal, and on a discard a wait on two or more tile types. Exposed chows are fine. With bonus tiles it is All Chow, 1 tai, plus what they score. sg-reference calls that Little Ping Hu and ignores animals; hk pays 1 fan for any four chows.`,
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      msg`Four chows: no pong or kong, declared or concealed.`,
      msg`The pair is not a dragon, your seat wind or the prevailing wind.`,
      msg`Ping Hu (4): no bonus tile at all. All Chow (1): the same with any bonus tile. Never both.`,
      msg`On a discard (robbing a kong included) it must pass the wait test; a self-draw is exempt.`,
    ],
    'sg-reference': [
      msg`Same shape, pair and wait test. Flowers or seasons make it Little Ping Hu (1); animals are ignored.`,
      msg`Self-drawn with nothing declared adds Fully Concealed (1).`,
    ],
    hk: [msg`All Chows, 1 fan: four chows and any pair, any wait, bonus tiles or not.`],
  },
  stacking: msg`Ping Hu replaces the lesser form. Everything else adds: Full Flush Ping Hu is 8 on sg, paid at the cap of 5.`,
  variants: [
    {
      question: msg`Do bonus tiles break Ping Hu?`,
      thisApp: msg`sg: any bonus tile, even one worth nothing. sg-reference: flowers and seasons, not animals.`,
      commonAlternative: msg`Some competition rules keep a lower “mixed” Ping Hu that holds bonus tiles.`,
      sourceIds: ['practice-table', 'spgg-2024', 'singaporemahjong-rules', 'sg-reference-guide'],
    },
    {
      question: msg`Must it be concealed?`,
      thisApp: msg`No, and concealment earns nothing extra.`,
      commonAlternative: msg`Some groups require it concealed; many add a tai when it is.`,
      houseOption: 'concealed_bonus',
      sourceIds: ['practice-table', 'doubles-guide'],
    },
  ],
  examples: [
    ex(
      'ping-hu-open-two-way',
      msg`Open chow, two-way wait, discard`,
      msg`Waiting on 2 or 5 Dots with a chow declared; North is nobody’s wind. Ping Hu.`,
      h('sg', OPEN, OPEN_SPEC),
      {
        win: true,
        tai: 4,
        includes: ['ping_hu'],
        excludes: ['all_chow'],
        payment: { discarder: 16, others: 8, total: 32 },
      },
    ),
    ex(
      'ping-hu-with-cat',
      msg`The same with a Cat`,
      msg`All Chow 1 and the Cat’s own 1.`,
      h('sg', OPEN, { ...OPEN_SPEC, bonus: 'CAT' }),
      { win: true, tai: 2, includes: ['all_chow', 'animal'], excludes: ['ping_hu'] },
    ),
    ex(
      'little-ping-hu-reference',
      msg`sg-reference: Flower 3 and a Cat`,
      msg`Flower 3 is worth nothing to East but makes it Little Ping Hu; the Cat is ignored.`,
      h('sg-reference', OPEN, { ...OPEN_SPEC, bonus: 'F3 CAT' }),
      { win: true, tai: 1, includes: ['little_ping_hu'], excludes: ['ping_hu', 'animal', 'seat_flower'] },
    ),
    ex(
      'all-chows-hk',
      msg`hk: dragon pair, edge wait`,
      msg`All Chows and no flowers: 2 fans, under the 3-fan minimum.`,
      h('hk', 'b1 b2 b3 d4 d5 d6 c7 c8 c9 RD RD', { sets: ['chow d1 d2 d3'], win: 'c7', discard: true }),
      { win: false, tai: 2, includes: ['all_chows', 'no_flowers'] },
    ),
    ex(
      'ping-hu-seat-wind-pair',
      msg`South with a South pair`,
      msg`A valued pair: no Ping Hu, no All Chow, nothing.`,
      h('sg', 'c1 c2 c3 c4 c5 c6 b6 b7 b8 d2 d3 d4 S S', { seat: 'S', win: 'b8' }),
      { win: false, tai: 0, excludes: ['ping_hu', 'all_chow'] },
    ),
  ],
  faq: [
    {
      question: msg`Does a flower break Ping Hu?`,
      answer: msg`On sg, yes, even another seat’s flower: All Chow 1 plus the tile’s own tai, so Ping Hu with your seat flower is 2, not 5.`,
    },
    {
      question: msg`Can I chow a discard and keep Ping Hu?`,
      answer: msg`Yes. Declared chows are fine; a pong or kong anywhere is not.`,
    },
    {
      question: msg`Is a self-drawn Ping Hu worth more?`,
      answer: msg`Not on sg: a self-draw already makes everyone pay double shares, and a concealed hand adds only if the house sets concealed_bonus. sg-reference adds Fully Concealed, hk Self-drawn.`,
    },
    {
      question: msg`Is an East pair valued?`,
      answer: msg`Only if East is your seat or the prevailing wind. Tables agree on dragons and those two winds, but say your list before the first deal.`,
    },
  ],
  sourceIds: [
    'practice-table',
    'doubles-guide',
    'sg-reference-guide',
    'hk-table',
    'spgg-2024',
    'singaporemahjong-rules',
  ],
  patternIds: ['ping_hu', 'all_chow', 'little_ping_hu', 'all_chows', 'concealed_bonus', 'valued_pair'],
};
