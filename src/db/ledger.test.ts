// The ledger on the phone: each function one transaction, bad input refused with nothing changed,
// earlier hands edited or deleted with everything after them recomputed, and undo.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { netOf, paymentFor, type LedgerEntry, type PerPlayer } from '../core/ledger';
import { discardWin, drawnHand, falseWin, selfDrawnWin, table, tablePayment } from '../core/ledger/testing';
import {
  addEntry,
  createNight,
  deleteEntry,
  deleteNight,
  finishNight,
  getNight,
  lastChange,
  listNights,
  reopenNight,
  undoLast as undoExpecting,
  updateEntry as updateExpecting,
  type EntryDraft,
} from './ledger';
import type { TaiTableDB } from './schema';
import { dumpDatabase, expectOk, freshDatabase, latestUndo, versionOf } from './testing';

// Most tests act as a screen that shows the night as it is now: expecting its latest state.
const updateEntry = async (db: TaiTableDB, nightId: string, entryId: string, draft: EntryDraft) =>
  updateExpecting(db, nightId, entryId, draft, await versionOf(db, nightId, entryId));
const undoLast = async (db: TaiTableDB, sessionId: string) =>
  undoExpecting(db, sessionId, await latestUndo(db, sessionId));

const sg = table('sg', { unit: 10 });

/** Each player's net from the materialised payments table. */
const paymentTotals = async (db: TaiTableDB, sessionId: string): Promise<PerPlayer<number>> =>
  netOf(await db.payments.where('sessionId').equals(sessionId).toArray());

/** An entry as a screen would send it for an edit: without its id and time. */
const draftOf = ({ id: _id, at: _at, ...draft }: LedgerEntry): EntryDraft => draft;

async function nightWith(db: TaiTableDB, entries: LedgerEntry[] = []) {
  const { night: session } = expectOk(await createNight(db, sg, 'Friday night'));
  for (const entry of entries) expectOk(await addEntry(db, session.id, entry));
  return expectOk(await getNight(db, session.id)).night;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createNight', () => {
  it('saves the settings, the players and an empty ledger', async () => {
    const db = freshDatabase();
    const { night: session } = expectOk(
      await createNight(
        db,
        { ...sg, players: [' Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'] },
        '  Friday night ',
      ),
    );
    expect(session).toMatchObject({
      name: 'Friday night',
      status: 'open',
      profile: 'sg',
      unit: 10,
      totals: [0, 0, 0, 0],
      entryCount: 0,
    });
    expect(session.players[0]).toBe('Ah Beng');
    expect(session.ledger.next).toMatchObject({ dealer: 0, prevailingWind: 'E', handNumber: 1 });
    expect(
      (await db.players.where('sessionId').equals(session.id).sortBy('index')).map((p) => p.name),
    ).toEqual(['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan']);
  });

  it('names the session after its night when no name is given', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(new Date(2025, 5, 13, 20, 0).getTime());
    const { night: session } = expectOk(await createNight(freshDatabase(), sg));
    expect(session.name).toBe(
      new Date(2025, 5, 13).toLocaleDateString('en-SG', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
    );
  });

  it('refuses bad settings or a long name in a player’s words, and writes nothing', async () => {
    const db = freshDatabase();
    const bad = await createNight(db, { ...sg, players: ['Ah Beng', '', 'Kumar', 'Siew Lan'] });
    expect(bad).toEqual({
      ok: false,
      error: {
        code: 'player_name_missing',
        message: 'Enter a name for the second player.',
        field: 'players[1]',
      },
    });
    const long = await createNight(db, sg, 'x'.repeat(61));
    expect(long.ok || long.error.code).toBe('invalid_name');
    expect(await dumpDatabase(db)).toEqual({ nights: [], players: [], hands: [], payments: [], undo: [] });
  });
});

