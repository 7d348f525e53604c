// A plain reference decomposer, written without the lookup tables, to check the fast one against.

/** Plain recursion: can `counts` be split into sets (and one pair when `pair`)? Chows only where `chowsAllowed` (a suit). */
export function decomposes(
  counts: number[],
  pair: boolean,
  chowsAllowed: boolean,
  pongsAllowed: boolean,
): boolean {
  const i = counts.findIndex((n) => n > 0);
  if (i < 0) return !pair;
  if (pair && counts[i]! >= 2) {
    counts[i]! -= 2;
    const ok = decomposes(counts, false, chowsAllowed, pongsAllowed);
    counts[i]! += 2;
    if (ok) return true;
  }
  if (pongsAllowed && counts[i]! >= 3) {
    counts[i]! -= 3;
    const ok = decomposes(counts, pair, chowsAllowed, pongsAllowed);
    counts[i]! += 3;
    if (ok) return true;
  }
  if (chowsAllowed && i + 2 < counts.length && counts[i + 1]! > 0 && counts[i + 2]! > 0) {
    counts[i]! -= 1;
    counts[i + 1]! -= 1;
    counts[i + 2]! -= 1;
    const ok = decomposes(counts, pair, chowsAllowed, pongsAllowed);
    counts[i]! += 1;
    counts[i + 1]! += 1;
    counts[i + 2]! += 1;
    if (ok) return true;
  }
  return false;
}

const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/** Whether 14 tiles (counts by tile index) make four sets and a pair, or thirteen orphans. */
export function referenceIsWinning(counts: ArrayLike<number>): boolean {
  return standard(counts) || orphans(counts);
}

function standard(counts: ArrayLike<number>): boolean {
  const groups = [
    [0, 9],
    [9, 18],
    [18, 27],
    [27, 34],
  ] as const;
  let pairs = 0;
  for (const [from, to] of groups) {
    const group = Array.from(counts).slice(from, to);
    const size = group.reduce((a, b) => a + b, 0);
    if (size % 3 === 1) return false;
    const pair = size % 3 === 2;
    if (pair) pairs++;
    if (!decomposes(group, pair, from < 27, true)) return false;
  }
  return pairs === 1;
}

function orphans(counts: ArrayLike<number>): boolean {
  let sum = 0;
  for (let t = 0; t < 34; t++) sum += counts[t]!;
  return (
    sum === 14 && ORPHANS.every((t) => counts[t]! >= 1) && ORPHANS.reduce((a, t) => a + counts[t]!, 0) === 14
  );
}
