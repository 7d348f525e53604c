// A restore takes back exactly the records its phone had seen, whatever order the merged log puts
// concurrent records in. Yjs orders two inserts at the same place by their
// clients' ids, so a record another phone appended while this one restored can land BEFORE the last
// record the restoring phone had: naming only that last record (`seen`) took it back too.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { discardWin, drawnHand, table } from '../core/ledger/testing';
import { applyDocChange, readNightDoc, seedNight, type NightMeta } from './doc';
import { LOG_KEY, MAX_FRONTIER, MAX_ID_LENGTH, checkRecord } from './log';
import { serverCheck } from './testing';
import { readLog } from './log-read';

const sg = table('sg', { unit: 10 });
const meta: NightMeta = { id: 'night-1', name: 'Friday', createdAt: 1_000, settings: sg, status: 'open' };

const sync = (from: Y.Doc, to: Y.Doc) =>
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));
const logOf = (doc: Y.Doc) => doc.getArray<Record<string, unknown>>(LOG_KEY);
const entryIds = (doc: Y.Doc): string[] => {
  const read = readNightDoc(doc);
  if (!read.ok) throw new Error(read.problem);
  return read.night.entries.map((item) => item.id);
};

/**
 * Two phones with the night's first hand. Phone B's Yjs client id is the lower one, so an insert B makes
 * at the same place as A's is ordered first in the merged log, on every replica.
 */
function twoPhones() {
  const a = new Y.Doc();
  a.clientID = 2;
  const b = new Y.Doc();
  b.clientID = 1;
  seedNight(a, meta, [], 'phone-a');
  const first = discardWin(sg, 1, 0, 3);
  applyDocChange(a, { kind: 'record', entry: first }, null, 'phone-a');
  sync(a, b);
  return { a, b, first };
}

