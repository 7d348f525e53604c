// A hand's errors in the player's language: the core gives a code and its values (core/errors.ts),
// and here they become a sentence. The core's own English sentence is the command line's (RULES.md
// section 3); the screens say these. A code whose values are missing (an answer from an older
// scorer) still gets its general sentence.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode, ErrorValues, InputError } from '../../core/errors';
import { HOUSE_RULE_IDS, type HouseRuleId } from '../../core/house-rules';
import { tokenName } from '../../core/tiles';
import { EVENT_IDS, PROFILE_IDS, type EventId, type ProfileId } from '../../core/types';
import { DETAIL_NAMES } from './detail-names';
import { PATTERN_NAMES } from './pattern-names';
import { EVENT_NAMES } from './event-names';
import { HOUSE_RULE_NAMES } from './house-rule-names';
import { PROFILE_NAMES } from './payment-names';

/** What each code says when its values do not say more. */
const GENERAL: Readonly<Record<ErrorCode, MessageDescriptor>> = {
  not_a_hand: msg({
    id: 'error.not_a_hand',
    message: 'This is not a hand: a hand needs its tiles and its winning tile.',
  }),
  invalid_field: msg({ id: 'error.invalid_field', message: 'Part of this hand cannot be read.' }),
  unknown_tile: msg({ id: 'error.unknown_tile', message: 'A tile of this hand is not a mahjong tile.' }),
  bonus_in_hand: msg({
    id: 'error.bonus_in_hand',
    message: 'A bonus tile goes with the bonus tiles set aside, not in a set or the hand.',
  }),
  not_a_bonus_tile: msg({
    id: 'error.not_a_bonus_tile',
    message: 'A tile among the bonus tiles is not a bonus tile.',
  }),
  duplicate_bonus: msg({
    id: 'error.duplicate_bonus',
    message: 'A bonus tile is listed twice, and the set has only one of each.',
  }),
  animal_not_allowed: msg({
    id: 'error.animal_not_allowed',
    message: 'Hong Kong tables play without animals: take them out.',
  }),
  too_many_copies: msg({
    id: 'error.too_many_copies',
    message: 'This hand has more than four of one tile; the set has only four.',
  }),
  unknown_set_type: msg({
    id: 'error.unknown_set_type',
    message: 'A declared set must be a chow, pong, kong or concealed kong.',
  }),
  invalid_set: msg({
    id: 'error.invalid_set',
    message: 'A declared set is not a proper chow, pong or kong: check its tiles.',
  }),
  too_many_sets: msg({ id: 'error.too_many_sets', message: 'A hand has at most four sets.' }),
  wrong_tile_count: msg({
    id: 'error.wrong_tile_count',
    message: 'A winning hand has 14 tiles (a kong counts as 3).',
  }),
  missing_winning_tile: msg({
    id: 'error.missing_winning_tile',
    message: 'Mark the winning tile: the tile that completed the hand.',
  }),
  winning_tile_not_in_hand: msg({
    id: 'error.winning_tile_not_in_hand',
    message: 'The winning tile must be one of the concealed tiles.',
  }),
  winning_tile_in_declared_set: msg({
    id: 'error.winning_tile_in_declared_set',
    message: 'The winning tile is inside a declared set; a discard that wins stays with the concealed tiles.',
  }),
  unknown_profile: msg({
    id: 'error.unknown_profile',
    message: 'There is no such table: choose the Singapore table, the 0–5 tai reference or Hong Kong.',
  }),
  unknown_option: msg({
    id: 'error.unknown_option',
    message: 'This table does not play one of these house rules.',
  }),
  invalid_option: msg({ id: 'error.invalid_option', message: 'A house rule has a value it cannot take.' }),
  unknown_event: msg({
    id: 'error.unknown_event',
    message: 'One of the special wins is not one this app knows.',
  }),
  invalid_wind: msg({ id: 'error.invalid_wind', message: 'A wind must be East, South, West or North.' }),
  conflicting_events: msg({
    id: 'error.conflicting_events',
    message: 'These special wins cannot all be true of one hand.',
  }),
  event_not_possible: msg({
    id: 'error.event_not_possible',
    message: 'This hand cannot have had one of its special wins.',
  }),
  internal_error: msg({
    id: 'error.internal_error',
    message: 'This hand could not be scored because of a fault in the scorer. Nothing was changed.',
  }),
};

