// Every way to read a complete hand (RULES.md section 4): the standard four sets and a pair in
// each of its decompositions, and the special shapes a profile allows.
import { pairCandidates } from './groups';
import type { DeclaredSet, MeldKind } from './parse-hand';
import { EAST, NORTH, RED_DRAGON, TILE_COUNT, WEST, isTerminal, isHonour, isDragon } from './tiles';

export interface Meld {
  readonly kind: MeldKind;
  /** The lowest tile of the set. */
  readonly tile: number;
  /** Concealed: formed in the hand, or a concealed kong. */
  readonly concealed: boolean;
  readonly declared: boolean;
}

export type SpecialShape =
  | 'thirteen_orphans'
  | 'seven_pairs'
  | 'windy_chow'
  | 'honoured_knitting'
  | 'lincoln'
  | 'pure_knitting'
  | 'founding_of_singapore';
/** `flowers_alone`: all eight flowers and seasons, whatever the hand holds (sg); only bonus lines are read. */
export type ShapeId = 'standard' | SpecialShape | 'flowers_alone';

/** Where the winning tile sits in a reading: it matters where a discard turns a concealed pong into an exposed one. */
export type WinPlacement = 'pair' | 'chow' | 'pong' | 'special';

export interface Reading {
  readonly shape: ShapeId;
  /** Standard shape: four sets, declared ones first. Special shapes: none. */
  readonly melds: readonly Meld[];
  /** The pair of a standard reading, or -1. */
  readonly pair: number;
  readonly win: WinPlacement;
}

/** The context some special shapes depend on (Lincoln excludes valued winds). */
export interface ShapeContext {
  readonly seatWind: number;
  readonly prevailingWind: number;
}

const declaredMeld = (set: DeclaredSet): Meld => ({
  kind: set.kind,
  tile: set.tile,
  concealed: set.concealed,
  declared: true,
});

function decomposeSets(counts: Uint8Array, from: number, need: number, stack: Meld[], out: Meld[][]): void {
  let i = from;
  while (i < TILE_COUNT && counts[i] === 0) i++;
  if (i === TILE_COUNT) {
    if (need === 0) out.push(stack.slice());
    return;
  }
  if (need === 0) return;
  if (counts[i]! >= 3) {
    counts[i]! -= 3;
    stack.push({ kind: 'pong', tile: i, concealed: true, declared: false });
    decomposeSets(counts, i, need - 1, stack, out);
    stack.pop();
    counts[i]! += 3;
  }
  if (i < 27 && i % 9 <= 6 && counts[i + 1]! > 0 && counts[i + 2]! > 0) {
    counts[i]! -= 1;
    counts[i + 1]! -= 1;
    counts[i + 2]! -= 1;
    stack.push({ kind: 'chow', tile: i, concealed: true, declared: false });
    decomposeSets(counts, i, need - 1, stack, out);
    stack.pop();
    counts[i]! += 1;
    counts[i + 1]! += 1;
    counts[i + 2]! += 1;
  }
}

/**
 * The standard readings of concealed counts with declared sets: every decomposition into sets and a
 * pair, once for each kind of place the winning tile could have completed. Only a discard that
 * completes a concealed pong changes what a reading is worth (the pong is then exposed), so on a
 * self-draw one placement stands for all, and on a discard a pong placement is kept apart from the rest.
 */
export function standardReadings(
  concealed: Uint8Array,
  declared: readonly DeclaredSet[],
  winningTile: number,
  selfDrawn = false,
): Reading[] {
  const readings: Reading[] = [];
  const candidates = pairCandidates(concealed);
  if (candidates.length === 0) return readings;
  const counts = SCRATCH;
  counts.set(concealed);
  const need = 4 - declared.length;
  const fixed = declared.map(declaredMeld);
  const decompositions: Meld[][] = [];
  const pairs: number[] = [];
  for (const pair of candidates) {
    counts[pair]! -= 2;
    const before = decompositions.length;
    decomposeSets(counts, 0, need, [], decompositions);
    for (let k = before; k < decompositions.length; k++) pairs.push(pair);
    counts[pair]! += 2;
  }
  decompositions.forEach((sets, k) => {
    const pair = pairs[k]!;
    const melds = fixed.concat(sets);
    const inPair = pair === winningTile;
    const inChow = sets.some((m) => m.kind === 'chow' && m.tile <= winningTile && winningTile <= m.tile + 2);
    const inPong = sets.some((m) => m.kind === 'pong' && m.tile === winningTile);
    if (inPair || inChow) readings.push({ shape: 'standard', melds, pair, win: inPair ? 'pair' : 'chow' });
    if (inPong && (!selfDrawn || !(inPair || inChow)))
      readings.push({ shape: 'standard', melds, pair, win: 'pong' });
  });
  return readings;
}

