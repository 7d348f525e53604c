// Where a live night meets its limits on the phone: a change past the bounds the server keeps
// is refused by the phone before anything is written (the server would refuse it, and every reader
// leave it out); the room's changes the phone could not store are said (stuck) and stored by themselves
// once the storage takes them again, with no further change from the room needed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { drawnHand, table } from '../core/ledger/testing';
import { addEntry, createNight, getNight } from '../db';
import { expectOk, freshDatabase } from '../db/testing';
import { makeLive } from './engine';
import { LOG_KEY, MAX_RECORDS } from './log';
import { loadedDoc, STORE_RETRY_MS } from './registry';

const sg = table('sg', { unit: 10 });
const SERVER = 'ws://127.0.0.1:1234';
const ROOM = Symbol('the room');

async function liveNight() {
  const db = freshDatabase();
  const { night } = expectOk(await createNight(db, sg, 'Friday night'));
  expectOk(await makeLive(db, night.id, SERVER));
  const live = loadedDoc(db, night.id)!;
  return { db, nightId: night.id, live };
}

/** Another phone's changes arriving from the room: `count` records reopening the night (legitimate, no entries). */
function fromTheRoom(doc: Y.Doc, count: number, first = 0): void {
  const other = new Y.Doc();
  Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
  const before = Y.encodeStateVector(other);
  other.getArray(LOG_KEY).push(
    Array.from({ length: count }, (_, i) => ({
      v: 2,
      t: 'status',
      id: `other-${first + i}`,
      phone: 'other-phone-1',
      at: 1_700_000_000_000,
      status: 'open',
    })),
  );
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(other, before), ROOM);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a live night at its bounds', () => {
  it('takes a hand that fills the night, and refuses the next one before writing anything', async () => {
    const { db, nightId, live } = await liveNight();
    const held = live.doc.getArray(LOG_KEY).length;
    fromTheRoom(live.doc, MAX_RECORDS - held - 1);
    await live.settled();
    expect(live.doc.getArray(LOG_KEY).length).toBe(MAX_RECORDS - 1);

    expectOk(await addEntry(db, nightId, drawnHand()));
    expect(live.doc.getArray(LOG_KEY).length).toBe(MAX_RECORDS);
    const stored = await db.liveUpdates.where('nightId').equals(nightId).count();

    const refused = await addEntry(db, nightId, drawnHand());
    expect(refused).toMatchObject({ ok: false, error: { code: 'night_full' } });
    expect(live.doc.getArray(LOG_KEY).length).toBe(MAX_RECORDS);
    expect(await db.liveUpdates.where('nightId').equals(nightId).count()).toBe(stored);
    expect(expectOk(await getNight(db, nightId)).night.entries).toHaveLength(1);
    expect(live.waiting).toBe(2); // the night made live, and the hand that filled it: nothing for the refused one
  });
});

describe('the room’s changes this phone could not store', () => {
  it('are said until stored, and stored by themselves once the storage takes them', async () => {
    const { db, nightId, live } = await liveNight();
    const full = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    const bulkAdd = vi.spyOn(db.liveUpdates, 'bulkAdd').mockRejectedValue(full);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = vi.fn();
    live.listeners.add(heard);

    fromTheRoom(live.doc, 1);
    await live.settled();
    expect(live.problem).toContain('quota');
    expect(heard).toHaveBeenCalled();
    const before = await db.liveUpdates.where('nightId').equals(nightId).count();

    // Space returns; nothing more arrives from the room: the retry stores what waited.
    bulkAdd.mockRestore();
    await vi.waitFor(() => expect(live.problem).toBeNull(), { timeout: STORE_RETRY_MS * 3, interval: 100 });
    expect(await db.liveUpdates.where('nightId').equals(nightId).count()).toBe(before + 1);
  });
});
