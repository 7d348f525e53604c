// Settling up at the end of the night with the fewest payments. Any set of t payments joins the
// players into at least n − t groups that each balance on their own, so the fewest payments is
// n − (the most balancing groups the players can be split into). A subset DP finds that split
// exactly; each group of k players then settles in k − 1 payments.

/** One payment of the settle-up: `from` and `to` are positions in the totals given. */
export interface SettleTransfer {
  from: number;
  to: number;
  amount: number;
}

/** The subset DP is 2^n: more players than this is not a mahjong table. */
const MAX_PLAYERS = 16;

/**
 * The fewest payments that bring every total to zero (totals in whole cents, summing to zero).
 * Deterministic: among equally short answers, the lowest player positions are grouped first,
 * and the result is sorted by payer, then receiver.
 */
export function fewestTransfers(totals: readonly number[]): SettleTransfer[] {
  if (totals.length > MAX_PLAYERS) throw new RangeError(`Settle-up handles at most ${MAX_PLAYERS} players.`);
  if (!totals.every(Number.isSafeInteger)) throw new RangeError('Totals must be whole numbers of cents.');
  if (totals.reduce((a, b) => a + b, 0) !== 0) throw new RangeError('Totals must sum to zero to be settled.');

  const players = totals.flatMap((total, index) => (total === 0 ? [] : [index]));
  const transfers = balancingGroups(players.map((p) => totals[p]!)).flatMap((group) =>
    settleGroup(
      group.map((i) => players[i]!),
      totals,
    ),
  );
  return transfers.sort((a, b) => a.from - b.from || a.to - b.to);
}

/**
 * Splits `values` (summing to zero) into the most groups that each sum to zero; returns
 * positions into `values`. best[mask] is the most zero-sum groups an ordering of the players in
 * `mask` can close, adding one player at a time: a group closes whenever the running sum is zero.
 */
function balancingGroups(values: readonly number[]): number[][] {
  const n = values.length;
  const full = (1 << n) - 1;
  const sum = new Array<number>(full + 1).fill(0);
  const best = new Array<number>(full + 1).fill(0);
  const lastAdded = new Array<number>(full + 1).fill(-1);
  for (let mask = 1; mask <= full; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    sum[mask] = sum[mask & (mask - 1)]! + values[low]!;
    let most = -1;
    for (let i = 0; i < n; i++) {
      const bit = 1 << i;
      // Strictly greater keeps the lowest position on ties, so the answer is deterministic.
      if (mask & bit && best[mask ^ bit]! > most) {
        most = best[mask ^ bit]!;
        lastAdded[mask] = i;
      }
    }
    best[mask] = most + (sum[mask] === 0 ? 1 : 0);
  }

  const order: number[] = [];
  for (let mask = full; mask !== 0; mask ^= 1 << lastAdded[mask]!) order.unshift(lastAdded[mask]!);
  const groups: number[][] = [];
  let current: number[] = [];
  let running = 0;
  for (const i of order) {
    current.push(i);
    running += values[i]!;
    if (running === 0) {
      groups.push(current);
      current = [];
    }
  }
  return groups;
}

/** Settles one balancing group: the biggest debtor pays the biggest creditor until all are even (k − 1 payments at most). */
function settleGroup(members: readonly number[], totals: readonly number[]): SettleTransfer[] {
  const balance = new Map(members.map((p) => [p, totals[p]!]));
  const transfers: SettleTransfer[] = [];
  const extreme = (sign: 1 | -1): number | undefined => {
    let found: number | undefined;
    for (const p of members) {
      const value = balance.get(p)! * sign;
      if (value > 0 && (found === undefined || value > balance.get(found)! * sign)) found = p;
    }
    return found;
  };
  for (;;) {
    const debtor = extreme(-1);
    const creditor = extreme(1);
    if (debtor === undefined || creditor === undefined) break;
    const amount = Math.min(-balance.get(debtor)!, balance.get(creditor)!);
    transfers.push({ from: debtor, to: creditor, amount });
    balance.set(debtor, balance.get(debtor)! + amount);
    balance.set(creditor, balance.get(creditor)! - amount);
  }
  return transfers;
}