// Scratch counts for standardReadings, which restores them as it goes and does not call itself.
const SCRATCH = new Uint8Array(TILE_COUNT);

const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
const FOUNDING = new Map<number, number>([
  [9, 2],
  [16, 1],
  [17, 1], // b1 b1 b8 b9
  [0, 1],
  [4, 1],
  [5, 1],
  [8, 1], // c1 c5 c6 c9
  [EAST, 3],
  [WEST, 3],
]);

function sumOf(counts: ArrayLike<number>): number {
  let sum = 0;
  for (let t = 0; t < TILE_COUNT; t++) sum += counts[t]!;
  return sum;
}

export function isThirteenOrphans(counts: ArrayLike<number>): boolean {
  let sum = 0;
  for (const t of ORPHANS) {
    if (counts[t] === 0) return false;
    sum += counts[t]!;
  }
  return sum === 14 && sumOf(counts) === 14;
}

/** Seven pairs; four of a kind counts as two pairs (seed 003). */
export function isSevenPairs(counts: ArrayLike<number>): boolean {
  let pairs = 0;
  for (let t = 0; t < TILE_COUNT; t++) {
    const n = counts[t]!;
    if (n % 2 === 1) return false;
    pairs += n / 2;
  }
  return pairs === 7;
}

/** Windy Chow: one chow in each suit and one of each wind, one wind paired. */
export function isWindyChow(counts: ArrayLike<number>): boolean {
  let winds = 0;
  for (let t = EAST; t <= NORTH; t++) {
    if (counts[t] === 0 || counts[t]! > 2) return false;
    winds += counts[t]!;
  }
  if (winds !== 5 || counts[RED_DRAGON]! + counts[RED_DRAGON + 1]! + counts[RED_DRAGON + 2]! > 0)
    return false;
  for (let suit = 0; suit < 3; suit++) {
    const ranks: number[] = [];
    for (let r = 0; r < 9; r++) {
      const n = counts[suit * 9 + r]!;
      if (n > 1) return false;
      if (n === 1) ranks.push(r);
    }
    if (ranks.length !== 3 || ranks[1] !== ranks[0]! + 1 || ranks[2] !== ranks[0]! + 2) return false;
  }
  return true;
}

/** The residue (rank mod 3) each suit's tiles share, or -2 for a suit whose tiles are not knitted, -1 for an empty suit. */
function knitResidue(counts: ArrayLike<number>, suit: number): number {
  let residue = -1;
  for (let r = 0; r < 9; r++) {
    if (counts[suit * 9 + r] === 0) continue;
    if (residue === -1) residue = (r + 1) % 3;
    else if ((r + 1) % 3 !== residue) return -2;
  }
  return residue;
}

/** Honoured Knitting: 14 different tiles from the honours and 1-4-7, 2-5-8, 3-6-9 of three different suits. */
export function isHonouredKnitting(counts: ArrayLike<number>): boolean {
  let sum = 0;
  for (let t = 0; t < TILE_COUNT; t++) {
    if (counts[t]! > 1) return false;
    sum += counts[t]!;
  }
  if (sum !== 14) return false;
  const used = new Set<number>();
  for (let suit = 0; suit < 3; suit++) {
    const residue = knitResidue(counts, suit);
    if (residue === -2) return false;
    if (residue === -1) continue;
    if (used.has(residue)) return false;
    used.add(residue);
  }
  return true;
}

/**
 * Lincoln: no dragons, only winds that would not score if ponged, at most four tiles a suit,
 * no two tiles of a suit the same or next to each other, except the one pair the hand needs.
 */
export function isLincoln(counts: ArrayLike<number>, context: ShapeContext): boolean {
  if (sumOf(counts) !== 14) return false;
  let pairs = 0;
  for (let t = 0; t < TILE_COUNT; t++) {
    const n = counts[t]!;
    if (n === 0) continue;
    if (n > 2) return false;
    if (n === 2) pairs++;
    if (isDragon(t)) return false;
    if (isHonour(t) && (t - EAST === context.seatWind || t - EAST === context.prevailingWind)) return false;
  }
  if (pairs !== 1) return false;
  for (let suit = 0; suit < 3; suit++) {
    let inSuit = 0;
    for (let r = 0; r < 9; r++) {
      const n = counts[suit * 9 + r]!;
      inSuit += n;
      if (n > 0 && r < 8 && counts[suit * 9 + r + 1]! > 0) return false;
    }
    if (inSuit > 4) return false;
  }
  return true;
}

