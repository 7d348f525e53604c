// Two phones' databases on one live night, joined by a relay standing in for the server: every write
// of db/ledger reaches the other phone's rows; apart, both record, and the night marks the conflict;
// an edit sheet whose entry changed on the other phone is refused on save.
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { computeLedger, type LedgerEntry } from '../core/ledger';
import { discardWin, drawnHand, selfDrawnWin, table, tablePayment } from '../core/ledger/testing';
import {
  addEntry,
  createNight,
  deleteEntry,
  finishNight,
  getNight,
  reopenNight,
  undoLast,
  updateEntry,
  type EntryDraft,
  type SentChange,
  type TaiTableDB,
} from '../db';
import { expectOk, freshDatabase, freshSource, latestUndo, versionOf } from '../db/testing';
import { openDatabase } from '../db/schema';
import { bringBack, entryRevisions, joinFromDoc, keepEntries, keepEntry, makeLive, stopLive } from './engine';
import { readNightDoc } from './doc';
import {
  COMPACT_AFTER,
  compactUpdates,
  docClock,
  dropDoc,
  loadDoc,
  loadedDoc,
  readLiveNight,
  type LiveDoc,
} from './registry';
import { projectNight, projectionTables } from './project';

const sg = table('sg', { unit: 10 });
const SERVER = 'ws://127.0.0.1:1234';
const RELAY = Symbol('the relay');

const draftOf = ({ id: _id, at: _at, ...draft }: LedgerEntry): EntryDraft => draft;

interface Pair {
  a: TaiTableDB;
  b: TaiTableDB;
  nightA: string;
  nightB: string;
  docA: LiveDoc;
  docB: LiveDoc;
  /** The invitation, for a third phone joining from the document as it is. */
  link: Parameters<typeof joinFromDoc>[1];
  /** Cut or restore the relay; restoring exchanges what each missed. */
  connect(on: boolean): void;
  settled(): Promise<void>;
}

async function livePair(entries: LedgerEntry[] = []): Promise<Pair> {
  const a = freshDatabase();
  const b = freshDatabase();
  const { night: session } = expectOk(await createNight(a, sg, 'Friday night'));
  for (const entry of entries) expectOk(await addEntry(a, session.id, entry));
  const { link } = expectOk(await makeLive(a, session.id, SERVER));
  const docA = loadedDoc(a, session.id)!;
  const { nightId: nightB } = expectOk(await joinFromDoc(b, link, docA.doc));
  const docB = loadedDoc(b, nightB)!;
  let on = true;
  const relay = (from: LiveDoc, to: LiveDoc) =>
    from.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (on && origin !== RELAY) Y.applyUpdate(to.doc, update, RELAY);
    });
  relay(docA, docB);
  relay(docB, docA);
  return {
    a,
    b,
    nightA: session.id,
    nightB,
    docA,
    docB,
    link,
    connect(next) {
      on = next;
      if (next) {
        Y.applyUpdate(docB.doc, Y.encodeStateAsUpdate(docA.doc, Y.encodeStateVector(docB.doc)), RELAY);
        Y.applyUpdate(docA.doc, Y.encodeStateAsUpdate(docB.doc, Y.encodeStateVector(docA.doc)), RELAY);
      }
    },
    async settled() {
      await docA.settled();
      await docB.settled();
      await docA.settled();
    },
  };
}

const entriesOf = async (db: TaiTableDB, nightId: string) => expectOk(await getNight(db, nightId)).night;

/** Entry `entryId` edited, at the revision stored, into Kumar's 5-tai win on Siew Lan's discard. */
const editToDiscardWin = async (db: TaiTableDB, nightId: string, entryId: string, sent?: SentChange) =>
  updateEntry(
    db,
    nightId,
    entryId,
    draftOf(discardWin(sg, 2, 3, 5)),
    await versionOf(db, nightId, entryId),
    sent,
  );

