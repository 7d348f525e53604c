// The worker built with the app, on a project of four files: a page that starts a worker and loads a
// screen, the worker and the screen sharing one module, and a module only the page has.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { workersInAppBuild } from './vite-plugin-workers-in-app-build';

const root = mkdtempSync(join(tmpdir(), 'workers-in-app-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILES = {
  'main.js': `
    document.title = 'the page runs as it is evaluated';
    const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = (event) => import('./screen.js').then((screen) => screen.show(event.data));
  `,
  'screen.js': `
    import { scoreOf } from './scorer.js';
    import { pageOnly } from './page-only.js';
    export const show = (n) => pageOnly(scoreOf(n));
  `,
  'worker.js': `
    import { scoreOf } from './scorer.js';
    globalThis.onmessage = (event) => globalThis.postMessage(scoreOf(event.data));
  `,
  'scorer.js': `export const scoreOf = (n) => n * 0x5c0e;`,
  'page-only.js': `export const pageOnly = (n) => document.body.append(String(n));`,
};
for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, name), text);

/** The project built in memory, with its chunks grouped as `groups` say. */
async function built(groups: { name: string; test: RegExp }[] = []): Promise<Rolldown.OutputChunk[]> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [workersInAppBuild()],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: join(root, 'main.js'),
        output: { codeSplitting: { groups } },
      },
    },
  });
  const [first] = Array.isArray(output) ? output : [output];
  return (first as Rolldown.RolldownOutput).output.filter(
    (file): file is Rolldown.OutputChunk => file.type === 'chunk',
  );
}

const named = (chunks: Rolldown.OutputChunk[], name: string): Rolldown.OutputChunk => {
  const chunk = chunks.find((each) => each.name === name);
  if (!chunk) throw new Error(`No chunk named ${name}: ${chunks.map((each) => each.fileName).join(', ')}`);
  return chunk;
};

describe('a module worker built with the app', () => {
  it('is a chunk of the build, importing the chunk the page’s screen imports too', async () => {
    const chunks = await built();
    const worker = named(chunks, 'worker');
    const screen = named(chunks, 'screen');
    const shared = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('scorer.js')))!;
    expect(worker.moduleIds.map((id) => id.replace(root, ''))).toEqual(['/worker.js']);
    expect(worker.imports).toEqual([shared.fileName]);
    expect(screen.imports).toContain(shared.fileName);
    // The scorer once in the whole build.
    expect(
      chunks.filter((chunk) => chunk.code.includes('0x5c0e') || chunk.code.includes('23566')),
    ).toHaveLength(1);
    // The page starts the worker by its chunk's address (Vite writes it from the base), not a build of its own.
    expect(named(chunks, 'main').code).toContain(`new Worker("/${worker.fileName}", { type: "module" })`);
  });

  it('is refused when a chunk it loads holds a module its own imports do not lead to', async () => {
    // The shared module grouped with one only the page runs, as the first screen's chunk would be.
    await expect(built([{ name: 'mixed', test: /(scorer|page-only)\.js$/ }])).rejects.toThrow(
      /would load modules it does not import.*page-only\.js/s,
    );
  });
});
