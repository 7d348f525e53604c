// `node --expose-gc --import tsx scripts/log-memory.ts`: what one room at the night log's bounds costs the
// sync server in heap, loaded as the server loads it (one Y.Doc from its stored update) and checked once
// (the check's memory of the log). Prints JSON: for each shape of night, its bytes and the heap it holds.
import * as Y from 'yjs';
import { handPool, recordAt } from '../src/core/ledger/random-nights';
import { firstSeating, type LedgerEntry } from '../src/core/ledger';
import { table, tablePayment } from '../src/core/ledger/testing';
import { seedNight } from '../src/sync/doc';
import { MAX_RECORDS, MAX_RECORD_CHARS } from '../src/sync/log';
import { checkLogUpdate } from '@tai-table/night-log';

/** The room's bound in bytes (server/config.ts's maxDocBytes default). */
export const ROOM_BYTES = 4 * 1024 * 1024;

const settings = table('sg', { unit: 10 });
const meta = { id: 'night', name: 'Friday', createdAt: 1_000, settings, status: 'open' as const };

/** A night's update holding as many records made by `make` as the bounds allow (records and bytes). */
function nightAtBounds(make: (index: number, previous: string) => Record<string, unknown>): Uint8Array {
  const doc = new Y.Doc();
  seedNight(doc, meta, [], 'phone-a');
  const log = doc.getArray<unknown>('log');
  let bytes = Y.encodeStateAsUpdate(doc).byteLength;
  let previous = (log.get(0) as { id: string }).id;
  for (let index = 1; index < MAX_RECORDS; index += 1) {
    const record = {
      v: 2,
      id: `record-${index}-${'x'.repeat(20)}`,
      phone: 'phone-a',
      at: 1_000 + index,
      ...make(index, previous),
    };
    const size = JSON.stringify(record).length + 16;
    if (size > MAX_RECORD_CHARS || bytes + size > ROOM_BYTES) break;
    log.push([record]);
    bytes += size;
    previous = record.id;
  }
  return Y.encodeStateAsUpdate(doc);
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

function heapOf(update: Uint8Array): { records: number; bytes: number; heapBytes: number } {
  gc!();
  gc!();
  const before = process.memoryUsage().heapUsed;
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  checkLogUpdate(doc, Y.encodeStateAsUpdate(new Y.Doc()), 'AAECAwQFBgcICQoLDA0ODw');
  gc!();
  gc!();
  const heapBytes = process.memoryUsage().heapUsed - before;
  const records = doc.getArray('log').length;
  doc.destroy();
  return { records, bytes: update.byteLength, heapBytes };
}

const pool = handPool(settings, 7, 8);
const seating = firstSeating(settings);
const win = (index: number): LedgerEntry =>
  recordAt(
    settings,
    pool,
    { kind: 'tiled', winner: 1, discarderStep: 1, hand: index % pool.length },
    seating,
    `entry-${index}`,
  );

const shapes: Record<string, (index: number, previous: string) => Record<string, unknown>> = {
  // The most records: the smallest record there is.
  tiny: () => ({ t: 'status', status: 'open' }),
  // Recordings of scored hands (with tiles and lines of score) while they last, then edits of them.
  scoredHands: (index, previous) =>
    index <= 2_000
      ? { t: 'record', after: index === 1 ? null : previous, hand: null, entry: win(index) }
      : {
          t: 'revise',
          entry: `entry-${1 + (index % 2_000)}`,
          of: [previous],
          value: win(1 + (index % 2_000)),
          why: 'edit',
        },
  // Table payments with the longest note: a mid-sized record, as many as the bytes allow.
  notes: (index, previous) => ({
    t: 'record',
    after: previous,
    hand: null,
    entry: { ...tablePayment(1, 'bonus_later', 'n'.repeat(200)), id: `entry-${index}` },
  }),
};

const results = Object.fromEntries(
  Object.entries(shapes).map(([name, make]) => [name, heapOf(nightAtBounds(make))]),
);
process.stdout.write(`${JSON.stringify(results)}\n`);
