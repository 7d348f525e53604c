// The sync server end to end over the loopback: real Hocuspocus providers against the real server,
// in this process where that suffices and as a child process where it must die (SIGKILL) or be attacked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as encoding from 'lib0/encoding';
import type { LedgerEntry } from '../src/core/ledger';
import { recordedEntries, recordedIds, recordEntry } from './log-testing';
import { skipOrFail, warnOfSkips } from '../scripts/ci-strict';
import { findRedisServer, REDIS } from '../scripts/ensure-redis';
import { newPhoneKeys, signPresence } from '@tai-table/night-log';
import { DEFAULTS, type SyncServerConfig } from './config';
import { newRoomName } from './testing';
import { startSyncServer, type RunningSyncServer } from './start';
import { testScope } from './test-scope';
import { startServerProcess, waitUntil, type Phone, type ServerProcess } from './testing';

const KIB = 1024;
const { cleanups, tempDir, phone } = testScope('tai-sync-');

const record = (target: Phone, id: string, value?: { kind?: string; tai?: number; note?: string }): void =>
  recordEntry(target.doc, id, value);
const recordsOf = (target: Phone): LedgerEntry[] => recordedEntries(target.doc);
const entries = (target: Phone): string[] => recordedIds(target.doc);

describe('sync server, in process', () => {
  let server: RunningSyncServer;
  let url: string;
  beforeAll(async () => {
    const config: SyncServerConfig = {
      ...DEFAULTS,
      port: 0,
      dataDir: mkdtempSync(join(tmpdir(), 'tai-sync-')),
      maxDocBytes: 64 * KIB,
    };
    server = await startSyncServer(config, { log: () => {} });
    url = `ws://127.0.0.1:${server.port}`;
    // Hocuspocus reports each refused update on console.error; the refusals are what these tests check.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    return async () => {
      quiet.mockRestore();
      await server.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    };
  });

  it('two phones on one room converge, each seeing the other’s entries', async () => {
    const room = newRoomName();
    const a = phone(url, room);
    const b = phone(url, room);
    await waitUntil('both phones synced', () => a.synced() && b.synced());
    record(a, 'from-a');
    record(b, 'from-b');
    await waitUntil('each phone has both entries', () => entries(a).length === 2 && entries(b).length === 2);
    expect(entries(a)).toEqual(['from-a', 'from-b']);
    expect(entries(b)).toEqual(entries(a));
  });

  it('unloads a room from memory when its last phone leaves, and gives it back whole', async () => {
    const room = newRoomName();
    const a = phone(url, room);
    await waitUntil('synced', () => a.synced());
    record(a, 'hand-1');
    await waitUntil('acknowledged', () => a.synced());
    const roomsBefore = server.stats().rooms;
    expect(roomsBefore).toBeGreaterThanOrEqual(1);
    a.destroy();
    await waitUntil('the room left memory', () => server.stats().rooms === roomsBefore - 1);
    const b = phone(url, room);
    await waitUntil('synced again', () => b.synced());
    expect(entries(b)).toEqual(['hand-1']);
  });

  it('refuses room names that are not 128-bit secrets, saying why', async () => {
    for (const name of ['kitchen-table', 'a'.repeat(21), `${'a'.repeat(21)}!`, 'x'.repeat(65)]) {
      const refused = phone(url, name);
      await waitUntil(`the server refuses "${name}"`, () => refused.refusals.length > 0);
      expect(refused.refusals[0]).toBe('invalid-room-name');
      expect(refused.provider.isSynced).toBe(false);
    }
    const accepted = phone(url, newRoomName());
    await waitUntil('a well-formed room syncs', () => accepted.synced());
    expect(accepted.refusals).toEqual([]);
  });

  it('refuses an update that would take the room past its size bound, and keeps the room as it was', async () => {
    const room = newRoomName();
    const writer = phone(url, room);
    await waitUntil('writer synced', () => writer.synced());
    record(writer, 'small', { note: 'x'.repeat(1_000) });
    await waitUntil('the small entry is acknowledged', () => writer.synced());
    // 80 KiB in one update: under the frame bound (64 + 64 KiB) but past the room's 64 KiB.
    record(writer, 'huge', { note: 'y'.repeat(80 * KIB) });

    const reader = phone(url, room);
    await waitUntil('reader synced', () => reader.synced());
    // Give the refused update every chance to arrive: the writer's reconnections resend it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const readerAgain = phone(url, room);
    await waitUntil('second reader synced', () => readerAgain.synced());
    expect(entries(readerAgain)).toEqual(['small']);
    expect(entries(reader)).toEqual(['small']);
  });
});

