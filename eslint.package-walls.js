// The packages' walls (docs/architecture.md, "Packages"), spread at the end of eslint.config.js: what
// each of the three npm workspaces may import, read from their package.json files. The app at the root
// never imports the server; the server's running code and the shared package (packages/night-log,
// @tai-table/night-log) import only their own files and what their package.json declares; everything
// takes the shared package by its name. src/architecture.test.ts checks that each wall refuses an import
// through it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
/** A workspace's package.json: `dependencies` are what its running code may import. */
const manifest = (folder) => JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
const APP = manifest('.');
const SERVER = manifest('server');
const NIGHT_LOG = manifest('packages/night-log');
const declaredBy = (pkg, ...fields) => fields.flatMap((field) => Object.keys(pkg[field] ?? {}));
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A bare import (a package, or a Node built-in without `node:`) of none of these packages. */
const undeclaredPackage = (packages, { node }) =>
  `^(?!${node ? 'node:|' : ''}(?:${packages.map(escapeRegex).join('|')})(?:/|$))[^./]`;

/** The server's files that are not the server: its tests and the helpers that start servers, phones and their tools for tests, benchmarks and `npm run sync-stack`. */
const SERVER_TOOLING = [
  'server/**/*.test.ts',
  'server/testing.ts',
  'server/test-scope.ts',
  'server/log-testing.ts',
  'server/pg-testing.ts',
  'server/stack.ts',
];

const SERVER_PACKAGES = {
  regex: undeclaredPackage(declaredBy(SERVER, 'dependencies'), { node: true }),
  message:
    'The sync server imports only its own files, @tai-table/night-log and the packages server/package.json declares in `dependencies` (add one there, pinned exactly), with `node:` before a Node built-in.',
};
/** A relative import that climbs out of a folder `depth` levels above the importing file. */
const climbsOut = (depth) => `^(\\.\\./){${depth}}`;
const serverLeaves = (depth) => ({
  regex: climbsOut(depth),
  message:
    'The sync server’s running code imports nothing outside server/: what the app shares with it is in @tai-table/night-log, imported by that name.',
});

const nightLogWall = (depth) => [
  {
    regex: undeclaredPackage(declaredBy(NIGHT_LOG, 'dependencies'), { node: false }),
    message:
      '@tai-table/night-log runs on the phone and on the server: it imports only the packages its package.json declares in `dependencies`, and nothing of Node (or of the app, or the server).',
  },
  {
    regex: climbsOut(depth),
    message: '@tai-table/night-log imports nothing outside its src/: not the app, not the server.',
  },
];

/** The packages only the server declares: the app never imports them (nor declares them: scripts/declared-packages.test.ts). */
const SERVER_ONLY = declaredBy(SERVER, 'dependencies', 'devDependencies').filter(
  (name) => !declaredBy(APP, 'dependencies', 'devDependencies').includes(name) && !name.startsWith('@types/'),
);

const INTO_THE_SHARED_PACKAGE = {
  regex: '^(\\.{1,2}/)+packages(/.*)?$',
  message: 'Import the shared package by its name, @tai-table/night-log, never by a path into packages/.',
};

export function packageWalls() {
  return [
    // Depth by depth, as the core's walls: a relative import leaves server/ by climbing above it.
    {
      files: ['server/*.ts'],
      ignores: SERVER_TOOLING,
      rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_PACKAGES, serverLeaves(1)] }] },
    },
    {
      files: ['server/*/*.ts'],
      ignores: SERVER_TOOLING,
      rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_PACKAGES, serverLeaves(2)] }] },
    },
    {
      files: ['packages/night-log/src/*.ts'],
      ignores: ['packages/**/*.test.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: nightLogWall(1) }] },
    },
    {
      files: ['packages/night-log/src/*/*.ts'],
      ignores: ['packages/**/*.test.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: nightLogWall(2) }] },
    },
    {
      // The sync server runs in Node beside the app, never inside it: the app reaches it over a WebSocket
      // only. The app's own rule name, so it adds to the per-folder import rules of src/ above.
      files: ['src/**/*.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^(\\.{1,2}/)+server(/.*)?$',
                message: 'The app never imports the sync server (server/): it talks to it over a WebSocket.',
              },
              {
                group: [SERVER.name, ...SERVER_ONLY.flatMap((name) => [name, `${name}/*`])],
                message:
                  'The sync server and its packages stay in server/: the app talks to it over a WebSocket, and what both run is in @tai-table/night-log.',
              },
              INTO_THE_SHARED_PACKAGE,
            ],
          },
        ],
      },
    },
    {
      // The scripts, the end-to-end tests and the root's configuration start servers (server/testing.ts,
      // server/stack.ts): they may import server/, and take the shared package by its name like the app.
      files: ['scripts/**/*.ts', 'e2e/**/*.ts', '*.{ts,js}'],
      rules: { 'no-restricted-imports': ['error', { patterns: [INTO_THE_SHARED_PACKAGE] }] },
    },
  ];
}
