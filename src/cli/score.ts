// `npm run --silent score`: one hand (or a JSON array of hands) on standard input, the result
// (or an array of results, in order) on standard output (RULES.md section 3). Exits 0 whenever
// it answered, invalid hands included, and 2 only when standard input is not JSON.
import { scoreHand } from '../core/score';
import { readStdin } from './read-stdin';

const text = await readStdin();
let input: unknown;
try {
  input = JSON.parse(text);
} catch (error) {
  const why = error instanceof Error ? error.message : String(error);
  process.stderr.write(`score: standard input is not JSON (${why}).\n`);
  process.exit(2);
}
const output = Array.isArray(input) ? input.map(scoreHand) : scoreHand(input);
process.stdout.write(`${JSON.stringify(output, null, process.argv.includes('--pretty') ? 2 : undefined)}\n`);
