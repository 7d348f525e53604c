// A hand conflict counts as one turn: two phones apart record hand 2; the night counts the later record
// only (totals, seats, the deal), labels the other as hand 2 too, and the hand recorded after them is
// hand 3 at the seats after the counted one. Bring back opens the choice again.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { computeLedger, seatingAfter } from '../core/ledger';
import { discardWin, selfDrawnWin, table } from '../core/ledger/testing';
import { unsettledNight } from '../features/ledger/live/unsettled';
import { applyDocChange, seedNight } from './doc';
import { withWaitingHands } from './hand-conflicts';
import { nightMeta, readOk as read, syncDocs as sync } from './testing';

const settings = table();
const meta = nightMeta(settings);

function twoPhonesApart() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  seedNight(a, meta, [], 'phone-a');
  const first = discardWin(settings, 1, 2, 2); // hand 1: the dealer's right wins, the deal moves
  applyDocChange(a, { kind: 'record', entry: first }, 'me', 'phone-a');
  sync(a, b);
  // Apart, both record hand 2.
  const onA = selfDrawnWin(settings, 2, 3);
  const onB = discardWin(settings, 3, 0, 1);
  applyDocChange(a, { kind: 'record', entry: onA }, 'me', 'phone-a');
  applyDocChange(b, { kind: 'record', entry: onB }, 'me', 'phone-b');
  sync(a, b);
  sync(b, a);
  const recorded = a
    .getArray<{ t: string; entry?: { id: string } }>('log')
    .toArray()
    .filter((r) => r.t === 'record')
    .map((r) => r.entry!.id);
  const [earlier, later] = recorded.indexOf(onA.id) < recorded.indexOf(onB.id) ? [onA, onB] : [onB, onA];
  return {
    a,
    b,
    first,
    earlier: earlier!,
    later: later!,
    earlierPhone: earlier === onA ? 'phone-a' : 'phone-b',
  };
}

describe('a hand conflict counts as one turn', () => {
  it('counts the later record only: totals, seats and the deal follow it; the other waits, labelled the same hand', () => {
    const { a, b, first, earlier, later, earlierPhone } = twoPhonesApart();
    const night = read(a);
    expect(read(b)).toEqual(night);
    expect(night.entries.map((e) => e.id)).toEqual([first.id, later.id]);
    expect(night.ledger.totals).toEqual(computeLedger(settings, [first, later]).totals);
    expect(night.ledger.totals).not.toEqual(computeLedger(settings, [first, earlier, later]).totals);
    // The counted record is hand 2, and the deal moved once for the turn.
    expect(night.ledger.rows.map((row) => row.handNumber)).toEqual([1, 2]);
    expect(night.ledger.next).toEqual(seatingAfter(night.ledger.rows[1]!, later, settings.firstDealer));
    expect(night.ledger.next.handNumber).toBe(3);
    expect(night.conflicts).toEqual([
      {
        id: `hands:${[earlier.id, later.id].sort().join(',')}`,
        entryIds: expect.arrayContaining([earlier.id, later.id]) as unknown as string[],
        counted: later.id,
        waiting: [
          {
            entryId: earlier.id,
            entry: earlier,
            phone: earlierPhone,
            at: expect.any(Number) as unknown as number,
          },
        ],
      },
    ]);
    expect(night.openConflicts).toBe(1);
  });

  it('the hand recorded after seeing both is hand 3, at the seats after the counted one, with no new conflict', () => {
    const { a, b, first, later } = twoPhonesApart();
    const next = discardWin(settings, 0, 1, 1);
    applyDocChange(b, { kind: 'record', entry: next }, 'me', 'phone-b');
    sync(b, a);
    const night = read(a);
    expect(night.entries.map((e) => e.id)).toEqual([first.id, later.id, next.id]);
    const rows = night.ledger.rows;
    expect(rows[2]!.handNumber).toBe(3);
    expect(rows[2]!.dealer).toBe(seatingAfter(rows[1]!, later, settings.firstDealer).dealer);
    expect(night.conflicts).toHaveLength(1);
  });

  it('Settle up’s "if you keep …" still adds up each choice alone, from the rows and the waiting hands', () => {
    const { a, first, earlier, later } = twoPhonesApart();
    const night = read(a);
    const entries = withWaitingHands(
      night.entries.map((e) => e.entry),
      night.conflicts,
    );
    expect(entries.map((e) => e.id)).toEqual([first.id, earlier.id, later.id]);
    const { settled, conflicts } = unsettledNight(
      settings,
      entries,
      night.ledger,
      night.conflicts,
      night.editConflicts,
    );
    expect(settled!.totals).toEqual(computeLedger(settings, [first]).totals);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]!.handNumber).toBe(2);
    const { choices } = conflicts[0]!;
    expect(choices.map((c) => c.keeps?.id).sort()).toEqual([earlier.id, later.id].sort());
    expect(choices.find((c) => c.keeps?.id === earlier.id)!.settlement!.totals).toEqual(
      computeLedger(settings, [first, earlier]).totals,
    );
    expect(choices.find((c) => c.keeps?.id === later.id)!.settlement!.totals).toEqual(night.ledger.totals);
    // With no conflict open, the rows are the entries.
    expect(
      withWaitingHands(
        night.entries.map((e) => e.entry),
        [],
      ),
    ).toEqual(night.entries.map((e) => e.entry));
  });

  it('keeping one settles it; bringing the other back opens the choice again on every phone, never counting both', () => {
    const { a, b, first, earlier, later } = twoPhonesApart();
    const conflict = read(a).conflicts[0]!;
    applyDocChange(a, { kind: 'marks', aside: [later.id], settled: [earlier.id], back: [] }, 'me', 'phone-a');
    sync(a, b);
    const kept = read(b);
    expect(kept.conflicts).toEqual([]);
    expect(kept.entries.map((e) => e.id)).toEqual([first.id, earlier.id]);
    expect(kept.ledger.totals).toEqual(computeLedger(settings, [first, earlier]).totals);

    applyDocChange(b, { kind: 'marks', aside: [], settled: [later.id], back: [later.id] }, 'me', 'phone-b');
    sync(b, a);
    const back = read(a);
    expect(read(b)).toEqual(back);
    expect(back.setAside).toEqual([]);
    expect(back.conflicts).toMatchObject([
      { id: conflict.id, counted: later.id, waiting: [{ entryId: earlier.id }] },
    ]);
    expect(back.entries.map((e) => e.id)).toEqual([first.id, later.id]);
    expect(back.ledger.totals).toEqual(computeLedger(settings, [first, later]).totals);
    expect(back.openConflicts).toBe(1);
  });
});
