// The ledger in a player's words: winds, lists of names, dates, and who pays whom.
import type { PerPlayer, Wind } from '../../core/ledger';
import { formatMoney } from '../../ui/format';

export const WIND_NAMES: Readonly<Record<Wind, string>> = { E: 'East', S: 'South', W: 'West', N: 'North' };
export const WIND_ZH: Readonly<Record<Wind, string>> = { E: '東', S: '南', W: '西', N: '北' };

/** "Ah Beng", "Ah Beng and Kumar", "Ah Beng, Kumar and Mei Ling". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "Mei Ling pays Kumar $3.20". */
export function paysWords(players: PerPlayer<string>, transfer: { from: number; to: number; amount: number }): string {
  return `${players[transfer.from] ?? `Player ${transfer.from + 1}`} pays ${players[transfer.to] ?? `Player ${transfer.to + 1}`} ${formatMoney(transfer.amount)}`;
}

/** "Fri, 13 Jun 2025": the night, as players remember it. */
export const nightDate = (at: number): string =>
  new Date(at).toLocaleDateString('en-SG', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** "8:05 pm": when an entry was recorded. */
export const clockTime = (at: number): string =>
  new Date(at).toLocaleTimeString('en-SG', { hour: 'numeric', minute: '2-digit' });

/** "2026-11-30" in the phone's own time zone, for file names. */
export function isoDay(at: number): string {
  const d = new Date(at);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
