// Settings: house rules for each table profile, and the app's data.
import { useShallow } from 'zustand/react/shallow';
import { PROFILE_SETTINGS } from '../../core/options';
import type { ProfileId } from '../../core/types';
import { useDraft } from '../../state/draft-store';
import { HouseRulesForm } from './HouseRulesForm';

export default function SettingsScreen() {
  const { houseRules, setHouseRules } = useDraft(useShallow((s) => ({ houseRules: s.houseRules, setHouseRules: s.setHouseRules })));
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">Settings</h1>
      <p className="text-sm text-stone-700 dark:text-stone-200">House rules for scoring a hand at each kind of table. A session keeps its own rules, set when it starts.</p>
      {(Object.keys(PROFILE_SETTINGS) as ProfileId[]).map((profile) => (
        <section key={profile} aria-labelledby={`rules-${profile}`} className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
          <h2 id={`rules-${profile}`} className="mb-2 font-semibold">{PROFILE_SETTINGS[profile].name}</h2>
          <HouseRulesForm profile={profile} rules={houseRules[profile] ?? {}} onChange={(rules) => setHouseRules(profile, rules)} />
        </section>
      ))}
    </div>
  );
}
