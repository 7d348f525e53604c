// The names for a lazy screen's code, as plain functions that answer at once in the language in use.
// The names load just after the first paint; should a screen render before they are here, a lookup
// suspends its render (React Suspense: the screen's fallback shows) until they are, so no screen ever
// shows an id. Call these while rendering or after (never at a module's top level). A component of
// the first screen uses `useNames` (use-names.ts) instead, which never suspends.
import { i18n } from '../../i18n/catalogs';
import type { InputError } from '../../core/errors';
import type { CardValue, HouseRuleId } from '../../core/house-rules';
import type { TablePaymentKind } from '../../core/settlement';
import type { EventId, HandOptionsInput, ProfileId, ScoreItem, TableOptions } from '../../core/types';
import { loadNames, loadedNames, type NamesModule } from './use-names';

/** The names' code and words, or a suspended render until they are loaded. */
function ready(): NamesModule {
  const names = loadedNames();
  // A promise thrown while rendering is how a render waits for data under Suspense.
  if (!names) throw loadNames();
  return names;
}

/** A pattern's name at a table, by id: "Ping Hu", 平胡 (Ping Hu), 雞糊. */
export const patternName = (profile: ProfileId, id: string, fallback?: string): string =>
  ready().patternName(i18n, profile, id, fallback);
/** A scored item's name with what it was for: "Dragon Pong (Red Dragon)". */
export const itemName = (profile: ProfileId, item: Pick<ScoreItem, 'id' | 'name'>): string =>
  ready().itemName(i18n, profile, item);
export const houseRuleName = (id: HouseRuleId): string => ready().houseRuleName(i18n, id);
export const houseRuleEffect = (id: HouseRuleId): string => ready().houseRuleEffect(i18n, id);
export const houseRuleChoice = (id: HouseRuleId, value: string): string =>
  ready().houseRuleChoice(i18n, id, value);
/** "Fully concealed +1", "Shooter pays", "cap 10 tai": what the rules change from the table's defaults. */
export const houseRuleSummaryWords = (
  profile: ProfileId,
  options: HandOptionsInput | TableOptions,
): string[] => ready().houseRuleSummaryWords(i18n, profile, options);
/** "Shooter pays", "Table's card: 2 changed", "1 more house rule": what a night's header says of its house rules. */
export const houseRulesGlanceWords = (
  profile: ProfileId,
  options: HandOptionsInput | TableOptions,
): string[] => ready().houseRulesGlanceWords(i18n, profile, options);
/** "6 tai", "not played", "limit": a value on a table's card. */
export const cardValueWords = (profile: ProfileId, value: CardValue): string =>
  ready().cardValueWords(i18n, profile, value);
/** "Full Flush: 6 tai", "Animal: not played": each pattern a table's card changes. */
export const cardChangeWords = (profile: ProfileId, options: TableOptions): string[] =>
  ready().cardChangeWords(i18n, profile, options);
export const eventName = (id: EventId): string => ready().eventName(i18n, id);
export const tablePaymentName = (kind: TablePaymentKind): string => ready().tablePaymentName(i18n, kind);
export const profileName = (profile: ProfileId): string => ready().profileName(i18n, profile);
/** A core error (code and values) as a sentence in the player's language. */
export const errorWords = (error: Pick<InputError, 'code' | 'values'>): string =>
  ready().errorWords(i18n, error);
/** A tile by its token: "3 Dots", 3筒. */
export const tileWords = (token: string): string => ready().tileWords(i18n, token);
