// Every package a file uses is declared, pinned exactly, by the workspace the file belongs to (the app at
// the root, server/, packages/night-log): the imports of every source file (static, dynamic, `import()`
// types, `/// <reference types>`), CSS's @import, and the tsconfig's `types`. And the app declares no
// package only the server uses: the server's packages stay in server/package.json, so a front-end
// change never waits on them. Which workspace may import which is the lint's
// (eslint.package-walls.js).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Manifest {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  bin?: string | Record<string, string>;
}

const readManifest = (path: string): Manifest => JSON.parse(readFileSync(path, 'utf8')) as Manifest;

const APP = readManifest(join(ROOT, 'package.json'));
const WORKSPACE_FOLDERS = ['.', ...(APP.workspaces ?? [])];

/** What a build, a test or a run leaves in a folder: never source. */
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  'dev-dist',
  'test-results',
  'playwright-report',
  'coverage',
  'sync-data',
]);
const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/;

/** The source files under `folder`, leaving out the folders of other workspaces. */
function sourceFiles(folder: string, otherWorkspaces: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        const skipped =
          entry.name.startsWith('.') ||
          entry.name.startsWith('dist-') ||
          NOT_SOURCE.has(entry.name) ||
          otherWorkspaces.has(path);
        if (!skipped) walk(path);
      } else if (SOURCE.test(entry.name)) files.push(path);
    }
  };
  walk(folder);
  return files;
}

/** The package a module name is in, or null for a file, a Node built-in or a bundler's virtual module. */
export function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || specifier.startsWith('virtual:') || isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The package that types named as TypeScript names them (`/// <reference types>`, a tsconfig's `types`)
 * come from: `node` is @types/node where it is installed, `vite/client` is vite.
 */
export function packageOfTypes(
  name: string,
  installed = (pkg: string) => existsSync(join(ROOT, 'node_modules', pkg)),
): string {
  const named = packageOf(name)!;
  return !name.includes('/') && installed(`@types/${named}`) ? `@types/${named}` : named;
}

/** The packages a file names: its imports of every kind and the types it references, or a stylesheet's @import and @plugin. */
export function packagesNamed(path: string, text: string): string[] {
  if (path.endsWith('.css'))
    return [...text.matchAll(/@(?:import|plugin)\s+['"]([^'"]+)['"]/g)].flatMap(
      (match) => packageOf(match[1]!) ?? [],
    );
  const found = ts.preProcessFile(text, true, true);
  return [
    ...found.importedFiles.flatMap((file) => packageOf(file.fileName) ?? []),
    ...found.typeReferenceDirectives.map((file) => packageOfTypes(file.fileName)),
  ];
}

/** The packages a tsconfig's `types` loads (`node` is @types/node, `vite/client` is vite). */
function packagesOfTypes(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => /^tsconfig.*\.json$/.test(name))
    .flatMap((name) => {
      const { config } = ts.readConfigFile(join(folder, name), ts.sys.readFile) as {
        config?: { compilerOptions?: { types?: string[] } };
      };
      return (config?.compilerOptions?.types ?? []).map((type) => packageOfTypes(type));
    });
}

const declared = (manifest: Manifest): Set<string> =>
  new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);

/** The packages whose command a package.json script runs (`tsx`, `vite`, `tsc`…), by their `bin`. */
function packagesRunByScripts(manifest: Manifest): Set<string> {
  const byCommand = new Map<string, string>();
  for (const name of declared(manifest)) {
    const path = join(ROOT, 'node_modules', name, 'package.json');
    if (!existsSync(path)) continue;
    const { bin } = readManifest(path);
    const commands = typeof bin === 'string' ? [name.split('/').pop()!] : Object.keys(bin ?? {});
    for (const command of commands) byCommand.set(command, name);
  }
  const words = Object.values(manifest.scripts ?? {}).flatMap((script) => script.split(/[\s&|;=]+/));
  return new Set(words.flatMap((word) => byCommand.get(word) ?? []));
}

