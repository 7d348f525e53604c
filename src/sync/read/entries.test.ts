// Revisions applied and the table's choices: each entry as it stands now (an edit conflict when its
// current versions differ), what is settled, set aside or kept at once on two phones, and the hand a
// new recording names.
import { describe, expect, it } from 'vitest';
import { discardWin, drawnHand, selfDrawnWin } from '../../core/ledger/testing';
import { entriesNow, keptApartHands, settledEntries, tailHandOf } from './entries';
import type { CheckedLog } from './records';
import { LogWriter, SETTINGS, readThrough } from './testing';

/** The entries now of a log where every record counts. */
function nowOf(log: CheckedLog, counts = log.records.map(() => true)) {
  const read = readThrough(log);
  return {
    read,
    now: entriesNow({
      log,
      order: read.order,
      recordings: read.recordings,
      counts,
      revisionsOf: read.revisionsOf,
      valueOf: read.valueOf,
      settled: settledEntries(log, counts, read.valueOf),
      turnOf: read.turnOf,
      handBefore: read.handBefore,
    }),
  };
}

const first = discardWin(SETTINGS, 0, 1, 2);
const edit = (tai: number) => discardWin(SETTINGS, 0, 1, tai, { id: first.id, at: first.at });

describe('settledEntries', () => {
  it('are the entries a counted keep stands for, until a later bring-back', () => {
    const log = new LogWriter()
      .record('r1', first)
      .keep('k1', first.id)
      .keep('k2', 'other')
      .revise('a1', first.id, ['r1'], null, 'aside')
      .revise('b1', first.id, ['a1'], first, 'bring_back')
      .keep('k3', 'third')
      .checked();
    const { valueOf } = readThrough(log);
    const all = log.records.map(() => true);
    expect([...settledEntries(log, all, valueOf)]).toEqual(['other', 'third']);
    const withoutBringBack = all.map((counts, index) => counts && log.records[index]!.record.id !== 'b1');
    expect([...settledEntries(log, withoutBringBack, valueOf)]).toEqual([first.id, 'other', 'third']);
  });
});

describe('entriesNow', () => {
  it('is each entry as its last current version says, with its number of revisions (and its base)', () => {
    const other = drawnHand();
    const log = new LogWriter()
      .record('r1', first, { base: 2 })
      .record('r2', other, { after: 'r1', hand: first.id })
      .revise('e1', first.id, ['r1'], edit(3), 'edit')
      .revise('e2', first.id, ['e1'], edit(4), 'edit')
      .checked();
    const { now } = nowOf(log);
    expect(
      now.entries.map(({ id, entry, version, recordId, turn, handBefore }) => ({
        id,
        entry,
        version,
        recordId,
        turn,
        handBefore,
      })),
    ).toEqual([
      { id: first.id, entry: edit(4), version: 4, recordId: 'r1', turn: 1, handBefore: null },
      { id: other.id, entry: other, version: 0, recordId: 'r2', turn: 2, handBefore: first.id },
    ]);
    expect(Object.fromEntries(now.heads)).toEqual({ [first.id]: ['e2'], [other.id]: ['r2'] });
    expect(now.editConflicts).toEqual([]);
  });

  it('keeps two edits that did not see each other as an edit conflict, the later counted; the same edit twice is none', () => {
    const log = new LogWriter()
      .record('r1', first)
      .revise('e1', first.id, ['r1'], edit(3), 'edit', 'phone-a')
      .revise('e2', first.id, ['r1'], edit(4), 'edit', 'phone-b')
      .checked();
    const { now } = nowOf(log);
    expect(now.entries[0]!.entry).toEqual(edit(4));
    expect(now.heads.get(first.id)).toEqual(['e1', 'e2']);
    expect(now.editConflicts).toEqual([
      {
        entryId: first.id,
        versions: [
          { recordId: 'e1', entry: edit(3), phone: 'phone-a', at: expect.any(Number) },
          { recordId: 'e2', entry: edit(4), phone: 'phone-b', at: expect.any(Number) },
        ],
      },
    ]);
    const same = new LogWriter()
      .record('r1', first)
      .revise('e1', first.id, ['r1'], edit(3), 'edit', 'phone-a')
      .revise('e2', first.id, ['r1'], edit(3), 'edit', 'phone-b')
      .checked();
    expect(nowOf(same).now.editConflicts).toEqual([]);
  });

  it('leaves out a deleted entry, and lists one set aside by a choice with what it said and its hand', () => {
    const other = selfDrawnWin(SETTINGS, 2, 3);
    const log = new LogWriter()
      .record('r1', first)
      .record('r2', other, { phone: 'phone-b' })
      .revise('d1', first.id, ['r1'], null, 'delete')
      .revise('a1', other.id, ['r2'], null, 'aside')
      .checked();
    const { now } = nowOf(log);
    expect(now.entries).toEqual([]);
    expect(now.setAside).toEqual([{ entryId: other.id, entry: other, hand: 1 }]);
    expect(now.keptAside).toEqual([]);
  });

  it('reads only what counts: a recording or revision that does not count is as if not made', () => {
    const log = new LogWriter()
      .record('r1', first)
      .revise('e1', first.id, ['r1'], edit(3), 'edit')
      .record('r2', drawnHand(), { after: 'r1' })
      .checked();
    const counts = log.records.map((placed) => placed.record.id === 'start' || placed.record.id === 'r1');
    const { now } = nowOf(log, counts);
    expect(now.entries.map((item) => [item.recordId, item.entry])).toEqual([['r1', first]]);
    // The count of revisions is every revision's, counted or not: the rows' `version` only grows.
    expect(now.entries[0]!.version).toBe(1);
  });
});

