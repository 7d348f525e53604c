// Scores a hand: every reading judged against the profile's pattern table, the best one kept
// (highest capped tai, then highest raw tai: RULES.md section 4), and its payment.
import { allFlowersPlayed, lineWorth, shapesPlayed } from './card';
import { inputError } from './errors';
import { HandFacts, readingFacts, type Facts } from './facts';
import { parseHand, type ParsedHand } from './parse-hand';
import { PROFILES, type PatternRule } from './profiles';
import { SPECIAL_SHAPE_TESTS, meldTiles, standardReadings, type Reading } from './readings';
import { TILE_COUNT, TILE_TOKENS } from './tiles';
import type { ScoreItem, ScoreOk, ScoreResult, TableOptions } from './types';

interface Award {
  readonly rule: PatternRule;
  readonly count: number;
  readonly value: number;
  readonly limit: boolean;
}

interface Evaluation {
  readonly facts: Facts;
  readonly awards: readonly Award[];
  readonly raw: number;
  readonly tai: number;
  readonly limit: boolean;
  /** What counts toward the minimum: `tai`, less the bonus lines where the house says so. */
  readonly towardMinimum: number;
}

/** A pattern as one table plays it: its value, whether it is a limit hand and what it absorbs, once per rule set. */
interface InPlay {
  readonly rule: PatternRule;
  readonly value: number;
  readonly limit: boolean;
  readonly absorbs: readonly string[] | undefined;
}

interface RulesInPlay {
  /** The patterns read on every reading, in the table's order. */
  readonly lines: readonly InPlay[];
  /** The patterns awarded only when nothing else is (RULES.md section 4's "alone" lines). */
  readonly alone: readonly InPlay[];
}

const IN_PLAY = new WeakMap<readonly PatternRule[], WeakMap<TableOptions, RulesInPlay>>();

/**
 * The patterns a table plays, with their values, for one rule set: each line's worth under the table's
 * card and house rules is decided here, once (card.ts). A line the table does not play (0 on its card, or
 * a house rule's value of 0: Fully Concealed, Mixed Terminals at sg) is left out, so its predicate is never
 * asked. Kept per options object (the resolved options are frozen and shared: `resolveOptions`), because
 * every reading of every hand at one table asks the same question.
 */
function rulesInPlay(rules: readonly PatternRule[], options: TableOptions): RulesInPlay {
  let byOptions = IN_PLAY.get(rules);
  if (!byOptions) IN_PLAY.set(rules, (byOptions = new WeakMap()));
  let inPlay = byOptions.get(options);
  if (!inPlay) {
    const lines: InPlay[] = [];
    const alone: InPlay[] = [];
    for (const rule of rules) {
      const worth = lineWorth(rule, options);
      if (worth === undefined) continue;
      (rule.alone ? alone : lines).push({ rule, ...worth });
    }
    inPlay = { lines, alone };
    byOptions.set(options, inPlay);
  }
  return inPlay;
}

function evaluate(rules: readonly PatternRule[], f: Facts, options: TableOptions): Evaluation {
  const { lines, alone } = rulesInPlay(rules, options);
  let awards: Award[] = [];
  let replaced: string[] | undefined;
  for (const { rule, value, limit, absorbs } of lines) {
    const count = Number(rule.when(f));
    if (count <= 0) continue;
    awards.push({ rule, count, value, limit });
    if (absorbs && absorbs.length > 0) replaced = (replaced ?? []).concat(absorbs);
  }
  if (replaced) {
    const gone = replaced;
    awards = awards.filter((award) => !gone.includes(award.rule.id));
  }
  if (awards.length === 0) {
    for (const { rule, value, limit } of alone) {
      if (Number(rule.when(f)) > 0) awards.push({ rule, count: 1, value, limit });
    }
  }
  let raw = 0;
  let bonusRaw = 0;
  let limitHand = false;
  for (const award of awards) {
    raw += award.count * award.value;
    if (award.rule.bonus) bonusRaw += award.count * award.value;
    if (award.limit) limitHand = true;
  }
  const cap = options.cap_tai;
  const tai = limitHand ? cap : Math.min(raw, cap);
  // House rule `bonus_counts_to_minimum` off (hk): the bonus lines are paid but do not reach the minimum.
  const towardMinimum = limitHand || options.bonus_counts_to_minimum ? tai : Math.min(raw - bonusRaw, cap);
  return { facts: f, awards, raw, tai, limit: limitHand || raw > cap, towardMinimum };
}

/**
 * RULES.md section 4: the highest capped tai, then the highest raw tai. Between readings worth the
 * same, the one with more lines wins, so that a 0-tai explanation (Kah Long) is shown, not hidden.
 */
function betterReading(a: Evaluation, b: Evaluation): boolean {
  if (a.tai !== b.tai) return a.tai > b.tai;
  if (a.raw !== b.raw) return a.raw > b.raw;
  return a.awards.length > b.awards.length;
}

