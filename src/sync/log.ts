// The records of a night's log (DOC_FORMAT 2): their shapes as valibot schemas, their bounds, and the
// one check of a record that both the app (reading) and the sync server (before applying) run.
//
// A live night's Yjs document holds ONE root type, the Y.Array `log`. Every change a phone makes is one
// record appended at its end; nothing is ever deleted, overwritten or inserted in the middle, so the
// server can refuse any update that does (@tai-table/night-log's update-check.ts). In a sealed room
// (every room made now) each record is the content of an envelope, sealed and signed by its phone
// (packages/night-log/src/envelope.ts): the content is the record below without `v` and `phone`, which
// the envelope says (its phone is the key that signed it). An older room's records are plain JSON.
// Either way, the phones check every record against these schemas as they read the log, and leave out
// (naming its phone) what fails. Every record has:
//
//   v       2 (the format)
//   t       its kind, below
//   id      a random id of the record (newId)
//   phone   the phone that made it: its public key (src/sync/phone.ts); in a sealed room, the key that
//           signed it; in an older room, what the record says (a random id, for an earlier version's)
//   at      the phone's clock when made, epoch ms: for display only, never for order
//
// and by kind:
//
//   start    night {id, name, createdAt, settings}: the night's settings, once, first in the log
//   record   entry (a LedgerEntry), after (the record id of the last recording this phone had in the
//            night's order, deleted ones included, null for the first: where it goes in the order),
//            hand (the entry id of the hand of the latest turn this phone had, a win or a draw that
//            takes a turn: not deleted; null for none. The hand's turn is one more than that hand's,
//            and hands of one turn that did not see each other are the only hand conflict: read/tree.ts.
//            Phones of the earlier rule named deleted hands too; their rooms read the same way),
//            base? (revision number the entry already had on this phone when the night was made live),
//            live? (true: its phone was Live, connected and up to date with the room, when it recorded;
//            false or absent: apart. Two hands of one conflict both recorded live were "at the same time")
//   revise   entry (an entry id), of (the ids of the entry's versions this phone saw as current: its
//            recording or revisions), value (the entry now, or null: deleted/set aside), why
//            ('edit' | 'delete' | 'undo' | 'choose' | 'aside' | 'bring_back')
//   keep     entry: the table kept this entry of a hand conflict (it is settled)
//   status   status 'open' | 'finished': finishing is a record, and so is reopening; upto? (a finish's
//            frontier, src/sync/frontier.ts: per phone, the last record of that phone it had). While the
//            night is finished by a finish with `upto`, recordings and revisions it had not seen are not
//            counted: they were made after the night was finished on another phone (read/finish.ts, `late`).
//            Without it (an earlier version's finish), every record counts, as it always did.
//   restore  before (a record id), seen (the last record this phone had), upto? (its frontier: per
//            phone, [phone, the last record of that phone it had]: src/sync/frontier.ts, as a finish's):
//            the night goes back to how it stood before `before`; records it had not seen (concurrent)
//            stay. With `upto`, a record was seen iff it is at or before its phone's entry (a phone's own
//            records keep their order in the merged log; a phone absent had none seen). Without it (an
//            earlier version's restore), every record up to `seen` counts as seen, as it always did.
//   pay_address  seat (0-3), scheme ('paynow' | 'fps'), address (as src/core/pay-codes writes it, or
//            null: no longer shared): a player's payment address shared with the table by the phone
//            that kept it (its owner's choice). A seat's number is the phone's that first shared one for
//            that seat: only its records change or withdraw it; another phone's different number for the
//            seat is shown as a dispute, never offered (read/pay.ts, sharedPayOf)
//   phone    seat (0-3) or name (a typed name, trimmed, 1-32 characters, no control or direction
//            characters), the other null: whose phone this is, as its player answered on joining. The
//            latest from a phone stands; a phone not named is "Phone N" by its first record (read/phones.ts)
import {
  depthOf,
  LOG_FORMAT,
  MAX_DEPTH,
  MAX_RECORD_CHARS,
  MAX_SEEN_VERSIONS,
  sameJson,
} from '@tai-table/night-log';
import * as v from 'valibot';
import {
  MAX_ID_LENGTH,
  MAX_NAME_LENGTH,
  isRealTime,
  isUsableId,
  nightNameProblem,
  validateSettings,
} from '../core/ledger';
import { SEATS, isWrittenAddress } from '../core/pay-codes/shared';
import { FrontierSchema } from './frontier';

// The log's name, format and bounds are the sync server's too: defined in @tai-table/night-log (its bound
// on recordings is the ledger's on a night's entries, held equal by src/sync/log.test.ts).
export {
  depthOf,
  LOG_FORMAT,
  LOG_KEY,
  MAX_DEPTH,
  MAX_RECORD_CHARS,
  MAX_RECORDINGS,
  MAX_RECORDS,
  MAX_RESTORES,
  MAX_SEEN_VERSIONS,
  ROOM_HEAP_BOUND,
} from '@tai-table/night-log';

// A frontier's bounds (MAX_FRONTIER phones, MAX_FRONTIER_CHARS as JSON) are in src/sync/frontier.ts.
export { MAX_FRONTIER, MAX_FRONTIER_CHARS } from './frontier';

export type RevisionWhy = 'edit' | 'delete' | 'undo' | 'choose' | 'aside' | 'bring_back';
export const REVISION_WHYS: readonly RevisionWhy[] = [
  'edit',
  'delete',
  'undo',
  'choose',
  'aside',
  'bring_back',
];

