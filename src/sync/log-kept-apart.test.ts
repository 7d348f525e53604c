// Two phones that keep different hands of one turn at once: each sets the other's
// aside, so the turn would count no hand and vanish from the totals with no word. The night never leaves
// a turn empty by choices: the hands the table kept come back, their conflict open again ("kept
// different records at once"), one counted meanwhile, until one phone keeps one.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { computeLedger, type LedgerEntry } from '../core/ledger';
import { discardWin, drawnHand, selfDrawnWin, table } from '../core/ledger/testing';
import { applyDocChange, seedNight, type ReadNight } from './doc';
import { nightMeta, readOk as read, syncDocs as sync } from './testing';

const settings = table();
const meta = nightMeta(settings);

const record = (doc: Y.Doc, entry: LedgerEntry, phone: string) =>
  applyDocChange(doc, { kind: 'record', entry }, 'me', phone);
const keep = (doc: Y.Doc, kept: LedgerEntry[], aside: LedgerEntry[], phone: string) =>
  applyDocChange(
    doc,
    { kind: 'marks', aside: aside.map((e) => e.id), settled: kept.map((e) => e.id), back: [] },
    'me',
    phone,
  );
const all = (docs: readonly Y.Doc[]) => {
  for (const from of docs) for (const to of docs) if (from !== to) sync(from, to);
};
const ids = (night: ReadNight) => night.entries.map((e) => e.id);

/** Hand 1 on every phone; then each phone records its own `hands[i]`, apart; then they all meet. */
function apart(hands: LedgerEntry[][]) {
  const docs = hands.map(() => new Y.Doc());
  seedNight(docs[0]!, meta, [], 'phone-0');
  const first = drawnHand();
  record(docs[0]!, first, 'phone-0');
  for (const doc of docs.slice(1)) sync(docs[0]!, doc);
  hands.forEach((own, index) => {
    for (const entry of own) record(docs[index]!, entry, `phone-${index}`);
  });
  all(docs);
  return { docs, first };
}

describe('two phones keeping different hands of one turn at once', () => {
  it('never leave the turn empty: both kept hands come back, the choice open again, one counted meanwhile', () => {
    const x = selfDrawnWin(settings, 2, 3);
    const y = discardWin(settings, 3, 0, 1);
    const {
      docs: [a, b],
      first,
    } = apart([[x], [y]]);
    keep(a!, [x], [y], 'phone-0');
    keep(b!, [y], [x], 'phone-1');
    all([a!, b!]);
    const night = read(a!);
    expect(read(b!)).toEqual(night);
    expect(night.setAside).toEqual([]);
    expect(night.conflicts).toHaveLength(1);
    expect(night.conflicts[0]).toMatchObject({ keptApart: true });
    expect([...night.conflicts[0]!.entryIds].sort()).toEqual([x.id, y.id].sort());
    expect(ids(night)).toHaveLength(2);
    expect(night.ledger.next.handNumber).toBe(3);
    expect(night.openConflicts).toBe(1);

    // One phone keeps one: it counts, the other is set aside, on both phones.
    keep(b!, [x], [y], 'phone-1');
    all([a!, b!]);
    const settled = read(a!);
    expect(read(b!)).toEqual(settled);
    expect(settled.conflicts).toEqual([]);
    expect(ids(settled)).toEqual([first.id, x.id]);
    expect(settled.setAside).toEqual([{ entryId: y.id, entry: y, hand: 2 }]);
    expect(settled.ledger).toEqual(computeLedger(settings, [first, x]));
  });

  it('a branch kept one way on one phone and the other way on another: every turn of it open again', () => {
    const onA = [selfDrawnWin(settings, 2, 3), drawnHand()];
    const onB = [discardWin(settings, 3, 0, 1), selfDrawnWin(settings, 1, 1)];
    const {
      docs: [a, b],
    } = apart([onA, onB]);
    keep(a!, onA, onB, 'phone-0');
    keep(b!, onB, onA, 'phone-1');
    all([a!, b!]);
    const night = read(b!);
    expect(read(a!)).toEqual(night);
    expect(night.conflicts.map((c) => c.keptApart)).toEqual([true, true]);
    expect(ids(night)).toHaveLength(3);
    expect(night.setAside).toEqual([]);
  });

  it('a hand neither phone kept stays set aside; the two kept come back', () => {
    const x = selfDrawnWin(settings, 2, 3);
    const y = discardWin(settings, 3, 0, 1);
    const z = drawnHand();
    const { docs } = apart([[x], [y], [z]]);
    keep(docs[0]!, [x], [y, z], 'phone-0');
    keep(docs[1]!, [y], [x, z], 'phone-1');
    all(docs);
    const night = read(docs[2]!);
    expect(night.setAside.map((item) => item.entryId)).toEqual([z.id]);
    expect(night.conflicts).toHaveLength(1);
    expect([...night.conflicts[0]!.entryIds].sort()).toEqual([x.id, y.id].sort());
  });

  it('one phone keeping while the other had already kept the same hand is no conflict', () => {
    const x = selfDrawnWin(settings, 2, 3);
    const y = discardWin(settings, 3, 0, 1);
    const {
      docs: [a, b],
      first,
    } = apart([[x], [y]]);
    keep(a!, [x], [y], 'phone-0');
    keep(b!, [x], [y], 'phone-1');
    all([a!, b!]);
    const night = read(a!);
    expect(night.conflicts).toEqual([]);
    expect(ids(night)).toEqual([first.id, x.id]);
  });
});
