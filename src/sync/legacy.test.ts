// Rooms stored by the earlier version (format 1: a `night` map and a `revisions` array) still open: read
// as they were, and the first change a phone makes copies the night into the log, which the server's
// check accepts on such a room; from then on the log is the night.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { discardWin, drawnHand, table, tablePayment } from '../core/ledger/testing';
import { applyDocChange, readNightDoc } from './doc';
import { serverCheck } from './testing';

const sg = table('sg', { unit: 10 });

/** A room as the earlier version wrote it (its own seedNight, then a revision and a finish and reopen). */
function formatOneRoom() {
  const doc = new Y.Doc();
  const entries = [discardWin(sg, 1, 0, 3), drawnHand(), tablePayment(2, 'exposed_kong')];
  doc.transact(() => {
    const night = doc.getMap<unknown>('night');
    night.set('format', 1);
    night.set('id', 'night-1');
    night.set('name', 'Friday');
    night.set('createdAt', 1_000);
    night.set('settings', JSON.parse(JSON.stringify(sg)));
    night.set('status', 'open');
    let afterHand: string | null = null;
    doc.getArray('revisions').push(
      entries.map((entry) => {
        const record = { id: entry.id, entry: JSON.parse(JSON.stringify(entry)), afterHand, base: 0 };
        if (entry.kind !== 'table_payment') afterHand = entry.id;
        return record;
      }),
    );
  });
  doc.getArray('revisions').push([
    {
      id: entries[0]!.id,
      entry: {
        ...JSON.parse(JSON.stringify(entries[0])),
        tai: 4,
        payment: discardWin(sg, 1, 0, 4).payment,
      },
    },
  ]);
  doc.getMap('night').set('status', 'finished');
  doc.getMap('night').set('status', 'open');
  return { doc, entries };
}

describe('a room of format 1', () => {
  it('reads as it did, and its first change copies it into the log, which the server accepts', () => {
    const { doc: room, entries } = formatOneRoom();
    const before = readNightDoc(room);
    if (!before.ok) throw new Error(before.problem);
    expect(before.night.format).toBe(1);
    expect(before.night.entries.map((e) => e.id)).toEqual(entries.map((e) => e.id));
    expect(before.night.entries[0]!.entry).toMatchObject({ tai: 4 });

    const phone = new Y.Doc();
    Y.applyUpdate(phone, Y.encodeStateAsUpdate(room));
    const vector = Y.encodeStateVector(phone);
    const next = drawnHand();
    applyDocChange(phone, { kind: 'record', entry: next }, 'this phone', 'phone-a');
    const update = Y.encodeStateAsUpdate(phone, vector);
    // The phone's whole state repeats the room's old deletions (its map overwrites): no new deletion.
    expect(serverCheck(room, Y.encodeStateAsUpdate(phone, Y.encodeStateVector(room)))).toMatchObject({
      ok: true,
    });
    Y.applyUpdate(room, update);

    const after = readNightDoc(room);
    if (!after.ok) throw new Error(after.problem);
    expect(after.night.format).toBe(2);
    expect(after.night.entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id), next.id]);
    expect(after.night.entries.map((e) => e.entry).slice(0, 3)).toEqual(
      before.night.entries.map((e) => e.entry),
    );
    expect(after.night.entries[0]!.version).toBe(before.night.entries[0]!.version);
    expect(after.night.ledger.totals).not.toEqual([0, 0, 0, 0]);
    expect(after.night.meta).toEqual(before.night.meta);
    // A phone of the earlier version writing its old way is refused now.
    const old = new Y.Doc();
    Y.applyUpdate(old, Y.encodeStateAsUpdate(room));
    const oldVector = Y.encodeStateVector(old);
    old.getArray('revisions').push([{ id: 'x', entry: drawnHand() }]);
    expect(serverCheck(room, Y.encodeStateAsUpdate(old, oldVector))).toEqual({
      ok: false,
      refusal: 'not_the_log',
    });
  });
});
