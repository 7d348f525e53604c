// How the hand was won and where: the table's rules, the winds, self-draw or discard, and the events of RULES.md section 2.
import { PROFILE_SETTINGS } from '../../core/options';
import type { EventId, ProfileId } from '../../core/types';
import { useShallow } from 'zustand/react/shallow';
import { useDraft, type Wind } from '../../state/draft-store';
import { RadioGroup } from '../../ui/RadioGroup';

export const PROFILE_LABELS: Record<ProfileId, string> = {
  sg: 'Singapore',
  'sg-reference': 'SG 0–5 tai',
  hk: 'Hong Kong',
};

const WIND_OPTIONS: readonly { value: Wind; label: string }[] = [
  { value: 'E', label: 'East' }, { value: 'S', label: 'South' }, { value: 'W', label: 'West' }, { value: 'N', label: 'North' },
];

interface EventCopy { label: string; help: string }

/** Each event in a player's words; some read differently at different tables. */
export function eventCopy(event: EventId, profile: ProfileId): EventCopy | undefined {
  switch (event) {
    case 'robbing_kong':
      return { label: 'Robbed a kong', help: 'Won on the tile another player added to a pong. Counts as a discard; the konger pays.' };
    case 'replacement':
      return { label: 'Replacement tile', help: 'Won on the tile drawn after a flower, an animal or a kong.' };
    case 'kong_on_kong':
      return { label: 'Kong on kong', help: 'Two or more kongs in one turn, then won on the replacement tile.' };
    case 'last_tile':
      return {
        label: 'Last tile',
        help: profile === 'hk' ? 'Won on the last tile of the wall, or on the discard right after it.' : 'Won on the very last tile of the wall.',
      };
    case 'last_five':
      // Only the Singapore table scores it (Picking the Pearl).
      return profile === 'sg' ? { label: 'Five or fewer left', help: 'Self-drawn with five or fewer tiles left in the wall.' } : undefined;
    case 'heavenly':
      return { label: 'Heavenly hand', help: 'The dealer (East) won with the opening hand.' };
    case 'earthly':
      return {
        label: 'Earthly hand',
        help: profile === 'sg-reference'
          ? "Not the dealer: won on the first turn, or on the dealer's first discard before any claim."
          : "Not the dealer: won on the dealer's very first discard.",
      };
  }
}

const EVENTS: readonly EventId[] = ['robbing_kong', 'replacement', 'kong_on_kong', 'last_tile', 'last_five', 'heavenly', 'earthly'];

/** Self-draw or discard, and the two winds: what changes the score of almost every hand. */
export function WinContext() {
  const draft = useDraft(useShallow((s) => ({
    winBy: s.winBy, seatWind: s.seatWind, prevailingWind: s.prevailingWind,
    setWinBy: s.setWinBy, setSeatWind: s.setSeatWind, setPrevailingWind: s.setPrevailingWind,
  })));
  return (
    <section aria-label="Win and winds" className="space-y-2">
      <RadioGroup
        label="Win by"
        value={draft.winBy}
        onChange={draft.setWinBy}
        options={[{ value: 'self', label: 'Self-draw' }, { value: 'discard', label: 'Discard' }]}
      />
      <div className="grid grid-cols-2 gap-2">
        <RadioGroup label="Seat wind" value={draft.seatWind} onChange={draft.setSeatWind}
          options={WIND_OPTIONS.map((w) => ({ value: w.value, label: w.value }))} />
        <RadioGroup label="Prevailing wind" value={draft.prevailingWind} onChange={draft.setPrevailingWind}
          options={WIND_OPTIONS.map((w) => ({ value: w.value, label: w.value }))} />
      </div>
    </section>
  );
}

/** The events of RULES.md section 2, each in a player's words. */
export function SpecialWins() {
  const draft = useDraft(useShallow((s) => ({ events: s.events, profile: s.profile, toggleEvent: s.toggleEvent })));
  return (
    <section aria-label="Special wins">
      <fieldset className="rounded-lg border border-stone-300 p-2 dark:border-stone-700">
        <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">Special wins</legend>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {EVENTS.map((event) => {
            const copy = eventCopy(event, draft.profile);
            if (!copy) return null;
            const id = `event-${event}`;
            return (
              <label key={event} htmlFor={id} className="flex cursor-pointer items-start gap-2 rounded-md p-1 hover:bg-stone-100 dark:hover:bg-stone-800">
                <input id={id} type="checkbox" checked={draft.events.includes(event)} onChange={() => draft.toggleEvent(event)}
                  aria-describedby={`${id}-help`} className="mt-1 size-4 accent-emerald-700" />
                <span className="text-sm leading-tight">
                  <span className="font-medium">{copy.label}</span>
                  <span id={`${id}-help`} className="block text-xs text-stone-600 dark:text-stone-300">{copy.help}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}

export function ProfilePicker(props: { profile: ProfileId; onChange: (profile: ProfileId) => void }) {
  return (
    <RadioGroup
      label="Table rules"
      value={props.profile}
      onChange={props.onChange}
      options={(Object.keys(PROFILE_SETTINGS) as ProfileId[]).map((id) => ({ value: id, label: PROFILE_LABELS[id] }))}
    />
  );
}
