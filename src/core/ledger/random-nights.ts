// Random nights for property tests: hands that win at every seat and in every round, and nights of
// them recorded as the screens record them (a tiled hand scored at the seating the entries before it
// give). Shared by the ledger's properties and the database's edit-and-undo property.
import fc from 'fast-check';
import type { TablePaymentKind } from '../settlement';
import { scoreHand } from '../score';
import { randomWinningHand, seededRng } from '../testing/random-hands';
import type { HandInput } from '../types';
import { handAtSeating } from './rescore';
import { firstSeating, seatingAfter } from './rotation';
import { hasTablePayments, paymentFor, nightOptions } from './settings';
import type { LedgerEntry, PlayerIndex, Seating, NightSettings } from './types';

/** Random winning hands that win at every seat and in every round at `settings`' table, events left out. */
export function handPool(settings: NightSettings, seed: number, size: number): HandInput[] {
  const rng = seededRng(seed);
  const pool: HandInput[] = [];
  const winds = ['E', 'S', 'W', 'N'];
  while (pool.length < size) {
    const {
      events: _events,
      profile: _profile,
      ...hand
    } = randomWinningHand(rng, { profile: settings.profile });
    const wins = winds.every((seat) =>
      winds.every((round) => {
        const result = scoreHand({
          ...hand,
          profile: settings.profile,
          options: settings.options,
          seat_wind: seat,
          prevailing_wind: round,
        });
        return result.ok && result.win;
      }),
    );
    if (wins) pool.push(hand);
  }
  return pool;
}

export type Intent =
  | { kind: 'tiled'; winner: PlayerIndex; discarderStep: number | null; hand: number }
  | { kind: 'tai'; winner: PlayerIndex; discarderStep: number | null; tai: number }
  | { kind: 'draw' }
  | { kind: 'payment'; receiver: PlayerIndex; reason: TablePaymentKind };

const player = fc.constantFrom<PlayerIndex>(0, 1, 2, 3);
const step = fc.option(fc.integer({ min: 1, max: 3 }), { nil: null });
export const intentArb = (settings: NightSettings, poolSize: number): fc.Arbitrary<Intent> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('tiled' as const),
        winner: player,
        discarderStep: step,
        hand: fc.nat({ max: poolSize - 1 }),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('tai' as const),
        winner: player,
        discarderStep: step,
        tai: fc.integer({ min: nightOptions(settings).min_tai, max: nightOptions(settings).cap_tai }),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'draw' as const }) },
    ...(hasTablePayments(settings)
      ? [
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('payment' as const),
              receiver: player,
              reason: fc.constantFrom<TablePaymentKind>('exposed_kong', 'bonus_later'),
            }),
          },
        ]
      : []),
  );

/** The entry a player records for `intent` at `seating`: a tiled hand scored there, as the Record sheet does. */
export function recordAt(
  settings: NightSettings,
  pool: readonly HandInput[],
  intent: Intent,
  seating: Seating,
  id: string,
): LedgerEntry {
  const at = 1_000;
  switch (intent.kind) {
    case 'tiled': {
      const hand = handAtSeating(settings, pool[intent.hand]!, seating, intent.winner);
      const result = scoreHand(hand);
      if (!result.ok || !result.payment) throw new Error('the pool holds only hands that win everywhere');
      const selfDrawn = result.payment.discarder === null;
      const discarder = selfDrawn
        ? null
        : (((intent.winner + (intent.discarderStep ?? 1)) % 4) as PlayerIndex);
      return {
        id,
        at,
        kind: 'win',
        winner: intent.winner,
        selfDrawn,
        discarder,
        tai: result.tai,
        payment: paymentFor(settings, result.tai, selfDrawn),
        items: result.items,
        hand,
      };
    }
    case 'tai': {
      const discarder =
        intent.discarderStep === null ? null : (((intent.winner + intent.discarderStep) % 4) as PlayerIndex);
      const selfDrawn = discarder === null;
      return {
        id,
        at,
        kind: 'win',
        winner: intent.winner,
        selfDrawn,
        discarder,
        tai: intent.tai,
        payment: paymentFor(settings, intent.tai, selfDrawn),
      };
    }
    case 'draw':
      return { id, at, kind: 'draw' };
    case 'payment':
      return { id, at, kind: 'table_payment', receiver: intent.receiver, reason: intent.reason };
  }
}

/** The night recorded from scratch, each entry at the seating the entries before it give. */
export function recordNight(
  settings: NightSettings,
  pool: readonly HandInput[],
  intents: readonly { intent: Intent; id: string }[],
): LedgerEntry[] {
  let seating = firstSeating(settings);
  return intents.map(({ intent, id }) => {
    const entry = recordAt(settings, pool, intent, seating, id);
    seating = seatingAfter(seating, entry, settings.firstDealer);
    return entry;
  });
}

/** The seating of entry `index` in `entries`. */
export const seatingOf = (settings: NightSettings, entries: readonly LedgerEntry[], index: number): Seating =>
  entries
    .slice(0, index)
    .reduce((seating, entry) => seatingAfter(seating, entry, settings.firstDealer), firstSeating(settings));
