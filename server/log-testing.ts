// Tests' phones write what the app writes: the server takes only records of the night's log
// (server/log-guard.ts), so a test's hand is a record appended to the log, as src/sync/doc.ts appends one.
import * as Y from 'yjs';
import type { LedgerEntry } from '../src/core/ledger';
import { discardWin, drawnHand, table, tablePayment } from '../src/core/ledger/testing';
import { LOG_FORMAT, LOG_KEY } from '@tai-table/night-log';

export const TEST_TABLE = table('sg', { unit: 10 });

/**
 * Every room starts with the same night's start record, made once by a fixed Yjs client: each phone
 * applies the identical update, so the room holds it once, whichever phone reaches the server first.
 */
export const LOG_START: Uint8Array = (() => {
  const seed = new Y.Doc();
  seed.clientID = 1;
  seed.getArray(LOG_KEY).push([
    {
      v: LOG_FORMAT,
      t: 'start',
      id: 'start',
      phone: 'test',
      at: 1_000,
      night: { id: 'night', name: 'Test', createdAt: 1_000, settings: TEST_TABLE },
    },
  ]);
  return Y.encodeStateAsUpdate(seed);
})();

/** The night's start, put in a phone's document before it writes. */
export function startLog(doc: Y.Doc): void {
  Y.applyUpdate(doc, LOG_START);
}

/**
 * Records an entry named `id` as one appended record (a draw, or a win of `value.tai`); a `value.note`
 * longer than an entry's note may be is carried by as many table payments as it takes, in one update.
 */
export function recordEntry(
  doc: Y.Doc,
  id: string,
  value: { kind?: string; tai?: number; note?: string } = { kind: 'draw' },
): void {
  const records: unknown[] = [];
  const add = (entry: LedgerEntry) =>
    records.push({
      v: LOG_FORMAT,
      t: 'record',
      id: `r-${entry.id}`,
      phone: 'test',
      at: 1_000,
      after: null,
      hand: null,
      entry,
    });
  if (value.note !== undefined) {
    for (let part = 0; part * 200 < value.note.length; part += 1) {
      add({
        ...tablePayment(1, 'bonus_later', value.note.slice(part * 200, part * 200 + 200)),
        id: part === 0 ? id : `${id}#${part}`,
        at: 1_000,
      });
    }
  } else if (value.kind === 'win') {
    add({ ...discardWin(TEST_TABLE, 1, 0, value.tai ?? 1), id, at: 1_000 });
  } else {
    add({ ...drawnHand(), id, at: 1_000 });
  }
  doc.getArray(LOG_KEY).push(records);
}

/** The entries a document's log holds. */
export function recordedEntries(doc: Y.Doc): LedgerEntry[] {
  return doc
    .getArray<{ t: string; entry?: LedgerEntry }>(LOG_KEY)
    .toArray()
    .flatMap((r) => (r.t === 'record' && r.entry ? [r.entry] : []));
}

/** The names `recordEntry` gave the entries a document holds, sorted. */
export function recordedIds(doc: Y.Doc): string[] {
  return [...new Set(recordedEntries(doc).map((entry) => entry.id.split('#')[0]!))].sort();
}
