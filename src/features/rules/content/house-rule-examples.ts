// One hand per house rule, scored side by side with the rule at its default and with `on` (RULES.md section 8).
import { msg } from '@lingui/core/macro';
import type { HandInput } from '../../../core';
import type { FormRuleId } from '../../../core/house-rules';
import { h } from './fixture';
import type { Words } from './types';

export interface HouseRuleExample {
  /** The hand; its own options, if any, hold for both sides. */
  hand: HandInput;
  /** The rule's value on the "on" side (the other side is the profile's default). */
  on: number | boolean | string;
  /** What to look at, in one sentence. */
  note: Words;
}

const ONE_TAI = 'c2 c3 c4 RD RD RD b3 b4 b5 d6 d7 d8 W W';
/** Nine Gates' shape with two 5s: not exactly 1112345678999 before the win. */
const FLUSH = 'b1 b1 b1 b2 b3 b4 b5 b5 b6 b7 b8 b9 b9 b9';
const CHOWS = 'c2 c3 c4 c5 c6 c7 b6 b7 b8 d1 d2 d3 S S';

/** One example per rule of the generated forms; the table's card shows its patterns on its own screen. */
export const HOUSE_RULE_EXAMPLES: Record<FormRuleId, HouseRuleExample> = {
  min_tai: {
    hand: h('sg', ONE_TAI, { win: 'b5', discard: true }),
    on: 2,
    note: msg`A 1-tai hand wins at a minimum of 1, not at 2.`,
  },
  cap_tai: {
    hand: h('sg', 'RD RD RD GD GD GD WD WD WD b2 b3 b4 c7 c7', { win: 'b3' }),
    on: 8,
    note: msg`Big Dragons scores the cap: 5, or 8.`,
  },
  unit: {
    hand: h('sg', ONE_TAI, { win: 'b5', discard: true }),
    on: 10,
    note: msg`Every payment is in units: ten times the unit, ten times the money.`,
  },
  concealed_bonus: {
    hand: h('sg', CHOWS, { win: 'd3' }),
    on: 1,
    note: msg`Nothing declared: Ping Hu 4, and the house’s 1 more.`,
  },
  fully_concealed: {
    hand: h('sg', 'c1 c1 c1 b2 b3 b4 d5 d6 d7 RD RD RD S S', { win: 'd7' }),
    on: 1,
    note: msg`Self-drawn with nothing declared: one more tai.`,
  },
  all_chow_wait: {
    hand: h('sg', 'c1 c2 c3 c4 c5 c6 b6 b7 b8 d1 d2 d3 S S', { win: 'b7', discard: true, bonus: 'F2' }),
    on: false,
    note: msg`Won on a single wait with a flower: All Chow only without the wait test.`,
  },
  ping_hu_concealed: {
    hand: h('sg', 'c4 c5 c6 b6 b7 b8 d1 d2 d3 S S', { sets: ['chow c1 c2 c3'], win: 'd1', discard: true }),
    on: true,
    note: msg`A chow declared: Ping Hu, unless it must be concealed.`,
  },
  ping_hu_wait: {
    hand: h('sg', 'b1 b2 b3 d4 d5 d6 d6 d7 d8 c5 c6 c7 c7 c7', { win: 'c6', discard: true }),
    on: 'any',
    note: msg`Waiting on 5 or 6 Characters; only the 6 gives four chows, so only “any” counts two waits.`,
  },
  hidden_treasure_discard: {
    hand: h('sg', 'c1 c1 c1 b5 b5 b5 d9 d9 d9 E E E W W', { win: 'W', discard: true }),
    on: false,
    note: msg`Four concealed pongs, the pair made by a discard: Hidden Treasure only if that counts.`,
  },
  mixed_terminals: {
    hand: h('sg', 'c1 c1 c1 d1 d1 d1 RD RD RD S S', { sets: ['pong b9 b9 b9'], win: 'S' }),
    on: 4,
    note: msg`Terminals and honours only: Mixed Terminals 4 in all, Pong Pong inside it.`,
  },
  little_dragons_total: {
    hand: h('sg', 'RD RD RD WD WD WD GD GD b1 b2 b3 d6 d7 d8', { win: 'b3' }),
    on: true,
    note: msg`Little Dragons 3, with or without its two Dragon Pong lines.`,
  },
  pearl: {
    hand: h('sg', 'c1 c1 c1 b2 b3 b4 d5 d6 d7 RD RD RD S S', { win: 'c1', events: ['last_five'] }),
    on: 'any',
    note: msg`Self-drawn 1 Characters with five tiles left: the Pearl only on any tile.`,
  },
  human_hand: {
    hand: h('sg', ONE_TAI, { win: 'b5', discard: true, seat: 'S', events: ['human'] }),
    on: true,
    note: msg`South wins on a discard in the first round: Ren Hu, the limit, where it is played.`,
  },
  seven_pairs: {
    hand: h('sg', 'c1 c1 c4 c4 b2 b2 b7 b7 d3 d3 d8 d8 N N'),
    on: true,
    note: msg`Seven pairs: no hand, or 4 tai.`,
  },
  unusual_hands: {
    hand: h('sg', 'c4 c5 c6 b1 b2 b3 d7 d8 d9 E S W N W'),
    on: true,
    note: msg`A chow in each suit and the four winds: Windy Chow 4.`,
  },
  shooter_pays: {
    hand: h('sg', ONE_TAI, { win: 'b5', discard: true }),
    on: true,
    note: msg`The discarder pays all four shares; the others nothing.`,
  },
  hk_payment: {
    hand: h('hk', FLUSH, { win: 'b1', discard: true }),
    on: 'spicy',
    note: msg`The same 8 fans, another payment table.`,
  },
  hk_discard: {
    hand: h('hk', FLUSH, { win: 'b1', discard: true }),
    on: 'half',
    note: msg`The discarder pays half; each other player a quarter.`,
  },
  concealed_hand: {
    hand: h('hk', 'b2 b3 b4 b6 b7 b8 b5 b5 b5 N N N W W', { win: 'b7', discard: true }),
    on: 1,
    note: msg`Nothing declared: one fan more, won on a discard too.`,
  },
  bonus_counts_to_minimum: {
    hand: h('hk', ONE_TAI, { win: 'b5', discard: true, bonus: 'F1 S1' }),
    on: false,
    note: msg`The seat’s flowers make the minimum, unless bonus fans do not count towards it.`,
  },
  nine_gates_strict: {
    hand: h('hk', FLUSH, { win: 'b1', discard: true }),
    on: false,
    note: msg`Two 5s before the win: Nine Gates only as at a Singapore table.`,
  },
};
