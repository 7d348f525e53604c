// The list of special wins (RULES.md section 2) behind "Special wins:" on the score screen: each event
// with what it means, some worded differently at different tables, ticked or not. An event the hand
// cannot have had shows disabled with the reason beside it. Loaded when the list is first opened.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useShallow } from 'zustand/react/shallow';
import { eventsOffered } from '../../core/events-offered';
import { EVENT_IDS, type EventId } from '../../core/types';
import { useDraft } from '../../state/draft-store';
import { useNightTable } from '../../state/night-table';
import type { UnavailableEvents } from './TableContext';
import { eventLabel } from '../../words/event-labels';

/** What each event means; `hk` and `reference` where those tables say it otherwise. */
const EVENT_HELP: Record<
  EventId,
  { help: MessageDescriptor; hk?: MessageDescriptor; reference?: MessageDescriptor }
> = {
  robbing_kong: {
    help: msg`Won on the tile another player added to a pong. Counts as a discard; the konger pays.`,
  },
  replacement: { help: msg`Won on the tile drawn after a flower, an animal or a kong.` },
  kong_on_kong: { help: msg`Two or more kongs in one turn, then won on the replacement tile.` },
  last_tile: {
    help: msg`Won on the very last tile of the wall.`,
    hk: msg`Won on the last tile of the wall, or on the discard right after it.`,
  },
  last_five: { help: msg`Self-drawn with five or fewer tiles left in the wall.` },
  heavenly: { help: msg`The dealer (East) won with the opening hand.` },
  earthly: {
    help: msg`Not the dealer: won on the dealer's very first discard.`,
    reference: msg`Not the dealer: won on the first turn, or on the dealer's first discard before any claim.`,
  },
  human: {
    help: msg`Not the dealer: won on a discard in the first round, before any claim, other than the dealer's first discard.`,
  },
};

export function SpecialWinsList({ unavailable }: { unavailable: UnavailableEvents }) {
  const draft = useDraft(
    useShallow((s) => ({
      events: s.events,
      profile: s.profile,
      rules: s.houseRules[s.profile],
      toggleEvent: s.toggleEvent,
    })),
  );
  const { i18n } = useLingui();
  // A house rule's own event (Ren Hu) only where the table plays it; a ticked one stays to be taken back.
  const night = useNightTable((s) => s.night);
  const offered = night
    ? eventsOffered(night.profile, night.options)
    : eventsOffered(draft.profile, draft.rules);
  const shown = EVENT_IDS.filter(
    (event) =>
      eventLabel(event, draft.profile, i18n) && (offered.includes(event) || draft.events.includes(event)),
  );
  return shown.map((event) => {
    const label = eventLabel(event, draft.profile, i18n)!;
    const words = EVENT_HELP[event];
    const help = i18n._(
      (draft.profile === 'hk' && words.hk) ||
        (draft.profile === 'sg-reference' && words.reference) ||
        words.help,
    );
    const id = `event-${event}`;
    const reason = unavailable[event];
    const checked = draft.events.includes(event);
    return (
      <label
        key={event}
        htmlFor={id}
        className={`flex items-start gap-2 rounded-md p-1 ${reason && !checked ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-stone-100 dark:hover:bg-stone-800'}`}
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={() => draft.toggleEvent(event)}
          // A ticked event that cannot apply stays untickable, so the player can take it back.
          disabled={Boolean(reason) && !checked}
          aria-describedby={`${id}-help`}
          className="mt-1 size-4 accent-emerald-700"
        />
        <span className="text-sm leading-tight">
          <span className={`font-medium ${reason && !checked ? 'text-stone-500 dark:text-stone-400' : ''}`}>
            {label}
          </span>
          <span id={`${id}-help`} className="block text-xs text-stone-600 dark:text-stone-300">
            {reason ? (
              <span data-event-unavailable={event} className="font-medium text-amber-900 dark:text-amber-200">
                {reason}
              </span>
            ) : (
              help
            )}
          </span>
        </span>
      </label>
    );
  });
}
