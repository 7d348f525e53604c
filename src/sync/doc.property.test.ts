// Properties of the live night's document: replicas that change the night apart, and hear of each
// other's changes in any order with disconnections between, always end on the same night, with the
// totals of replaying its entries through the ledger, and with nothing any phone recorded lost.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { computeLedger, paymentFor, type LedgerEntry, type NightSettings } from '../core/ledger';
import { intentArb, recordAt, type Intent } from '../core/ledger/random-nights';
import { table } from '../core/ledger/testing';
import {
  applyDocChange,
  entryHistory,
  readNightDoc,
  seedNight,
  type DocChange,
  type NightMeta,
  type ReadNight,
} from './doc';

const REMOTE = Symbol('another phone');

type Action =
  | { kind: 'record'; intent: Intent }
  | { kind: 'edit'; pick: number; tai: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'undo' }
  | { kind: 'keep'; pick: number; choice: number }
  | { kind: 'bring_back'; pick: number }
  | { kind: 'deliver'; to: number; pick: number }
  | { kind: 'toggle' };

interface Step {
  phone: number;
  action: Action;
}

interface Replica {
  doc: Y.Doc;
  online: boolean;
  /** Updates this phone made, not yet delivered to each other phone (by index). */
  outbox: Uint8Array[][];
  /** This phone's own changes, newest last, for its Undo: the entry and what it was before. */
  undo: { entryId: string; before: LedgerEntry | null }[];
  counter: number;
  phone: number;
}

const settings: NightSettings = table('sg', { unit: 10 });
const meta: NightMeta = { id: 'night-1', name: 'Friday', createdAt: 1_000, settings, status: 'open' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: intentArb(settings, 1)
      .filter((i) => i.kind !== 'tiled')
      .map((intent) => ({ kind: 'record' as const, intent })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      tai: fc.integer({ min: 1, max: 5 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('keep' as const), pick: fc.nat(), choice: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bring_back' as const), pick: fc.nat() }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('deliver' as const), to: fc.nat(), pick: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'toggle' as const }) },
);

const stepsArb = (phones: number) =>
  fc.array(fc.record({ phone: fc.nat({ max: phones - 1 }), action: actionArb }), { maxLength: 60 });

function readOk(doc: Y.Doc): ReadNight {
  const read = readNightDoc(doc);
  if (!read.ok) throw new Error(`the night could not be read: ${read.problem}`);
  return read.night;
}

function makeReplicas(phones: number): Replica[] {
  const first = new Y.Doc();
  seedNight(first, meta, []);
  const seed = Y.encodeStateAsUpdate(first);
  return Array.from({ length: phones }, (_, index) => {
    const doc = index === 0 ? first : new Y.Doc();
    if (index > 0) Y.applyUpdate(doc, seed, REMOTE);
    const replica: Replica = {
      doc,
      online: true,
      outbox: Array.from({ length: phones }, () => []),
      undo: [],
      counter: 0,
      phone: index,
    };
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === REMOTE) return;
      replica.outbox.forEach((box, other) => {
        if (other !== index) box.push(update);
      });
    });
    return replica;
  });
}

/** Every revision any phone wrote, to check none is lost. */
type Written = { entryId: string; entry: LedgerEntry | null }[];

function change(replica: Replica, docChange: DocChange, written: Written): void {
  const phone = `phone-${replica.counter >= 0 ? replica.phone : 0}`;
  const read = readOk(replica.doc);
  if (docChange.kind === 'record') written.push({ entryId: docChange.entry.id, entry: docChange.entry });
  if (docChange.kind === 'revise') written.push({ entryId: docChange.entryId, entry: docChange.entry });
  void read;
  applyDocChange(replica.doc, docChange, 'this phone', phone);
}

