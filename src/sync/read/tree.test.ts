// Turns and branches: which recordings are read, the tree they form by `after`, each hand's turn along
// its own branch, the night's order turn by turn, and each recording's span in the walk.
import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES_PER_NIGHT } from '../../core/ledger';
import { discardWin, drawnHand, selfDrawnWin, tablePayment } from '../../core/ledger/testing';
import { nightOrder, nightTree, recordingsOf, treeSpans, turnsOf } from './tree';
import { LogWriter, SETTINGS } from './testing';

const hand = () => discardWin(SETTINGS, 0, 1, 2);

/** Hand h1 on both phones; then phone-a records a2 and a3, phone-b (later in the log) b2 and b3, apart. */
function twoBranches() {
  const entries = {
    h1: hand(),
    a2: drawnHand(),
    a3: hand(),
    b2: selfDrawnWin(SETTINGS, 2, 3),
    b3: drawnHand(),
  };
  const log = new LogWriter()
    .record('h1', entries.h1)
    .record('a2', entries.a2, { after: 'h1', hand: entries.h1.id })
    .record('a3', entries.a3, { after: 'a2', hand: entries.a2.id })
    .record('b2', entries.b2, { after: 'h1', hand: entries.h1.id, phone: 'phone-b' })
    .record('b3', entries.b3, { after: 'b2', hand: entries.b2.id, phone: 'phone-b' });
  return { entries, log: log.checked() };
}

describe('recordingsOf', () => {
  it('reads each recording whose entry the settings accept, each entry once, in log order', () => {
    const first = hand();
    const log = new LogWriter()
      .record('r1', first)
      .record('bad', { ...hand(), winner: 9 } as never)
      .record('again', { ...drawnHand(), id: first.id })
      .record('r2', drawnHand())
      .checked();
    const { recordings, recordingOfEntry, unreadable } = recordingsOf(log, SETTINGS);
    expect([...recordings.keys()]).toEqual(['r1', 'r2']);
    expect(recordings.get('r1')!.entry).toEqual(first);
    expect(recordingOfEntry.get(first.id)).toBe('r1');
    expect(unreadable).toBe(2);
  });

  it('reads no more than MAX_ENTRIES_PER_NIGHT recordings', () => {
    const log = new LogWriter();
    for (let i = 0; i <= MAX_ENTRIES_PER_NIGHT; i += 1) log.record(`r${i}`, drawnHand());
    const { recordings, unreadable } = recordingsOf(log.checked(), SETTINGS);
    expect([recordings.size, unreadable]).toEqual([MAX_ENTRIES_PER_NIGHT, 1]);
  });
});

describe('nightTree', () => {
  it('hangs each recording under the one it was recorded after, roots in log order, and walks it depth first', () => {
    const { log } = twoBranches();
    const { recordings, recordingOfEntry } = recordingsOf(log, SETTINGS);
    const { children, walk } = nightTree(recordings, recordingOfEntry);
    expect(children.get(null)).toEqual(['h1']);
    expect(children.get('h1')).toEqual(['a2', 'b2']);
    expect(walk).toEqual(['h1', 'a2', 'a3', 'b2', 'b3']);
  });

  it('makes a root of a recording after one that is later in the log or not here', () => {
    const log = new LogWriter()
      .record('r1', drawnHand(), { after: 'r2' })
      .record('r2', drawnHand(), { after: 'gone' })
      .checked();
    const { recordings, recordingOfEntry } = recordingsOf(log, SETTINGS);
    expect(nightTree(recordings, recordingOfEntry).children.get(null)).toEqual(['r1', 'r2']);
  });

  it('takes the hand a recording names when it is a hand recorded before it, else the nearest hand above it', () => {
    const h1 = hand();
    const pay = tablePayment(1, 'exposed_kong');
    const h3 = hand();
    const log = new LogWriter()
      .record('h1', h1)
      .record('pay', pay, { after: 'h1', hand: h1.id })
      .record('names-pay', drawnHand(), { after: 'pay', hand: pay.id })
      .record('names-later', drawnHand(), { after: 'pay', hand: h3.id })
      .record('names-none', drawnHand(), { after: 'pay', hand: null })
      .record('h3', h3, { after: 'h1', hand: h1.id })
      .checked();
    const { recordings, recordingOfEntry } = recordingsOf(log, SETTINGS);
    const { handBefore } = nightTree(recordings, recordingOfEntry);
    expect(Object.fromEntries(handBefore)).toEqual({
      h1: null,
      pay: h1.id,
      'names-pay': h1.id,
      'names-later': h1.id,
      'names-none': null,
      h3: h1.id,
    });
  });
});

