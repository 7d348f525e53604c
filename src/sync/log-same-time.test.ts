// A hand conflict says how it happened, alike on every phone: each recording
// says whether its phone was Live (connected and up to date with the room) as it recorded; two hands
// of one turn all recorded live were recorded "at the same time", else "while apart". A recording of
// an earlier version says nothing, and reads as apart, as it always did.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { discardWin, drawnHand, selfDrawnWin, table } from '../core/ledger/testing';
import { addEntry, createNight } from '../db/ledger';
import { expectOk, freshDatabase } from '../db/testing';
import { applyDocChange, readNightDoc, seedNight, type NightMeta, type ReadNight } from './doc';
import { joinFromDoc, makeLive } from './engine';
import { LOG_KEY, checkRecord } from './log';
import { loadedDoc } from './registry';
import { recordsIn } from './testing';

const sg = table('sg', { unit: 10 });
const meta: NightMeta = { id: 'night-1', name: 'Friday', createdAt: 1_000, settings: sg, status: 'open' };
const sync = (from: Y.Doc, to: Y.Doc) =>
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));
const readOk = (doc: Y.Doc): ReadNight => {
  const read = readNightDoc(doc);
  if (!read.ok) throw new Error(read.problem);
  return read.night;
};

/** Two phones with one hand; each then records the next hand without the other's, `live` as given. */
function sameTurn(liveA: boolean | undefined, liveB: boolean | undefined, liveC?: boolean) {
  const docs = [new Y.Doc(), new Y.Doc(), new Y.Doc()];
  const [a, b, c] = docs as [Y.Doc, Y.Doc, Y.Doc];
  seedNight(a, meta, [], 'phone-a');
  applyDocChange(a, { kind: 'record', entry: drawnHand() }, null, 'phone-a', { live: true });
  sync(a, b);
  sync(a, c);
  applyDocChange(
    a,
    { kind: 'record', entry: discardWin(sg, 1, 0, 3) },
    null,
    'phone-a',
    liveA === undefined ? {} : { live: liveA },
  );
  applyDocChange(
    b,
    { kind: 'record', entry: selfDrawnWin(sg, 2, 2) },
    null,
    'phone-b',
    liveB === undefined ? {} : { live: liveB },
  );
  if (liveC !== undefined)
    applyDocChange(c, { kind: 'record', entry: discardWin(sg, 3, 1, 1) }, null, 'phone-c', { live: liveC });
  for (const from of docs) for (const to of docs) if (from !== to) sync(from, to);
  const nights = docs.map(readOk);
  expect(nights[1]).toEqual(nights[0]);
  expect(nights[2]).toEqual(nights[0]);
  return { night: nights[0]!, log: a.getArray<Record<string, unknown>>(LOG_KEY).toArray() };
}

describe('a hand conflict, at the same time or while apart', () => {
  it('is at the same time when every phone recorded it live, on every phone', () => {
    const { night, log } = sameTurn(true, true);
    expect(night.conflicts).toHaveLength(1);
    expect(night.conflicts[0]!.atSameTime).toBe(true);
    // The field is on the recordings, and the server's schema takes it.
    const recordings = log.filter((record) => record.t === 'record');
    expect(recordings.map((record) => record.live)).toEqual([true, true, true]);
    for (const record of recordings) expect(checkRecord(record).ok).toBe(true);
  });

  it('is while apart when any of its hands was recorded apart', () => {
    expect(sameTurn(true, false).night.conflicts[0]!.atSameTime).toBeUndefined();
    expect(sameTurn(false, true).night.conflicts[0]!.atSameTime).toBeUndefined();
    const three = sameTurn(true, true, false).night.conflicts;
    expect(three).toHaveLength(1);
    expect(three[0]!.entryIds).toHaveLength(3);
    expect(three[0]!.atSameTime).toBeUndefined();
    expect(sameTurn(true, true, true).night.conflicts[0]!.atSameTime).toBe(true);
  });

  it('reads a recording of an earlier version (no field) as apart, as before', () => {
    const { night, log } = sameTurn(true, undefined);
    // The order of the two concurrent recordings is the merge's (by Yjs client ids): compared by phone.
    expect(
      log
        .filter((record) => record.t === 'record')
        .map((record) => `${record.phone as string}:${'live' in record}`)
        .sort(),
    ).toEqual(['phone-a:true', 'phone-a:true', 'phone-b:false']);
    expect(night.conflicts).toHaveLength(1);
    expect(night.conflicts[0]!.atSameTime).toBeUndefined();
  });

  it('refuses a `live` that is not true or false', () => {
    const { log } = sameTurn(true, true);
    const recording = log.find((record) => record.t === 'record')!;
    expect(checkRecord({ ...recording, live: 'yes' }).ok).toBe(false);
    expect(checkRecord({ ...recording, live: 1 }).ok).toBe(false);
    expect(checkRecord({ ...recording, live: false }).ok).toBe(true);
  });

  it('a phone records with what its connection says: Live or not', async () => {
    const a = freshDatabase();
    const b = freshDatabase();
    const { night } = expectOk(await createNight(a, sg, 'Friday night'));
    const { link } = expectOk(await makeLive(a, night.id, 'ws://127.0.0.1:1'));
    const docA = loadedDoc(a, night.id)!;
    const { nightId } = expectOk(await joinFromDoc(b, link, docA.doc));
    const docB = loadedDoc(b, nightId)!;
    // What src/sync/connection.ts sets as its strip says Live (or not): here, phone A is Live, phone B is not.
    docA.upToDate = true;
    docB.upToDate = false;
    expectOk(await addEntry(a, night.id, discardWin(sg, 1, 0, 3)));
    expectOk(await addEntry(b, nightId, drawnHand()));
    const recordings = (doc: Y.Doc) =>
      recordsIn(doc).flatMap((record) => (record.t === 'record' ? [record] : []));
    expect(recordings(docA.doc).map((record) => record.live)).toEqual([true]);
    expect(recordings(docB.doc).map((record) => record.live)).toEqual([false]);
  });
});
