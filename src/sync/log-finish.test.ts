// A finish names what its phone had seen (its frontier, `upto`), and while the night stays finished the
// changes it had not seen are late: not counted, listed alike on every phone, counted once it is reopened.
// The case: p3 records a hand offline while p5 finishes the night; p3 comes back.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { discardWin, drawnHand, selfDrawnWin, table } from '../core/ledger/testing';
import { applyDocChange, readNightDoc, seedNight, type NightMeta } from './doc';
import { serverCheck } from './testing';
import { readLog } from './log-read';

const settings = table('sg', { unit: 10 });
const meta: NightMeta = { id: 'night-1', name: 'Friday', createdAt: 1_000, settings, status: 'open' };

/** Sends what `from` has that `to` lacks (one way). */
const send = (from: Y.Doc, to: Y.Doc): void =>
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));

/** Phones with a shared night of two hands; `clients` fixes each phone's Yjs client id (which orders concurrent inserts). */
function table3(clients: number[]): Y.Doc[] {
  const phones = clients.map((client) => {
    const doc = new Y.Doc();
    doc.clientID = client;
    return doc;
  });
  seedNight(
    phones[0]!,
    meta,
    [discardWin(settings, 1, 0, 3), drawnHand()].map((entry) => ({ id: entry.id, entry, version: 0 })),
    'phone-0',
  );
  for (const phone of phones.slice(1)) send(phones[0]!, phone);
  return phones;
}

const night = (doc: Y.Doc) => {
  const read = readNightDoc(doc);
  if (!read.ok) throw new Error(read.problem);
  return read.night;
};
const summary = (doc: Y.Doc) => {
  const n = night(doc);
  return {
    status: n.meta.status,
    count: n.entries.length,
    totals: n.ledger.totals,
    late: n.late.map((item) => [item.kind, item.entryId, item.hand ?? null]),
  };
};

describe('a change made after the night was finished on another phone', () => {
  // Both orders of the merged array: the late hand's phone with a lower client id is ordered BEFORE the finish.
  for (const [label, clients] of [
    ['the late hand ordered before the finish', [50, 10, 90]],
    ['after it', [50, 90, 10]],
  ] as const) {
    it(`is not counted on any phone while the night is finished, and is said alike (${label})`, () => {
      const [p0, p3, p5] = table3([...clients]);
      const server = new Y.Doc();
      send(p0!, server);
      // p3 apart records hand 3; p5 (which had every record but that one) finishes the night.
      const late = selfDrawnWin(settings, 2, 2);
      applyDocChange(p3!, { kind: 'record', entry: late }, null, 'phone-3');
      applyDocChange(p5!, { kind: 'status', status: 'finished' }, null, 'phone-5');
      send(p5!, p0!); // p0 was in the room: it has the finish, not the hand, and disconnects
      expect(summary(p0!)).toMatchObject({ status: 'finished', count: 2, late: [] });
      // p3 comes back: the server gets its hand; p3 gets the finish. A phone joining later gets both.
      // Each phone sends the server its own changes, as the check takes them.
      for (const phone of [p5!, p3!]) {
        const update = Y.encodeStateAsUpdate(phone, Y.encodeStateVector(server));
        expect(serverCheck(server, update)).toMatchObject({ ok: true });
        Y.applyUpdate(server, update);
      }
      send(server, p3!);
      const p6 = new Y.Doc();
      send(server, p6);
      const finished = summary(p0!);
      for (const phone of [p3!, p6, server]) {
        expect(summary(phone)).toEqual({ ...finished, late: [['record', late.id, 3]] });
      }
      const [said] = night(p6).late;
      expect(said).toMatchObject({ kind: 'record', phone: 'phone-3', finishedBy: 'phone-5', entry: late });
      // The history marks it, and keeps it.
      expect(
        night(p6).history.find((item) => item.entryId === late.id && item.kind === 'record'),
      ).toMatchObject({ late: true, active: true });

      // Reopened on any phone (here p0, once it heard of the hand): every phone counts it.
      send(server, p0!);
      expect(summary(p0!)).toEqual(summary(p6));
      applyDocChange(p0!, { kind: 'status', status: 'open' }, null, 'phone-0');
      for (const phone of [p3!, p5!, p6, server]) send(p0!, phone);
      for (const phone of [p0!, p3!, p5!, p6])
        expect(summary(phone)).toMatchObject({ status: 'open', count: 3, late: [] });
      const totals = summary(p0!).totals;
      for (const phone of [p3!, p5!, p6]) expect(summary(phone).totals).toEqual(totals);

      // Finished again by a phone that has it: it counts.
      applyDocChange(p5!, { kind: 'status', status: 'finished' }, null, 'phone-5');
      send(p5!, p0!);
      expect(summary(p0!)).toMatchObject({ status: 'finished', count: 3, late: [], totals });
    });
  }

  it('counts what the finish had seen even when ordered after records it had not (two phones, edits too)', () => {
    const [a, b] = table3([90, 10]);
    // b sees a hand a records, then goes apart and edits it and deletes another; a finishes without those.
    const hand = discardWin(settings, 2, 1, 3);
    applyDocChange(a!, { kind: 'record', entry: hand }, null, 'phone-a');
    send(a!, b!);
    const first = night(b!).entries[0]!.id;
    applyDocChange(b!, { kind: 'revise', entryId: hand.id, entry: { ...hand, tai: 3 } }, null, 'phone-b');
    applyDocChange(b!, { kind: 'revise', entryId: first, entry: null }, null, 'phone-b');
    applyDocChange(a!, { kind: 'status', status: 'finished' }, null, 'phone-a');
    const before = summary(a!);
    send(b!, a!);
    send(a!, b!);
    expect(summary(a!)).toEqual(summary(b!));
    expect(summary(a!)).toMatchObject({ count: 3, totals: before.totals });
    expect(night(a!).late.map((item) => [item.kind, item.why, item.number])).toEqual([
      ['revise', 'edit', 3],
      ['revise', 'delete', 1],
    ]);
  });

  it('reads a finish without a frontier (an earlier version’s) as before: everything counts', () => {
    const [a, b] = table3([50, 10]);
    applyDocChange(b!, { kind: 'record', entry: drawnHand() }, null, 'phone-b');
    // An earlier version's finish: a status record with no upto.
    a!
      .getArray('log')
      .push([{ v: 2, t: 'status', status: 'finished', id: 'old-finish', phone: 'phone-a', at: 2_000 }]);
    send(a!, b!);
    send(b!, a!);
    expect(summary(a!)).toMatchObject({ status: 'finished', count: 3, late: [] });
    expect(summary(b!)).toEqual(summary(a!));
  });

  it('ignores a frontier that contradicts the log (a record named under another phone)', () => {
    const [a] = table3([50]);
    const records = a!.getArray<{ id: string }>('log').toArray();
    a!.getArray('log').push([
      {
        v: 2,
        t: 'status',
        status: 'finished',
        id: 'bad',
        phone: 'phone-x',
        at: 2_000,
        upto: [['phone-x', records[1]!.id]],
      },
    ]);
    const read = readLog(a!.getArray('log').toArray());
    expect(read.ok && read.night.entries.length).toBe(2);
    expect(read.ok && read.night.late).toEqual([]);
  });
});
