// Every house rule (core/house-rules.ts) by id: its name, the sentence that says what it changes,
// the words of each of its choices, and the few words a saved table's summary says of a value
// other than the default ("Fully concealed +1 · cap 10 tai").
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HouseRuleId } from '../../core/house-rules';

export const HOUSE_RULE_NAMES: Readonly<Record<HouseRuleId, MessageDescriptor>> = {
  min_tai: msg({ id: 'house_rule.min_tai', message: 'Minimum to win' }),
  cap_tai: msg({ id: 'house_rule.cap_tai', message: 'Cap' }),
  unit: msg({ id: 'house_rule.unit', message: 'Unit' }),
  concealed_bonus: msg({ id: 'house_rule.concealed_bonus', message: 'Concealed Ping Hu bonus' }),
  fully_concealed: msg({ id: 'house_rule.fully_concealed', message: 'Fully concealed' }),
  all_chow_wait: msg({ id: 'house_rule.all_chow_wait', message: 'All Chow needs the wait test' }),
  ping_hu_concealed: msg({ id: 'house_rule.ping_hu_concealed', message: 'Ping Hu must be concealed' }),
  ping_hu_wait: msg({ id: 'house_rule.ping_hu_wait', message: 'Ping Hu wait' }),
  hidden_treasure_discard: msg({
    id: 'house_rule.hidden_treasure_discard',
    message: 'Hidden Treasure on a discard',
  }),
  mixed_terminals: msg({ id: 'house_rule.mixed_terminals', message: 'Mixed Terminals' }),
  little_dragons_total: msg({ id: 'house_rule.little_dragons_total', message: 'Little Dragons 3 in total' }),
  pearl: msg({ id: 'house_rule.pearl', message: 'Picking the Pearl' }),
  human_hand: msg({ id: 'house_rule.human_hand', message: 'Human Hand (Ren Hu)' }),
  seven_pairs: msg({ id: 'house_rule.seven_pairs', message: 'Seven pairs' }),
  unusual_hands: msg({ id: 'house_rule.unusual_hands', message: 'Unusual hands' }),
  shooter_pays: msg({ id: 'house_rule.shooter_pays', message: 'Shooter pays' }),
  hk_payment: msg({ id: 'house_rule.hk_payment', message: 'Payment table' }),
  hk_discard: msg({ id: 'house_rule.hk_discard', message: 'Who pays a discard' }),
  concealed_hand: msg({ id: 'house_rule.concealed_hand', message: 'Concealed hand' }),
  bonus_counts_to_minimum: msg({
    id: 'house_rule.bonus_counts_to_minimum',
    message: 'Bonus fans count to the minimum',
  }),
  nine_gates_strict: msg({ id: 'house_rule.nine_gates_strict', message: 'Strict Nine Gates' }),
  values: msg({ id: 'house_rule.values', message: "Table's card" }),
};

