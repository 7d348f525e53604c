// A module worker built with the app, not beside it. Vite bundles each `new Worker(new URL(…))` as a build of
// its own, so the scorer travelled twice: once in the worker, once in the page, which loads the same
// modules onto the main thread from the first tile (src/worker/scorer-client.ts) and for a night's totals
// and the rules pages' examples (18 kB gzip of the precache, twice). Here the worker's module is one more
// chunk of the app's own build (`this.emitFile`), so the worker imports the very chunks the page has, and
// the phone fetches and keeps the scorer once. Build only: the dev server runs the worker as Vite does.
//
// A worker has no window: the build fails if a chunk the worker loads holds a module the worker's own
// imports do not lead to (the first screen's chunk runs the app as it is evaluated), or if any other
// chunk imports the worker's (it would run the worker's `onmessage` on the page).
import { basename, extname } from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** `new Worker(new URL('./file', import.meta.url)`: the form Vite reads as a worker of its own. */
const WORKER = /new\s+Worker\(\s*new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const RUNTIME = /^\0?rolldown[:/]runtime/;

/** Every module a chunk runs: its own and those of the chunks it imports statically, in turn. */
function modulesLoaded(chunk: OutputChunk, chunks: ReadonlyMap<string, OutputChunk>): Set<string> {
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const next = chunks.get(file);
    if (!next) return;
    for (const id of next.moduleIds) modules.add(id);
    for (const imported of next.imports) visit(imported);
  };
  visit(chunk.fileName);
  return modules;
}

export function workersInAppBuild(): Plugin {
  /** Each worker's chunk reference, by its module's id. */
  const workers = new Map<string, string>();
  return {
    name: 'workers-in-app-build',
    apply: 'build',
    // Before Vite's own worker plugin reads the same code.
    enforce: 'pre',
    async transform(code, id) {
      const path = id.split('?')[0]!;
      if (path.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(path) || !code.includes('new Worker('))
        return null;
      const found = [...code.matchAll(WORKER)];
      if (found.length === 0) return null;
      let rewritten = '';
      let from = 0;
      for (const match of found) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved) this.error(`${path}: cannot find the worker ${match[2]}.`);
        let reference = workers.get(resolved.id);
        if (reference === undefined) {
          reference = this.emitFile({
            type: 'chunk',
            id: resolved.id,
            name: basename(resolved.id, extname(resolved.id)),
          });
          workers.set(resolved.id, reference);
        }
        // The chunk's address, written by the build as it writes any file's (from Vite's `base`).
        rewritten += `${code.slice(from, match.index)}new Worker(import.meta.ROLLUP_FILE_URL_${reference}`;
        from = match.index + match[0].length;
      }
      return { code: rewritten + code.slice(from), map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file] as const] : [],
        ),
      );
      for (const [worker, reference] of workers) {
        const fileName = this.getFileName(reference);
        const chunk = chunks.get(fileName)!;
        // What the worker's own static imports lead to, in turn.
        const own = new Set<string>();
        const follow = (id: string): void => {
          if (own.has(id)) return;
          own.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) follow(imported);
        };
        follow(worker);
        const foreign = [...modulesLoaded(chunk, chunks)].filter((id) => !own.has(id) && !RUNTIME.test(id));
        if (foreign.length > 0)
          this.error(
            `The worker ${fileName} would load modules it does not import, in chunks the page shares with it: ` +
              `${foreign.slice(0, 5).join(', ')}. Give the modules both need a chunk of their own (vite.config.ts).`,
          );
        for (const other of chunks.values())
          if (
            other !== chunk &&
            (other.imports.includes(fileName) || other.dynamicImports.includes(fileName))
          )
            this.error(
              `${other.fileName} imports the worker's own chunk ${fileName}: it would run the worker on the page.`,
            );
      }
    },
  };
}
