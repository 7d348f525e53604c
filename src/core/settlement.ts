// Settlement (RULES.md section 9): shares, the hk payment table, the payment of a win, the
// table payments outside a win and the penalties. Money is in integer minor units: `unit` is a
// whole number of cents (or points), and every amount is an exact multiple of it.
import { popcount } from './facts';
import { ANIMAL_MASK, CAT, CENTIPEDE, FLOWER_MASK, RAT, ROOSTER, SEASON_MASK } from './tiles';
import type { Payment, ProfileId, TableOptions } from './types';

/** The house rules a payment depends on (RULES.md sections 8 and 9). */
export type PaymentOptions = Pick<
  TableOptions,
  'min_tai' | 'cap_tai' | 'unit' | 'shooter_pays' | 'hk_payment' | 'hk_discard'
>;

/**
 * One share at `tai`: unit × 2^(tai − 1). At 0 tai it is half a unit, the one amount that can
 * fall between two minor units when the unit is odd.
 */
export function shareAmount(tai: number, unit: number): number {
  return tai <= 0 ? unit / 2 : unit * 2 ** (tai - 1);
}

/**
 * sg and sg-reference: the discarder pays two shares and the others one; on a self-draw all pay two.
 * `shooterPays` (sg house rule): on a discard the discarder alone pays all four shares.
 */
export function doublingPayment(tai: number, selfDrawn: boolean, unit: number, shooterPays = false): Payment {
  const share = shareAmount(tai, unit);
  if (selfDrawn) return { discarder: null, others: 2 * share, total: 6 * share };
  if (shooterPays) return { discarder: 4 * share, others: 0, total: 4 * share };
  return { discarder: 2 * share, others: share, total: 4 * share };
}

/** Seed 002's payment table, one row per fan from the table's minimum: by discard, self-drawn. */
export const HK_TABLE: readonly (readonly [byDiscard: number, selfDrawn: number])[] = [
  [4, 2],
  [16, 8],
  [32, 16],
  [48, 24],
  [64, 32],
  [96, 48],
  [128, 64],
  [192, 96],
  [256, 128],
  [512, 256],
  [1024, 512],
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

/** hk house rule `hk_payment`: the discard amount A by fans (0 to 13), half spicy (半辣) and spicy (全辣). */
export const HK_SPICY_TABLES: Readonly<Record<'half_spicy' | 'spicy', readonly number[]>> = {
  half_spicy: [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384],
  spicy: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192],
};

/** hk: the discard amount A and what each other player pays on a self-draw, for `fans` (capped) under the table's payment table. */
export function hkAmounts(
  fans: number,
  options: Pick<PaymentOptions, 'min_tai' | 'cap_tai' | 'unit' | 'hk_payment'>,
): {
  byDiscard: number;
  selfDrawnEach: number;
} {
  const capped = Math.min(fans, options.cap_tai);
  if (options.hk_payment === 'table') {
    const [byDiscard, selfDrawn] =
      HK_TABLE[Math.min(Math.max(capped - options.min_tai, 0), HK_TABLE.length - 1)]!;
    return { byDiscard: byDiscard * options.unit, selfDrawnEach: selfDrawn * options.unit };
  }
  const table = HK_SPICY_TABLES[options.hk_payment];
  const amount = table[Math.min(Math.max(capped, 0), table.length - 1)]! * options.unit;
  return { byDiscard: amount, selfDrawnEach: amount / 2 };
}

/**
 * hk: on a self-draw each other player pays the self-drawn amount; on a discard the discarder alone
 * pays A, or (`hk_discard` "half", 半銃) half of it with each other player a quarter. Amounts are
 * exact: a quarter of an odd unit is reported as the fraction it is.
 */
export function hkWinPayment(
  fans: number,
  selfDrawn: boolean,
  options: Omit<PaymentOptions, 'shooter_pays'>,
): Payment {
  const { byDiscard, selfDrawnEach } = hkAmounts(fans, options);
  if (selfDrawn) return { discarder: null, others: selfDrawnEach, total: 3 * selfDrawnEach };
  if (options.hk_discard === 'half')
    return { discarder: byDiscard / 2, others: byDiscard / 4, total: byDiscard };
  return { discarder: byDiscard, others: 0, total: byDiscard };
}

/** hk with seed 002's table, the discarder paying alone: the discarder pays "by discard", a self-draw "self drawn" from each. */
export function hkPayment(fans: number, selfDrawn: boolean, min: number, cap: number, unit: number): Payment {
  return hkWinPayment(fans, selfDrawn, {
    min_tai: min,
    cap_tai: cap,
    unit,
    hk_payment: 'table',
    hk_discard: 'discarder',
  });
}

