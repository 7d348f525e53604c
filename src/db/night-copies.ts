// Copies of nights shared from another phone (#/n/<code>): kept, updated in place by a newer link of
// the same night, listed and deleted. A link is the same night only when its players, start and table
// agree with the copy (not only its id), and it is newer only when its contents say so
// (core/night-versions.ts): the clock of the phone that made it plays no part. They live in their own table, apart from this phone's own
// nights, so nothing can ever be recorded into one. Each function is one transaction; what is read
// back is checked again as any night from outside is, and a refusal writes nothing.
import Dexie, { type Table } from 'dexie';
import {
  acceptNight,
  isRealTime,
  type Ledger,
  type NightToAccept,
  type PerPlayer,
  type NightSettings,
} from '../core/ledger';
import type { SharedNight } from '../core/night-code';
import {
  compareContents,
  identityDifferences,
  incomingWins,
  isSameNight,
  type ContentsComparison,
  type IdentityDifference,
} from '../core/night-versions';
import { isQuotaError } from './result';
import type { NightRow, TaiTableDB } from './schema';

/** One kept copy: the night as its link carried it, and when this phone kept or last updated it. */
export interface NightCopyRow {
  /** The night's id on the phone that keeps it. */
  id: string;
  createdAt: number;
  night: SharedNight;
  keptAt: number;
  updatedAt: number;
}

/** A copy as a screen shows it: the night, its ledger, and how far it goes. */
export interface NightCopy {
  id: string;
  night: SharedNight;
  ledger: Ledger;
  keptAt: number;
  updatedAt: number;
  /** The hand the copy's last entry belongs to (0 before any). */
  asOfHand: number;
  entryCount: number;
}

export type NightCopyErrorCode =
  | 'own_night'
  | 'copy_is_newer'
  | 'copy_diverged'
  | 'different_night'
  | 'copy_not_found'
  | 'copy_damaged'
  | 'invalid_night'
  | 'storage_full'
  | 'storage_failed';

export interface NightCopyError {
  code: NightCopyErrorCode;
  message: string;
  /** On 'copy_is_newer' and 'copy_diverged': how the link stands against the copy kept. */
  comparison?: ContentsComparison;
  /** On 'different_night': what differs between the link's night and the one here under its id. */
  differs?: IdentityDifference[];
}

export type CopyResult<T extends object = object> = ({ ok: true } & T) | { ok: false; error: NightCopyError };

/** What keeping a night did: a new copy, an existing one brought up to date, or nothing new. */
export type KeepOutcome = 'added' | 'updated' | 'unchanged';

const copies = (db: TaiTableDB): Table<NightCopyRow, string> => db.table<NightCopyRow, string>('nightCopies');
const own = (db: TaiTableDB): Table<NightRow, string> => db.table<NightRow, string>('sessions');

const refuse = (
  code: NightCopyErrorCode,
  message: string,
  more: Partial<NightCopyError> = {},
): { ok: false; error: NightCopyError } => ({
  ok: false,
  error: { ...more, code, message },
});

async function run<T extends object>(
  db: TaiTableDB,
  mode: 'r' | 'rw',
  scope: () => Promise<CopyResult<T>>,
): Promise<CopyResult<T>> {
  try {
    return await db.transaction(mode, [copies(db), own(db), db.hands], scope);
  } catch (error) {
    // IndexedDB rolled the transaction back as a whole: the player is told so in words, with a way out.
    return { ok: false, error: storageFailure(error, mode === 'rw') };
  }
}

/** A failure of the phone's storage in a player's words (the browser's own error text is not theirs). */
export function storageFailure(error: unknown, writing: boolean): NightCopyError {
  if (isQuotaError(error)) {
    return {
      code: 'storage_full',
      message:
        'The phone’s storage is full, so the copy was not kept. Nothing was changed. Delete a past night or a copy you no longer need (or free space on the phone), then try again.',
    };
  }
  return {
    code: 'storage_failed',
    message: writing
      ? 'The phone’s storage did not accept the copy, so nothing was changed. Close other tabs of this app and try again; if it fails again, restart the browser.'
      : 'The phone’s storage could not be read just now, so the saved nights are not shown. Close other tabs of this app and try again; if it fails again, restart the browser.',
  };
}

/**
 * Checks a night as every night from outside is checked (core/ledger/accept.ts: the same bounds as a
 * night made on this phone), and computes its ledger. Returns the clean night, or a sentence saying
 * why it cannot be kept or shown.
 */
