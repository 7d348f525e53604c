// Backups and exports: every night as one JSON file to restore on any phone, and one night as CSV.
// A restore is all or nothing: the whole file is checked before anything is written. A night this
// phone keeps as a copy (from a link) is the same night when its players, start and table agree: the
// restore then replaces the copy with the night itself, or skips it when the copy holds more, and says
// which (core/night-versions.ts decides by contents, never by a clock).
import * as v from 'valibot';
import {
  acceptNight,
  isRecord,
  isUsableId,
  type Ledger,
  type LedgerEntry,
  type LedgerError,
  type PerPlayer,
  type PlayerIndex,
  type NightSettings,
} from '../core/ledger';
import {
  readSharedAddresses,
  schemeOfProfile,
  storedSharedAddresses,
  type StoredSharedAddress,
} from '../core/pay-codes/shared';
import {
  compareContents,
  identityDifferences,
  incomingWins,
  type ContentsComparison,
  type IdentityDifference,
} from '../core/night-versions';
import { dollars, nightCsv, type CsvWords } from './csv';
import { paymentRows, readNight, safeView } from './ledger';
import { keptCopyKey, parseKeptKey } from './kept-copies';
import { liveTables, loadLiveEngine, mirrorLive } from './live-hook';
import { checkNight, ownVersion, type NightCopyRow } from './night-copies';
import { BackupFileSchema, BackupNightSchema, firstProblem, problemField } from './restore';
import { failure, inTransaction, type BackupDamage, type DbError, type DbResult } from './result';
import type { HandRow, NightRow, NightStatus, TaiTableDB } from './schema';

export const BACKUP_FORMAT = 'tai-table-backup';
export const BACKUP_VERSION = 1;

export interface BackupNight {
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  status: NightStatus;
  settings: NightSettings;
  /** In the order they happened. */
  entries: LedgerEntry[];
  /** The final totals, checked against the entries on restore. */
  totals: PerPlayer<number>;
  /** Each entry's revision, in the order of `entries` (files made before it existed have none: all 0). */
  revisions?: number[];
  /**
   * Payment addresses its players shared with the table on a live night (seat and address, never the
   * phone that shared them); an address kept only on a phone is never here. Read again on restore.
   */
  payShared?: StoredSharedAddress[];
}

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** ISO 8601, for the player who looks inside the file. */
  exportedAt: string;
  /** The nights. A stored name: every backup ever saved says `sessions`, so it stays. */
  sessions: BackupNight[];
  /**
   * The live histories this phone kept on going on alone (db/kept-copies.ts), of the nights above.
   * Optional, so a file without it is the same version: an older app reading this file ignores it.
   */
  liveHistories?: BackupLiveHistory[];
}

/** One kept live history: its night, when it was kept (epoch ms), and the room's updates as base64. */
export interface BackupLiveHistory {
  night: string;
  at: number;
  updates: string[];
}

/** A kept live history read from a backup, ready to store. */
export interface RestorableLiveHistory {
  night: string;
  at: number;
  updates: Uint8Array[];
}

const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  // In slices: spreading a whole update into one call could pass the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

// Only valibot functions the app already uses: valibot sits on the first screen, where any new one would weigh.
const LiveHistorySchema = v.object({
  night: v.pipe(
    v.string(),
    v.check((id: string) => isUsableId(id)),
  ),
  at: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  // A room holds at most 4 MiB and a kept copy at most its stored updates: generous bounds, against a forged file.
  updates: v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.maxLength(8 * 1024 * 1024),
        v.check((text: string) => /^[A-Za-z0-9+/]*={0,2}$/.test(text)),
      ),
    ),
    v.minLength(1),
    v.maxLength(10_000),
  ),
});
const LiveHistoriesSchema = v.pipe(v.array(LiveHistorySchema), v.maxLength(10_000));

/**
 * Every night on the phone, oldest first. Undo history is not part of a backup. A night that
 * cannot be read is left out and named in `left`, so the others can still be saved.
 */