/** Sentences with the error's values, by code and, where a code has several causes, by `why`. */
const SPECIFIC = {
  unknown_tile: msg({ id: 'error.unknown_tile.token', message: '{token} is not a tile.' }),
  bonus_in_hand: msg({
    id: 'error.bonus_in_hand.tile',
    message: '{tile} is a bonus tile: it goes with the bonus tiles set aside, not in a set or the hand.',
  }),
  not_a_bonus_tile: msg({
    id: 'error.not_a_bonus_tile.tile',
    message: '{tile} is not a bonus tile; it belongs in the hand or a declared set.',
  }),
  duplicate_bonus: msg({
    id: 'error.duplicate_bonus.tile',
    message: 'There is only one {tile} in the set, and it is listed twice.',
  }),
  animal_not_allowed: msg({
    id: 'error.animal_not_allowed.tile',
    message: 'Hong Kong tables play without animals: take out the {tile}.',
  }),
  too_many_copies: msg({
    id: 'error.too_many_copies.tile',
    message: 'There are {count} × {tile} in this hand; the set has only four.',
  }),
  invalid_set: msg({
    id: 'error.invalid_set.set',
    message: 'Declared set {set} is not a proper chow, pong or kong: check its tiles.',
  }),
  wrong_tile_count: {
    count: msg({
      id: 'error.wrong_tile_count.count',
      message: 'A winning hand has 14 tiles (a kong counts as 3), but this one has {total}.',
    }),
    flowers_alone: msg({
      id: 'error.wrong_tile_count.flowers_alone',
      message:
        'All eight flowers and seasons win whatever the hand holds, but a hand has at most 14 tiles (a kong counts as 3), and this one has {total}.',
    }),
  },
  winning_tile_not_in_hand: msg({
    id: 'error.winning_tile_not_in_hand.tile',
    message: 'The winning tile, {tile}, must be one of the concealed tiles.',
  }),
  winning_tile_in_declared_set: msg({
    id: 'error.winning_tile_in_declared_set.tile',
    message:
      'The winning {tile} is inside a declared set; a discard that wins stays with the concealed tiles.',
  }),
  event_not_possible: {
    no_replacement: msg({
      id: 'error.event_not_possible.no_replacement',
      message:
        'A replacement tile is drawn after a kong or a bonus tile, and this hand declares no kong and has no bonus tile.',
    }),
    kongs: msg({
      id: 'error.event_not_possible.kongs',
      message:
        'Kong on Kong needs two or more kongs declared (exposed or concealed), and this hand declares {kongs}.',
    }),
    not_dealer: msg({
      id: 'error.event_not_possible.not_dealer',
      message:
        'Heavenly Hand is the dealer’s win on the deal: the dealer sits East, and this player sits {seat}.',
    }),
    claimed: msg({
      id: 'error.event_not_possible.claimed',
      message:
        'Heavenly Hand is won on the deal, before any set is claimed: only a concealed kong can be declared.',
    }),
    dealer: msg({
      id: 'error.event_not_possible.dealer',
      message: '{event} is a win by a player other than the dealer, and East is the dealer.',
    }),
  },
  conflicting_events: {
    exclusive: msg({
      id: 'error.conflicting_events.exclusive',
      message: '{events} cannot both happen in one hand: choose one.',
    }),
    kinds: msg({
      id: 'error.conflicting_events.kinds',
      message: 'A hand is won one way: {discard} means a win on a discard, {selfDrawn} a self-drawn win.',
    }),
    marked_discard: msg({
      id: 'error.conflicting_events.marked_discard',
      message: '{events} means a win on a discard, but the hand is marked self-drawn.',
    }),
    marked_self_draw: msg({
      id: 'error.conflicting_events.marked_self_draw',
      message: '{events} means a self-drawn win, but the hand is marked won on a discard.',
    }),
  },
  unknown_option: {
    other_profile: msg({
      id: 'error.unknown_option.other_profile',
      message: 'The house rule “{rule}” is not played at the {table}.',
    }),
    unknown: msg({
      id: 'error.unknown_option.unknown',
      message: '{key} is not a house rule this app knows.',
    }),
  },
  invalid_option: {
    count: msg({
      id: 'error.invalid_option.count',
      message: '{rule} must be a whole number of tai from {min} to {max}.',
    }),
    count_fan: msg({
      id: 'error.invalid_option.count.fan',
      message: '{rule} must be a whole number of fan from {min} to {max}.',
    }),
    count_or_on_off: msg({
      id: 'error.invalid_option.count_or_on_off',
      message: '{rule} must be on or off, or a whole number from {min} to {max}.',
    }),
    number: msg({
      id: 'error.invalid_option.number',
      message: '{rule} must be a whole number from {min} to {max}.',
    }),
    flag: msg({ id: 'error.invalid_option.flag', message: '{rule} must be on or off.' }),
    choice: msg({ id: 'error.invalid_option.choice', message: '{rule} must be one of its choices.' }),
    min_above_cap: msg({
      id: 'error.invalid_option.min_above_cap',
      message: 'The minimum ({min} tai) is above the cap ({cap} tai).',
    }),
    min_above_cap_fan: msg({
      id: 'error.invalid_option.min_above_cap.fan',
      message: 'The minimum ({min} fan) is above the cap ({cap} fan).',
    }),
    // The table's card (house rule `values`): each names the pattern, in the words of its table.
    card: msg({
      id: 'error.invalid_option.card',
      message: '{rule} must list patterns, each with a whole number from {min} to {max} or the limit.',
    }),
    card_unknown: msg({
      id: 'error.invalid_option.card_unknown',
      message: '{rule}: {pattern} is not a pattern this app knows.',
    }),
    card_other_profile: msg({
      id: 'error.invalid_option.card_other_profile',
      message: '{rule}: the {table} does not score “{pattern}”.',
    }),
    card_no_value: msg({
      id: 'error.invalid_option.card_no_value',
      message: '{rule}: “{pattern}” is worth nothing by definition, so it takes no value.',
    }),
    card_value: msg({
      id: 'error.invalid_option.card_value',
      message: '{rule}: “{pattern}” must be a whole number of tai from {min} to {max}, or the limit.',
    }),
    card_value_fan: msg({
      id: 'error.invalid_option.card_value.fan',
      message: '{rule}: “{pattern}” must be a whole number of fan from {min} to {max}, or the limit.',
    }),
  },
  internal_error: msg({
    id: 'error.internal_error.cause',
    message: 'This hand could not be scored because of a fault in the scorer ({cause}). Nothing was changed.',
  }),
} as const satisfies Partial<
  Record<ErrorCode, MessageDescriptor | Readonly<Record<string, MessageDescriptor>>>
