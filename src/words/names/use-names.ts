// The names, for a component of any screen, the first included: they load after the first paint
// (their code and their catalog area, `names`), so the first screen's JavaScript does not carry
// them. A component shows names only once they are here, as it shows a result only once scored.
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { InputError } from '../../core/errors';
import type { HouseRuleId } from '../../core/house-rules';
import type { TablePaymentKind } from '../../core/settlement';
import type { EventId, HandOptionsInput, ProfileId, ScoreItem, TableOptions } from '../../core/types';
import { withWords } from '../../i18n/with-words';
import { laterModule } from '../../state/later-module';
import type * as NamesLookups from './names';

export type NamesModule = typeof NamesLookups;

const namesModule = laterModule(withWords('names', () => import('./names')));

/** Loads the names' code and their words in the language in use (once; a language switch reloads the words). */
export const loadNames = namesModule.load;

/** The names' code, once loaded (their words are loaded with it), or null. */
export const loadedNames = namesModule.loaded;

/** The lookups of names.ts, bound to the language in use. */
export interface Names {
  pattern(profile: ProfileId, id: string, fallback?: string): string;
  item(profile: ProfileId, item: Pick<ScoreItem, 'id' | 'name'>): string;
  houseRule(id: HouseRuleId): string;
  houseRuleEffect(id: HouseRuleId): string;
  houseRuleChoice(id: HouseRuleId, value: string): string;
  houseRuleSummary(profile: ProfileId, options: HandOptionsInput | TableOptions): string[];
  event(id: EventId): string;
  tablePayment(kind: TablePaymentKind): string;
  profile(profile: ProfileId): string;
  /** A core error (code and values) as a sentence. */
  error(error: Pick<InputError, 'code' | 'values'>): string;
  tile(token: string): string;
}

function bound(n: NamesModule, i18n: I18n): Names {
  return {
    pattern: (profile, id, fallback) => n.patternName(i18n, profile, id, fallback),
    item: (profile, item) => n.itemName(i18n, profile, item),
    houseRule: (id) => n.houseRuleName(i18n, id),
    houseRuleEffect: (id) => n.houseRuleEffect(i18n, id),
    houseRuleChoice: (id, value) => n.houseRuleChoice(i18n, id, value),
    houseRuleSummary: (profile, options) => n.houseRuleSummaryWords(i18n, profile, options),
    event: (id) => n.eventName(i18n, id),
    tablePayment: (kind) => n.tablePaymentName(i18n, kind),
    profile: (profile) => n.profileName(i18n, profile),
    error: (error) => n.errorWords(i18n, error),
    tile: (token) => n.tileWords(i18n, token),
  };
}

/**
 * The names in the player's language, or null while they load: show nothing in their place (never an
 * id), as a result is shown only once scored. `failed` says they could not be loaded: a screen then
 * shows what the core gave (an item's English name).
 */
export function useNames(): { names: Names | null; failed: boolean } {
  const { i18n } = useLingui();
  const { module: lookups, failed } = namesModule.useLoaded();
  // Bound on each render: a language switch re-renders this component (useLingui), and the names follow.
  return { names: lookups ? bound(lookups, i18n) : null, failed };
}
