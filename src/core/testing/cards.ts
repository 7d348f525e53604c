// Cards for tests: the largest a profile can have, every pattern of it at a value other than its own.
import { profileCard } from '../card';
import type { Card } from '../house-rules';
import { defaultOptions } from '../options';
import type { ProfileId } from '../types';

/** Every pattern of a profile's card changed: a limit hand at 13, any other line at the limit. */
export function everyPatternChanged(profile: ProfileId): Card {
  return Object.fromEntries(
    profileCard(profile, defaultOptions(profile)).map((line) => [line.id, line.limitHand ? 13 : 'limit']),
  );
}
