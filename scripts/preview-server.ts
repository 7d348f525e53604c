// The built app served by `vite preview` for a benchmark script: started in a process group of its
// own, answered before the script goes on, and stopped with the script however it ends.
import { spawn } from 'node:child_process';

/** Starts the preview on `port`, waits until it answers, and gives back what stops it. */
export async function startPreview(port: number): Promise<() => void> {
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = (): void => {
    if (server.pid) process.kill(-server.pid);
  };
  process.on('exit', stop);
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return stop;
    } catch {
      // Not listening yet: try again shortly.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('vite preview did not start: run `npm run build` first.');
}
