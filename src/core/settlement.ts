// Settlement (RULES.md section 9): shares, the hk payment table, the payment of a win, the
// table payments outside a win and the penalties. Money is in integer minor units: `unit` is a
// whole number of cents (or points), and every amount is an exact multiple of it.
import { popcount } from './facts';
import { ANIMAL_MASK, CAT, CENTIPEDE, FLOWER_MASK, RAT, ROOSTER, SEASON_MASK } from './tiles';
import type { Payment, ProfileId } from './types';

/**
 * One share at `tai`: unit × 2^(tai − 1). At 0 tai it is half a unit, the one amount that can
 * fall between two minor units when the unit is odd.
 */
export function shareAmount(tai: number, unit: number): number {
  return tai <= 0 ? unit / 2 : unit * 2 ** (tai - 1);
}

/** sg and sg-reference: the discarder pays two shares and the others one; on a self-draw all pay two. */
export function doublingPayment(tai: number, selfDrawn: boolean, unit: number): Payment {
  const share = shareAmount(tai, unit);
  if (selfDrawn) return { discarder: null, others: 2 * share, total: 6 * share };
  return { discarder: 2 * share, others: share, total: 4 * share };
}

/** Seed 002's payment table, one row per fan from the table's minimum: by discard, self-drawn. */
export const HK_TABLE: readonly (readonly [byDiscard: number, selfDrawn: number])[] = [
  [4, 2], [16, 8], [32, 16], [48, 24], [64, 32], [96, 48], [128, 64], [192, 96], [256, 128], [512, 256], [1024, 512],
];

/** The rows of the hk table that a table of `min` to `cap` fans plays, as [fans, by discard, self-drawn] at `unit`. */
export function hkTableRows(min: number, cap: number, unit: number): Array<[number, number, number]> {
  const rows: Array<[number, number, number]> = [];
  for (let fans = min; fans <= cap && fans - min < HK_TABLE.length; fans++) {
    const [byDiscard, selfDrawn] = HK_TABLE[fans - min]!;
    rows.push([fans, byDiscard * unit, selfDrawn * unit]);
  }
  return rows;
}

/** hk: the discarder alone pays the "by discard" amount; on a self-draw each other player pays the "self drawn" amount. */
export function hkPayment(fans: number, selfDrawn: boolean, min: number, cap: number, unit: number): Payment {
  const row = HK_TABLE[Math.min(Math.max(Math.min(fans, cap) - min, 0), HK_TABLE.length - 1)]!;
  if (selfDrawn) {
    const each = row[1] * unit;
    return { discarder: null, others: each, total: 3 * each };
  }
  const byDiscard = row[0] * unit;
  return { discarder: byDiscard, others: 0, total: byDiscard };
}

/** The doubling share table of seed 003 at a unit: for each tai, the four columns a table reads. */
export interface ShareRow {
  readonly tai: number;
  /** What a self-drawn winner collects in all. */
  readonly winSelfDrawn: number;
  /** What a winner by discard collects in all. */
  readonly winByDiscard: number;
  /** What the discarder (or each loser to a self-draw) pays. */
  readonly discarderOrSelfDrawnLoser: number;
  /** What each other loser pays on a discard win. */
  readonly otherLoser: number;
}

export function shareTable(fromTai: number, toTai: number, unit: number): ShareRow[] {
  const rows: ShareRow[] = [];
  for (let tai = fromTai; tai <= toTai; tai++) {
    const share = shareAmount(tai, unit);
    rows.push({
      tai, winSelfDrawn: 6 * share, winByDiscard: 4 * share, discarderOrSelfDrawnLoser: 2 * share, otherLoser: share,
    });
  }
  return rows;
}

// ---- Payments outside a win (sg, seed 003) ----

export type TablePaymentKind =
  | 'exposed_kong'
  | 'concealed_kong'
  | 'bonus_later'
  | 'bonus_at_start';

/** What each other player pays for a table payment: 2 units in play, 4 for a concealed kong or a bonus set at the breaking of the wall. */
export function tablePaymentEach(kind: TablePaymentKind, unit: number): number {
  return (kind === 'concealed_kong' || kind === 'bonus_at_start' ? 4 : 2) * unit;
}

export type BonusGroupId =
  | 'cat_rat'
  | 'rooster_centipede'
  | 'seat_pair'
  | 'four_flowers'
  | 'four_seasons'
  | 'all_animals';

export const BONUS_GROUP_NAMES: Readonly<Record<BonusGroupId, string>> = {
  cat_rat: 'Cat and Rat',
  rooster_centipede: 'Rooster and Centipede',
  seat_pair: 'Own flower and season',
  four_flowers: 'All four flowers',
  four_seasons: 'All four seasons',
  all_animals: 'All four animals',
};

/** The bonus pairs and sets a player's bonus tiles complete; each is paid for by every other player. */
export function bonusGroups(bonus: number, seatWind: number): BonusGroupId[] {
  const groups: BonusGroupId[] = [];
  const has = (mask: number): boolean => (bonus & mask) === mask;
  if (has((1 << CAT) | (1 << RAT))) groups.push('cat_rat');
  if (has((1 << ROOSTER) | (1 << CENTIPEDE))) groups.push('rooster_centipede');
  if (has((1 << seatWind) | (1 << (4 + seatWind)))) groups.push('seat_pair');
  if (has(FLOWER_MASK)) groups.push('four_flowers');
  if (has(SEASON_MASK)) groups.push('four_seasons');
  if (popcount(bonus & ANIMAL_MASK) === 4) groups.push('all_animals');
  return groups;
}

// ---- Penalties ----

/** Zha Hu (a false win): the offender pays each other player two shares at the cap. */
export function falseWinEach(cap: number, unit: number): number {
  return 2 * shareAmount(cap, unit);
}

/** Bao: one player pays what every loser would have paid, the winner's whole total. */
export function baoAmount(payment: Payment): number {
  return payment.total;
}

/** The payment of a win under a profile, for callers that hold only the profile id. */
export function winPayment(
  profile: ProfileId, tai: number, selfDrawn: boolean, options: { min_tai: number; cap_tai: number; unit: number },
): Payment {
  if (profile === 'hk') return hkPayment(tai, selfDrawn, options.min_tai, options.cap_tai, options.unit);
  return doublingPayment(Math.min(tai, options.cap_tai), selfDrawn, options.unit);
}
