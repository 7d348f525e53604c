// How long reading a live night's log takes (readNightDoc: every change on every phone reads the night
// again), for a long night: 1,000 hands and 200 edits recorded on one phone, read 40 times. Prints the
// median read in ms, or JSON with --json. Compare builds with farm-bench (docs/benchmarks.md).
import * as Y from 'yjs';
import { discardWin, drawnHand, selfDrawnWin, table } from '../src/core/ledger/testing';
import { applyDocChange, readNightDoc, seedNight } from '../src/sync/doc';

const settings = table('sg', { unit: 10 });
const doc = new Y.Doc();
seedNight(doc, { id: 'night-1', name: 'Friday', createdAt: 1_000, settings, status: 'open' }, [], 'phone-a');
const ids: string[] = [];
for (let i = 0; i < 1_000; i += 1) {
  const entry =
    i % 3 === 0
      ? drawnHand()
      : i % 3 === 1
        ? selfDrawnWin(settings, (i % 4) as 0, 2)
        : discardWin(settings, 1, 0, 1);
  applyDocChange(doc, { kind: 'record', entry }, 'me', 'phone-a');
  ids.push(entry.id);
}
for (let i = 0; i < 200; i += 1) {
  const read = readNightDoc(doc);
  if (!read.ok) throw new Error(read.problem);
  const target = read.night.entries[(i * 7) % read.night.entries.length]!;
  applyDocChange(
    doc,
    { kind: 'revise', entryId: target.id, entry: { ...target.entry, at: target.entry.at + 1 }, why: 'edit' },
    'me',
    'phone-a',
  );
}
// A fresh copy each time, so nothing read before is remembered (a phone reads after every change).
const update = Y.encodeStateAsUpdate(doc);
const times: number[] = [];
for (let i = 0; i < 40; i += 1) {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, update);
  const start = performance.now();
  const read = readNightDoc(copy);
  times.push(performance.now() - start);
  if (!read.ok) throw new Error(read.problem);
}
times.sort((a, b) => a - b);
const median = times[times.length >> 1]!;
console.log(
  process.argv.includes('--json')
    ? JSON.stringify({ hands: 1_000, edits: 200, median_ms: Number(median.toFixed(2)) })
    : `median read: ${median.toFixed(2)} ms`,
);
