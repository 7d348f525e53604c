// The saved-table chooser on the score screen: picking a table puts its profile and every rule
// (the unit included) on the hand being scored. Loaded on its own, so the first screen stays free
// of the database code.
import { useShallow } from 'zustand/react/shallow';
import { useDraft } from '../../state/draft-store';
import { SavedTablePicker } from '../../app/SavedTablePicker';

/** One empty set, not a new one each render (a new object would re-render the store's subscribers forever). */
const NO_RULES = {};

export default function ScoreTableChooser() {
  const { profile, rules, setProfile, setHouseRules } = useDraft(
    useShallow((s) => ({
      profile: s.profile,
      rules: s.houseRules[s.profile],
      setProfile: s.setProfile,
      setHouseRules: s.setHouseRules,
    })),
  );
  return (
    <SavedTablePicker
      profile={profile}
      options={rules ?? NO_RULES}
      onPick={(table) => {
        setProfile(table.profile);
        setHouseRules(table.profile, table.options);
      }}
    />
  );
}
