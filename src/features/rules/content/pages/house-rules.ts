// Rule page: the house options a table can switch, with their defaults.
import { ex, h } from '../fixture';
import type { RulePage } from '../types';

export const HOUSE_RULES: RulePage = {
  slug: 'house-rules',
  title: 'House rules you can switch',
  aliases: ['options', 'minimum', 'cap', 'unit'],
  shortAnswer:
    'Agree before the first deal: minimum, cap and unit, and on sg the concealed Ping Hu bonus, seven pairs, unusual hands, '
    + 'Ping Hu wait counting and Little Dragons. A setting the profile does not know is refused, never ignored.',
  profiles: ['sg', 'sg-reference', 'hk'],
  conditions: {
    sg: [
      'min_tai 1 (0–13), cap_tai 5 (1–13), unit 1 (one tai’s share in cents or points).',
      'concealed_bonus 0: extra tai for Ping Hu or All Chow with nothing declared.',
      'seven_pairs off (on: 4, or the number given). unusual_hands off.',
      'ping_hu_wait "pattern" (two all-chow waits) or "any". little_dragons_total off (3 + pongs) or on (3 in all).',
    ],
    'sg-reference': ['min_tai 1 (0–5), cap_tai 5, unit. Nothing else.'],
    hk: ['min_tai 3 (0–10), cap_tai 10 (higher is lowered to 10), unit: multiplies the payment table.'],
  },
  variants: [
    {
      question: 'How many tai to win?',
      thisApp: '1 (sg, sg-reference), 3 fans (hk).',
      commonAlternative: 'A higher minimum; 0 lets any complete hand win.',
      houseOption: 'min_tai',
      sourceIds: ['sg-reference-guide', 'hk-table'],
    },
    {
      question: 'An extra tai for a concealed Ping Hu?',
      thisApp: 'No.',
      commonAlternative: 'Often one more for a concealed Ping Hu or Chao Ping Hu.',
      houseOption: 'concealed_bonus',
      sourceIds: ['doubles-guide'],
    },
  ],
  examples: [
    ex('house-concealed-bonus', 'Concealed Ping Hu bonus of 1',
      'Nothing declared: Ping Hu 4 and the house’s 1.',
      h('sg', 'c2 c3 c4 c5 c6 c7 b6 b7 b8 d1 d2 d3 S S', { win: 'd3', options: { concealed_bonus: 1 } }),
      { win: true, tai: 5, includes: ['ping_hu', 'concealed_bonus'] }),
    ex('house-min-zero', 'Minimum 0, unit 2',
      'A hand worth nothing wins; a 0-tai share is half a unit.',
      h('sg', 'c2 c3 c4 c7 c7 c7 b3 b4 b5 d6 d7 d8 W W', { win: 'd7', discard: true, options: { min_tai: 0, unit: 2 } }),
      { win: true, tai: 0, payment: { discarder: 2, others: 1, total: 4 } }),
    ex('house-cap-eight', 'Cap of 8',
      'Big Dragons scores the cap: 8.',
      h('sg', 'RD RD RD GD GD GD WD WD WD b2 b3 b4 c7 c7', { win: 'b3', options: { cap_tai: 8 } }),
      { win: true, tai: 8, limit: true, includes: ['big_dragons'] }),
    ex('house-little-dragons-total', 'Little Dragons 3 in total',
      'The dragon pong lines are inside the 3.',
      h('sg', 'RD RD RD WD WD WD GD GD b1 b2 b3 d6 d7 d8', { win: 'b3', options: { little_dragons_total: true } }),
      { win: true, tai: 3, includes: ['little_dragons'], excludes: ['dragon_pong'] }),
  ],
  faq: [
    {
      question: 'Do flowers count towards the minimum?',
      answer: 'Yes, every line does.',
    },
    {
      question: 'What unit should we enter?',
      answer: 'One tai’s share in whole cents or points. At 10 cents a 3-tai discard win costs the discarder 80 cents, the others 40.',
    },
  ],
  sourceIds: ['doubles-guide', 'sg-reference-guide', 'hk-table', 'this-app'],
  patternIds: ['concealed_bonus', 'concealed_hand'],
};
