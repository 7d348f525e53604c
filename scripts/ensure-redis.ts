// A test command that sets itself up: `npm test` runs this before the unit tests, whose Redis test
// (server/sync-server.test.ts: two sync servers sharing rooms) needs `redis-server`. It finds one, or
// installs Debian's when we are root on Debian (as scripts/ensure-browser.ts does for Chromium), or
// says in one line what to install; the Redis test then skips, saying so, and the rest still runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REDIS_SERVER_PATHS: readonly string[] = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/opt/homebrew/bin/redis-server'];

export function findRedisServer(candidates: readonly string[] = REDIS_SERVER_PATHS, exists: (path: string) => boolean = existsSync): string | null {
  return candidates.find((path) => exists(path)) ?? null;
}

export interface Machine {
  candidates: readonly string[];
  exists: (path: string) => boolean;
  /** Runs a command, inheriting the output; answers its exit code. */
  run: (command: string, args: readonly string[]) => number;
  isRoot: boolean;
  isDebian: boolean;
  log: (line: string) => void;
}

export type Outcome = { ok: true; path: string; installed: boolean } | { ok: false; message: string };

export const WHAT_TO_INSTALL =
  'No redis-server, so the test of two sync servers sharing Redis will be skipped: install Redis '
  + '(Debian: `apt-get install -y redis-server`; macOS: `brew install redis`), then `npm test` again.';

export function ensureRedis(machine: Machine): Outcome {
  const found = findRedisServer(machine.candidates, machine.exists);
  if (found) return { ok: true, path: found, installed: false };
  if (machine.isRoot && machine.isDebian) {
    machine.log('No redis-server found: installing Debian’s (apt-get install redis-server)…');
    const installed = machine.run('apt-get', ['update', '-qq']) === 0
      && machine.run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server']) === 0;
    const path = installed ? findRedisServer(machine.candidates, machine.exists) : null;
    if (path) return { ok: true, path, installed: true };
  }
  return { ok: false, message: WHAT_TO_INSTALL };
}

function machine(): Machine {
  return {
    candidates: REDIS_SERVER_PATHS,
    exists: existsSync,
    run: (command, args) => spawnSync(command, args, {
      stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status ?? 1,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    isDebian: existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get'),
    log: (line) => process.stderr.write(`ensure-redis: ${line}\n`),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outcome = ensureRedis(machine());
  // Not a failure of the test command: the Redis test skips with the same message.
  if (!outcome.ok) process.stderr.write(`ensure-redis: ${outcome.message}\n`);
  else if (outcome.installed) process.stderr.write(`ensure-redis: using ${outcome.path}\n`);
}