/** What each rule changes, in one sentence (beside its control and on the rules page). */
export const HOUSE_RULE_EFFECTS: Readonly<Record<HouseRuleId, MessageDescriptor>> = {
  min_tai: msg({ id: 'house_rule.min_tai.effect', message: 'A hand worth less than this does not win.' }),
  cap_tai: msg({
    id: 'house_rule.cap_tai.effect',
    message: 'The most a hand pays; limit hands score the cap.',
  }),
  unit: msg({
    id: 'house_rule.unit.effect',
    message: 'The one-tai share (under Hong Kong rules, the table unit), in cents or points.',
  }),
  concealed_bonus: msg({
    id: 'house_rule.concealed_bonus.effect',
    message: 'Extra tai on a Ping Hu or All Chow with no declared set.',
  }),
  fully_concealed: msg({
    id: 'house_rule.fully_concealed.effect',
    message:
      'Tai for a self-drawn hand with no chow, pong or exposed kong declared (a concealed kong is allowed).',
  }),
  all_chow_wait: msg({
    id: 'house_rule.all_chow_wait.effect',
    message:
      'Off: All Chow scores on a single wait too, and no Kah Long is shown; Ping Hu keeps its wait test.',
  }),
  ping_hu_concealed: msg({
    id: 'house_rule.ping_hu_concealed.effect',
    message: 'Ping Hu and All Chow need a hand with no declared set.',
  }),
  ping_hu_wait: msg({
    id: 'house_rule.ping_hu_wait.effect',
    message: 'Which waits count towards the two that Ping Hu needs on a discard.',
  }),
  hidden_treasure_discard: msg({
    id: 'house_rule.hidden_treasure_discard.effect',
    message: 'Off: Hidden Treasure needs a self-drawn win; a discard that forms the pair no longer counts.',
  }),
  mixed_terminals: msg({
    id: 'house_rule.mixed_terminals.effect',
    message: 'Tai in total, Pong Pong included, for four sets and a pair of terminals and honours only.',
  }),
  little_dragons_total: msg({
    id: 'house_rule.little_dragons_total.effect',
    message: 'Little Dragons is 3 tai in all: its two Dragon Pong lines are not added.',
  }),
  pearl: msg({ id: 'house_rule.pearl.effect', message: 'When Picking the Pearl scores its tai.' }),
  human_hand: msg({
    id: 'house_rule.human_hand.effect',
    message: 'A non-dealer winning on a discard in the first round, before any claim, scores the limit.',
  }),
  seven_pairs: msg({
    id: 'house_rule.seven_pairs.effect',
    message: 'Seven pairs is a winning concealed hand worth this much; four of a kind counts as two pairs.',
  }),
  unusual_hands: msg({
    id: 'house_rule.unusual_hands.effect',
    message:
      'Windy Chow, Honoured Knitting, Lincoln, Pure Knitting, Founding of Singapore and Blue Hand are played.',
  }),
  shooter_pays: msg({
    id: 'house_rule.shooter_pays.effect',
    message: 'On a discard win the discarder alone pays what all three would have paid.',
  }),
  hk_payment: msg({ id: 'house_rule.hk_payment.effect', message: 'Which table turns fans into money.' }),
  hk_discard: msg({
    id: 'house_rule.hk_discard.effect',
    message: 'Whether the discarder pays a discard win alone, or half of it with the others a quarter each.',
  }),
  concealed_hand: msg({
    id: 'house_rule.concealed_hand.effect',
    message: 'Fans for a hand with no declared set but concealed kongs, won either way.',
  }),
  bonus_counts_to_minimum: msg({
    id: 'house_rule.bonus_counts_to_minimum.effect',
    message:
      'Off: seat flowers, flower sets and no flowers do not count towards the minimum (they still pay).',
  }),
  nine_gates_strict: msg({
    id: 'house_rule.nine_gates_strict.effect',
    message:
      'Off: Nine Gates is any concealed 1112345678999 plus a tile of the suit, as at a Singapore table.',
  }),
  values: msg({
    id: 'house_rule.values.effect',
    message:
      'The table’s own value for any pattern: a number, 0 when the table does not play it, or the limit.',
  }),
};

/** The words of each value of the rules that are a choice, by rule and value. */
export const HOUSE_RULE_CHOICES: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  ping_hu_wait: {
    pattern: msg({
      id: 'house_rule.ping_hu_wait.pattern',
      message: 'Waits that complete an all-chow hand with an unvalued pair',
    }),
    any: msg({ id: 'house_rule.ping_hu_wait.any', message: 'Every tile that completes the hand' }),
  },
  pearl: {
    d1: msg({ id: 'house_rule.pearl.d1', message: 'A self-drawn 1 Dots with five or fewer tiles left' }),
    any: msg({ id: 'house_rule.pearl.any', message: 'Any self-drawn win with five or fewer tiles left' }),
    last_tile: msg({ id: 'house_rule.pearl.last_tile', message: 'A self-drawn win on the last tile' }),
  },
  hk_payment: {
    table: msg({
      id: 'house_rule.hk_payment.table',
      message: 'The standard table (rows from the minimum, limit 10)',
    }),
    half_spicy: msg({ id: 'house_rule.hk_payment.half_spicy', message: 'Half spicy (半辣)' }),
    spicy: msg({ id: 'house_rule.hk_payment.spicy', message: 'Spicy (全辣)' }),
  },
  hk_discard: {
    discarder: msg({ id: 'house_rule.hk_discard.discarder', message: 'The discarder pays it all (全銃)' }),
    half: msg({
      id: 'house_rule.hk_discard.half',
      message: 'The discarder pays half, each other player a quarter (半銃)',
    }),
  },
};

/**
 * A saved table's summary of a value other than the default, by rule: a descriptor with `{value}`
 * where the value is a count, one per unit word where the count is tai or fan, one per value of a
 * choice. A flag says its words when it is not at its default.
 */
