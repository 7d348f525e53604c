// `npm run dev`: the app (Vite, hot reload) and a local sync server together, so two browser windows
// can try a live night at once. Plain child processes rather than a package such as `concurrently`:
// two commands, their output prefixed, one stopping the other, is a few lines of node:child_process.
// Arguments after `--` go to Vite; the sync server takes its usual variables (PORT, SYNC_DATA, …;
// docs/sync-server.md) and the app is told where it is through VITE_SYNC_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, SERVER_NODE_ARGS } from '../server/testing';

const syncPort = process.env.PORT || '1234';
const syncUrl = process.env.VITE_SYNC_URL || `ws://127.0.0.1:${syncPort}`;
const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
const root = fileURLToPath(new URL('..', import.meta.url));

function prefixed(child: ChildProcess, name: string): ChildProcess {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let pending = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  }
  return child;
}

const children = [
  prefixed(
    spawn(process.execPath, [...SERVER_NODE_ARGS, '--import', 'tsx', SERVER_ENTRY], {
      cwd: root,
      env: { ...process.env, PORT: syncPort },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    'sync',
  ),
  prefixed(
    spawn(process.execPath, [viteBin, ...process.argv.slice(2)], {
      cwd: root,
      env: { ...process.env, VITE_SYNC_URL: syncUrl },
      stdio: ['inherit', 'pipe', 'pipe'],
    }),
    'app',
  ),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.once('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
