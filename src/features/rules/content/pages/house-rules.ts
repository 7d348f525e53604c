// Rule page: the house rules a table can switch; the list of them and their live examples come from the registry.
import { msg } from '@lingui/core/macro';
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

export const HOUSE_RULES: RulePage = {
  slug: 'house-rules',
  title: msg`House rules you can switch`,
  aliases: [msg`options`, msg`minimum`, msg`cap`, msg`unit`],
  shortAnswer: msg`Agree before the first deal: the minimum, the cap and the unit, and each house rule your table plays. Each is listed below with the same hand scored without it and with it. A setting the profile does not know is refused, never ignored.`,
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [msg`The defaults are seed 003’s table: 1 tai to win, 5 at the limit; every other house rule off.`],
    'sg-reference': [
      msg`Only the minimum (0–5), the cap and the unit: the reference profile has no other house rules.`,
    ],
    hk: [msg`The defaults are seed 002’s table: 3 fans to win, 10 at the limit, the standard payment table.`],
  },
  variants: [
    {
      question: msg`How many tai to win?`,
      thisApp: msg`1 (sg, sg-reference), 3 fans (hk).`,
      commonAlternative: msg`A higher minimum; 0 lets any complete hand win.`,
      houseOption: 'min_tai',
      sourceIds: ['sg-reference-guide', 'hk-table'],
    },
    {
      question: msg`An extra tai for a concealed Ping Hu?`,
      thisApp: msg`No.`,
      commonAlternative: msg`Often one more for a concealed Ping Hu or Chao Ping Hu.`,
      houseOption: 'concealed_bonus',
      sourceIds: ['doubles-guide'],
    },
  ],
  examples: [
    ex(
      'house-min-zero',
      msg`Minimum 0, unit 2`,
      msg`A hand worth nothing wins; a 0-tai share is half a unit.`,
      h('sg', 'c2 c3 c4 c7 c7 c7 b3 b4 b5 d6 d7 d8 W W', {
        win: 'd7',
        discard: true,
        options: { min_tai: 0, unit: 2 },
      }),
      { win: true, tai: 0, payment: { discarder: 2, others: 1, total: 4 } },
    ),
    ex(
      'house-cap-eight',
      msg`Cap of 8`,
      msg`Big Dragons scores the cap: 8.`,
      h('sg', 'RD RD RD GD GD GD WD WD WD b2 b3 b4 c7 c7', { win: 'b3', options: { cap_tai: 8 } }),
      { win: true, tai: 8, limit: true, includes: ['big_dragons'] },
    ),
  ],
  faq: [
    {
      question: msg`Do flowers count towards the minimum?`,
      answer: msg`Yes, every line does, unless a Hong Kong table plays “Bonus fans count to the minimum” off.`,
    },
    {
      question: msg`What unit should we enter?`,
      answer: msg`One tai’s share in whole cents or points. At 10 cents a 3-tai discard win costs the discarder 80 cents, the others 40.`,
    },
  ],
  sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table', 'this-app'],
  patternIds: ['concealed_bonus', 'concealed_hand'],
};
