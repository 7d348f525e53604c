// `npm test` runs this before the unit tests: the test of servers behind a balancer (server/scale.test.ts)
// and e2e/production.spec.ts run HAProxy with deploy/haproxy.cfg. Found, or installed from Debian when
// root, or one line saying what to install (those tests then skip, saying so; under CI it stops `npm test`
// instead).
import { fileURLToPath } from 'node:url';
import { ensureToolHere, findTool, thisMachine, type Tool } from './ensure-tool';

export const HAPROXY: Tool = {
  name: 'haproxy',
  candidates: () => [
    '/usr/sbin/haproxy',
    '/usr/bin/haproxy',
    '/usr/local/sbin/haproxy',
    '/usr/local/bin/haproxy',
    '/opt/homebrew/bin/haproxy',
  ],
  aptPackages: ['haproxy'],
  neededBy: 'the tests of sync servers behind a balancer',
  install: 'install HAProxy (Debian: `apt-get install -y haproxy`; macOS: `brew install haproxy`)',
};

export function findHaproxy(): string | null {
  return findTool(HAPROXY);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = ensureToolHere(HAPROXY, thisMachine('ensure-haproxy'));
