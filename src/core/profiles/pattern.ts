// A pattern is data: its id, names, value and one predicate. A profile is a table of them;
// the scorer walks the table, so a house rule is one more entry, not one more branch.
import type { Facts } from '../facts';
import type { HouseRuleId } from '../house-rules';
import type { ProfileSettings } from '../profile-settings';
import type { SpecialShape } from '../readings';
import type { Payment, TableOptions } from '../types';

export interface PatternRule {
  /** snake_case id, the same in every profile for the same element (RULES.md section 3). */
  readonly id: string;
  /** English name as in RULES.md's tables. */
  readonly name: string;
  readonly zh: string;
  /** Value of one award: a number, the cap ('limit'), or a house option's value. */
  readonly tai: number | 'limit' | ((options: TableOptions) => number);
  /** How many times the pattern is awarded to this reading (0: not at all). */
  readonly when: (f: Facts) => number | boolean;
  /** What award `index` was for, shown after the name: "Dragon Pong (Red Dragon)". */
  readonly detail?: (f: Facts, index: number) => string;
  /** Ids this pattern absorbs when awarded ("3 in total, including both dragon sets"). */
  readonly replaces?: (options: TableOptions) => readonly string[];
  /**
   * The house rule that plays this line, and sets its worth where `tai` reads it: the line is not played
   * while that rule is off or 0, whatever a table's card says (card.ts).
   */
  readonly houseRule?: HouseRuleId;
  /** Awarded only when nothing else is (Hong Kong's chicken hand). */
  readonly alone?: boolean;
  /**
   * A line about the bonus tiles: listed beside an all-eight-flowers win of any hand (sg), and left
   * out of the minimum where house rule `bonus_counts_to_minimum` is off (hk).
   */
  readonly bonus?: boolean;
  /** The condition in a player's words, for the rules pages. */
  readonly condition: string;
}

export interface Profile {
  readonly settings: ProfileSettings;
  readonly patterns: readonly PatternRule[];
  /** The patterns about bonus tiles, and the all-eight-flowers limit: what a hand of any tiles is read for. */
  readonly bonusPatterns: readonly PatternRule[];
  /** Shapes other than four sets and a pair that this table plays under these options. */
  specialShapes(options: TableOptions): readonly SpecialShape[];
  /** What the winner collects (RULES.md section 9). `tai` is the capped total. */
  payment(tai: number, selfDrawn: boolean, options: TableOptions): Payment;
}

/** The special shapes of a table that plays only thirteen orphans beside the standard shape. */
export const ONLY_THIRTEEN_ORPHANS: readonly SpecialShape[] = ['thirteen_orphans'];

/**
 * The value one award of a rule carries under these house rules, before any table's card: what the
 * profile itself says. A pattern's value at a table, its card included, is `patternValue` (card.ts).
 */
export function ruleValue(rule: PatternRule, options: TableOptions): number {
  if (rule.tai === 'limit') return options.cap_tai;
  return typeof rule.tai === 'function' ? rule.tai(options) : rule.tai;
}
