// How a saved table reads in a list: its profile, its stake in dollars and what it changes from the defaults,
// in the language in use.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROFILE_SETTINGS, resolveOptions } from '../core/options';
import type { HandOptionsInput, ProfileId } from '../core/types';
import { formatMoney } from '../core/amounts';
import { houseRuleSummaryWords, profileName } from './names/ready';

/** "Singapore table · $0.20 a tai", "Hong Kong · $0.50 a unit" (Hong Kong pays by the table unit). */
export function tableFacts(i18n: I18n, profile: ProfileId, options: HandOptionsInput): string {
  const { unit } = resolveOptions(profile, options).options;
  const table = profileName(profile);
  const money = formatMoney(unit);
  if (profile === 'hk') return i18n._(msg`${table} · ${money} a unit`);
  return PROFILE_SETTINGS[profile].unitWord === 'fan'
    ? i18n._(msg`${table} · ${money} a fan`)
    : i18n._(msg`${table} · ${money} a tai`);
}

/** "Fully concealed +1 · Shooter pays · cap 10 tai", or that it plays the profile's own rules. */
export function tableChanges(i18n: I18n, profile: ProfileId, options: HandOptionsInput): string {
  const summary = houseRuleSummaryWords(profile, options);
  return summary.length > 0 ? summary.join(' · ') : i18n._(msg`No house rules: the table’s own rules`);
}