function itemsOf(evaluation: Evaluation): ScoreItem[] {
  const items: ScoreItem[] = [];
  for (const { rule, count, value } of evaluation.awards) {
    for (let i = 0; i < count; i++) {
      const detail = rule.detail?.(evaluation.facts, i);
      items.push({
        id: rule.id,
        name: detail ? `${rule.name} (${detail})` : rule.name,
        zh: rule.zh,
        tai: value,
      });
    }
  }
  return items;
}

function tokensOf(tiles: readonly number[]): string[] {
  const tokens: string[] = [];
  for (const tile of tiles) tokens.push(TILE_TOKENS[tile]!);
  return tokens;
}

function setsOf(reading: Reading, hand: ParsedHand): string[][] {
  if (reading.shape === 'standard') {
    const sets: string[][] = [];
    for (const meld of reading.melds) sets.push(tokensOf(meldTiles(meld)));
    const pair = TILE_TOKENS[reading.pair]!;
    sets.push([pair, pair]);
    return sets;
  }
  const tiles: string[] = [];
  for (let t = 0; t < TILE_COUNT; t++)
    for (let n = 0; n < hand.concealed[t]!; n++) tiles.push(TILE_TOKENS[t]!);
  if (reading.shape === 'flowers_alone') return [];
  if (reading.shape !== 'seven_pairs') return [tiles];
  const pairs: string[][] = [];
  for (let i = 0; i < tiles.length; i += 2) pairs.push(tiles.slice(i, i + 2));
  return pairs;
}

/** Every reading of a parsed hand: the standard decompositions, then the special shapes the table plays. */
function readingsOf(hand: ParsedHand, specialShapes = shapesPlayed(hand.profile, hand.options)): Reading[] {
  // All eight flowers win on their own only where the table plays All Flowers.
  const flowersAlone = hand.flowersAlone && allFlowersPlayed(hand.options);
  if (hand.shapeless) return flowersAlone ? [FLOWERS_ALONE] : [];
  const readings = standardReadings(hand.concealed, hand.declared, hand.winningTile, hand.selfDrawn);
  if (hand.declared.length === 0) {
    for (const shape of specialShapes) {
      if (SPECIAL_SHAPE_TESTS[shape](hand.concealed, hand))
        readings.push({ shape, melds: [], pair: -1, win: 'special' });
    }
  }
  // Last, so that between readings worth the same the hand's own shape is shown.
  if (flowersAlone) readings.push(FLOWERS_ALONE);
  return readings;
}

const FLOWERS_ALONE: Reading = { shape: 'flowers_alone', melds: [], pair: -1, win: 'special' };

/** Scores a hand that has already been validated. */
export function scoreParsed(hand: ParsedHand): ScoreOk {
  const profile = PROFILES[hand.profile];
  const options = hand.options;
  const specialShapes = shapesPlayed(hand.profile, options);
  const handFacts = new HandFacts(hand, specialShapes);
  const waits = handFacts.waits.map((t) => TILE_TOKENS[t]!);

  let best: Evaluation | undefined;
  for (const reading of readingsOf(hand, specialShapes)) {
    const rules = reading.shape === 'flowers_alone' ? profile.bonusPatterns : profile.patterns;
    const evaluation = evaluate(rules, readingFacts(handFacts, reading), options);
    if (!best || betterReading(evaluation, best)) best = evaluation;
  }
  if (!best) {
    return {
      ok: true,
      win: false,
      tai: 0,
      raw_tai: 0,
      limit: false,
      reason: 'not_a_winning_hand',
      items: [],
      sets: [],
      waits,
      payment: null,
      profile: hand.profile,
      min_tai: options.min_tai,
      cap_tai: options.cap_tai,
    };
  }
  const win = best.towardMinimum >= options.min_tai;
  return {
    ok: true,
    win,
    tai: best.tai,
    raw_tai: best.raw,
    limit: best.limit,
    reason: win ? null : 'below_minimum',
    items: itemsOf(best),
    sets: setsOf(best.facts.reading, hand),
    waits,
    payment: win ? profile.payment(best.tai, hand.selfDrawn, options) : null,
    profile: hand.profile,
    min_tai: options.min_tai,
    cap_tai: options.cap_tai,
  };
}

/** Scores any input: a hand of RULES.md section 2 gets its result, anything else its errors. Never throws. */
export function scoreHand(input: unknown): ScoreResult {
  try {
    const parsed = parseHand(input);
    return parsed.ok ? scoreParsed(parsed.hand) : parsed;
  } catch (error) {
    // Not swallowed: the failure is answered as an error the caller sees, with its cause.
    const cause = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      errors: [
        inputError(
          'internal_error',
          `This hand could not be scored because of a fault in the scorer (${cause}). Nothing was changed.`,
          undefined,
          { cause },
        ),
      ],
    };
  }
}
