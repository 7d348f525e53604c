import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { LOG_FORMAT, LOG_KEY } from './format';
import { appendRecords, logOf, stampRecord } from './writer';

describe('the night log’s writer', () => {
  it('stamps a draft with the format, its id, its phone and its time, before the draft’s own fields', () => {
    const record = stampRecord({ t: 'status', status: 'open' }, 'phone-a', 'record-1', 1_700_000_000_000);
    expect(record).toEqual({
      v: LOG_FORMAT,
      id: 'record-1',
      phone: 'phone-a',
      at: 1_700_000_000_000,
      t: 'status',
      status: 'open',
    });
    expect(Object.keys(record).slice(0, 5)).toEqual(['v', 'id', 'phone', 'at', 't']);
  });

  it('writes plain JSON: a field left undefined is not written at all', () => {
    const record = stampRecord({ t: 'record', base: undefined, after: null }, 'p', 'r', 1);
    expect('base' in record).toBe(false);
    expect(record).toMatchObject({ after: null });
  });

  it('appends records at the end of the log, in order, as one update', () => {
    const doc = new Y.Doc();
    const first = stampRecord({ t: 'start' }, 'p', 'a', 1);
    appendRecords(doc, [first]);
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    const more = [stampRecord({ t: 'record' }, 'p', 'b', 2), stampRecord({ t: 'record' }, 'p', 'c', 3)];
    appendRecords(doc, more, 'me');
    expect(updates).toHaveLength(1);
    expect(logOf(doc).toArray()).toEqual([first, ...more]);
    // The log is the root array every reader and the server's check know by its name.
    expect(doc.getArray(LOG_KEY).length).toBe(3);
  });

  it('writes inside the caller’s transaction when called in one, with the caller’s origin', () => {
    const doc = new Y.Doc();
    const origins: unknown[] = [];
    doc.on('update', (_update: Uint8Array, origin: unknown) => origins.push(origin));
    doc.transact(() => {
      appendRecords(doc, [stampRecord({ t: 'start' }, 'p', 'a', 1)]);
      appendRecords(doc, [stampRecord({ t: 'record' }, 'p', 'b', 2)]);
    }, 'outer');
    expect(origins).toEqual(['outer']);
    expect(logOf(doc).length).toBe(2);
  });

  it('writes nothing for no records', () => {
    const doc = new Y.Doc();
    let updates = 0;
    doc.on('update', () => (updates += 1));
    appendRecords(doc, []);
    expect(updates).toBe(0);
  });
});