describe('turnsOf', () => {
  it('numbers each hand one more than the hand before it: two branches of one turn share it', () => {
    const { log, entries } = twoBranches();
    const { recordings, recordingOfEntry } = recordingsOf(log, SETTINGS);
    const turns = turnsOf(recordings, nightTree(recordings, recordingOfEntry).handBefore);
    expect(
      [entries.h1, entries.a2, entries.a3, entries.b2, entries.b3].map((entry) => turns.get(entry.id)),
    ).toEqual([1, 2, 3, 2, 3]);
  });

  it('gives no turn to what ends no hand', () => {
    const pay = tablePayment(1, 'exposed_kong');
    const log = new LogWriter().record('pay', pay).checked();
    const { recordings, recordingOfEntry } = recordingsOf(log, SETTINGS);
    expect(turnsOf(recordings, nightTree(recordings, recordingOfEntry).handBefore).has(pay.id)).toBe(false);
  });
});

describe('nightOrder', () => {
  it('interleaves branches turn by turn, and keeps the walk’s order where there are none', () => {
    const { log } = twoBranches();
    const { recordings, recordingOfEntry } = recordingsOf(log, SETTINGS);
    const tree = nightTree(recordings, recordingOfEntry);
    const turns = turnsOf(recordings, tree.handBefore);
    expect(nightOrder(tree.walk, recordings, turns)).toEqual(['h1', 'a2', 'b2', 'a3', 'b3']);
    const straight = new LogWriter()
      .record('x1', hand())
      .record('x2', tablePayment(2, 'bonus_later'), { after: 'x1' })
      .record('x3', drawnHand(), { after: 'x2' })
      .checked();
    const one = recordingsOf(straight, SETTINGS);
    const oneTree = nightTree(one.recordings, one.recordingOfEntry);
    expect(nightOrder(oneTree.walk, one.recordings, turnsOf(one.recordings, oneTree.handBefore))).toEqual(
      oneTree.walk,
    );
  });

  it('puts a payment recorded during the next hand after every hand of the turn it followed', () => {
    const h1 = hand();
    const a2 = drawnHand();
    const log = new LogWriter()
      .record('h1', h1)
      .record('a2', a2, { after: 'h1', hand: h1.id })
      .record('pay', tablePayment(1, 'bonus_later'), { after: 'a2', hand: a2.id })
      .record('b2', drawnHand(), { after: 'h1', hand: h1.id, phone: 'phone-b' })
      .checked();
    const { recordings, recordingOfEntry } = recordingsOf(log, SETTINGS);
    const tree = nightTree(recordings, recordingOfEntry);
    expect(tree.walk).toEqual(['h1', 'a2', 'pay', 'b2']);
    expect(nightOrder(tree.walk, recordings, turnsOf(recordings, tree.handBefore))).toEqual([
      'h1',
      'a2',
      'b2',
      'pay',
    ]);
  });
});

describe('treeSpans', () => {
  it('spans each recording from its place in the walk to the last recording below it', () => {
    const { log } = twoBranches();
    const { recordings, recordingOfEntry } = recordingsOf(log, SETTINGS);
    const { walk, children } = nightTree(recordings, recordingOfEntry);
    expect(Object.fromEntries(treeSpans(walk, children))).toEqual({
      h1: { enter: 0, end: 4 },
      a2: { enter: 1, end: 2 },
      a3: { enter: 2, end: 2 },
      b2: { enter: 3, end: 4 },
      b3: { enter: 4, end: 4 },
    });
  });
});
