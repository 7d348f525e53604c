// The rules core's public face: what the worker, the screens, the ledger and the command line use.
export { scoreHand, scoreParsed } from './score';
export { parseHand, type ParsedHand, type DeclaredSet } from './parse-hand';
export {
  EVENT_RULES,
  eventAvailability,
  eventsOffered,
  eventWinKind,
  type EventAvailability,
  type WinKind,
} from './events';
export { PROFILES, ruleValue, type PatternRule, type Profile } from './profiles';
export { LIMIT_HAND_IMPLIES, cardIds, patternValue, profileCard, type CardLine } from './card';
export type { Card, CardValue } from './house-rules';
export { PROFILE_SETTINGS, defaultOptions, resolveOptions, type ProfileSettings } from './options';
export {
  BONUS_TOKENS,
  TILE_TOKENS,
  WIND_TOKENS,
  bonusChinese,
  bonusName,
  tileChinese,
  tileName,
  tokenCode,
  BONUS_BASE,
  TILE_COUNT,
  NOT_A_TILE,
} from './tiles';
export * from './settlement';
export type { ErrorCode, InputError } from './errors';
export * from './types';
export * from './share-code';
export { waitOptions, type WaitOption } from './what-if';
