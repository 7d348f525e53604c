// The attacks on a sealed night by a peer the link was forwarded to, replayed as a raw Hocuspocus client
// against the real sync server while phones of the app (the engine, each with its own database) play:
//   - a hand written under another phone's Yjs client id, at its next clock: after it had written, or
//     before it wrote anything while its presence was proven (the id learned from presence), refused by the
//     server as taken; while the phone was apart and the server no longer knew its id, taken, and the phone
//     moves to a new client id and writes its hands again: nothing is lost, and every phone has the same
//     night and totals.
//   - a record claiming another phone and a time in 2499; a restore of the night's start; a second start
//     passed off as a recording; a record of a newer format; sealed content changed and signed again by
//     the peer; another phone's envelope changed, or replayed at the peer's place. Each is refused by the
//     server or left out by every phone, which names the peer, and says "update" only for the newer format.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appendSealed,
  fromBase64url,
  sealEnvelope,
  takenClientOf,
  LOG_KEY,
  logRefusalOf,
  toBase64url,
  type Envelope,
  type LogRefusal,
} from '@tai-table/night-log';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { discardWin, drawnHand, selfDrawnWin, table, tablePayment } from '../src/core/ledger/testing';
import { addEntry, createNight, getNight, type TaiTableDB } from '../src/db';
import { expectOk, freshDatabase } from '../src/db/testing';
import { configureLive, holdConnection } from '../src/sync/connection';
import { joinLive, makeLive } from '../src/sync/engine';
import { loadedDoc, readLiveNight } from '../src/sync/registry';
import type { LiveLink } from '../src/sync/link';
import { DEFAULTS } from './config';
import { startSyncServer, type RunningSyncServer } from './start';
import { connectSealedPhone, waitUntil, type SealedPhone } from './testing';

const sg = table('sg', { unit: 10 });
let server: RunningSyncServer;
let url: string;
let dataDir: string;

