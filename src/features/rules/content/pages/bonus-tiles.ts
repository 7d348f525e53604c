// Rule page: flowers, seasons and animals under each profile.
import { msg } from '@lingui/core/macro';
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

// Chows, a pong of 7 Characters and a West pair: worth nothing by itself.
const PLAIN = 'c2 c3 c4 c7 c7 c7 b3 b4 b5 d6 d7 d8 W W';

export const BONUS_TILES: RulePage = {
  slug: 'bonus-tiles',
  title: msg`Flowers, seasons and animals`,
  chineseName: '花牌',
  aliases: [msg`seat flower (正花)`, msg`flower set`, msg`all flowers (采花贼)`, msg`animals`],
  shortAnswer: msg`Flowers and seasons are numbered for seats: 1 East, 2 South, 3 West, 4 North. On sg your own number is 1 tai each, others nothing; a full set of four adds 1, all eight is the limit. Each animal is 1, all four 5. Any bonus tile stops Ping Hu. sg-reference ignores animals and counts a set 2 in all; hk has no animals and pays 1 fan for no flowers.`,
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      msg`Seat Flower: 1 for each flower or season with your number.`,
      msg`Flower Set: +1 for all four flowers, +1 for all four seasons; the seat tile keeps its own 1. All eight: limit.`,
      msg`Animal: 1 each, any seat. All Animals: +1 (5 in all).`,
      msg`Bonus pairs and sets are also paid at the table: see Who pays what.`,
    ],
    'sg-reference': [
      msg`Seat tile 1 each; a full set 2 in all, seat tile included; no all-eight limit. Animals ignored.`,
    ],
    hk: [msg`Seat tile 1 fan each; a full set 2, seat tile on top; none at all 1. Animals refused.`],
  },
  variants: [
    {
      question: msg`Is a full set worth tai?`,
      thisApp: msg`sg: 1 more. sg-reference: 2 in all. hk: 2 fans.`,
      commonAlternative: msg`The doubles guide says a set “may also” be worth a double: some tables pay only the table payment.`,
      sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table'],
    },
    {
      question: msg`Do animals score?`,
      thisApp: msg`sg: yes. sg-reference: ignored. hk: not played.`,
      commonAlternative: msg`Some tables play without animals.`,
      sourceIds: ['doubles-guide', 'sg-reference-guide'],
    },
    {
      question: msg`Another seat’s flower pair?`,
      thisApp: msg`Worth nothing.`,
      commonAlternative: msg`The seat whose pair you hold pays you the kong amount.`,
      sourceIds: ['doubles-guide'],
    },
  ],
  examples: [
    ex(
      'bonus-seat-flowers',
      msg`South holds F2, S2 and F3`,
      msg`Flower 2 and Season 2 are South’s; Flower 3 is West’s and scores nothing.`,
      h('sg', PLAIN, { seat: 'S', bonus: 'F2 S2 F3' }),
      { win: true, tai: 2, includes: ['seat_flower', 'seat_flower'], excludes: ['flower_set'] },
    ),
    ex(
      'bonus-flower-set-sg',
      msg`All four flowers, sitting West`,
      msg`Set 1, and West’s Flower 3 keeps its 1.`,
      h('sg', PLAIN, { seat: 'W', bonus: 'F1 F2 F3 F4' }),
      { win: true, tai: 2, includes: ['flower_set', 'seat_flower'] },
    ),
    ex(
      'bonus-all-animals',
      msg`All four animals`,
      msg`4 + 1 = 5: it reaches the cap but is not cut by it.`,
      h('sg', PLAIN, { bonus: 'CAT RAT ROOSTER CENTIPEDE' }),
      {
        win: true,
        tai: 5,
        raw_tai: 5,
        limit: false,
        includes: ['all_animals', 'animal', 'animal', 'animal', 'animal'],
      },
    ),
    ex(
      'bonus-flower-set-reference',
      msg`sg-reference: four flowers and a Cat`,
      msg`2 in all with Flower 3 inside; the Cat is ignored.`,
      h('sg-reference', PLAIN, { seat: 'W', bonus: 'F1 F2 F3 F4 CAT', win: 'd7', discard: true }),
      { win: true, tai: 2, includes: ['flower_set'], excludes: ['seat_flower', 'animal'] },
    ),
    ex(
      'bonus-season-set-hk',
      msg`hk: four seasons, sitting West`,
      msg`Set 2 and Season 3 1: the 3-fan minimum; the discarder pays 4.`,
      h('hk', PLAIN, { seat: 'W', bonus: 'S1 S2 S3 S4', win: 'd7', discard: true }),
      {
        win: true,
        tai: 3,
        includes: ['flower_set', 'seat_flower'],
        payment: { discarder: 4, others: 0, total: 4 },
      },
    ),
  ],
  faq: [
    {
      question: msg`Is someone else’s flower worth anything?`,
      answer: msg`No tai, but on sg and sg-reference it still stops Ping Hu.`,
    },
    {
      question: msg`Are animals tied to a seat?`,
      answer: msg`No. On sg every animal is 1 tai to whoever holds it.`,
    },
    {
      question: msg`Does it matter when I drew it?`,
      answer: msg`Not for tai. For the table payment a pair or set held at the breaking of the wall is 4 units from each player, one completed later 2.`,
    },
  ],
  sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table', 'practice-table'],
  patternIds: ['seat_flower', 'flower_set', 'animal', 'all_animals', 'all_flowers', 'no_flowers'],
};
