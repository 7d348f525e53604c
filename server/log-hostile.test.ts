// A peer with the link against the real sync server: while two phones (the app's engine, each with its
// own database) record a night, a hostile client in the same room deletes records, overwrites keys,
// rewrites the stake, inserts junk, shares a payment address that is none (or of another scheme) and floods. Every such update is refused (not applied, not stored,
// the hostile told why); the two phones keep every entry and the same totals, and so does a third
// phone that joins afterwards, and so does the room after the server restarts from its store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { discardWin, drawnHand, selfDrawnWin, table, tablePayment } from '../src/core/ledger/testing';
import { addEntry, createNight, deleteEntry, getNight, type TaiTableDB } from '../src/db';
import { expectOk, freshDatabase } from '../src/db/testing';
import { configureLive, holdConnection } from '../src/sync/connection';
import { joinLive, makeLive } from '../src/sync/engine';
import { logRefusalOf, MAX_RECORDS, type LogRefusal } from '@tai-table/night-log';
import { DEFAULTS } from './config';
import { startSyncServer, type RunningSyncServer } from './start';
import { connectPhone, waitUntil, type Phone } from './testing';

const sg = table('sg', { unit: 10 });
let server: RunningSyncServer;
let url: string;
let dataDir: string;

beforeAll(async () => {
  configureLive({ WebSocketPolyfill: WebSocket });
  dataDir = mkdtempSync(join(tmpdir(), 'tai-hostile-'));
  server = await startSyncServer({ ...DEFAULTS, port: 0, dataDir }, () => {});
  url = `ws://127.0.0.1:${server.port}`;
  // Hocuspocus reports each refused update on console.error; the refusals are what this test checks.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => quiet.mockRestore();
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const night = async (db: TaiTableDB, nightId: string) => expectOk(await getNight(db, nightId)).night;

/** A hostile client in the room: a plain provider on its own document, with the refusals it was told. */
function hostile(room: string): Phone & { told: LogRefusal[] } {
  const phone = connectPhone(url, room);
  const told: LogRefusal[] = [];
  phone.provider.on('close', ({ event }: { event: { code: number; reason?: string } }) => {
    const refusal = logRefusalOf(event);
    if (refusal) told.push(refusal);
  });
  return Object.assign(phone, { told });
}

/** Each attack, on the hostile's own copy of the night; each is sent as one update. */
const attacks: [string, (doc: Y.Doc) => void][] = [
  ['delete every record', (doc) => doc.getArray('log').delete(0, doc.getArray('log').length)],
  ['delete the last hand', (doc) => doc.getArray('log').delete(doc.getArray('log').length - 1, 1)],
  ['finish the night by a key', (doc) => doc.getMap('night').set('status', 'finished')],
  [
    'rewrite the stake',
    (doc) =>
      doc.getArray('log').insert(0, [
        {
          v: 2,
          t: 'start',
          id: 'fake',
          phone: 'x',
          at: 1_000,
          night: { id: 'n', name: 'Mine', createdAt: 1_000, settings: table('sg', { unit: 1_000 }) },
        },
      ]),
  ],
  [
    'a record that is no entry',
    (doc) =>
      doc.getArray('log').push([
        {
          v: 2,
          t: 'record',
          id: 'junk',
          phone: 'x',
          at: 1_000,
          after: null,
          hand: null,
          entry: { id: 'junk', kind: 'win', tai: 'lots' },
        },
      ]),
  ],
  [
    'a flood of records',
    (doc) =>
      doc.getArray('log').push(
        Array.from({ length: MAX_RECORDS }, (_, index) => ({
          v: 2,
          t: 'status',
          id: `flood-${index}`,
          phone: 'x',
          at: 1_000,
          status: 'finished',
        })),
      ),
  ],
  ['a nested type', (doc) => doc.getArray('log').push([new Y.Map()])],
  [
    'a shared payment address that is no number',
    (doc) =>
      doc.getArray('log').push([
        {
          v: 2,
          t: 'pay_address',
          id: 'pay-1',
          phone: 'x',
          at: 1_000,
          seat: 0,
          scheme: 'paynow',
          address: '+65 12 <script>',
        },
      ]),
  ],
  [
    'a shared payment address of another scheme',
    (doc) =>
      doc.getArray('log').push([
        {
          v: 2,
          t: 'pay_address',
          id: 'pay-2',
          phone: 'x',
          at: 1_000,
          seat: 0,
          scheme: 'fps',
          address: '+852-67891234',
        },
      ]),
  ],
];

describe('a hostile peer with the link, against the real server', () => {
  it('cannot delete or overwrite the night: both phones, a phone joining later, and the stored room keep every entry and the same totals', async () => {
    const a = freshDatabase();
    const b = freshDatabase();
    const { night: started } = expectOk(await createNight(a, sg, 'Friday night'));
    const nightA = started.id;
    const { link } = expectOk(await makeLive(a, nightA, url));
    const onA = await holdConnection(a, nightA);
    await waitUntil(
      'phone A live, nothing waiting',
      () => onA!.connection.state.status.kind === 'live' && onA!.connection.live.waiting === 0,
    );
    const { nightId: nightB } = expectOk(await joinLive(b, link));
    const onB = await holdConnection(b, nightB);

    const told: LogRefusal[] = [];
    const recorded: string[] = [];
    const hands = [
      discardWin(sg, 1, 0, 3),
      drawnHand(),
      selfDrawnWin(sg, 2, 4),
      tablePayment(3, 'exposed_kong'),
      discardWin(sg, 0, 2, 2),
      drawnHand(),
      discardWin(sg, 3, 1, 5),
      tablePayment(1, 'exposed_kong'),
      drawnHand(),
    ];
    for (const [index, entry] of hands.entries()) {
      // The two phones take turns; between hands, a hostile client with the link makes one attack.
      const [db, nightId] = index % 2 === 0 ? [a, nightA] : [b, nightB];
      expectOk(await addEntry(db, nightId, entry));
      recorded.push(entry.id);
      const attacker = hostile(link.room);
      await waitUntil('the hostile client synced', () => attacker.synced());
      const [what, attack] = attacks[index % attacks.length]!;
      const before = Y.encodeStateVector(attacker.doc);
      attack(attacker.doc);
      expect([what, Y.encodeStateAsUpdate(attacker.doc, before).byteLength > 2]).toEqual([what, true]);
      await waitUntil(`the hostile was told why (${what})`, () => attacker.told.length > 0);
      told.push(...attacker.told);
      attacker.destroy();
    }
    // A phone deletes an entry the ordinary way: that is a change of the night, and stays one.
    const deleted = hands[1]!.id;
    expectOk(await deleteEntry(b, nightB, deleted));
    const kept = recorded.filter((id) => id !== deleted);

    const sameRows = async () => {
      const [onPhoneA, onPhoneB] = [await night(a, nightA), await night(b, nightB)];
      return (
        JSON.stringify(onPhoneA.entries.map((e) => e.id)) === JSON.stringify(kept) &&
        JSON.stringify(onPhoneB.entries.map((e) => e.id)) === JSON.stringify(kept) &&
        JSON.stringify(onPhoneA.totals) === JSON.stringify(onPhoneB.totals)
      );
    };
    let same = false;
    await waitUntil('both phones hold every entry and the same totals', () => {
      void sameRows().then((answer) => {
        same = answer;
      });
      return same;
    });
    const totals = (await night(a, nightA)).totals;
    expect((await night(a, nightA)).status).toBe('open');

    // The hostile was told, each time, in a code the app words.
    expect(told.slice(0, attacks.length)).toEqual([
      'deletes',
      'deletes',
      'overwrites',
      'not_the_log',
      'not_a_record',
      'night_full',
      'not_a_record',
      'not_a_record',
      'not_a_record',
    ]);
    expect(told).toHaveLength(attacks.length);

    // A third phone joining afterwards gets the same night.
    const c = freshDatabase();
    const { nightId: nightC } = expectOk(await joinLive(c, link));
    expect((await night(c, nightC)).entries.map((e) => e.id)).toEqual(kept);
    expect((await night(c, nightC)).totals).toEqual(totals);

    onA!.release();
    onB!.release();

    // The room as stored: a server started again from the same store gives a fourth phone the same night.
    await server.close();
    server = await startSyncServer({ ...DEFAULTS, port: 0, dataDir }, () => {});
    url = `ws://127.0.0.1:${server.port}`;
    const d = freshDatabase();
    const { nightId: nightD } = expectOk(await joinLive(d, { room: link.room, server: url }));
    expect((await night(d, nightD)).entries.map((e) => e.id)).toEqual(kept);
    expect((await night(d, nightD)).totals).toEqual(totals);
  }, 60_000);
});
