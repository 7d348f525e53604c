// Rule page: flowers, seasons and animals under each profile.
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

// Chows, a pong of 7 Characters and a West pair: worth nothing by itself.
const PLAIN = 'c2 c3 c4 c7 c7 c7 b3 b4 b5 d6 d7 d8 W W';

export const BONUS_TILES: RulePage = {
  slug: 'bonus-tiles',
  title: 'Flowers, seasons and animals',
  chineseName: '花牌',
  aliases: ['seat flower (正花)', 'flower set', 'all flowers (采花贼)', 'animals'],
  shortAnswer:
    'Flowers and seasons are numbered for seats: 1 East, 2 South, 3 West, 4 North. On sg your own number is 1 tai each, '
    + 'others nothing; a full set of four adds 1, all eight is the limit. Each animal is 1, all four 5. Any bonus tile stops '
    + 'Ping Hu. sg-reference ignores animals and counts a set 2 in all; hk has no animals and pays 1 fan for no flowers.',
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      'Seat Flower: 1 for each flower or season with your number.',
      'Flower Set: +1 for all four flowers, +1 for all four seasons; the seat tile keeps its own 1. All eight: limit.',
      'Animal: 1 each, any seat. All Animals: +1 (5 in all).',
      'Bonus pairs and sets are also paid at the table: see Who pays what.',
    ],
    'sg-reference': ['Seat tile 1 each; a full set 2 in all, seat tile included; no all-eight limit. Animals ignored.'],
    hk: ['Seat tile 1 fan each; a full set 2, seat tile on top; none at all 1. Animals refused.'],
  },
  variants: [
    {
      question: 'Is a full set worth tai?',
      thisApp: 'sg: 1 more. sg-reference: 2 in all. hk: 2 fans.',
      commonAlternative: 'The doubles guide says a set “may also” be worth a double: some tables pay only the table payment.',
      sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table'],
    },
    {
      question: 'Do animals score?',
      thisApp: 'sg: yes. sg-reference: ignored. hk: not played.',
      commonAlternative: 'Some tables play without animals.',
      sourceIds: ['doubles-guide', 'sg-reference-guide'],
    },
    {
      question: 'Another seat’s flower pair?',
      thisApp: 'Worth nothing.',
      commonAlternative: 'The seat whose pair you hold pays you the kong amount.',
      sourceIds: ['doubles-guide'],
    },
  ],
  examples: [
    ex('bonus-seat-flowers', 'South holds F2, S2 and F3',
      'Flower 2 and Season 2 are South’s; Flower 3 is West’s and scores nothing.',
      h('sg', PLAIN, { seat: 'S', bonus: 'F2 S2 F3' }),
      { win: true, tai: 2, includes: ['seat_flower', 'seat_flower'], excludes: ['flower_set'] }),
    ex('bonus-flower-set-sg', 'All four flowers, sitting West',
      'Set 1, and West’s Flower 3 keeps its 1.',
      h('sg', PLAIN, { seat: 'W', bonus: 'F1 F2 F3 F4' }),
      { win: true, tai: 2, includes: ['flower_set', 'seat_flower'] }),
    ex('bonus-all-animals', 'All four animals',
      '4 + 1 = 5: it reaches the cap but is not cut by it.',
      h('sg', PLAIN, { bonus: 'CAT RAT ROOSTER CENTIPEDE' }),
      { win: true, tai: 5, raw_tai: 5, limit: false, includes: ['all_animals', 'animal', 'animal', 'animal', 'animal'] }),
    ex('bonus-flower-set-reference', 'sg-reference: four flowers and a Cat',
      '2 in all with Flower 3 inside; the Cat is ignored.',
      h('sg-reference', PLAIN, { seat: 'W', bonus: 'F1 F2 F3 F4 CAT', win: 'd7', discard: true }),
      { win: true, tai: 2, includes: ['flower_set'], excludes: ['seat_flower', 'animal'] }),
    ex('bonus-season-set-hk', 'hk: four seasons, sitting West',
      'Set 2 and Season 3 1: the 3-fan minimum; the discarder pays 4.',
      h('hk', PLAIN, { seat: 'W', bonus: 'S1 S2 S3 S4', win: 'd7', discard: true }),
      { win: true, tai: 3, includes: ['flower_set', 'seat_flower'], payment: { discarder: 4, others: 0, total: 4 } }),
  ],
  faq: [
    {
      question: 'Is someone else’s flower worth anything?',
      answer: 'No tai, but on sg and sg-reference it still stops Ping Hu.',
    },
    {
      question: 'Are animals tied to a seat?',
      answer: 'No. On sg every animal is 1 tai to whoever holds it.',
    },
    {
      question: 'Does it matter when I drew it?',
      answer: 'Not for tai. For the table payment a pair or set held at the breaking of the wall is 4 units from each player, one completed later 2.',
    },
  ],
  sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table', 'practice-table'],
  patternIds: ['seat_flower', 'flower_set', 'animal', 'all_animals', 'all_flowers', 'no_flowers'],
};
