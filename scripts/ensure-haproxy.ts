// `npm test` runs this before the unit tests: the test of servers behind a balancer (server/scale.test.ts)
// and e2e/production.spec.ts run HAProxy with deploy/haproxy.cfg. Found, or installed from Debian when
// root, or one line saying what to install (those tests then skip, saying so).
import { fileURLToPath } from 'node:url';
import { ensureTool, findTool, thisMachine, type Tool } from './ensure-tool';

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
  whatToInstall:
    'No haproxy, so the tests of sync servers behind a balancer will be skipped: install HAProxy ' +
    '(Debian: `apt-get install -y haproxy`; macOS: `brew install haproxy`), then `npm test` again.',
};

export function findHaproxy(): string | null {
  return findTool(HAPROXY);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outcome = ensureTool(HAPROXY, thisMachine('ensure-haproxy'));
  if (!outcome.ok) process.stderr.write(`ensure-haproxy: ${outcome.message}\n`);
  else if (outcome.installed) process.stderr.write(`ensure-haproxy: using ${outcome.path}\n`);
}
