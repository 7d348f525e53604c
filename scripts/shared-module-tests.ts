// The unit tests whose files share their worker's modules from file to file (vite.config.ts, the 'node'
// project, `isolate: false`): not loading the same modules again for each file is a fifth of the unit
// tests' time. They keep no state in a module that outlives their own set-up and mock none: the pure
// code's, and the sync engine's, the database's and the screens' own logic, each of which opens its
// databases and documents afresh in its tests (every one of them passed in four shuffled orders of
// files, and in the suite's). Every other Node test runs in a fresh worker per file ('node-isolated'),
// the safe default for a new folder, and so do the files below that cannot share.
// scripts/shared-module-tests.test.ts checks that no shared file mocks a module or leaves a global stubbed.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const SHARED_MODULE_TEST_FOLDERS = [
  'src/core',
  'src/words',
  'src/cli',
  'packages/night-log/src',
  'scripts',
  'src/sync',
  'src/db',
  'src/features',
  'src/ui',
  'src/app',
  'src/worker',
] as const;
const SHARED_MODULE_TEST_FILES = ['src/architecture.test.ts'] as const;

/** Files in those folders that start afresh all the same, and why. */
export const FRESH_MODULE_TEST_FILES: Readonly<Record<string, string>> = {
  'src/sync/sealed-reopen.test.ts': 'mocks the night log’s package to count its checks',
  'src/sync/connection.test.ts': 'mocks the sync engine’s document module',
  'src/db/live-hook.test.ts': 'gives the database its live engine once, as the app does at start',
};

/** The shared tests' files, relative to `root` (the repository), found in their folders now. */
export function sharedModuleTests(root: string): string[] {
  return [
    ...SHARED_MODULE_TEST_FOLDERS.flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.test.ts') && !name.split(/[\\/]/).includes('node_modules'))
        .map((name) => `${folder}/${name.replaceAll('\\', '/')}`),
    ),
    ...SHARED_MODULE_TEST_FILES,
  ]
    .filter((file) => !(file in FRESH_MODULE_TEST_FILES))
    .sort();
}
