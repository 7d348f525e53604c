// Copies of nights shared from another phone (#/n/<code>): kept, updated in place by a newer link of
// the same night, listed and deleted. They live in their own table, apart from this phone's own
// nights, so nothing can ever be recorded into one. Each function is one transaction; what is read
// back is checked again as any night from outside is, and a refusal writes nothing.
import Dexie, { type Table } from 'dexie';
import {
  acceptNight, isRealTime,
  type Ledger, type NightToAccept, type PerPlayer, type SessionSettings,
} from '../core/ledger';
import type { SharedNight } from '../core/night-code';
import type { SessionRow, TaiTableDB } from './schema';

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

export type NightCopyErrorCode = 'own_night' | 'copy_is_newer' | 'copy_not_found' | 'copy_damaged' | 'invalid_night' | 'storage_failed';

export type CopyResult<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; error: { code: NightCopyErrorCode; message: string } };

/** What keeping a night did: a new copy, an existing one brought up to date, or nothing new. */
export type KeepOutcome = 'added' | 'updated' | 'unchanged';

const copies = (db: TaiTableDB): Table<NightCopyRow, string> => db.table<NightCopyRow, string>('nightCopies');
const own = (db: TaiTableDB): Table<SessionRow, string> => db.table<SessionRow, string>('sessions');

const refuse = (code: NightCopyErrorCode, message: string): { ok: false; error: { code: NightCopyErrorCode; message: string } } => ({
  ok: false, error: { code, message },
});

async function run<T extends object>(db: TaiTableDB, mode: 'r' | 'rw', scope: () => Promise<CopyResult<T>>): Promise<CopyResult<T>> {
  try {
    return await db.transaction(mode, [copies(db), own(db)], scope);
  } catch (error) {
    // IndexedDB rolled the transaction back; the player is told so in words.
    const cause = error instanceof Error ? error.message : String(error);
    return refuse('storage_failed', mode === 'rw'
      ? `The phone could not save the copy (${cause}). Nothing was changed; try again.`
      : `The phone could not read the kept copies (${cause}). Try again.`);
  }
}

/**
 * Checks a night as every night from outside is checked (core/ledger/accept.ts: the same bounds as a
 * night made on this phone), and computes its ledger. Returns the clean night, or a sentence saying
 * why it cannot be kept or shown.
 */
export function checkNight(input: unknown): { ok: true; copy: Omit<NightCopy, 'keptAt' | 'updatedAt'> } | { ok: false; message: string } {
  const night = input as Partial<SharedNight> | null;
  if (typeof night !== 'object' || night === null || typeof night.finished !== 'boolean') {
    return { ok: false, message: 'This copy of a night is unreadable.' };
  }
  const accepted = acceptNight(night as NightToAccept);
  if (!accepted.ok) return { ok: false, message: accepted.problem.message };
  if (!isRealTime(night.sharedAt)) return { ok: false, message: 'The time it was shared is not a real date.' };
  const { id, name, createdAt, settings, entries, ledger } = accepted.night;
  const clean: SharedNight = { id, name, createdAt, finished: night.finished, sharedAt: night.sharedAt, settings, entries };
  return {
    ok: true,
    copy: { id: clean.id, night: clean, ledger, asOfHand: ledger.rows.at(-1)?.handNumber ?? 0, entryCount: entries.length },
  };
}

/**
 * Keeps a copy of a shared night, or brings the copy already kept up to date: one copy a night,
 * never two. A link older than the copy changes nothing, and a night that is this phone's own is
 * not copied over itself.
 */
