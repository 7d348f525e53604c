// How the hand was won and where: the table's rules, the winds, self-draw or discard, and the events of RULES.md section 2.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_SETTINGS } from '../../core/options';
import { eventsOffered } from '../../core/events-offered';
import { EVENT_IDS, type EventId, type ProfileId } from '../../core/types';
import { useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDraft, winnerOf, type Wind } from '../../state/draft-store';
import { useNightTable, type NightTable, type PlayerIndex } from '../../state/night-table';
import { i18n as appI18n } from '../../i18n/catalogs';
import { stakeIn } from '../../ui/format';
import { RadioGroup } from '../../ui/RadioGroup';

/** Each table's rules by name, worded by the screen: "Singapore", 新加坡. */
export const PROFILE_NAMES: Record<ProfileId, MessageDescriptor> = {
  sg: msg`Singapore`,
  'sg-reference': msg`SG 0–5 tai`,
  hk: msg`Hong Kong`,
};

const WIND_NAMES: Record<Wind, MessageDescriptor> = { E: msg`East`, S: msg`South`, W: msg`West`, N: msg`North` };
/** The wind in one letter (E) or character (东), where a row of four must fit a phone. */
const WIND_LETTERS: Record<Wind, MessageDescriptor> = {
  E: msg({ message: 'E', context: 'wind' }), S: msg({ message: 'S', context: 'wind' }),
  W: msg({ message: 'W', context: 'wind' }), N: msg({ message: 'N', context: 'wind' }),
};
const ROUND_NAMES: Record<Wind, MessageDescriptor> = { E: msg`East round`, S: msg`South round`, W: msg`West round`, N: msg`North round` };
const WINDS: readonly Wind[] = ['E', 'S', 'W', 'N'];

interface EventCopy { label: string; help: string }

const EVENT_WORDS = {
  robbing_kong: { label: msg`Robbed a kong`, help: msg`Won on the tile another player added to a pong. Counts as a discard; the konger pays.` },
  replacement: { label: msg`Replacement tile`, help: msg`Won on the tile drawn after a flower, an animal or a kong.` },
  kong_on_kong: { label: msg`Kong on kong`, help: msg`Two or more kongs in one turn, then won on the replacement tile.` },
  last_tile: { label: msg`Last tile`, help: msg`Won on the very last tile of the wall.`, hk: msg`Won on the last tile of the wall, or on the discard right after it.` },
  last_five: { label: msg`Five or fewer left`, help: msg`Self-drawn with five or fewer tiles left in the wall.` },
  heavenly: { label: msg`Heavenly hand`, help: msg`The dealer (East) won with the opening hand.` },
  earthly: {
    label: msg`Earthly hand`, help: msg`Not the dealer: won on the dealer's very first discard.`,
    reference: msg`Not the dealer: won on the first turn, or on the dealer's first discard before any claim.`,
  },
  human: { label: msg`Ren Hu (human hand)`, help: msg`Not the dealer: won on a discard in the first round, before any claim, other than the dealer's first discard.` },
} satisfies Record<EventId, { label: MessageDescriptor; help: MessageDescriptor; hk?: MessageDescriptor; reference?: MessageDescriptor }>;

/**
 * Each event in a player's words, in the language in use; some read differently at different
 * tables. Without `i18n`, the app's own (for code outside a component).
 */
