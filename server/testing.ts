// Helpers for the sync server's tests and benchmark: a free port, the server as a child process (so it
// can be killed for real), and "phones": real Hocuspocus providers with their own Y.Doc over `ws`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import { appendSealed, newPhoneKeys, roomKeysOf, type PhoneKeys, type RoomKeys } from '@tai-table/night-log';
import * as Y from 'yjs';
import { randomId } from '../src/core/random-ids';
import type { SyncStats } from './lifecycle';

/**
 * A fresh room name as an earlier version's phone drew one: 128 random bits in 22 base64url characters.
 * Such a room (an older room) holds plain records, checked by the server for their shape only.
 */
export const newRoomName = (): string => randomId(16, 'base64url');

/** A fresh sealed room's secret, as the app draws one: 32 random bytes in 43 base64url characters. */
export const newRoomSecret = (): string => randomId(32, 'base64url');

/**
 * A raw client with the link of a sealed room (a peer the link was forwarded to, or a test's phone): it
 * joins with the room id and admission token the secret gives, and writes envelopes sealed and signed
 * with its own key, as a phone does (@tai-table/night-log), or anything else straight into its document.
 */
export interface SealedPhone extends Phone {
  readonly keys: PhoneKeys;
  readonly room: RoomKeys;
  /** Appends records (their content as JSON-able objects, each with its kind `t`) as this phone's envelopes. */
  write(records: readonly Record<string, unknown>[]): void;
}

export function connectSealedPhone(
  url: string,
  secret: string,
  options: { keys?: PhoneKeys; doc?: Y.Doc } = {},
): SealedPhone {
  const room = roomKeysOf(secret);
  if (!room) throw new Error('not a sealed room’s secret');
  const keys = options.keys ?? newPhoneKeys();
  const phone = connectPhone(url, room.roomId, options.doc ?? new Y.Doc(), room.admitToken);
  return Object.assign(phone, {
    keys,
    room,
    write: (records: readonly Record<string, unknown>[]) => {
      appendSealed(
        phone.doc,
        room,
        keys,
        records.map((record) => ({ kind: String(record.t), json: JSON.stringify(record) })),
      );
    },
  });
}

export const SERVER_ENTRY = fileURLToPath(new URL('./sync-server.ts', import.meta.url));

/**
 * Node's flags for the server, the same as `npm run sync-server` (package.json): a 4 MB semi-space keeps
 * V8's young generation near 12 MB instead of letting it grow to about 48 MB under a busy evening's
 * garbage, which is most of a lightly loaded server's memory (docs/benchmarks.md, "Sync server: what one server holds").
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4'];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until `check` holds; fails with `what` if it does not within `withinMs` (a deadline against hanging, not a speed test). */
export async function waitUntil(what: string, check: () => boolean, withinMs = 15_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  alive(): boolean;
  /** Asks the server for its figures (memory after a collection when started with --expose-gc). */
  stats(): Promise<SyncStats>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `server/sync-server.ts` as a child (through tsx) and resolves once it listens. */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, '--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  let exited = false;
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.once('exit', () => {
    exited = true;
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type === 'listening' && typeof message.port === 'number') resolve(message.port);
    });
    child.once('exit', (code) =>
      reject(new Error(`sync server exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    port,
    url: `ws://127.0.0.1:${port}`,
    child,
    output: () => output,
    alive: () => !exited,
    stats: () =>
      new Promise((resolve) => {
        const answer = (message: { type?: string; stats?: SyncStats }) => {
          if (message.type !== 'stats' || !message.stats) return;
          child.off('message', answer);
          resolve(message.stats);
        };
        child.on('message', answer);
        child.send({ type: 'stats' });
      }),
    kill: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

export interface Phone {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Reasons the server gave for refusing the room. */
  refusals: string[];
  synced(): boolean;
  destroy(): void;
}

/**
 * `ws` as a phone's WebSocket, quiet where a browser's is. The provider gives up a socket still
 * connecting (a server killed, or slow to answer) by removing its listeners and closing it; `ws` then
 * emits an 'error' ("closed before the connection was established") that nobody listens to, which fails
 * the whole test run as an uncaught exception, where a browser's WebSocket throws nothing. The socket's
 * own listener takes that last error; while the provider listens, it gets every error as before.
 */
export class PhoneWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('error', () => undefined);
  }
}

/**
 * A phone at the table: its own Y.Doc and WebSocket, joined to `room` on the server at `url` (a sealed
 * room's id with its admission `token`; an older room's name with none).
 */
export function connectPhone(
  url: string,
  room: string,
  doc: Y.Doc = new Y.Doc(),
  token?: string,
  WebSocketPolyfill: new (url: string) => WebSocket = PhoneWebSocket,
): Phone {
  const socket = new HocuspocusProviderWebsocket({
    url,
    WebSocketPolyfill,
    delay: 250,
    minDelay: 250,
    maxDelay: 2_000,
  });
  const refusals: string[] = [];
  const provider = new HocuspocusProvider({
    name: room,
    ...(token === undefined ? {} : { token }),
    document: doc,
    websocketProvider: socket,
    onAuthenticationFailed: ({ reason }) => {
      refusals.push(reason);
    },
  });
  provider.attach();
  return {
    doc,
    provider,
    refusals,
    synced: () => provider.isSynced && provider.unsyncedChanges === 0,
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}
