// A throwaway PostgreSQL cluster for the tests, the benchmark and `npm run sync-stack`: initdb in a
// temporary folder and `postgres` on a port of our own, stopped and removed afterwards. PostgreSQL will
// not run as root, so as root both run as the `postgres` user (Debian's package creates it) through
// Node's spawn uid/gid: the server is then our direct child and can be stopped (or killed) by its PID.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBin } from '../scripts/ensure-postgres';
import { freePort, waitUntil } from './testing';

export interface TempPostgres {
  /** `postgres://tai@127.0.0.1:PORT/tai` */
  readonly url: string;
  readonly port: number;
  output(): string;
  running(): boolean;
  /** SIGINT: a fast clean stop; SIGQUIT: an immediate stop, as a crash leaves it. */
  stop(signal?: 'SIGINT' | 'SIGQUIT'): Promise<void>;
  /** Starts it again on the same folder and port. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

function postgresUser(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error(
      'Running as root, and there is no `postgres` user to run PostgreSQL as (Debian’s postgresql package creates it).',
    );
  return { uid, gid };
}

/** Starts a fresh cluster, or answers null when this machine has no PostgreSQL (`npm run --silent ensure-postgres` says what to install). */
export async function startTempPostgres(options: { port?: number } = {}): Promise<TempPostgres | null> {
  const bin = findPostgresBin();
  if (!bin) return null;
  const user = postgresUser();
  const folder = mkdtempSync(join(tmpdir(), 'tai-pg-'));
  const dataDir = join(folder, 'data');
  if (user) chownSync(folder, user.uid, user.gid);
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  // --no-sync: a test cluster need not survive a power cut, and initdb takes half a second instead of several.
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'tai', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    { encoding: 'utf8', ...as },
  );
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  const port = options.port ?? (await freePort());
  let child: ChildProcess | null = null;
  let said = '';

  const start = async () => {
    said = '';
    const started = spawn(
      join(bin, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        folder,
        '-c',
        'listen_addresses=127.0.0.1',
        // Durable as in production (fsync on): an acknowledged update must survive what the tests do to it.
        '-c',
        'max_connections=200',
        '-c',
        'shared_buffers=32MB',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], ...as },
    );
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
    started.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
    await waitUntil(
      `postgres listening on ${port}`,
      () => {
        if (started.exitCode !== null) throw new Error(`postgres exited:\n${said}`);
        return said.includes('ready to accept connections');
      },
      30_000,
    );
  };
  await start();
  const createdb = spawnSync(
    join(bin, 'createdb'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'tai', 'tai'],
    { encoding: 'utf8' },
  );
  if (createdb.status !== 0) throw new Error(`createdb failed: ${createdb.stderr}`);

  const stop = (signal: 'SIGINT' | 'SIGQUIT' = 'SIGINT') =>
    new Promise<void>((resolve) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill(signal);
    });
  return {
    url: `postgres://tai@127.0.0.1:${port}/tai`,
    port,
    output: () => said,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    stop,
    start,
    remove: async () => {
      await stop('SIGQUIT');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
