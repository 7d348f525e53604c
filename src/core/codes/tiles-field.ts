// The tiles of a shared hand, laid out the same way in share code versions 1 and 2 (and so read by
// one reader): the declared sets, then the concealed tile counts. Fixed for ever: old links use it.
//   declared sets: [3] count 0..4, then per set [2] type and [6] lowest tile (0..33)
//   concealed tiles: for each tile 0..33, its count in unary: one 1 per copy, then a 0 unless it is 4
import type { BitReader, BitWriter } from './bits';
import { TILE_COUNT } from '../tiles';
import type { DeclaredSetType } from '../types';

/** Wire order of the set types, written out here: codes already shared must keep their meaning. */
const SET_TYPE_WIRE: readonly DeclaredSetType[] = ['chow', 'pong', 'kong', 'concealed_kong'];

export interface SharedTiles {
  sets: Array<{ type: DeclaredSetType; tile: number }>;
  /** Concealed tile counts by tile index, the winning tile included. */
  counts: number[];
}

export function writeTiles(out: BitWriter, tiles: SharedTiles): void {
  out.write(tiles.sets.length, 3);
  for (const set of tiles.sets) {
    out.write(SET_TYPE_WIRE.indexOf(set.type), 2);
    out.write(set.tile, 6);
  }
  for (let tile = 0; tile < TILE_COUNT; tile++) {
    const count = tiles.counts[tile] ?? 0;
    for (let n = 0; n < count; n++) out.write(1, 1);
    if (count < 4) out.write(0, 1);
  }
}

/** The tiles back, or undefined when they break the layout. */
export function readTiles(input: BitReader): SharedTiles | undefined {
  const setCount = input.read(3);
  if (setCount > 4) return undefined;
  const sets: SharedTiles['sets'] = [];
  for (let i = 0; i < setCount; i++) {
    const type = SET_TYPE_WIRE[input.read(2)]!;
    const tile = input.read(6);
    // A chow is written from its lowest tile; one whose top tile is off the end of the tile list
    // cannot be written as tokens at all (unlike c8-c9-b1, which the core rejects with a reason).
    if (tile >= TILE_COUNT || (type === 'chow' && tile + 2 >= TILE_COUNT)) return undefined;
    sets.push({ type, tile });
  }
  const counts: number[] = [];
  for (let tile = 0; tile < TILE_COUNT; tile++) {
    let count = 0;
    while (count < 4 && input.read(1) === 1) count++;
    counts.push(count);
  }
  return { sets, counts };
}
