// A night's log as the app and the sync server both know it, without the rules: its one root type and
// format, and the bounds on what one night may hold, so a room costs the server at most a known amount
// of memory. What a record must hold (its schema, an entry fitting the night's settings) needs the rules
// core and stays in the app (src/sync/log.ts), checked on the phones.

/**
 * The records' format: an older room's plain records carry it as `v`, and so does the content sealed in
 * a sealed room's envelope (whose own format is ENVELOPE_FORMAT). A phone meeting a higher one says it
 * needs an update.
 */
export const LOG_FORMAT = 2;
/** The one root type of a night's log (an older room's plain records, a sealed room's envelopes). */
export const LOG_KEY = 'log';

/** Records of every kind in one night: a long night is a few hundred hands, each edited a few times. */
export const MAX_RECORDS = 8_000;
/** One record as JSON, in UTF-16 code units: a win with 40 lines of score and its tiles is about 4 KB. */
export const MAX_RECORD_CHARS = 12_000;
/**
 * Recordings (a record of a new entry) in one night: the ledger's own bound on a night's entries
 * (MAX_ENTRIES_PER_NIGHT in src/core/ledger; src/sync/log.test.ts holds them equal), deleted ones included.
 */
export const MAX_RECORDINGS = 2_000;
/** The longest record id, as the ledger bounds an entry's id (MAX_ID_LENGTH in src/core/ledger). */
export const MAX_ID_LENGTH = 100;
/** How deep a record's JSON nests (a win's hand is the deepest, at 5). */
export const MAX_DEPTH = 8;
/** Restores in one night (each costs the reader a walk back through the earlier ones). */
export const MAX_RESTORES = 200;
/** Versions one revision may name as seen (a choice between concurrent edits names each). */
export const MAX_SEEN_VERSIONS = 8;

/**
 * What one room at these bounds (and the server's 4 MiB of encoded document) costs the sync server in
 * heap, loaded and checked: measured by scripts/log-memory.ts (server/log-memory.test.ts) at about 2 MB
 * for 8,000 of the smallest records, 5.5 MB for notes, 14 MB for 5,400 scored hands with their tiles.
 */
export const ROOM_HEAP_BOUND = 24 * 1024 * 1024;

/** How deep a JSON value nests, stopping as soon as it passes `limit` (so a hostile depth costs little). */
export function depthOf(value: unknown, limit = MAX_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    if (item !== null && typeof item === 'object') {
      for (const child of Object.values(item)) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}
