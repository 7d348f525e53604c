// The house rules inside a code's payload, written once for every code that carries them (a shared
// hand from share code version 2 on, a saved table).
//
// Only the rules that differ from the profile's defaults are written, in increasing order of their
// wire number (house-rules.ts), each as one entry (bit widths in brackets; varints as in bits.ts):
//   [1] "a rule follows"
//   the gap from the previous entry's wire number, a varint: wire − previous − 1 (the first: the wire)
//   its value, by the rule's type: number — a varint; flag — [1] the value itself;
//                                   choice — the value's index in the rule's `choices`, a varint;
//                                   card — the table's card, as codes/card-field.ts writes it
// and [0] ends the list. No defaults are written: a code made before a rule existed opens with it at
// its default. The layout reads nothing but the registry's wire numbers, types and bounds, so a rule
// added to the registry travels in every code with no change to any code file.
//
// A wire number this app does not know can only come from a newer app (the checksum has already
// vouched for the characters), and so can a known rule at a table this app does not play it at: the
// reader answers `newer_version` then, never "damaged", and never drops the rule silently. A value
// outside a known rule's bounds or choices is `out_of_range`: the player is told the value is out of
// range (a link changed or damaged, or, less likely, made by a newer app with other bounds), not
// only "update the app", which would not help a damaged link.
//
// Sizes: no rule changed is 1 bit; a flag is 7 bits, a number below 16 or a choice 11 (a gap of 16 or
// more in wire numbers adds 5); a unit of 100 cents is 16 bits, 100,000,000 is 41. All sixteen sg
// rules changed: 179 bits. The table's card is 11 bits and its own (codes/card-field.ts): 23 bits for one
// pattern numbered under 16, 475 for every sg pattern.
import { cardIds } from '../card';
import {
  HOUSE_RULES,
  HOUSE_RULE_IDS,
  accepts,
  isRuleDefault,
  ruleMax,
  type Card,
  type HouseRule,
  type HouseRuleId,
} from '../house-rules';
import type { HandOptionsInput, ProfileId, TableOptions } from '../types';
import type { BitReader, BitWriter } from './bits';
import { readCard, writeCard } from './card-field';

/** Seven groups of four bits hold 2^28 − 1, above the largest value of any rule (the unit, 100,000,000). */
const VALUE_MAX_GROUPS = 7;
/** Wire numbers are small; four groups (up to 65,535) are far more than the registry will ever hold. */
const WIRE_MAX_GROUPS = 4;

const BY_WIRE: ReadonlyMap<number, HouseRuleId> = new Map(
  HOUSE_RULE_IDS.map((id) => [HOUSE_RULES[id].wire, id]),
);
const IN_WIRE_ORDER: readonly HouseRuleId[] = [...HOUSE_RULE_IDS].sort(
  (a, b) => HOUSE_RULES[a].wire - HOUSE_RULES[b].wire,
);

const ruleOf = (id: HouseRuleId): HouseRule => HOUSE_RULES[id];

/** The rules of a profile whose value differs from the profile's default, in wire order. */
export function changedRules(profile: ProfileId, options: TableOptions): HouseRuleId[] {
  return IN_WIRE_ORDER.filter(
    (id) => accepts(ruleOf(id), profile) && !isRuleDefault(ruleOf(id), profile, options[id]),
  );
}

/** Writes the rules of `options` (already resolved for `profile`) that differ from its defaults. */
export function writeHouseRules(out: BitWriter, profile: ProfileId, options: TableOptions): void {
  let previous = -1;
  for (const id of changedRules(profile, options)) {
    const rule = ruleOf(id);
    const value = options[id];
    out.write(1, 1);
    out.varint(rule.wire - previous - 1);
    previous = rule.wire;
    switch (rule.type) {
      case 'number':
        out.varint(Number(value));
        break;
      case 'flag':
        out.write(value === true ? 1 : 0, 1);
        break;
      case 'choice':
        out.varint(rule.choices.findIndex((c) => c.value === value));
        break;
      case 'card':
        writeCard(out, value as Card);
        break;
    }
  }
  out.write(0, 1);
}

export type HouseRulesRead =
  | { ok: true; options: HandOptionsInput }
  | { ok: false; error: 'newer_version' | 'out_of_range' | 'malformed' };

/** Reads the entries back as the rules that differ from the profile's defaults. */
export function readHouseRules(input: BitReader, profile: ProfileId): HouseRulesRead {
  const options: Record<string, number | boolean | string | Card> = {};
  let previous = -1;
  while (input.read(1) === 1) {
    // A reader that ran past the end answers zeros, so this loop always ends; the caller sees `overran`.
    if (input.overran) break;
    const gap = input.varint(WIRE_MAX_GROUPS);
    if (gap === undefined) return { ok: false, error: 'malformed' };
    const wire = previous + 1 + gap;
    previous = wire;
    const id = BY_WIRE.get(wire);
    if (id === undefined) return { ok: false, error: 'newer_version' };
    const rule = ruleOf(id);
    if (!accepts(rule, profile)) return { ok: false, error: 'newer_version' };
    switch (rule.type) {
      case 'number': {
        const value = input.varint(VALUE_MAX_GROUPS);
        if (value === undefined) return { ok: false, error: 'malformed' };
        if (value < rule.min || value > ruleMax(rule, profile)) return { ok: false, error: 'out_of_range' };
        options[id] = value;
        break;
      }
      case 'flag':
        options[id] = input.read(1) === 1;
        break;
      case 'choice': {
        const index = input.varint(VALUE_MAX_GROUPS);
        if (index === undefined) return { ok: false, error: 'malformed' };
        const choice = rule.choices[index];
        if (choice === undefined) return { ok: false, error: 'out_of_range' };
        options[id] = choice.value;
        break;
      }
      case 'card': {
        const onCard = cardIds(profile);
        const card = readCard(input, (pattern) => onCard.includes(pattern));
        if (!card.ok) return card;
        options[id] = card.card;
        break;
      }
    }
  }
  return { ok: true, options: options as HandOptionsInput };
}