const SUIT_ORDERS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
] as const;

/**
 * Pure Knitting: four knitted chis (rank n of suit A, n+1 of suit B, n+2 of suit C, one order of
 * suits for the whole hand) and a pair from suit A or suit C.
 */
export function isPureKnitting(counts: ArrayLike<number>): boolean {
  if (sumOf(counts) !== 14) return false;
  for (let t = 27; t < TILE_COUNT; t++) if (counts[t]! > 0) return false;
  for (const [a, b, c] of SUIT_ORDERS) {
    for (const pairSuit of [a, c]) {
      for (let r = 0; r < 9; r++) {
        const pairTile = pairSuit * 9 + r;
        if (counts[pairTile]! < 2) continue;
        const rest = Array.from(counts);
        rest[pairTile]! -= 2;
        // Suit A's tiles only open a chi, so they fix the chis; B and C must match them exactly.
        let chis = 0;
        let fits = true;
        const expect = new Array<number>(TILE_COUNT).fill(0);
        for (let n = 0; n < 9; n++) {
          const k = rest[a * 9 + n]!;
          if (k === 0) continue;
          if (n > 6) {
            fits = false;
            break;
          }
          chis += k;
          expect[a * 9 + n]! += k;
          expect[b * 9 + n + 1]! += k;
          expect[c * 9 + n + 2]! += k;
        }
        if (!fits || chis !== 4) continue;
        if (expect.every((k, t) => k === rest[t])) return true;
      }
    }
  }
  return false;
}

/** Founding of Singapore: b1 b1 b8 b9, c1 c9 c6 c5, a pong of East and a pong of West. */
export function isFoundingOfSingapore(counts: ArrayLike<number>): boolean {
  for (let t = 0; t < TILE_COUNT; t++) if ((FOUNDING.get(t) ?? 0) !== counts[t]) return false;
  return true;
}

/** Nine gates: concealed 1112345678999 of one suit plus one more tile of that suit. */
export function isNineGates(counts: ArrayLike<number>): boolean {
  for (let suit = 0; suit < 3; suit++) {
    let sum = 0;
    let fits = true;
    for (let r = 0; r < 9; r++) {
      const n = counts[suit * 9 + r]!;
      sum += n;
      if (n < (r === 0 || r === 8 ? 3 : 1)) fits = false;
    }
    if (fits && sum === 14 && sumOf(counts) === 14) return true;
  }
  return false;
}

/** Whether every tile of a count array is a terminal or an honour (thirteen orphans' tiles). */
export const onlyTerminalsOrHonours = (counts: ArrayLike<number>): boolean => {
  for (let t = 0; t < TILE_COUNT; t++) if (counts[t]! > 0 && !isTerminal(t) && !isHonour(t)) return false;
  return true;
};

export const SPECIAL_SHAPE_TESTS: Readonly<
  Record<SpecialShape, (counts: ArrayLike<number>, context: ShapeContext) => boolean>
> = {
  thirteen_orphans: isThirteenOrphans,
  seven_pairs: isSevenPairs,
  windy_chow: isWindyChow,
  honoured_knitting: isHonouredKnitting,
  lincoln: isLincoln,
  pure_knitting: isPureKnitting,
  founding_of_singapore: isFoundingOfSingapore,
};

/**
 * Cheap tests that 13 tiles could be one tile from a special shape, so that waits skip trying all
 * 34 tiles on hands that cannot be. A shape without one is always tried.
 */
export const SPECIAL_SHAPE_NEAR: Partial<Record<SpecialShape, (before: ArrayLike<number>) => boolean>> = {
  thirteen_orphans: onlyTerminalsOrHonours,
  seven_pairs: (before) => {
    let odd = 0;
    for (let t = 0; t < TILE_COUNT; t++) odd += before[t]! & 1;
    return odd === 1;
  },
};

/** Canonical tile order inside a set, for `sets` in the result. */
export function meldTiles(meld: Meld): number[] {
  if (meld.kind === 'chow') return [meld.tile, meld.tile + 1, meld.tile + 2];
  return new Array<number>(meld.kind === 'kong' ? 4 : 3).fill(meld.tile);
}
