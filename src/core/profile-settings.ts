// Each profile's own settings: its unit word, its cap's ceiling, what it does with animals. Its own
// module, apart from the house rules' parsing (options.ts), because the score screen's first paint
// needs these few facts and none of the registry.
import type { ProfileId } from './types';

export interface ProfileSettings {
  readonly id: ProfileId;
  readonly name: string;
  /** "tai" at Singapore tables, "fan" under hk. */
  readonly unitWord: 'tai' | 'fan';
  /** Caps above this are lowered to it (hk with seed 002's payment table: "never above 10"). */
  readonly capCeiling?: number;
  /** What animals do: score tai, are accepted and ignored, or are not part of the set. */
  readonly animals: 'score' | 'ignore' | 'invalid';
  /** All eight flowers and seasons win on their own, whatever the hand holds (sg, seed 003). */
  readonly flowersWinAlone?: boolean;
}

export const PROFILE_SETTINGS: Readonly<Record<ProfileId, ProfileSettings>> = {
  sg: { id: 'sg', name: 'Singapore table', unitWord: 'tai', animals: 'score', flowersWinAlone: true },
  'sg-reference': {
    id: 'sg-reference',
    name: 'Singapore 0–5 tai reference',
    unitWord: 'tai',
    animals: 'ignore',
  },
  hk: { id: 'hk', name: 'Hong Kong', unitWord: 'fan', capCeiling: 10, animals: 'invalid' },
};
