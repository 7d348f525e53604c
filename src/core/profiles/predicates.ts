// Conditions shared by the profiles' pattern tables, each named as a player would say it.
import { popcount, type Facts } from '../facts';
import { EVENT_BIT } from '../events';
import type { EventId } from '../types';
import { isNineGates, type ShapeId } from '../readings';
import {
  ANIMAL_MASK,
  FLOWER_MASK,
  SEASON_MASK,
  bonusName,
  isDragon,
  isWind,
  tileName,
  FIRST_DRAGON,
  EAST,
} from '../tiles';

const D1 = 18;
const oneSuit = (f: Facts): boolean => popcount(f.h.suits) === 1;

export const standard = (f: Facts): boolean => f.reading.shape === 'standard';
export const shapeIs =
  (shape: ShapeId) =>
  (f: Facts): boolean =>
    f.reading.shape === shape;

export const fourChows = (f: Facts): boolean => standard(f) && f.chows === 4;
/** Four chows and a pair that is not valued: the Ping Hu shape. */
export const pingHuShape = (f: Facts): boolean => fourChows(f) && !f.pairValued;
/** Four chows whose pair is valued: what blocks Ping Hu, All Chow and Little Ping Hu. */
export const fourChowsValuedPair = (f: Facts): boolean => fourChows(f) && f.pairValued;
/**
 * Bonus tiles that block the full Ping Hu: any at all (sg-reference's animals never reach the
 * table, so there it is flowers and seasons).
 */
const hasBonus = (f: Facts): boolean => f.h.hand.bonus !== 0;
/** House rule `ping_hu_concealed`: the Ping Hu family needs a hand with no declared set. */
const pingHuAllowed = (f: Facts): boolean => !f.h.options.ping_hu_concealed || f.h.noDeclared;
/** Ping Hu: its shape, no bonus tile, a passing wait test. */
export const pingHu = (f: Facts): boolean =>
  pingHuShape(f) && !hasBonus(f) && pingHuAllowed(f) && f.h.passesWaitTest();
/** The lesser form (All Chow, Little Ping Hu): the shape with bonus tiles; house rule `all_chow_wait` off: no wait test. */
export const lesserPingHu = (f: Facts): boolean =>
  pingHuShape(f) && hasBonus(f) && pingHuAllowed(f) && (!f.h.options.all_chow_wait || f.h.passesWaitTest());
/** A discard win whose all-chow hand failed the wait test (not shown where All Chow needs no wait and scores). */
export const kahLong = (f: Facts): boolean =>
  !f.h.selfDrawn && pingHuShape(f) && !f.h.passesWaitTest() && !(hasBonus(f) && !f.h.options.all_chow_wait);

export const allPongs = (f: Facts): boolean => standard(f) && f.pongs === 4;
export const halfFlush = (f: Facts): boolean => oneSuit(f) && f.h.honourTiles > 0;
export const fullFlush = (f: Facts): boolean => oneSuit(f) && f.h.honourTiles === 0;
export const allHonours = (f: Facts): boolean => f.h.suits === 0;
/** Only 1s and 9s of the suits, no honours, in four sets and a pair. */
export const allTerminals = (f: Facts): boolean =>
  standard(f) && f.h.honourTiles === 0 && f.h.simpleTiles === 0;
/** Only terminals and honours, in four sets and a pair. */
export const terminalsAndHonours = (f: Facts): boolean => standard(f) && f.h.simpleTiles === 0;
/** Only terminals and honours, at least one of each. */
export const mixedTerminals = (f: Facts): boolean =>
  terminalsAndHonours(f) && f.h.honourTiles > 0 && f.h.terminalTiles > 0;
export const allGreen = (f: Facts): boolean => f.h.allGreen;
export const blueHand = (f: Facts): boolean => allPongs(f) && f.h.allBlue;

export const dragonPongs = (f: Facts): number => popcount(f.dragonPongs);
export const littleDragons = (f: Facts): boolean => dragonPongs(f) === 2 && f.pair >= 0 && isDragon(f.pair);
export const bigDragons = (f: Facts): boolean => dragonPongs(f) === 3;
export const littleWinds = (f: Facts): boolean =>
  popcount(f.windPongs) === 3 && f.pair >= 0 && isWind(f.pair);
export const bigWinds = (f: Facts): boolean => popcount(f.windPongs) === 4;
export const fourKongs = (f: Facts): boolean => f.kongs === 4;
export const seatWindPong = (f: Facts): boolean => (f.windPongs & (1 << f.h.hand.seatWind)) !== 0;
export const prevailingWindPong = (f: Facts): boolean => (f.windPongs & (1 << f.h.hand.prevailingWind)) !== 0;

/** Four concealed pongs or kongs; a discard may only have completed the pair. */
export const fourConcealedPongs = (f: Facts): boolean => standard(f) && f.concealedPongs === 4;
export const fourConcealedPongsSelfDrawn = (f: Facts): boolean => f.h.selfDrawn && fourConcealedPongs(f);

