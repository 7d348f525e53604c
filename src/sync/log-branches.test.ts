// Hands recorded apart for more than one turn: a phone apart that records hands 2 and 3 while
// another records its own 2 and 3 gives two conflicts, one per turn: each hand is numbered by its turn
// along its own branch (the hands its phone had before it), and hands of one turn that did not see each
// other conflict. The night counts one hand per turn meanwhile, following one branch while it can; a
// choice is made turn by turn, and keeping a hand of one branch makes the night follow that branch.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { computeLedger, type LedgerEntry, type PlayerIndex } from '../core/ledger';
import { discardWin, drawnHand, selfDrawnWin, table, tablePayment } from '../core/ledger/testing';
import { applyDocChange, seedNight, type ReadNight } from './doc';
import { nightMeta, readOk as read, syncDocs as sync } from './testing';

const settings = table();
const meta = nightMeta(settings);

const both = (a: Y.Doc, b: Y.Doc) => {
  sync(a, b);
  sync(b, a);
};
const record = (doc: Y.Doc, entry: LedgerEntry, phone: string) =>
  applyDocChange(doc, { kind: 'record', entry }, 'me', phone);
const ids = (night: ReadNight) => night.entries.map((e) => e.id);
const recordOrder = (doc: Y.Doc): string[] =>
  doc
    .getArray<{ t: string; entry?: { id: string } }>('log')
    .toArray()
    .filter((r) => r.t === 'record')
    .map((r) => r.entry!.id);

/** Hand 1 recorded on phone A and sent to phone B: from here on they are apart. */
function handOneOnBoth() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  seedNight(a, meta, [], 'phone-a');
  const first = discardWin(settings, 1, 2, 2);
  record(a, first, 'phone-a');
  sync(a, b);
  return { a, b, first };
}

/** Hand 1 on both phones; then, apart, phone A records `onA` and phone B `onB`; then they meet. */
function apart(onA: LedgerEntry[], onB: LedgerEntry[]) {
  const { a, b, first } = handOneOnBoth();
  for (const entry of onA) record(a, entry, 'phone-a');
  for (const entry of onB) record(b, entry, 'phone-b');
  both(a, b);
  // Which branch is later in the log (it is counted meanwhile: the later hand of the first turn apart).
  const log = recordOrder(a);
  const aLater = log.indexOf(onA[0]!.id) > log.indexOf(onB[0]!.id);
  return { a, b, first, later: aLater ? onA : onB, earlier: aLater ? onB : onA };
}

const handsOf = (night: ReadNight) =>
  night.ledger.rows.filter((row) => row.entry.kind === 'win' || row.entry.kind === 'draw');

