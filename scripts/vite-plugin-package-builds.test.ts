import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACKAGE_BUILDS, packageBuilds } from './vite-plugin-package-builds';

describe("the packages' own smaller builds the app takes", () => {
  it('names files that the installed packages have', () => {
    for (const [name, file] of Object.entries(PACKAGE_BUILDS)) {
      expect(file, name).toContain(`/node_modules/${name.split('/')[0]}/`);
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('exports what the package’s usual entry exports, where the app imports it', async () => {
    // As a bundler resolves them: Dexie's import condition, Workbox's module field.
    const usualEntries = {
      dexie: 'dexie',
      'workbox-window': new URL(
        '../node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
        import.meta.url,
      ).href,
    };
    for (const [name, entry] of Object.entries(usualEntries)) {
      // Dexie's entry also names DexieYProvider, undefined there unless y-dexie is installed: not counted.
      const usual = Object.entries((await import(entry)) as object)
        .filter(([, value]) => value !== undefined)
        .map(([key]) => key);
      const taken = Object.keys((await import(PACKAGE_BUILDS[name]!)) as object);
      expect(taken, name).toEqual(expect.arrayContaining(usual));
    }
    const logging = (await import(PACKAGE_BUILDS['lib0/logging']!)) as Record<string, unknown>;
    for (const used of ['print', 'warn', 'ORANGE', 'BOLD', 'UNBOLD', 'RED'])
      expect(logging).toHaveProperty(used);
  });

  it('takes them only where a package is imported by that name', () => {
    const { resolveId } = packageBuilds() as unknown as { resolveId: (id: string) => string | null };
    expect(resolveId('dexie')).toBe(PACKAGE_BUILDS.dexie);
    expect(resolveId('dexie-react-hooks')).toBeNull();
    expect(resolveId('lib0/decoding')).toBeNull();
  });
});
