// Conflicts and the ledger: one hand counted per turn, the others waiting; how a conflict came to be;
// and the ledger of what counts, leaving out (and counting) an entry it refuses.
import { describe, expect, it } from 'vitest';
import { computeLedger, type LedgerEntry } from '../../core/ledger';
import { discardWin, drawnHand, selfDrawnWin } from '../../core/ledger/testing';
import { countedNight, ledgerOf } from './hands';
import { LogWriter, SETTINGS, readThrough } from './testing';
import type { LogEntry } from './types';

const h1 = discardWin(SETTINGS, 0, 1, 2);
const a2 = drawnHand();
const b2 = selfDrawnWin(SETTINGS, 2, 3);

/** Hand 1, then a hand 2 on each of two phones apart (phone-b's later in the log), each live or not as said; the night's entries as the read passes them on, phone-b's hand 2 as `b2Entry` says. */
function apart(live: { a: boolean; b: boolean }, b2Entry: LedgerEntry = b2) {
  const log = new LogWriter()
    .record('h1', h1, { live: true })
    .record('a2', a2, { after: 'h1', hand: h1.id, live: live.a })
    .record('b2', b2, { after: 'h1', hand: h1.id, phone: 'phone-b', live: live.b })
    .checked();
  const read = readThrough(log);
  const entries: LogEntry[] = read.order.map((recordId) => {
    const { entry } = read.recordings.get(recordId)!;
    const turn = read.turnOf.get(entry.id);
    return {
      id: entry.id,
      entry: recordId === 'b2' ? b2Entry : entry,
      version: 0,
      recordId,
      settled: false,
      handBefore: read.handBefore.get(recordId) ?? null,
      ...(turn === undefined ? {} : { turn }),
    };
  });
  return { read, entries };
}

describe('countedNight', () => {
  it('counts one hand of a turn recorded twice apart (the later in the log), the other waiting, said while apart', () => {
    const { read, entries } = apart({ a: true, b: false });
    const night = countedNight(SETTINGS, entries, read.recordings, read.spans, new Map());
    expect(night.kept.map((item) => item.id)).toEqual([h1.id, b2.id]);
    expect(night.ledger.totals).toEqual(computeLedger(SETTINGS, [h1, b2]).totals);
    expect(night.refused).toBe(0);
    expect(night.handConflicts).toHaveLength(1);
    const [conflict] = night.handConflicts;
    expect(conflict).toMatchObject({ entryIds: [a2.id, b2.id], counted: b2.id });
    expect(conflict!.waiting).toEqual([
      { entryId: a2.id, entry: a2, phone: 'phone-a', at: expect.any(Number) },
    ]);
    expect(conflict!.atSameTime).toBeUndefined();
    expect(conflict!.keptApart).toBeUndefined();
  });

  it('says "at the same time" only when every hand of it was recorded live, and marks hands two phones kept at once', () => {
    const { read, entries } = apart({ a: true, b: true });
    const night = countedNight(SETTINGS, entries, read.recordings, read.spans, new Map([[a2.id, a2]]));
    expect(night.handConflicts[0]).toMatchObject({ atSameTime: true, keptApart: true });
  });

  it('drops a conflict whose counted hand the ledger refused: nothing is counted to choose against', () => {
    const broken = { ...b2, winner: 9 } as unknown as LedgerEntry;
    const { read, entries } = apart({ a: false, b: false }, broken);
    const night = countedNight(SETTINGS, entries, read.recordings, read.spans, new Map());
    expect(night.kept.map((item) => item.id)).toEqual([h1.id]);
    expect(night.refused).toBe(1);
    expect(night.handConflicts).toEqual([]);
  });
});

describe('ledgerOf', () => {
  it('is the ledger of the entries, leaving out each the ledger refuses, one at a time, and counting them', () => {
    const broken = { ...drawnHand(), kind: 'nonsense' } as unknown as LedgerEntry;
    const items = [h1, broken, a2, { ...b2, tai: -1 }].map((entry) => ({ entry }));
    const { kept, ledger, refused } = ledgerOf(SETTINGS, items);
    expect(kept.map((item) => item.entry)).toEqual([h1, a2]);
    expect(refused).toBe(2);
    expect(ledger).toEqual(computeLedger(SETTINGS, [h1, a2]));
  });
});