export async function exportBackup(
  db: TaiTableDB,
): Promise<DbResult<{ backup: Backup; left: { id: string; name: string; message: string }[] }>> {
  return inTransaction(db, 'r', [db.sessions, db.hands, db.liveUpdates], async () => {
    const ids = await db.sessions.orderBy('createdAt').primaryKeys();
    const nights: BackupNight[] = [];
    const left: { id: string; name: string; message: string }[] = [];
    for (const id of ids) {
      const read = await readNight(db, id);
      const view = read.ok ? safeView(read.row, read.hands) : read;
      if (!view.ok) {
        // A night with no readable name is named '': a screen words it ("an unnamed night").
        left.push({ ...(view.error.night ?? { id, name: '' }), message: view.error.message });
        continue;
      }
      const { night } = view;
      const payShared = sharedForTravel(night.settings, night.payShared);
      nights.push({
        id: night.id,
        name: night.name,
        createdAt: night.createdAt,
        updatedAt: night.updatedAt,
        status: night.status,
        settings: night.settings,
        entries: night.entries,
        totals: night.ledger.totals,
        revisions: night.versions,
        ...(payShared.length > 0 ? { payShared } : {}),
      });
    }
    const backup: Backup = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: new Date().toISOString(),
      sessions: nights,
    };
    // The live histories kept on going on alone, of the nights saved: in the order they were stored.
    const saved = new Set(nights.map((night) => night.id));
    const histories = new Map<string, BackupLiveHistory>();
    for (const row of await db.liveUpdates.where('nightId').startsWith('kept:').toArray()) {
      const kept = parseKeptKey(row.nightId);
      if (!kept || !saved.has(kept.nightId)) continue;
      const history = histories.get(row.nightId) ?? { night: kept.nightId, at: kept.at, updates: [] };
      history.updates.push(toBase64(row.update));
      histories.set(row.nightId, history);
    }
    if (histories.size > 0) backup.liveHistories = [...histories.values()];
    return { ok: true, backup, left };
  });
}

/** One night as CSV text, with a file name made from the night's name. */
export async function exportCsv(
  db: TaiTableDB,
  nightId: string,
  words: CsvWords,
): Promise<DbResult<{ csv: string; fileName: string }>> {
  return inTransaction(db, 'r', [db.sessions, db.hands], async () => {
    const night = await readNight(db, nightId);
    if (!night.ok) return night;
    const view = safeView(night.row, night.hands);
    if (!view.ok) return view;
    return {
      ok: true,
      csv: nightCsv(view.night, words),
      fileName: `tai-table-${fileSlug(night.row.name)}.csv`,
    };
  });
}

/** The shared addresses of a night as they leave or enter the phone: read by the core, without the phone that shared them. */
const sharedForTravel = (settings: NightSettings, raw: unknown): StoredSharedAddress[] =>
  storedSharedAddresses(readSharedAddresses(schemeOfProfile(settings.profile), raw), false);

const fileSlug = (name: string): string =>
  name
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'night';

/** A night read from a backup, checked and ready to write. */
export interface RestorableNight {
  row: NightRow;
  hands: HandRow[];
  ledger: Ledger;
}

/**
 * Reads a backup (the parsed JSON, or its text) and checks all of it through the restore layer:
 * the envelope and each night by their schemas, every entry by the ledger's rules with its hand read
 * by the core, and that the totals recompute. The first problem is answered in a player's words,
 * saying what and where.
 */
export function readBackup(
  json: unknown,
): DbResult<{ sessions: RestorableNight[]; liveHistories: RestorableLiveHistory[] }> {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json.startsWith('\uFEFF') ? json.slice(1) : json);
    } catch {
      // Text that is not JSON is simply not a backup: answered as such.
      return notABackup();
    }
  }
  if (!isRecord(data) || data.format !== BACKUP_FORMAT) return notABackup();
  // Too new is its own answer, before the shape of a version this app does not know is judged.
  if (typeof data.version === 'number' && Number.isInteger(data.version) && data.version > BACKUP_VERSION) {
    return failure(
      'backup_too_new',
      'This backup was made by a newer version of Tai Table. Update the app, then restore it.',
    );
  }
  const file = v.safeParse(BackupFileSchema, data);
  if (!file.success)
    return damaged(firstProblem(file.issues), { what: 'file_field', field: problemField(file.issues) });

  const restorable: RestorableNight[] = [];
  const seen = new Set<string>();
  for (const [index, session] of file.output.sessions.entries()) {
    const read = readBackupNight(session, index);
    if (!read.ok) return read;
    if (seen.has(read.night.row.id)) {
      return damaged(`the session “${read.night.row.name}” is in it twice`, {
        what: 'night_twice',
        night: index + 1,
        name: read.night.row.name,
      });
    }
    seen.add(read.night.row.id);
    restorable.push(read.night);
  }
  const histories = readLiveHistories(data.liveHistories, seen);
  if (!histories.ok) return histories;
  return { ok: true, sessions: restorable, liveHistories: histories.liveHistories };
}

