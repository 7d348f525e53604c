// What the tests of the read's steps share: a log written record by record, with ids and phones a test
// names, checked as readLog checks it, and the steps up to the one a test looks at.
import type { LedgerEntry, NightSettings } from '../../core/ledger';
import { table } from '../../core/ledger/testing';
import { LOG_FORMAT, type LogRecord, type RevisionWhy } from '../log';
import { checkRecords, startOf, type CheckedLog } from './records';
import { standingRecords } from './restores';
import { nightOrder, nightTree, recordingsOf, treeSpans, turnsOf } from './tree';
import { entryVersions } from './versions';

export const SETTINGS: NightSettings = table('sg', { unit: 10 });

type Without<R> = R extends unknown ? Omit<R, 'v' | 'at'> : never;
type Draft = Without<LogRecord>;

/** A log written by hand: each call appends one record, stamped in order one second apart. */
export class LogWriter {
  readonly raws: unknown[] = [];
  private clock = 1_000_000;

  constructor(settings: NightSettings = SETTINGS, phone = 'phone-a') {
    this.add({
      t: 'start',
      id: 'start',
      phone,
      night: { id: 'night-1', name: 'Friday', createdAt: 1_000, settings },
    });
  }

  add(draft: Draft): this {
    this.clock += 1_000;
    this.raws.push({ v: LOG_FORMAT, at: this.clock, ...draft });
    return this;
  }

  /** A recording of `entry` after the recording `after`, naming `hand` as its phone's last hand. */
  record(
    id: string,
    entry: LedgerEntry,
    how: { after?: string | null; hand?: string | null; phone?: string; live?: boolean; base?: number } = {},
  ): this {
    const { after = null, hand = null, phone = 'phone-a', live, base } = how;
    return this.add({
      t: 'record',
      id,
      phone,
      after,
      hand,
      entry,
      ...(live === undefined ? {} : { live }),
      ...(base === undefined ? {} : { base }),
    });
  }

  revise(
    id: string,
    entry: string,
    of: string[],
    value: LedgerEntry | null,
    why: RevisionWhy,
    phone = 'phone-a',
  ): this {
    return this.add({ t: 'revise', id, phone, entry, of, value, why });
  }

  keep(id: string, entry: string, phone = 'phone-a'): this {
    return this.add({ t: 'keep', id, phone, entry });
  }

  status(id: string, status: 'open' | 'finished', upto?: [string, string][], phone = 'phone-a'): this {
    return this.add({ t: 'status', id, phone, status, ...(upto ? { upto } : {}) });
  }

  restore(id: string, before: string, seen: string, upto?: [string, string][], phone = 'phone-a'): this {
    return this.add({ t: 'restore', id, phone, before, seen, ...(upto ? { upto } : {}) });
  }

  pay(
    id: string,
    seat: 0 | 1 | 2 | 3,
    address: string | null,
    how: { phone?: string; scheme?: 'paynow' | 'fps' } = {},
  ): this {
    const { phone = 'phone-a', scheme = 'paynow' } = how;
    return this.add({ t: 'pay_address', id, phone, seat, scheme, address });
  }

  /** The log as readLog's first step has it. */
  checked(): CheckedLog {
    return checkRecords(this.raws);
  }
}

/** The steps up to the entries' versions, every record counting (no restore, no finish): what later steps take. */
export function readThrough(log: CheckedLog, settings: NightSettings = SETTINGS) {
  const start = startOf(log)!;
  const { stands } = standingRecords(log, start);
  const recorded = recordingsOf(log, settings);
  const tree = nightTree(recorded.recordings, recorded.recordingOfEntry);
  const turnOf = turnsOf(recorded.recordings, tree.handBefore);
  const order = nightOrder(tree.walk, recorded.recordings, turnOf);
  const spans = treeSpans(tree.walk, tree.children);
  const versions = entryVersions(log, settings, recorded.recordings, recorded.recordingOfEntry);
  return { stands, ...recorded, ...tree, turnOf, order, spans, ...versions };
}
