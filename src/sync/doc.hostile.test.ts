// Whatever another phone (or anyone holding the room's secret) puts in the document is checked
// through the schemas of a backup: what fails is counted as unreadable and left out, and nothing throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { computeLedger, type LedgerEntry } from '../core/ledger';
import { discardWin, drawnHand, selfDrawnWin, table, tablePayment } from '../core/ledger/testing';
import { readMeta, readNightDoc, seedNight, type NightMeta } from './doc';

const settings = table('sg', { unit: 10 });
const meta: NightMeta = { id: 'night-1', name: 'Friday', createdAt: 1_000, settings, status: 'open' };

function nightWith(entries: LedgerEntry[]): Y.Doc {
  const doc = new Y.Doc();
  seedNight(
    doc,
    meta,
    entries.map((entry) => ({ id: entry.id, entry, version: 0 })),
  );
  return doc;
}

describe('hostile contents of a live night’s document', () => {
  it('refuses records of the wrong shape, bad entries and huge strings, counts them, and keeps the rest', () => {
    const good = [
      discardWin(settings, 1, 0, 3),
      drawnHand(),
      tablePayment(2, 'exposed_kong'),
      selfDrawnWin(settings, 3, 2),
    ];
    const doc = nightWith(good);
    const win = discardWin(settings, 2, 1, 4);
    const junk: unknown[] = [
      42,
      'a string',
      null,
      [1, 2],
      { id: 5, entry: win },
      { entry: win },
      { id: 'x'.repeat(100_000), entry: win },
      { id: 'note', entry: { ...tablePayment(1, 'bonus_later'), id: 'note', note: 'n'.repeat(1_000_000) } },
      { id: 'twice', entry: good[0] },
      {
        id: 'wrong-types',
        entry: { id: 'wrong-types', at: 'tonight', kind: 'win', winner: '1', tai: 'lots' },
      },
      {
        id: 'mismatch',
        entry: { ...win, id: 'mismatch', payment: { ...win.payment, total: win.payment.total + 1 } },
      },
      { id: 'unknown-kind', entry: { id: 'unknown-kind', at: 1_000, kind: 'steal' } },
      { id: 'bad-time', entry: { ...drawnHand(), id: 'bad-time', at: 1e20 } },
    ];
    const record = (id: string, entry: unknown) => ({
      v: 2,
      t: 'record',
      id: `r-${id}`,
      phone: 'elsewhere',
      at: 1_000,
      after: null,
      hand: null,
      entry,
    });
    // Records of the log's shape whose entries fail, and values that are no record at all.
    doc
      .getArray('log')
      .push(
        junk.map((item) =>
          typeof item === 'object' &&
          item !== null &&
          'entry' in item &&
          'id' in item &&
          typeof item.id === 'string'
            ? record(item.id, (item as { entry: unknown }).entry)
            : item,
        ),
      );
    // A keep of an entry that is not in conflict means nothing.
    doc
      .getArray('log')
      .push([{ v: 2, t: 'keep', id: 'k', phone: 'elsewhere', at: 1_000, entry: good[0]!.id }]);
    const read = readNightDoc(doc);
    if (!read.ok) throw new Error(read.problem);
    expect(read.night.entries.map((e) => e.entry)).toEqual(good);
    expect(read.night.unreadable).toBe(junk.length);
    expect(read.night.ledger.totals).toEqual(computeLedger(settings, good).totals);
    expect(read.night.setAside).toEqual([]);
  });

  it('an edit that fails the schemas is counted and left out: the entry stays as it was', () => {
    const good = [discardWin(settings, 1, 0, 3), drawnHand()];
    const doc = nightWith(good);
    const recording = doc.getArray('log').toArray()[1] as { id: string };
    doc.getArray('log').push([
      {
        v: 2,
        t: 'revise',
        id: 'e',
        phone: 'elsewhere',
        at: 1_000,
        entry: good[0]!.id,
        of: [recording.id],
        why: 'edit',
        value: { ...good[0]!, tai: 999 },
      },
    ]);
    const read = readNightDoc(doc);
    if (!read.ok) throw new Error(read.problem);
    expect(read.night.entries.map((e) => e.entry)).toEqual(good);
    expect(read.night.unreadable).toBe(1);
  });

  it('a room with no night is empty; a night whose settings or shape fail is unreadable', () => {
    expect(readMeta(new Y.Doc())).toEqual({ ok: false, problem: 'room_empty' });
    const cases: [string, unknown][] = [
      ['v', 99],
      ['settings', { profile: 'sg', players: ['a'] }],
      ['settings', 'sg'],
      ['name', 'n'.repeat(10_000)],
      ['createdAt', -5],
      ['id', ''],
    ];
    for (const [key, value] of cases) {
      const doc = new Y.Doc();
      const night = { id: meta.id, name: meta.name, createdAt: meta.createdAt, settings, [key]: value };
      doc
        .getArray('log')
        .push([{ v: key === 'v' ? value : 2, t: 'start', id: 's', phone: 'p', at: 1_000, night }]);
      expect(readNightDoc(doc)).toEqual({ ok: false, problem: 'unreadable_room' });
    }
  });

  it('never throws on any values at all, and counts every record that is not an entry', () => {
    fc.assert(
      fc.property(
        fc.array(fc.anything({ maxDepth: 3 }), { maxLength: 30 }),
        fc.anything({ maxDepth: 2 }),
        (records, mark) => {
          const good = [discardWin(settings, 1, 0, 3)];
          const doc = nightWith(good);
          doc.getArray('log').push(records.map((record) => (record === undefined ? null : record)));
          doc.getArray('log').push([mark === undefined ? null : mark]);
          const read = readNightDoc(doc);
          expect(read.ok).toBe(true);
          if (!read.ok) return;
          const total = read.night.entries.length + read.night.setAside.length + read.night.unreadable;
          expect(total).toBeGreaterThanOrEqual(1);
          expect(read.night.ledger.totals.reduce((a, b) => a + b, 0)).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