/** Nine gates on the whole hand: 1112345678999 of one suit and one more of that suit, concealed. */
export const nineGates = (f: Facts): boolean =>
  f.h.noDeclared && f.h.honourTiles === 0 && popcount(f.h.suits) === 1 && isNineGates(f.h.hand.concealed);
/** Nine gates where the 13 tiles before the winning one were exactly 1112345678999 (hk). */
export const pureNineGates = (f: Facts): boolean => {
  if (!nineGates(f)) return false;
  const before = f.h.before;
  const suit = Math.floor(f.h.hand.winningTile / 9) * 9;
  for (let r = 0; r < 9; r++) if (before[suit + r] !== (r === 0 || r === 8 ? 3 : 1)) return false;
  return true;
};

export const seatFlowers = (f: Facts): number => popcount(f.h.flowerTiles & f.h.seatFlowerBits);
/** Complete groups among the bonus tiles: all four flowers, all four seasons. */
export const flowerSets = (f: Facts): number =>
  ((f.h.hand.bonus & FLOWER_MASK) === FLOWER_MASK ? 1 : 0) +
  ((f.h.hand.bonus & SEASON_MASK) === SEASON_MASK ? 1 : 0);
/** Seat flowers that are not part of a complete group (sg-reference counts those inside the group's 2). */
const seatBitsOutsideSets = (f: Facts): number => {
  let bits = f.h.flowerTiles & f.h.seatFlowerBits;
  if ((f.h.hand.bonus & FLOWER_MASK) === FLOWER_MASK) bits &= ~FLOWER_MASK;
  if ((f.h.hand.bonus & SEASON_MASK) === SEASON_MASK) bits &= ~SEASON_MASK;
  return bits;
};
export const seatFlowersOutsideSets = (f: Facts): number => popcount(seatBitsOutsideSets(f));
export const animals = (f: Facts): number => popcount(f.h.animals);
export const allAnimals = (f: Facts): boolean => f.h.animals === ANIMAL_MASK;
export const allFlowers = (f: Facts): boolean => f.h.flowerTiles === (FLOWER_MASK | SEASON_MASK);
export const noFlowers = (f: Facts): boolean => f.h.flowerTiles === 0;

export const selfDrawn = (f: Facts): boolean => f.h.selfDrawn;
export const event = (id: EventId) => {
  const bit = EVENT_BIT[id];
  return (f: Facts): boolean => (f.h.events & bit) !== 0;
};
/**
 * Picking the Pearl, as house rule `pearl` says: a self-drawn d1 with five or fewer wall tiles left
 * (seed 003), any self-drawn win with five or fewer left, or a self-drawn win on the last tile.
 */
export const pickingThePearl = (f: Facts): boolean => {
  if (!f.h.selfDrawn) return false;
  switch (f.h.options.pearl) {
    case 'd1':
      return f.h.hand.winningTile === D1 && f.h.hasEvent('last_five');
    case 'any':
      return f.h.hasEvent('last_five');
    case 'last_tile':
      return f.h.hasEvent('last_tile');
  }
};
/** No declared set at all (a concealed kong included) and a self-drawn win (sg-reference). */
export const fullyConcealed = (f: Facts): boolean => f.h.noDeclared && f.h.selfDrawn;
/** No chow, pong or exposed kong declared (a concealed kong is allowed) and a self-drawn win (sg house rule). */
export const concealedSelfDrawn = (f: Facts): boolean => f.h.concealed && f.h.selfDrawn;
/** No chow, pong or exposed kong declared, won either way (hk house rule). */
export const concealed = (f: Facts): boolean => f.h.concealed;

// What each award was for, after the item's name.
export const dragonDetail = (f: Facts, index: number): string =>
  tileName(FIRST_DRAGON + nthBit(f.dragonPongs, index));
export const windDetail =
  (which: 'seat' | 'prevailing') =>
  (f: Facts): string =>
    tileName(EAST + (which === 'seat' ? f.h.hand.seatWind : f.h.hand.prevailingWind));
export const seatFlowerDetail = (f: Facts, index: number): string =>
  bonusName(nthBit(f.h.flowerTiles & f.h.seatFlowerBits, index));
export const seatFlowerOutsideDetail = (f: Facts, index: number): string =>
  bonusName(nthBit(seatBitsOutsideSets(f), index));
export const flowerSetDetail = (f: Facts, index: number): string => {
  const groups: string[] = [];
  if ((f.h.hand.bonus & FLOWER_MASK) === FLOWER_MASK) groups.push('all four flowers');
  if ((f.h.hand.bonus & SEASON_MASK) === SEASON_MASK) groups.push('all four seasons');
  return groups[index] ?? '';
};
/** "Red Dragons", "East Winds": what the valued pair is a pair of. */
export const pairDetail = (f: Facts): string => `${tileName(f.pair)}s`;
export const animalDetail = (f: Facts, index: number): string => bonusName(nthBit(f.h.animals, index));

/** The position of the index-th set bit of a mask. */
function nthBit(mask: number, index: number): number {
  let seen = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (!(mask & (1 << bit))) continue;
    if (seen === index) return bit;
    seen++;
  }
  return -1;
}