/** The file's kept live histories: each of a night in the file, its updates readable base64 (their contents are read when shown). */
function readLiveHistories(
  value: unknown,
  nights: ReadonlySet<string>,
): DbResult<{ liveHistories: RestorableLiveHistory[] }> {
  if (value === undefined) return { ok: true, liveHistories: [] };
  const unreadable = (why: string) => damaged(why, { what: 'file_field', field: 'liveHistories' });
  const parsed = v.safeParse(LiveHistoriesSchema, value);
  if (!parsed.success) return unreadable('its live histories cannot be read');
  const liveHistories: RestorableLiveHistory[] = [];
  for (const { night, at, updates } of parsed.output) {
    if (!nights.has(night)) return unreadable('a live history names a night that is not in it');
    try {
      liveHistories.push({ night, at, updates: updates.map(fromBase64) });
    } catch (error) {
      void error; // base64 of a length atob refuses: the file is damaged there, and said so
      return unreadable('a live history cannot be read');
    }
  }
  return { ok: true, liveHistories };
}

function readBackupNight(value: unknown, index: number): DbResult<{ night: RestorableNight }> {
  const position = `session ${index + 1} of the file`;
  const rawName =
    isRecord(value) && typeof value.name === 'string' && value.name.trim() !== '' ? value.name.trim() : null;
  const label = rawName ? `“${rawName}” (${position})` : position;
  // Where in the file, for a screen to word: the night's place, and its name when it has one.
  const where = { night: index + 1, ...(rawName ? { name: rawName } : {}) };
  if (!isRecord(value)) return damaged(`${position} is unreadable`, { what: 'night_unreadable', ...where });
  const shape = v.safeParse(BackupNightSchema, value);
  if (!shape.success)
    return damaged(`${label} ${firstProblem(shape.issues)}`, {
      what: 'night_field',
      ...where,
      field: problemField(shape.issues),
    });
  const {
    id,
    name,
    createdAt,
    updatedAt,
    status,
    settings,
    entries,
    totals,
    revisions,
    payShared: rawShared,
  } = shape.output;
  if (revisions !== undefined && revisions.length !== entries.length) {
    return damaged(`${label} has ${revisions.length} revisions for ${entries.length} entries`, {
      what: 'revisions_mismatch',
      ...where,
      revisions: revisions.length,
      entries: entries.length,
    });
  }

  // The night itself is checked as every night that enters is (core/ledger/accept.ts).
  const accepted = acceptNight({ id, name, createdAt, settings, entries });
  if (!accepted.ok) {
    const { problem } = accepted;
    const damage: BackupDamage = { what: 'night_problem', ...where, problem };
    switch (problem.code) {
      case 'invalid_settings':
        return inNight(label, problem.errors ?? [], damage);
      case 'invalid_entry':
        return inNight(`${label}, entry ${problem.entry}`, problem.errors ?? [], damage);
      case 'entry_twice':
        return damaged(`entry ${problem.entry} of ${label} is in it twice`, damage);
      case 'does_not_add_up':
        return damaged(`the hands of ${label} do not add up (${problem.detail})`, damage);
      default:
        return damaged(`${label}: ${problem.message.replace(/\.$/, '')}`, damage);
    }
  }
  const { settings: checkedSettings, entries: clean, ledger } = accepted.night;
  if (totals.some((total, player) => total !== ledger.totals[player])) {
    return {
      ok: false,
      error: {
        code: 'totals_mismatch',
        message:
          `In ${label}, the saved totals (${totals.map(dollars).join(', ')}) do not match its hands ` +
          `(${ledger.totals.map(dollars).join(', ')}): the backup was changed or damaged. Nothing was restored.`,
        backup: { what: 'totals_mismatch', ...where, saved: totals, computed: ledger.totals },
      },
    };
  }

  // Shared addresses are read again: one that is not an address of the table's scheme is left out, never shown.
  const payShared = sharedForTravel(checkedSettings, rawShared);
  const row: NightRow = {
    id,
    name,
    createdAt,
    updatedAt,
    status,
    settings: checkedSettings,
    totals: ledger.totals,
    entryCount: clean.length,
    ...(payShared.length > 0 ? { payShared } : {}),
  };
  const hands = clean.map((entry, place): HandRow => ({
    sessionId: id,
    id: entry.id,
    seq: place + 1,
    entry,
    version: revisions?.[place] ?? 0,
  }));
  return { ok: true, night: { row, hands, ledger } };
}

