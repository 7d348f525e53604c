// `npm test` runs this before the unit tests: the PostgreSQL store's tests (server/room-store.test.ts,
// server/durability.test.ts and the servers sharing PostgreSQL in server/scale.test.ts) start a throwaway
// cluster of their own (initdb in a temporary folder) and need PostgreSQL's programs, not a running
// PostgreSQL. Found, or installed from Debian when root, or one line saying what to install (those tests
// then skip, saying so; under CI it stops `npm test` instead).
import { fileURLToPath } from 'node:url';
import { debianPostgresBins, ensureToolHere, findTool, thisMachine, type Tool } from './ensure-tool';

export const POSTGRES: Tool = {
  name: 'PostgreSQL (initdb)',
  candidates: () =>
    [...debianPostgresBins(), '/usr/local/bin', '/opt/homebrew/bin', '/usr/bin'].map(
      (dir) => `${dir}/initdb`,
    ),
  aptPackages: ['postgresql'],
  neededBy: 'the tests of the PostgreSQL store and of servers sharing it',
  install: 'install PostgreSQL (Debian: `apt-get install -y postgresql`; macOS: `brew install postgresql`)',
};

/** The folder holding initdb and postgres, or null. */
export function findPostgresBin(): string | null {
  const initdb = findTool(POSTGRES);
  return initdb ? initdb.slice(0, -'/initdb'.length) : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = ensureToolHere(POSTGRES, thisMachine('ensure-postgres'));
