// The rules reference as data: every page in reading order, the sources they cite, and an example hand per pattern.
import { BONUS_TILES } from './pages/bonus-tiles';
import { FLUSHES_AND_PONGS } from './pages/flushes-and-pongs';
import { HOUSE_RULES } from './pages/house-rules';
import { LIMIT_HANDS } from './pages/limit-hands';
import { PING_HU } from './pages/ping-hu';
import { PROFILES_COMPARED } from './pages/profiles-compared';
import { SETTLEMENT } from './pages/settlement';
import { UNUSUAL_HANDS } from './pages/unusual-hands';
import { WAIT_TEST } from './pages/wait-test';
import { WINDS_AND_DRAGONS } from './pages/winds-and-dragons';
import { WINNING_EVENTS } from './pages/winning-events';
import type { RulePage } from './types';

export const RULE_PAGES: RulePage[] = [
  PROFILES_COMPARED,
  PING_HU,
  WAIT_TEST,
  BONUS_TILES,
  WINDS_AND_DRAGONS,
  FLUSHES_AND_PONGS,
  LIMIT_HANDS,
  WINNING_EVENTS,
  HOUSE_RULES,
  UNUSUAL_HANDS,
  SETTLEMENT,
];

export { SOURCES } from './sources';
export { PATTERN_EXAMPLES } from './pattern-examples';
export type { RuleExample, RuleExpectation, RulePage, RuleTable, RuleVariant, Source } from './types';
