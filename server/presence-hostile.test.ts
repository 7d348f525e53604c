// Presence under attack, against the real server: a peer with the link opens socket after socket, each
// within the bound of one connection, each announcing phones with keys of its own (every proof valid), to
// fill the room's presence; it copies real phones' presence, claims their client ids, replays them; and
// every phone reconnects at once after an ordinary restart. The phones of the table (the app's engine,
// each with its own database and key) are never cut, count the real phones (plus at most the small pool
// unknown keys share, never what the sockets announced), and still record and agree; phones whose keys
// have written to the night keep their place whatever unknown sockets do; a restart is not a flood.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { drawnHand, selfDrawnWin, table } from '../src/core/ledger/testing';
import { addEntry, createNight, getNight, type TaiTableDB } from '../src/db';
import { expectOk, freshDatabase } from '../src/db/testing';
import { configureLive, holdConnection } from '../src/sync/connection';
import { joinLive, makeLive } from '../src/sync/engine';
import { loadedDoc } from '../src/sync/registry';
import { roomOnServer } from '../src/sync/room-on-server';
import { countPhones } from '../src/sync/presence';
import type { LiveStatus } from '../src/sync/types';
import {
  AWARENESS,
  LOG_KEY,
  newPhoneKeys,
  signPresence,
  type PhoneKeys,
  type PresenceState,
} from '@tai-table/night-log';
import { DEFAULTS, type SyncServerConfig } from './config';
import { PRESENCE_FLOOD } from './presence';
import { SqliteRoomStore } from './room-store';
import { startSyncServer, type RunningSyncServer } from './start';
import { connectPhone, newRoomName, PhoneWebSocket, waitUntil, type Phone } from './testing';

const sg = table('sg', { unit: 10 });
const POOL = DEFAULTS.maxUnknownPhonesPerRoom;
const AUTH = 2;
const AUTHENTICATED = 2;

/** Every WebSocket the app's phones open, with how each closed: a phone cut for presence shows here. */
const closes: number[] = [];
class WatchedWebSocket extends PhoneWebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('close', (code: number) => closes.push(code));
  }
}

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  closes.length = 0;
});
beforeAll(() => {
  configureLive({ WebSocketPolyfill: WatchedWebSocket });
  // Hocuspocus reports refused frames on console.error; the refusals are what these tests check.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => quiet.mockRestore();
});
afterAll(() => configureLive({}));

interface Server {
  running: RunningSyncServer;
  url: string;
  port: number;
  dir: string;
  /** Every line the server logged. */
  lines: string[];
  restart(): Promise<void>;
}

async function startServer(config: Partial<SyncServerConfig> = {}, dir?: string): Promise<Server> {
  const dataDir = dir ?? mkdtempSync(join(tmpdir(), 'tai-presence-'));
  const lines: string[] = [];
  const start = (port: number) =>
    startSyncServer({ ...DEFAULTS, port, dataDir, ...config }, { log: (line) => lines.push(line) });
  const running = await start(0);
  const server: Server = {
    running,
    port: running.port,
    url: `ws://127.0.0.1:${running.port}`,
    dir: dataDir,
    lines,
    restart: async () => {
      await server.running.close();
      server.running = await start(server.port);
    },
  };
  cleanups.push(async () => {
    await server.running.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return server;
}

const statusOf = (held: { connection: { state: { status: LiveStatus } } }) => held.connection.state.status;
const phonesOf = (held: { connection: { state: { status: LiveStatus } } }) => {
  const status = statusOf(held);
  return status.kind === 'live' ? status.phones : status.kind;
};

/** A table of app phones on one night: the first makes it live, the others join by its link. */
async function table3(url: string, count = 3) {
  const dbs = Array.from({ length: count }, () => freshDatabase());
  const { night } = expectOk(await createNight(dbs[0]!, sg, 'Friday night'));
  const { link } = expectOk(await makeLive(dbs[0]!, night.id, url));
  const phones = [{ db: dbs[0]!, nightId: night.id, held: (await holdConnection(dbs[0]!, night.id))! }];
  for (const db of dbs.slice(1)) {
    const { nightId } = expectOk(await joinLive(db, link));
    phones.push({ db, nightId, held: (await holdConnection(db, nightId))! });
  }
  cleanups.push(() => phones.forEach((phone) => phone.held.release()));
  return { link, phones };
}

/** A raw socket in the room, for presence no phone of the app would send. */
interface RawSocket {
  socket: WebSocket;
  /** The close code the server cut it with, or null while open. */
  cutWith(): number | null;
  announce(entries: ReadonlyArray<{ client: number; clock: number; state: unknown }>): void;
}

/** A raw socket joined to `room` (a sealed room's id with its admission `token`; an older room's name with none). */
async function rawSocket(url: string, room: string, token = ''): Promise<RawSocket> {
  const socket = new WebSocket(url);
  let code: number | null = null;
  socket.on('error', () => undefined);
  socket.on('close', (closeCode) => {
    code = closeCode;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('close', () => reject(new Error('closed before open')));
  });
  const frame = (type: number, body: (encoder: encoding.Encoder) => void) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, room);
    encoding.writeVarUint(encoder, type);
    body(encoder);
    socket.send(encoding.toUint8Array(encoder));
  };
  const authenticated = new Promise<void>((resolve) =>
    socket.on('message', (data: Buffer) => {
      const decoder = decoding.createDecoder(new Uint8Array(data));
      decoding.readVarString(decoder);
      if (decoding.readVarUint(decoder) === AUTH && decoding.readVarUint(decoder) === AUTHENTICATED)
        resolve();
    }),
  );
  frame(AUTH, (e) => {
    encoding.writeVarUint(e, 0);
    encoding.writeVarString(e, token);
  });
  await authenticated;
  cleanups.push(() => socket.terminate());
  return {
    socket,
    cutWith: () => code,
    announce: (entries) =>
      frame(AWARENESS, (e) => {
        const body = encoding.createEncoder();
        encoding.writeVarUint(body, entries.length);
        for (const { client, clock, state } of entries) {
          encoding.writeVarUint(body, client);
          encoding.writeVarUint(body, clock);
          encoding.writeVarString(body, JSON.stringify(state));
        }
        encoding.writeVarUint8Array(e, encoding.toUint8Array(body));
      }),
  };
}