/**
 * What restoring a night does: adds it; replaces the copy of it kept from a link with the night
 * itself (the copy holds no more of it); or skips it, saying why.
 */
export type RestoreDecision =
  | { kind: 'add' }
  | { kind: 'replace_copy'; comparison: ContentsComparison }
  /** The night is here, and the backup holds all of it and more: nothing here is lost by taking the backup's. */
  | { kind: 'replace_own'; comparison: ContentsComparison }
  | { kind: 'skip'; reason: 'already_here' }
  /** The night here was changed in a way the backup does not hold: it is kept as it is. */
  | { kind: 'skip'; reason: 'changed_here'; comparison: ContentsComparison }
  | { kind: 'skip'; reason: 'different_night'; where: 'own' | 'copy'; differs: IdentityDifference[] }
  | { kind: 'skip'; reason: 'copy_holds_more'; comparison: ContentsComparison };

export interface RestorePlanItem {
  id: string;
  name: string;
  decision: RestoreDecision;
}

/** How the nights of a backup stand against this phone's own nights and kept copies (read inside a transaction). */
async function decide(db: TaiTableDB, session: RestorableNight): Promise<RestoreDecision> {
  const { row, hands } = session;
  const incoming = {
    id: row.id,
    createdAt: row.createdAt,
    settings: row.settings,
    entries: hands.map((h) => h.entry),
    revisions: hands.map((h) => h.version),
  };
  const mine = await db.sessions.get(row.id);
  if (mine) {
    const differs = identityDifferences(mine, incoming);
    if (differs.length > 0) return { kind: 'skip', reason: 'different_night', where: 'own', differs };
    const comparison = compareContents(await ownVersion(db, mine), incoming);
    if (comparison.kind === 'newer') return { kind: 'replace_own', comparison };
    // Never lose a change made on this phone: a night that diverged from the backup stays as it is.
    return comparison.kind === 'diverged'
      ? { kind: 'skip', reason: 'changed_here', comparison }
      : { kind: 'skip', reason: 'already_here' };
  }
  const kept = await db.table<NightCopyRow, string>('nightCopies').get(row.id);
  if (!kept) return { kind: 'add' };
  const copy = checkNight(kept.night);
  // A copy that can no longer be read holds nothing to keep: the night itself takes its place.
  if (!copy.ok)
    return {
      kind: 'replace_copy',
      comparison: { kind: 'newer', added: incoming.entries.length, changed: 0 },
    };
  const differs = identityDifferences(copy.copy.night, incoming);
  if (differs.length > 0) return { kind: 'skip', reason: 'different_night', where: 'copy', differs };
  const comparison = compareContents(copy.copy.night, incoming);
  return comparison.kind === 'same' || incomingWins(comparison)
    ? { kind: 'replace_copy', comparison }
    : { kind: 'skip', reason: 'copy_holds_more', comparison };
}

const restoreTables = (db: TaiTableDB) => [
  db.sessions,
  db.players,
  db.hands,
  db.payments,
  db.undo,
  db.table('nightCopies'),
  ...liveTables(db),
];

