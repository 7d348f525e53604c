// The unit tests whose files share their worker's modules from file to file (vite.config.ts, the 'node'
// project, `isolate: false`): the pure code's, which keep no state in a module and mock none. Not loading
// the same modules again for each file is a tenth of the unit tests' time. Every other Node test runs in
// a fresh worker per file ('node-isolated'), the safe default for a new folder.
// scripts/shared-module-tests.test.ts checks that no file here mocks a module or leaves a global stubbed.
export const SHARED_MODULE_TEST_FOLDERS = [
  'src/core',
  'src/words',
  'src/cli',
  'packages/night-log/src',
  'scripts',
] as const;
export const SHARED_MODULE_TEST_FILES = ['src/architecture.test.ts'] as const;

/** The same, as Vitest's include patterns. */
export const SHARED_MODULE_TESTS = [
  ...SHARED_MODULE_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
  ...SHARED_MODULE_TEST_FILES,
];
