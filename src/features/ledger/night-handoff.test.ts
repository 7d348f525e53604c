// A change's committed night, handed to the Night screen: it is exactly what the screen would read
// from the database after the change (the night and what Undo would take back), numbered after every
// read already started, and a Night screen opened later than the change's own tap does not get it. A
// change from another phone is handed over the same way, numbered as it commits.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discardWin, table } from '../../core/ledger/testing';
import {
  addEntry,
  createNight,
  deleteEntry,
  getNight,
  undoLast,
  updateEntry,
  type TaiTableDB,
} from '../../db';
import { makeLive } from '../../sync/engine';
import { loadedDoc } from '../../sync/registry';
import { anotherPhone } from '../../sync/testing';
import { expectOk, freshDatabase } from '../../db/testing';
import { undoPreview } from './undo-preview';
import {
  asDrawn,
  handedToOpeningScreen,
  handoffCount,
  handOver,
  leaveForNightScreen,
  watchRoomChanges,
  type HandedNight,
} from './night-handoff';

const sg = table('sg', { unit: 10 });
const draft = <T extends { id: string; at: number }>({ id: _id, at: _at, ...rest }: T) => rest;

afterEach(() => vi.useRealTimers());

/** The night as the Night screen reads it: the night and what Undo would take back. */
async function readAsTheScreen(db: TaiTableDB, nightId: string) {
  const night = expectOk(await getNight(db, nightId)).night;
  return { night, undo: await undoPreview(db, night) };
}

describe('a change hands its committed night to the Night screen', () => {
  it('is what the screen would read after each change: the night and what Undo would take back', async () => {
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    const asRead = () => readAsTheScreen(db, night.id);
    const added = expectOk(await addEntry(db, night.id, draft(discardWin(sg, 1, 2, 2))));
    const entryId = added.entry.id;
    const second = expectOk(await addEntry(db, night.id, draft(discardWin(sg, 0, 3, 1))));
    expect(handOver(second.night, second.lastChange)).toMatchObject(await asRead());
    const edited = expectOk(
      await updateEntry(db, night.id, entryId, draft(discardWin(sg, 1, 2, 3)), { version: 0 }),
    );
    expect(handOver(edited.night, edited.lastChange)).toMatchObject(await asRead());
    const deleted = expectOk(await deleteEntry(db, night.id, entryId, { version: 1 }));
    expect(handOver(deleted.night, deleted.lastChange)).toMatchObject(await asRead());
    const before = await asRead();
    expect(before.undo?.action).toBe('delete');
    const undone = expectOk(await undoLast(db, night.id, { seq: before.undo!.seq, entryId }));
    const handed = handOver(undone.night, undone.lastChange);
    expect(handed).toMatchObject(await asRead());
    // After the undo, Undo offers the edit before it: the undo history's new last change.
    expect(handed.undo?.action).toBe('edit');
  });

  it('is numbered after every read already started, and waits only for the screen its own tap opens', async () => {
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    const added = expectOk(await addEntry(db, night.id, draft(discardWin(sg, 1, 2, 2))));
    vi.useFakeTimers({ toFake: ['performance'] });
    const startedBefore = handoffCount();
    const handed = handOver(added.night, added.lastChange);
    expect(handed.seq).toBeGreaterThan(startedBefore);
    expect(handoffCount()).toBe(handed.seq);
    leaveForNightScreen(handed);
    expect(handedToOpeningScreen()).toBe(handed);
    // A screen opened well after the tap reads the database instead.
    vi.advanceTimersByTime(1_500);
    expect(handedToOpeningScreen()).toBeNull();
  });
});

