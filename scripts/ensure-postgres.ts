// `npm test` runs this before the unit tests: the PostgreSQL store's tests (server/pg-store.test.ts and the
// servers sharing PostgreSQL in server/scale.test.ts) start a throwaway cluster of their own (initdb in a
// temporary folder) and need PostgreSQL's programs, not a running PostgreSQL. Found, or installed from
// Debian when root, or one line saying what to install (those tests then skip, saying so).
import { fileURLToPath } from 'node:url';
import { debianPostgresBins, ensureTool, findTool, thisMachine, type Tool } from './ensure-tool';

export const POSTGRES: Tool = {
  name: 'PostgreSQL (initdb)',
  candidates: () =>
    [...debianPostgresBins(), '/usr/local/bin', '/opt/homebrew/bin', '/usr/bin'].map(
      (dir) => `${dir}/initdb`,
    ),
  aptPackages: ['postgresql'],
  whatToInstall:
    'No PostgreSQL (initdb), so the tests of the PostgreSQL store and of servers sharing it will be skipped: install ' +
    'PostgreSQL (Debian: `apt-get install -y postgresql`; macOS: `brew install postgresql`), then `npm test` again.',
};

/** The folder holding initdb and postgres, or null. */
export function findPostgresBin(): string | null {
  const initdb = findTool(POSTGRES);
  return initdb ? initdb.slice(0, -'/initdb'.length) : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outcome = ensureTool(POSTGRES, thisMachine('ensure-postgres'));
  if (!outcome.ok) process.stderr.write(`ensure-postgres: ${outcome.message}\n`);
  else if (outcome.installed) process.stderr.write(`ensure-postgres: using ${outcome.path}\n`);
}
