// The one writer of a night's log: how a phone's change becomes records in the night's document. The app's
// sync engine (src/sync/doc.ts) writes every record through it, and so does the sync benchmark
// (scripts/bench-sync.ts, by way of the engine): what a record is on the wire is decided here, once, so
// the benchmark's phones write exactly what a phone writes and follow this file when it changes.
//
// A record is plain JSON with the log's format `v`, a random `id`, the `phone` that made it and its clock
// `at` (for display only, never for order), then its kind `t` and its fields (src/sync/log.ts says each
// kind). Records are only ever appended at the end of the root array LOG_KEY, never deleted, overwritten
// or inserted before the end: the sync server refuses any update that would (src/sync/log-check.ts).
import type * as Y from 'yjs';
import { LOG_FORMAT, LOG_KEY } from './format';

/** What the writer puts on every record, before its kind and fields. */
export interface RecordStamp {
  v: typeof LOG_FORMAT;
  id: string;
  phone: string;
  at: number;
}

/** A record's kind and fields, as a phone's change makes them: the writer stamps it. */
export interface RecordDraft {
  t: string;
}

/**
 * The record a draft becomes: the log's format, `id` (new, random), `phone` and the time `at` first, then
 * the draft's own fields. Plain JSON (no undefined, no prototypes), so the document holds exactly what a
 * backup would.
 */
export function stampRecord<D extends RecordDraft>(
  draft: D,
  phone: string,
  id: string,
  at: number = Date.now(),
): RecordStamp & D {
  const stamp: RecordStamp = { v: LOG_FORMAT, id, phone, at };
  return JSON.parse(JSON.stringify({ ...stamp, ...draft })) as RecordStamp & D;
}

/** The night's log in a document: the one root array records are appended to. */
export const logOf = (doc: Y.Doc): Y.Array<unknown> => doc.getArray<unknown>(LOG_KEY);

/**
 * Appends records at the end of the night's log, in order, in one transaction (or in the caller's, when
 * called inside one): a phone's change goes to the room as one update, accepted or refused whole.
 */
export function appendRecords(doc: Y.Doc, records: readonly RecordStamp[], origin?: unknown): void {
  if (records.length === 0) return;
  doc.transact(() => logOf(doc).push([...records]), origin);
}
