// The pieces of a production-shaped sync service on one machine, for the tests, the benchmark, the
// Playwright spec and `npm run sync-stack`: a redis-server, an HAProxy (deploy/haproxy.cfg) and a Caddy
// (deploy/Caddyfile) of their own, each a child process on a given or free port, stopped by its PID
// (PostgreSQL: server/pg-testing.ts), and `startStack`, all of them but Caddy with the sync servers.
import { spawn, type ChildProcess } from 'node:child_process';
import { get as httpsGet } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCaddy } from '../scripts/ensure-caddy';
import { findHaproxy } from '../scripts/ensure-haproxy';
import { findRedisServer } from '../scripts/ensure-redis';
import { startTempPostgres, type TempPostgres } from './pg-testing';
import { freePort, startServerProcess, waitUntil, type ServerProcess } from './testing';

export const HAPROXY_CONFIG = fileURLToPath(new URL('../deploy/haproxy.cfg', import.meta.url));
export const CADDY_CONFIG = fileURLToPath(new URL('../deploy/Caddyfile', import.meta.url));

export interface Child {
  readonly port: number;
  /** `redis://…` or `ws://…` */
  readonly url: string;
  output(): string;
  running(): boolean;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function child(process: ChildProcess, port: number, url: string, output: () => string): Child {
  const running = () => process.exitCode === null && process.signalCode === null;
  return {
    port,
    url,
    output,
    running,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (!running()) return resolve();
        process.once('exit', () => resolve());
        process.kill(signal);
      }),
  };
}

function collect(process: ChildProcess): () => string {
  let said = '';
  process.stdout?.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  process.stderr?.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  return () => said;
}

/** A redis-server with no persistence (here Redis is a message bus and a lock), or null when the machine has none. */
export async function startRedis(port?: number): Promise<Child | null> {
  const path = findRedisServer();
  if (!path) return null;
  const chosen = port ?? (await freePort());
  const process = spawn(
    path,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = collect(process);
  await waitUntil(`redis-server listening on ${chosen}`, () => {
    if (process.exitCode !== null) throw new Error(`redis-server exited:\n${output()}`);
    return output().includes('Ready to accept connections');
  });
  return child(process, chosen, `redis://127.0.0.1:${chosen}`, output);
}

/** HAProxy, with the address of its operator's side (its health at /health and its stats at /stats). */
export interface Balancer extends Child {
  /** `http://127.0.0.1:PORT`: the operator's port, never the phones'. */
  readonly operator: string;
}

/**
 * HAProxy with deploy/haproxy.cfg in front of two sync servers (given as ports on 127.0.0.1), or null
 * when the machine has none. Resolves once it has found at least one server ready (its health, on the
 * operator's port, says so).
 */
export async function startHaproxy(
  servers: readonly [number, number],
  port?: number,
  operatorPort?: number,
): Promise<Balancer | null> {
  const path = findHaproxy();
  if (!path) return null;
  const chosen = port ?? (await freePort());
  const operatorChosen = operatorPort ?? (await freePort());
  const process = spawn(path, ['-db', '-f', HAPROXY_CONFIG], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...globalThis.process.env,
      SYNC_LB_BIND: `127.0.0.1:${chosen}`,
      SYNC_LB_OPERATOR_BIND: `127.0.0.1:${operatorChosen}`,
      SYNC_SERVER_1: `127.0.0.1:${servers[0]}`,
      SYNC_SERVER_2: `127.0.0.1:${servers[1]}`,
    },
  });
  const output = collect(process);
  const operator = `http://127.0.0.1:${operatorChosen}`;
  const started = { ...child(process, chosen, `ws://127.0.0.1:${chosen}`, output), operator };
  await waitForAnswer('haproxy found no ready server', started, `${operator}/health`);
  return started;
}

/** Polls `url` until it answers 200, failing with `what` (and the child's output) if the child exits or 15 s pass. */
async function waitForAnswer(
  what: string,
  started: Child,
  url: string,
  get: (url: string) => Promise<number> = async (address) => (await fetch(address)).status,
): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (!started.running()) throw new Error(`${what}: it exited:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`${what}:\n${started.output()}`);
    try {
      if ((await get(url)) === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Caddy with deploy/Caddyfile: the app's folder over HTTPS (its own CA) and /sync passed to the balancer. */
export interface Site extends Child {
  /** `https://localhost:PORT` */
  readonly origin: string;
  /** Stops Caddy and removes its folder (its CA and certificates). */
  remove(): Promise<void>;
}

