// How a saved table reads in a list: its profile, its stake in dollars and what it changes from the defaults.
import { PROFILE_SETTINGS, resolveOptions } from '../../core/options';
import type { HandOptionsInput, ProfileId } from '../../core/types';
import { stakeWords } from '../../ui/format';
import { houseRuleSummaryWords } from '../names/ready';

/** "Singapore table · $0.20 a tai", "Hong Kong · $0.50 a unit". */
export function tableFacts(profile: ProfileId, options: HandOptionsInput): string {
  const { unit } = resolveOptions(profile, options).options;
  return `${PROFILE_SETTINGS[profile].name} · ${stakeWords(profile, unit)}`;
}

/** "Fully concealed +1 · Shooter pays · cap 10 tai", or that it plays the profile's own rules. */
export function tableChanges(profile: ProfileId, options: HandOptionsInput): string {
  const summary = houseRuleSummaryWords(profile, options);
  return summary.length > 0 ? summary.join(' · ') : 'No house rules: the table’s own rules';
}
