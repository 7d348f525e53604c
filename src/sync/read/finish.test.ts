// Finishing and late changes: the status is the last status record that stands; a finish with its
// frontier leaves out, while the night stays finished, what it had not seen, and the read says each.
import { describe, expect, it } from 'vitest';
import { computeLedger } from '../../core/ledger';
import { discardWin, drawnHand } from '../../core/ledger/testing';
import { lateChanges, lateRecords, nightStatus } from './finish';
import { SETTINGS, LogWriter, readThrough } from './testing';
import type { LogEntry } from './types';

describe('nightStatus', () => {
  it('is open with no status record, else the last that stands', () => {
    const open = new LogWriter().checked();
    expect(nightStatus(open, [true]).status).toBe('open');
    const log = new LogWriter()
      .status('f', 'finished')
      .status('o', 'open')
      .status('f2', 'finished')
      .checked();
    expect(nightStatus(log, [true, true, true, true]).statusRecord?.record.id).toBe('f2');
    // The last finish taken back by a restore: the reopen before it stands.
    const { status, statusRecord } = nightStatus(log, [true, true, true, false]);
    expect([status, statusRecord?.record.id]).toEqual(['open', 'o']);
  });
});

describe('lateRecords', () => {
  // phone-a finishes having seen its own r1 and phone-b's b1; phone-b records b2 and edits r1 after, unaware.
  const first = discardWin(SETTINGS, 0, 1, 2);
  const edited = discardWin(SETTINGS, 0, 1, 3, { id: first.id, at: first.at });
  const log = new LogWriter()
    .record('r1', first)
    .record('b1', drawnHand(), { after: 'r1', phone: 'phone-b' })
    .status('finish', 'finished', [
      ['phone-a', 'r1'],
      ['phone-b', 'b1'],
    ])
    .record('b2', drawnHand(), { after: 'b1', phone: 'phone-b' })
    .revise('b3', first.id, ['r1'], edited, 'edit', 'phone-b')
    .pay('b4', 1, '+6591234567', { phone: 'phone-b' })
    .checked();
  const finish = log.byId.get('finish')!;
  const all = log.records.map(() => true);
  const ids = (indexes: Set<number>) => [...indexes].map((index) => log.records[index]!.record.id);

  it('are the recordings, revisions and keeps that stand and that the finish had not seen', () => {
    expect(ids(lateRecords(log, all, finish))).toEqual(['b2', 'b3']);
    const b2 = log.byId.get('b2')!.index;
    expect(
      ids(
        lateRecords(
          log,
          all.map((stands, index) => stands && index !== b2),
          finish,
        ),
      ),
    ).toEqual(['b3']);
  });

  it('are none for a finish without a frontier, or one that contradicts the log', () => {
    const without = new LogWriter()
      .record('r1', drawnHand())
      .status('finish', 'finished')
      .record('r2', drawnHand())
      .checked();
    expect(lateRecords(without, [true, true, true, true], without.byId.get('finish')!).size).toBe(0);
    const contradicting = new LogWriter()
      .record('r1', drawnHand())
      .status('finish', 'finished', [['phone-b', 'r1']])
      .record('r2', drawnHand(), { phone: 'phone-b' })
      .checked();
    expect(lateRecords(contradicting, [true, true, true, true], contradicting.byId.get('finish')!).size).toBe(
      0,
    );
  });

  it('are said as the screens say them: the hand a late recording would be, the place of a late revision', () => {
    const read = readThrough(log);
    const late = lateRecords(log, all, finish);
    const counted: LogEntry[] = ['r1', 'b1'].map((recordId) => {
      const { entry } = read.recordings.get(recordId)!;
      return { id: entry.id, entry, version: 0, recordId, settled: false, handBefore: null };
    });
    const ledger = computeLedger(
      SETTINGS,
      counted.map((item) => item.entry),
    );
    const changes = lateChanges(
      late,
      log,
      finish,
      read.valueOf,
      read.recordings,
      read.order,
      counted,
      ledger,
    );
    expect(
      changes.map(({ recordId, kind, hand, number, phone, finishedBy }) => ({
        recordId,
        kind,
        hand,
        number,
        phone,
        finishedBy,
      })),
    ).toEqual([
      { recordId: 'b2', kind: 'record', hand: 3, number: undefined, phone: 'phone-b', finishedBy: 'phone-a' },
      { recordId: 'b3', kind: 'revise', hand: undefined, number: 1, phone: 'phone-b', finishedBy: 'phone-a' },
    ]);
    expect(changes[1]!.entry).toEqual(edited);
    expect(
      lateChanges(new Set(), log, finish, read.valueOf, read.recordings, read.order, counted, ledger),
    ).toEqual([]);
  });
});
