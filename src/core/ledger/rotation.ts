// The deal and the winds as a Singapore table moves them: the dealer is East and the seats follow
// in player order; a non-dealer win passes the deal on, a dealer win or a drawn hand keeps it, and
// when the deal comes back to the first dealer the prevailing wind moves on.
import {
  WINDS,
  type LedgerEntry,
  type PerPlayer,
  type PlayerIndex,
  type Seating,
  type NightSettings,
  type Wind,
} from './types';

const nextPlayer = (player: PlayerIndex): PlayerIndex => ((player + 1) % 4) as PlayerIndex;
const nextWind = (wind: Wind): Wind => WINDS[(WINDS.indexOf(wind) + 1) % 4]!;

/** Each player's seat wind when `dealer` deals: East for the dealer, then South, West, North in player order. */
export function seatWindsFor(dealer: PlayerIndex): PerPlayer<Wind> {
  return [0, 1, 2, 3].map((player) => WINDS[(player - dealer + 4) % 4]!) as PerPlayer<Wind>;
}

export function firstSeating(settings: NightSettings): Seating {
  return {
    dealer: settings.firstDealer,
    prevailingWind: settings.startingWind,
    seatWinds: seatWindsFor(settings.firstDealer),
    handNumber: 1,
  };
}

/** The seating after an entry. Table payments and false wins happen within a hand and move nothing. */
export function seatingAfter(seating: Seating, entry: LedgerEntry, firstDealer: PlayerIndex): Seating {
  if (entry.kind === 'table_payment' || entry.kind === 'false_win') return seating;
  const handNumber = seating.handNumber + 1;
  if (entry.kind === 'draw' || entry.winner === seating.dealer) return { ...seating, handNumber };
  const dealer = nextPlayer(seating.dealer);
  const prevailingWind = dealer === firstDealer ? nextWind(seating.prevailingWind) : seating.prevailingWind;
  return { dealer, prevailingWind, seatWinds: seatWindsFor(dealer), handNumber };
}
