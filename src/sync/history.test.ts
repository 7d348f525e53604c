// Putting a live night back, through the engine on two phones: the history says who changed what, a
// restore before a change is seen on both phones' rows, and a backup's entries come in as one change
// that a later hand from the other phone does not undo.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { discardWin, drawnHand, table, tablePayment } from '../core/ledger/testing';
import { exportBackup, importBackup } from '../db/backup';
import { addEntry, createNight, deleteEntry, getNight } from '../db/ledger';
import type { TaiTableDB } from '../db/schema';
import { expectOk, freshDatabase } from '../db/testing';
import { joinFromDoc, makeLive } from './engine';
import { readHistory, replaceEntries, restoreBefore } from './history';
import { loadedDoc } from './registry';

const sg = table('sg', { unit: 10 });
const RELAY = Symbol('relay');

async function twoPhones() {
  const a = freshDatabase();
  const b = freshDatabase();
  const { night } = expectOk(await createNight(a, sg, 'Friday night'));
  const { link } = expectOk(await makeLive(a, night.id, 'ws://127.0.0.1:1'));
  const docA = loadedDoc(a, night.id)!;
  const { nightId } = expectOk(await joinFromDoc(b, link, docA.doc));
  const docB = loadedDoc(b, nightId)!;
  docA.doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== RELAY) Y.applyUpdate(docB.doc, update, RELAY);
  });
  docB.doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== RELAY) Y.applyUpdate(docA.doc, update, RELAY);
  });
  const settled = async () => {
    await docA.settled();
    await docB.settled();
    await docA.settled();
  };
  return { a, b, nightId: night.id, settled };
}

const idsOf = async (db: TaiTableDB, nightId: string) =>
  expectOk(await getNight(db, nightId)).night.entries.map((e) => e.id);

describe('a live night’s history', () => {
  it('lists every change with its phone, and a restore before a change is seen on every phone', async () => {
    const { a, b, nightId, settled } = await twoPhones();
    const first = discardWin(sg, 1, 0, 3);
    const second = drawnHand();
    const third = tablePayment(2, 'exposed_kong');
    expectOk(await addEntry(a, nightId, first));
    await settled();
    expectOk(await addEntry(b, nightId, second));
    await settled();
    expectOk(await addEntry(a, nightId, third));
    expectOk(await deleteEntry(b, nightId, first.id));
    await settled();
    expect(await idsOf(a, nightId)).toEqual([second.id, third.id]);

    const { history } = expectOk(await readHistory(a, nightId));
    expect(history.items.map((item) => [item.kind, item.entryId ?? null])).toEqual([
      ['start', null],
      ['record', first.id],
      ['record', second.id],
      ['record', third.id],
      ['revise', first.id],
    ]);
    // Each phone's changes carry its own key: this phone (a) made the start, the first and the third.
    expect(history.items.map((item) => item.phone === history.thisPhone)).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);

    // Back to before the second hand: the first hand is back, the second and third are gone, on both phones.
    const beforeSecond = history.items[2]!.recordId;
    expectOk(await restoreBefore(b, nightId, beforeSecond));
    await settled();
    expect(await idsOf(a, nightId)).toEqual([first.id]);
    expect(await idsOf(b, nightId)).toEqual([first.id]);
    expect(expectOk(await getNight(a, nightId)).night.totals).toEqual(
      expectOk(await getNight(b, nightId)).night.totals,
    );
    const after = expectOk(await readHistory(a, nightId)).history.items;
    expect(after.at(-1)!.kind).toBe('restore');
    expect(after.filter((item) => !item.active).map((item) => item.entryId)).toEqual([
      second.id,
      third.id,
      first.id,
    ]);

    // A hand recorded afterwards on the other phone goes on from the restored night, and the restore stays.
    const next = drawnHand();
    expectOk(await addEntry(a, nightId, next));
    await settled();
    expect(await idsOf(b, nightId)).toEqual([first.id, next.id]);
  });

  it('refuses a restore before a change that is not in the history, or before the night’s start', async () => {
    const { a, nightId } = await twoPhones();
    const { history } = expectOk(await readHistory(a, nightId));
    const missing = await restoreBefore(a, nightId, 'no-such-change');
    expect(!missing.ok && missing.error.code).toBe('change_not_found');
    const start = await restoreBefore(a, nightId, history.items[0]!.recordId);
    expect(!start.ok && start.error.code).toBe('change_not_found');
  });

  it('a backup’s entries brought into a live night are one change a later hand from another phone does not undo', async () => {
    const { a, b, nightId, settled } = await twoPhones();
    const kept = discardWin(sg, 1, 0, 3);
    const dropped = drawnHand();
    expectOk(await addEntry(a, nightId, kept));
    expectOk(await addEntry(a, nightId, dropped));
    await settled();
    const fromBackup = [
      { ...kept, tai: 4, payment: discardWin(sg, 1, 0, 4).payment },
      tablePayment(3, 'exposed_kong'),
    ];
    expectOk(await replaceEntries(a, nightId, fromBackup));
    await settled();
    expectOk(await addEntry(b, nightId, drawnHand()));
    await settled();
    const night = expectOk(await getNight(a, nightId)).night;
    expect(night.entries.slice(0, 2)).toEqual(fromBackup);
    expect(night.entries).toHaveLength(3);
    expect(await idsOf(b, nightId)).toEqual(night.entries.map((e) => e.id));
  });
});