>;

const SUITS: Readonly<Record<string, MessageDescriptor>> = {
  c: msg({ id: 'tile.characters', message: '{rank} Characters' }),
  b: msg({ id: 'tile.bamboo', message: '{rank} Bamboo' }),
  d: msg({ id: 'tile.dots', message: '{rank} Dots' }),
};

const SEATS: Readonly<Record<string, MessageDescriptor>> = {
  E: msg({ id: 'seat.E', message: 'East' }),
  S: msg({ id: 'seat.S', message: 'South' }),
  W: msg({ id: 'seat.W', message: 'West' }),
  N: msg({ id: 'seat.N', message: 'North' }),
};

const withValues = (i18n: I18n, descriptor: MessageDescriptor, values: Record<string, unknown>): string =>
  i18n._(
    descriptor.id,
    values,
    descriptor.message === undefined ? undefined : { message: descriptor.message },
  );

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/** A tile in the player's language, by its token: "3 Dots", 三筒's 3筒, 红中. */
export function tileWords(i18n: I18n, token: string): string {
  const suit = /^([cbd])([1-9])$/i.exec(token);
  if (suit) return withValues(i18n, SUITS[suit[1]!.toLowerCase()]!, { rank: Number(suit[2]) });
  const english = tokenName(token);
  const name = own(DETAIL_NAMES, english);
  return name ? i18n._(name) : english;
}

/** Event ids ("robbing_kong,replacement") as a list of names in the player's language. */
function eventList(i18n: I18n, ids: string | number | undefined): string {
  const names = String(ids ?? '')
    .split(',')
    .filter((id): id is EventId => (EVENT_IDS as readonly string[]).includes(id))
    .map((id) => i18n._(EVENT_NAMES[id]));
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(names);
}

const ruleNameOf = (i18n: I18n, id: string | number | undefined): string =>
  (HOUSE_RULE_IDS as readonly string[]).includes(String(id))
    ? i18n._(HOUSE_RULE_NAMES[id as HouseRuleId])
    : String(id ?? '');
