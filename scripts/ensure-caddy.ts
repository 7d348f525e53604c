// `npm test` runs this before the unit tests: the test of the deploy config (server/deploy.test.ts) runs
// Caddy with deploy/Caddyfile in front of HAProxy and the sync servers. Found, or installed from Debian
// when root (Debian 12 has Caddy 2.6), or one line saying what to install (that test then skips, saying
// so; under CI it stops `npm test` instead).
import { fileURLToPath } from 'node:url';
import { ensureToolHere, findTool, thisMachine, type Tool } from './ensure-tool';

export const CADDY: Tool = {
  name: 'caddy',
  candidates: () => ['/usr/bin/caddy', '/usr/local/bin/caddy', '/opt/homebrew/bin/caddy'],
  aptPackages: ['caddy'],
  neededBy: 'the tests of the deploy config (Caddy in front of HAProxy)',
  install: 'install Caddy (Debian: `apt-get install -y caddy`; macOS: `brew install caddy`)',
};

export function findCaddy(): string | null {
  return findTool(CADDY);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = ensureToolHere(CADDY, thisMachine('ensure-caddy'));
