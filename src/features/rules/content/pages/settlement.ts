// Rule page: who pays what — doubling shares, the Hong Kong payment table, kong and bonus payments, Zha Hu and Bao.
import { msg } from '@lingui/core/macro';
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

const HAND = 'b2 b3 b4 b6 b7 b8 b5 b5 b5 GD GD GD N N';
const r = (id: string, ...cells: string[]) => ({ id, cells: [id, ...cells] });

export const SETTLEMENT: RulePage = {
  slug: 'settlement',
  title: msg`Who pays what`,
  aliases: [msg`payment`, msg`shares`, msg`kong payment`, msg`Zha Hu`, msg`Bao`],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- romanised names, said in every language
  romanised: ['Zha Hu', 'Bao'],
  shortAnswer: msg`sg and sg-reference double: a share is the unit × 2^(tai − 1). On a discard the discarder pays 2 shares and the others 1; on a self-draw all three pay 2, so the columns run 6 : 4 : 2 : 1. hk reads a payment table from the minimum up, and on a discard the discarder alone pays. On sg, kongs and bonus sets are paid at the table outside the win.`,
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      msg`Share = unit × 2^(tai − 1); half a unit at 0 tai. No dealer multiplier.`,
      msg`Discard: discarder 2 shares, others 1. Self-draw (replacement included): 2 each. Robbing a kong: the konger pays as discarder.`,
      msg`Outside the win, each other player pays for kongs and bonus sets (table below): Cat–Rat, Rooster–Centipede, your flower and season, four flowers, four seasons, four animals.`,
      msg`Zha Hu (false win): 2 shares at the cap to each other player. Bao: one player pays what every loser would have.`,
    ],
    'sg-reference': [msg`The same shares; no table payments and no pay-for-all.`],
    hk: [
      msg`From the minimum up: the discarder alone pays the by-discard row; on a self-draw each pays half. Rows past the limit are dropped.`,
    ],
  },
  tables: [
    {
      id: 'share-table',
      caption: msg`sg and sg-reference, unit 10`,
      columns: [
        msg`Tai`,
        msg`Win self-drawn`,
        msg`Win by discard`,
        msg`Discarder, or each on self-draw`,
        msg`Other loser`,
      ],
      rows: [
        r('1', '+60', '+40', '−20', '−10'),
        r('2', '+120', '+80', '−40', '−20'),
        r('3', '+240', '+160', '−80', '−40'),
        r('4', '+480', '+320', '−160', '−80'),
        r('5', '+960', '+640', '−320', '−160'),
      ],
    },
    {
      id: 'hk-table',
      caption: msg`hk, 3 to 10 fans, unit 1`,
      columns: [msg`Fans`, msg`By discard`, msg`Self-drawn, each`],
      rows: [
        r('3', '4', '2'),
        r('4', '16', '8'),
        r('5', '32', '16'),
        r('6', '48', '24'),
        r('7', '64', '32'),
        r('8', '96', '48'),
        r('9', '128', '64'),
        r('10', '192', '96'),
      ],
    },
    {
      id: 'table-payments',
      caption: msg`sg payments outside the win, units from each other player`,
      columns: [msg`For`, msg`Each pays`],
      rows: [
        { id: 'exposed_kong', cells: [msg`Exposed kong`, '2'] },
        { id: 'concealed_kong', cells: [msg`Concealed kong`, '4'] },
        { id: 'bonus_later', cells: [msg`Bonus pair or set completed in play`, '2'] },
        { id: 'bonus_at_start', cells: [msg`Bonus pair or set at the breaking of the wall`, '4'] },
      ],
    },
  ],
  variants: [
    {
      question: msg`How much is a kong?`,
      thisApp: msg`2 units exposed, 4 concealed, from each player.`,
      commonAlternative: msg`Up to 2.5 times the unit at some tables.`,
      sourceIds: ['doubles-guide'],
    },
    {
      question: msg`How is Bao shared?`,
      thisApp: msg`The player at fault pays it all.`,
      commonAlternative: msg`The Bao player and the discarder each pay their part plus half the third player’s.`,
      sourceIds: ['doubles-guide'],
    },
  ],
  examples: [
    ex(
      'pay-discard-three-tai',
      msg`3 tai by discard, unit 10`,
      msg`Half Flush and a dragon pong; a share is 40.`,
      h('sg', HAND, { win: 'b7', discard: true, options: { unit: 10 } }),
      { win: true, tai: 3, payment: { discarder: 80, others: 40, total: 160 } },
    ),
    ex(
      'pay-self-drawn-three-tai',
      msg`The same, self-drawn`,
      msg`Two shares from each: 240, one and a half times the discard win.`,
      h('sg', HAND, { win: 'b7', options: { unit: 10 } }),
      { win: true, tai: 3, payment: { discarder: null, others: 80, total: 240 } },
    ),
    ex(
      'pay-hk-self-drawn',
      msg`hk: 5 fans self-drawn`,
      msg`Half Flush 3, self-drawn 1, no flowers 1: third row, 16 each.`,
      h('hk', 'b2 b3 b4 b6 b7 b8 b5 b5 b5 N N N W W', { win: 'b7' }),
      { win: true, tai: 5, payment: { discarder: null, others: 16, total: 48 } },
    ),
    ex(
      'pay-hk-limit-discard',
      msg`hk: a limit hand by discard`,
      msg`Thirteen Orphans: the discarder alone pays the last row, 192.`,
      h('hk', 'c1 c9 b1 b9 d1 d9 E S W N RD GD WD WD', { win: 'WD', discard: true }),
      { win: true, tai: 10, limit: true, payment: { discarder: 192, others: 0, total: 192 } },
    ),
  ],
  faq: [
    {
      question: msg`Do kong payments count if I lose the hand?`,
      answer: msg`Yes. They are settled on their own, whoever wins. Only a robbed kong is not paid.`,
    },
    {
      question: msg`What does a false win cost?`,
      answer: msg`2 shares at the cap to each other player: 32 units at a cap of 5.`,
    },
  ],
  sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table'],
  patternIds: [],
};
