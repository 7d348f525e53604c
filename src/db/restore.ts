// One place where everything that comes from outside the running app is checked and brought to the
// current shape: a backup file, and rows written to this phone by earlier versions. Shapes are
// valibot schemas; a whole night, each entry and its hand are checked by the core's one check of
// every night that enters (core/ledger/accept.ts: the ledger's own `validateEntry`, the core's own
// `parseHand`, the bounds of a night made on the phone), so a restore accepts only what every screen can show.
import * as v from 'valibot';
import {
  EARLIEST_TIME,
  LATEST_TIME,
  MAX_ENTRIES_PER_NIGHT,
  MAX_NIGHT_NAME_LENGTH,
  acceptEntry,
  isRealTime,
  isUsableId,
  nightNameProblem,
  validateSettings,
  type PerPlayer,
} from '../core/ledger';
import { groupThousands } from '../core/numbers';
import { failure, type DbError } from './result';
import type { HandRow, NightRow } from './schema';

// The bounds are the core's (core/ledger/accept.ts), the same for a night made here and one that enters.
export { EARLIEST_TIME, LATEST_TIME, MAX_ENTRIES_PER_NIGHT, isRealTime };
const MOST_ENTRIES = groupThousands(MAX_ENTRIES_PER_NIGHT);
export const MAX_SESSION_NAME_LENGTH = MAX_NIGHT_NAME_LENGTH;

// ---- The shapes (each message of a night or an entry finishes the sentence "<where> …") ----

const Timestamp = (what: string) =>
  v.pipe(
    v.number(`has ${what} that is not a date`),
    v.check((time: number) => isRealTime(time), `has ${what} that is not a real date`),
  );

const Id = v.pipe(
  v.string('has no usable id'),
  v.check((id: string) => isUsableId(id), 'has no usable id'),
);

const Name = v.pipe(
  v.string('has no usable name'),
  v.check((name) => nightNameProblem(name) === undefined, 'has no usable name'),
  v.transform((name) => name.trim()),
);

const Total = v.pipe(v.number('has unreadable totals'), v.safeInteger('has unreadable totals'));
const Totals = v.tuple([Total, Total, Total, Total], 'has unreadable totals');
const Status = v.picklist(['open', 'finished'], 'is neither open nor finished');

const Entries = v.pipe(
  v.array(v.unknown(), 'has no list of hands'),
  v.maxLength(MAX_ENTRIES_PER_NIGHT, `holds more than ${MOST_ENTRIES} entries, the most one night can keep`),
);

/** The most edits one entry can have had: far above any night's, and a safe integer. */
export const MAX_REVISION = 1_000_000;
const Revision = v.pipe(
  v.number('has an unreadable revision of an entry'),
  v.safeInteger('has an unreadable revision of an entry'),
  v.minValue(0, 'has an unreadable revision of an entry'),
  v.maxValue(MAX_REVISION, 'has an unreadable revision of an entry'),
);

/** One night in a backup file. Settings and entries are checked by the ledger's own rules after this. */
export const BackupNightSchema = v.object({
  id: Id,
  name: Name,
  createdAt: Timestamp('a start time'),
  updatedAt: Timestamp('a last-change time'),
  status: Status,
  settings: v.unknown(),
  entries: Entries,
  totals: Totals,
  // Since the night's identity work: each entry's revision, so that a restore over a kept copy can
  // tell which holds the later version of an edited entry. Files made before have none (all 0).
  revisions: v.optional(
    v.pipe(v.array(Revision, 'has an unreadable revision of an entry'), v.maxLength(MAX_ENTRIES_PER_NIGHT)),
  ),
  // Payment addresses shared with the table on a live night: read by the core in backup.ts (what fails is left out).
  payShared: v.optional(v.unknown()),
});

/** A backup file's envelope. The format and version are read first, to answer "not a backup" and "too new". */
export const BackupFileSchema = v.object({
  format: v.literal('tai-table-backup', 'this is not a Tai Table backup'),
  version: v.pipe(
    v.number('its version number is unreadable'),
    v.integer('its version number is unreadable'),
    v.minValue(1, 'its version number is unreadable'),
  ),
  exportedAt: v.pipe(
    v.string('its date is unreadable'),
    v.check((text) => isRealTime(Date.parse(text)), 'its date is unreadable'),
  ),
  sessions: v.array(v.unknown(), 'its list of sessions is missing'),
});

/** A night row as any version of the app wrote it (version 1 rows lack the totals and count, added by the version 2 upgrade). */
export const StoredNightSchema = v.object({
  id: Id,
  createdAt: Timestamp('a start time'),
  updatedAt: Timestamp('a last-change time'),
  name: Name,
  settings: v.unknown(),
  status: Status,
  totals: v.optional(Totals, [0, 0, 0, 0]),
  entryCount: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 0),
  // Addresses shared with the table on a live night: kept as stored, and read by the core's
  // readSharedAddresses wherever they are used (Settle up, a backup, a night link), off the first screen.
  payShared: v.optional(v.unknown()),
});

/** A live night's mark of the read its rows hold (schema.ts): one unreadable is dropped, not the night. */
const docClockOf = (raw: unknown): number | undefined => {
  const clock = (raw as { docClock?: unknown }).docClock;
  return Number.isSafeInteger(clock) && (clock as number) >= 0 ? (clock as number) : undefined;
};

