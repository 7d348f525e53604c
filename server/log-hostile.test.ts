// A peer with the link against the real sync server: while two phones (the app's engine, each with its
// own database) record a night, a hostile client in the same room deletes records, overwrites keys,
// rewrites the stake, inserts junk, writes records that are no change of the night, shares a payment
// address that is none (or of another scheme) and floods. What breaks the log is refused by the server
// (not applied, not stored, the hostile told why); what only breaks the night (the server of a sealed
// room cannot read it) is left out by every phone, which names the phone it came from. The two phones
// keep every entry and the same totals, and so does a third phone that joins afterwards, and so does
// the room after the server restarts from its store. In a sealed room (every room made now) and an
// older one (a 22-character secret, plain records, as an earlier version made it).
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
import { loadedDoc, readLiveNight } from '../src/sync/registry';
import { logRefusalOf, MAX_RESTORES, type LogRefusal } from '@tai-table/night-log';
import { DEFAULTS } from './config';
import { startSyncServer, type RunningSyncServer } from './start';
import { connectPhone, connectSealedPhone, newRoomName, waitUntil, type Phone } from './testing';

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

type RoomKind = 'sealed' | 'older';

/** A hostile client in the room with the link: a raw provider on its own document, with the refusals it was told. */
interface Hostile extends Phone {
  told: LogRefusal[];
  /** The phone its records name: its own key in a sealed room, what it writes in an older one. */
  phone: string;
  /** Writes records of its own making as the room's phones write them (sealed and signed, or plain). */
  write(records: Record<string, unknown>[]): void;
}

function hostile(kind: RoomKind, secret: string): Hostile {
  const told: LogRefusal[] = [];
  const listen = (phone: Phone) =>
    phone.provider.on('close', ({ event }: { event: { code: number; reason?: string } }) => {
      const refusal = logRefusalOf(event);
      if (refusal) told.push(refusal);
    });
  if (kind === 'sealed') {
    const peer = connectSealedPhone(url, secret);
    const seal = peer.write;
    listen(peer);
    return Object.assign(peer, {
      told,
      phone: peer.keys.publicKey,
      write: (records: Record<string, unknown>[]) =>
        seal(records.map((record) => ({ v: 2, at: 1_000, ...record }))),
    });
  }
  const peer = connectPhone(url, secret);
  listen(peer);
  return Object.assign(peer, {
    told,
    phone: 'x',
    write: (records: Record<string, unknown>[]) =>
      peer.doc.getArray('log').push(records.map((record) => ({ v: 2, phone: 'x', at: 1_000, ...record }))),
  });
}

/** An attack: what the hostile does on its own copy of the night (one update), and what comes of it. */
interface Attack {
  what: string;
  run(peer: Hostile): void;
  /** The server's refusal, or 'left out' (taken by the server, left out by every phone, naming the peer), or 'ignored'. */
  outcome: LogRefusal | 'left out' | 'ignored';
}

const attacks = (kind: RoomKind): Attack[] => [
  {
    what: 'delete every record',
    run: ({ doc }) => doc.getArray('log').delete(0, doc.getArray('log').length),
    outcome: 'deletes',
  },
  {
    what: 'delete the last hand',
    run: ({ doc }) => doc.getArray('log').delete(doc.getArray('log').length - 1, 1),
    outcome: 'deletes',
  },
  {
    what: 'finish the night by a key',
    run: ({ doc }) => doc.getMap('night').set('status', 'finished'),
    outcome: 'overwrites',
  },
  {
    what: 'rewrite the stake before the start',
    run: ({ doc }) =>
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
    outcome: 'not_the_log',
  },
  {
    what: 'a record that is no entry',
    run: (peer) =>
      peer.write([
        { t: 'record', id: 'junk', after: null, hand: null, entry: { id: 'junk', kind: 'win', tai: 'lots' } },
      ]),
    outcome: 'left out',
  },
  {
    what: 'a flood of restores past the night’s bound',
    run: (peer) =>
      peer.write(
        Array.from({ length: MAX_RESTORES + 1 }, (_, index) => ({
          t: 'restore',
          id: `flood-${index}`,
          before: 'x',
          seen: 'y',
        })),
      ),
    outcome: 'night_full',
  },
  {
    what: 'a nested type',
    run: ({ doc }) => doc.getArray('log').push([new Y.Map()]),
    outcome: 'not_a_record',
  },
  {
    what: 'a shared payment address that is no number',
    run: (peer) =>
      peer.write([{ t: 'pay_address', id: 'pay-1', seat: 0, scheme: 'paynow', address: '+65 12 <script>' }]),
    outcome: 'left out',
  },
  {
    what: 'a shared payment address of another scheme',
    run: (peer) =>
      peer.write([{ t: 'pay_address', id: 'pay-2', seat: 0, scheme: 'fps', address: '+852-67891234' }]),
    outcome: 'ignored',
  },
  ...(kind === 'sealed'
    ? [
        {
          what: 'a plain record, as an older room holds',
          run: ({ doc }: Hostile) =>
            doc
              .getArray('log')
              .push([{ v: 2, t: 'status', id: 's1', phone: 'x', at: 1_000, status: 'finished' }]),
          outcome: 'not_a_record' as const,
        },
      ]
    : []),
];

