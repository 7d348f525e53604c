// Benchmark, not a test: how long the ledger's database code alone takes to open a night and to
// record a hand, at 10, 100 and 1,000 entries, through the same database functions the screens call
// (every row read back through the restore layer, the ledger computed), on fake-indexeddb in Node.
// The screens in Chromium are `bench:ledger` (scripts/bench-ledger.ts).
// Usage: npx tsx scripts/bench-ledger-db.ts [--json] [--runs N]
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { cpus } from 'node:os';
import {
  computeLedger,
  paymentFor,
  type LedgerEntry,
  type PlayerIndex,
  type NightSettings,
} from '../src/core/ledger';
import { NAMES } from '../src/core/ledger/testing';
import { addEntry, createNight, getNight, lastChange, listNights, openDatabase } from '../src/db';
import { paymentRows } from '../src/db/ledger';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const runs = Number(args[args.indexOf('--runs') + 1]) || 15;
const SIZES = [10, 100, 1_000];

const settings: NightSettings = {
  profile: 'sg',
  options: { unit: 10 },
  players: [...NAMES],
  firstDealer: 0,
  startingWind: 'E',
};
const START = Date.UTC(2026, 10, 27, 12, 0);

/** A scored hand as Record keeps it (Ping Hu on d6), so opening a night parses a real hand per win. */
const HAND = {
  hand: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'],
  winning_tile: 'd6',
  winning_from_discard: true,
};

/** A night's worth of entries: mostly wins with their hands, some kongs and drawn hands. */
function entryAt(i: number): LedgerEntry {
  const base = { id: `e${i}`, at: START + i * 90_000 };
  const winner = (i % 4) as PlayerIndex;
  const discarder = ((i + 1) % 4) as PlayerIndex;
  if (i % 10 === 7) return { ...base, kind: 'draw' };
  if (i % 10 === 3) return { ...base, kind: 'table_payment', receiver: winner, reason: 'exposed_kong' };
  const tai = 1 + (i % 5);
  const selfDrawn = i % 3 === 0;
  return {
    ...base,
    kind: 'win',
    winner,
    selfDrawn,
    discarder: selfDrawn ? null : discarder,
    tai,
    payment: paymentFor(settings, tai, selfDrawn),
    hand: HAND,
  };
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number): number => Math.round(ms * 100) / 100;

async function measure(size: number) {
  const db = openDatabase(`bench-${size}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  const created = await createNight(db, settings, 'Bench night');
  if (!created.ok) throw new Error(created.error.message);
  const id = created.night.id;
  const entries = Array.from({ length: size }, (_, i) => entryAt(i));
  // Seeded in one go (as a restore would), with the payments recording would have written.
  await db.hands.bulkAdd(
    entries.map((entry, i) => ({ sessionId: id, id: entry.id, seq: i + 1, entry, version: 0 })),
  );
  await db.payments.bulkAdd(paymentRows(id, computeLedger(settings, entries).rows));

  // Opening a night as the night screen does: the list, the night in full, and what Undo would take back.
  const open = async (): Promise<void> => {
    const listed = await listNights(db);
    const night = await getNight(db, id);
    if (!listed.ok || !night.ok || night.night.entries.length < size)
      throw new Error('the night did not open');
    await lastChange(db, id);
  };
  await open(); // warm-up
  const openTimes: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    await open();
    openTimes.push(performance.now() - t0);
  }
  const recordTimes: number[] = [];
  for (let r = 0; r < runs; r++) {
    const { id: _id, at: _at, ...draft } = entryAt(size + r);
    const t0 = performance.now();
    const added = await addEntry(db, id, { ...draft, at: START + (size + r) * 90_000 });
    recordTimes.push(performance.now() - t0);
    if (!added.ok) throw new Error(added.error.message);
  }
  db.close();
  return {
    entries: size,
    open_ms: round(median(openTimes)),
    open_ms_max: round(Math.max(...openTimes)),
    record_ms: round(median(recordTimes)),
    record_ms_max: round(Math.max(...recordTimes)),
  };
}

const results = [];
for (const size of SIZES) results.push(await measure(size));
const report = {
  storage: 'fake-indexeddb 6 in Node (the same database code as the app)',
  machine: { cores: cpus().length, node: process.version, date: new Date().toISOString().slice(0, 10) },
  runs,
  results,
};
if (asJson) process.stdout.write(`${JSON.stringify(report)}\n`);
else {
  process.stdout.write(
    `Ledger, ${report.storage}; ${report.machine.cores} cores, Node ${report.machine.node}; median of ${runs}\n`,
  );
  for (const r of results)
    process.stdout.write(
      `${String(r.entries).padStart(5)} entries: open ${r.open_ms} ms (max ${r.open_ms_max}), record ${r.record_ms} ms (max ${r.record_ms_max})\n`,
    );
}
