// A change from the room, stored and projected on this phone, is told to the screen drawing its night
// as the transaction commits it: exactly the night and the last change of this phone's undo history
// that reading the database then answers, and nothing while no screen draws the night.
import { describe, expect, it } from 'vitest';
import { discardWin, table } from '../core/ledger/testing';
import {
  addEntry,
  createNight,
  getNight,
  lastChange,
  watchCommittedNight,
  type NightDetail,
  type UndoRow,
} from '../db';
import { expectOk, freshDatabase } from '../db/testing';
import { makeLive } from './engine';
import { loadedDoc } from './registry';
import { anotherPhone } from './testing';

const sg = table('sg', { unit: 10 });
const FROM_THE_ROOM = Symbol('the room');

/** A live night on a phone apart (port 9 on the loopback: nothing listens), with one hand of this phone. */
async function liveNight() {
  const db = freshDatabase();
  const { night } = expectOk(await createNight(db, sg, 'Friday night'));
  expectOk(await addEntry(db, night.id, discardWin(sg, 0, 1, 1)));
  expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:9'));
  const live = loadedDoc(db, night.id)!;
  return { db, nightId: night.id, live, kumar: anotherPhone(live.doc) };
}

describe('a change from the room is handed to the screen drawing its night', () => {
  it('is the night and this phone’s last change as the database holds them once the change committed', async () => {
    const { db, nightId, live, kumar } = await liveNight();
    const told: { night: NightDetail; lastChange: UndoRow | null }[] = [];
    const stop = watchCommittedNight(db, nightId, (night, last) => told.push({ night, lastChange: last }));
    kumar.change({ kind: 'record', entry: discardWin(sg, 2, 3, 2) }, FROM_THE_ROOM);
    await live.settled();
    expect(told).toHaveLength(1);
    expect(told[0]!.night.entries).toHaveLength(2);
    expect(told[0]!.night).toEqual(expectOk(await getNight(db, nightId)).night);
    // This phone's own hand is still what Undo would take back: the room's hand is not this phone's.
    expect(told[0]!.lastChange).toEqual(await lastChange(db, nightId));
    expect(told[0]!.lastChange?.action).toBe('add');

    // Kumar deletes this phone's hand: the night told has it gone, as the database then says.
    const mine = told[0]!.night.entries[0]!;
    kumar.change({ kind: 'revise', entryId: mine.id, entry: null, why: 'delete' }, FROM_THE_ROOM);
    await live.settled();
    expect(told).toHaveLength(2);
    expect(told[1]!.night).toEqual(expectOk(await getNight(db, nightId)).night);
    expect(told[1]!.night.entries.map((entry) => entry.id)).not.toContain(mine.id);

    stop();
    kumar.change({ kind: 'record', entry: discardWin(sg, 1, 0, 1) }, FROM_THE_ROOM);
    await live.settled();
    expect(told).toHaveLength(2);
    expect(expectOk(await getNight(db, nightId)).night.entries).toHaveLength(2);
  });

  it('is not told of another night, nor of this phone’s own writes (the screen that made them hands them over)', async () => {
    const { db, nightId, live, kumar } = await liveNight();
    const other = expectOk(await createNight(db, sg, 'Saturday night')).night;
    const toldHere: NightDetail[] = [];
    const toldOther: NightDetail[] = [];
    watchCommittedNight(db, nightId, (night) => toldHere.push(night));
    watchCommittedNight(db, other.id, (night) => toldOther.push(night));
    expectOk(await addEntry(db, nightId, discardWin(sg, 3, 0, 1)));
    await live.settled();
    expect(toldHere).toHaveLength(0);
    kumar.change({ kind: 'record', entry: discardWin(sg, 2, 3, 2) }, FROM_THE_ROOM);
    await live.settled();
    expect(toldHere.map((night) => night.id)).toEqual([nightId]);
    expect(toldOther).toHaveLength(0);
  });
});
