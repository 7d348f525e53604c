// A test command that sets itself up: `npm test` runs this before the unit tests, whose Redis tests
// (server/sync-server.test.ts: two sync servers sharing rooms; server/scale.test.ts; e2e/live.spec.ts and
// e2e/production.spec.ts) need `redis-server`. Found, or Debian's installed when we are root on Debian
// (scripts/ensure-tool.ts, as for PostgreSQL and HAProxy), or one line saying what to install; the Redis
// tests then skip, saying so, and the rest still runs. Under CI it stops `npm test` instead.
import { fileURLToPath } from 'node:url';
import { ensureToolHere, findTool, thisMachine, type Tool } from './ensure-tool';

export const REDIS: Tool = {
  name: 'redis-server',
  candidates: () => [
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
    '/opt/homebrew/bin/redis-server',
  ],
  aptPackages: ['redis-server'],
  neededBy: 'the tests of sync servers sharing Redis',
  install: 'install Redis (Debian: `apt-get install -y redis-server`; macOS: `brew install redis`)',
};

export function findRedisServer(): string | null {
  return findTool(REDIS);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = ensureToolHere(REDIS, thisMachine('ensure-redis'));
