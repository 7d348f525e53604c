// The seam between the database and the sync engine: the database never imports the engine, the app
// gives it the way to load it (app/live-engine.ts). Without it a write to a live night is refused inside
// its transaction, never kept on this phone alone; with it, the engine is loaded before the write and
// its mirror takes the change. In this order: the module keeps what it was given.
import { describe, expect, it, vi } from 'vitest';
import { discardWin, table } from '../core/ledger/testing';
import { addEntry, createNight } from './ledger';
import { provideLiveEngine, registerLiveMirror, type LiveMirror } from './live-hook';
import { dumpDatabase, expectOk, freshDatabase } from './testing';

const sg = table();

async function liveNight() {
  const db = freshDatabase();
  const { night } = expectOk(await createNight(db, sg, 'Friday'));
  await db.liveNights.put({ id: night.id, room: 'room', server: 'wss://live.example.org', confirmedSeq: 0 });
  return { db, night };
}

describe('a write to a live night', () => {
  it('with no engine given, is refused inside its transaction and changes nothing', async () => {
    const { db, night } = await liveNight();
    const before = await dumpDatabase(db);
    const written = await addEntry(db, night.id, discardWin(sg, 0, 1, 2));
    expect(written.ok ? 'written' : written.error.code).toBe('internal_error');
    expect(await dumpDatabase(db)).toEqual(before);
  });

  it('loads the engine the app gives, whose mirror takes the change', async () => {
    const { db, night } = await liveNight();
    const changes: string[] = [];
    const mirror: LiveMirror = async (_db, live, change) => {
      changes.push(`${live.id}:${change.kind}`);
      return { changed: false, docClock: 1 };
    };
    const load = vi.fn(async () => registerLiveMirror(mirror));
    provideLiveEngine(load);
    expectOk(await addEntry(db, night.id, discardWin(sg, 0, 1, 2)));
    expect(load).toHaveBeenCalledOnce();
    expect(changes).toEqual([`${night.id}:record`]);
  });
});
