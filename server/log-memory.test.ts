// What one room at the night log's bounds costs the sync server: measured in a child process with a
// collector (scripts/log-memory.ts), for the shapes of night that fill the bounds first. The bound is
// stated in README-to-be and src/sync/log.ts: a room at its bounds holds at most ROOM_HEAP_BOUND of heap.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOM_HEAP_BOUND } from '@tai-table/night-log';

const SCRIPT = fileURLToPath(new URL('../scripts/log-memory.ts', import.meta.url));

describe('a room at the night log’s bounds', () => {
  it('costs at most the stated heap, whatever its records are made of', () => {
    const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', SCRIPT], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    const results = JSON.parse(output) as Record<
      string,
      { records: number; bytes: number; heapBytes: number }
    >;
    expect(Object.keys(results)).toEqual(['tiny', 'scoredHands', 'notes']);
    for (const [shape, { records, heapBytes }] of Object.entries(results)) {
      expect([shape, records]).toEqual([shape, expect.any(Number)]);
      expect([shape, heapBytes <= ROOM_HEAP_BOUND]).toEqual([shape, true]);
    }
    // The smallest records reach the record bound, not the byte bound: the count is what holds them.
    expect(results.tiny!.records).toBe(8_000);
  }, 90_000);
});
