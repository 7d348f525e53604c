// Which records stand: a restore takes back the records its phone had seen from its target on, and
// nothing else; a restore of a restore brings them back; a restore that cannot be read changes nothing.
import { describe, expect, it } from 'vitest';
import { drawnHand } from '../../core/ledger/testing';
import { startOf, type CheckedLog } from './records';
import { standingRecords } from './restores';
import { LogWriter } from './testing';

const standing = (log: CheckedLog) => {
  const { stands, unreadable } = standingRecords(log, startOf(log)!);
  return {
    stand: log.records.filter((placed) => stands[placed.index]).map((placed) => placed.record.id),
    unreadable,
  };
};

describe('standingRecords', () => {
  it('with no restore, every record stands', () => {
    const log = new LogWriter().record('r1', drawnHand()).keep('k1', 'e').checked();
    expect(standing(log)).toEqual({ stand: ['start', 'r1', 'k1'], unreadable: 0 });
  });

  it('takes back what its phone had seen from its target on; the restore and what comes after stand', () => {
    const log = new LogWriter()
      .record('r1', drawnHand())
      .record('r2', drawnHand(), { after: 'r1' })
      .record('r3', drawnHand(), { after: 'r2' })
      .restore('back', 'r2', 'r3')
      .record('r4', drawnHand(), { after: 'r3' })
      .checked();
    expect(standing(log)).toEqual({ stand: ['start', 'r1', 'back', 'r4'], unreadable: 0 });
  });

  it('with its frontier, keeps a record another phone made meanwhile, though the log puts it before the restore', () => {
    const log = new LogWriter()
      .record('r1', drawnHand())
      .record('r2', drawnHand(), { after: 'r1' })
      .record('b1', drawnHand(), { after: 'r2', phone: 'phone-b' })
      .restore('back', 'r2', 'r2', [['phone-a', 'r2']])
      .checked();
    expect(standing(log).stand).toEqual(['start', 'r1', 'b1', 'back']);
  });

  it('without a frontier (an earlier version’s restore), takes back everything up to `seen`', () => {
    const log = new LogWriter()
      .record('r1', drawnHand())
      .record('r2', drawnHand(), { after: 'r1' })
      .record('b1', drawnHand(), { after: 'r2', phone: 'phone-b' })
      .restore('back', 'r2', 'b1')
      .checked();
    expect(standing(log).stand).toEqual(['start', 'r1', 'back']);
  });

  it('a restore before a restore brings back what that one took back', () => {
    const log = new LogWriter()
      .record('r1', drawnHand())
      .record('r2', drawnHand(), { after: 'r1' })
      .restore('back', 'r2', 'r2')
      .restore('again', 'back', 'back')
      .checked();
    expect(standing(log).stand).toEqual(['start', 'r1', 'r2', 'again']);
  });

  it('leaves out, as unreadable, a restore of nothing here, of the start or of a record after it', () => {
    const log = new LogWriter()
      .record('r1', drawnHand())
      .restore('nowhere', 'gone', 'r1')
      .restore('of-start', 'start', 'r1')
      .restore('of-later', 'r2', 'r1')
      .record('r2', drawnHand(), { after: 'r1' })
      .restore('contradicting', 'r1', 'r2', [['phone-b', 'r1']])
      .checked();
    expect(standing(log)).toEqual({
      stand: ['start', 'r1', 'nowhere', 'of-start', 'of-later', 'r2', 'contradicting'],
      unreadable: 4,
    });
  });
});
