// The winning events (RULES.md section 2) as the score screen's special wins say them, and a shared
// hand's facts with them.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventId, ProfileId } from '../core/types';
import { i18n as appI18n } from '../i18n/catalogs';

/** Each event's name as the list and its summary line say it. What it means is in the list (SpecialWinsList.tsx). */
const EVENT_LABELS: Record<EventId, MessageDescriptor> = {
  robbing_kong: msg`Robbed a kong`,
  replacement: msg`Replacement tile`,
  kong_on_kong: msg`Kong on kong`,
  last_tile: msg`Last tile`,
  last_five: msg`Five or fewer left`,
  heavenly: msg`Heavenly hand`,
  earthly: msg`Earthly hand`,
  human: msg`Ren Hu (human hand)`,
};

/**
 * Each event's name in the language in use, where the table plays it (only the Singapore table
 * scores five or fewer left, Picking the Pearl). Without `i18n`, the app's own (for code outside a component).
 */
export function eventLabel(event: EventId, profile: ProfileId, i18n: I18n = appI18n): string | undefined {
  if (event === 'last_five' && profile !== 'sg') return undefined;
  return i18n._(EVENT_LABELS[event]);
}
