// A long night for the ledger benchmark and the big-night end-to-end test: mostly wins recorded
// with their tiles (Ping Hu on d6), some kong payments and drawn hands, 90 seconds apart.
import {
  computeLedger,
  paymentFor,
  type LedgerEntry,
  type PlayerIndex,
  type NightSettings,
} from '../src/core/ledger';
import { NAMES } from '../src/core/ledger/testing';
import { encodeNightCode } from '../src/core/night-code';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from '../src/db/backup';

export const BIG_NIGHT_SETTINGS: NightSettings = {
  profile: 'sg',
  options: { unit: 10 },
  players: [...NAMES],
  firstDealer: 0,
  startingWind: 'E',
};
export const BIG_NIGHT_START = Date.UTC(2026, 10, 27, 12, 0);
const HAND = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'];

/** The entry at `i` (from 0) of a long night. */
export function bigNightEntry(i: number, settings: NightSettings = BIG_NIGHT_SETTINGS): LedgerEntry {
  const base = { id: `e${i + 1}`, at: BIG_NIGHT_START + i * 90_000 };
  const winner = (i % 4) as PlayerIndex;
  const discarder = ((i + 1) % 4) as PlayerIndex;
  if (i % 10 === 7) return { ...base, kind: 'draw' };
  if (i % 10 === 3) return { ...base, kind: 'table_payment', receiver: winner, reason: 'exposed_kong' };
  const tai = 1 + (i % 5);
  const selfDrawn = i % 3 === 0;
  return {
    ...base,
    kind: 'win',
    winner,
    selfDrawn,
    discarder: selfDrawn ? null : discarder,
    tai,
    payment: paymentFor(settings, tai, selfDrawn),
    hand: { hand: HAND, winning_tile: 'd6', winning_from_discard: !selfDrawn },
  };
}

export const bigNightEntries = (size: number): LedgerEntry[] =>
  Array.from({ length: size }, (_, i) => bigNightEntry(i));

/** The night as this phone's own open night, in a backup file (JSON text) to restore. */
export function bigNightBackup(size: number, id: string, name: string): string {
  const entries = bigNightEntries(size);
  const end = BIG_NIGHT_START + size * 90_000;
  const backup: Backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(end).toISOString(),
    sessions: [
      {
        id,
        name,
        createdAt: BIG_NIGHT_START,
        updatedAt: end,
        status: 'open',
        settings: BIG_NIGHT_SETTINGS,
        entries,
        totals: computeLedger(BIG_NIGHT_SETTINGS, entries).totals,
      },
    ],
  };
  return JSON.stringify(backup);
}

/** The night as another phone shares it: the code of its link (`#/n/<code>`). */
export function bigNightCode(size: number, id: string, name: string): Promise<string> {
  return encodeNightCode({
    id,
    name,
    createdAt: BIG_NIGHT_START,
    finished: false,
    sharedAt: BIG_NIGHT_START + size * 90_000,
    settings: BIG_NIGHT_SETTINGS,
    entries: bigNightEntries(size),
  });
}
