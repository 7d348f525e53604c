// Which events a table offers: a house rule's own event (Ren Hu) only where the table plays that
// rule. Apart from the event rules (events.ts) so the first screen can ask without loading them.
import { HOUSE_RULES, accepts, type HouseRuleId } from './house-rules';
import { EVENT_IDS, type EventId, type HandOptionsInput, type ProfileId, type TableOptions } from './types';

/** The house rule that brings an event to the table, for the events that need one. */
export const EVENT_HOUSE_RULE: Readonly<Partial<Record<EventId, HouseRuleId>>> = { human: 'human_hand' };

/** The events the screens offer at a table. */
export function eventsOffered(profile: ProfileId, options: HandOptionsInput | TableOptions = {}): EventId[] {
  return EVENT_IDS.filter((event) => {
    const rule = EVENT_HOUSE_RULE[event];
    return (
      !rule || (accepts(HOUSE_RULES[rule], profile) && (options as Record<string, unknown>)[rule] === true)
    );
  });
}
