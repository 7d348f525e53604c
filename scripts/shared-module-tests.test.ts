// The tests that share their worker's modules (scripts/shared-module-tests.ts) must leave nothing behind
// for the next file in the worker: a module mocked, modules reset, a global or an environment variable
// stubbed and not put back. Such a test belongs in a folder whose files each start afresh.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FRESH_MODULE_TEST_FILES, sharedModuleTests } from './shared-module-tests';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const testFiles = sharedModuleTests(ROOT);

/** What a file does that outlives it in a shared worker, unless it puts it back itself. */
export function leftBehind(source: string): string[] {
  const found: string[] = [];
  if (/\bvi\.(mock|doMock|unmock|doUnmock)\(/.test(source)) found.push('mocks a module');
  if (/\bvi\.resetModules\(/.test(source)) found.push('resets the modules');
  if (/\bvi\.stubGlobal\(/.test(source) && !/\bvi\.unstubAllGlobals\(/.test(source))
    found.push('stubs a global without vi.unstubAllGlobals()');
  if (/\bvi\.stubEnv\(/.test(source) && !/\bvi\.unstubAllEnvs\(/.test(source))
    found.push('stubs an environment variable without vi.unstubAllEnvs()');
  return found;
}

describe('the tests that share their worker’s modules', () => {
  it('are found: the folders are there and hold tests', () => {
    expect(testFiles.length).toBeGreaterThan(100);
    expect(testFiles).toContain('src/sync/log.test.ts');
  });

  it('leave out the files that start afresh, each still there', () => {
    for (const file of Object.keys(FRESH_MODULE_TEST_FILES)) {
      expect(existsSync(join(ROOT, file)), file).toBe(true);
      expect(testFiles).not.toContain(file);
    }
  });

  it('leave nothing behind for the next file', () => {
    const offenders = testFiles
      .map((file) => ({ file, found: leftBehind(readFileSync(join(ROOT, file), 'utf8')) }))
      .filter(({ found }) => found.length > 0)
      .map(({ file, found }) => `${file}: ${found.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('the check sees what a file leaves behind', () => {
    // Written as calls built here, so that this file's own source shows none of them.
    const call = (name: string, args = '') => `vi.${name}(${args});`;
    expect(leftBehind(call('mock', "'./clock'"))).toEqual(['mocks a module']);
    expect(leftBehind(call('stubGlobal', "'crypto', {}"))).toEqual([
      'stubs a global without vi.unstubAllGlobals()',
    ]);
    expect(leftBehind(call('stubGlobal', "'crypto', {}") + call('unstubAllGlobals'))).toEqual([]);
    expect(leftBehind(call('stubEnv', "'CI', '1'") + call('resetModules'))).toEqual([
      'resets the modules',
      'stubs an environment variable without vi.unstubAllEnvs()',
    ]);
  });
});
