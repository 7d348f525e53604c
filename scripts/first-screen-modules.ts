// The modules the first screen needs: what src/app/start.tsx imports statically, file by file, and
// the packages they name. The build puts them in one chunk (vite.config.ts): gzip then compresses
// the first screen as one file, not fifteen, and no lazy screen's code joins it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The source file a path names, with or without its extension. */
function existing(base: string): string | null {
  for (const extension of ['', ...EXTENSIONS]) {
    try {
      const path = base + extension;
      readFileSync(path);
      return path;
    } catch {
      // Not this extension: try the next one.
    }
  }
  return null;
}

const resolveLocal = (from: string, specifier: string): string | null =>
  existing(resolve(dirname(from), specifier));

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The workspace packages (@tai-table/night-log) by name, with the source file each exports: the app's
 * own code under another folder, bundled from packages/ rather than node_modules, so walked as files.
 */
const workspaceEntries: ReadonlyMap<string, string> = new Map(
  (
    (JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { workspaces?: string[] })
      .workspaces ?? []
  ).flatMap((folder) => {
    const manifest = JSON.parse(readFileSync(resolve(ROOT, folder, 'package.json'), 'utf8')) as {
      name: string;
      exports?: { '.'?: string };
    };
    const entry = manifest.exports?.['.'];
    return entry ? [[manifest.name, resolve(ROOT, folder, entry)] as const] : [];
  }),
);

/** Values imported, not types only: a type import puts no code in the chunk. */
const importsOf = new Map<string, string[]>();

function valueImports(path: string): string[] {
  const known = importsOf.get(path);
  if (known) return known;
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(statement)
        ? statement.importClause?.isTypeOnly === true
        : statement.isTypeOnly;
      if (!typeOnly) found.push(statement.moduleSpecifier.text);
    }
  }
  importsOf.set(path, found);
  return found;
}

function walk(from: string, files: Set<string>, packages: Set<string>): void {
  if (files.has(from)) return;
  files.add(from);
  for (const specifier of valueImports(from)) {
    const workspaceEntry = workspaceEntries.get(specifier);
    if (specifier.startsWith('.') || workspaceEntry) {
      const path = workspaceEntry ?? resolveLocal(from, specifier);
      if (path && /\.tsx?$/.test(path)) walk(path, files, packages);
    } else if (!specifier.startsWith('virtual:') && !specifier.endsWith('.css')) {
      const parts = specifier.split('/');
      packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
}

/** A module and every source file it imports statically, in turn (absolute paths). */
export function staticGraph(module: string): Set<string> {
  const files = new Set<string>();
  const path = existing(module);
  if (path) walk(path, files, new Set());
  return files;
}

/** The first screen's own files (absolute paths) and the packages they import, minus what the page's entry already has. */
export function firstScreenModules(
  start: string,
  entry: string,
): { files: Set<string>; packages: Set<string> } {
  const entryFiles = new Set<string>();
  walk(resolve(entry), entryFiles, new Set());
  const files = new Set<string>();
  const packages = new Set<string>();
  walk(resolve(start), files, packages);
  for (const file of entryFiles) files.delete(file);
  return { files, packages };
}

/** The packages and, from their package.json, every package they depend on in turn. */
export function withDependencies(packages: Iterable<string>, root: string): Set<string> {
  const all = new Set<string>();
  const visit = (name: string): void => {
    if (all.has(name)) return;
    all.add(name);
    let manifest: { dependencies?: Record<string, string> };
    try {
      manifest = JSON.parse(
        readFileSync(resolve(root, 'node_modules', name, 'package.json'), 'utf8'),
      ) as typeof manifest;
    } catch {
      return; // A name with no package of its own here (a subpath, a built-in): nothing more to follow.
    }
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency);
  };
  for (const name of packages) visit(name);
  return all;
}

/** The test that puts a module in the first screen's chunk. */
export function isFirstScreenModule(root: string): (id: string) => boolean {
  const { files, packages } = firstScreenModules(
    resolve(root, 'src/app/start.tsx'),
    resolve(root, 'src/main.tsx'),
  );
  const names = withDependencies(packages, root);
  return (id) => {
    const path = id.split('?')[0]!;
    const inPackage = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(path);
    if (inPackage) return names.has(inPackage[1]!.replace('\\', '/'));
    return files.has(path);
  };
}

/** The test that takes the first screen's modules that `module` (a worker's, say) imports too, in turn. */
export function sharedWithFirstScreen(root: string, module: string): (id: string) => boolean {
  const { files } = firstScreenModules(resolve(root, 'src/app/start.tsx'), resolve(root, 'src/main.tsx'));
  const shared = new Set([...staticGraph(resolve(root, module))].filter((file) => files.has(file)));
  return (id) => shared.has(id.split('?')[0]!);
}