describe('listNights', () => {
  it('lists newest first, each with its final totals', async () => {
    const db = freshDatabase();
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    const older = expectOk(await createNight(db, sg, 'Older')).night;
    now.mockReturnValue(2_000);
    expectOk(await createNight(db, sg, 'Newer'));
    now.mockReturnValue(3_000);
    expectOk(await addEntry(db, older.id, discardWin(sg, 0, 1, 2)));
    const { nights: sessions } = expectOk(await listNights(db));
    expect(sessions.map((s) => [s.name, s.totals, s.entryCount])).toEqual([
      ['Newer', [0, 0, 0, 0], 0],
      ['Older', [80, -40, -20, -20], 1],
    ]);
    expect(sessions[1]!.updatedAt).toBe(3_000);
  });
});

describe('getNight', () => {
  it('answers a missing session in words', async () => {
    expect(await getNight(freshDatabase(), 'nope')).toEqual({
      ok: false,
      error: { code: 'night_not_found', message: 'This night is no longer on this phone.' },
    });
  });
});

describe('addEntry', () => {
  it('records an entry, makes its id and time when not given, and materialises its payments', async () => {
    const db = freshDatabase();
    vi.spyOn(Date, 'now').mockReturnValue(5_000);
    const { id } = await nightWith(db);
    const draft: EntryDraft = {
      kind: 'win',
      winner: 2,
      selfDrawn: true,
      discarder: null,
      tai: 3,
      payment: paymentFor(sg, 3, true),
    };
    const { entry, night: session } = expectOk(await addEntry(db, id, draft));
    expect(entry.id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(entry.at).toBe(5_000);
    expect(session.totals).toEqual([-80, -80, 240, -80]);
    expect(await paymentTotals(db, id)).toEqual([-80, -80, 240, -80]);
    expect(await db.payments.where('sessionId').equals(id).count()).toBe(3);
  });

  it('refuses an invalid entry, a repeated id, a missing or finished session, and changes nothing', async () => {
    const db = freshDatabase();
    const first = discardWin(sg, 0, 1, 2);
    const session = await nightWith(db, [first]);
    const before = await dumpDatabase(db);

    const noDiscarder = await addEntry(db, session.id, { ...discardWin(sg, 0, 1, 2), discarder: null });
    expect(noDiscarder).toEqual({
      ok: false,
      error: {
        code: 'discarder_missing',
        message: 'Choose who discarded the winning tile.',
        field: 'discarder',
      },
    });
    const wrongUnit = await addEntry(db, session.id, {
      ...discardWin(sg, 0, 1, 2),
      payment: { discarder: 4, others: 2, total: 8 },
    });
    expect(wrongUnit.ok || wrongUnit.error.code).toBe('payment_mismatch');
    const again = await addEntry(db, session.id, first);
    expect(again.ok || again.error.message).toBe('This hand was already recorded.');
    const missing = await addEntry(db, 'nope', drawnHand());
    expect(missing.ok || missing.error.code).toBe('night_not_found');
    expect(await dumpDatabase(db)).toEqual(before);

    expectOk(await finishNight(db, session.id));
    const afterFinish = await dumpDatabase(db);
    const closed = await addEntry(db, session.id, drawnHand());
    expect(closed.ok || closed.error.message).toBe('This night is finished: reopen it to change its hands.');
    expect(await dumpDatabase(db)).toEqual(afterFinish);
  });
});

describe('editing and deleting an earlier hand', () => {
  // Hand 1: Mei Ling (not the dealer) wins → the deal passes to her; hand 2 she wins as dealer; hand 3 Kumar wins.
  const entries = (): LedgerEntry[] => [
    discardWin(sg, 1, 0, 1),
    selfDrawnWin(sg, 1, 2),
    tablePayment(3, 'concealed_kong'),
    discardWin(sg, 2, 3, 3),
  ];

  it('an edit recomputes the seating and totals of everything after it and rewrites the payments', async () => {
    const db = freshDatabase();
    const session = await nightWith(db, entries());
    expect(session.ledger.rows.map((r) => r.dealer)).toEqual([0, 1, 1, 1]);
    expect(session.ledger.next.dealer).toBe(2);

    // Hand 1 was really won by Ah Beng, the dealer, self-drawn: the deal stays with him.
    const first = session.entries[0]!;
    const edited = expectOk(await updateEntry(db, session.id, first.id, draftOf(selfDrawnWin(sg, 0, 1))));
    expect(edited.entry).toMatchObject({ id: first.id, at: first.at, winner: 0, selfDrawn: true });
    // Ah Beng keeps the deal for hand 2, which Mei Ling wins from him; the deal reaches her a hand later.
    expect(edited.night.ledger.rows.map((r) => r.dealer)).toEqual([0, 0, 1, 1]);
    expect(edited.night.ledger.rows[1]!.seatWinds).toEqual(['E', 'S', 'W', 'N']);
    expect(edited.night.ledger.next.dealer).toBe(2);
    // Per hand: Ah Beng's self-draw, Mei Ling's self-draw, Siew Lan's concealed kong, Kumar's win on Siew Lan's discard.
    expect(edited.night.totals).toEqual([
      60 - 40 - 40 - 40,
      -20 + 120 - 40 - 40,
      -20 - 40 - 40 + 160,
      -20 - 40 + 120 - 80,
    ]);
    expect(await paymentTotals(db, session.id)).toEqual(edited.night.totals);
    expect((await db.sessions.get(session.id))!.totals).toEqual(edited.night.totals);
    expect(await db.payments.where('[sessionId+entryId]').equals([session.id, first.id]).count()).toBe(3);
  });

  it('an edit keeps its place and may change the kind of entry', async () => {
    const db = freshDatabase();
    const session = await nightWith(db, entries());
    const second = session.entries[1]!;
    const { night: after } = expectOk(await updateEntry(db, session.id, second.id, { kind: 'draw' }));
    expect(after.entries.map((e) => e.kind)).toEqual(['win', 'draw', 'table_payment', 'win']);
    expect(after.entries[1]!.id).toBe(second.id);
  });

  it('a bad edit is refused and changes nothing', async () => {
    const db = freshDatabase();
    const session = await nightWith(db, entries());
    const before = await dumpDatabase(db);
    const first = session.entries[0]!;
    const bad = await updateEntry(db, session.id, first.id, draftOf({ ...discardWin(sg, 1, 1, 1) }));
    expect(bad.ok || bad.error.code).toBe('winner_is_discarder');
    const other = await updateEntry(db, session.id, first.id, { ...drawnHand(), id: 'someone-else' });
    expect(other.ok || other.error.code).toBe('entry_id_mismatch');
    const missing = await updateEntry(db, session.id, 'nope', draftOf(drawnHand()));
    expect(missing.ok || missing.error.code).toBe('entry_not_found');
    expect(await dumpDatabase(db)).toEqual(before);
  });

  it('a delete recomputes everything after it', async () => {
    const db = freshDatabase();
    const session = await nightWith(db, entries());
    const { night: after } = expectOk(await deleteEntry(db, session.id, session.entries[0]!.id));
    expect(after.entries).toHaveLength(3);
    // Without hand 1, Mei Ling's self-draw is a non-dealer win: the deal passes to her only then.
    expect(after.ledger.rows.map((r) => r.dealer)).toEqual([0, 1, 1]);
    expect(after.totals).toEqual([-40 - 40 - 40, 120 - 40 - 40, -40 - 40 + 160, -40 + 120 - 80]);
    expect(await paymentTotals(db, session.id)).toEqual(after.totals);
    const missing = await deleteEntry(db, session.id, 'nope');
    expect(missing.ok || missing.error.code).toBe('entry_not_found');
  });
});

describe('undoLast', () => {
  it('undoes adds, edits and deletes, last first, down to nothing', async () => {
    const db = freshDatabase();
    const { id } = await nightWith(db);
    const a = discardWin(sg, 1, 0, 1);
    const b = falseWin(2);
    expectOk(await addEntry(db, id, a));
    expectOk(await addEntry(db, id, b));
    const start = await dumpDatabase(db);
    expectOk(await updateEntry(db, id, a.id, draftOf(selfDrawnWin(sg, 3, 5))));
    expectOk(await deleteEntry(db, id, b.id));

    // lastChange says what undo will take back, and takes nothing.
    expect(await lastChange(db, id)).toMatchObject({ action: 'delete', entryId: b.id, before: { entry: b } });
    expect(await lastChange(db, id)).toMatchObject({ action: 'delete', entryId: b.id });
    const undoDelete = expectOk(await undoLast(db, id));
    expect(undoDelete.undone).toEqual({ action: 'delete', entryId: b.id });
    expect(undoDelete.night.entries.map((e) => e.id)).toEqual([a.id, b.id]);
    const undoEdit = expectOk(await undoLast(db, id));
    expect(undoEdit.undone).toEqual({ action: 'edit', entryId: a.id });
    expect(undoEdit.night.entries).toEqual([a, b]);

    const restored = await dumpDatabase(db);
    // The same night as before, but each entry Undo put back is a new revision (so an edit opened before is stale).
    expect(restored.hands.map((h) => h.version)).toEqual([2, 1]);
    const same = (dump: typeof start) => ({
      ...dump,
      nights: dump.nights.map((s) => ({ ...s, updatedAt: 0 })),
      payments: dump.payments.map(({ id: _, ...p }) => p),
      hands: dump.hands.map((h) => ({ ...h, version: 0 })),
    });
    expect(same(restored)).toEqual(same(start));

    expect(expectOk(await undoLast(db, id)).undone).toEqual({ action: 'add', entryId: b.id });
    const last = expectOk(await undoLast(db, id));
    expect(last.night.entries).toEqual([]);
    expect(last.night.totals).toEqual([0, 0, 0, 0]);
    expect(await db.payments.count()).toBe(0);
    expect(await lastChange(db, id)).toBeNull();
    const nothing = await undoLast(db, id);
    expect(nothing).toEqual({
      ok: false,
      error: { code: 'nothing_to_undo', message: 'There is nothing left to undo in this night.' },
    });
  });

  it('keeps each session’s history to itself', async () => {
    const db = freshDatabase();
    const one = await nightWith(db, [drawnHand()]);
    const two = await nightWith(db, [drawnHand(), drawnHand()]);
    expectOk(await undoLast(db, one.id));
    expect(expectOk(await getNight(db, two.id)).night.entries).toHaveLength(2);
    expect((await undoLast(db, one.id)).ok).toBe(false);
  });
});

describe('finishing, reopening and deleting a session', () => {
  it('a finished session refuses changes until reopened', async () => {
    const db = freshDatabase();
    const session = await nightWith(db, [drawnHand()]);
    expect(expectOk(await finishNight(db, session.id)).night.status).toBe('finished');
    expect(expectOk(await finishNight(db, session.id)).night.status).toBe('finished');
    for (const attempt of [
      await undoLast(db, session.id),
      await deleteEntry(db, session.id, session.entries[0]!.id),
      await updateEntry(db, session.id, session.entries[0]!.id, { kind: 'draw' }),
    ])
      expect(attempt.ok || attempt.error.code).toBe('night_finished');
    expect(expectOk(await reopenNight(db, session.id)).night.status).toBe('open');
    expectOk(await undoLast(db, session.id));
    expect((await finishNight(db, 'nope')).ok).toBe(false);
  });

  it('deleting a session removes all its rows and leaves the others', async () => {
    const db = freshDatabase();
    const gone = await nightWith(db, [discardWin(sg, 0, 1, 1), tablePayment(2, 'exposed_kong')]);
    const kept = await nightWith(db, [drawnHand()]);
    const before = await dumpDatabase(db);
    expectOk(await deleteNight(db, gone.id));
    const after = await dumpDatabase(db);
    for (const [table, rows] of Object.entries(after)) {
      expect(
        rows.every((row) => ('sessionId' in row ? row.sessionId : row.id) === kept.id),
        table,
      ).toBe(true);
      expect(rows.length, table).toBe(
        before[table as keyof typeof before].filter(
          (row) => ('sessionId' in row ? row.sessionId : row.id) === kept.id,
        ).length,
      );
    }
    expect((await deleteNight(db, gone.id)).ok).toBe(false);
  });
});

describe('when the phone’s storage fails', () => {
  it('the failure is answered in words, not thrown', async () => {
    const db = freshDatabase();
    const session = await nightWith(db);
    db.close();
    const result = await addEntry(db, session.id, drawnHand());
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('storage_failed');
      expect(result.error.message).toMatch(
        /^The phone could not save this \(.+\)\. Nothing was changed; try again\.$/,
      );
    }
  });
});
