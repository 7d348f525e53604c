// A live night's history, and the changes that put it back: restore the night to how it stood before
// any change, keep one version of an entry two phones edited apart, and a backup's entries brought into
// the live night. Each is appended to the log like any change, so every phone applies it and nothing
// can silently undo it.
import { useEffect, useState } from 'react';
import type { LedgerEntry } from '../core/ledger';
import { failure, inTransaction, type DbResult } from '../db/result';
import type { TaiTableDB } from '../db/schema';
import type { HistoryItem, ReadNight } from './doc';
import { applyLive } from './mirror';
import { phoneKeysOf } from './phone';
import { loadDoc, readLiveNight, storeTables, type LiveDoc } from './registry';

const writeTables = (db: TaiTableDB) => [...storeTables(db), db.undo];

export type { HistoryItem };

/** The night's history as this phone has it, oldest first, and which records this phone made. */
export interface NightHistory {
  items: HistoryItem[];
  /** This install's phone id: a record whose `phone` is this one was made here. */
  thisPhone: string;
  night: ReadNight;
  /** This phone's clock when the history was read: a record's time far past it is not shown as true (clock.ts). */
  readAt: number;
}

/** Reads a live night's history from its document. */
export async function readHistory(
  db: TaiTableDB,
  nightId: string,
): Promise<DbResult<{ history: NightHistory }>> {
  return inTransaction(
    db,
    'r',
    [db.liveNights, db.liveUpdates],
    async (): Promise<DbResult<{ history: NightHistory }>> => {
      if (!(await db.liveNights.get(nightId))) return failure('not_live', 'This night is not live.');
      const read = readLiveNight(await loadDoc(db, nightId));
      if (!read.ok) return failure('unreadable_room', 'The night in this room could not be read.');
      return {
        ok: true,
        history: {
          items: read.night.history,
          thisPhone: phoneKeysOf(db).publicKey,
          night: read.night,
          readAt: Date.now(),
        },
      };
    },
  );
}

/** Appends one change to a live night (the caller checked it applies), inside a write transaction. */
async function appendLive(
  db: TaiTableDB,
  nightId: string,
  check: (night: ReadNight) => DbResult,
  change: Parameters<typeof applyLive>[2],
): Promise<DbResult> {
  return inTransaction(db, 'rw', writeTables(db), async (): Promise<DbResult> => {
    const live = await db.liveNights.get(nightId);
    if (!live) return failure('not_live', 'This night is not live.');
    const read = readLiveNight(await loadDoc(db, nightId));
    if (!read.ok) return failure('unreadable_room', 'The night in this room could not be read.');
    const checked = check(read.night);
    if (!checked.ok) return checked;
    await applyLive(db, live, change);
    return { ok: true };
  });
}

/** Puts the night back to how it stood before the change `recordId`: a restore record every phone applies. */
export function restoreBefore(db: TaiTableDB, nightId: string, recordId: string): Promise<DbResult> {
  return appendLive(
    db,
    nightId,
    (night) => {
      const index = night.history.findIndex((item) => item.recordId === recordId);
      // The night's start cannot be gone back before: there would be no night.
      return index >= 1
        ? { ok: true }
        : failure('change_not_found', 'This change is not in the night’s history.');
    },
    { kind: 'restore', before: recordId },
  );
}

/** Keeps one version of an entry that two phones changed apart (the other stays in its history). */
export function chooseVersion(
  db: TaiTableDB,
  nightId: string,
  entryId: string,
  recordId: string,
): Promise<DbResult> {
  return appendLive(
    db,
    nightId,
    (night) => {
      const conflict = night.editConflicts.find((item) => item.entryId === entryId);
      return conflict?.versions.some((version) => version.recordId === recordId)
        ? { ok: true }
        : failure('conflict_gone', 'These versions are no longer in conflict (another phone chose already).');
    },
    { kind: 'choose', entryId, recordId },
  );
}

/**
 * A backup's night restored into a live night: one change that makes the night's entries the backup's
 * (revisions of what differs, recordings of what is new), so every phone applies it and a later hand
 * from another phone cannot silently undo it.
 */
export function replaceEntries(
  db: TaiTableDB,
  nightId: string,
  entries: readonly LedgerEntry[],
): Promise<DbResult> {
  return appendLive(db, nightId, () => ({ ok: true }), { kind: 'replace', entries });
}

/** The live night's history, following every change from any phone; null while loading or when not live. */
export function useNightHistory(db: TaiTableDB, nightId: string): NightHistory | null {
  const [history, setHistory] = useState<NightHistory | null>(null);
  useEffect(() => {
    let handle: LiveDoc | null = null;
    let cancelled = false;
    const refresh = () => {
      if (!handle) return;
      const read = readLiveNight(handle);
      setHistory(
        read.ok
          ? {
              items: read.night.history,
              thisPhone: phoneKeysOf(db).publicKey,
              night: read.night,
              readAt: Date.now(),
            }
          : null,
      );
    };
    db.transaction('r', [db.liveNights, db.liveUpdates], async () =>
      (await db.liveNights.get(nightId)) ? loadDoc(db, nightId) : null,
    ).then(
      (loaded) => {
        if (cancelled || !loaded) return;
        handle = loaded;
        handle.listeners.add(refresh);
        refresh();
      },
      (error: unknown) => console.error('live night: could not read its history:', error),
    );
    return () => {
      cancelled = true;
      handle?.listeners.delete(refresh);
    };
  }, [db, nightId]);
  return history;
}