export function checkNight(
  input: unknown,
): { ok: true; copy: Omit<NightCopy, 'keptAt' | 'updatedAt'> } | { ok: false; message: string } {
  const night = input as Partial<SharedNight> | null;
  if (typeof night !== 'object' || night === null || typeof night.finished !== 'boolean') {
    return { ok: false, message: 'This copy of a night is unreadable.' };
  }
  const accepted = acceptNight(night as NightToAccept);
  if (!accepted.ok) return { ok: false, message: accepted.problem.message };
  if (!isRealTime(night.sharedAt))
    return { ok: false, message: 'The time it was shared is not a real date.' };
  const { id, name, createdAt, settings, entries, ledger } = accepted.night;
  const revisions = night.revisions;
  if (
    revisions !== undefined &&
    (!Array.isArray(revisions) ||
      revisions.length !== entries.length ||
      revisions.some((r) => !Number.isSafeInteger(r) || r < 0))
  ) {
    return { ok: false, message: 'The revisions of its entries are unreadable.' };
  }
  const clean: SharedNight = {
    id,
    name,
    createdAt,
    finished: night.finished,
    sharedAt: night.sharedAt,
    settings,
    entries,
    ...(revisions ? { revisions: [...revisions] } : {}),
  };
  return {
    ok: true,
    copy: {
      id: clean.id,
      night: clean,
      ledger,
      asOfHand: ledger.rows.at(-1)?.handNumber ?? 0,
      entryCount: entries.length,
    },
  };
}

/** A night of this phone's own as a version to compare: its entries and their revisions. */
export async function ownVersion(db: TaiTableDB, row: NightRow): Promise<SharedNight> {
  const hands = await db.hands
    .where('[sessionId+seq]')
    .between([row.id, Dexie.minKey], [row.id, Dexie.maxKey])
    .toArray();
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    finished: row.status === 'finished',
    sharedAt: row.updatedAt,
    settings: row.settings,
    entries: hands.map((h) => h.entry),
    revisions: hands.map((h) => h.version ?? 0),
  };
}

/** How the player is told that a link under a known id is another night. */
const differentNight = (
  differs: IdentityDifference[],
  where: 'copy' | 'own',
): { ok: false; error: NightCopyError } =>
  refuse(
    'different_night',
    `This link carries a different night (${differs.map((d) => DIFFERENCE_WORDS[d]).join(', ')}) under the id of ${where === 'copy' ? 'a night this phone keeps a copy of' : 'one of this phone’s own nights'}. ` +
      'Nothing was kept or changed. Ask whoever shared it for the link again.',
    { differs },
  );

const DIFFERENCE_WORDS: Readonly<Record<IdentityDifference, string>> = {
  players: 'other players',
  start: 'another start time',
  table: 'another table or stake',
};

/**
 * Keeps a copy of a shared night, or brings the copy already kept up to date: one copy a night,
 * never two. Only a link of the same night (players, start and table) that holds more or later
 * entries changes the copy; a night that is this phone's own is not copied over itself.
 */
export async function keepNightCopy(
  db: TaiTableDB,
  night: SharedNight,
  now: number = Date.now(),
): Promise<CopyResult<{ outcome: KeepOutcome; copy: NightCopy; comparison?: ContentsComparison }>> {
  const checked = checkNight(night);
  if (!checked.ok) return refuse('invalid_night', `This night cannot be kept: ${checked.message}`);
  const { copy } = checked;
  return run(db, 'rw', async () => {
    const mine = await own(db).get(copy.id);
    if (mine) {
      const differs = identityDifferences(mine, copy.night);
      if (differs.length > 0) return differentNight(differs, 'own');
      return refuse(
        'own_night',
        'This night is one of this phone’s own nights: it is in Past nights already, with every hand.',
      );
    }
    const existing = await copies(db).get(copy.id);
    if (existing) {
      const differs = identityDifferences(existing.night, copy.night);
      if (differs.length > 0) return differentNight(differs, 'copy');
      const comparison = compareContents(existing.night, copy.night);
      if (comparison.kind === 'same') {
        return {
          ok: true,
          outcome: 'unchanged',
          copy: { ...copy, keptAt: existing.keptAt, updatedAt: existing.updatedAt },
        };
      }
      if (comparison.kind === 'older') {
        return refuse(
          'copy_is_newer',
          'The copy on this phone holds more of this night than this link, so it was kept as it is. Ask for the latest link.',
          { comparison },
        );
      }
      if (!incomingWins(comparison)) {
        return refuse(
          'copy_diverged',
          'This link and the copy on this phone differ (an entry was deleted or changed since), and the copy holds more, so it was kept as it is. ' +
            'To take this link instead, delete the copy in Past nights and open the link again.',
          { comparison },
        );
      }
      const row: NightCopyRow = {
        id: copy.id,
        createdAt: copy.night.createdAt,
        night: copy.night,
        keptAt: existing.keptAt,
        updatedAt: now,
      };
      await copies(db).put(row);
      return {
        ok: true,
        outcome: 'updated',
        comparison,
        copy: { ...copy, keptAt: row.keptAt, updatedAt: row.updatedAt },
      };
    }
    const row: NightCopyRow = {
      id: copy.id,
      createdAt: copy.night.createdAt,
      night: copy.night,
      keptAt: now,
      updatedAt: now,
    };
    await copies(db).put(row);
    return { ok: true, outcome: 'added', copy: { ...copy, keptAt: row.keptAt, updatedAt: row.updatedAt } };
  });
}

