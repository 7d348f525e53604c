// Waits (RULES.md section 3) and the Ping Hu wait test (section 4).
import { isAllChowComplete, markStandardWaits } from './groups';
import type { DeclaredSet } from './parse-hand';
import { SPECIAL_SHAPE_NEAR, SPECIAL_SHAPE_TESTS, type ShapeContext, type SpecialShape } from './readings';
import { TILE_COUNT } from './tiles';

/** How many of each tile the player holds: the given concealed counts plus the declared sets. */
export function heldCounts(concealed: Uint8Array, declared: readonly DeclaredSet[]): Uint8Array {
  const held = concealed.slice();
  for (const set of declared) {
    if (set.kind === 'chow') {
      held[set.tile]! += 1;
      held[set.tile + 1]! += 1;
      held[set.tile + 2]! += 1;
    } else held[set.tile]! += set.kind === 'kong' ? 4 : 3;
  }
  return held;
}

/**
 * The tiles that complete 13 tiles (concealed counts `before` and the declared sets) into any
 * shape listed, as ascending tile indices. A tile the player already holds four of is no wait.
 */
export function waitsOf(
  before: Uint8Array,
  declared: readonly DeclaredSet[],
  specialShapes: readonly SpecialShape[],
  context: ShapeContext,
): number[] {
  const marks = MARKS;
  marks.fill(0);
  markStandardWaits(before, marks);
  const shapes =
    declared.length === 0 ? specialShapes.filter((shape) => SPECIAL_SHAPE_NEAR[shape]?.(before) ?? true) : [];
  if (shapes.length > 0) {
    const trial = before.slice();
    for (let t = 0; t < TILE_COUNT; t++) {
      if (marks[t] || trial[t]! >= 4) continue;
      trial[t]! += 1;
      for (const shape of shapes) {
        if (SPECIAL_SHAPE_TESTS[shape](trial, context)) {
          marks[t] = 1;
          break;
        }
      }
      trial[t]! -= 1;
    }
  }
  const waits: number[] = [];
  for (let t = 0; t < TILE_COUNT; t++)
    if (marks[t] && before[t]! + inDeclared(declared, t) < 4) waits.push(t);
  return waits;
}

// Scratch space for waitsOf: the core runs on one thread, and waitsOf does not call itself.
const MARKS = new Uint8Array(TILE_COUNT);

/** How many of tile `t` the declared sets hold. */
function inDeclared(declared: readonly DeclaredSet[], t: number): number {
  let n = 0;
  for (const set of declared) {
    if (set.kind === 'chow') n += set.tile <= t && t <= set.tile + 2 ? 1 : 0;
    else if (set.tile === t) n += set.kind === 'kong' ? 4 : 3;
  }
  return n;
}

/** Honours that may be the pair of an all-chow hand: winds that are neither the seat's nor the prevailing one. */
export function unvaluedPairHonours(context: ShapeContext): number {
  return 0b1111 & ~(1 << context.seatWind) & ~(1 << context.prevailingWind);
}

/**
 * How many of `waits` complete an all-chow hand with an unvalued pair: the Ping Hu wait test
 * passes at two or more. Declared sets must all be chows for any wait to count.
 */
export function allChowWaitCount(
  before: Uint8Array,
  declared: readonly DeclaredSet[],
  waits: readonly number[],
  context: ShapeContext,
): number {
  if (declared.some((set) => set.kind !== 'chow')) return 0;
  const allowedPairs = unvaluedPairHonours(context);
  const trial = before.slice();
  let count = 0;
  for (const t of waits) {
    trial[t]! += 1;
    if (isAllChowComplete(trial, allowedPairs)) count++;
    trial[t]! -= 1;
  }
  return count;
}