for (const kind of ['sealed', 'older'] as const) {
  describe(`a hostile peer with the link of ${kind === 'sealed' ? 'a sealed room' : 'an older room'}, against the real server`, () => {
    it('cannot delete, overwrite or spoil the night: both phones, a phone joining later, and the stored room keep every entry and the same totals', async () => {
      const a = freshDatabase();
      const b = freshDatabase();
      const { night: started } = expectOk(await createNight(a, sg, 'Friday night'));
      const nightA = started.id;
      const { link } = expectOk(await makeLive(a, nightA, url, ...(kind === 'older' ? [newRoomName()] : [])));
      expect(link.room).toHaveLength(kind === 'sealed' ? 43 : 22);
      const onA = await holdConnection(a, nightA);
      await waitUntil(
        'phone A live, nothing waiting',
        () => onA!.connection.state.status.kind === 'live' && onA!.connection.live.waiting === 0,
      );
      const { nightId: nightB } = expectOk(await joinLive(b, link));
      const onB = await holdConnection(b, nightB);

      const told: LogRefusal[] = [];
      const recorded: string[] = [];
      const peers: string[] = [];
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
        tablePayment(2, 'exposed_kong'),
      ];
      const all = attacks(kind);
      for (const [index, attack] of all.entries()) {
        // The two phones take turns; between hands, a hostile client with the link makes one attack.
        const [db, nightId] = index % 2 === 0 ? [a, nightA] : [b, nightB];
        const entry = hands[index % hands.length]!;
        expectOk(await addEntry(db, nightId, entry));
        recorded.push(entry.id);
        const attacker = hostile(kind, link.room);
        await waitUntil('the hostile client synced', () => attacker.synced());
        const before = Y.encodeStateVector(attacker.doc);
        attack.run(attacker);
        expect([attack.what, Y.encodeStateAsUpdate(attacker.doc, before).byteLength > 2]).toEqual([
          attack.what,
          true,
        ]);
        if (attack.outcome === 'left out' || attack.outcome === 'ignored') {
          // Taken by the server (it cannot read a record): acknowledged, and left to the phones.
          await waitUntil(`the server took it (${attack.what})`, () => attacker.synced());
          expect([attack.what, attacker.told]).toEqual([attack.what, []]);
          if (attack.outcome === 'left out') peers.push(attacker.phone);
        } else {
          await waitUntil(`the hostile was told why (${attack.what})`, () => attacker.told.length > 0);
          told.push(...attacker.told);
        }
        attacker.destroy();
      }
      // A phone deletes an entry the ordinary way: that is a change of the night, and stays one.
      const deleted = recorded[1]!;
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

      // The hostile was told, each time the server refused, in a code the app words.
      const refused = all.flatMap((attack) =>
        attack.outcome === 'left out' || attack.outcome === 'ignored' ? [] : [attack.outcome],
      );
      expect(told).toEqual(refused);
      // What the server took, each phone left out, naming the peer that wrote it; no payment address was shared.
      for (const [db, nightId] of [
        [a, nightA],
        [b, nightB],
      ] as const) {
        const read = readLiveNight(loadedDoc(db, nightId)!);
        if (!read.ok) throw new Error(read.problem);
        expect(read.night.leftOut.map((left) => left.phone).sort()).toEqual([...peers].sort());
        expect(read.night.sharedPay).toEqual([]);
      }

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
    }, 120_000);
  });
}