export function eventCopy(event: EventId, profile: ProfileId, i18n: I18n = appI18n): EventCopy | undefined {
  // Only the Singapore table scores five or fewer left (Picking the Pearl).
  if (event === 'last_five' && profile !== 'sg') return undefined;
  const words: { label: MessageDescriptor; help: MessageDescriptor; hk?: MessageDescriptor; reference?: MessageDescriptor } = EVENT_WORDS[event];
  const help = (profile === 'hk' && words.hk) || (profile === 'sg-reference' && words.reference) || words.help;
  return { label: i18n._(words.label), help: i18n._(help) };
}


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
  const draft = useDraft(useShallow((s) => ({
    winBy: s.winBy, seatWind: s.seatWind, prevailingWind: s.prevailingWind, nightWinner: s.nightWinner,
    setWinBy: s.setWinBy, setSeatWind: s.setSeatWind, setPrevailingWind: s.setPrevailingWind, setNightWinner: s.setNightWinner,
  })));
  const winner = winnerOf(draft, night);
  const { t, i18n } = useLingui();
  const windLetters = WINDS.map((wind) => ({ value: wind, label: i18n._(WIND_LETTERS[wind]), ariaLabel: i18n._(WIND_NAMES[wind]) }));
  return (
    <section aria-label={t`Win and winds`} className="flex h-[3.625rem] items-end gap-1.5">
      <RadioGroup label={t`Win by`} compact className="min-w-0 flex-[1.1]" value={draft.winBy} onChange={draft.setWinBy}
        options={[{ value: 'self', label: t`Self-draw` }, { value: 'discard', label: t`Discard` }]} />
      {night ? (
        <div role="radiogroup" aria-labelledby="who-won-label" className="min-w-0 flex-[2]">
          <span className="mb-0.5 block truncate text-[0.65rem] font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">
            <span id="who-won-label"><Trans>Who won?</Trans></span> <span className="font-normal normal-case">({i18n._(ROUND_NAMES[night.prevailingWind])})</span>
          </span>
          <div className="flex rounded-lg bg-stone-200 p-0.5 dark:bg-stone-800">
            {night.players.map((name, i) => {
              const player = i as PlayerIndex;
              const seat = night.seatWinds[player];
              return (
                <label key={player} className="relative min-w-0 flex-1 cursor-pointer select-none text-center text-[0.75rem] font-medium">
                  <input type="radio" name="night-winner" checked={winner === player} onChange={() => draft.setNightWinner(night, player)}
                    aria-label={winnerWords(i18n, name, seat, night.dealer === player)} className="peer sr-only" />
                  <span className="block truncate rounded-md px-0.5 py-1 leading-tight peer-checked:bg-white peer-checked:text-emerald-900 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-600 dark:peer-checked:bg-stone-600 dark:peer-checked:text-white">
                    <span className="block truncate" title={name}>{name}</span>
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
          <RadioGroup label={t`Seat`} compact className="min-w-0 flex-1" value={draft.seatWind} onChange={draft.setSeatWind} options={windLetters} />
          <RadioGroup label={t`Round`} compact className="min-w-0 flex-1" value={draft.prevailingWind} onChange={draft.setPrevailingWind} options={windLetters} />
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
 * opens below it, the whole width.
 */
export function SpecialWins({ unavailable = {}, beside }: { unavailable?: UnavailableEvents; beside?: ReactNode }) {
  const draft = useDraft(useShallow((s) => ({
    events: s.events, profile: s.profile, rules: s.houseRules[s.profile], toggleEvent: s.toggleEvent,
  })));
  const [open, setOpen] = useState(false);
  const { t, i18n } = useLingui();
  // A house rule's own event (Ren Hu) only where the table plays it; a ticked one stays to be taken back.
  const night = useNightTable((s) => s.night);
  const offered = night ? eventsOffered(night.profile, night.options) : eventsOffered(draft.profile, draft.rules);
  const shown = EVENT_IDS.filter((event) => eventCopy(event, draft.profile, i18n) && (offered.includes(event) || draft.events.includes(event)));
  const ticked = draft.events.map((e) => eventCopy(e, draft.profile, i18n)?.label).filter(Boolean);
  const list = ticked.length > 0 ? ticked.join(t`, `) : t`none`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-stretch gap-2">
        <button type="button" aria-expanded={open} aria-controls="special-wins-list" onClick={() => setOpen(!open)}
          className="flex min-w-0 flex-1 items-center justify-between gap-2 rounded-lg border border-stone-300 px-2 py-1 text-left text-sm focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-stone-700">
          <span className="min-w-0 truncate">
            <Trans><span className="font-semibold">Special wins:</span> {list}</Trans>
          </span>
          <span aria-hidden="true" className="shrink-0 text-xs">{open ? '▲' : '▼'}</span>
        </button>
        {beside}
      </div>
      <section id="special-wins-list" aria-label={t`Special wins`} hidden={!open}
        className="grid grid-cols-1 gap-1 rounded-lg border border-stone-300 p-1 dark:border-stone-700 sm:grid-cols-2">
        {shown.map((event) => {
          const copy = eventCopy(event, draft.profile, i18n)!;
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
  const { t, i18n } = useLingui();
  if (props.night) {
    const unit = props.night.options.unit;
    const { name } = props.night;
    const rules = i18n._(PROFILE_NAMES[props.night.profile]);
    const stake = unit === undefined ? null : stakeIn(i18n, props.night.profile, unit);
    return (
      <div className="space-y-1">
        <p className="text-sm">
          {stake === null
            ? <Trans><span className="font-semibold">Tonight’s table</span> ({name}): {rules} rules. Money is shown in dollars.</Trans>
            : <Trans><span className="font-semibold">Tonight’s table</span> ({name}): {rules} rules, {stake}. Money is shown in dollars.</Trans>}
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
        options={(Object.keys(PROFILE_SETTINGS) as ProfileId[]).map((id) => ({ value: id, label: i18n._(PROFILE_NAMES[id]) }))}
      />
      {props.chooser && <div data-slot="table-chooser">{props.chooser}</div>}
    </div>
  );
}
