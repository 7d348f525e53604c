// Rule page: how the sg, sg-reference and hk profiles differ, with a pattern value table checked against the scorer.
import { msg } from '@lingui/core/macro';
import { ex, h } from '../fixture';
import type { Cell, RulePage, Words } from '../types';

const CHOWS = 'c2 c3 c4 c5 c6 c7 b6 b7 b8 d1 d2 d3 S S';
const row = (id: string, name: Words, sg: Cell, ref: Cell, hk: Cell) => ({ id, cells: [name, sg, ref, hk] });

export const PROFILES_COMPARED: RulePage = {
  slug: 'profiles-compared',
  title: msg`How the three profiles differ`,
  aliases: [msg`sg`, msg`sg-reference`, msg`hk`, msg`Hong Kong`, msg`tai or fan`, msg`chicken hand (鸡胡)`],
  shortAnswer: msg`sg, the default: 1 tai to win, 5 at most, animals score, any bonus tile breaks Ping Hu. sg-reference follows a 0–5 tai reference to the letter: animals ignored, no Picking the Pearl, never seven pairs. hk counts fans: 3 to win, 10 at most, a payment table, no animals, no Ping Hu restrictions.`,
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      msg`A practice table’s Ping Hu and a Singapore doubles guide. Doubling shares, table payments, most house rules.`,
    ],
    'sg-reference': [
      msg`A 0–5 tai reference, literally. Doubling shares; no table payments; animals ignored.`,
    ],
    hk: [
      msg`A Hong Kong fan and payment table. Animals refused; Chicken Hand (0) shown only when nothing else scores.`,
    ],
  },
  tables: [
    {
      id: 'profile-values',
      caption: msg`Where values differ (hk in fans; limit = the cap; — = not scored)`,
      columns: [msg`Pattern`, msg`sg`, msg`sg-reference`, msg`hk`],
      rows: [
        row('ping_hu', msg`Ping Hu`, '4', '4', '—'),
        row('all_chow', msg`All Chow (with bonus tiles)`, '1', '—', '—'),
        row('little_ping_hu', msg`Little Ping Hu`, '—', '1', '—'),
        row('all_chows', msg`All Chows (any pair, any wait)`, '—', '—', '1'),
        row('all_pungs', msg`Pong Pong / All Pungs`, '2', '2', '3'),
        row('half_flush', msg`Half Flush`, '2', '2', '3'),
        row('full_flush', msg`Full Flush`, '4', '4', '7'),
        row('mixed_terminals', msg`Mixed Terminals and Honours`, msg`house rule`, '4', '1'),
        row('little_dragons', msg`Little Dragons`, '3', '3', '5'),
        row('big_dragons', msg`Big Dragons`, msg`limit`, msg`limit`, '8'),
        row('little_winds', msg`Little Winds`, '4', '4', msg`limit`),
        row('flower_set', msg`Flower Set (each)`, '1', '2', '2'),
        row('all_flowers', msg`All eight flowers`, msg`limit`, '—', '—'),
        row('animal', msg`Animal (each)`, '1', '—', '—'),
        row('all_animals', msg`All Animals (extra)`, '1', '—', '—'),
        row('no_flowers', msg`No flowers`, '—', '—', '1'),
        row('self_drawn', msg`Self-drawn`, '—', '—', '1'),
        row('fully_concealed', msg`Fully Concealed (self-drawn)`, msg`house rule`, '1', '—'),
        row('hai_di_lao_yue', msg`Picking the Pearl`, '1', '—', '—'),
        row('last_tile', msg`Last tile`, '—', '1', '1'),
        row('kong_on_kong', msg`Kong on Kong`, msg`limit`, msg`limit`, '—'),
        row('chicken', msg`Chicken Hand`, '—', '—', '0'),
      ],
    },
  ],
  variants: [
    {
      question: msg`Do animals count?`,
      thisApp: msg`sg: 1 each. sg-reference: ignored. hk: refused.`,
      commonAlternative: msg`Some tables leave them out of the set altogether.`,
      sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table'],
    },
  ],
  examples: [
    ex(
      'compare-sg',
      msg`sg: all chows, seat flower and a Cat, self-drawn`,
      msg`All Chow, East’s Flower 1, Cat: 1 each.`,
      h('sg', CHOWS, { win: 'd3', bonus: 'F1 CAT' }),
      { win: true, tai: 3, includes: ['all_chow', 'seat_flower', 'animal'] },
    ),
    ex(
      'compare-reference',
      msg`sg-reference: the same hand`,
      msg`Little Ping Hu, seat flower, Fully Concealed; no Cat.`,
      h('sg-reference', CHOWS, { win: 'd3', bonus: 'F1 CAT' }),
      {
        win: true,
        tai: 3,
        includes: ['little_ping_hu', 'seat_flower', 'fully_concealed'],
        excludes: ['animal'],
      },
    ),
    ex(
      'compare-hk',
      msg`hk: the same hand without the Cat`,
      msg`All Chows, seat flower, self-drawn: 3 fans.`,
      h('hk', CHOWS, { win: 'd3', bonus: 'F1' }),
      { win: true, tai: 3, includes: ['all_chows', 'seat_flower', 'self_drawn'] },
    ),
    ex(
      'compare-hk-chicken',
      msg`hk: a chicken hand`,
      msg`Nothing scores (Flower 3 is West’s): Chicken Hand, 0.`,
      h('hk', 'c2 c3 c4 c7 c7 c7 b3 b4 b5 d6 d7 d8 W W', { win: 'd7', discard: true, bonus: 'F3' }),
      { win: false, tai: 0, includes: ['chicken'] },
    ),
  ],
  faq: [
    {
      question: msg`Which profile is the default?`,
      answer: msg`sg. Pick sg-reference for the 0–5 tai reference, hk for a Hong Kong fan table.`,
    },
    {
      question: msg`Why does Hong Kong say fan and not tai?`,
      answer: msg`Its fans come from another table and are paid by a payment table, so they are not tai.`,
    },
  ],
  sourceIds: ['practice-table', 'sg-reference-guide', 'hk-table', 'doubles-guide', 'this-app'],
  patternIds: ['chicken', 'all_chows', 'no_flowers', 'self_drawn', 'fully_concealed', 'mixed_terminals'],
};
