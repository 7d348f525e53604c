// Profile `hk`, Hong Kong fan (RULES.md section 7, seed 002): the special hands, the additional
// fans, and the payment table. Values are fans; the result's `tai` fields hold them. The patterns
// it shares with the other tables are in shared.ts; here are its own and the order.
import { PROFILE_SETTINGS } from '../profile-settings';
import type { SpecialShape } from '../readings';
import { winPayment } from '../settlement';
import type { PatternRule, Profile } from './pattern';
import * as is from './predicates';
import { tableOf } from './shared';

const OWN = {
  all_chows: {
    id: 'all_chows',
    name: 'All Chows',
    zh: '平糊',
    tai: 1,
    when: is.fourChows,
    condition: 'Sequences only, and a pair (no pair or wait restriction).',
  },
  chicken: {
    id: 'chicken',
    name: 'Chicken Hand',
    zh: '鸡糊',
    tai: 0,
    when: () => true,
    alone: true,
    condition: 'A hand with no value.',
  },
  concealed_hand: {
    id: 'concealed_hand',
    name: 'Concealed Hand',
    zh: '门前清',
    tai: (o) => o.concealed_hand,
    houseRule: 'concealed_hand',
    when: is.concealed,
    condition:
      'House rule: no chow, pung or exposed kong declared (concealed kongs allowed), won either way.',
  },
  self_drawn: {
    id: 'self_drawn',
    name: 'Self-drawn Win',
    zh: '自摸',
    tai: 1,
    when: is.selfDrawn,
    condition: 'Drawing the winning tile (a replacement tile counts).',
  },
  no_flowers: {
    id: 'no_flowers',
    name: 'No Flowers or Seasons',
    zh: '无花',
    tai: 1,
    when: is.noFlowers,
    bonus: true,
    condition: 'No flower or season tile on winning.',
  },
} as const satisfies Record<string, PatternRule>;

export const HK_PATTERNS: readonly PatternRule[] = tableOf('hk', [
  // Limit hands.
  'thirteen_orphans',
  'nine_gates',
  'big_winds',
  'little_winds',
  'all_honours',
  'all_terminals',
  'four_kongs',
  'hidden_treasure',
  'heavenly',
  'earthly',
  // Special hands.
  'big_dragons',
  'little_dragons',
  'full_flush',
  'half_flush',
  'all_pungs',
  OWN.all_chows,
  'mixed_terminals',
  'seven_pairs',
  OWN.chicken,
  // Additional fans.
  'dragon_pong',
  'seat_wind',
  'prevailing_wind',
  OWN.concealed_hand,
  OWN.self_drawn,
  'last_tile',
  'replacement',
  'robbing_kong',
  OWN.no_flowers,
  'seat_flower',
  'flower_set',
]);

export const hkProfile: Profile = {
  settings: PROFILE_SETTINGS.hk,
  patterns: HK_PATTERNS,
  bonusPatterns: HK_PATTERNS.filter((rule) => rule.bonus),
  specialShapes(options) {
    const shapes: SpecialShape[] = ['thirteen_orphans'];
    if (options.seven_pairs > 0) shapes.push('seven_pairs');
    return shapes;
  },
  payment: (fans, selfDrawn, options) => winPayment('hk', fans, selfDrawn, options),
};