describe('a backup restored into a live night', () => {
  it('becomes one change of the log, on every phone, that the next hand from another phone keeps', async () => {
    const { a, b, nightId, settled } = await twoPhones();
    const first = discardWin(sg, 1, 0, 3);
    const second = drawnHand();
    expectOk(await addEntry(a, nightId, first));
    expectOk(await addEntry(a, nightId, second));
    await settled();
    const { backup } = expectOk(await exportBackup(a));
    const { history } = expectOk(await readHistory(a, nightId));
    expectOk(
      await restoreBefore(a, nightId, history.items.find((item) => item.entryId === second.id)!.recordId),
    );
    await settled();
    expect(await idsOf(b, nightId)).toEqual([first.id]);
    const restored = expectOk(await importBackup(a, JSON.parse(JSON.stringify(backup))));
    expect(restored.replaced).toBe(1);
    await settled();
    expectOk(await addEntry(b, nightId, tablePayment(2, 'exposed_kong')));
    await settled();
    const onA = expectOk(await getNight(a, nightId)).night;
    const onB = expectOk(await getNight(b, nightId)).night;
    expect(onA.entries.map(({ id: _id, ...rest }) => rest)).toEqual(
      [first, second, tablePayment(2, 'exposed_kong')]
        .map(({ id: _id, at: _at, ...rest }) => rest)
        .map((rest, index) => ({ ...rest, at: onA.entries[index]!.at })),
    );
    expect(onB.entries).toEqual(onA.entries);
    expect(onB.totals).toEqual(onA.totals);
  });
});

describe('an old tab meeting a newer database', () => {
  it('refuses to write to a live night and asks to reload, when a newer format was written; a local night is still written', async () => {
    const { a, nightId } = await twoPhones();
    await a.formats.put({ id: 'live', format: 99 });
    const refused = await addEntry(a, nightId, drawnHand());
    expect(!refused.ok && refused.error.code).toBe('reload_needed');
    expect(await idsOf(a, nightId)).toEqual([]);
    const { night: local } = expectOk(await createNight(a, sg, 'Alone'));
    expectOk(await addEntry(a, local.id, drawnHand()));
  });

  it('refuses every write once a newer version’s tab opened the database', async () => {
    const { a, nightId } = await twoPhones();
    a.outdated = true;
    const refused = await addEntry(a, nightId, drawnHand());
    expect(!refused.ok && refused.error.code).toBe('reload_needed');
  });

  it('a live write notes this version’s format for the tabs of older versions', async () => {
    const { a, nightId } = await twoPhones();
    expectOk(await addEntry(a, nightId, drawnHand()));
    expect(await a.formats.get('live')).toEqual({ id: 'live', format: 2 });
  });
});