function run(replicas: Replica[], steps: readonly Step[], written: Written): void {
  for (const { phone, action } of steps) {
    const replica = replicas[phone]!;
    const night = readOk(replica.doc);
    const pickOf = <T>(list: readonly T[], pick: number): T | undefined =>
      list[pick % Math.max(1, list.length)];
    switch (action.kind) {
      case 'record': {
        replica.counter += 1;
        const entry = recordAt(
          settings,
          [],
          action.intent,
          night.ledger.next,
          `p${phone}-${replica.counter}`,
        );
        change(replica, { kind: 'record', entry }, written);
        replica.undo.push({ entryId: entry.id, before: null });
        break;
      }
      case 'edit': {
        const target = pickOf(night.entries, action.pick);
        if (!target) break;
        const { entry } = target;
        const edited: LedgerEntry =
          entry.kind === 'win'
            ? { ...entry, tai: action.tai, payment: paymentFor(settings, action.tai, entry.selfDrawn) }
            : { ...entry, at: entry.at + 1 };
        change(replica, { kind: 'revise', entryId: entry.id, entry: edited }, written);
        replica.undo.push({ entryId: entry.id, before: entry });
        break;
      }
      case 'delete': {
        const target = pickOf(night.entries, action.pick);
        if (!target) break;
        change(replica, { kind: 'revise', entryId: target.id, entry: null }, written);
        replica.undo.push({ entryId: target.id, before: target.entry });
        break;
      }
      case 'undo': {
        const last = replica.undo.pop();
        if (last) change(replica, { kind: 'revise', entryId: last.entryId, entry: last.before }, written);
        break;
      }
      case 'keep': {
        const conflict = pickOf(night.conflicts, action.pick);
        if (!conflict) break;
        const keep = pickOf(conflict.entryIds, action.choice)!;
        change(
          replica,
          { kind: 'marks', aside: conflict.entryIds.filter((id) => id !== keep), settled: [keep], back: [] },
          written,
        );
        break;
      }
      case 'bring_back': {
        const item = pickOf(night.setAside, action.pick);
        if (item)
          change(
            replica,
            { kind: 'marks', aside: [], settled: [item.entryId], back: [item.entryId] },
            written,
          );
        break;
      }
      case 'deliver': {
        const to = action.to % replicas.length;
        const box = replica.outbox[to]!;
        if (to === phone || !replica.online || !replicas[to]!.online || box.length === 0) break;
        // Any of the waiting updates, not necessarily the oldest: Yjs holds one that arrives early until its causes do.
        const [update] = box.splice(action.pick % box.length, 1);
        Y.applyUpdate(replicas[to]!.doc, update!, REMOTE);
        break;
      }
      case 'toggle':
        replica.online = !replica.online;
        break;
    }
  }
}

/** Everyone back online, every update delivered (in a shuffled order). */
function settle(replicas: Replica[], seed: number): void {
  for (const replica of replicas) replica.online = true;
  let turn = seed;
  for (let round = 0; round < 2; round += 1) {
    replicas.forEach((replica) => {
      replica.outbox.forEach((box, to) => {
        while (box.length > 0) {
          turn = (turn * 1_103_515_245 + 12_345) % 2_147_483_648;
          const [update] = box.splice(turn % box.length, 1);
          Y.applyUpdate(replicas[to]!.doc, update!, REMOTE);
        }
      });
    });
  }
}

function checkConverged(replicas: Replica[], written: Written): void {
  const reads = replicas.map((replica) => readOk(replica.doc));
  const first = reads[0]!;
  for (const read of reads.slice(1)) expect(read).toEqual(first);
  // The totals are today's ledger over the merged entries.
  expect(first.ledger.totals).toEqual(
    computeLedger(
      settings,
      first.entries.map((e) => e.entry),
    ).totals,
  );
  expect(first.ledger.totals.reduce((a, b) => a + b, 0)).toBe(0);
  expect(first.unreadable).toBe(0);
  // Nothing any phone wrote is lost: every revision is in its entry's history on every phone.
  for (const replica of replicas) {
    for (const { entryId, entry } of written) {
      expect(entryHistory(replica.doc, entryId)).toContainEqual(
        entry === null ? null : JSON.parse(JSON.stringify(entry)),
      );
    }
  }
  // Every entry whose last revision is an entry is counted or set aside, never dropped.
  // A hand of an open conflict that the night does not count meanwhile is shown in its conflict.
  const shown = new Set([
    ...first.entries.map((e) => e.id),
    ...first.setAside.map((s) => s.entryId),
    ...first.conflicts.flatMap((c) => c.waiting.map((w) => w.entryId)),
  ]);
  // One hand of each open conflict is counted, the others wait: none of them is counted twice or not at all.
  for (const conflict of first.conflicts) {
    expect(first.entries.filter((e) => conflict.entryIds.includes(e.id)).map((e) => e.id)).toEqual([
      conflict.counted,
    ]);
    expect(conflict.waiting.map((w) => w.entryId).sort()).toEqual(
      conflict.entryIds.filter((id) => id !== conflict.counted).sort(),
    );
  }
  for (const entryId of new Set(written.map((w) => w.entryId))) {
    const history = entryHistory(replicas[0]!.doc, entryId);
    // Set aside is a revision to nothing (its entry listed apart, to bring back): shown, though its last version is none.
    const setAside = first.setAside.some((item) => item.entryId === entryId);
    expect(shown.has(entryId)).toBe(history.at(-1) !== null || setAside);
  }
}