describe('keptApartHands', () => {
  // Hand 1, then hands 2 recorded apart on two phones; each phone kept its own, setting the other's aside.
  const h1 = discardWin(SETTINGS, 0, 1, 2);
  const a2 = drawnHand();
  const b2 = selfDrawnWin(SETTINGS, 2, 3);
  const log = new LogWriter()
    .record('h1', h1)
    .record('a2', a2, { after: 'h1', hand: h1.id })
    .record('b2', b2, { after: 'h1', hand: h1.id, phone: 'phone-b' })
    .revise('aside-b2', b2.id, ['b2'], null, 'aside', 'phone-a')
    .keep('keep-a2', a2.id, 'phone-a')
    .revise('aside-a2', a2.id, ['a2'], null, 'aside', 'phone-b')
    .keep('keep-b2', b2.id, 'phone-b')
    .checked();

  it('brings back every hand the table kept at a turn that counts none, in the night’s order', () => {
    const { now, read } = nowOf(log);
    expect(now.entries.map((item) => item.id)).toEqual([h1.id]);
    expect(now.keptAside.map(({ turn, item }) => [turn, item.id])).toEqual([
      [2, a2.id],
      [2, b2.id],
    ]);
    const { entries, setAside, keptApart } = keptApartHands(now, read.order);
    expect(entries.map((item) => [item.id, item.settled])).toEqual([
      [h1.id, false],
      [a2.id, false],
      [b2.id, false],
    ]);
    expect(setAside).toEqual([]);
    expect(Object.fromEntries(keptApart)).toEqual({ [a2.id]: a2, [b2.id]: b2 });
  });

  it('changes nothing when the turn counts a hand, or one hand alone was kept', () => {
    const { now, read } = nowOf(log);
    const counted = { ...now, entries: [...now.entries, { ...now.keptAside[0]!.item }] };
    expect(keptApartHands(counted, read.order).keptApart.size).toBe(0);
    const alone = { ...now, keptAside: now.keptAside.slice(0, 1) };
    const result = keptApartHands(alone, read.order);
    expect(result.keptApart.size).toBe(0);
    expect(result.entries).toBe(alone.entries);
    expect(result.setAside).toBe(alone.setAside);
  });
});

describe('tailHandOf', () => {
  it('is the hand of the latest turn that takes one, the last of it in the night’s order', () => {
    const h1 = discardWin(SETTINGS, 0, 1, 2);
    const a2 = drawnHand();
    const b2 = selfDrawnWin(SETTINGS, 2, 3);
    const log = new LogWriter()
      .record('h1', h1)
      .record('a2', a2, { after: 'h1', hand: h1.id })
      .record('b2', b2, { after: 'h1', hand: h1.id, phone: 'phone-b' })
      .checked();
    const { order, recordings, turnOf } = readThrough(log);
    expect(tailHandOf(order, recordings, turnOf, new Set([h1.id, a2.id, b2.id]))).toBe(b2.id);
    // A deleted hand takes no turn.
    expect(tailHandOf(order, recordings, turnOf, new Set([h1.id, a2.id]))).toBe(a2.id);
    expect(tailHandOf(order, recordings, turnOf, new Set())).toBeNull();
  });
});