export async function keepNightCopy(
  db: TaiTableDB, night: SharedNight, now: number = Date.now(),
): Promise<CopyResult<{ outcome: KeepOutcome; copy: NightCopy }>> {
  const checked = checkNight(night);
  if (!checked.ok) return refuse('invalid_night', `This night cannot be kept: ${checked.message}`);
  const { copy } = checked;
  return run(db, 'rw', async () => {
    if (await own(db).get(copy.id)) {
      return refuse('own_night', 'This night is one of this phone’s own nights: it is in Past nights already, with every hand.');
    }
    const existing = await copies(db).get(copy.id);
    if (existing && existing.night.sharedAt > copy.night.sharedAt) {
      return refuse('copy_is_newer', 'The copy on this phone is newer than this link, so it was kept as it is. Ask for the latest link.');
    }
    if (existing && existing.night.sharedAt === copy.night.sharedAt) {
      return { ok: true, outcome: 'unchanged', copy: { ...copy, keptAt: existing.keptAt, updatedAt: existing.updatedAt } };
    }
    const row: NightCopyRow = { id: copy.id, createdAt: copy.night.createdAt, night: copy.night, keptAt: existing?.keptAt ?? now, updatedAt: now };
    await copies(db).put(row);
    return { ok: true, outcome: existing ? 'updated' : 'added', copy: { ...copy, keptAt: row.keptAt, updatedAt: row.updatedAt } };
  });
}

/** Every kept copy, newest night first. A damaged copy is left out of the list and counted. */
export async function listNightCopies(db: TaiTableDB): Promise<CopyResult<{ copies: NightCopy[]; damaged: number }>> {
  return run(db, 'r', async () => {
    const rows = await copies(db).orderBy('createdAt').reverse().toArray();
    const out: NightCopy[] = [];
    let damaged = 0;
    for (const row of rows) {
      const checked = checkNight(row.night);
      if (checked.ok) out.push({ ...checked.copy, keptAt: row.keptAt, updatedAt: row.updatedAt });
      else damaged++;
    }
    return { ok: true, copies: out, damaged };
  });
}

/** The copy kept of a night, or null when this phone keeps none. */
export async function getNightCopy(db: TaiTableDB, id: string): Promise<CopyResult<{ copy: NightCopy | null }>> {
  return run(db, 'r', async () => {
    const row = await copies(db).get(id);
    if (!row) return { ok: true, copy: null };
    const checked = checkNight(row.night);
    if (!checked.ok) return refuse('copy_damaged', `The copy of this night on this phone is damaged (${checked.message}). Delete it and open the link again.`);
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
  settings: SessionSettings;
  players: PerPlayer<string>;
  ledger: Ledger;
}

/**
 * Every night on this phone, its own and the kept copies, oldest first, each with its ledger, for
 * comparing players across nights. A night whose saved hands do not add up is left out and counted.
 */
export async function loadComparedNights(db: TaiTableDB): Promise<CopyResult<{ nights: ComparedNight[]; damaged: number }>> {
  try {
    return await db.transaction('r', [own(db), db.hands, copies(db)], async () => {
      const nights: ComparedNight[] = [];
      let damaged = 0;
      for (const row of await own(db).orderBy('createdAt').toArray()) {
        const hands = await db.hands.where('[sessionId+seq]').between([row.id, Dexie.minKey], [row.id, Dexie.maxKey]).toArray();
        const checked = checkNight({
          id: row.id, name: row.name, createdAt: row.createdAt, finished: row.status === 'finished', sharedAt: row.updatedAt,
          settings: row.settings, entries: hands.map((h) => h.entry),
        });
        if (!checked.ok) damaged++;
        else nights.push(compared(checked.copy.night, checked.copy.ledger, false));
      }
      for (const row of await copies(db).toArray()) {
        const checked = checkNight(row.night);
        if (!checked.ok) damaged++;
        else nights.push(compared(checked.copy.night, checked.copy.ledger, true));
      }
      nights.sort((a, b) => a.createdAt - b.createdAt);
      return { ok: true as const, nights, damaged };
    });
  } catch (error) {
    // The read was rolled back as a whole; the screen says so and offers nothing half-read.
    return refuse('storage_failed', `The phone could not read the saved nights (${error instanceof Error ? error.message : String(error)}). Try again.`);
  }
}

function compared(night: SharedNight, ledger: Ledger, copy: boolean): ComparedNight {
  return { id: night.id, name: night.name, createdAt: night.createdAt, copy, settings: night.settings, players: night.settings.players, ledger };
}
