// What a set of house rules changes from its profile's default, as codes and values (the line a saved table
// shows, "Fully concealed +1 · Shooter pays · cap 10 tai", is worded by the screen: words/names), and the
// whole rule set a table or a night keeps.
import { HOUSE_RULES, isRuleDefault, rulesOf, type HouseRuleId, type RuleValue } from './house-rules';
import { resolveOptions } from './options';
import type { HandOptionsInput, ProfileId, TableOptions } from './types';

/** Shown last: a table is named by its scoring rules first, the minimum and the cap after them. */
const STAKES: readonly HouseRuleId[] = ['min_tai', 'cap_tai'];

/** One house rule played at a value other than its profile's default. */
export interface HouseRuleChange {
  readonly id: HouseRuleId;
  readonly value: RuleValue;
}

/**
 * The rules of `options` that differ from `profile`'s defaults, each with the value played, scoring rules
 * in registry order and then the minimum and the cap. The unit is left out: it is the stake, which a screen
 * shows as money. Rules the profile does not accept and values it cannot read are left out too: resolved,
 * they are the default, which is what the table plays.
 */
export function houseRuleChanges(
  profile: ProfileId,
  options: HandOptionsInput | TableOptions,
): HouseRuleChange[] {
  const accepted = rulesOf(profile);
  const given = pick(profile, options);
  // Every value here is readable; a minimum above the cap is still reported as given (its own error is the
  // form's to show), so the summary never hides what the table says.
  const resolved = resolveOptions(profile, given);
  const differing = accepted.filter(
    (id) => id !== 'unit' && !isRuleDefault(HOUSE_RULES[id], profile, resolved.options[id]),
  );
  const ordered = [
    ...differing.filter((id) => !STAKES.includes(id)),
    ...STAKES.filter((id) => differing.includes(id)),
  ];
  return ordered.map((id) => ({ id, value: resolved.options[id] }));
}

/** What a night's header says of its house rules: those a player must know at a glance, and how many more. */
export interface HouseRulesAtAGlance {
  /** The rules that change who pays a win or what it is worth, and the table's own card, in registry order. */
  readonly changes: HouseRuleChange[];
  /** How many other rules the table plays otherwise (the minimum, the cap and the stake aside: said already). */
  readonly others: number;
}

/** The house rules of `options` a night's header says: those the registry marks `atAGlance`, and a count of the rest. */
export function houseRulesAtAGlance(
  profile: ProfileId,
  options: HandOptionsInput | TableOptions,
): HouseRulesAtAGlance {
  const changes = houseRuleChanges(profile, options);
  return {
    changes: changes.filter((change) => HOUSE_RULES[change.id].atAGlance),
    others: changes.filter((change) => !HOUSE_RULES[change.id].atAGlance && !STAKES.includes(change.id))
      .length,
  };
}

/**
 * The whole rule set of a table: every rule `profile` accepts, with the value it is played at (the default
 * where `options` is silent or holds a value it cannot read). What a night and a saved table store, so a
 * later change of a default never changes a table that was agreed.
 */
export function tableRuleSet(profile: ProfileId, options: HandOptionsInput | TableOptions): HandOptionsInput {
  const played = resolveOptions(profile, pick(profile, options)).options;
  const out: Record<string, unknown> = {};
  for (const id of rulesOf(profile)) out[id] = played[id];
  return out as HandOptionsInput;
}

/** The rules of `options` that `profile` accepts and can read, each checked on its own. */
function pick(profile: ProfileId, options: HandOptionsInput | TableOptions): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  for (const id of rulesOf(profile)) {
    if (options[id] === undefined) continue;
    // Each value is read on its own, so one bad value does not hide the others.
    if (resolveOptions(profile, { [id]: options[id] }).errors.length === 0) given[id] = options[id];
  }
  return given;
}