let nextClient = 3_000_000;
/** A made-up phone: a key of its own and a client id, its proof valid. */
const madeUp = (room: string, seq = Date.now()) => {
  const keys = newPhoneKeys();
  const client = (nextClient += 1);
  return { keys, client, state: signPresence(keys, room, client, seq) };
};

const settle = (ms = 500) => new Promise((resolve) => setTimeout(resolve, ms));

describe('presence flooded from many sockets, each within its bound', () => {
  it('fifteen sockets of two made-up phones each: the phones count the real phones (and the pool at most), none is cut, a phone joining is never cut', async () => {
    const server = await startServer();
    const { link, phones } = await table3(server.url);
    await waitUntil('three phones say 3', () => phones.every((phone) => phonesOf(phone.held) === 3), 10_000);
    // A sealed night: the room's id on the server, and the token the link gives whoever has it.
    const { name: room, token } = roomOnServer(phones[0]!.held.connection.room);

    const flooders = await Promise.all(
      Array.from({ length: 15 }, () => rawSocket(server.url, room, token ?? undefined)),
    );
    for (const flooder of flooders) {
      const two = [madeUp(room), madeUp(room)];
      flooder.announce(two.map(({ client, state }) => ({ client, clock: 1, state })));
    }
    await settle(1_000);
    // The room's unknown keys share a pool: the real phones keep their places (those that have written to
    // the night outside it), the rest of the pool is what the sockets got, never the thirty they announced.
    const writers = writersOf(loadedDoc(phones[0]!.db, phones[0]!.nightId)!.doc);
    for (const phone of phones) expect(phonesOf(phone.held)).toBe(writers.size + POOL);

    // A fourth phone joins the flooded room: never cut, Live, it sees the table.
    const fourth = freshDatabase();
    const { nightId } = expectOk(await joinLive(fourth, link));
    const late = (await holdConnection(fourth, nightId))!;
    cleanups.push(() => late.release());
    await waitUntil('the fourth phone is Live', () => statusOf(late).kind === 'live', 10_000);
    await settle(3_000);
    expect(statusOf(late).kind).toBe('live');
    expect(phonesOf(late)).toBeGreaterThanOrEqual(3);
    expect(closes.filter((code) => code === PRESENCE_FLOOD.code)).toEqual([]);
    expect(server.lines.filter((line) => line.includes('presence'))).toEqual([]);

    // The table still records and agrees.
    const hand = selfDrawnWin(sg, 1, 2);
    expectOk(await addEntry(phones[1]!.db, phones[1]!.nightId, hand));
    const ids = async (db: TaiTableDB, id: string) =>
      expectOk(await getNight(db, id)).night.entries.map((entry) => entry.id);
    for (const phone of [...phones, { db: fourth, nightId }])
      await vi.waitFor(async () => expect(await ids(phone.db, phone.nightId)).toEqual([hand.id]), {
        timeout: 10_000,
      });
  });

  it('copied, claimed and replayed presence is not taken, and cuts nobody for saying it', async () => {
    const server = await startServer();
    const room = newRoomName();
    const realKeys = newPhoneKeys();
    const real = signedPhone(server.url, room, realKeys);
    const watcher = signedPhone(server.url, room, newPhoneKeys());
    await waitUntil('each sees the other', () => statesOf(watcher).size === 2 && statesOf(real).size === 2);
    const realState = statesOf(watcher).get(real.doc.clientID) as PresenceState;
    const realClock = watcher.provider.awareness!.meta.get(real.doc.clientID)!.clock;

    const hostile = await rawSocket(server.url, room);
    const mine = newPhoneKeys();
    // Its own key under the real phone's client id, the real phone's state under another client id, and
    // the real state again under its own client id at a newer clock.
    hostile.announce([
      {
        client: real.doc.clientID,
        clock: realClock + 10,
        state: signPresence(mine, room, real.doc.clientID, Date.now()),
      },
    ]);
    hostile.announce([{ client: 4_000_001, clock: 1, state: realState }]);
    hostile.announce([{ client: real.doc.clientID, clock: realClock + 20, state: realState }]);
    // A proof for another room.
    hostile.announce([
      { client: 4_000_002, clock: 1, state: signPresence(mine, newRoomName(), 4_000_002, 1) },
    ]);
    // An earlier version's presence (a random id, no proof), and a removal of the real phone.
    hostile.announce([{ client: 4_000_003, clock: 1, state: { phone: 'aaaaaaaaaaaa' } }]);
    hostile.announce([{ client: real.doc.clientID, clock: realClock + 30, state: null }]);
    await settle(800);

    expect(hostile.cutWith()).toBeNull();
    expect([...statesOf(watcher).keys()].sort()).toEqual([real.doc.clientID, watcher.doc.clientID].sort());
    expect(statesOf(watcher).get(real.doc.clientID)).toEqual(realState);
    expect(countPhones(statesOf(watcher), room, watcher.keys.publicKey)).toBe(2);

    // The real phone leaves; its state replayed by the hostile under its client id is still not taken.
    real.destroy();
    await waitUntil('the real phone is gone', () => statesOf(watcher).size === 1);
    hostile.announce([{ client: real.doc.clientID, clock: realClock + 40, state: realState }]);
    await settle(800);
    expect([...statesOf(watcher).keys()]).toEqual([watcher.doc.clientID]);
    expect(hostile.cutWith()).toBeNull();
  });

  it('presence that needs checking, sent without end, cuts the socket that sends it, and only it', async () => {
    const server = await startServer();
    const room = newRoomName();
    const a = signedPhone(server.url, room, newPhoneKeys());
    const b = signedPhone(server.url, room, newPhoneKeys());
    await waitUntil('each sees the other', () => statesOf(a).size === 2 && statesOf(b).size === 2);
    const hostile = await rawSocket(server.url, room);
    for (let i = 0; i < 300 && hostile.cutWith() === null; i += 1) {
      const fake = madeUp(room);
      hostile.announce([{ client: fake.client, clock: 1, state: fake.state }]);
      if (i % 20 === 19) await settle(10);
    }
    await waitUntil('the flooder is cut', () => hostile.cutWith() === PRESENCE_FLOOD.code);
    expect(statesOf(a).size).toBeLessThanOrEqual(2 + POOL);
    expect(a.closes).toEqual([]);
    expect(b.closes).toEqual([]);
  });
});

