// `npm run --silent bench -- [--json] [--hands FILE] [--seconds N]`: a benchmark, not a test.
// Full scoring (validation, every reading, patterns, payment) of random hands from a fixed seed,
// or of the RULES.md-format hands in FILE, with every house rule at its default and again with five
// house rules on; and waits of random 13-tile hands.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { scoreHand } from '../core/score';
import { shapeTables, tablesBuildMs } from '../core/shape-tables';
import { randomThirteen, randomWinningHand, seededRng } from '../core/testing/random-hands';
import type { HandOptionsInput, ProfileId } from '../core/types';
import { waitsOf } from '../core/waits';

/** Five house rules on at each table (sg-reference has only its minimum, cap and unit to set). */
const FIVE_HOUSE_RULES: Readonly<Record<ProfileId, HandOptionsInput>> = {
  sg: { fully_concealed: 1, all_chow_wait: false, mixed_terminals: 3, pearl: 'any', shooter_pays: true },
  'sg-reference': { min_tai: 0, cap_tai: 4, unit: 2 },
  hk: {
    hk_payment: 'half_spicy',
    hk_discard: 'half',
    concealed_hand: 1,
    bonus_counts_to_minimum: false,
    nine_gates_strict: false,
  },
};
const withFiveRules = (hand: unknown): unknown => {
  if (typeof hand !== 'object' || hand === null) return hand;
  const { profile } = hand as { profile?: ProfileId };
  return { ...hand, options: FIVE_HOUSE_RULES[profile ?? 'sg'] ?? {} };
};

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const asJson = args.includes('--json');
const seconds = Number(flag('--seconds') ?? 1.5);
const handsFile = flag('--hands');

function loadHands(file: string): unknown[] {
  const text = readFileSync(file, 'utf8').trim();
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    // Not one JSON document: read it as JSON lines, one hand a line.
    return text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as unknown);
  }
}

/** Runs `work` over `items` in rounds until `seconds` pass; the best of five rounds' rates, in items per second. */
function rate<T>(items: readonly T[], work: (item: T) => unknown): number {
  let sink = 0;
  const round = (): number => {
    const started = performance.now();
    let done = 0;
    do {
      for (const item of items) if (work(item)) sink++;
      done += items.length;
    } while (performance.now() - started < (seconds * 1000) / 5);
    return done / ((performance.now() - started) / 1000);
  };
  round(); // warm up the JIT
  const rates = [round(), round(), round(), round(), round()];
  if (sink < 0) console.log(sink); // keeps the work observable
  return Math.max(...rates);
}

shapeTables();
const tablesMs = tablesBuildMs();

const rng = seededRng(20261130);
const hands: unknown[] = handsFile
  ? loadHands(handsFile)
  : Array.from({ length: 20_000 }, () => randomWinningHand(rng));
const thirteens = Array.from({ length: 20_000 }, () => randomThirteen(rng));
const context = { seatWind: 0, prevailingWind: 0 } as const;
const noShapes = [] as const;

const scorePerS = rate(hands, (hand) => scoreHand(hand).ok);
const ruledHands = hands.map(withFiveRules);
const scoreFiveRulesPerS = rate(ruledHands, (hand) => scoreHand(hand).ok);
const waitsPerS = rate(thirteens, (before) => waitsOf(before, [], noShapes, context).length);
const waitsWithOrphansPerS = rate(
  thirteens,
  (before) => waitsOf(before, [], ['thirteen_orphans'], context).length,
);
const results = hands.map(scoreHand);

const report = {
  score_per_s: Math.round(scorePerS),
  score_per_s_five_house_rules: Math.round(scoreFiveRulesPerS),
  waits_per_s: Math.round(waitsPerS),
  waits_with_thirteen_orphans_per_s: Math.round(waitsWithOrphansPerS),
  tables_ms: Number(tablesMs.toFixed(2)),
  hands: hands.length,
  hands_source: handsFile ?? 'random winning-shape hands, seed 20261130',
  valid_hands: results.filter((r) => r.ok).length,
  winning_hands: results.filter((r) => r.ok && r.win).length,
  valid_hands_five_house_rules: ruledHands.map(scoreHand).filter((r) => r.ok).length,
  node: process.version,
  cpu: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`,
};

if (asJson) process.stdout.write(`${JSON.stringify(report)}\n`);
else {
  console.log(
    `full scoring     ${report.score_per_s.toLocaleString('en')} hands/s (${report.hands} hands, ${report.valid_hands} valid, ${report.winning_hands} winning)`,
  );
  console.log(`  five house rules on: ${report.score_per_s_five_house_rules.toLocaleString('en')} hands/s`);
  console.log(`waits (standard) ${report.waits_per_s.toLocaleString('en')} hands/s`);
  console.log(
    `waits (+ 13 orphans) ${report.waits_with_thirteen_orphans_per_s.toLocaleString('en')} hands/s`,
  );
  console.log(`tables built in  ${report.tables_ms} ms`);
  console.log(`on ${report.cpu}, Node ${report.node}`);
}
