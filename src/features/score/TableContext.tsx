// How the hand was won and where: the table's rules, the winds, self-draw or discard, and the events of RULES.md section 2.
import { PROFILE_SETTINGS } from '../../core/options';
import { eventsOffered } from '../../core/events-offered';
import { EVENT_IDS, type EventId, type ProfileId } from '../../core/types';
import { useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDraft, winnerOf, type Wind } from '../../state/draft-store';
import { useNightTable, type NightTable, type PlayerIndex } from '../../state/night-table';
import { stakeWords } from '../../ui/format';
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
    case 'human':
      return {
        label: 'Ren Hu (human hand)',
        help: "Not the dealer: won on a discard in the first round, before any claim, other than the dealer's first discard.",
      };
  }
}


/** Why each event cannot apply to this hand, in a player's words (from the core); absent when it can. */
export type UnavailableEvents = Partial<Record<EventId, string>>;

const WIND_LETTERS = WIND_OPTIONS.map((w) => ({ value: w.value, label: w.value, ariaLabel: w.label }));

/**
 * Self-draw or discard, and the winds: what changes the score of almost every hand. One row of fixed
 * height, whichever it shows (the palette is below it). With a night open the seat comes from who
 * won (the night's players with their seats this hand) and the prevailing wind from the night.
 * Until the app knows whether a night is open (`known`), a placeholder of the same size stands where
 * the seat and the round, or who won, will be: never the plain table's controls with a night open.
 */