describe('phones whose keys have written to the night', () => {
  it('keep their place whatever unknown sockets do, before and after a restart', async () => {
    const room = newRoomName();
    const writers = [newPhoneKeys(), newPhoneKeys()].map((keys, i) => {
      const doc = new Y.Doc();
      doc.clientID = 7_000 + i;
      return { keys, doc };
    });
    // The night as the writers left it: a record of each (an envelope in the log, signed by its phone's key).
    const dir = mkdtempSync(join(tmpdir(), 'tai-presence-'));
    const store = new SqliteRoomStore(dir, Date.now, () => undefined);
    for (const { keys, doc } of writers) {
      doc.getArray(LOG_KEY).push([{ v: 3, k: 'phone', p: keys.publicKey, c: 'AAAA', s: 'A'.repeat(86) }]);
      await store.append(room, Y.encodeStateAsUpdate(doc));
    }
    await store.close();
    const server = await startServer({}, dir);

    // Unknown keys fill the pool first, from many sockets.
    const flooders = await Promise.all(Array.from({ length: 10 }, () => rawSocket(server.url, room)));
    for (const flooder of flooders) {
      const fake = madeUp(room);
      flooder.announce([{ client: fake.client, clock: 1, state: fake.state }]);
    }
    await settle(500);
    const [one, two] = writers.map(({ keys, doc }) => signedPhone(server.url, room, keys, doc));
    const writerClients = writers.map(({ doc }) => doc.clientID);
    const sees = (phone: SignedPhone) => [...statesOf(phone).keys()];
    await waitUntil(
      'each writer sees both',
      () => writerClients.every((client) => sees(one!).includes(client) && sees(two!).includes(client)),
      8_000,
    );
    expect(countPhones(statesOf(one!), room, one!.keys.publicKey)).toBe(2 + POOL);

    // Under another key, a writer's client id is not taken, even with the writer away.
    two!.destroy();
    await waitUntil('the second writer left', () => !sees(one!).includes(writerClients[1]!));
    const hostile = await rawSocket(server.url, room);
    hostile.announce([
      {
        client: writerClients[1]!,
        clock: 99,
        state: signPresence(newPhoneKeys(), room, writerClients[1]!, Date.now()),
      },
    ]);
    await settle(500);
    expect(sees(one!)).not.toContain(writerClients[1]);

    // A restart: the unknown sockets are back first; the writers still get their place.
    one!.destroy();
    await server.restart();
    const again = await Promise.all(Array.from({ length: 10 }, () => rawSocket(server.url, room)));
    for (const flooder of again) {
      const fake = madeUp(room);
      flooder.announce([{ client: fake.client, clock: 1, state: fake.state }]);
    }
    await settle(500);
    const back = writers.map(({ keys, doc }) => signedPhone(server.url, room, keys, doc));
    await waitUntil(
      'each writer back sees both',
      () => writerClients.every((client) => back.every((phone) => sees(phone).includes(client))),
      8_000,
    );
    expect(back.flatMap((phone) => phone.closes)).toEqual([]);
  });
});

