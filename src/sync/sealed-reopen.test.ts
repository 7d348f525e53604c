// A sealed night reopened on the phone that verified its envelopes: only what it has not opened before
// is checked again (sealed.ts keeps each opening with the room's updates), and nothing is trusted that
// the phone did not open itself. (Node: jsdom's typed arrays do not survive fake-indexeddb's clone.)
import * as NightLog from '@tai-table/night-log';
import * as Y from 'yjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discardWin, drawnHand, table } from '../core/ledger/testing';
import { addEntry, createNight } from '../db/ledger';
import { expectOk, freshDatabase } from '../db/testing';
import type { TaiTableDB } from '../db/schema';
import { makeLive } from './engine';
import { compactUpdates, COMPACT_AFTER, dropDoc, loadDoc, readLiveNight } from './registry';

vi.mock('@tai-table/night-log', async (original) => {
  const actual = await original<typeof NightLog>();
  return { ...actual, verifyEnvelope: vi.fn(actual.verifyEnvelope) };
});
const verified = vi.mocked(NightLog.verifyEnvelope);

const sg = table('sg', { unit: 10 });
const SERVER = 'ws://127.0.0.1:1';

/** A sealed live night with `hands` hands recorded on this phone, then forgotten from memory (a reload). */
async function sealedNight(hands: number): Promise<{ db: TaiTableDB; nightId: string }> {
  const db = freshDatabase();
  const { night } = expectOk(await createNight(db, sg, 'Friday night'));
  expectOk(await makeLive(db, night.id, SERVER));
  for (let i = 0; i < hands; i += 1)
    expectOk(await addEntry(db, night.id, i % 2 ? drawnHand() : discardWin(sg, 1, 0, 3)));
  dropDoc(db, night.id);
  return { db, nightId: night.id };
}

/** Reads the night as a reload does, counting the signatures checked. */
async function reopen(db: TaiTableDB, nightId: string) {
  dropDoc(db, nightId);
  verified.mockClear();
  const live = await db.transaction('r', [db.liveNights, db.liveUpdates], () => loadDoc(db, nightId));
  const read = readLiveNight(live);
  if (!read.ok) throw new Error(read.problem);
  return { read: read.night, checked: verified.mock.calls.length, live };
}

afterEach(() => verified.mockClear());

describe('reopening a sealed night', () => {
  it('checks no signature of the envelopes this phone wrote or opened before, and reads the same night', async () => {
    const { db, nightId } = await sealedNight(3);
    const first = await reopen(db, nightId);
    expect(first.checked).toBe(0);
    expect(first.read.entries).toHaveLength(3);
  });

  it('checks again an envelope whose kept opening does not match it, and only that one', async () => {
    const { db, nightId } = await sealedNight(3);
    // The phone's storage altered: a kept opening's hash, and another's record (its hash still the envelope's).
    const rows = await db.liveUpdates.where('nightId').equals(nightId).toArray();
    const withOpenings = rows.filter((row) => (row.opened?.length ?? 0) > 0);
    expect(withOpenings.length).toBeGreaterThanOrEqual(2);
    const [a, b] = withOpenings.slice(-2);
    await db.liveUpdates.update(a!.seq!, {
      opened: a!.opened!.map((opening) => ({ ...opening, hash: 'x'.repeat(43) })),
    });
    await db.liveUpdates.update(b!.seq!, { opened: [{ client: 'not a number', raw: 5 }] as never });
    const { checked, read } = await reopen(db, nightId);
    expect(checked).toBe(a!.opened!.length + b!.opened!.length);
    expect(read.entries).toHaveLength(3);
  });

  it('keeps the openings when the updates are merged, and opens the room’s new records itself', async () => {
    const { db, nightId } = await sealedNight(COMPACT_AFTER + 2);
    // Acknowledged by the server, so compacting merges them all.
    const last = await db.liveUpdates.where('nightId').equals(nightId).last();
    await db.liveNights.update(nightId, { confirmedSeq: last!.seq! });
    await compactUpdates(db, nightId);
    expect(await db.liveUpdates.where('nightId').equals(nightId).count()).toBe(1);
    const { checked, live } = await reopen(db, nightId);
    expect(checked).toBe(0);

    // Another phone's hand arrives from the room: verified before it counts, whatever this phone kept.
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(live.doc));
    const room = NightLog.roomKeysOf((await db.liveNights.get(nightId))!.room)!;
    const keys = NightLog.newPhoneKeys();
    NightLog.appendSealed(other, room, keys, [{ kind: 'note', json: '{"v":2,"t":"note"}' }]);
    verified.mockClear();
    Y.applyUpdate(live.doc, Y.encodeStateAsUpdate(other, Y.encodeStateVector(live.doc)));
    await live.settled();
    readLiveNight(live);
    expect(verified.mock.calls.length).toBe(1);
  });
});