beforeAll(async () => {
  configureLive({ WebSocketPolyfill: WebSocket });
  dataDir = mkdtempSync(join(tmpdir(), 'tai-sealed-hostile-'));
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

interface Phone {
  db: TaiTableDB;
  nightId: string;
  release: () => void;
}

/** A table of two phones of the app on a sealed night, both Live. */
async function table2(): Promise<{ a: Phone; b: Phone; link: LiveLink }> {
  const dbA = freshDatabase();
  const { night } = expectOk(await createNight(dbA, sg, 'Friday night'));
  const { link } = expectOk(await makeLive(dbA, night.id, url));
  const onA = (await holdConnection(dbA, night.id))!;
  await waitUntil('phone A live', () => onA.connection.state.status.kind === 'live');
  const dbB = freshDatabase();
  const { nightId } = expectOk(await joinLive(dbB, link));
  const onB = (await holdConnection(dbB, nightId))!;
  await waitUntil('phone B live', () => onB.connection.state.status.kind === 'live');
  return {
    a: { db: dbA, nightId: night.id, release: () => onA.release() },
    b: { db: dbB, nightId, release: () => onB.release() },
    link,
  };
}

const entriesOf = async ({ db, nightId }: Phone) => expectOk(await getNight(db, nightId)).night;

/** Waits until every phone has exactly `ids` (in any order) and the same totals; answers the totals. */
async function sameNight(phones: Phone[], ids: readonly string[]): Promise<unknown> {
  const wanted = JSON.stringify([...ids].sort());
  let agreed = false;
  let totals: unknown = null;
  await waitUntil(
    `every phone has the ${ids.length} entries and the same totals`,
    () => {
      void Promise.all(phones.map(entriesOf)).then((nights) => {
        agreed =
          nights.every((n) => JSON.stringify(n.entries.map((e) => e.id).sort()) === wanted) &&
          nights.every((n) => JSON.stringify(n.totals) === JSON.stringify(nights[0]!.totals));
        totals = nights[0]!.totals;
      });
      return agreed;
    },
    30_000,
  );
  return totals;
}

/** The peer: a raw client with the link, synced, with the refusals and close codes it was told. */
async function peerOf(link: LiveLink): Promise<SealedPhone & { told: LogRefusal[]; taken: number[] }> {
  const peer = connectSealedPhone(url, link.room);
  const told: LogRefusal[] = [];
  const taken: number[] = [];
  peer.provider.on('close', ({ event }: { event: { code: number; reason?: string } }) => {
    const client = takenClientOf(event);
    if (client !== null) taken.push(client);
    const refusal = logRefusalOf(event);
    if (refusal) told.push(refusal);
  });
  await waitUntil('the peer synced', () => peer.synced());
  return Object.assign(peer, { told, taken });
}

const statusRecord = (id: string) => ({ v: 2, t: 'status', id, at: 1_000, status: 'open' });

describe('a hand written under another phone’s client id', () => {
  it('after the phone wrote under it, is refused as taken; the phone’s hands apply', async () => {
    const { a, b, link } = await table2();
    const first = drawnHand();
    expectOk(await addEntry(b.db, b.nightId, first));
    await sameNight([a, b], [first.id]);
    const peer = await peerOf(link);
    // The peer writes at B's next clock, under B's client id (presence shows it).
    const ofB = loadedDoc(b.db, b.nightId)!.doc.clientID;
    peer.doc.clientID = ofB;
    peer.write([statusRecord('peer-1')]);
    await waitUntil('the peer was told its client id is taken', () => peer.taken.includes(ofB));
    peer.destroy();
    const second = discardWin(sg, 1, 0, 3);
    expectOk(await addEntry(b.db, b.nightId, second));
    await sameNight([a, b], [first.id, second.id]);
    a.release();
    b.release();
  }, 60_000);

  it('before the phone wrote, while it was apart: the phone writes its hands again under a new id, nothing lost', async () => {
    for (const peerWrites of [3, 1]) {
      const { a: table, b, link } = await table2();
      // B leaves the room's connection (its network gone) and records two hands apart; A leaves too, so
      // the room leaves the server's memory with B's presence (which bound B's client id to B's key while
      // the room was loaded: see the next test) and the peer finds the id unbound.
      b.release();
      table.release();
      await waitUntil('the room left the server’s memory', () => server.stats().rooms === 0);
      const taken = loadedDoc(b.db, b.nightId)!.doc.clientID;
      const hands = [discardWin(sg, 2, 1, 2), selfDrawnWin(sg, 3, 1)];
      for (const hand of hands) expectOk(await addEntry(b.db, b.nightId, hand));
      // Meanwhile the peer, which learned B's client id from its presence, writes under it first: as many
      // records as B wrote or more (so a sync would exchange nothing of that id), or fewer.
      const peer = await peerOf(link);
      peer.doc.clientID = taken;
      peer.write(Array.from({ length: peerWrites }, (_, i) => statusRecord(`peer-${i}`)));
      await waitUntil('the server took the peer’s records', () => peer.synced());
      expect(peer.told).toEqual([]);
      peer.destroy();
      const onA = (await holdConnection(table.db, table.nightId))!;
      const a = { ...table, release: () => onA.release() };
      // B is back: the server refuses its hands at the peer's places, B moves to a new client id and writes them again.
      const onB = (await holdConnection(b.db, b.nightId))!;
      await waitUntil(
        'B live again, nothing waiting',
        () => onB.connection.state.status.kind === 'live' && onB.connection.live.waiting === 0,
        30_000,
      );
      expect(loadedDoc(b.db, b.nightId)!.doc.clientID).not.toBe(taken);
      const ids = hands.map((hand) => hand.id);
      const totals = await sameNight([a, { ...b, release: () => onB.release() }], ids);
      // A phone joining afterwards gets the same night: B's hands once each, and the peer's records as the peer's.
      const c = freshDatabase();
      const { nightId } = expectOk(await joinLive(c, link));
      const late = { db: c, nightId, release: () => undefined };
      expect(await sameNight([late], ids)).toEqual(totals);
      const read = readLiveNight(loadedDoc(c, nightId)!);
      if (!read.ok) throw new Error(read.problem);
      expect(read.night.leftOut).toEqual([]);
      expect(read.night.history.filter((item) => item.kind === 'status')).toHaveLength(peerWrites);
      a.release();
      onB.release();
    }
  }, 120_000);

  it('before the phone wrote, while it was there: its presence bound the id to its key, the peer is refused as taken', async () => {
    const { a, b, link } = await table2();
    const ofB = loadedDoc(b.db, b.nightId)!.doc.clientID;
    const peer = await peerOf(link);
    // B has written nothing yet: its client id is bound by its presence's proof alone.
    peer.doc.clientID = ofB;
    peer.write([statusRecord('peer-first')]);
    await waitUntil('the peer was told its client id is taken', () => peer.taken.includes(ofB));
    peer.destroy();
    const hand = drawnHand();
    expectOk(await addEntry(b.db, b.nightId, hand));
    await sameNight([a, b], [hand.id]);
    // B kept its client id, and the room holds no record of the peer.
    expect(loadedDoc(b.db, b.nightId)!.doc.clientID).toBe(ofB);
    const read = readLiveNight(loadedDoc(a.db, a.nightId)!);
    if (!read.ok) throw new Error(read.problem);
    expect(read.night.history.filter((item) => item.kind === 'status')).toHaveLength(0);
    a.release();
    b.release();
  }, 60_000);
});

describe('records that spoof or spoil the night, from a peer with the link', () => {
  it('are refused by the server or left out by every phone, which names the peer; the night and totals stay', async () => {
    const { a, b, link } = await table2();
    const hands = [discardWin(sg, 1, 0, 3), drawnHand()];
    expectOk(await addEntry(a.db, a.nightId, hands[0]!));
    expectOk(await addEntry(b.db, b.nightId, hands[1]!));
    const ids = hands.map((hand) => hand.id);
    await sameNight([a, b], ids);
    const keyOfA = (() => {
      const read = readLiveNight(loadedDoc(a.db, a.nightId)!);
      if (!read.ok) throw new Error(read.problem);
      return read.night.phones[0]!.phone;
    })();
    const startId = (() => {
      const read = readLiveNight(loadedDoc(a.db, a.nightId)!);
      if (!read.ok) throw new Error(read.problem);
      return read.night.history[0]!.recordId;
    })();

    // Taken by the server (it cannot read them), left out by every phone naming the peer.
    const peer = await peerOf(link);
    // (a kong's payment: it takes no turn, so it is in no conflict with the hands)
    const spoofed = tablePayment(2, 'exposed_kong');
    peer.write([
      // A hand claiming to be A's, at a time in 2499: listed as the peer's, at the time it claims (not trusted for order).
      {
        v: 2,
        t: 'record',
        id: 'spoofed',
        phone: keyOfA,
        at: Date.UTC(2499, 0, 1),
        after: null,
        hand: null,
        entry: spoofed,
      },
    ]);
    peer.write([{ v: 2, t: 'restore', id: 'back-to-nothing', at: 1_000, before: startId, seen: startId }]);
    // A second start, sealed under the kind of a recording (the server takes no start but the first).
    sealedAs(peer, 'record', {
      v: 2,
      t: 'start',
      id: 'second-start',
      at: 1_000,
      night: { id: 'n', name: 'Mine', createdAt: 1_000, settings: table('sg', { unit: 1_000 }) },
    });
    // A record of a format newer than this version's.
    peer.write([{ v: 3, t: 'status', id: 'from-the-future', at: 1_000, status: 'open', mood: 'new' }]);
    // Content that the room's key does not open (sealed with another key, or changed after sealing), signed by the peer.
    peer.doc.transact(() => {
      const place = { client: peer.doc.clientID, clock: Y.getState(peer.doc.store, peer.doc.clientID) };
      const otherKey = { roomId: peer.room.roomId, contentKey: new Uint8Array(32).fill(7) };
      peer.doc.getArray(LOG_KEY).push([sealEnvelope(otherKey, peer.keys, place, 'status', '{}')]);
    });
    await waitUntil('the server took them', () => peer.synced());
    expect(peer.told).toEqual([]);

    // Refused by the server: another phone's envelope replayed at the peer's place, changed, or claimed.
    const ofA = peer.doc
      .getArray<Envelope>(LOG_KEY)
      .toArray()
      .find((envelope) => envelope.p === keyOfA)!;
    const refused: [string, Envelope][] = [
      ['replayed', ofA],
      ['its content changed', { ...ofA, c: flipped(ofA.c) }],
      ['claimed by the peer', { ...ofA, p: peer.keys.publicKey }],
    ];
    for (const [what, envelope] of refused) {
      const other = await peerOf(link);
      other.doc.getArray(LOG_KEY).push([envelope]);
      await waitUntil(`the peer was told (${what})`, () => other.told.length > 0);
      expect([what, other.told]).toEqual([what, ['not_a_record']]);
      other.destroy();
    }
    peer.destroy();

    // Every phone, and one joining now, reads the same night: the two hands, plus the spoofed hand as the peer's.
    const c = freshDatabase();
    const { nightId } = expectOk(await joinLive(c, link));
    const phones = [a, b, { db: c, nightId, release: () => undefined }];
    const withSpoofed = [...ids, spoofed.id];
    await sameNight(phones, withSpoofed);
    for (const phone of phones) {
      const read = readLiveNight(loadedDoc(phone.db, phone.nightId)!);
      if (!read.ok) throw new Error(read.problem);
      const listed = read.night.history.find((item) => item.entryId === spoofed.id)!;
      expect(listed.phone).toBe(peer.keys.publicKey);
      expect(listed.at).toBe(Date.UTC(2499, 0, 1));
      // Left out, the peer named: the restore of the start, the second start, the content that does not
      // open, and the newer record (the one that says an update would read it).
      expect(read.night.leftOut.map((left) => left.phone)).toEqual(Array(4).fill(peer.keys.publicKey));
      expect(read.night.leftOut.filter((left) => left.newer)).toHaveLength(1);
    }
    a.release();
    b.release();
  }, 120_000);
});

/** Appends one envelope of the peer's, sealed under `kind` whatever its content is. */
function sealedAs(peer: SealedPhone, kind: string, content: Record<string, unknown>): void {
  appendSealed(peer.doc, peer.room, peer.keys, [{ kind, json: JSON.stringify(content) }]);
}

/** The same base64url text with one byte of its bytes changed. */
function flipped(text: string): string {
  const bytes = fromBase64url(text)!;
  bytes[20] = bytes[20]! ^ 1;
  return toBase64url(bytes);
}
