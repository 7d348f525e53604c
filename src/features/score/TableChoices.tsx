// What is below the palette: the events of RULES.md section 2 behind one line, and the table's rules (or,
// with a night open, the night's table named). Part of the score screen's parts that come just after the
// first screen (ScoreParts.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { PROFILE_SETTINGS } from '../../core/profile-settings';
import type { ProfileId } from '../../core/types';
import { useDraft } from '../../state/draft-store';
import type { NightTable } from '../../state/night-table';
import { stakeIn } from '../../ui/format';
import { RadioGroup } from '../../ui/RadioGroup';
import { eventLabel } from '../../words/event-labels';
import { PROFILE_LABELS } from '../../words/profile-labels';
import { scoreExtras } from './score-extras';
import type { UnavailableEvents } from './TableContext';

/**
 * The events of RULES.md section 2, each in a player's words, behind one line that says which are
 * ticked. An event in `unavailable` is shown disabled with its reason beside it. `beside` shares the
 * line (the scored hand's Record and Share, so that they are in view with the result); the list
 * opens below it, the whole width. The list, with what each event means, is drawn once first opened;
 * its code comes with the screen's later parts, fetched once the screen is up (ScoreScreen.tsx).
 */
export function SpecialWins({
  unavailable = {},
  beside,
}: {
  unavailable?: UnavailableEvents;
  beside?: ReactNode;
}) {
  const { events, profile } = useDraft(useShallow((s) => ({ events: s.events, profile: s.profile })));
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The list comes with the screen's later parts (score-extras.ts), fetched once the screen is up.
  const { module: extras, failed } = scoreExtras.useLoaded();
  const { t, i18n } = useLingui();
  const ticked = events.map((e) => eventLabel(e, profile, i18n)).filter(Boolean);
  const list = ticked.length > 0 ? ticked.join(t`, `) : t`none`;
  const toggle = (): void => {
    setOpen(!open);
    setOpened(true);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-stretch gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="special-wins-list"
          onClick={toggle}
          className="flex min-w-0 flex-1 items-center justify-between gap-2 rounded-lg border border-stone-300 px-2 py-1 text-left text-sm focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-stone-700"
        >
          <span className="min-w-0 truncate">
            <Trans>
              <span className="font-semibold">Special wins:</span> {list}
            </Trans>
          </span>
          <span aria-hidden="true" className="shrink-0 text-xs">
            {open ? '▲' : '▼'}
          </span>
        </button>
        {beside}
      </div>
      <section
        id="special-wins-list"
        aria-label={t`Special wins`}
        hidden={!open}
        className="grid grid-cols-1 gap-1 rounded-lg border border-stone-300 p-1 dark:border-stone-700 sm:grid-cols-2"
      >
        {opened &&
          (extras ? (
            <extras.SpecialWinsList unavailable={unavailable} />
          ) : (
            <p className="p-1 text-sm">
              {failed ? (
                <Trans>The special wins could not be opened. Reload the app and try again.</Trans>
              ) : (
                <Trans>Opening the special wins…</Trans>
              )}
            </p>
          ))}
      </section>
    </div>
  );
}

/**
 * The table's rules. With a night open, the night's table decides and is named instead. `chooser`
 * is the slot for a saved-table picker, shown beside the profile choice.
 */
export function ProfilePicker(props: {
  profile: ProfileId;
  onChange: (profile: ProfileId) => void;
  night?: NightTable | null;
  chooser?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  if (props.night) {
    const unit = props.night.options.unit;
    const { name } = props.night;
    const rules = i18n._(PROFILE_LABELS[props.night.profile]);
    const stake = unit === undefined ? null : stakeIn(i18n, props.night.profile, unit);
    return (
      <div className="space-y-1">
        <p className="text-sm">
          {stake === null ? (
            <Trans>
              <span className="font-semibold">Tonight’s table</span> ({name}): {rules} rules. Money is shown
              in dollars.
            </Trans>
          ) : (
            <Trans>
              <span className="font-semibold">Tonight’s table</span> ({name}): {rules} rules, {stake}. Money
              is shown in dollars.
            </Trans>
          )}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <RadioGroup
        label={t`Table rules`}
        value={props.profile}
        onChange={props.onChange}
        options={(Object.keys(PROFILE_SETTINGS) as ProfileId[]).map((id) => ({
          value: id,
          label: i18n._(PROFILE_LABELS[id]),
        }))}
      />
      {props.chooser && <div data-slot="table-chooser">{props.chooser}</div>}
    </div>
  );
}
