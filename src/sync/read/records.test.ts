// The read's first step: the log's raw values checked and placed, the start found, and a frontier read
// against the places (which records the writer of a restore or a finish had seen).
import { describe, expect, it } from 'vitest';
import { drawnHand } from '../../core/ledger/testing';
import { MAX_RECORDS } from '../log';
import { checkRecords, seenByRecord, startOf } from './records';
import { LogWriter } from './testing';

describe('checkRecords', () => {
  it('keeps the records of the schema in log order, placed among themselves, and counts the rest', () => {
    const log = new LogWriter().record('r1', drawnHand()).record('r2', drawnHand());
    const raws = [
      log.raws[0],
      'not a record',
      log.raws[1],
      { ...(log.raws[1] as object) }, // the same id again
      { v: 2, t: 'record', id: 'x' }, // fields missing
      null,
      log.raws[2],
    ];
    const checked = checkRecords(raws);
    expect(checked.records.map((placed) => [placed.record.id, placed.index])).toEqual([
      ['start', 0],
      ['r1', 1],
      ['r2', 2],
    ]);
    expect(checked.unreadable).toBe(4);
    expect(checked.byId.get('r2')).toBe(checked.records[2]);
  });

  it('reads no more than MAX_RECORDS records: the rest are unreadable', () => {
    const log = new LogWriter();
    for (let i = 1; i <= MAX_RECORDS + 2; i += 1) log.keep(`k${i}`, 'some-entry');
    const checked = log.checked();
    expect(checked.records).toHaveLength(MAX_RECORDS);
    expect(checked.records.at(-1)!.record.id).toBe(`k${MAX_RECORDS - 1}`);
    expect(checked.unreadable).toBe(3);
  });
});

describe('startOf', () => {
  it('is the first start record, wherever it is; a log without one has none', () => {
    const log = new LogWriter();
    expect(startOf(log.checked())?.record.id).toBe('start');
    const headless = checkRecords(new LogWriter().keep('k1', 'e').raws.slice(1));
    expect(startOf(headless)).toBeUndefined();
  });
});

describe('seenByRecord', () => {
  // phone-a: start, a1, a2 ... phone-b: b1, b2; the restore at the end names a1 and b1.
  const log = new LogWriter()
    .keep('a1', 'e', 'phone-a')
    .keep('b1', 'e', 'phone-b')
    .keep('a2', 'e', 'phone-a')
    .keep('b2', 'e', 'phone-b')
    .keep('c1', 'e', 'phone-c')
    .checked();
  const index = (id: string) => log.byId.get(id)!.index;

  it('sees a phone’s records up to the one it names, none of a phone it does not name, nothing at or after itself', () => {
    const seen = seenByRecord(
      log,
      [
        ['phone-a', 'a1'],
        ['phone-b', 'b1'],
      ],
      index('c1'),
    )!;
    expect(['start', 'a1', 'b1', 'a2', 'b2', 'c1'].map((id) => seen(index(id)))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('takes a named record not in the log yet as having seen every record of its phone before the writer', () => {
    const seen = seenByRecord(log, [['phone-b', 'b9']], index('c1'))!;
    expect(['a1', 'b1', 'b2'].map((id) => seen(index(id)))).toEqual([false, true, true]);
  });

  it('is null when the frontier contradicts the log: a record under another phone, or not before the writer', () => {
    expect(seenByRecord(log, [['phone-b', 'a1']], index('c1'))).toBeNull();
    expect(seenByRecord(log, [['phone-a', 'a2']], index('b1'))).toBeNull();
  });
});