describe('presence, flooded', () => {
  it('leaves out presence that proves no phone, cuts the sockets that keep sending it, not the phones, and "N phones connected" stays what it is', async () => {
    // Hocuspocus reports each refused frame on console.error (the process entry redacts those lines).
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    cleanups.push(() => quiet.mockRestore());
    const server = await startSyncServer({ ...DEFAULTS, port: 0, dataDir: tempDir() }, { log: () => {} });
    cleanups.push(() => server.close());
    const url = `ws://127.0.0.1:${server.port}`;
    const room = newRoomName();
    const a = phone(url, room);
    const b = phone(url, room);
    const closes: number[] = [];
    for (const real of [a, b]) {
      real.provider.configuration.websocketProvider.on('close', ({ event }: { event: { code: number } }) =>
        closes.push(event.code),
      );
      real.provider.awareness!.setLocalState(signPresence(newPhoneKeys(), room, real.doc.clientID, 1));
    }
    await waitUntil(
      'each phone sees two phones',
      () => a.provider.awareness!.getStates().size === 2 && b.provider.awareness!.getStates().size === 2,
    );
    const stateOfA = a.provider.awareness!.getLocalState();

    // Presence as an earlier version or a forger sends it: a name and a seat, no key, no proof.
    const presence = (entries: Array<[number, number]>) =>
      frame(room, 1, (e) => {
        const body = encoding.createEncoder();
        encoding.writeVarUint(body, entries.length);
        for (const [client, clock] of entries) {
          encoding.writeVarUint(body, client);
          encoding.writeVarUint(body, clock);
          encoding.writeVarString(body, JSON.stringify({ user: { seat: 'S' } }));
        }
        encoding.writeVarUint8Array(e, encoding.toUint8Array(body));
      });
    const join = (socket: WebSocket) =>
      socket.send(
        frame(room, 2, (e) => {
          encoding.writeVarUint(e, 0);
          encoding.writeVarString(e, '');
        }),
      );
    // One makes up a new phone a frame, without end; another announces fifty at once; a third speaks for
    // phone A; a fourth repeats one entry of its own with a newer clock each time.
    const sockets = await Promise.all([rawSocket(url), rawSocket(url), rawSocket(url), rawSocket(url)]);
    const [one, two, three, four] = sockets as [WebSocket, WebSocket, WebSocket, WebSocket];
    for (const socket of sockets) join(socket);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 200 && one.readyState === WebSocket.OPEN; i += 1)
      one.send(presence([[900_000 + i, 1]]));
    two.send(presence(Array.from({ length: 50 }, (_, i) => [800_000 + i, 1] as [number, number])));
    three.send(presence([[a.doc.clientID, 1_000_000]]));
    for (let clock = 1; clock <= 200 && four.readyState === WebSocket.OPEN; clock += 1)
      four.send(presence([[700_000, clock]]));
    await waitUntil(
      'the two that kept sending are cut',
      () => one.readyState === WebSocket.CLOSED && four.readyState === WebSocket.CLOSED,
    );

    // Nothing of theirs reached the phones; the two that sent once are left open; the phones were never
    // cut, still count two phones, and still sync.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([two.readyState, three.readyState]).toEqual([WebSocket.OPEN, WebSocket.OPEN]);
    expect(closes).toEqual([]);
    expect([...a.provider.awareness!.getStates().keys()]).toEqual([a.doc.clientID, b.doc.clientID]);
    expect([...b.provider.awareness!.getStates().keys()].sort()).toEqual(
      [a.doc.clientID, b.doc.clientID].sort(),
    );
    expect(b.provider.awareness!.getStates().get(a.doc.clientID)).toEqual(stateOfA);
    record(a, 'after-the-flood');
    await waitUntil('the phones still sync', () => entries(b).includes('after-the-flood'));
    const metrics = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    expect(metrics).toContain('tai_sync_connections_cut_total{reason="presence-flood"} 2');
    expect(metrics).toMatch(/tai_sync_presence_left_out_total\{reason="not-presence"\} \d{2,}/);
  });
});

