// Who pays whom for one entry (RULES.md 9), in whole cents. Transfers depend on the entry and the
// settings only: this table has no dealer multiplier, so the seating never changes an amount.
import { falseWinAmount, tablePaymentAmount } from './settings';
import {
  PLAYER_INDEXES,
  type LedgerEntry,
  type PerPlayer,
  type PlayerIndex,
  type NightSettings,
  type Transfer,
} from './types';

const othersThan = (player: PlayerIndex): PlayerIndex[] => PLAYER_INDEXES.filter((p) => p !== player);

export function entryTransfers(settings: NightSettings, entry: LedgerEntry): Transfer[] {
  const transfers: Transfer[] = [];
  // A zero amount (an hk non-discarder on a discard win) is no payment at all: it is left out.
  const pay = (from: PlayerIndex, to: PlayerIndex, amount: number): void => {
    if (amount > 0) transfers.push({ from, to, amount });
  };
  switch (entry.kind) {
    case 'win': {
      const { winner, payment, discarder } = entry;
      if (entry.bao !== undefined && entry.bao !== null) pay(entry.bao, winner, payment.total);
      else if (entry.selfDrawn) for (const loser of othersThan(winner)) pay(loser, winner, payment.others);
      else {
        for (const loser of othersThan(winner)) {
          pay(loser, winner, loser === discarder ? (payment.discarder ?? 0) : payment.others);
        }
      }
      break;
    }
    case 'table_payment': {
      const each = tablePaymentAmount(settings, entry.reason);
      for (const payer of othersThan(entry.receiver)) pay(payer, entry.receiver, each);
      break;
    }
    case 'false_win': {
      const each = falseWinAmount(settings);
      for (const receiver of othersThan(entry.offender)) pay(entry.offender, receiver, each);
      break;
    }
    case 'draw':
      break;
  }
  return transfers;
}

/** Each player's net from a list of transfers. */
export function netOf(transfers: readonly Transfer[]): PerPlayer<number> {
  const net: PerPlayer<number> = [0, 0, 0, 0];
  for (const { from, to, amount } of transfers) {
    net[from] -= amount;
    net[to] += amount;
  }
  return net;
}
