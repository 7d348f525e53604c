// Rule page: how the hand was won — robbing the kong, replacement tiles, last tiles, heavenly and earthly hands, self-draw.
import { msg } from '@lingui/core/macro';
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

const PLAIN = 'c2 c3 c4 c7 c7 c7 b3 b4 b5 d6 d7 d8 W W';
const PEARL = 'd1 d2 d3 c7 c7 c7 b3 b4 b5 c2 c3 c4 W W';

export const WINNING_EVENTS: RulePage = {
  slug: 'winning-events',
  title: msg`How the hand was won`,
  aliases: [
    msg`抢杠`,
    msg`Hua/Kong Sang`,
    msg`杠上开花`,
    msg`Hai Di Lao Yue`,
    msg`Tian Hu`,
    msg`Di Hu`,
    msg`Zhi Mo (自摸)`,
  ],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- romanised names, said in every language
  romanised: ['Hua Sang', 'Kong Sang', 'Hai Di Lao Yue', 'Tian Hu', 'Di Hu', 'Zhi Mo', 'Ren Hu'],
  shortAnswer: msg`sg: robbing a kong, a replacement-tile win and Picking the Pearl (self-drawn 1 Dots, five or fewer tiles left) are 1 tai each; Kong on Kong, Heavenly and Earthly are the limit. Self-draw itself earns nothing. sg-reference adds Last Tile and Fully Concealed; hk gives a fan each for self-draw, last tile, replacement and robbing the kong.`,
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      msg`Robbing the Kong 1: a discard win; the konger pays as discarder.`,
      msg`Replacement 1: won on the tile drawn after a bonus tile or kong; a self-draw.`,
      msg`Kong on Kong (limit): two or more kongs in one turn, then a replacement win.`,
      msg`Picking the Pearl 1: self-drawn 1 Dots with five or fewer tiles in the wall.`,
      msg`Heavenly (limit): the dealer wins on the deal, concealed. Earthly (limit): another seat wins on the dealer’s first discard.`,
    ],
    'sg-reference': [
      msg`As sg, no Pearl. Last Tile 1: self-drawn last wall tile, not a replacement.`,
      msg`Fully Concealed 1: self-drawn, nothing declared (not even a concealed kong).`,
      msg`Earthly: also a non-dealer’s first-turn self-draw.`,
    ],
    hk: [
      msg`Self-drawn (replacement included), Last Tile (last draw or the discard after it), Replacement, Robbing: 1 fan each. Heaven and Earth: limit.`,
    ],
  },
  variants: [
    {
      question: msg`Which tile picks the pearl?`,
      thisApp: msg`sg: only a self-drawn 1 Dots, five or fewer left.`,
      commonAlternative: msg`Any tile drawn with five or fewer left, or only the very last tile.`,
      sourceIds: ['doubles-guide'],
    },
    {
      question: msg`Several replacements in a row?`,
      thisApp: msg`Two or more kongs in one turn: limit. Otherwise one replacement line.`,
      commonAlternative: msg`1 per replacement, or the limit for any run of them, or a false win after three.`,
      sourceIds: ['doubles-guide'],
    },
    {
      question: msg`How late can an Earthly hand be?`,
      thisApp: msg`sg, hk: the dealer’s first discard. sg-reference: also a non-dealer’s first-turn self-draw.`,
      commonAlternative: msg`Human Game (Ren Hu): any win in the first round of discards, until a claim.`,
      sourceIds: ['doubles-guide', 'sg-reference-guide'],
    },
  ],
  examples: [
    ex(
      'event-robbing-kong',
      msg`Robbing the Kong`,
      msg`Won on the 7 Dots another player added to a pong; they pay as discarder.`,
      h('sg', PLAIN, { win: 'd7', discard: true, events: ['robbing_kong'] }),
      { win: true, tai: 1, includes: ['robbing_kong'], payment: { discarder: 2, others: 1, total: 4 } },
    ),
    ex(
      'event-replacement-pearl',
      msg`A replacement 1 Dots near the end`,
      msg`Replacement 1 and Pearl 1; a self-draw, so all three pay.`,
      h('sg', PEARL, { win: 'd1', bonus: 'F2', events: ['replacement', 'last_five'] }),
      {
        win: true,
        tai: 2,
        includes: ['replacement', 'hai_di_lao_yue'],
        payment: { discarder: null, others: 4, total: 12 },
      },
    ),
    ex(
      'event-last-tile-reference',
      msg`sg-reference: the last wall tile`,
      msg`No Pearl, but Last Tile 1 and Fully Concealed 1.`,
      h('sg-reference', PEARL, { win: 'd1', events: ['last_tile'] }),
      { win: true, tai: 2, includes: ['last_tile', 'fully_concealed'], excludes: ['hai_di_lao_yue'] },
    ),
    ex(
      'event-earthly',
      msg`Earthly hand`,
      msg`South wins on the dealer’s first discard: the limit.`,
      h('sg', PLAIN, { seat: 'S', win: 'd7', discard: true, events: ['earthly'] }),
      { win: true, tai: 5, limit: true, includes: ['earthly'] },
    ),
    ex(
      'event-hk-last-tile',
      msg`hk: self-drawn last tile`,
      msg`Self-drawn, last tile, no flowers: 3 fans; each pays 2.`,
      h('hk', PLAIN, { win: 'd7', events: ['last_tile'] }),
      {
        win: true,
        tai: 3,
        includes: ['self_drawn', 'last_tile', 'no_flowers'],
        payment: { discarder: null, others: 2, total: 6 },
      },
    ),
  ],
  faq: [
    {
      question: msg`Is there tai for self-draw?`,
      answer: msg`Not on sg: all three already pay two shares. sg-reference only for Fully Concealed; hk 1 fan.`,
    },
    {
      question: msg`Who pays when my kong is robbed?`,
      answer: msg`You, as discarder, and the kong is not paid for.`,
    },
    {
      question: msg`Can a non-dealer have a Heavenly hand?`,
      answer: msg`No. A non-dealer’s first-turn self-draw is Earthly on sg-reference only.`,
    },
  ],
  sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table', 'this-app'],
  patternIds: [
    'robbing_kong',
    'replacement',
    'kong_on_kong',
    'hai_di_lao_yue',
    'last_tile',
    'heavenly',
    'earthly',
    'self_drawn',
    'fully_concealed',
    'human_hand',
  ],
};
