// Each table's rules by the short name its choice gives it: the score screen's table rules, a night's
// start form and a saved table's editor offer the same three.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProfileId } from '../core/types';

/** Each table's rules by name, as a choice says it: "Singapore", 新加坡. */
export const PROFILE_LABELS: Record<ProfileId, MessageDescriptor> = {
  sg: msg`Singapore`,
  'sg-reference': msg`SG 0–5 tai`,
  hk: msg`Hong Kong`,
};