/** What restoring a backup would do to each of its nights, without writing anything. */
export async function planRestore(
  db: TaiTableDB,
  nights: readonly RestorableNight[],
): Promise<DbResult<{ plan: RestorePlanItem[] }>> {
  return inTransaction(db, 'r', restoreTables(db), async () => {
    const plan: RestorePlanItem[] = [];
    for (const night of nights)
      plan.push({ id: night.row.id, name: night.row.name, decision: await decide(db, night) });
    return { ok: true, plan };
  });
}

/**
 * Restores a backup: adds the nights this phone does not have, replaces a kept copy with the night
 * itself when the copy holds no more of it, and skips the others, each with its reason. All or nothing.
 */
export async function importBackup(
  db: TaiTableDB,
  json: unknown,
): Promise<DbResult<{ added: number; skipped: number; replaced: number; plan: RestorePlanItem[] }>> {
  const read = readBackup(json);
  if (!read.ok) return read;
  // A night of the backup that is live here is restored into its room (a change every phone applies): the engine must be loaded first.
  const live = await inTransaction(db, 'r', liveTables(db), async () => ({
    ok: true,
    any: (await db.liveNights.count()) > 0,
  }));
  if (!live.ok) return live;
  if (live.any) await loadLiveEngine();
  return inTransaction(db, 'rw', restoreTables(db), async () => {
    let added = 0;
    let skipped = 0;
    let replaced = 0;
    const plan: RestorePlanItem[] = [];
    for (const session of read.sessions) {
      const { row, hands, ledger } = session;
      const decision = await decide(db, session);
      plan.push({ id: row.id, name: row.name, decision });
      if (decision.kind === 'skip') {
        skipped += 1;
        continue;
      }
      if (decision.kind === 'replace_copy') {
        await db.table('nightCopies').delete(row.id);
        replaced += 1;
      } else if (decision.kind === 'replace_own') {
        // The backup holds everything of the night here and more: its version takes the place of this
        // one whole. Undo history would name entries as they were, so it goes with them.
        for (const table of [db.players, db.hands, db.payments, db.undo])
          await table.where('sessionId').equals(row.id).delete();
        await db.sessions.delete(row.id);
        replaced += 1;
      } else added += 1;
      await db.sessions.add(row);
      await db.players.bulkAdd(
        row.settings.players.map((name, index) => ({ sessionId: row.id, index: index as PlayerIndex, name })),
      );
      await db.hands.bulkAdd(hands);
      await db.payments.bulkAdd(paymentRows(row.id, ledger.rows));
      // Into a live night, the backup's entries are one change of its log: every phone applies it, and the
      // next hand from another phone cannot silently undo it (the rows are then what the log says).
      if (decision.kind === 'replace_own')
        await mirrorLive(db, row.id, { kind: 'replace', entries: hands.map((hand) => hand.entry) });
    }
    // The kept live histories this phone does not hold yet (by night and time), whatever became of their night.
    for (const { night, at, updates } of read.liveHistories) {
      const key = keptCopyKey(night, at);
      if ((await db.liveUpdates.where('nightId').equals(key).count()) > 0) continue;
      await db.liveUpdates.bulkAdd(updates.map((update) => ({ nightId: key, update, local: 0 as const })));
    }
    return { ok: true, added, skipped, replaced, plan };
  });
}

const notABackup = (): { ok: false; error: DbError } =>
  failure('not_a_backup', 'This file is not a Tai Table backup, so nothing was restored.');

/** A damaged backup: the English for logs and tests, and what is damaged, and where, for a screen to word. */
const damaged = (why: string, backup: BackupDamage): { ok: false; error: DbError } => ({
  ok: false,
  error: { code: 'backup_damaged', message: `This backup is damaged: ${why}. Nothing was restored.`, backup },
});

const inNight = (
  where: string,
  errors: readonly LedgerError[],
  backup: BackupDamage,
): { ok: false; error: DbError } => {
  const [first] = errors;
  const { error } = failure(
    first?.code ?? 'backup_damaged',
    `In ${where}: ${first?.message ?? 'unreadable.'} Nothing was restored.`,
    first?.field,
  );
  return { ok: false, error: { ...error, backup } };
};