describe('a change from another phone is handed to the Night screen as it commits', () => {
  const FROM_THE_ROOM = Symbol('the room');

  it('is what the screen would read then, numbered after every read started before it; a finished night is not handed', async () => {
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    expectOk(await addEntry(db, night.id, draft(discardWin(sg, 1, 2, 2))));
    // Port 9 (discard) on the loopback: nothing listens there; the room's changes are applied here.
    expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:9'));
    const live = loadedDoc(db, night.id)!;
    const kumar = anotherPhone(live.doc);
    const handed: { item: HandedNight; countWhenTold: number }[] = [];
    const stop = watchRoomChanges(db, night.id, (item) =>
      handed.push({ item, countWhenTold: handoffCount() }),
    );
    const startedBefore = handoffCount();
    kumar.change({ kind: 'record', entry: discardWin(sg, 0, 3, 1) }, FROM_THE_ROOM);
    await live.settled();
    expect(handed).toHaveLength(1);
    const [{ item, countWhenTold }] = handed as [(typeof handed)[0]];
    expect(item.seq).toBeGreaterThan(startedBefore);
    expect(countWhenTold).toBe(item.seq);
    expect(item).toMatchObject(await readAsTheScreen(db, night.id));
    expect(item.undo?.action).toBe('add');

    kumar.change({ kind: 'status', status: 'finished' }, FROM_THE_ROOM);
    await live.settled();
    expect(expectOk(await getNight(db, night.id)).night.status).toBe('finished');
    expect(handed).toHaveLength(1);
    stop();
  });
});

describe('a read of the night the screen already drew answers the objects drawn', () => {
  it('after each change and each change from the room: the very night and undo handed over, so nothing is drawn again', async () => {
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    const asRead = () => readAsTheScreen(db, night.id);
    const added = expectOk(await addEntry(db, night.id, draft(discardWin(sg, 1, 2, 2))));
    const first = handOver(added.night, added.lastChange);
    const readBack = asDrawn(await asRead(), first);
    expect(readBack.night).toBe(first.night);
    expect(readBack.undo).toBe(first.undo);
    const edited = expectOk(
      await updateEntry(db, night.id, added.entry.id, draft(discardWin(sg, 1, 2, 3)), { version: 0 }),
    );
    const second = handOver(edited.night, edited.lastChange);
    expect(asDrawn(await asRead(), second)).toEqual({ night: second.night, undo: second.undo });
    expect(asDrawn(await asRead(), second).night).toBe(second.night);

    // A live night: the room's change is handed over as it commits, and read back the same.
    expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:9'));
    const live = loadedDoc(db, night.id)!;
    const handed: HandedNight[] = [];
    const stop = watchRoomChanges(db, night.id, (item) => handed.push(item));
    anotherPhone(live.doc).change({ kind: 'record', entry: discardWin(sg, 0, 3, 1) }, Symbol('the room'));
    await live.settled();
    stop();
    const fromRoom = handed.at(-1)!;
    const readAfterRoom = asDrawn(await asRead(), fromRoom);
    expect(readAfterRoom.night).toBe(fromRoom.night);
    expect(readAfterRoom.undo).toBe(fromRoom.undo);
  });

  it('keeps what a changed night did not change: the settings and the earlier rows drawn, the new row read', async () => {
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    const added = expectOk(await addEntry(db, night.id, draft(discardWin(sg, 1, 2, 2))));
    const drawn = handOver(added.night, added.lastChange);
    expectOk(await addEntry(db, night.id, draft(discardWin(sg, 0, 3, 1))));
    const after = await readAsTheScreen(db, night.id);
    expect(asDrawn(after, null)).toBe(after);
    const kept = asDrawn(after, drawn);
    expect(kept).toEqual(after);
    expect(kept.night).not.toBe(drawn.night);
    expect(kept.night.settings).toBe(drawn.night.settings);
    expect(kept.night.ledger.rows[0]).toBe(drawn.night.ledger.rows[0]);
    expect(kept.night.ledger.rows[1]).toBe(after.night.ledger.rows[1]);
    expect(kept.night.ledger.totals).not.toBe(drawn.night.ledger.totals);

    // A change's own night is handed over the same way: only the entry it changed is new.
    const edited = expectOk(
      await updateEntry(db, night.id, added.entry.id, draft(discardWin(sg, 1, 2, 3)), { version: 0 }),
    );
    const handed = asDrawn(handOver(edited.night, edited.lastChange), kept);
    expect(handed.night).toEqual(edited.night);
    expect(handed.night.settings).toBe(drawn.night.settings);
    expect(handed.night.ledger.rows[0]).not.toBe(kept.night.ledger.rows[0]);
    expect(handed.night.entries[0]).toEqual(edited.entry);
  });
});