/** A raw WebSocket to the server, for frames no provider would send. */
async function rawSocket(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  socket.on('error', () => {
    // Refusals and cut-offs surface here; what the test checks is the server, not this socket.
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused: ${response.statusCode}`)),
    );
    socket.once('close', () => reject(new Error('closed before open')));
  });
  return socket;
}

function closed(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve();
    socket.once('close', () => resolve());
  });
}

/** A Hocuspocus frame: room name, message type, then the given body bytes. */
function frame(room: string, type: number, body: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, room);
  encoding.writeVarUint(encoder, type);
  body(encoder);
  return encoding.toUint8Array(encoder);
}

/** Waits until the server counts no open connection (it sees each close a moment after the client); answers its count. */
async function serverConnectionsDrop(server: ServerProcess): Promise<number> {
  let connections = -1;
  for (let tries = 0; connections !== 0 && tries < 100; tries += 1) {
    ({ connections } = await server.stats());
    if (connections !== 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return connections;
}

describe('sync server, as a process', () => {
  let dataDir: string;
  let server: ServerProcess;
  afterEach(async () => {
    await server?.kill('SIGKILL');
  });

  it('keeps a room through SIGKILL: a phone that joins alone after the restart gets the whole night', async () => {
    dataDir = tempDir();
    server = await startServerProcess({ PORT: '0', SYNC_DATA: dataDir });
    const room = newRoomName();
    const a = phone(server.url, room);
    const b = phone(server.url, room);
    await waitUntil('both synced', () => a.synced() && b.synced());
    for (let hand = 1; hand <= 5; hand += 1)
      record(hand % 2 ? a : b, `hand-${hand}`, { kind: 'win', tai: hand });
    await waitUntil(
      'every hand acknowledged by the server',
      () => a.synced() && b.synced() && entries(a).length === 5 && entries(b).length === 5,
    );
    a.destroy();
    b.destroy();

    // No time for the debounced snapshot: the updates were appended as they were applied.
    await server.kill('SIGKILL');
    server = await startServerProcess({ PORT: String(server.port), SYNC_DATA: dataDir });
    const c = phone(server.url, room);
    await waitUntil('the third phone synced', () => c.synced());
    expect(entries(c)).toEqual(['hand-1', 'hand-2', 'hand-3', 'hand-4', 'hand-5']);
    expect(recordsOf(c).find((entry) => entry.id === 'hand-3')).toMatchObject({ kind: 'win', tai: 3 });
  });

  it('survives hostile frames and floods, keeps serving, and never logs a room name', async () => {
    dataDir = tempDir();
    server = await startServerProcess({
      PORT: '0',
      SYNC_DATA: dataDir,
      SYNC_MAX_DOC_BYTES: String(64 * KIB),
      SYNC_MAX_CONNECTIONS_PER_ADDRESS: '8',
    });
    const room = newRoomName();
    const badRoom = `${newRoomName()}!`;

    // Garbage, a string length that runs past the frame, text, and a frame past the size bound.
    for (const send of [
      (s: WebSocket) => s.send(Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 1, 2])),
      (s: WebSocket) => s.send(Uint8Array.from([0x80, 0x80, 0x80, 0x80, 0x08, 0x41])),
      (s: WebSocket) => s.send('hello'),
      (s: WebSocket) => s.send(new Uint8Array(200 * KIB).fill(7)),
      // A well-formed room and sync header around a Yjs update that is not one.
      (s: WebSocket) =>
        s.send(
          frame(room, 0, (e) => {
            encoding.writeVarUint(e, 2);
            encoding.writeVarUint8Array(e, Uint8Array.from([9, 200, 1, 3, 255, 0, 7]));
          }),
        ),
      (s: WebSocket) =>
        s.send(
          frame(room, 0, (e) => {
            encoding.writeVarUint(e, 1);
            encoding.writeVarUint8Array(e, new Uint8Array(4 * KIB).fill(0xfe));
          }),
        ),
      // Awareness that does not decode, and a message type nobody defined.
      (s: WebSocket) =>
        s.send(frame(room, 1, (e) => encoding.writeVarUint8Array(e, Uint8Array.from([5, 1, 2])))),
      (s: WebSocket) => s.send(frame(room, 99, () => {})),
      // A malformed room name, over and over.
      (s: WebSocket) => {
        for (let i = 0; i < 50; i += 1)
          s.send(
            frame(badRoom, 2, (e) => {
              encoding.writeVarUint(e, 0);
              encoding.writeVarString(e, '');
            }),
          );
      },
    ]) {
      const socket = await rawSocket(server.url);
      send(socket);
      socket.close();
      await closed(socket);
    }

    // A flood of sync requests (each one asks the server to encode the room) is cut off.
    const asker = await rawSocket(server.url);
    for (let i = 0; i < 200 && asker.readyState === WebSocket.OPEN; i += 1) {
      asker.send(
        frame(room, 0, (e) => {
          encoding.writeVarUint(e, 0);
          encoding.writeVarUint8Array(e, Uint8Array.from([0]));
        }),
      );
    }
    await waitUntil(
      'the server cut the socket asking to sync over and over',
      () => asker.readyState === WebSocket.CLOSED,
    );

    // A flood of frames on one socket is cut off.
    const flooder = await rawSocket(server.url);
    for (let i = 0; i < 2_000 && flooder.readyState === WebSocket.OPEN; i += 1) {
      flooder.send(frame(room, 3, () => {}));
    }
    await waitUntil('the server cut the flooding socket', () => flooder.readyState === WebSocket.CLOSED);

    // More connections from one address than allowed: the extra ones are refused, the others stay.
    await serverConnectionsDrop(server);
    const held: WebSocket[] = [];
    let refused = 0;
    for (let i = 0; i < 12; i += 1) {
      try {
        held.push(await rawSocket(server.url));
      } catch {
        refused += 1;
      }
    }
    expect(held.length).toBe(8);
    expect(refused).toBe(4);
    for (const socket of held) socket.close();
    await Promise.all(held.map(closed));

    expect(server.alive()).toBe(true);
    const { cutOff } = await server.stats();
    expect(cutOff).toMatchObject({
      'too-many-sync-requests': 1,
      'too-many-frames': 1,
      'too-many-from-address': 4,
      'bad-room-name': 1,
    });
    expect(cutOff.malformed).toBeGreaterThanOrEqual(1);
    // Every place taken by these sockets is given back.
    expect(await serverConnectionsDrop(server)).toBe(0);
    const a = phone(server.url, room);
    const b = phone(server.url, room);
    await waitUntil('two phones still sync after the attacks', () => a.synced() && b.synced());
    record(a, 'after');
    await waitUntil('the entry reaches the other phone', () => entries(b).includes('after'));
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toContain(room);
    expect(server.output()).not.toContain(badRoom.slice(0, 22));
  });
});

describe('sync server, two processes sharing Redis', () => {
  const redisServer = findRedisServer();
  let redis: import('node:child_process').ChildProcess | undefined;
  let redisPort = 0;
  beforeAll(async () => {
    if (!redisServer) return warnOfSkips(REDIS);
    const { spawn } = await import('node:child_process');
    const { freePort } = await import('./testing');
    redisPort = await freePort();
    redis = spawn(
      redisServer,
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let said = '';
    await new Promise<void>((resolve, reject) => {
      redis?.stdout?.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('Ready to accept connections')) resolve();
      });
      redis?.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${said}`)));
    });
  });
  afterAll(() => {
    redis?.kill('SIGKILL');
  });

  it('a phone on each server sees the other’s entries', async (context) => {
    if (!redisServer) return context.skip(skipOrFail(REDIS));
    const env = { PORT: '0', SYNC_REDIS: `127.0.0.1:${redisPort}` };
    const one = await startServerProcess({ ...env, SYNC_DATA: tempDir() });
    cleanups.push(() => one.kill('SIGKILL'));
    const two = await startServerProcess({ ...env, SYNC_DATA: tempDir() });
    cleanups.push(() => two.kill('SIGKILL'));
    const room = newRoomName();
    const a = phone(one.url, room);
    const b = phone(two.url, room);
    await waitUntil('both synced', () => a.synced() && b.synced());
    record(a, 'on-server-one');
    await waitUntil('the entry crosses to server two', () => entries(b).includes('on-server-one')).catch(
      (error: unknown) => {
        throw new Error(
          `${String(error)}\nserver one said:\n${one.output()}\nserver two said:\n${two.output()}`,
        );
      },
    );
    record(b, 'on-server-two');
    await waitUntil('and back to server one', () => entries(a).includes('on-server-two')).catch(
      (error: unknown) => {
        throw new Error(
          `${String(error)} a=${entries(a)} b=${entries(b)} synced ${a.synced()} ${b.synced()}\nserver one said:\n${one.output()}\nserver two said:\n${two.output()}`,
        );
      },
    );
    expect(entries(a)).toEqual(['on-server-one', 'on-server-two']);
    expect(entries(b)).toEqual(entries(a));

    expect((await fetch(`http://127.0.0.1:${one.port}/ready`)).status).toBe(200);
    // Redis goes away: each server keeps serving its own phones, and neither process stops; both say
    // they are not ready (a balancer sends new phones elsewhere) and count the errors.
    redis?.kill('SIGKILL');
    await new Promise((resolve) => redis?.once('exit', resolve));
    let ready = 200;
    for (let tries = 0; ready === 200 && tries < 50; tries += 1) {
      ready = (await fetch(`http://127.0.0.1:${one.port}/ready`)).status;
      if (ready === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(503);
    expect(await (await fetch(`http://127.0.0.1:${two.port}/ready`)).text()).toMatch(/^not ready: redis: /);
    let metrics = '';
    for (let tries = 0; !/^tai_sync_redis_errors_total [1-9]/m.test(metrics) && tries < 50; tries += 1) {
      metrics = await (await fetch(`http://127.0.0.1:${one.port}/metrics`)).text();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(metrics).toMatch(/^tai_sync_redis_errors_total [1-9]/m);
    record(a, 'redis-gone');
    const c = phone(one.url, room);
    await waitUntil(
      'a phone joining server one without Redis gets the night',
      () => c.synced() && entries(c).includes('redis-gone'),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(one.alive() && two.alive()).toBe(true);
    expect(one.output() + two.output()).not.toContain(room);
  });
});
