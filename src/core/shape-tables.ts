// Per-group lookup tables that decide in one array read whether a group of tiles can be split
// into sets. A group is one suit (nine ranks) or the seven honours; its tile counts are read as a
// base-5 number (the key), which indexes a table of flags. The tables are built once by
// enumerating every multiset of at most four sets (a few thousand), not by testing 5^9 keys.

export const SETS = 1; // chows and pongs only (the empty group included)
export const SETS_PAIR = 2; // chows and pongs plus exactly one pair
export const CHOWS = 4; // chows only (the empty group included)
export const CHOWS_PAIR = 8; // chows only plus exactly one pair

export const POW5: readonly number[] = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

export interface ShapeTables {
  /** Flags by suit key (nine ranks, base 5). */
  readonly suit: Uint8Array;
  /** Flags by honour key (seven honours, base 5): honours only pong and pair. */
  readonly honour: Uint8Array;
}

function build(ranks: number, allowChows: boolean): Uint8Array {
  const flags = new Uint8Array(POW5[ranks - 1]! * 5);
  const counts = new Uint8Array(ranks);
  // The sets of one group as [first rank, isChow]; each multiset is enumerated once by only
  // adding sets at or after the last one added.
  const sets: Array<[number, boolean]> = [];
  for (let r = 0; r < ranks; r++) sets.push([r, false]);
  if (allowChows) for (let r = 0; r + 2 < ranks; r++) sets.push([r, true]);

  const mark = (key: number, chowsOnly: boolean): void => {
    flags[key]! |= SETS | (chowsOnly ? CHOWS : 0);
    for (let r = 0; r < ranks; r++) {
      if (counts[r]! + 2 > 4) continue;
      flags[key + 2 * POW5[r]!]! |= SETS_PAIR | (chowsOnly ? CHOWS_PAIR : 0);
    }
  };

  const walk = (from: number, depth: number, key: number, chowsOnly: boolean): void => {
    mark(key, chowsOnly);
    if (depth === 4) return;
    for (let s = from; s < sets.length; s++) {
      const [first, isChow] = sets[s]!;
      const width = isChow ? 3 : 1;
      const add = isChow ? 1 : 3;
      let fits = true;
      for (let i = 0; i < width; i++) if (counts[first + i]! + add > 4) fits = false;
      if (!fits) continue;
      let delta = 0;
      for (let i = 0; i < width; i++) {
        counts[first + i]! += add;
        delta += add * POW5[first + i]!;
      }
      walk(s, depth + 1, key + delta, chowsOnly && isChow);
      for (let i = 0; i < width; i++) counts[first + i]! -= add;
    }
  };
  walk(0, 0, 0, true);
  return flags;
}

let tables: ShapeTables | undefined;
let buildMs = 0;

/** The tables, built on first use (a few milliseconds) and kept for the life of the process. */
export function shapeTables(): ShapeTables {
  if (!tables) {
    const started = performance.now();
    tables = { suit: build(9, true), honour: build(7, false) };
    buildMs = performance.now() - started;
  }
  return tables;
}

/** How long the tables took to build, for the benchmark (0 before they are built). */
export const tablesBuildMs = (): number => buildMs;