/** An HTTPS GET of the site, trusting Caddy's own CA for this request only: the status. */
export function siteStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpsGet(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

/**
 * Caddy with deploy/Caddyfile serving `appDir` on https://localhost:`port` and passing the phones'
 * WebSockets to `balancer` (host:port), or null when the machine has no Caddy. `hstsMaxAge` is what the
 * config's SYNC_HSTS_MAX_AGE says (0 on this machine's localhost, so a browser does not keep to https for it).
 */
export async function startCaddy(options: {
  appDir: string;
  balancer: string;
  port?: number;
  hstsMaxAge?: number;
}): Promise<Site | null> {
  const path = findCaddy();
  if (!path) return null;
  const chosen = options.port ?? (await freePort());
  // Caddy keeps its CA and certificates under XDG_DATA_HOME: a folder of this run's own.
  const home = mkdtempSync(join(tmpdir(), 'tai-caddy-'));
  const process = spawn(path, ['run', '--config', CADDY_CONFIG, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...globalThis.process.env,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      SYNC_SITE: `localhost:${chosen}`,
      SYNC_APP_DIR: options.appDir,
      SYNC_LB_ADDRESS: options.balancer,
      ...(options.hstsMaxAge === undefined ? {} : { SYNC_HSTS_MAX_AGE: String(options.hstsMaxAge) }),
    },
  });
  const output = collect(process);
  const origin = `https://localhost:${chosen}`;
  const started = child(process, chosen, origin, output);
  const site: Site = {
    ...started,
    origin,
    remove: async () => {
      await started.stop();
      rmSync(home, { recursive: true, force: true });
    },
  };
  try {
    await waitForAnswer('caddy did not serve the site', started, `${origin}/`, siteStatus);
  } catch (error) {
    await site.remove();
    throw error;
  }
  return site;
}

export interface Stack {
  postgres: TempPostgres;
  redis: Child;
  servers: ServerProcess[];
  /** HAProxy in front of the first two servers (null when the machine has no haproxy). */
  haproxy: Balancer | null;
  /** The environment a server of this stack runs with (its port and folder apart). */
  serverEnv(port: number): Record<string, string>;
  /** Starts server `index` again (after a kill) on its port. */
  restart(index: number): Promise<ServerProcess>;
  /** Stops everything: servers (SIGTERM), HAProxy, Redis, PostgreSQL; removes the folders. */
  stop(): Promise<void>;
}

export interface StackPorts {
  haproxy?: number;
  /** HAProxy's operator's side: its health and stats. */
  haproxyOperator?: number;
  servers?: number[];
  redis?: number;
  postgres?: number;
}

/**
 * The production shape on one machine: a throwaway PostgreSQL, a Redis, `count` sync servers (each
 * with a data folder of its own, sharing both), and HAProxy in front of the first two. Null when the
 * machine lacks PostgreSQL or Redis (the ensure-* scripts say what to install).
 */
export async function startStack(
  options: { count?: number; ports?: StackPorts; env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<Stack | null> {
  const count = options.count ?? 2;
  const ports = options.ports ?? {};
  const [postgres, redis] = await Promise.all([
    startTempPostgres({ port: ports.postgres }),
    startRedis(ports.redis),
  ]);
  if (!postgres || !redis) {
    await postgres?.remove();
    await redis?.stop('SIGKILL');
    return null;
  }
  const folders: string[] = [];
  const serverPorts = await Promise.all(
    Array.from({ length: count }, (_, i) => ports.servers?.[i] ?? freePort()),
  );
  const serverEnv = (port: number): Record<string, string> => {
    const folder = mkdtempSync(join(tmpdir(), 'tai-stack-'));
    folders.push(folder);
    return {
      PORT: String(port),
      SYNC_DATA: folder,
      SYNC_DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      // Behind HAProxy every phone arrives from the balancer's address.
      SYNC_MAX_CONNECTIONS_PER_ADDRESS: '10000',
      ...options.env,
    };
  };
  const servers = await Promise.all(
    serverPorts.map((port) => startServerProcess(serverEnv(port), options.nodeArgs)),
  );
  const haproxy =
    count >= 2
      ? await startHaproxy([serverPorts[0]!, serverPorts[1]!], ports.haproxy, ports.haproxyOperator)
      : null;
  return {
    postgres,
    redis,
    servers,
    haproxy,
    serverEnv,
    restart: async (index) => {
      servers[index] = await startServerProcess(serverEnv(serverPorts[index]!), options.nodeArgs);
      return servers[index]!;
    },
    stop: async () => {
      await Promise.all(servers.map((server) => server.kill('SIGTERM')));
      await haproxy?.stop();
      await redis.stop();
      await postgres.remove();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}
