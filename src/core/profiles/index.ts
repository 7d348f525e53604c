// The three table profiles by id.
import type { ProfileId } from '../types';
import { hkProfile } from './hk';
import type { Profile } from './pattern';
import { sgProfile } from './sg';
import { sgReferenceProfile } from './sg-reference';

export const PROFILES: Readonly<Record<ProfileId, Profile>> = {
  sg: sgProfile,
  'sg-reference': sgReferenceProfile,
  hk: hkProfile,
};

export type { PatternRule, Profile } from './pattern';
export { ruleValue } from './pattern';
