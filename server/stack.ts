// The pieces of a production-shaped sync service on one machine, for the tests, the benchmark, the
// Playwright spec and `npm run sync-stack`: a redis-server and an HAProxy (deploy/haproxy.cfg) of their
// own, each a child process on a given or free port, stopped by its PID (PostgreSQL: server/pg-testing.ts),
// and `startStack`, all of them with the sync servers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findHaproxy } from '../scripts/ensure-haproxy';
import { findRedisServer } from '../scripts/ensure-redis';
import { startTempPostgres, type TempPostgres } from './pg-testing';
import { freePort, startServerProcess, waitUntil, type ServerProcess } from './testing';

export const HAPROXY_CONFIG = fileURLToPath(new URL('../deploy/haproxy.cfg', import.meta.url));

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

/**
 * HAProxy with deploy/haproxy.cfg in front of two sync servers (given as ports on 127.0.0.1), or null
 * when the machine has none. Resolves once it has found at least one server ready.
 */
export async function startHaproxy(servers: readonly [number, number], port?: number): Promise<Child | null> {
  const path = findHaproxy();
  if (!path) return null;
  const chosen = port ?? (await freePort());
  const process = spawn(path, ['-db', '-f', HAPROXY_CONFIG], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...globalThis.process.env,
      SYNC_LB_BIND: `127.0.0.1:${chosen}`,
      SYNC_SERVER_1: `127.0.0.1:${servers[0]}`,
      SYNC_SERVER_2: `127.0.0.1:${servers[1]}`,
    },
  });
  const output = collect(process);
  const started = child(process, chosen, `ws://127.0.0.1:${chosen}`, output);
  // Ready once a plain request through it reaches a server (its health checks have passed).
  let through = false;
  const probe = async () => {
    try {
      const response = await fetch(`http://127.0.0.1:${chosen}/ready`);
      through = response.status === 200;
    } catch {
      // Not listening yet.
      through = false;
    }
  };
  const deadline = Date.now() + 15_000;
  while (!through) {
    if (!started.running()) throw new Error(`haproxy exited:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`haproxy found no ready server:\n${output()}`);
    await probe();
    if (!through) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return started;
}

export interface Stack {
  postgres: TempPostgres;
  redis: Child;
  servers: ServerProcess[];
  /** HAProxy in front of the first two servers (null when the machine has no haproxy). */
  haproxy: Child | null;
  /** The environment a server of this stack runs with (its port and folder apart). */
  serverEnv(port: number): Record<string, string>;
  /** Starts server `index` again (after a kill) on its port. */
  restart(index: number): Promise<ServerProcess>;
  /** Stops everything: servers (SIGTERM), HAProxy, Redis, PostgreSQL; removes the folders. */
  stop(): Promise<void>;
}

export interface StackPorts {
  haproxy?: number;
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
  const haproxy = count >= 2 ? await startHaproxy([serverPorts[0]!, serverPorts[1]!], ports.haproxy) : null;
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
