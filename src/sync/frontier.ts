// A phone's frontier: for each phone, the last record of that phone this phone had when it wrote a record
// (a restore's `upto`, a finish's `upto`). The merged Y.Array may order a concurrent record before records a
// phone had, so the array's order cannot say what a phone had seen; but each phone's own records keep their
// relative order in it (a phone appends them one after another), so a record was seen iff it is at or before
// its phone's entry in the frontier. A phone the frontier does not name had none of its records seen.
// Shared by the restore and the finish: [phone, record id] pairs, each phone once.
import * as v from 'valibot';
import { isUsableId } from '../core/ledger';

/**
 * Phones a frontier names: a table is four phones, each a few more over a night's reloads and new
 * installs. A night with more phones than this writes no frontier (the record reads as before one existed).
 */
export const MAX_FRONTIER = 64;
/**
 * The most a frontier the app writes may weigh as JSON: with a record's other fields it stays well under
 * MAX_RECORD_CHARS (src/sync/log.ts), so ids made long on purpose (up to MAX_ID_LENGTH) by a peer cannot
 * make an honest phone's restore or finish too big to be taken. Past it, the record names no frontier.
 */
export const MAX_FRONTIER_CHARS = 8_000;

export type Frontier = [string, string][];

const Id = v.pipe(
  v.string(),
  v.check((id: string) => isUsableId(id)),
);
const Pair = v.pipe(
  v.array(Id),
  v.check((pair: string[]) => pair.length === 2),
);
/**
 * The schema of a frontier: pairs, each phone once, at most MAX_FRONTIER. Only valibot functions the
 * app's other schemas use already (valibot weighs on the first screen by function).
 */
export const FrontierSchema = v.pipe(
  v.array(Pair),
  v.maxLength(MAX_FRONTIER),
  v.check((pairs: string[][]) => new Set(pairs.map((pair) => pair[0])).size === pairs.length),
);

/** A record as the frontier needs it: its id, its phone. */
interface Stamped {
  id: string;
  phone: string;
}

/**
 * The frontier of a log (its records in order): per phone, its last record, in order of each phone's
 * first; null past MAX_FRONTIER phones or MAX_FRONTIER_CHARS.
 */
export function frontierOf(records: readonly Stamped[]): Frontier | null {
  const last = new Map<string, string>();
  for (const record of records) last.set(record.phone, record.id);
  if (last.size > MAX_FRONTIER) return null;
  const pairs: Frontier = [...last];
  return JSON.stringify(pairs).length <= MAX_FRONTIER_CHARS ? pairs : null;
}

/**
 * Which records the phone that wrote the record at `at` had seen, by its frontier `upto`: a test of a
 * record's index in the log. `indexOf` answers a record id's index and phone in the log (undefined: not
 * here yet). A named record not here yet: every record of its phone here was seen (they come before it in
 * that phone's own order). Null when the frontier contradicts the log (a record named under another phone,
 * or after the record itself): the record is then unreadable.
 */
export function seenByFrontier(
  upto: readonly (readonly string[])[],
  at: number,
  indexOf: (id: string) => { index: number; phone: string } | undefined,
  phoneAt: (index: number) => string,
): ((index: number) => boolean) | null {
  const last = new Map<string, number>();
  for (const [phone, recordId] of upto) {
    const named = indexOf(recordId!);
    if (named && (named.phone !== phone || named.index >= at)) return null;
    last.set(phone!, named ? named.index : at - 1);
  }
  return (index) => index < at && index <= (last.get(phoneAt(index)) ?? -1);
}
