// The harness of the live-night flows (e2e/live.spec.ts): the real sync server as a child process on a
// free port with a temporary SYNC_DATA, killed (SIGTERM or SIGKILL) and started again on the same port
// and data; a redis-server of its own on a free port for two servers sharing rooms; and "phones": each
// a browser context of its own at 390×844 (its own IndexedDB and localStorage), told the server's
// address through localStorage `tai-table:sync-server` before the app loads. The build carries no
// VITE_SYNC_URL (`npm test` builds once for every spec, and these ports are only known at run time),
// so the address a phone uses is exactly the one its test gave it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import { findRedisServer } from '../scripts/ensure-redis';
import { freePort, startServerProcess, waitUntil, type ServerProcess } from '../server/testing';
import { phoneContext, waitForApp } from './helpers';

/** The app's setting for the server address (Settings → server), read before VITE_SYNC_URL. */
export const SYNC_SERVER_KEY = 'tai-table:sync-server';

/** One sync server the test can kill and start again on the same port and rooms. */
export interface LiveServer {
  /** `ws://127.0.0.1:PORT`, the same across restarts. */
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** Everything every run of it printed, stdout and stderr. */
  output(): string;
  alive(): boolean;
  /** SIGTERM (a clean stop: rooms stored, sockets closed) or SIGKILL (nothing gets to run). */
  kill(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts it again on the same port, data and Redis. */
  restart(): Promise<void>;
  /** SIGSTOP: the server hangs, its sockets open and silent (a wedged process); resume() is SIGCONT. */
  pause(): void;
  resume(): void;
}

export interface RedisServer {
  readonly url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Rooms' folder; by default a new temporary one. Two servers may share one (SQLite in WAL mode). */
  dataDir?: string;
  /** `redis://127.0.0.1:PORT`: share rooms with other servers. */
  redisUrl?: string;
}

/** How a phone differs from the project's default one: dark, another language, on its side. */
export interface PhoneOptions {
  colorScheme?: 'light' | 'dark';
  /** The browser's language (and so the app's): 'zh-HK' opens the app in 繁體中文. */
  locale?: string;
  viewport?: { width: number; height: number };
}

/** What the `live` fixture gives a test; everything it started is stopped and removed afterwards. */
export interface LiveHarness {
  startServer(options?: StartOptions): Promise<LiveServer>;
  /** A redis-server of its own, or null when the machine has none (`npm run ensure-redis` says what to install). */
  startRedis(): Promise<RedisServer | null>;
  /** A phone at the table: a fresh browser context on the app, set to use `server`. */
  phone(server: Pick<LiveServer, 'url'> | null, options?: PhoneOptions): Promise<Phone>;
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** Points the phone at another server from its next load on. */
  useServer(url: string): Promise<void>;
  /**
   * The phone loses its network: the browser says so (navigator.onLine, the offline event, failed
   * requests); its open WebSockets go silent, as a lost network leaves them (nothing arrives either
   * way and nothing closes, for many seconds), and new ones fail, until goOnline().
   */
  goOffline(): Promise<void>;
  /** The network is back (the online event); what the silent WebSockets held is delivered, as TCP would. */
  goOnline(): Promise<void>;
  close(): Promise<void>;
}

function stopped(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function startLiveServer(
  port: number,
  dataDir: string,
  redisUrl: string | undefined,
  log: string[],
): Promise<LiveServer> {
  const env = (): Record<string, string> => ({
    PORT: String(port),
    SYNC_DATA: dataDir,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  let current: ServerProcess = await startServerProcess(env());
  let printedBefore = '';
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    dataDir,
    output: () => printedBefore + current.output(),
    alive: () => current.alive(),
    kill: async (signal = 'SIGTERM') => {
      await current.kill(signal);
    },
    pause: () => {
      current.child.kill('SIGSTOP');
    },
    resume: () => {
      current.child.kill('SIGCONT');
    },
    restart: async () => {
      if (current.alive()) throw new Error('restart() of a server still running: kill() it first');
      printedBefore += current.output();
      // The port was just freed; a restart that races another process for it fails loudly here.
      current = await startServerProcess(env());
      log.push(`restarted sync server on ${port}`);
    },
  };
}

async function startRedisServer(path: string): Promise<RedisServer> {
  const port = await freePort();
  // No persistence (a test's Redis is only a message bus and a lock) and loopback only.
  const child = spawn(
    path,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitUntil(
    `redis-server listening on ${port}:\n${output}`,
    () => {
      if (stopped(child)) throw new Error(`redis-server exited:\n${output}`);
      return output.includes('Ready to accept connections');
    },
    15_000,
  );
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (stopped(child)) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function openPhone(browser: Browser, serverUrl: string | null, options: PhoneOptions): Promise<Phone> {
  const { colorScheme = 'light', locale, viewport } = options;
  const context = await phoneContext(browser, {
    colorScheme,
    ...(locale ? { locale } : {}),
    ...(viewport ? { viewport } : {}),
  });
  // Before any of the app's scripts, on every load of every page: the address of this test's server, as
  // Settings keeps it (the bare URL). Init scripts run in the order added, so a later useServer() wins.
  const point = (value: string | null) =>
    context.addInitScript(
      ([key, address]) => {
        // about:blank (a new page before its first load) has no localStorage; the app's own origin has.
        if (!location.protocol.startsWith('http')) return;
        if (address === null) localStorage.removeItem(key);
        else localStorage.setItem(key, address);
      },
      [SYNC_SERVER_KEY, value] as const,
    );
  await point(serverUrl);
  // Playwright's offline mode leaves open WebSockets working (microsoft/playwright#4910), so every
  // WebSocket of the phone goes through a route the harness can silence, as a lost network does.
  let offline = false;
  type Message = string | Buffer;
  const open = new Set<{
    page: WebSocketRoute;
    server: WebSocketRoute;
    toServer: Message[];
    toPage: Message[];
  }>();
  await context.routeWebSocket(/^wss?:\/\//, (socket) => {
    if (offline) {
      void socket.close({ code: 4000, reason: 'offline (test)' });
      return;
    }
    const route = {
      page: socket,
      server: socket.connectToServer(),
      toServer: [] as Message[],
      toPage: [] as Message[],
    };
    socket.onMessage((message) => (offline ? route.toServer.push(message) : route.server.send(message)));
    route.server.onMessage((message) => (offline ? route.toPage.push(message) : socket.send(message)));
    open.add(route);
  });
  const page = await context.newPage();
  await page.goto('/#/');
  await waitForApp(page);
  return {
    context,
    page,
    useServer: async (url) => {
      await point(url);
    },
    goOffline: async () => {
      offline = true;
      await context.setOffline(true);
    },
    goOnline: async () => {
      offline = false;
      for (const route of open) {
        for (const message of route.toServer.splice(0)) route.server.send(message);
        for (const message of route.toPage.splice(0)) route.page.send(message);
      }
      await context.setOffline(false);
    },
    close: () => context.close(),
  };
}

export const test = base.extend<{ live: LiveHarness }>({
  live: async ({ browser }, provide, testInfo) => {
    const servers: LiveServer[] = [];
    const redises: RedisServer[] = [];
    const phones: Phone[] = [];
    const folders: string[] = [];
    const log: string[] = [];
    const harness: LiveHarness = {
      startServer: async (options = {}) => {
        const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tai-table-live-'));
        if (!options.dataDir) folders.push(dataDir);
        const server = await startLiveServer(await freePort(), dataDir, options.redisUrl, log);
        servers.push(server);
        return server;
      },
      startRedis: async () => {
        const path = findRedisServer();
        if (!path) return null;
        const redis = await startRedisServer(path);
        redises.push(redis);
        return redis;
      },
      phone: async (server, options = {}) => {
        const phone = await openPhone(browser, server?.url ?? null, options);
        phones.push(phone);
        return phone;
      },
    };
    await provide(harness);
    // A phone the test closed already closes again without complaint.
    for (const phone of phones) await phone.close();
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [i, server] of servers.entries())
        await testInfo.attach(`sync-server-${i + 1}.log`, { body: server.output() });
    }
    for (const server of servers) await server.kill('SIGKILL');
    for (const redis of redises) await redis.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  },
});

export { expect };
