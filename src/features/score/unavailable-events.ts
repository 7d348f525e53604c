// Why each special win cannot apply to the hand on the screen: the validator's own sentences
// (RULES.md section 2, core/events.ts), so the screen never offers what the scorer would refuse.
// The event rules load just after the first screen (they are not needed to paint it); until they
// arrive, which takes a moment at start, nothing is marked, and the scorer still refuses what is impossible.
import type { EventId, HandInput } from '../../core/types';
import { loadNames } from '../../words/names/use-names';
import type { UnavailableEvents } from './TableContext';

type Check = (hand: HandInput) => UnavailableEvents;
let check: Check | undefined;

// The reasons are worded in the player's language (words/names), so the names load with the rules.
// Not in the build's render of the static first screen (SSR), which does not wait for them.
if (!import.meta.env.SSR) {
  Promise.all([import('../../core/events'), loadNames(), import('../../i18n/catalogs')]).then(
    ([{ eventAvailability }, names, { i18n }]) => {
      check = (hand) => {
        const out: Partial<Record<EventId, string>> = {};
        for (const [event, availability] of Object.entries(eventAvailability(hand))) {
          if (!availability.possible) out[event as EventId] = names.errorWords(i18n, availability);
        }
        return out;
      };
    },
    (error: unknown) =>
      console.error(
        'The event rules could not be loaded: the scorer still refuses what is impossible.',
        error,
      ),
  );
}

export const unavailableEvents = (hand: HandInput): UnavailableEvents => check?.(hand) ?? {};