export function WinContext({ night, known = true }: { night: NightTable | null; known?: boolean }) {
  const draft = useDraft(useShallow((s) => ({
    winBy: s.winBy, seatWind: s.seatWind, prevailingWind: s.prevailingWind, nightWinner: s.nightWinner,
    setWinBy: s.setWinBy, setSeatWind: s.setSeatWind, setPrevailingWind: s.setPrevailingWind, setNightWinner: s.setNightWinner,
  })));
  const winner = winnerOf(draft, night);
  return (
    <section aria-label="Win and winds" className="flex h-[3.625rem] items-end gap-1.5">
      <RadioGroup label="Win by" compact className="min-w-0 flex-[1.1]" value={draft.winBy} onChange={draft.setWinBy}
        options={[{ value: 'self', label: 'Self-draw' }, { value: 'discard', label: 'Discard' }]} />
      {night ? (
        <div role="radiogroup" aria-labelledby="who-won-label" className="min-w-0 flex-[2]">
          <span className="mb-0.5 block truncate text-[0.65rem] font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">
            <span id="who-won-label">Who won?</span> <span className="font-normal normal-case">({WIND_NAMES_FULL[night.prevailingWind]} round)</span>
          </span>
          <div className="flex rounded-lg bg-stone-200 p-0.5 dark:bg-stone-800">
            {night.players.map((name, i) => {
              const player = i as PlayerIndex;
              const seat = night.seatWinds[player];
              return (
                <label key={player} className="relative min-w-0 flex-1 cursor-pointer select-none text-center text-[0.75rem] font-medium">
                  <input type="radio" name="night-winner" checked={winner === player} onChange={() => draft.setNightWinner(night, player)}
                    aria-label={`${name}, ${WIND_NAMES_FULL[seat]}${night.dealer === player ? ', dealer' : ''}`} className="peer sr-only" />
                  <span className="block truncate rounded-md px-0.5 py-1 leading-tight peer-checked:bg-white peer-checked:text-emerald-900 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-600 dark:peer-checked:bg-stone-600 dark:peer-checked:text-white">
                    <span className="block truncate" title={name}>{name}</span>
                    <span className="block text-[0.65rem] opacity-80">{seat}</span>
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
          <RadioGroup label="Seat" compact className="min-w-0 flex-1" value={draft.seatWind} onChange={draft.setSeatWind} options={WIND_LETTERS} />
          <RadioGroup label="Round" compact className="min-w-0 flex-1" value={draft.prevailingWind} onChange={draft.setPrevailingWind} options={WIND_LETTERS} />
        </>
      )}
    </section>
  );
}

const WIND_NAMES_FULL: Record<Wind, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };

/**
 * The events of RULES.md section 2, each in a player's words, behind one line that says which are
 * ticked. An event in `unavailable` is shown disabled with its reason beside it. `beside` shares the
 * line (the scored hand's Record and Share, so that they are in view with the result); the list
 * opens below it, the whole width.
 */
export function SpecialWins({ unavailable = {}, beside }: { unavailable?: UnavailableEvents; beside?: ReactNode }) {
  const draft = useDraft(useShallow((s) => ({
    events: s.events, profile: s.profile, rules: s.houseRules[s.profile], toggleEvent: s.toggleEvent,
  })));
  const [open, setOpen] = useState(false);
  // A house rule's own event (Ren Hu) only where the table plays it; a ticked one stays to be taken back.
  const night = useNightTable((s) => s.night);
  const offered = night ? eventsOffered(night.profile, night.options) : eventsOffered(draft.profile, draft.rules);
  const shown = EVENT_IDS.filter((event) => eventCopy(event, draft.profile) && (offered.includes(event) || draft.events.includes(event)));
  const ticked = draft.events.map((e) => eventCopy(e, draft.profile)?.label).filter(Boolean);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-stretch gap-2">
        <button type="button" aria-expanded={open} aria-controls="special-wins-list" onClick={() => setOpen(!open)}
          className="flex min-w-0 flex-1 items-center justify-between gap-2 rounded-lg border border-stone-300 px-2 py-1 text-left text-sm focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-stone-700">
          <span className="min-w-0 truncate">
            <span className="font-semibold">Special wins:</span> {ticked.length > 0 ? ticked.join(', ') : 'none'}
          </span>
          <span aria-hidden="true" className="shrink-0 text-xs">{open ? '▲' : '▼'}</span>
        </button>
        {beside}
      </div>
      <section id="special-wins-list" aria-label="Special wins" hidden={!open}
        className="grid grid-cols-1 gap-1 rounded-lg border border-stone-300 p-1 dark:border-stone-700 sm:grid-cols-2">
        {shown.map((event) => {
          const copy = eventCopy(event, draft.profile)!;
          const id = `event-${event}`;
          const reason = unavailable[event];
          const checked = draft.events.includes(event);
          return (
            <label key={event} htmlFor={id} className={`flex items-start gap-2 rounded-md p-1 ${reason && !checked ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-stone-100 dark:hover:bg-stone-800'}`}>
              <input id={id} type="checkbox" checked={checked} onChange={() => draft.toggleEvent(event)}
                // A ticked event that cannot apply stays untickable, so the player can take it back.
                disabled={Boolean(reason) && !checked}
                aria-describedby={`${id}-help`} className="mt-1 size-4 accent-emerald-700" />
              <span className="text-sm leading-tight">
                <span className={`font-medium ${reason && !checked ? 'text-stone-500 dark:text-stone-400' : ''}`}>{copy.label}</span>
                <span id={`${id}-help`} className="block text-xs text-stone-600 dark:text-stone-300">
                  {reason ? <span data-event-unavailable={event} className="font-medium text-amber-900 dark:text-amber-200">{reason}</span> : copy.help}
                </span>
              </span>
            </label>
          );
        })}
      </section>
    </div>
  );
}

/**
 * The table's rules. With a night open, the night's table decides and is named instead. `chooser`
 * is the slot for a saved-table picker, shown beside the profile choice.
 */
export function ProfilePicker(props: { profile: ProfileId; onChange: (profile: ProfileId) => void; night?: NightTable | null; chooser?: ReactNode }) {
  if (props.night) {
    const unit = props.night.options.unit;
    return (
      <div className="space-y-1">
        <p className="text-sm">
          <span className="font-semibold">Tonight’s table</span> ({props.night.name}): {PROFILE_LABELS[props.night.profile]} rules
          {unit !== undefined ? `, ${stakeWords(props.night.profile, unit)}` : ''}. Money is shown in dollars.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <RadioGroup
        label="Table rules"
        value={props.profile}
        onChange={props.onChange}
        options={(Object.keys(PROFILE_SETTINGS) as ProfileId[]).map((id) => ({ value: id, label: PROFILE_LABELS[id] }))}
      />
      {props.chooser && <div data-slot="table-chooser">{props.chooser}</div>}
    </div>
  );
}