describe('a live night on two phones', () => {
  it('a night made live keeps its entries, totals and versions, and the joining phone gets the same night', async () => {
    const entries = [discardWin(sg, 1, 0, 3), tablePayment(2, 'exposed_kong'), drawnHand()];
    const pair = await livePair(entries);
    const a = await entriesOf(pair.a, pair.nightA);
    const b = await entriesOf(pair.b, pair.nightB);
    expect(a.entries).toEqual(entries);
    expect(b.entries).toEqual(entries);
    expect(b.totals).toEqual(computeLedger(sg, entries).totals);
    expect(b.name).toBe('Friday night');
    expect(pair.nightB).toBe(pair.nightA);
  });

  it('record, edit, delete, undo and finishing on one phone reach the other phone’s rows', async () => {
    const pair = await livePair();
    const first = discardWin(sg, 1, 0, 3);
    expectOk(await addEntry(pair.a, pair.nightA, first));
    await pair.settled();
    expect((await entriesOf(pair.b, pair.nightB)).entries).toEqual([first]);

    const second = selfDrawnWin(sg, 2, 4);
    expectOk(await addEntry(pair.b, pair.nightB, second));
    await pair.settled();
    expect((await entriesOf(pair.a, pair.nightA)).entries).toEqual([first, second]);

    const edited = discardWin(sg, 1, 3, 5);
    expectOk(
      await updateEntry(
        pair.a,
        pair.nightA,
        first.id,
        draftOf(edited),
        await versionOf(pair.a, pair.nightA, first.id),
      ),
    );
    await pair.settled();
    const afterEdit = await entriesOf(pair.b, pair.nightB);
    expect(afterEdit.entries[0]).toMatchObject({ id: first.id, tai: 5, discarder: 3 });
    expect(afterEdit.versions).toEqual([1, 0]);

    expectOk(await deleteEntry(pair.b, pair.nightB, second.id));
    await pair.settled();
    expect((await entriesOf(pair.a, pair.nightA)).entries.map((e) => e.id)).toEqual([first.id]);
    expectOk(await undoLast(pair.b, pair.nightB, await latestUndo(pair.b, pair.nightB)));
    await pair.settled();
    expect((await entriesOf(pair.a, pair.nightA)).entries.map((e) => e.id)).toEqual([first.id, second.id]);

    expectOk(await finishNight(pair.a, pair.nightA));
    await pair.settled();
    expect((await entriesOf(pair.b, pair.nightB)).status).toBe('finished');
    const a = await entriesOf(pair.a, pair.nightA);
    const b = await entriesOf(pair.b, pair.nightB);
    expect(b.entries).toEqual(a.entries);
    expect(b.totals).toEqual(a.totals);
    expect(await pair.b.payments.where('sessionId').equals(pair.nightB).count()).toBe(
      await pair.a.payments.where('sessionId').equals(pair.nightA).count(),
    );
  });

  it('the night a write hands on carries the mark its rows carry, on both phones, so a screen reading the rows again draws nothing new', async () => {
    const pair = await livePair();
    const written = expectOk(await addEntry(pair.a, pair.nightA, discardWin(sg, 1, 0, 3)));
    const stored = await entriesOf(pair.a, pair.nightA);
    expect(written.night.docClock).toBeGreaterThan(0);
    expect(written.night).toEqual(stored);
    await pair.settled();
    // The other phone's rows are marked as far as its document: the hand it took in moved both.
    const other = await entriesOf(pair.b, pair.nightB);
    expect(other.docClock).toBe(stored.docClock);
    expect(other.entries).toEqual(stored.entries);
  });

  it('each write leaves its rows as a projection reading them would: the projection trusts the rows the write holds, and none is left behind', async () => {
    const pair = await livePair([discardWin(sg, 1, 0, 3)]);
    const { a, nightA, docA } = pair;
    const paymentsOf = async (db: TaiTableDB, nightId: string) =>
      (await db.payments.where('sessionId').equals(nightId).toArray())
        .map(({ entryId, from, to, amount }) => ({ entryId, from, to, amount }))
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
    const expectWhole = async (what: string) => {
      const read = readLiveNight(docA);
      if (!read.ok) throw new Error(`the night cannot be read after ${what}`);
      // A projection that reads the rows finds nothing to change, the mark included.
      const changed = await a.transaction('rw', projectionTables(a), () =>
        projectNight(a, nightA, read.night, docClock(docA.doc)),
      );
      expect(changed, what).toBe(false);
      const stored = await entriesOf(a, nightA);
      expect(stored.docClock, what).toBe(docClock(docA.doc));
      // And the payments are the night's, each once: what a phone joining now projects from scratch.
      const c = freshDatabase();
      const { nightId } = expectOk(await joinFromDoc(c, pair.link, docA.doc));
      expect(await paymentsOf(a, nightA), what).toEqual(await paymentsOf(c, nightId));
      return stored;
    };
    const second = selfDrawnWin(sg, 2, 4);
    const recorded = expectOk(await addEntry(a, nightA, second));
    expect(recorded.night).toEqual(await expectWhole('a recording'));
    const edited = expectOk(await editToDiscardWin(a, nightA, second.id));
    expect(edited.night).toEqual(await expectWhole('an edit'));
    const deleted = expectOk(await deleteEntry(a, nightA, second.id));
    expect(deleted.night).toEqual(await expectWhole('a deletion'));
    const undone = expectOk(await undoLast(a, nightA, await latestUndo(a, nightA)));
    expect(undone.night).toEqual(await expectWhole('an undo'));
    const finished = expectOk(await finishNight(a, nightA));
    expect(finished.night).toEqual(await expectWhole('finishing'));
    const reopened = expectOk(await reopenNight(a, nightA));
    expect(reopened.night).toEqual(await expectWhole('reopening'));
    expect(reopened.night.entries).toHaveLength(2);
  });

  it('a recording, an edit and a deletion are told as they go to the table, inside their transaction, with the night they then commit', async () => {
    const pair = await livePair([discardWin(sg, 1, 0, 3)]);
    const { a, nightA } = pair;
    const entriesIn = (live: LiveDoc) => {
      const read = readLiveNight(live);
      return read.ok ? read.night.entries.length : -1;
    };
    const told: { night: unknown; lastChange: unknown; inWrite: boolean; otherPhone: number }[] = [];
    const sent: SentChange = (night, lastChange) => {
      const tx = Dexie.currentTransaction;
      told.push({
        night,
        lastChange,
        // Still inside the write's transaction: its rows are not stored yet.
        inWrite: tx !== null && tx.mode === 'readwrite' && tx.active,
        // And already in the room: the relay has carried it to the other phone's document.
        otherPhone: entriesIn(pair.docB),
      });
    };
    const second = selfDrawnWin(sg, 2, 4);
    const recorded = expectOk(await addEntry(a, nightA, second, sent));
    expect(told).toEqual([
      { night: recorded.night, lastChange: recorded.lastChange, inWrite: true, otherPhone: 2 },
    ]);
    const edited = expectOk(await editToDiscardWin(a, nightA, second.id, sent));
    expect(told[1]).toEqual({
      night: edited.night,
      lastChange: edited.lastChange,
      inWrite: true,
      otherPhone: 2,
    });
    const deleted = expectOk(await deleteEntry(a, nightA, second.id, undefined, sent));
    expect(told[2]).toEqual({
      night: deleted.night,
      lastChange: deleted.lastChange,
      inWrite: true,
      otherPhone: 1,
    });
    await pair.settled();

    // A night that is not live commits at once: nothing to tell before.
    const local = freshDatabase();
    const { night } = expectOk(await createNight(local, sg, 'At home'));
    expectOk(await addEntry(local, night.id, discardWin(sg, 0, 1, 1), sent));
    expect(told).toHaveLength(3);
  });

  it('a recording told on its way, whose transaction then fails, answers why and leaves the rows as they were', async () => {
    const pair = await livePair([discardWin(sg, 1, 0, 3)]);
    const { a, nightA } = pair;
    const before = await entriesOf(a, nightA);
    let told = 0;
    // The phone's storage is full as the update is stored: the transaction is rolled back.
    const full = vi
      .spyOn(a.liveUpdates, 'bulkAdd')
      .mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const answer = await addEntry(a, nightA, selfDrawnWin(sg, 2, 4), () => (told += 1));
    full.mockRestore();
    expect(told).toBe(1);
    expect(answer.ok ? 'kept' : answer.error.code).toBe('storage_full');
    expect(await entriesOf(a, nightA)).toEqual(before);
  });

  it('the other phone’s payments are the night’s, hand after hand, after hands recorded apart, an edit and a delete', async () => {
    const pair = await livePair();
    /** A phone's payment rows as the night's, in a comparable order. */
    const paymentsOf = async (db: TaiTableDB, nightId: string) =>
      (await db.payments.where('sessionId').equals(nightId).toArray())
        .map(({ entryId, from, to, amount }) => ({ entryId, from, to, amount }))
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
    /** What a phone joining now projects from scratch: the reference. */
    const fromScratch = async () => {
      const c = freshDatabase();
      const { nightId } = expectOk(await joinFromDoc(c, pair.link, pair.docA.doc));
      return paymentsOf(c, nightId);
    };
    const expectSameEverywhere = async () => {
      await pair.settled();
      const reference = await fromScratch();
      expect(reference.length).toBeGreaterThan(0);
      expect(await paymentsOf(pair.b, pair.nightB)).toEqual(reference);
      expect(await paymentsOf(pair.a, pair.nightA)).toEqual(reference);
    };
    // One after another: the dealer moves on and back, self-drawn and discard, a table payment, a draw.
    const played = [
      discardWin(sg, 1, 0, 3),
      selfDrawnWin(sg, 0, 2),
      discardWin(sg, 2, 1, 4),
      tablePayment(3, 'exposed_kong'),
      drawnHand(),
      selfDrawnWin(sg, 3, 5),
    ];
    for (const entry of played) {
      expectOk(await addEntry(pair.a, pair.nightA, entry));
      await expectSameEverywhere();
    }
    // Apart, each phone records the next turn; together again, both hands are in the night.
    pair.connect(false);
    expectOk(await addEntry(pair.a, pair.nightA, discardWin(sg, 1, 3, 3)));
    expectOk(await addEntry(pair.b, pair.nightB, selfDrawnWin(sg, 2, 4)));
    pair.connect(true);
    await expectSameEverywhere();
    // An earlier hand changed (its winner, so every later seat's dealer) and another deleted.
    const first = played[0]!;
    expectOk(
      await updateEntry(
        pair.a,
        pair.nightA,
        first.id,
        draftOf(discardWin(sg, 0, 1, 5)),
        await versionOf(pair.a, pair.nightA, first.id),
      ),
    );
    await expectSameEverywhere();
    expectOk(await deleteEntry(pair.b, pair.nightB, played[2]!.id));
    await expectSameEverywhere();
    expectOk(await addEntry(pair.b, pair.nightB, discardWin(sg, 0, 2, 3)));
    await expectSameEverywhere();
  });

  it('an edit sheet whose entry changed on the other phone is refused on save', async () => {
    const first = discardWin(sg, 1, 0, 3);
    const pair = await livePair([first]);
    const sheetOnB = await versionOf(pair.b, pair.nightB, first.id);
    expectOk(
      await updateEntry(
        pair.a,
        pair.nightA,
        first.id,
        draftOf(discardWin(sg, 1, 0, 4)),
        await versionOf(pair.a, pair.nightA, first.id),
      ),
    );
    await pair.settled();
    const saved = await updateEntry(
      pair.b,
      pair.nightB,
      first.id,
      draftOf(discardWin(sg, 1, 0, 6)),
      sheetOnB,
    );
    expect(saved.ok).toBe(false);
    if (!saved.ok) expect(saved.error.code).toBe('stale_entry');
    // Said for a live night: the change came from another phone of the table (or a window), not "another window, perhaps".
    if (!saved.ok)
      expect(saved.error.message).toMatch(
        /^Entry 1 was changed meanwhile \(on another phone of the table, or in another window\) since you opened it: it is now “.*4 tai/,
      );
    expect((await entriesOf(pair.b, pair.nightB)).entries[0]).toMatchObject({ tai: 4 });
    const { revisions } = expectOk(await entryRevisions(pair.b, pair.nightB, first.id));
    expect(
      revisions.map((r) => (r.kind === 'entry' ? r.entry.kind === 'win' && r.entry.tai : r.kind)),
    ).toEqual([3, 4]);
  });

  it('apart, both phones record the same hand: both are kept and marked, one counted meanwhile; keeping one sets the other aside; bringing it back opens the choice again', async () => {
    const opening = drawnHand();
    const pair = await livePair([opening]);
    pair.connect(false);
    const onA = discardWin(sg, 1, 0, 3);
    const onB = discardWin(sg, 1, 2, 3);
    expectOk(await addEntry(pair.a, pair.nightA, onA));
    expectOk(await addEntry(pair.b, pair.nightB, onB));
    // A kong paid while apart is kept too, and is not a conflict.
    expectOk(await addEntry(pair.b, pair.nightB, tablePayment(3, 'exposed_kong')));
    pair.connect(true);
    await pair.settled();
    const a = await entriesOf(pair.a, pair.nightA);
    const b = await entriesOf(pair.b, pair.nightB);
    expect(a.entries).toEqual(b.entries);
    const read = readNightDoc(pair.docA.doc);
    if (!read.ok) throw new Error(read.problem);
    expect(read.night.conflicts).toHaveLength(1);
    const [conflict] = read.night.conflicts;
    expect([...conflict!.entryIds].sort()).toEqual([onA.id, onB.id].sort());
    // The turn counts once: the hand counted meanwhile is in the rows, the other waits in the conflict, out of the totals.
    const waiting = conflict!.counted === onA.id ? onB.id : onA.id;
    expect(a.entries).toHaveLength(3);
    expect(a.entries.map((e) => e.id)).toContain(conflict!.counted);
    expect(a.entries.map((e) => e.id)).not.toContain(waiting);
    expect(conflict!.waiting.map((w) => w.entryId)).toEqual([waiting]);
    expect(a.totals).toEqual(computeLedger(sg, a.entries).totals);

    expectOk(await keepEntry(pair.b, pair.nightB, conflict!.id, onA.id));
    await pair.settled();
    const kept = await entriesOf(pair.a, pair.nightA);
    expect(kept.entries.map((e) => e.id)).not.toContain(onB.id);
    expect(kept.entries).toHaveLength(3);
    const again = await keepEntry(pair.a, pair.nightA, conflict!.id, onB.id);
    expect(again.ok ? 'kept' : again.error.code).toBe('conflict_gone');

    // Bring back is not a second hand for the turn: the conflict is open again on both phones, one hand counted.
    expectOk(await bringBack(pair.a, pair.nightA, onB.id));
    await pair.settled();
    const reopened = readNightDoc(pair.docB.doc);
    if (!reopened.ok) throw new Error(reopened.problem);
    expect(reopened.night.conflicts).toHaveLength(1);
    expect(reopened.night.setAside).toEqual([]);
    const rows = (await entriesOf(pair.b, pair.nightB)).entries.map((e) => e.id);
    expect(rows.filter((id) => id === onA.id || id === onB.id)).toEqual([
      reopened.night.conflicts[0]!.counted,
    ]);
    expect(rows).toHaveLength(3);
    // Keeping one settles it as before.
    expectOk(await keepEntry(pair.b, pair.nightB, reopened.night.conflicts[0]!.id, onB.id));
    await pair.settled();
    const settledRead = readNightDoc(pair.docA.doc);
    expect(settledRead.ok && settledRead.night.conflicts).toEqual([]);
    expect((await entriesOf(pair.a, pair.nightA)).entries.map((e) => e.id)).toContain(onB.id);
  });

  it('apart for two hands each: a conflict per turn; one tap keeps one phone’s hands for both turns, and a stale pick changes nothing', async () => {
    const opening = drawnHand();
    const pair = await livePair([opening]);
    pair.connect(false);
    const onA = [discardWin(sg, 1, 0, 3), drawnHand()];
    const onB = [discardWin(sg, 1, 2, 3), selfDrawnWin(sg, 2, 1)];
    for (const entry of onA) expectOk(await addEntry(pair.a, pair.nightA, entry));
    for (const entry of onB) expectOk(await addEntry(pair.b, pair.nightB, entry));
    pair.connect(true);
    await pair.settled();
    const read = readNightDoc(pair.docA.doc);
    if (!read.ok) throw new Error(read.problem);
    expect(read.night.conflicts).toHaveLength(2);
    // Three hands counted for three turns, on both phones.
    const a = await entriesOf(pair.a, pair.nightA);
    expect(a.entries).toHaveLength(3);
    expect((await entriesOf(pair.b, pair.nightB)).entries).toEqual(a.entries);
    const [second, third] = read.night.conflicts;
    const branch = second!.branches!.find((item) => item.from === onA[0]!.id)!;
    expect(branch.then).toEqual([onA[1]!.id]);
    // A pick of a conflict that is not (any more) what this phone showed is refused, and nothing changes.
    const stale = await keepEntries(pair.b, pair.nightB, [
      { conflictId: second!.id, entryId: onA[0]!.id },
      { conflictId: 'hands:gone', entryId: onA[1]!.id },
    ]);
    expect(stale.ok ? 'kept' : stale.error.code).toBe('conflict_gone');
    const unchanged = readNightDoc(pair.docB.doc);
    expect(unchanged.ok && unchanged.night.conflicts).toHaveLength(2);
    expectOk(
      await keepEntries(pair.b, pair.nightB, [
        { conflictId: second!.id, entryId: onA[0]!.id },
        { conflictId: third!.id, entryId: onA[1]!.id },
      ]),
    );
    await pair.settled();
    const kept = readNightDoc(pair.docA.doc);
    expect(kept.ok && kept.night.conflicts).toEqual([]);
    expect((await entriesOf(pair.a, pair.nightA)).entries.map((e) => e.id)).toEqual([
      opening.id,
      ...onA.map((e) => e.id),
    ]);
    expect((await entriesOf(pair.b, pair.nightB)).entries.map((e) => e.id)).toEqual([
      opening.id,
      ...onA.map((e) => e.id),
    ]);
  });

  it('a night left is local again: its entries stay, its room is forgotten, its whole history is kept apart', async () => {
    const pair = await livePair([drawnHand()]);
    const stored = await pair.a.liveUpdates.where('nightId').equals(pair.nightA).count();
    expectOk(await stopLive(pair.a, pair.nightA));
    expect(await pair.a.liveNights.count()).toBe(0);
    expect(await pair.a.liveUpdates.where('nightId').equals(pair.nightA).count()).toBe(0);
    // The phone's last copy of the night's history is not deleted: it is kept under another key.
    const kept = (await pair.a.liveUpdates.toArray()).filter((row) =>
      row.nightId.startsWith(`kept:${pair.nightA}:`),
    );
    expect(kept).toHaveLength(stored);
    const copy = new Y.Doc();
    for (const row of kept) Y.applyUpdate(copy, row.update);
    const read = readNightDoc(copy);
    expect(read.ok && read.night.entries).toHaveLength(1);
    expectOk(await addEntry(pair.a, pair.nightA, drawnHand()));
    expect((await entriesOf(pair.a, pair.nightA)).entries).toHaveLength(2);
    // Made live again, the night starts a new room's history: the kept copy does not mix into it.
    expectOk(await makeLive(pair.a, pair.nightA, 'ws://127.0.0.1:1'));
    const again = readNightDoc((await loadDoc(pair.a, pair.nightA)).doc);
    expect(again.ok && again.night.entries).toHaveLength(2);
  });

  it('a room’s update that is not an entry is counted, not shown, and the rows still add up', async () => {
    const pair = await livePair([drawnHand()]);
    pair.docA.doc.transact(() => {
      pair.docA.doc.getArray('log').push([
        {
          v: 2,
          t: 'record',
          id: 'bad',
          phone: 'elsewhere',
          at: 1_000,
          after: null,
          hand: null,
          entry: { id: 'bad', kind: 'win', tai: 'many' },
        },
      ]);
    }, RELAY);
    await pair.settled();
    const a = await entriesOf(pair.a, pair.nightA);
    expect(a.entries).toHaveLength(1);
    const read = readNightDoc(pair.docA.doc);
    expect(read.ok && read.night.unreadable).toBe(1);
  });

  it('the changes waiting for the server are counted again after a reload, until acknowledged', async () => {
    const db = freshDatabase();
    const { night: session } = expectOk(await createNight(db, sg, 'Friday night'));
    expectOk(await makeLive(db, session.id, SERVER));
    expectOk(await addEntry(db, session.id, drawnHand()));
    expectOk(await addEntry(db, session.id, drawnHand()));
    expect(loadedDoc(db, session.id)!.waiting).toBe(3);
    dropDoc(db, session.id);
    expect((await loadDoc(db, session.id)).waiting).toBe(3);
    const last = await db.liveUpdates.orderBy('seq').last();
    await db.liveNights.update(session.id, { confirmedSeq: last!.seq! });
    expectOk(await addEntry(db, session.id, drawnHand()));
    dropDoc(db, session.id);
    expect((await loadDoc(db, session.id)).waiting).toBe(1);
  });

  it('many stored updates are merged into one, keeping the ones still waiting apart, and the night unchanged', async () => {
    const pair = await livePair([drawnHand()]);
    pair.connect(false);
    // Updates from the room, one by one, as a long night brings them.
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(pair.docA.doc));
    const rows: Uint8Array[] = [];
    other.on('update', (update: Uint8Array) => rows.push(update));
    for (let i = 0; i < COMPACT_AFTER + 20; i += 1) other.getMap('settled').set(`x${i}`, true);
    for (const update of rows) Y.applyUpdate(pair.docA.doc, update, RELAY);
    await pair.docA.settled();
    expectOk(await addEntry(pair.a, pair.nightA, drawnHand()));
    const before = await pair.a.liveUpdates.where('nightId').equals(pair.nightA).count();
    expect(before).toBeGreaterThan(COMPACT_AFTER);
    const state = Y.encodeStateVector(pair.docA.doc);
    await compactUpdates(pair.a, pair.nightA);
    const after = await pair.a.liveUpdates.where('nightId').equals(pair.nightA).toArray();
    // The night as made live and the new hand wait for the server: kept apart; everything else is one row.
    expect(after.filter((row) => row.local === 1)).toHaveLength(2);
    expect(after).toHaveLength(3);
    dropDoc(pair.a, pair.nightA);
    const reloaded = await loadDoc(pair.a, pair.nightA);
    expect(Y.encodeStateVector(reloaded.doc)).toEqual(state);
    expect(reloaded.waiting).toBe(2);
  });

  it('two tabs of one phone recording into the same live night: neither hides the other’s hands', async () => {
    const source = freshSource();
    const tab1 = openDatabase('two-tabs', source);
    const tab2 = openDatabase('two-tabs', source);
    const { night: session } = expectOk(await createNight(tab1, sg, 'Friday night'));
    expectOk(await makeLive(tab1, session.id, SERVER));
    const first = drawnHand();
    const second = discardWin(sg, 1, 0, 3);
    const third = drawnHand();
    expectOk(await addEntry(tab1, session.id, first));
    expectOk(await addEntry(tab2, session.id, second));
    expectOk(await addEntry(tab1, session.id, third));
    expect((await entriesOf(tab1, session.id)).entries.map((e) => e.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
    expect(loadedDoc(tab1, session.id)!.waiting).toBe(4);
    tab1.close();
    tab2.close();
  });
});

describe('a hand recorded apart while the other phone finishes the night', () => {
  it('is counted by neither phone while the night is finished, said on both, and counted by both once reopened', async () => {
    const pair = await livePair([discardWin(sg, 1, 0, 3)]);
    pair.connect(false);
    const late = drawnHand();
    expectOk(await addEntry(pair.b, pair.nightB, draftOf(late)));
    // A finishes through the ledger, as the Finish button does: the mirror writes the finish with A's frontier.
    expectOk(await finishNight(pair.a, pair.nightA));
    pair.connect(true);
    await pair.settled();
    for (const [db, nightId, doc] of [
      [pair.a, pair.nightA, pair.docA],
      [pair.b, pair.nightB, pair.docB],
    ] as const) {
      const { night } = expectOk(await getNight(db, nightId));
      expect(night.status).toBe('finished');
      expect(night.entries).toHaveLength(1);
      const read = readNightDoc(doc.doc);
      expect(read.ok && read.night.late.map((item) => [item.kind, item.hand])).toEqual([['record', 2]]);
      expect(read.ok && read.night.history.filter((item) => item.late).map((item) => item.kind)).toEqual([
        'record',
      ]);
    }
    expect(expectOk(await getNight(pair.b, pair.nightB)).night.ledger.totals).toEqual(
      expectOk(await getNight(pair.a, pair.nightA)).night.ledger.totals,
    );

    expectOk(await reopenNight(pair.b, pair.nightB));
    await pair.settled();
    for (const [db, nightId] of [
      [pair.a, pair.nightA],
      [pair.b, pair.nightB],
    ] as const) {
      const { night } = expectOk(await getNight(db, nightId));
      expect(night.status).toBe('open');
      expect(night.entries).toHaveLength(2);
    }
  });
});
