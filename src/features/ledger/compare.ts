// Nights compared: each player across the nights on this phone (players matched by name, whatever
// the case), with nights played, net result, biggest hand, and wins by self-draw and by discard.
import { PROFILE_SETTINGS } from '../../core/options';
import type { ComparedNight } from '../../db/night-copies';

export interface BiggestHand {
  /** What the win brought its winner, in cents. */
  amount: number;
  tai: number;
  word: 'tai' | 'fan';
  night: string;
}

export interface PlayerRecord {
  /** The name as last written. */
  name: string;
  nights: number;
  /** The sum of the player's final totals, in cents. */
  net: number;
  biggest: BiggestHand | null;
  selfDrawn: number;
  byDiscard: number;
  /** The result of each night, in the nights' order; null where the player did not play. */
  results: Array<number | null>;
}

export const playerKey = (name: string): string => name.trim().toLocaleLowerCase();

/** Each player's record across `nights` (oldest first), most nights first, then by name. */
export function comparePlayers(nights: readonly ComparedNight[]): PlayerRecord[] {
  const records = new Map<string, PlayerRecord>();
  nights.forEach((night, index) => {
    night.players.forEach((name, seat) => {
      const key = playerKey(name);
      let record = records.get(key);
      if (!record) {
        record = {
          name,
          nights: 0,
          net: 0,
          biggest: null,
          selfDrawn: 0,
          byDiscard: 0,
          results: nights.map(() => null),
        };
        records.set(key, record);
      }
      record.name = name;
      record.nights += 1;
      record.net += night.ledger.totals[seat]!;
      record.results[index] = (record.results[index] ?? 0) + night.ledger.totals[seat]!;
      for (const row of night.ledger.rows) {
        const entry = row.entry;
        if (entry.kind !== 'win' || entry.winner !== seat) continue;
        if (entry.selfDrawn) record.selfDrawn += 1;
        else record.byDiscard += 1;
        const amount = row.deltas[seat]!;
        const best = record.biggest;
        if (!best || amount > best.amount || (amount === best.amount && entry.tai > best.tai)) {
          record.biggest = {
            amount,
            tai: entry.tai,
            word: PROFILE_SETTINGS[night.settings.profile].unitWord,
            night: night.name,
          };
        }
      }
    });
  });
  return [...records.values()].sort((a, b) => b.nights - a.nights || a.name.localeCompare(b.name));
}