interface Workspace {
  folder: string;
  manifest: Manifest;
  /** Each package the workspace uses, with the files (relative to the root) that use it. */
  uses: Map<string, string[]>;
}

function workspace(folder: string): Workspace {
  const absolute = join(ROOT, folder);
  const others = new Set(
    WORKSPACE_FOLDERS.filter((other) => other !== folder).map((other) => join(ROOT, other)),
  );
  const uses = new Map<string, string[]>();
  const record = (name: string, by: string) => uses.set(name, [...(uses.get(name) ?? []), by]);
  for (const file of sourceFiles(absolute, others)) {
    for (const name of packagesNamed(file, readFileSync(file, 'utf8'))) record(name, relative(ROOT, file));
  }
  for (const name of packagesOfTypes(absolute)) record(name, `${folder}/tsconfig (types)`);
  return { folder, manifest: readManifest(join(absolute, 'package.json')), uses };
}

/** "file: package" for each package a workspace uses without declaring it. */
export function undeclared({ manifest, uses }: Pick<Workspace, 'manifest' | 'uses'>): string[] {
  const mine = declared(manifest);
  return [...uses]
    .filter(([name]) => !mine.has(name))
    .flatMap(([name, files]) => files.map((file) => `${file}: ${name}`))
    .sort();
}

const WORKSPACES = WORKSPACE_FOLDERS.map(workspace);

describe('the scan of imports', () => {
  it('finds every kind of import, and names the package of each', () => {
    const text = [
      "/// <reference types='vitest/config' />",
      "import a from 'left-pad';",
      "import type { B } from '@scope/types/deep';",
      "export * from './local';",
      "const later = () => import('lazy-package');",
      "type Child = import('node:child_process').ChildProcess;",
    ].join('\n');
    expect(packagesNamed('probe.ts', text)).toEqual(['left-pad', '@scope/types', 'lazy-package', 'vitest']);
    expect(packagesNamed('probe.css', "@import 'tailwindcss';")).toEqual(['tailwindcss']);
    expect(packageOfTypes('node')).toBe('@types/node');
  });

  it('reports a package a workspace uses without declaring it', () => {
    const uses = new Map([
      ['react', ['src/main.tsx']],
      ['left-pad', ['src/probe.ts']],
    ]);
    expect(undeclared({ manifest: { name: 'probe', dependencies: { react: '19.3.1' } }, uses })).toEqual([
      'src/probe.ts: left-pad',
    ]);
  });

  it('reads the app’s files, the server’s and the shared package’s', () => {
    const [app, server, nightLog] = WORKSPACES;
    expect(app?.uses.get('react')).toContain('src/app/App.tsx');
    expect(server?.uses.get('@hocuspocus/server')).toContain('server/start.ts');
    expect(nightLog?.uses.get('lib0')).toContain('packages/night-log/src/frames.ts');
    expect(app?.uses.has('@hocuspocus/server')).toBe(false);
  });
});

describe('every package used is declared by the workspace that uses it', () => {
  it('names the server and the shared package as workspaces', () => {
    expect(APP.workspaces).toEqual(['server', 'packages/night-log']);
  });

  for (const { folder, manifest, uses } of WORKSPACES) {
    it(`${manifest.name} (${folder}) declares every package its files use`, () => {
      expect(undeclared({ manifest, uses })).toEqual([]);
    });

    it(`${manifest.name} pins every package it declares exactly`, () => {
      const loose = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
        ([, version]) => !/^\d+\.\d+\.\d+$/.test(version),
      );
      expect(loose).toEqual([]);
    });
  }

  it('the app declares no package that only the server uses', () => {
    const [app, server] = WORKSPACES as [Workspace, Workspace];
    const appUses = new Set([...app.uses.keys(), ...packagesRunByScripts(app.manifest)]);
    const usedByApp = (name: string) =>
      appUses.has(name) || (name.startsWith('@types/') && appUses.has(name.slice('@types/'.length)));
    const serverOnly = [...declared(app.manifest)].filter(
      (name) => declared(server.manifest).has(name) && !usedByApp(name),
    );
    expect(serverOnly).toEqual([]);
  });
});