describe('a restore and a record made at the same time', () => {
  it('keeps the record another phone made meanwhile, even when the merged log puts it before the restore’s last-seen record', () => {
    const { a, b, first } = twoPhones();
    // Phone A records a draw and puts the night back to before its first hand; meanwhile, apart, phone B records a hand.
    const draw = drawnHand();
    applyDocChange(a, { kind: 'record', entry: draw }, null, 'phone-a');
    const firstRecord = logOf(a).get(1)!.id as string;
    applyDocChange(a, { kind: 'restore', before: firstRecord }, null, 'phone-a');
    const meanwhile = discardWin(sg, 2, 3, 2);
    applyDocChange(b, { kind: 'record', entry: meanwhile }, null, 'phone-b');
    sync(a, b);
    sync(b, a);

    // The order that broke it: B's record is ordered before A's draw, the restore's last-seen record.
    const order = logOf(a)
      .toArray()
      .map((record) => (record.t === 'record' ? (record.entry as { id: string }).id : record.t));
    expect(order).toEqual(['start', first.id, meanwhile.id, draw.id, 'restore']);
    expect(logOf(b).toArray()).toEqual(logOf(a).toArray());

    // What A had seen from its target on (its first hand and the draw) is taken back; B's hand stands, on both phones.
    expect(entryIds(a)).toEqual([meanwhile.id]);
    expect(entryIds(b)).toEqual([meanwhile.id]);
    const read = readLog(logOf(a).toArray());
    if (!read.ok) throw new Error(read.problem);
    expect(
      read.night.history.filter((item) => item.kind === 'record').map((item) => [item.entryId, item.active]),
    ).toEqual([
      [first.id, false],
      [meanwhile.id, true],
      [draw.id, false],
    ]);
  });

  it('names, per phone, the last record it had: bounded, and only in the shape the server takes', () => {
    const { a, b } = twoPhones();
    applyDocChange(b, { kind: 'record', entry: drawnHand() }, null, 'phone-b');
    sync(b, a);
    const target = logOf(a).get(1)!.id as string;
    applyDocChange(a, { kind: 'restore', before: target }, null, 'phone-a');
    const log = logOf(a).toArray();
    const restore = log.at(-1)!;
    expect(restore.t).toBe('restore');
    expect(restore.seen).toBe(log.at(-2)!.id);
    expect(restore.upto).toEqual([
      ['phone-a', log[1]!.id],
      ['phone-b', log[2]!.id],
    ]);
    expect(checkRecord(restore).ok).toBe(true);

    const twice = {
      ...restore,
      upto: [
        ['phone-a', 'x1'],
        ['phone-a', 'x2'],
      ],
    };
    expect(checkRecord(twice)).toEqual({ ok: false, problem: 'not_a_record' });
    const tooMany = {
      ...restore,
      upto: Array.from({ length: MAX_FRONTIER + 1 }, (_, i) => [`phone-${i}`, `record-${i}`]),
    };
    expect(checkRecord(tooMany)).toEqual({ ok: false, problem: 'not_a_record' });
    expect(checkRecord({ ...restore, upto: [['phone-a']] }).ok).toBe(false);
    expect(checkRecord({ ...restore, upto: [['phone-a', '']] }).ok).toBe(false);
    expect(checkRecord({ ...restore, upto: { 'phone-a': 'x1' } }).ok).toBe(false);
    expect(checkRecord({ ...restore, upto: [] }).ok).toBe(true);
  });

  it('reads a restore of the earlier shape (only `seen`) as before: everything up to `seen` is taken back', () => {
    const { a, b, first } = twoPhones();
    const draw = drawnHand();
    applyDocChange(a, { kind: 'record', entry: draw }, null, 'phone-a');
    const meanwhile = discardWin(sg, 2, 3, 2);
    applyDocChange(b, { kind: 'record', entry: meanwhile }, null, 'phone-b');
    const log = logOf(a).toArray();
    // The restore an earlier version wrote: before the first hand, seen = the draw, no frontier.
    const old = {
      v: 2,
      t: 'restore',
      id: 'old-restore',
      phone: 'phone-a',
      at: 5_000,
      before: log[1]!.id,
      seen: log[2]!.id,
    };
    logOf(a).push([old]);
    sync(a, b);
    sync(b, a);
    expect(
      logOf(a)
        .toArray()
        .map((record) => record.id),
    ).toEqual(
      logOf(b)
        .toArray()
        .map((record) => record.id),
    );
    // B's hand landed before the draw: an old restore takes it back, as it always did.
    expect(entryIds(a)).toEqual([]);
    expect(entryIds(b)).toEqual([]);
    void first;
  });

  it('a phone absent from the frontier had seen none of its records', () => {
    const { a, b, first } = twoPhones();
    // A restores before its first hand with no record of B; B (its first record ever) records meanwhile.
    const target = logOf(a).get(1)!.id as string;
    applyDocChange(a, { kind: 'restore', before: target }, null, 'phone-a');
    const meanwhile = drawnHand();
    applyDocChange(b, { kind: 'record', entry: meanwhile }, null, 'phone-b');
    sync(a, b);
    sync(b, a);
    expect(entryIds(a)).toEqual([meanwhile.id]);
    expect(entryIds(b)).toEqual([meanwhile.id]);
    void first;
  });

  it('with more phones than the frontier takes, or ids too long for it, the restore names `seen` alone, and the server still takes it', () => {
    for (const [phones, idLength] of [
      [MAX_FRONTIER, 8],
      [MAX_FRONTIER - 1, MAX_ID_LENGTH],
    ] as const) {
      const { a } = twoPhones();
      const room = new Y.Doc();
      Y.applyUpdate(room, Y.encodeStateAsUpdate(a));
      // Peers with the link append a status record each, under phone ids of their own.
      const before = Y.encodeStateVector(a);
      logOf(a).push(
        Array.from({ length: phones }, (_, i) => ({
          v: 2,
          t: 'status',
          status: 'open',
          id: `r${i}`.padEnd(idLength, 'r'),
          phone: `p${i}`.padEnd(idLength, 'p'),
          at: 5_000,
        })),
      );
      expect(serverCheck(room, Y.encodeStateAsUpdate(a, before))).toMatchObject({ ok: true });
      Y.applyUpdate(room, Y.encodeStateAsUpdate(a, before));
      const beforeRestore = Y.encodeStateVector(a);
      applyDocChange(a, { kind: 'restore', before: logOf(a).get(1)!.id as string }, null, 'phone-a');
      const restore = logOf(a).toArray().at(-1)!;
      expect([restore.t, 'upto' in restore]).toEqual(['restore', false]);
      expect(serverCheck(room, Y.encodeStateAsUpdate(a, beforeRestore))).toMatchObject({ ok: true });
    }
    // At the bound, with the app's own ids, the frontier is named in full.
    const { a } = twoPhones();
    logOf(a).push(
      Array.from({ length: MAX_FRONTIER - 1 }, (_, i) => ({
        v: 2,
        t: 'status',
        status: 'open',
        id: `status-${i}`,
        phone: `phone-${i}`,
        at: 5_000,
      })),
    );
    applyDocChange(a, { kind: 'restore', before: logOf(a).get(1)!.id as string }, null, 'phone-a');
    expect((logOf(a).toArray().at(-1)!.upto as unknown[]).length).toBe(MAX_FRONTIER);
  });
});
