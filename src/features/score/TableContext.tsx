// How the hand was won and where: the table's rules, the winds, self-draw or discard, and the events of RULES.md section 2.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_SETTINGS } from '../../core/profile-settings';
import type { EventId, ProfileId } from '../../core/types';
import { useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDraft, winnerOf, type Wind } from '../../state/draft-store';
import type { NightTable, PlayerIndex } from '../../state/night-table';
import { stakeIn } from '../../ui/format';
import { RadioGroup } from '../../ui/RadioGroup';
import { scoreExtras } from './score-extras';
import { PROFILE_LABELS } from '../../words/profile-labels';
import { eventLabel } from '../../words/event-labels';

const WIND_NAMES: Record<Wind, MessageDescriptor> = {
  E: msg`East`,
  S: msg`South`,
  W: msg`West`,
  N: msg`North`,
};
/** The wind in one letter (E) or character (东), where a row of four must fit a phone. */
const WIND_LETTERS: Record<Wind, MessageDescriptor> = {
  E: msg({ message: 'E', context: 'wind' }),
  S: msg({ message: 'S', context: 'wind' }),
  W: msg({ message: 'W', context: 'wind' }),
  N: msg({ message: 'N', context: 'wind' }),
};
const ROUND_NAMES: Record<Wind, MessageDescriptor> = {
  E: msg`East round`,
  S: msg`South round`,
  W: msg`West round`,
  N: msg`North round`,
};
const WINDS: readonly Wind[] = ['E', 'S', 'W', 'N'];

/** Why each event cannot apply to this hand, in a player's words (from the core); absent when it can. */
export type UnavailableEvents = Partial<Record<EventId, string>>;

/**
 * Self-draw or discard, and the winds: what changes the score of almost every hand. One row of fixed
 * height, whichever it shows (the palette is below it). With a night open the seat comes from who
 * won (the night's players with their seats this hand) and the prevailing wind from the night.
 * Until the app knows whether a night is open (`known`), a placeholder of the same size stands where
 * the seat and the round, or who won, will be: never the plain table's controls with a night open.
 */
export function WinContext({ night, known = true }: { night: NightTable | null; known?: boolean }) {
  const draft = useDraft(
    useShallow((s) => ({
      winBy: s.winBy,
      seatWind: s.seatWind,
      prevailingWind: s.prevailingWind,
      nightWinner: s.nightWinner,
      setWinBy: s.setWinBy,
      setSeatWind: s.setSeatWind,
      setPrevailingWind: s.setPrevailingWind,
      setNightWinner: s.setNightWinner,
    })),
  );
  const winner = winnerOf(draft, night);
  const { t, i18n } = useLingui();
  const windLetters = WINDS.map((wind) => ({
    value: wind,
    label: i18n._(WIND_LETTERS[wind]),
    ariaLabel: i18n._(WIND_NAMES[wind]),
  }));
  return (
    <section aria-label={t`Win and winds`} className="flex h-[3.625rem] items-end gap-1.5">
      <RadioGroup
        label={t`Win by`}
        compact
        className="min-w-0 flex-[1.1]"
        value={draft.winBy}
        onChange={draft.setWinBy}
        options={[
          { value: 'self', label: t`Self-draw` },
          { value: 'discard', label: t`Discard` },
        ]}
      />
      {night ? (
        <div role="radiogroup" aria-labelledby="who-won-label" className="min-w-0 flex-[2]">
          <span className="mb-0.5 block truncate text-[0.65rem] font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">
            <span id="who-won-label">
              <Trans>Who won?</Trans>
            </span>{' '}
            <span className="font-normal normal-case">({i18n._(ROUND_NAMES[night.prevailingWind])})</span>
          </span>
          <div className="flex rounded-lg bg-stone-200 p-0.5 dark:bg-stone-800">
            {night.players.map((name, i) => {
              const player = i as PlayerIndex;
              const seat = night.seatWinds[player];
              return (
                <label
                  key={player}
                  className="relative min-w-0 flex-1 cursor-pointer select-none text-center text-[0.75rem] font-medium"
                >
                  <input
                    type="radio"
                    name="night-winner"
                    checked={winner === player}
                    onChange={() => draft.setNightWinner(night, player)}
                    aria-label={winnerWords(i18n, name, seat, night.dealer === player)}
                    className="peer sr-only"
                  />
                  <span className="block truncate rounded-md px-0.5 py-1 leading-tight peer-checked:bg-white peer-checked:text-emerald-900 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-600 dark:peer-checked:bg-stone-600 dark:peer-checked:text-white">
                    <span className="block truncate" title={name}>
                      {name}
                    </span>
                    <span className="block text-[0.65rem] opacity-80">{i18n._(WIND_LETTERS[seat])}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </div>
      ) : !known ? (
        <div aria-hidden="true" data-night-pending className="min-w-0 flex-[2]">
          <div className="h-10 rounded-lg bg-stone-200 dark:bg-stone-800" />
        </div>
      ) : (
        <>
          <RadioGroup
            label={t`Seat`}
            compact
            className="min-w-0 flex-1"
            value={draft.seatWind}
            onChange={draft.setSeatWind}
            options={windLetters}
          />
          <RadioGroup
            label={t`Round`}
            compact
            className="min-w-0 flex-1"
            value={draft.prevailingWind}
            onChange={draft.setPrevailingWind}
            options={windLetters}
          />
        </>
      )}
    </section>
  );
}

/** A night's player as the winner radio names them: "Ann, East, dealer". */
function winnerWords(i18n: I18n, name: string, seat: Wind, dealer: boolean): string {
  const wind = i18n._(WIND_NAMES[seat]);
  return dealer ? i18n._(msg`${name}, ${wind}, dealer`) : i18n._(msg`${name}, ${wind}`);
}

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
