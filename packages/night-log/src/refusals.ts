// How the sync server tells a phone that it refused an update to a night's log, and how the phone reads
// it back: the room's connection is closed with LOG_REFUSED_CODE and the reason `log-refused:<code>`.
// An update past a gap in its phone's clock (one before it lost on the way) is not refused but answered
// with LOG_RESYNC: the phone connects again, and the sync's exchange sends the room what it lacks, in order.
//
// Refusal codes (the app words them for its player; `LOG_REFUSAL_WORDS` holds the English meaning each
// must carry):
//
//   deletes            the update deletes something (its delete set names content not already deleted)
//   overwrites         it writes a map key (which would overwrite)
//   not_the_log        it writes another root type, a nested type, or inserts before the end
//   not_a_record       a value that is not a record of the room's format: in a sealed room, anything but
//                      an envelope signed by its phone for its place in the log (envelope.ts); in an older
//                      room, anything but a plain record of format 2 with a kind and an id of its own. Or
//                      a start anywhere but first in the log. (What a record holds, the server of a sealed
//                      room cannot read: the phones check it, and leave out and name what fails.)
//   record_too_big     a record nested deeper than MAX_DEPTH or longer than MAX_RECORD_CHARS (sealed: its
//                      content longer than such a record's)
//   night_full         past the night's bounds: MAX_RECORDS records, MAX_RECORDINGS recordings, MAX_RESTORES
//   unreadable_update  not a Yjs update at all

export type LogRefusal =
  | 'deletes'
  | 'overwrites'
  | 'not_the_log'
  | 'not_a_record'
  | 'record_too_big'
  | 'night_full'
  | 'unreadable_update';

export const LOG_REFUSALS: readonly LogRefusal[] = [
  'deletes',
  'overwrites',
  'not_the_log',
  'not_a_record',
  'record_too_big',
  'night_full',
  'unreadable_update',
];

/** What each refusal means, in English, for logs and tests; the app words them through its catalogs. */
export const LOG_REFUSAL_WORDS: Readonly<Record<LogRefusal, string>> = {
  deletes: 'The change would delete part of the night.',
  overwrites: 'The change would overwrite part of the night.',
  not_the_log: 'The change is not an addition to the night’s history.',
  not_a_record: 'The change is not a change this app makes.',
  record_too_big: 'The change is too big.',
  night_full: 'The night is full: it cannot take more changes.',
  unreadable_update: 'The change could not be read.',
};

export const LOG_REFUSED_CODE = 4422;
const REASON_PREFIX = 'log-refused:';

export const logRefusalReason = (refusal: LogRefusal): string => `${REASON_PREFIX}${refusal}`;

/**
 * How the server asks a phone to sync again (an update that came before one lost on the way): the room's
 * connection closed with this code and reason. Not a refusal: the phone connects again at once, and the
 * sync's exchange sends what the room lacks, in order.
 */
export const LOG_RESYNC = { code: 4409, reason: 'log-resync' } as const;

/**
 * How the server refuses an envelope written under a Yjs client id that another phone's key already
 * holds in the room (the first envelope under a client id binds it to its key: update-check.ts): the
 * room's connection closed with this code and the reason `client-taken:<client id>`. Not a refusal of the
 * phone's change: the phone takes a new client id and writes again, under it, what the room did not take
 * (src/sync/rebind.ts), so its records always apply.
 */
export const CLIENT_TAKEN_CODE = 4423;
const CLIENT_TAKEN_PREFIX = 'client-taken:';

export const clientTakenReason = (client: number): string => `${CLIENT_TAKEN_PREFIX}${client}`;

/**
 * The client id a close event says is taken, or null (any other close). Read from the reason alone:
 * Hocuspocus closes a room's connection with a message carrying only the reason, which its provider
 * reports with code 1000.
 */
export function takenClientOf(event: { code?: number; reason?: string }): number | null {
  const reason = event.reason ?? '';
  if (!reason.startsWith(CLIENT_TAKEN_PREFIX)) return null;
  const text = reason.slice(CLIENT_TAKEN_PREFIX.length);
  if (!/^\d{1,16}$/.test(text)) return null;
  const client = Number(text);
  return Number.isSafeInteger(client) ? client : null;
}

/** Whether a close event is the server asking the phone to sync again. */
export const isResyncClose = (event: { code?: number; reason?: string }): boolean =>
  event.code === LOG_RESYNC.code || event.reason === LOG_RESYNC.reason;

/** The refusal a close event carries, or null (any other close). */
export function logRefusalOf(event: { code?: number; reason?: string }): LogRefusal | null {
  const reason = event.reason ?? '';
  if (!reason.startsWith(REASON_PREFIX)) return null;
  const code = reason.slice(REASON_PREFIX.length);
  return (LOG_REFUSALS as readonly string[]).includes(code) ? (code as LogRefusal) : null;
}