describe('an ordinary restart', () => {
  it('every phone reconnecting at once is neither cut nor logged as a flood, and each counts the table again', async () => {
    const server = await startServer();
    const { phones } = await table3(server.url, 4);
    const allSay = (n: number) => () => phones.every((phone) => phonesOf(phone.held) === n);
    await waitUntil('four phones say 4', allSay(4), 10_000);
    for (let restart = 0; restart < 2; restart += 1) {
      await server.restart();
      await waitUntil(
        'every phone live again',
        () => phones.every((phone) => statusOf(phone.held).kind === 'live'),
        20_000,
      );
      await waitUntil(`four phones say 4 again (${phones.map((p) => phonesOf(p.held))})`, allSay(4), 5_000);
    }
    expect(closes.filter((code) => code === PRESENCE_FLOOD.code)).toEqual([]);
    expect(server.lines.filter((line) => /presence|flood/.test(line))).toEqual([]);
    const metrics = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    expect(metrics).not.toMatch(/reason="presence-flood"\} [1-9]/);
    // Still one night: a hand on one phone reaches the others.
    const hand = drawnHand();
    expectOk(await addEntry(phones[2]!.db, phones[2]!.nightId, hand));
    for (const phone of phones)
      await vi.waitFor(
        async () =>
          expect(expectOk(await getNight(phone.db, phone.nightId)).night.entries.map((e) => e.id)).toEqual([
            hand.id,
          ]),
        { timeout: 10_000 },
      );
  });
});

interface SignedPhone extends Phone {
  keys: PhoneKeys;
  closes: number[];
}

/** A provider announcing its phone as the app does: its key and a proof for its client id in this room. */
function signedPhone(url: string, room: string, keys: PhoneKeys, doc?: Y.Doc): SignedPhone {
  const phone = connectPhone(url, room, doc);
  const closesHere: number[] = [];
  phone.provider.configuration.websocketProvider.on('close', ({ event }: { event: { code: number } }) =>
    closesHere.push(event.code),
  );
  phone.provider.awareness!.setLocalState(signPresence(keys, room, phone.doc.clientID, Date.now()));
  cleanups.push(() => phone.destroy());
  return Object.assign(phone, { keys, closes: closesHere });
}

/** The keys that have written to the night: the phones of its log's envelopes. */
const writersOf = (doc: Y.Doc): Set<string> =>
  new Set(
    doc
      .getArray<{ v?: unknown; p?: unknown }>(LOG_KEY)
      .toArray()
      .flatMap((record) => (record.v === 3 && typeof record.p === 'string' ? [record.p] : [])),
  );

const statesOf = (phone: Phone): Map<number, unknown> => phone.provider.awareness!.getStates();
