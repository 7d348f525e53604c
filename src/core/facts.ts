// The facts patterns are judged on: those of the whole hand (its tiles, context and waits),
// computed once, and those of one reading (its sets and pair), computed per reading.
import { EVENT_BIT } from './events';
import type { ParsedHand } from './parse-hand';
import type { Reading, SpecialShape } from './readings';
import {
  ANIMAL_MASK,
  EAST,
  FIRST_DRAGON,
  FLOWER_MASK,
  SEASON_MASK,
  TILE_COUNT,
  isDragon,
  isHonour,
  isTerminal,
  isWind,
  suitOf,
} from './tiles';
import type { TableOptions } from './types';
import { allChowWaitCount, heldCounts, waitsOf } from './waits';

const tileFlags = (tiles: number[]): Uint8Array => {
  const flags = new Uint8Array(TILE_COUNT);
  for (const t of tiles) flags[t] = 1;
  return flags;
};
const GREEN_TILES = tileFlags([10, 11, 12, 14, 16, 32]); // b2 b3 b4 b6 b8 GD
const BLUE_TILES = tileFlags([25, 27, 28, 29, 30, 33]); // d8, the winds, WD (seed 003's Blue Hand)

export const popcount = (mask: number): number => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/** Facts about the whole hand, true of every reading. */
export class HandFacts {
  readonly hand: ParsedHand;
  readonly options: TableOptions;
  /** Every tile held, concealed and declared (a kong counts four). */
  readonly tiles: Uint8Array;
  /** Suits present as bits: 1 characters, 2 bamboo, 4 dots. */
  readonly suits: number;
  readonly honourTiles: number;
  readonly terminalTiles: number;
  /** Suit tiles of rank 2 to 8. */
  readonly simpleTiles: number;
  readonly allGreen: boolean;
  readonly allBlue: boolean;
  /** No set declared at all, a concealed kong included. */
  readonly noDeclared: boolean;
  /** No chow, pong or exposed kong declared (a concealed kong keeps a hand concealed). */
  readonly concealed: boolean;
  readonly selfDrawn: boolean;
  readonly events: number;
  /** The 13 tiles before the winning tile (concealed counts). */
  readonly before: Uint8Array;
  /** Waits of those 13 tiles in every shape the profile plays. */
  readonly waits: readonly number[];
  private waitTest: boolean | undefined;

  constructor(hand: ParsedHand, specialShapes: readonly SpecialShape[]) {
    this.hand = hand;
    this.options = hand.options;
    this.tiles = heldCounts(hand.concealed, hand.declared);
    let suits = 0;
    let honourTiles = 0;
    let terminalTiles = 0;
    let simpleTiles = 0;
    let allGreen = true;
    let allBlue = true;
    for (let t = 0; t < TILE_COUNT; t++) {
      const n = this.tiles[t]!;
      if (n === 0) continue;
      if (isHonour(t)) honourTiles += n;
      else {
        suits |= 1 << suitOf(t);
        if (isTerminal(t)) terminalTiles += n;
        else simpleTiles += n;
      }
      if (!GREEN_TILES[t]) allGreen = false;
      if (!BLUE_TILES[t]) allBlue = false;
    }
    this.suits = suits;
    this.honourTiles = honourTiles;
    this.terminalTiles = terminalTiles;
    this.simpleTiles = simpleTiles;
    this.allGreen = allGreen;
    this.allBlue = allBlue;
    this.noDeclared = hand.declared.length === 0;
    this.concealed = hand.declared.every((set) => set.concealed);
    this.selfDrawn = hand.selfDrawn;
    this.events = hand.events;
    this.before = hand.concealed.slice();
    if (hand.winningTile >= 0) this.before[hand.winningTile]! -= 1;
    // An all-eight-flowers win of any tiles has no 13 tiles to wait with.
    this.waits = hand.shapeless ? [] : waitsOf(this.before, hand.declared, specialShapes, hand);
  }

  hasEvent(event: keyof typeof EVENT_BIT): boolean {
    return (this.events & EVENT_BIT[event]) !== 0;
  }

  /** The Ping Hu wait test of RULES.md section 4 (a self-drawn win is exempt). */
  passesWaitTest(): boolean {
    if (this.selfDrawn) return true;
    if (this.waitTest === undefined) {
      const waits =
        this.options.ping_hu_wait === 'any'
          ? this.waits.length
          : allChowWaitCount(this.before, this.hand.declared, this.waits, this.hand);
      this.waitTest = waits >= 2;
    }
    return this.waitTest;
  }

  get seatFlowerBits(): number {
    return (1 << this.hand.seatWind) | (1 << (4 + this.hand.seatWind));
  }

  get flowerTiles(): number {
    return this.hand.bonus & (FLOWER_MASK | SEASON_MASK);
  }

  get animals(): number {
    return this.hand.bonus & ANIMAL_MASK;
  }
}

/** Facts about one reading of the hand. */
export interface Facts {
  readonly h: HandFacts;
  readonly reading: Reading;
  readonly chows: number;
  /** Pongs and kongs. */
  readonly pongs: number;
  readonly kongs: number;
  /** Dragon pongs or kongs as bits: 1 red, 2 green, 4 white. */
  readonly dragonPongs: number;
  /** Wind pongs or kongs as bits: 1 East … 8 North. */
  readonly windPongs: number;
  readonly pair: number;
  /** A dragon, seat-wind or prevailing-wind pair (RULES.md section 4). */
  readonly pairValued: boolean;
  /** Pongs and kongs formed in the hand or declared concealed, less one a discard completed. */
  readonly concealedPongs: number;
}

export function readingFacts(h: HandFacts, reading: Reading): Facts {
  let chows = 0;
  let pongs = 0;
  let kongs = 0;
  let dragonPongs = 0;
  let windPongs = 0;
  let concealedPongs = 0;
  for (const meld of reading.melds) {
    if (meld.kind === 'chow') {
      chows++;
      continue;
    }
    pongs++;
    if (meld.kind === 'kong') kongs++;
    if (meld.concealed) concealedPongs++;
    if (isDragon(meld.tile)) dragonPongs |= 1 << (meld.tile - FIRST_DRAGON);
    else if (isWind(meld.tile)) windPongs |= 1 << (meld.tile - EAST);
  }
  // A discard that completes a concealed pong makes that pong an exposed one.
  if (!h.selfDrawn && reading.win === 'pong') concealedPongs--;
  const pair = reading.pair;
  const { seatWind, prevailingWind } = h.hand;
  const pairValued =
    pair >= 0 && (isDragon(pair) || pair - EAST === seatWind || pair - EAST === prevailingWind);
  return { h, reading, chows, pongs, kongs, dragonPongs, windPongs, pair, pairValued, concealedPongs };
}