describe('hands recorded apart for more than one turn', () => {
  it('are one conflict per turn, each of the two hands of that turn; the night counts one branch, one hand a turn', () => {
    const onA = [selfDrawnWin(settings, 2, 3), discardWin(settings, 0, 1, 1)];
    const onB = [discardWin(settings, 3, 0, 1), drawnHand()];
    const { a, b, first, later, earlier } = apart(onA, onB);
    const night = read(a);
    expect(read(b)).toEqual(night);
    expect(night.conflicts).toHaveLength(2);
    expect(night.conflicts.map((c) => [...c.entryIds].sort())).toEqual([
      [onA[0]!.id, onB[0]!.id].sort(),
      [onA[1]!.id, onB[1]!.id].sort(),
    ]);
    expect(night.openConflicts).toBe(2);
    // The later branch counts whole: three hands for three turns, never four.
    expect(ids(night)).toEqual([first.id, later[0]!.id, later[1]!.id]);
    expect(night.conflicts.map((c) => c.counted)).toEqual([later[0]!.id, later[1]!.id]);
    expect(night.conflicts.map((c) => c.waiting.map((w) => w.entryId))).toEqual([
      [earlier[0]!.id],
      [earlier[1]!.id],
    ]);
    expect(handsOf(night).map((row) => row.handNumber)).toEqual([1, 2, 3]);
    expect(night.ledger.next.handNumber).toBe(4);
    expect(night.ledger.totals).toEqual(computeLedger(settings, [first, ...later]).totals);
    // The first conflict names each phone's branch through the next turn, to keep one phone's hands at once.
    const byFrom = (branches: { from: string; then: string[] }[] = []) =>
      [...branches].sort((x, y) => x.from.localeCompare(y.from));
    expect(byFrom(night.conflicts[0]!.branches)).toEqual(
      byFrom([
        { from: onA[0]!.id, then: [onA[1]!.id] },
        { from: onB[0]!.id, then: [onB[1]!.id] },
      ]),
    );
    expect(night.conflicts[1]!.branches).toBeUndefined();
  });

  it('keeping one phone’s branch at once settles every turn of it, in one change', () => {
    const onA = [selfDrawnWin(settings, 2, 3), discardWin(settings, 0, 1, 1), drawnHand()];
    const onB = [discardWin(settings, 3, 0, 1), drawnHand(), selfDrawnWin(settings, 1, 2)];
    const { a, b, first } = apart(onA, onB);
    const night = read(b);
    expect(night.conflicts).toHaveLength(3);
    const branch = night.conflicts[0]!.branches!.find((item) => item.from === onB[0]!.id)!;
    expect(branch.then).toEqual([onB[1]!.id, onB[2]!.id]);
    applyDocChange(
      b,
      { kind: 'marks', aside: onA.map((e) => e.id), settled: [branch.from, ...branch.then], back: [] },
      'me',
      'phone-b',
    );
    both(a, b);
    const kept = read(a);
    expect(read(b)).toEqual(kept);
    expect(kept.conflicts).toEqual([]);
    expect(ids(kept)).toEqual([first.id, ...onB.map((e) => e.id)]);
    expect(kept.setAside.map((item) => item.entryId).sort()).toEqual(onA.map((e) => e.id).sort());
  });

  it('keeping a hand of the other branch makes the night follow that branch; the next turn is still a choice', () => {
    const onA = [selfDrawnWin(settings, 2, 3), discardWin(settings, 0, 1, 1)];
    const onB = [discardWin(settings, 3, 0, 1), drawnHand()];
    const { a, b, first, later, earlier } = apart(onA, onB);
    applyDocChange(
      b,
      { kind: 'marks', aside: [later[0]!.id], settled: [earlier[0]!.id], back: [] },
      'me',
      'phone-b',
    );
    both(a, b);
    const night = read(a);
    expect(read(b)).toEqual(night);
    expect(ids(night)).toEqual([first.id, earlier[0]!.id, earlier[1]!.id]);
    expect(night.conflicts).toHaveLength(1);
    expect(night.conflicts[0]).toMatchObject({
      counted: earlier[1]!.id,
      waiting: [{ entryId: later[1]!.id }],
    });
    expect(handsOf(night).map((row) => row.handNumber)).toEqual([1, 2, 3]);
  });

  it('turn by turn: hand 2 of one phone and hand 3 of the other, in the order of their turns', () => {
    const onA = [selfDrawnWin(settings, 2, 3), discardWin(settings, 0, 1, 1)];
    const onB = [discardWin(settings, 3, 0, 1), drawnHand()];
    const { a, b, first, later, earlier } = apart(onA, onB);
    // Hand 2 as the later branch has it, hand 3 as the earlier one does.
    applyDocChange(
      a,
      { kind: 'marks', aside: [earlier[0]!.id], settled: [later[0]!.id], back: [] },
      'me',
      'phone-a',
    );
    applyDocChange(
      a,
      { kind: 'marks', aside: [later[1]!.id], settled: [earlier[1]!.id], back: [] },
      'me',
      'phone-a',
    );
    both(a, b);
    const night = read(b);
    expect(read(a)).toEqual(night);
    expect(night.conflicts).toEqual([]);
    expect(ids(night)).toEqual([first.id, later[0]!.id, earlier[1]!.id]);
    expect(night.ledger).toEqual(computeLedger(settings, [first, later[0]!, earlier[1]!]));
    expect(night.setAside.map((item) => item.entryId).sort()).toEqual([earlier[0]!.id, later[1]!.id].sort());
  });

  it('a branch longer than the other: its extra hands are the next turns, and a hand recorded after both follows them, with no conflict', () => {
    const onA = [selfDrawnWin(settings, 2, 3), discardWin(settings, 0, 1, 1), drawnHand()];
    const onB = [discardWin(settings, 3, 0, 1)];
    const { a, b, first } = apart(onA, onB);
    const night = read(a);
    expect(night.conflicts).toHaveLength(1);
    expect([...night.conflicts[0]!.entryIds].sort()).toEqual([onA[0]!.id, onB[0]!.id].sort());
    const counted = night.conflicts[0]!.counted;
    expect(ids(night)).toEqual([first.id, counted, onA[1]!.id, onA[2]!.id]);
    expect(handsOf(night).map((row) => row.handNumber)).toEqual([1, 2, 3, 4]);
    // Phone B, having seen everything, records hand 5.
    const next = selfDrawnWin(settings, 1, 2);
    record(b, next, 'phone-b');
    both(a, b);
    const after = read(a);
    expect(after.conflicts).toHaveLength(1);
    expect(ids(after).at(-1)).toBe(next.id);
    expect(handsOf(after).at(-1)!.handNumber).toBe(5);
  });

  it('a hand deleted and recorded again while apart is still the same turn as the other phone’s', () => {
    const wrong = selfDrawnWin(settings, 2, 3);
    const { a, b } = handOneOnBoth();
    record(a, wrong, 'phone-a');
    applyDocChange(a, { kind: 'revise', entryId: wrong.id, entry: null, why: 'delete' }, 'me', 'phone-a');
    const again = selfDrawnWin(settings, 2, 2);
    record(a, again, 'phone-a');
    const onB = discardWin(settings, 3, 0, 1);
    record(b, onB, 'phone-b');
    both(a, b);
    const night = read(a);
    expect(night.conflicts).toHaveLength(1);
    expect([...night.conflicts[0]!.entryIds].sort()).toEqual([again.id, onB.id].sort());
    expect(handsOf(night).map((row) => row.handNumber)).toEqual([1, 2]);
  });

  it('a payment made between two hands apart stays in its turn, after the hand it followed', () => {
    const onA = [
      selfDrawnWin(settings, 2, 3),
      tablePayment(0, 'concealed_kong'),
      discardWin(settings, 0, 1, 1),
    ];
    const onB = [discardWin(settings, 3, 0, 1), drawnHand()];
    const { a, b, first } = apart(onA, onB);
    applyDocChange(
      a,
      { kind: 'marks', aside: [onB[0]!.id], settled: [onA[0]!.id], back: [] },
      'me',
      'phone-a',
    );
    applyDocChange(
      a,
      { kind: 'marks', aside: [onA[2]!.id], settled: [onB[1]!.id], back: [] },
      'me',
      'phone-a',
    );
    both(a, b);
    const night = read(b);
    expect(night.conflicts).toEqual([]);
    expect(ids(night)).toEqual([first.id, onA[0]!.id, onA[1]!.id, onB[1]!.id]);
    expect(night.ledger.rows.map((row) => row.handNumber)).toEqual([1, 2, 3, 3]);
  });

  it('three phones apart, each for two turns: one conflict of three hands per turn', () => {
    const docs = [new Y.Doc(), new Y.Doc(), new Y.Doc()] as const;
    seedNight(docs[0], meta, [], 'phone-0');
    const first = drawnHand();
    record(docs[0], first, 'phone-0');
    sync(docs[0], docs[1]);
    sync(docs[0], docs[2]);
    const branches = docs.map((doc, index) => {
      const hands = [
        discardWin(settings, ((index + 1) % 4) as PlayerIndex, index as PlayerIndex, 1),
        drawnHand(),
      ];
      for (const hand of hands) record(doc, hand, `phone-${index}`);
      return hands;
    });
    for (const from of docs) for (const to of docs) if (from !== to) sync(from, to);
    const night = read(docs[0]);
    expect(read(docs[2])).toEqual(night);
    expect(night.conflicts.map((c) => c.entryIds.length)).toEqual([3, 3]);
    expect(handsOf(night).map((row) => row.handNumber)).toEqual([1, 2, 3]);
    // The second turn counts the hand of the branch the first counted.
    const branch = branches.find((hands) => hands[0]!.id === night.conflicts[0]!.counted)!;
    expect(night.conflicts[1]!.counted).toBe(branch[1]!.id);
  });

  it('a payment recorded apart during a hand in conflict is listed during that hand, whichever hand is kept', () => {
    // Every order the merged log can give the three concurrent records (Yjs orders them by client id).
    for (const clients of [
      [1, 2, 3],
      [1, 3, 2],
      [2, 1, 3],
      [2, 3, 1],
      [3, 1, 2],
      [3, 2, 1],
    ]) {
      const docs = clients.map((client) => {
        const doc = new Y.Doc();
        doc.clientID = client;
        return doc;
      });
      seedNight(docs[0]!, meta, [], 'phone-0');
      const first = drawnHand();
      record(docs[0]!, first, 'phone-0');
      for (const doc of docs.slice(1)) sync(docs[0]!, doc);
      // Hand 2 in play, the server down: one phone records a bonus, the two others hand 2 each.
      const bonus = tablePayment(1, 'bonus_later');
      record(docs[1]!, bonus, 'phone-1');
      const draw = drawnHand();
      record(docs[2]!, draw, 'phone-2');
      const win = discardWin(settings, 0, 1, 2);
      record(docs[0]!, win, 'phone-0');
      for (const from of docs) for (const to of docs) if (from !== to) sync(from, to);
      const rowOf = (night: ReadNight, id: string) => night.ledger.rows.find((row) => row.entry.id === id)!;
      expect(rowOf(read(docs[0]!), bonus.id).handNumber).toBe(2);
      applyDocChange(
        docs[1]!,
        { kind: 'marks', aside: [win.id], settled: [draw.id], back: [] },
        'me',
        'phone-1',
      );
      for (const to of docs) if (to !== docs[1]) sync(docs[1]!, to);
      const night = read(docs[0]!);
      expect(ids(night)).toEqual([first.id, bonus.id, draw.id]);
      expect(night.ledger.rows.map((row) => row.handNumber)).toEqual([1, 2, 2]);
    }
  });

  it('a payment recorded apart after a hand in conflict is listed during the next hand, whichever hands count', () => {
    for (const clients of [
      [1, 2],
      [2, 1],
    ]) {
      for (const keepApart of [false, true]) {
        const [a, b] = clients.map((client) => {
          const doc = new Y.Doc();
          doc.clientID = client;
          return doc;
        }) as [Y.Doc, Y.Doc];
        seedNight(a, meta, [], 'phone-a');
        const first = drawnHand();
        record(a, first, 'phone-a');
        sync(a, b);
        // Phone B apart: its hand 2, a bonus during its hand 3, its hand 3. The table: its own hands 2 and 3.
        const apart = [selfDrawnWin(settings, 2, 3), tablePayment(1, 'bonus_later'), drawnHand()];
        for (const entry of apart) record(b, entry, 'phone-b');
        const table = [discardWin(settings, 1, 0, 1), selfDrawnWin(settings, 0, 2)];
        for (const entry of table) record(a, entry, 'phone-a');
        both(a, b);
        const kept = keepApart ? [apart[0]!, apart[2]!] : table;
        const asideIds = (keepApart ? table : [apart[0]!, apart[2]!]).map((e) => e.id);
        applyDocChange(
          a,
          { kind: 'marks', aside: asideIds, settled: kept.map((e) => e.id), back: [] },
          'me',
          'phone-a',
        );
        both(a, b);
        const night = read(b);
        expect(night.conflicts).toEqual([]);
        expect(ids(night)).toEqual([first.id, kept[0]!.id, apart[1]!.id, kept[1]!.id]);
        expect(night.ledger.rows.map((row) => row.handNumber)).toEqual([1, 2, 3, 3]);
      }
    }
  });
});