export const HOUSE_RULE_CHANGES = {
  min_tai: {
    tai: msg({ id: 'house_rule.min_tai.change', message: 'min {value} tai' }),
    fan: msg({ id: 'house_rule.min_tai.change.fan', message: 'min {value} fan' }),
  },
  cap_tai: {
    tai: msg({ id: 'house_rule.cap_tai.change', message: 'cap {value} tai' }),
    fan: msg({ id: 'house_rule.cap_tai.change.fan', message: 'cap {value} fan' }),
  },
  unit: msg({ id: 'house_rule.unit.change', message: 'unit {value}' }),
  concealed_bonus: msg({ id: 'house_rule.concealed_bonus.change', message: 'Concealed Ping Hu +{value}' }),
  fully_concealed: msg({ id: 'house_rule.fully_concealed.change', message: 'Fully concealed +{value}' }),
  all_chow_wait: msg({ id: 'house_rule.all_chow_wait.change', message: 'All Chow on any wait' }),
  ping_hu_concealed: msg({ id: 'house_rule.ping_hu_concealed.change', message: 'Ping Hu concealed only' }),
  ping_hu_wait: { any: msg({ id: 'house_rule.ping_hu_wait.change', message: 'Ping Hu on any two waits' }) },
  hidden_treasure_discard: msg({
    id: 'house_rule.hidden_treasure_discard.change',
    message: 'Hidden Treasure self-drawn only',
  }),
  mixed_terminals: msg({ id: 'house_rule.mixed_terminals.change', message: 'Mixed Terminals {value}' }),
  little_dragons_total: msg({
    id: 'house_rule.little_dragons_total.change',
    message: 'Little Dragons 3 in all',
  }),
  pearl: {
    any: msg({ id: 'house_rule.pearl.change.any', message: 'Pearl on any last-five tile' }),
    last_tile: msg({ id: 'house_rule.pearl.change.last_tile', message: 'Pearl on the last tile' }),
  },
  human_hand: msg({ id: 'house_rule.human_hand.change', message: 'Ren Hu' }),
  seven_pairs: {
    tai: msg({ id: 'house_rule.seven_pairs.change', message: 'Seven pairs {value} tai' }),
    fan: msg({ id: 'house_rule.seven_pairs.change.fan', message: 'Seven pairs {value} fan' }),
  },
  unusual_hands: msg({ id: 'house_rule.unusual_hands.change', message: 'Unusual hands' }),
  shooter_pays: msg({ id: 'house_rule.shooter_pays.change', message: 'Shooter pays' }),
  hk_payment: {
    half_spicy: msg({ id: 'house_rule.hk_payment.change.half_spicy', message: 'Half spicy' }),
    spicy: msg({ id: 'house_rule.hk_payment.change.spicy', message: 'Spicy' }),
  },
  hk_discard: { half: msg({ id: 'house_rule.hk_discard.change', message: 'Discard shared (半銃)' }) },
  concealed_hand: msg({ id: 'house_rule.concealed_hand.change', message: 'Concealed hand +{value} fan' }),
  bonus_counts_to_minimum: msg({
    id: 'house_rule.bonus_counts_to_minimum.change',
    message: 'Flowers do not count to the minimum',
  }),
  nine_gates_strict: msg({ id: 'house_rule.nine_gates_strict.change', message: 'Nine Gates any shape' }),
  // The card's few words count the patterns it changes; their values are the card's own screen's.
  values: msg({ id: 'house_rule.values.change', message: "Table's card: {value} changed" }),
} as const satisfies Readonly<
  Record<HouseRuleId, MessageDescriptor | Readonly<Record<string, MessageDescriptor>>>
>;

/** A night's header, after the house rules it names: how many more the table plays otherwise. */
export const MORE_HOUSE_RULES: MessageDescriptor = msg({
  id: 'house_rules.more',
  message: '{count, plural, one {# more house rule} other {# more house rules}}',
});

/** A value on the table's card (house rule `values`), and one pattern it changes: "Full Flush: 6 tai". */
export const CARD_WORDS = {
  tai: msg({ id: 'card.tai', message: '{value} tai' }),
  fan: msg({ id: 'card.fan', message: '{value} fan' }),
  notPlayed: msg({ id: 'card.not_played', message: 'not played' }),
  limit: msg({ id: 'card.limit', message: 'limit' }),
  line: msg({ id: 'card.line', message: '{pattern}: {value}' }),
} as const satisfies Readonly<Record<string, MessageDescriptor>>;
