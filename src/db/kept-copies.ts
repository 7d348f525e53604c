// Where a night's live history is kept once this phone went on alone (sync/engine.ts stopLive): the
// `nightId` of its `liveUpdates` rows is `kept:<nightId>:<when, epoch ms>`. Never a night's own id, so a
// later room of the same night starts apart; the rows stay until the night itself is deleted.
import type { TaiTableDB } from './schema';

export const keptCopyPrefix = (nightId: string): string => `kept:${nightId}:`;
export const keptCopyKey = (nightId: string, at: number): string => `${keptCopyPrefix(nightId)}${at}`;

/** The times (epoch ms) of the kept copies of a night's live history, oldest first. Inside or outside a transaction. */
export async function keptCopiesOf(db: TaiTableDB, nightId: string): Promise<number[]> {
  const prefix = keptCopyPrefix(nightId);
  const keys = await db.liveUpdates.where('nightId').startsWith(prefix).uniqueKeys();
  return keys
    .map((key) => Number(String(key).slice(prefix.length)))
    .filter((at) => Number.isSafeInteger(at))
    .sort((a, b) => a - b);
}

/** The night and time a kept copy's key names, or null for any other `nightId` of `liveUpdates`. */
export function parseKeptKey(key: string): { nightId: string; at: number } | null {
  const match = /^kept:(.+):(\d+)$/.exec(key);
  if (!match) return null;
  const at = Number(match[2]);
  return Number.isSafeInteger(at) ? { nightId: match[1]!, at } : null;
}
