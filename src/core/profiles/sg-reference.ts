// Profile `sg-reference`, the 0–5 tai reference profile, following seed 001 literally
// (RULES.md section 6). Animals never reach this table: they are dropped when the hand is read.
// The patterns it shares with the other tables are in shared.ts; here are its own and the order.
import { PROFILE_SETTINGS } from '../profile-settings';
import { winPayment } from '../settlement';
import type { PatternRule, Profile } from './pattern';
import * as is from './predicates';
import { ONLY_THIRTEEN_ORPHANS } from './pattern';
import { tableOf } from './shared';

const littlePingHu: PatternRule = {
  id: 'little_ping_hu',
  name: 'Little Ping Hu',
  zh: '小平胡',
  tai: 1,
  when: is.lesserPingHu,
  condition:
    'Four sequences and a non-valued pair, with flowers or seasons; a discard win needs a multiple wait.',
};

export const SG_REFERENCE_PATTERNS: readonly PatternRule[] = tableOf('sg-reference', [
  // Five tai: the cap.
  'thirteen_orphans',
  'nine_gates',
  'big_dragons',
  'big_winds',
  'all_honours',
  'all_terminals',
  'all_green',
  'four_kongs',
  'hidden_treasure',
  'kong_on_kong',
  'heavenly',
  'earthly',
  // Hand patterns.
  'ping_hu',
  littlePingHu,
  'kah_long',
  'valued_pair',
  'mixed_terminals',
  'all_pungs',
  'half_flush',
  'full_flush',
  'little_dragons',
  'little_winds',
  'fully_concealed',
  // Sets.
  'dragon_pong',
  'seat_wind',
  'prevailing_wind',
  // How the hand was won.
  'robbing_kong',
  'replacement',
  'last_tile',
  // Bonus tiles.
  'seat_flower',
  'flower_set',
]);

export const sgReferenceProfile: Profile = {
  settings: PROFILE_SETTINGS['sg-reference'],
  patterns: SG_REFERENCE_PATTERNS,
  bonusPatterns: SG_REFERENCE_PATTERNS.filter((rule) => rule.bonus),
  specialShapes: () => ONLY_THIRTEEN_ORPHANS,
  payment: (tai, selfDrawn, options) => winPayment('sg-reference', tai, selfDrawn, options),
};
