// `npm run --silent score`: one hand (or a JSON array of hands) on standard input, the result
// (or an array of results, in order) on standard output (RULES.md section 3). Exits 0 whenever
// it answered, invalid hands included, and 2 only when standard input is not JSON or is too big.
import { writeSync } from 'node:fs';
import { MAX_INPUT_BYTES, answerStream, tooBig } from './answer';
import { readBounded } from './read-stdin';

const read = await readBounded(process.stdin, MAX_INPUT_BYTES);
const { stdout, stderr, exitCode } = read.ok
  ? answerStream(read.text, process.argv.includes('--pretty'))
  : { ...tooBig(read.bytesRead), stdout: [] };
if (stderr) process.stderr.write(stderr);
try {
  // Written synchronously, a piece at a time: memory stays flat however many hands there are.
  for (const piece of stdout) writeAll(piece);
} catch (error) {
  // A reader that stops early (`| head`) closes the pipe: that is its choice, not a failure.
  if ((error as NodeJS.ErrnoException).code === 'EPIPE') process.exit(0);
  process.stderr.write(
    `score: could not write the answer (${error instanceof Error ? error.message : String(error)}).\n`,
  );
  process.exit(1);
}
process.exit(exitCode);

function writeAll(text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(1, bytes, written);
    } catch (error) {
      // A non-blocking pipe that is full answers EAGAIN: wait for the reader and go on.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  }
}
