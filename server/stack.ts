// The pieces of a production-shaped sync service on one machine, for the tests, the benchmark, the
// Playwright spec and `npm run sync-stack`: a redis-server and an HAProxy (deploy/haproxy.cfg) of their
// own, each a child process on a given or free port, stopped by its PID. PostgreSQL is server/pg-testing.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findHaproxy } from '../scripts/ensure-haproxy';
import { findRedisServer } from '../scripts/ensure-redis';
import { freePort, waitUntil } from './testing';

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
    stop: (signal = 'SIGTERM') => new Promise<void>((resolve) => {
      if (!running()) return resolve();
      process.once('exit', () => resolve());
      process.kill(signal);
    }),
  };
}

function collect(process: ChildProcess): () => string {
  let said = '';
  process.stdout?.on('data', (chunk: Buffer) => { said += chunk.toString(); });
  process.stderr?.on('data', (chunk: Buffer) => { said += chunk.toString(); });
  return () => said;
}

/** A redis-server with no persistence (here Redis is a message bus and a lock), or null when the machine has none. */
export async function startRedis(port?: number): Promise<Child | null> {
  const path = findRedisServer();
  if (!path) return null;
  const chosen = port ?? await freePort();
  const process = spawn(path, ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
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
  const chosen = port ?? await freePort();
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
