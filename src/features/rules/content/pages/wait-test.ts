// Rule page: the Ping Hu wait test and Kah Long, on their own.
import { msg } from '@lingui/core/macro';
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

const EDGE = 'b7 b8 b9 c2 c3 c4 d3 d4 d5 d6 d7 d8 W W';

export const WAIT_TEST: RulePage = {
  slug: 'kah-long-wait-test',
  title: msg`The wait test (Kah Long)`,
  chineseName: '卡窿',
  aliases: [msg`Kah Long`, msg`edge wait`, msg`closed wait`, msg`single wait`],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- romanised names, said in every language
  romanised: ['Kah Long'],
  shortAnswer: msg`A Ping Hu won on a discard must have waited on two or more tile types, each finishing four chows and an unvalued pair. An edge (8-9 for a 7), closed (4-6 for a 5) or lone pair wait is Kah Long: no Ping Hu, no All Chow, and a 0 line says why. Self-drawn wins are exempt.`,
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      msg`Applies to discard wins, robbing a kong included; self-draws and replacement tiles skip it.`,
      msg`Count the tile types that would finish the 13 tiles as four chows and an unvalued pair. Two or more pass.`,
      msg`A type you hold all four of is dead. Discards on the table do not matter.`,
      msg`Fail: Kah Long (0). The rest still scores, and wins if it reaches the minimum.`,
    ],
    'sg-reference': [msg`The same test for Ping Hu and Little Ping Hu; a failure shows as Kah Long (0).`],
    hk: [msg`No wait test.`],
  },
  variants: [
    {
      question: msg`Can a Kah Long hand win on a discard at all?`,
      thisApp: msg`Yes, without Ping Hu, if the rest reaches the minimum.`,
      commonAlternative: msg`A one-tile wait may only win by self-draw; claiming the discard would be a false win.`,
      sourceIds: ['doubles-guide'],
    },
    {
      question: msg`What counts as a second wait?`,
      thisApp: msg`Only one that also finishes an all-chow hand.`,
      commonAlternative: msg`Any second winning tile, even one that makes a pong.`,
      houseOption: 'ping_hu_wait',
      sourceIds: ['this-app'],
    },
  ],
  examples: [
    ex(
      'kah-long-edge',
      msg`Edge wait on a discard`,
      msg`8-9 Bamboo could only use a 7: Kah Long, nothing else.`,
      h('sg', EDGE, { win: 'b7', discard: true }),
      { win: false, tai: 0, includes: ['kah_long'], excludes: ['ping_hu', 'all_chow'] },
    ),
    ex(
      'kah-long-self-drawn',
      msg`The same wait, self-drawn`,
      msg`Exempt: Ping Hu.`,
      h('sg', EDGE, { win: 'b7' }),
      { win: true, tai: 4, includes: ['ping_hu'], excludes: ['kah_long'] },
    ),
    ex(
      'kah-long-with-flower',
      msg`With a seat flower`,
      msg`No All Chow either, but the flower’s 1 still wins.`,
      h('sg', EDGE, { win: 'b7', discard: true, bonus: 'F1' }),
      { win: true, tai: 1, includes: ['kah_long', 'seat_flower'], excludes: ['all_chow'] },
    ),
    ex(
      'wait-pair-and-run',
      msg`4-5-6-7 waiting on 4 or 7`,
      msg`Two types, though the 4 makes the pair: Ping Hu.`,
      h('sg', 'b4 b4 b5 b6 b7 c1 c2 c3 d2 d3 d4 d6 d7 d8', { win: 'b4', discard: true }),
      { win: true, tai: 4, includes: ['ping_hu'] },
    ),
    ex(
      'wait-any-house-rule',
      msg`House rule: any two waits`,
      msg`Waiting on 5 or 6 Characters; only the 6 gives four chows. With ping_hu_wait "any" the 5 counts too.`,
      h('sg', 'b1 b2 b3 d4 d5 d6 d6 d7 d8 c5 c6 c7 c7 c7', {
        win: 'c6',
        discard: true,
        options: { ping_hu_wait: 'any' },
      }),
      { win: true, tai: 4, includes: ['ping_hu'], excludes: ['kah_long'] },
    ),
  ],
  faq: [
    {
      question: msg`Does Kah Long apply on a self-draw?`,
      answer: msg`No, on any profile; a replacement tile counts as a self-draw.`,
    },
    {
      question: msg`My other wait is all discarded. Does it count?`,
      answer: msg`Yes. Only your own tiles make a wait dead.`,
    },
    {
      question: msg`Does robbing a kong count as a discard?`,
      answer: msg`Yes: the konger is the discarder, so the test applies.`,
    },
  ],
  sourceIds: ['practice-table', 'doubles-guide', 'sg-reference-guide', 'spgg-2024', 'this-app'],
  patternIds: ['kah_long'],
};
