// The command line as a process: what only a real pipe shows (a size bound, a closed reader).
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `score` with `feed` writing its standard input; `stdoutLimit` closes our end of its output after so many bytes, like `| head -c`. */
function run(feed: (stdin: NodeJS.WritableStream) => void, stdoutLimit = Infinity): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/score.ts'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.length >= stdoutLimit) child.stdout.destroy();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // The process may stop reading before all is written (too big): that is what is tested.
    child.stdin.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    feed(child.stdin);
  });
}

const EX =
  '{"hand":["c1","c2","c3","c4","c5","c6","b1","b2","b3","d4","d5","d6","d9","d9"],"winning_tile":"d6","winning_from_discard":true}';

describe('npm run score', () => {
  it('reads a hand with a byte-order mark', async () => {
    const result = await run((stdin) => stdin.end(`\uFEFF${EX}`));
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ ok: true, win: true });
  }, 20_000);

  it('refuses more than 64 MB with one line and exit 2, without reading it all', async () => {
    const result = await run((stdin) => {
      const block = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const more = (): void => {
        while (sent < 80) {
          sent += 1;
          if (!stdin.write(block)) {
            stdin.once('drain', more);
            return;
          }
        }
        stdin.end();
      };
      more();
    });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^score: standard input is over 64 MB/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  }, 30_000);

  it('ends quietly with exit 0 when the reader closes the pipe early', async () => {
    const hands = `[${Array(20_000).fill(EX).join(',')}]`;
    const result = await run((stdin) => stdin.end(hands), 10);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
  }, 30_000);
});
