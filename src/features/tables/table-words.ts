// How a saved table reads in a list: its profile, its stake in dollars and what it changes from the defaults.
import { houseRuleSummary } from '../../core/house-rules-summary';
import { PROFILE_SETTINGS, resolveOptions } from '../../core/options';
import type { HandOptionsInput, ProfileId } from '../../core/types';
import { formatMoney } from '../../ui/format';

/** "Singapore table · $0.20 a tai". */
export function tableFacts(profile: ProfileId, options: HandOptionsInput): string {
  const { unit } = resolveOptions(profile, options).options;
  const stake = profile === 'hk' ? `table unit ${formatMoney(unit)}` : `${formatMoney(unit)} a ${PROFILE_SETTINGS[profile].unitWord}`;
  return `${PROFILE_SETTINGS[profile].name} · ${stake}`;
}

/** "Fully concealed +1 · Shooter pays · cap 10 tai", or that it plays the profile's own rules. */
export function tableChanges(profile: ProfileId, options: HandOptionsInput): string {
  const summary = houseRuleSummary(profile, options);
  return summary.length > 0 ? summary.join(' · ') : 'No house rules: the table’s own rules';
}