describe('a live night shared by phones that go apart and come back', () => {
  for (const phones of [2, 3]) {
    it(`${phones} phones converge on the same night, whatever the order updates arrive in`, () => {
      fc.assert(
        fc.property(stepsArb(phones), fc.nat(), (steps, seed) => {
          const replicas = makeReplicas(phones);
          const written: Written = [];
          run(replicas, steps, written);
          settle(replicas, seed);
          checkConverged(replicas, written);
        }),
        { numRuns: 150 },
      );
    });
  }

  it('hands recorded after the same hand on two phones apart are both kept and marked; keeping one sets the other aside, and it can come back', () => {
    const [a, b] = makeReplicas(2);
    const written: Written = [];
    run(
      [a!, b!],
      [
        { phone: 0, action: { kind: 'record', intent: { kind: 'draw' } } },
        { phone: 0, action: { kind: 'deliver', to: 1, pick: 0 } },
        {
          phone: 0,
          action: { kind: 'record', intent: { kind: 'tai', winner: 1, discarderStep: 1, tai: 3 } },
        },
        {
          phone: 1,
          action: { kind: 'record', intent: { kind: 'tai', winner: 2, discarderStep: null, tai: 2 } },
        },
      ],
      written,
    );
    settle([a!, b!], 1);
    const night = readOk(a!.doc);
    // One turn, counted once: the later hand in the log counts meanwhile, the other waits in the conflict.
    const logIds = a!.doc
      .getArray<{ t: string; entry?: { id: string } }>('log')
      .toArray()
      .filter((r) => r.t === 'record')
      .map((r) => r.entry!.id);
    const later = logIds.indexOf('p0-2') > logIds.indexOf('p1-1') ? 'p0-2' : 'p1-1';
    const earlier = later === 'p0-2' ? 'p1-1' : 'p0-2';
    expect(night.entries.map((e) => e.id)).toEqual(['p0-1', later]);
    expect(night.conflicts).toMatchObject([
      { id: 'hands:p0-2,p1-1', counted: later, waiting: [{ entryId: earlier }] },
    ]);
    expect(night.conflicts[0]!.entryIds).toEqual(expect.arrayContaining(['p0-2', 'p1-1']));
    const conflict = night.conflicts[0]!;
    applyDocChange(b!.doc, { kind: 'marks', aside: ['p1-1'], settled: ['p0-2'], back: [] }, 'this phone');
    Y.applyUpdate(a!.doc, Y.encodeStateAsUpdate(b!.doc), REMOTE);
    const kept = readOk(a!.doc);
    expect(kept.conflicts).toEqual([]);
    expect(kept.entries.map((e) => e.id)).toEqual(['p0-1', 'p0-2']);
    expect(kept.setAside.map((s) => s.entryId)).toEqual(['p1-1']);
    expect(conflict.entryIds).toContain('p1-1');
    applyDocChange(a!.doc, { kind: 'marks', aside: [], settled: ['p1-1'], back: ['p1-1'] }, 'this phone');
    // Bringing it back opens the choice again, on every phone: one hand counted meanwhile, never both.
    const back = readOk(a!.doc);
    expect(back.setAside).toEqual([]);
    expect(back.conflicts).toMatchObject([{ id: 'hands:p0-2,p1-1', counted: later }]);
    expect(back.entries.map((e) => e.id)).toEqual(['p0-1', later]);
    Y.applyUpdate(b!.doc, Y.encodeStateAsUpdate(a!.doc), REMOTE);
    expect(readOk(b!.doc)).toEqual(back);
  });

  it('an edit that lost to another phone’s edit of the same entry stays in its history', () => {
    const [a, b] = makeReplicas(2);
    const written: Written = [];
    run(
      [a!, b!],
      [
        {
          phone: 0,
          action: { kind: 'record', intent: { kind: 'tai', winner: 1, discarderStep: 1, tai: 3 } },
        },
        { phone: 0, action: { kind: 'deliver', to: 1, pick: 0 } },
        { phone: 0, action: { kind: 'edit', pick: 0, tai: 4 } },
        { phone: 1, action: { kind: 'edit', pick: 0, tai: 5 } },
      ],
      written,
    );
    settle([a!, b!], 7);
    const night = readOk(a!.doc);
    expect(night.entries).toHaveLength(1);
    const history = entryHistory(a!.doc, 'p0-1') as { tai: number }[];
    expect(history.map((h) => h.tai).sort()).toEqual([3, 4, 5]);
    // Two edits after the recording: the entry's version counts both, so an edit sheet of either phone is stale.
    expect(night.entries[0]!.version).toBe(2);
    expect(readOk(b!.doc)).toEqual(night);
  });
});
