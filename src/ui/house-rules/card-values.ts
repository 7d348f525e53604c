// The table's card (house rule `values`) changed one tap at a time: a step down or up from a pattern's
// value, and the card with one pattern set or put back. What a value does is the core's (core/card.ts).
import { HOUSE_RULES, type Card, type CardValue } from '../../core/house-rules';

const { min: LEAST, max: MOST } = HOUSE_RULES.values;

/**
 * One less: a number steps down to 0 (not played); the limit steps down to the cap, as a number (the
 * hand is then no longer a limit hand: worth the cap, what it implies not added); 0 stays.
 */
export function stepDown(value: CardValue, cap: number): CardValue {
  if (value === 'limit') return Math.max(LEAST, Math.min(cap, MOST));
  return Math.max(LEAST, value - 1);
}

/** One more, up to the most a card allows; the limit stays (it is its own choice). */
export function stepUp(value: CardValue): CardValue {
  return value === 'limit' ? value : Math.min(MOST, value + 1);
}

/** Whether a step is possible: down from anything but 0, up from a number below the most. */
export const canStepDown = (value: CardValue): boolean => value !== LEAST;
export const canStepUp = (value: CardValue): boolean => value !== 'limit' && value < MOST;

/**
 * The card with pattern `id` at `value`, or without it where `value` is the profile's own (`byDefault`) or
 * undefined: a card keeps only what it changes.
 */
export function withCardValue(
  card: Card,
  id: string,
  value: CardValue | undefined,
  byDefault: CardValue,
): Card {
  const { [id]: _old, ...rest } = card;
  return value === undefined || value === byDefault ? rest : { ...rest, [id]: value };
}