const isHk = (values: ErrorValues): boolean => values.profile === 'hk';

const profileOf = (value: unknown): ProfileId | undefined =>
  (PROFILE_IDS as readonly unknown[]).includes(value) ? (value as ProfileId) : undefined;

/** A pattern of a table's card by its id, in the words of the table that scores it (the id where none does). */
function cardPatternName(i18n: I18n, v: ErrorValues): string {
  const id = String(v.pattern ?? '');
  const table = profileOf(v.owner) ?? profileOf(v.profile);
  const name = table && own(PATTERN_NAMES[table], id);
  return name ? i18n._(name) : id;
}

/** The sentence with values for an error, or undefined where its values do not fit one. */
function specific(i18n: I18n, code: ErrorCode, v: ErrorValues): string | undefined {
  const tile = typeof v.tile === 'string' ? tileWords(i18n, v.tile) : undefined;
  switch (code) {
    case 'unknown_tile':
      return v.token === undefined ? undefined : withValues(i18n, SPECIFIC.unknown_tile, { token: v.token });
    case 'bonus_in_hand':
    case 'not_a_bonus_tile':
    case 'duplicate_bonus':
    case 'animal_not_allowed':
    case 'winning_tile_not_in_hand':
    case 'winning_tile_in_declared_set':
      return tile === undefined ? undefined : withValues(i18n, SPECIFIC[code], { tile });
    case 'too_many_copies':
      return tile === undefined
        ? undefined
        : withValues(i18n, SPECIFIC.too_many_copies, { tile, count: v.count });
    case 'invalid_set':
      return v.set === undefined ? undefined : withValues(i18n, SPECIFIC.invalid_set, { set: v.set });
    case 'wrong_tile_count': {
      const words = own(SPECIFIC.wrong_tile_count, String(v.why));
      return words && withValues(i18n, words, { total: v.total });
    }
    case 'event_not_possible': {
      const words = own(SPECIFIC.event_not_possible, String(v.why));
      const seat = typeof v.seat === 'string' && own(SEATS, v.seat);
      return (
        words &&
        withValues(i18n, words, {
          kongs: v.kongs,
          seat: seat ? i18n._(seat) : v.seat,
          event: eventList(i18n, v.event),
        })
      );
    }
    case 'conflicting_events': {
      const why = v.why === 'marked' ? `marked_${String(v.kind)}` : String(v.why);
      const words = own(SPECIFIC.conflicting_events, why);
      return (
        words &&
        withValues(i18n, words, {
          events: eventList(i18n, v.events),
          discard: eventList(i18n, v.discard),
          selfDrawn: eventList(i18n, v.self_draw),
        })
      );
    }
    case 'unknown_option': {
      const words = own(SPECIFIC.unknown_option, String(v.why));
      const profile = (PROFILE_IDS as readonly unknown[]).includes(v.profile)
        ? (v.profile as ProfileId)
        : undefined;
      return (
        words &&
        withValues(i18n, words, {
          rule: ruleNameOf(i18n, v.rule),
          table: profile ? i18n._(PROFILE_NAMES[profile]) : '',
          key: v.key,
        })
      );
    }
    case 'invalid_option': {
      const counted = v.why === 'count' || v.why === 'min_above_cap' || v.why === 'card_value';
      const fan = isHk(v) && counted ? '_fan' : '';
      const words = own(SPECIFIC.invalid_option, `${String(v.why)}${fan}`);
      const table = profileOf(v.profile);
      return (
        words &&
        withValues(i18n, words, {
          rule: ruleNameOf(i18n, v.rule),
          min: v.min,
          max: v.max,
          cap: v.cap,
          pattern: cardPatternName(i18n, v),
          table: table ? i18n._(PROFILE_NAMES[table]) : '',
        })
      );
    }
    case 'internal_error':
      return v.cause === undefined
        ? undefined
        : withValues(i18n, SPECIFIC.internal_error, { cause: v.cause });
    default:
      return undefined;
  }
}

/** An error of the core in the player's language: its own sentence where its values allow, else its code's. */
export function errorWords(i18n: I18n, error: Pick<InputError, 'code' | 'values'>): string {
  const general = own(GENERAL, error.code);
  if (!general) return i18n._(GENERAL.internal_error);
  return (error.values && specific(i18n, error.code, error.values)) ?? i18n._(general);
}