/** A hand row; `version` (the entry's revision, for refusing a stale edit) is missing from rows of earlier versions: 0. */
export const StoredHandSchema = v.object({
  sessionId: v.string('belongs to no night'),
  id: Id,
  seq: v.pipe(
    v.number('has no place in the night'),
    v.safeInteger('has no place in the night'),
    v.minValue(1, 'has no place in the night'),
  ),
  entry: v.unknown(),
  version: v.optional(
    v.pipe(
      v.number('has an unreadable revision'),
      v.safeInteger('has an unreadable revision'),
      v.minValue(0, 'has an unreadable revision'),
    ),
    0,
  ),
});

/** What a missing field means, in the same words as a field that is there but wrong. */
const MISSING: Readonly<Record<string, string>> = {
  id: 'has no usable id',
  name: 'has no usable name',
  createdAt: 'has no start time',
  updatedAt: 'has no last-change time',
  status: 'is neither open nor finished',
  settings: 'has no table settings',
  entries: 'has no list of hands',
  totals: 'has unreadable totals',
  sessionId: 'belongs to no night',
  seq: 'has no place in the night',
  entry: 'is empty',
  format: 'this is not a Tai Table backup',
  version: 'its version number is unreadable',
  exportedAt: 'its date is unreadable',
  sessions: 'its list of sessions is missing',
};

/** The first problem a schema found, as the end of a sentence. */
export function firstProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  if (!issue) return 'something is unreadable';
  // A key that is not there at all: valibot reports it on the object, so the key says what is missing.
  const key = issue.path?.at(-1)?.key;
  if (issue.kind === 'schema' && issue.type === 'object' && typeof key === 'string')
    return MISSING[key] ?? `has no ${key}`;
  return issue.message;
}

/** The key of the field the first problem is about ('entries', 'exportedAt' …), for a screen to word; undefined when none. */
export function problemField(issues: readonly v.BaseIssue<unknown>[]): string | undefined {
  const keys = (issues[0]?.path ?? [])
    .map((step) => step.key)
    .filter((key): key is string => typeof key === 'string');
  return keys.at(-1);
}

// ---- Entries: the ledger's rules, a real date, and a hand the core can read ----

/** An entry from outside (a file, an old row, a screen) as every screen can show it: the core's `acceptEntry`. */
export const restoreEntry = acceptEntry;

// ---- Rows of this phone's database, read ----

/**
 * A damaged night: the message says what and where, and names the night so it can be deleted. A night
 * with no readable name is named '' (a screen calls it "an unnamed night" in the player's language).
 */
export function damagedNight(
  night: { id: string; name: string },
  why: string,
): { ok: false; error: DbError } {
  return {
    ok: false,
    error: {
      code: 'night_damaged',
      message: `The night of ${night.name || 'an unnamed night'} cannot be shown: ${why} Save a backup of the other nights, then delete this one.`,
      night: { id: night.id, name: night.name },
    },
  };
}

/** A sentence as a clause inside another: without its closing full stop. */
const clause = (sentence: string): string => sentence.replace(/\.$/, '');

const nameOf = (raw: unknown): string => {
  const name = (raw as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name.trim() : '';
};

export function restoreNightRow(raw: unknown): { ok: true; row: NightRow } | { ok: false; error: DbError } {
  const id = (raw as { id?: unknown } | null)?.id;
  const night = { id: typeof id === 'string' ? id : '', name: nameOf(raw) };
  const shape = v.safeParse(StoredNightSchema, raw);
  if (!shape.success) return damagedNight(night, `it ${firstProblem(shape.issues)}.`);
  const settings = validateSettings(shape.output.settings);
  if (!settings.ok)
    return damagedNight(
      night,
      `its table settings are unreadable (${clause(settings.errors[0]?.message ?? 'no reason given')}).`,
    );
  const { totals, payShared, ...rest } = shape.output;
  const docClock = docClockOf(raw);
  return {
    ok: true,
    row: {
      ...rest,
      totals: totals as PerPlayer<number>,
      settings: settings.value,
      ...(payShared !== undefined ? { payShared } : {}),
      ...(docClock !== undefined ? { docClock } : {}),
    },
  };
}

/** A night's hand rows, each checked, in order; the first that cannot be shown names the night and the entry. */
export function restoreHandRows(
  row: NightRow,
  raws: readonly unknown[],
): { ok: true; hands: HandRow[] } | { ok: false; error: DbError } {
  if (raws.length > MAX_ENTRIES_PER_NIGHT) {
    return damagedNight(
      row,
      `it holds ${raws.length} entries, more than the ${MOST_ENTRIES} one night can keep.`,
    );
  }
  const hands: HandRow[] = [];
  for (const [position, raw] of raws.entries()) {
    const shape = v.safeParse(StoredHandSchema, raw);
    if (!shape.success) return damagedNight(row, `entry ${position + 1} ${firstProblem(shape.issues)}.`);
    const entry = restoreEntry(row.settings, shape.output.entry);
    if (!entry.ok)
      return damagedNight(
        row,
        `entry ${position + 1} is unreadable (${clause(entry.errors[0]?.message ?? 'no reason given')}).`,
      );
    hands.push({ ...shape.output, entry: entry.value });
  }
  return { ok: true, hands };
}

/** An undo row's saved entry, checked like any other before it is put back. */
export function restoreHandRow(row: NightRow, raw: unknown): HandRow | null {
  const restored = restoreHandRows(row, [raw]);
  return restored.ok ? restored.hands[0]! : null;
}

export const tooManyEntries = (): { ok: false; error: DbError } =>
  failure(
    'night_full',
    `This night already holds ${MOST_ENTRIES} entries, the most one night can keep. Finish it and start a new night for the next hands.`,
  );
