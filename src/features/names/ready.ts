// The names for a lazy screen's code: importing this module waits (a top-level await) until the
// names' code and words are loaded, so a screen that imports it is never painted without them, and
// its functions answer at once in the language in use. Never import it from the first screen (it
// would hold the app's start): a component there uses `useNames` (use-names.ts).
import { i18n } from '../../i18n/catalogs';
import type { InputError } from '../../core/errors';
import type { HouseRuleId } from '../../core/house-rules';
import type { TablePaymentKind } from '../../core/settlement';
import type { EventId, HandOptionsInput, ProfileId, ScoreItem, TableOptions } from '../../core/types';
import { loadNames } from './use-names';

const names = await loadNames();

/** A pattern's name at a table, by id: "Ping Hu", 平胡 (Ping Hu), 雞糊. */
export const patternName = (profile: ProfileId, id: string, fallback?: string): string => names.patternName(i18n, profile, id, fallback);
/** A scored item's name with what it was for: "Dragon Pong (Red Dragon)". */
export const itemName = (profile: ProfileId, item: Pick<ScoreItem, 'id' | 'name'>): string => names.itemName(i18n, profile, item);
export const houseRuleName = (id: HouseRuleId): string => names.houseRuleName(i18n, id);
export const houseRuleEffect = (id: HouseRuleId): string => names.houseRuleEffect(i18n, id);
export const houseRuleChoice = (id: HouseRuleId, value: string): string => names.houseRuleChoice(i18n, id, value);
/** "Fully concealed +1", "Shooter pays", "cap 10 tai": what the rules change from the table's defaults. */
export const houseRuleSummaryWords = (profile: ProfileId, options: HandOptionsInput | TableOptions): string[] =>
  names.houseRuleSummaryWords(i18n, profile, options);
export const eventName = (id: EventId): string => names.eventName(i18n, id);
export const tablePaymentName = (kind: TablePaymentKind): string => names.tablePaymentName(i18n, kind);
export const profileName = (profile: ProfileId): string => names.profileName(i18n, profile);
/** A core error (code and values) as a sentence in the player's language. */
export const errorWords = (error: Pick<InputError, 'code' | 'values'>): string => names.errorWords(i18n, error);
/** A tile by its token: "3 Dots", 3筒. */
export const tileWords = (token: string): string => names.tileWords(i18n, token);
