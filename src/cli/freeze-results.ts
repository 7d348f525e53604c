// Wrote src/core/fixtures/results-v1.json once, with the first release's scorer: `npx tsx src/cli/freeze-results.ts`.
// Never run it again to make a test pass: the file is the first release's word, which later scorers are held to.
import { writeFileSync } from 'node:fs';
import seed000 from '../core/fixtures/seed-000-ping-hu.json';
import seed001 from '../core/fixtures/seed-001-examples.json';
import { scoreHand } from '../core/score';
import { frozenHands, type FrozenHand } from '../core/testing/frozen-hands';
import type { HandInput } from '../core/types';

const hands: FrozenHand[] = [
  ...seed000.examples.map((e) => ({ note: `seed 000 ${e.id}`, hand: e.fixture as HandInput })),
  ...seed001.examples.map((e) => ({ note: `seed 001 ${e.pattern}`, hand: e.hand as HandInput })),
  ...frozenHands(),
];
const lines = hands.map(({ note, hand }) => JSON.stringify({ note, hand, result: scoreHand(hand) }));
const about =
  'Hands with the results the first release of the scorer gave them (every house rule at its default or as then played). ' +
  "Frozen: today's scorer must give the same, but for the changes RULES.md sections 2 and 5 made since (results-v1.test.ts names each).";
writeFileSync(
  new URL('../core/fixtures/results-v1.json', import.meta.url),
  `{\n "about": ${JSON.stringify(about)},\n "hands": [\n  ${lines.join(',\n  ')}\n ]\n}\n`,
);