/**
 * Every kept copy, newest night first. A damaged copy is left out of the list and counted, and so is
 * a copy of a night that is also this phone's own (kept before a backup brought the night itself
 * here): Past nights lists that night once.
 */
export async function listNightCopies(
  db: TaiTableDB,
): Promise<CopyResult<{ copies: NightCopy[]; damaged: number; alsoOwn: number }>> {
  return run(db, 'r', async () => {
    const rows = await copies(db).orderBy('createdAt').reverse().toArray();
    const out: NightCopy[] = [];
    let damaged = 0;
    let alsoOwn = 0;
    for (const row of rows) {
      const checked = checkNight(row.night);
      if (!checked.ok) {
        damaged++;
        continue;
      }
      const mine = await own(db).get(row.id);
      if (mine && isSameNight(mine, checked.copy.night)) {
        alsoOwn++;
        continue;
      }
      out.push({ ...checked.copy, keptAt: row.keptAt, updatedAt: row.updatedAt });
    }
    return { ok: true, copies: out, damaged, alsoOwn };
  });
}

/** The copy kept of a night, or null when this phone keeps none. */
export async function getNightCopy(
  db: TaiTableDB,
  id: string,
): Promise<CopyResult<{ copy: NightCopy | null }>> {
  return run(db, 'r', async () => {
    const row = await copies(db).get(id);
    if (!row) return { ok: true, copy: null };
    const checked = checkNight(row.night);
    if (!checked.ok)
      return refuse(
        'copy_damaged',
        `The copy of this night on this phone is damaged (${checked.message}). Delete it and open the link again.`,
      );
    return { ok: true, copy: { ...checked.copy, keptAt: row.keptAt, updatedAt: row.updatedAt } };
  });
}

export async function deleteNightCopy(db: TaiTableDB, id: string): Promise<CopyResult> {
  return run(db, 'rw', async () => {
    if (!(await copies(db).get(id))) return refuse('copy_not_found', 'This copy is no longer on this phone.');
    await copies(db).delete(id);
    return { ok: true };
  });
}

/** One night for comparing nights: this phone's own or a kept copy, with every entry. */
export interface ComparedNight {
  id: string;
  name: string;
  createdAt: number;
  copy: boolean;
  settings: NightSettings;
  players: PerPlayer<string>;
  ledger: Ledger;
}

/**
 * Every night on this phone, its own and the kept copies, oldest first, each with its ledger, for
 * comparing players across nights: one night once, whichever of its versions holds the most of it
 * (its own on a tie). A night whose saved hands do not add up is left out and counted.
 */
export async function loadComparedNights(
  db: TaiTableDB,
): Promise<CopyResult<{ nights: ComparedNight[]; damaged: number }>> {
  try {
    return await db.transaction('r', [own(db), db.hands, copies(db)], async () => {
      const nights: ComparedNight[] = [];
      let damaged = 0;
      const owned = new Map<string, { night: SharedNight; index: number }>();
      for (const row of await own(db).orderBy('createdAt').toArray()) {
        const checked = checkNight(await ownVersion(db, row));
        if (!checked.ok) damaged++;
        else {
          owned.set(row.id, { night: checked.copy.night, index: nights.length });
          nights.push(compared(checked.copy.night, checked.copy.ledger, false));
        }
      }
      for (const row of await copies(db).toArray()) {
        const checked = checkNight(row.night);
        if (!checked.ok) {
          damaged++;
          continue;
        }
        const mine = owned.get(row.id);
        if (mine && isSameNight(mine.night, checked.copy.night)) {
          // The same night twice (a copy kept, then the night restored from a backup): counted once.
          if (incomingWins(compareContents(mine.night, checked.copy.night)))
            nights[mine.index] = compared(checked.copy.night, checked.copy.ledger, true);
          continue;
        }
        nights.push(compared(checked.copy.night, checked.copy.ledger, true));
      }
      nights.sort((a, b) => a.createdAt - b.createdAt);
      return { ok: true as const, nights, damaged };
    });
  } catch (error) {
    // The read was rolled back as a whole; the screen says so and offers nothing half-read.
    return { ok: false, error: storageFailure(error, false) };
  }
}

function compared(night: SharedNight, ledger: Ledger, copy: boolean): ComparedNight {
  return {
    id: night.id,
    name: night.name,
    createdAt: night.createdAt,
    copy,
    settings: night.settings,
    players: night.settings.players,
    ledger,
  };
}
