// `npm run sync-stack`: the production shape of the sync service on one machine, for trying it and for
// measuring it. A throwaway PostgreSQL cluster (initdb in a temporary folder), Redis, two sync servers
// with data folders of their own sharing both, HAProxy (deploy/haproxy.cfg) in front of them and, when
// Caddy is installed and the app is built, Caddy (deploy/Caddyfile) serving dist/ over HTTPS with /sync
// passed to HAProxy. Ctrl-C stops it all and removes the folders.
//
// Ports: SYNC_STACK_PORT (default 4400) for HAProxy, then +1 and +2 for the servers, +3 Redis,
// +4 PostgreSQL, +5 HAProxy's operator's side (its health and stats), +43 Caddy's HTTPS (4443 by default).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCaddy } from './ensure-caddy';
import { startCaddy, startStack, type Site } from '../server/stack';

const base = Number(process.env.SYNC_STACK_PORT || 4400);
if (!Number.isSafeInteger(base) || base < 1024 || base > 65_000)
  throw new Error(
    `SYNC_STACK_PORT must be a port between 1024 and 65000, not "${process.env.SYNC_STACK_PORT}"`,
  );
const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line: string) => process.stdout.write(`sync-stack: ${line}\n`);

async function main(): Promise<void> {
  say('starting PostgreSQL, Redis, two sync servers and HAProxy…');
  const stack = await startStack({
    ports: {
      haproxy: base,
      servers: [base + 1, base + 2],
      redis: base + 3,
      postgres: base + 4,
      haproxyOperator: base + 5,
    },
  });
  if (!stack) {
    say(
      'needs PostgreSQL and Redis: `npm run --silent ensure-postgres` and `npm run --silent ensure-redis` say what to install.',
    );
    process.exit(1);
  }
  let caddy: Site | null = null;
  const dist = join(root, 'dist');
  if (!stack.haproxy)
    say('no haproxy (`npm run --silent ensure-haproxy`): phones connect to a server directly.');
  else if (!findCaddy())
    say(
      'no Caddy (`npm run --silent ensure-caddy`): the app is not served over HTTPS; phones reach HAProxy directly.',
    );
  else if (!existsSync(join(dist, 'index.html')))
    say('no build in dist/ (`npm run build`): Caddy not started.');
  else
    caddy = await startCaddy({
      appDir: dist,
      balancer: `127.0.0.1:${base}`,
      port: base + 43,
      // localhost: a browser told to keep to HTTPS would do so for every server on localhost.
      hstsMaxAge: 0,
    });

  say(`PostgreSQL ${stack.postgres.url}`);
  say(`Redis      ${stack.redis.url}`);
  stack.servers.forEach((server, i) =>
    say(`server ${i + 1}   ${server.url} (http://127.0.0.1:${server.port}/ready, /metrics)`),
  );
  if (stack.haproxy) {
    say(`HAProxy    ${stack.haproxy.url}  ← phones (Settings › Live night, or VITE_SYNC_URL)`);
    say(`           ${stack.haproxy.operator}/health, /stats (the operator's side)`);
  }
  if (caddy)
    say(
      `Caddy      https://localhost:${base + 43}/ (the app; its sync server is wss://localhost:${base + 43}/sync)`,
    );
  say('Ctrl-C stops everything.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    await caddy?.remove();
    await stack.stop();
    say('stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  for (const server of stack.servers) {
    server.child.once('exit', (code, signal) => {
      if (!stopping) say(`a sync server stopped (${signal ?? code}); the other carries on`);
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`sync-stack: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