/** The rows of the table's hk payment table, as [fans, by discard, self-drawn each], from the minimum to the cap. */
export function hkPaymentRows(
  options: Pick<PaymentOptions, 'min_tai' | 'cap_tai' | 'unit' | 'hk_payment'>,
): Array<[number, number, number]> {
  if (options.hk_payment === 'table') return hkTableRows(options.min_tai, options.cap_tai, options.unit);
  const rows: Array<[number, number, number]> = [];
  for (let fans = options.min_tai; fans <= options.cap_tai; fans++) {
    const { byDiscard, selfDrawnEach } = hkAmounts(fans, options);
    rows.push([fans, byDiscard, selfDrawnEach]);
  }
  return rows;
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
      tai,
      winSelfDrawn: 6 * share,
      winByDiscard: 4 * share,
      discarderOrSelfDrawnLoser: 2 * share,
      otherLoser: share,
    });
  }
  return rows;
}

// ---- Payments outside a win (sg, seed 003) ----

export type TablePaymentKind = 'exposed_kong' | 'concealed_kong' | 'bonus_later' | 'bonus_at_start';

/** What each other player pays for a table payment: 2 units in play, 4 for a concealed kong or a bonus set at the breaking of the wall. */
export function tablePaymentEach(kind: TablePaymentKind, unit: number): number {
  return (kind === 'concealed_kong' || kind === 'bonus_at_start' ? 4 : 2) * unit;
}

export type BonusGroupId =
  'cat_rat' | 'rooster_centipede' | 'seat_pair' | 'four_flowers' | 'four_seasons' | 'all_animals';

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

/** The payment of a win under a profile and its house rules: what the scorer and the ledger both use. */
export function winPayment(
  profile: ProfileId,
  tai: number,
  selfDrawn: boolean,
  options: PaymentOptions,
): Payment {
  if (profile === 'hk') return hkWinPayment(tai, selfDrawn, options);
  return doublingPayment(Math.min(tai, options.cap_tai), selfDrawn, options.unit, options.shooter_pays);
}

/**
 * What the unit must be a multiple of for every payment a win at this table can make to be a whole
 * number of minor units, and the sentence that says why (null when any unit will do). Worked out
 * from the tables: a win pays from the minimum up, and only the smallest amounts can fall between
 * two minor units.
 *  - sg, sg-reference: at 0 tai one share is half a unit, and on a discard each other player pays
 *    one share; under shooter pays nobody pays a single share (the discarder pays 4, a self-draw 2).
 *  - hk, seed 002's table: every amount, halved and quartered, is whole.
 *  - hk, the half-spicy and spicy tables (A = 1, 2, 4 units at 0, 1, 2 fans): a self-draw pays A / 2,
 *    so a 0-fan win needs an even unit; a discard shared (半銃) pays A / 4 to each other player, so a
 *    0-fan win needs a multiple of 4 and a 1-fan win an even unit.
 */
export function unitMultiple(
  profile: ProfileId,
  options: Omit<PaymentOptions, 'unit' | 'cap_tai'>,
): { multiple: 1 | 2 | 4; why: string | null } {
  const min = options.min_tai;
  if (profile !== 'hk') {
    if (min === 0 && !options.shooter_pays) {
      return {
        multiple: 2,
        why: 'With a minimum of 0 tai, a 0-tai win pays half a unit: make the unit an even number of cents.',
      };
    }
    return { multiple: 1, why: null };
  }
  if (options.hk_payment === 'table') return { multiple: 1, why: null };
  const table = options.hk_payment === 'spicy' ? 'spicy (全辣)' : 'half-spicy (半辣)';
  if (options.hk_discard === 'half' && min === 0) {
    return {
      multiple: 4,
      why: `With the ${table} table, a minimum of 0 fan and a discard shared (半銃), a 0-fan discard win pays each other player a quarter of a unit: make the unit a multiple of 4 cents.`,
    };
  }
  if (options.hk_discard === 'half' && min === 1) {
    return {
      multiple: 2,
      why: `With the ${table} table, a minimum of 1 fan and a discard shared (半銃), a 1-fan discard win pays each other player half a unit: make the unit an even number of cents.`,
    };
  }
  if (min === 0) {
    return {
      multiple: 2,
      why: `With the ${table} table and a minimum of 0 fan, a 0-fan self-drawn win pays half a unit each: make the unit an even number of cents.`,
    };
  }
  return { multiple: 1, why: null };
}
