// A test command that sets itself up: `npm test` runs this before the unit tests, whose Redis tests
// (server/sync-server.test.ts: two sync servers sharing rooms; server/scale.test.ts) need `redis-server`.
// Found, or Debian's installed when we are root on Debian (scripts/ensure-tool.ts, as for PostgreSQL and
// HAProxy), or one line saying what to install; the Redis tests then skip, saying so, and the rest still runs.
import { fileURLToPath } from 'node:url';
import { ensureTool, findTool, thisMachine, type Tool } from './ensure-tool';

export const REDIS: Tool = {
  name: 'redis-server',
  candidates: () => [
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
    '/opt/homebrew/bin/redis-server',
  ],
  aptPackages: ['redis-server'],
  whatToInstall:
    'No redis-server, so the test of two sync servers sharing Redis will be skipped: install Redis ' +
    '(Debian: `apt-get install -y redis-server`; macOS: `brew install redis`), then `npm test` again.',
};

export function findRedisServer(): string | null {
  return findTool(REDIS);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outcome = ensureTool(REDIS, thisMachine('ensure-redis'));
  // Not a failure of the test command: the Redis test skips with the same message.
  if (!outcome.ok) process.stderr.write(`ensure-redis: ${outcome.message}\n`);
  else if (outcome.installed) process.stderr.write(`ensure-redis: using ${outcome.path}\n`);
}