const Id = v.pipe(
  v.string(),
  v.check((id: string) => isUsableId(id)),
);
const Time = v.pipe(
  v.number(),
  v.check((at: number) => isRealTime(at)),
);
const Common = { v: v.literal(LOG_FORMAT), id: Id, phone: Id, at: Time };

/** What a record holds; an entry inside is `unknown` here and checked against the night's settings (acceptEntry). */
const StartSchema = v.strictObject({
  ...Common,
  t: v.literal('start'),
  night: v.strictObject({
    id: Id,
    name: v.pipe(
      v.string(),
      v.check((name: string) => nightNameProblem(name) === undefined),
    ),
    createdAt: Time,
    settings: v.pipe(
      v.unknown(),
      v.check((settings: unknown) => validateSettings(settings).ok),
    ),
  }),
});
const RecordSchema = v.strictObject({
  ...Common,
  t: v.literal('record'),
  after: v.nullable(Id),
  hand: v.nullable(Id),
  entry: v.unknown(),
  base: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(1_000_000))),
  live: v.optional(v.boolean()),
});
const ReviseSchema = v.strictObject({
  ...Common,
  t: v.literal('revise'),
  entry: Id,
  of: v.pipe(v.array(Id), v.minLength(1), v.maxLength(MAX_SEEN_VERSIONS)),
  value: v.unknown(),
  why: v.picklist(REVISION_WHYS),
});
const KeepSchema = v.strictObject({ ...Common, t: v.literal('keep'), entry: Id });
const StatusSchema = v.strictObject({
  ...Common,
  t: v.literal('status'),
  status: v.picklist(['open', 'finished']),
  upto: v.optional(FrontierSchema),
});
const RestoreSchema = v.strictObject({
  ...Common,
  t: v.literal('restore'),
  before: Id,
  seen: Id,
  upto: v.optional(FrontierSchema),
});

/** A payment address shared with the table (or withdrawn, null): an address exactly as the core writes it for the scheme. */
const PayAddressSchema = v.pipe(
  v.strictObject({
    ...Common,
    t: v.literal('pay_address'),
    seat: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(SEATS - 1)),
    scheme: v.picklist(['paynow', 'fps']),
    address: v.nullable(v.string()),
  }),
  v.check((record) => record.address === null || isWrittenAddress(record.scheme, record.address)),
);

/** The longest name a phone can be given: a player's name's bound. */
export const MAX_PHONE_NAME = MAX_NAME_LENGTH;

/**
 * Whether a typed name can name a phone: trimmed, 1 to MAX_PHONE_NAME characters, and nothing a screen
 * would not show as written (control characters, or marks that turn text around so one name reads as another).
 */
export function isPhoneName(name: string): boolean {
  const length = [...name].length;
  return (
    length >= 1 &&
    length <= MAX_PHONE_NAME &&
    name.trim() === name &&
    !/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(name)
  );
}

/** Whose phone this is: a player of the night (a seat) or a typed name, the other null. */
const PhoneSchema = v.pipe(
  v.strictObject({
    ...Common,
    t: v.literal('phone'),
    seat: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(SEATS - 1))),
    name: v.nullable(v.pipe(v.string(), v.check(isPhoneName))),
  }),
  v.check((record) => (record.seat === null) !== (record.name === null)),
);

// A union, not v.variant: every record names its kind in `t` either way, and valibot is one module on the
// first screen, so a function used anywhere weighs there (variant alone was about 0.3 kB).
export const LogRecordSchema = v.union([
  StartSchema,
  RecordSchema,
  ReviseSchema,
  KeepSchema,
  StatusSchema,
  RestoreSchema,
  PayAddressSchema,
  PhoneSchema,
]);

export type LogRecord = v.InferOutput<typeof LogRecordSchema>;
export type LogRecordKind = LogRecord['t'];
export type RecordOf<K extends LogRecordKind> = Extract<LogRecord, { t: K }>;

export type RecordProblem = 'too_deep' | 'too_long' | 'not_a_record';

/**
 * Whether a value is a record of the log's schema within its bounds: plain JSON (no undefined, binary
 * or big integers), at most MAX_DEPTH deep and MAX_RECORD_CHARS long. Entries inside are checked
 * against the night's settings apart (`acceptEntry`), since the settings are in the start record.
 */
export function checkRecord(
  value: unknown,
): { ok: true; record: LogRecord } | { ok: false; problem: RecordProblem } {
  if (depthOf(value) > MAX_DEPTH) return { ok: false, problem: 'too_deep' };
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    void error; // a big integer or a cycle: not JSON, so not a record
    return { ok: false, problem: 'not_a_record' };
  }
  if (json === undefined) return { ok: false, problem: 'not_a_record' };
  if (json.length > MAX_RECORD_CHARS) return { ok: false, problem: 'too_long' };
  // What JSON would not keep (undefined, a Uint8Array, NaN) is not a record: a round trip must be the same value.
  if (!sameJson(value, JSON.parse(json) as unknown)) return { ok: false, problem: 'not_a_record' };
  const parsed = v.safeParse(LogRecordSchema, value);
  return parsed.success ? { ok: true, record: parsed.output } : { ok: false, problem: 'not_a_record' };
}

export { MAX_ID_LENGTH };
