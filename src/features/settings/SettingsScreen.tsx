// Settings: the app's language, the saved tables, the house rules for scoring a hand at each kind
// of table, and the app's data.
import { Trans, useLingui } from '@lingui/react/macro';
import { useShallow } from 'zustand/react/shallow';
import { PROFILE_IDS } from '../../core/types';
import { langTag } from '../../i18n/catalogs';
import { useDraft } from '../../state/draft-store';
import { TablesSection } from './TablesSection';
import { tableChanges } from '../../words/table-words';
import { HouseRulesForm } from '../../ui/house-rules/HouseRulesForm';
import { TableCardEntry } from '../../ui/house-rules/TableCard';
import { LanguagePicker } from './LanguagePicker';
import { profileName } from '../../words/names/ready';
import { LiveServerSettings } from './LiveServerSettings';

export default function SettingsScreen() {
  const { t, i18n } = useLingui();
  const { houseRules, setHouseRules } = useDraft(
    useShallow((s) => ({ houseRules: s.houseRules, setHouseRules: s.setHouseRules })),
  );
  return (
    <div lang={langTag()} className="space-y-4">
      <h1 className="text-xl font-bold">{t`Settings`}</h1>
      <LanguagePicker />
      <TablesSection />
      <LiveServerSettings />
      <h2 className="pt-2 text-lg font-semibold">{t`House rules for scoring a hand`}</h2>
      <p className="text-sm text-stone-700 dark:text-stone-200">
        <Trans>
          What the score screen uses at each kind of table. A night keeps its own rules, set when it starts. A
          rule marked “Changed” is not the table’s default.
        </Trans>
      </p>
      {PROFILE_IDS.map((profile) => (
        <section
          key={profile}
          aria-labelledby={`rules-${profile}`}
          className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
        >
          <h3 id={`rules-${profile}`} className="font-semibold">
            {profileName(profile)}
          </h3>
          <p className="mb-2 text-sm text-stone-600 dark:text-stone-300">
            {tableChanges(i18n, profile, houseRules[profile] ?? {})}
          </p>
          <div className="space-y-2">
            <HouseRulesForm
              profile={profile}
              rules={houseRules[profile] ?? {}}
              onChange={(rules) => setHouseRules(profile, rules)}
            />
            <TableCardEntry
              profile={profile}
              rules={houseRules[profile] ?? {}}
              onChange={(rules) => setHouseRules(profile, rules)}
            />
          </div>
        </section>
      ))}
    </div>
  );
}
