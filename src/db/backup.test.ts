// Backups: export → restore gives back the same nights; a bad file is refused in words and changes nothing.
import { describe, expect, it } from 'vitest';
import { discardWin, drawnHand, falseWin, selfDrawnWin, table, tablePayment } from '../core/ledger/testing';
import { scoreHand } from '../core/score';
import { BACKUP_FORMAT, exportBackup, importBackup, readBackup, type Backup } from './backup';
import { addEntry, createNight, finishNight, getNight, listNights, updateEntry } from './ledger';
import type { TaiTableDB } from './schema';
import { dumpDatabase, expectOk, freshDatabase } from './testing';

const sg = table('sg', { unit: 10 });
const hk = table('hk', { unit: 100 }, { firstDealer: 2, startingWind: 'S' });

/** A phone with two nights on it: one finished sg night with every kind of entry, one open hk night. */
async function phoneWithTwoNights(): Promise<TaiTableDB> {
  const db = freshDatabase();
  const friday = expectOk(await createNight(db, sg, 'Friday, at Kumar’s')).night;
  for (const entry of [
    discardWin(sg, 1, 0, 2, { items: [{ id: 'dragon_pong', name: 'Dragon Pong', zh: '三元', tai: 2 }] }),
    tablePayment(3, 'exposed_kong', 'kong of b5'),
    drawnHand(),
    selfDrawnWin(sg, 2, 5, { bao: 0 }),
    falseWin(3),
  ])
    expectOk(await addEntry(db, friday.id, entry));
  expectOk(await finishNight(db, friday.id));
  const saturday = expectOk(await createNight(db, hk, 'Saturday')).night;
  expectOk(await addEntry(db, saturday.id, discardWin(hk, 0, 1, 4)));
  return db;
}

async function backupOf(db: TaiTableDB): Promise<Backup> {
  // Through text, as the file on the phone would be.
  return JSON.parse(JSON.stringify(expectOk(await exportBackup(db)).backup)) as Backup;
}

describe('export and restore', () => {
  it('a restore on another phone gives back every session exactly', async () => {
    const from = await phoneWithTwoNights();
    const backup = await backupOf(from);
    expect(backup).toMatchObject({ format: 'tai-table-backup', version: 1 });
    expect(Date.parse(backup.exportedAt)).not.toBeNaN();
    expect(backup.sessions.map((s) => s.name)).toEqual(['Friday, at Kumar’s', 'Saturday']);

    const to = freshDatabase();
    expect(expectOk(await importBackup(to, backup))).toMatchObject({
      ok: true,
      added: 2,
      skipped: 0,
      replaced: 0,
    });
    expect(expectOk(await listNights(to)).nights).toEqual(expectOk(await listNights(from)).nights);
    for (const { id } of backup.sessions) {
      expect(expectOk(await getNight(to, id)).night).toEqual(expectOk(await getNight(from, id)).night);
    }
    const payments = async (db: TaiTableDB) => (await db.payments.toArray()).map(({ id: _, ...p }) => p);
    expect(await payments(to)).toEqual(await payments(from));
    expect(await to.players.toArray()).toEqual(await from.players.toArray());
  });

  it('a night played with the table’s card restores with it, its hand scored with it; one from before the card plays the profile’s own', async () => {
    const card = table('hk', { unit: 100, values: { little_winds: 6 } });
    const hand = {
      profile: 'hk' as const,
      options: card.options,
      hand: 'E E E S S S W W W N N c1 c2 c3'.split(' '),
      winning_tile: 'c3',
      winning_from_discard: true,
      bonus: ['F2'],
    };
    const scored = scoreHand(hand);
    if (!scored.ok) throw new Error('test hand');
    expect(scored.tai).toBe(9);
    const from = freshDatabase();
    const night = expectOk(await createNight(from, card, 'Kowloon')).night;
    expectOk(
      await addEntry(from, night.id, discardWin(card, 1, 0, scored.tai, { hand, items: scored.items })),
    );
    const before = expectOk(await createNight(from, table('hk', { unit: 100 }), 'Before the card')).night;
    const backup = await backupOf(from);
    expect(backup.sessions.find((s) => s.name === 'Kowloon')!.settings.options.values).toEqual({
      little_winds: 6,
    });
    const to = freshDatabase();
    expectOk(await importBackup(to, backup));
    const back = expectOk(await getNight(to, night.id)).night;
    expect(back).toEqual(expectOk(await getNight(from, night.id)).night);
    expect(back.settings.options.values).toEqual({ little_winds: 6 });
    const restoredBefore = expectOk(await getNight(to, before.id)).night;
    expect(restoredBefore.settings.options).not.toHaveProperty('values');
  });

  it('refuses a backup whose night has a card its table cannot play, naming the pattern, and changes nothing', async () => {
    const backup = await backupOf(await phoneWithTwoNights());
    backup.sessions[1]!.settings.options = { ...backup.sessions[1]!.settings.options, values: { animal: 2 } };
    const to = freshDatabase();
    const refused = await importBackup(to, backup);
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toContain('Animal');
    expect(await dumpDatabase(to)).toEqual(await dumpDatabase(freshDatabase()));
  });

  it('accepts the backup as text, and restoring it twice adds nothing the second time', async () => {
    const backup = await backupOf(await phoneWithTwoNights());
    const to = freshDatabase();
    expectOk(await importBackup(to, JSON.stringify(backup)));
    const once = await dumpDatabase(to);
    expect(expectOk(await importBackup(to, backup))).toMatchObject({
      ok: true,
      added: 0,
      skipped: 2,
      replaced: 0,
    });
    expect(await dumpDatabase(to)).toEqual(once);
  });

  it('adds only the sessions this phone does not have', async () => {
    const from = await phoneWithTwoNights();
    const backup = await backupOf(from);
    const to = freshDatabase();
    expectOk(await importBackup(to, { ...backup, sessions: [backup.sessions[1]] }));
    expect(expectOk(await importBackup(to, backup))).toMatchObject({
      ok: true,
      added: 1,
      skipped: 1,
      replaced: 0,
    });
    expect(expectOk(await listNights(to)).nights.map((s) => s.name)).toEqual([
      'Saturday',
      'Friday, at Kumar’s',
    ]);
  });

  it('an empty phone exports an empty backup that restores to nothing', async () => {
    const backup = await backupOf(freshDatabase());
    expect(backup.sessions).toEqual([]);
    expect(expectOk(await importBackup(freshDatabase(), backup))).toMatchObject({
      ok: true,
      added: 0,
      skipped: 0,
      replaced: 0,
    });
  });
});

describe('a bad backup is refused, says why, and changes nothing', () => {
  type Edit = (backup: Backup) => unknown;
  const session = (b: Backup, i = 0) => b.sessions[i] as unknown as Record<string, unknown>;
  const entry = (b: Backup, i: number) => b.sessions[0]!.entries[i] as unknown as Record<string, unknown>;

  const cases: Array<[string, Edit, string, RegExp]> = [
    ['not an object', () => 42, 'not_a_backup', /^This file is not a Tai Table backup/],
    ['not JSON at all', () => '{ this is not json', 'not_a_backup', /not a Tai Table backup/],
    ['a list', () => [], 'not_a_backup', /not a Tai Table backup/],
    [
      'another app’s file',
      (b) => ({ ...b, format: 'mahjong-scores' }),
      'not_a_backup',
      /not a Tai Table backup/,
    ],
    [
      'from a newer app',
      (b) => ({ ...b, version: 2 }),
      'backup_too_new',
      /newer version of Tai Table\. Update the app/,
    ],
    [
      'an unreadable version',
      (b) => ({ ...b, version: 'one' }),
      'backup_damaged',
      /its version number is unreadable/,
    ],
    ['no date', (b) => ({ ...b, exportedAt: undefined }), 'backup_damaged', /its date is unreadable/],
    ['no sessions list', (b) => ({ ...b, sessions: {} }), 'backup_damaged', /list of sessions is missing/],
    [
      'a session that is not one',
      (b) => ({ ...b, sessions: [...b.sessions, 'x'] }),
      'backup_damaged',
      /session 3 of the file is unreadable/,
    ],
    [
      'a session without an id',
      (b) => {
        delete session(b).id;
        return b;
      },
      'backup_damaged',
      /\(session 1 of the file\) has no usable id/,
    ],
    [
      'a session without a name',
      (b) => {
        session(b).name = ' ';
        return b;
      },
      'backup_damaged',
      /has no usable name/,
    ],
    [
      'bad dates',
      (b) => {
        session(b, 1).createdAt = '2025-06-13';
        return b;
      },
      'backup_damaged',
      /“Saturday” \(session 2 of the file\) has a start time that is not a date/,
    ],
    [
      'an unknown status',
      (b) => {
        session(b).status = 'paused';
        return b;
      },
      'backup_damaged',
      /neither open nor finished/,
    ],
    [
      'a session twice',
      (b) => ({ ...b, sessions: [...b.sessions, b.sessions[0]] }),
      'backup_damaged',
      /is in it twice/,
    ],
    [
      'invalid settings',
      (b) => {
        b.sessions[1]!.settings.players[2] = '';
        return b;
      },
      'player_name_missing',
      /^In “Saturday” \(session 2 of the file\): Enter a name for the third player\. Nothing was restored\.$/,
    ],
    [
      'an odd unit at a 0-tai minimum',
      (b) => {
        b.sessions[0]!.settings.options = { unit: 5, min_tai: 0 };
        return b;
      },
      'unit_must_be_even',
      /even number of cents/,
    ],
    [
      'entries missing',
      (b) => {
        delete session(b).entries;
        return b;
      },
      'backup_damaged',
      /“Friday, at Kumar’s” \(session 1 of the file\) has no list of hands/,
    ],
    [
      'an invalid entry',
      (b) => {
        entry(b, 0).discarder = null;
        return b;
      },
      'discarder_missing',
      /^In “Friday, at Kumar’s” \(session 1 of the file\), entry 1: Choose who discarded the winning tile\./,
    ],
    [
      'a payment that was changed',
      (b) => {
        entry(b, 0).payment = { discarder: 4000, others: 20, total: 4040 };
        return b;
      },
      'payment_mismatch',
      /entry 1: The payment does not match/,
    ],
    [
      'an entry twice',
      (b) => {
        b.sessions[0]!.entries.push(b.sessions[0]!.entries[0]!);
        b.sessions[0]!.revisions?.push(0);
        return b;
      },
      'backup_damaged',
      /entry 6 of “Friday, at Kumar’s” \(session 1 of the file\) is in it twice/,
    ],
    [
      'totals that do not recompute',
      (b) => {
        b.sessions[0]!.totals = [0, 0, 0, 0];
        return b;
      },
      'totals_mismatch',
      /saved totals \(0\.00, 0\.00, 0\.00, 0\.00\) do not match its hands \(-/,
    ],
    [
      'a win whose hand cannot be read (events a number)',
      (b) => {
        entry(b, 0).hand = { hand: ['c1'], winning_tile: 'c1', events: 5 };
        return b;
      },
      'invalid_hand',
      /^In “Friday, at Kumar’s” \(session 1 of the file\), entry 1: The scored hand saved with this win cannot be read/,
    ],
    [
      'an entry at a time that is not a date',
      (b) => {
        entry(b, 1).at = 9e15;
        return b;
      },
      'invalid_time',
      /entry 2: The time of this entry is not a real date/,
    ],
    [
      'a night that was never a date',
      (b) => {
        session(b).updatedAt = 1e16;
        return b;
      },
      'backup_damaged',
      /has a last-change time that is not a real date/,
    ],
    [
      'more than 2,000 entries',
      (b) => {
        session(b).entries = Array.from({ length: 2_001 }, (_, i) => ({ id: `d${i}`, at: 1, kind: 'draw' }));
        return b;
      },
      'backup_damaged',
      /holds more than 2,000 entries, the most one night can keep/,
    ],
    [
      'unreadable totals',
      (b) => {
        session(b).totals = [1, 2];
        return b;
      },
      'backup_damaged',
      /\(session 1 of the file\) has unreadable totals/,
    ],
  ];

  it.each(cases)('%s', async (_what, edit, code, message) => {
    const backup = await backupOf(await phoneWithTwoNights());
    const to = freshDatabase();
    // The phone already has one night of its own: it must be left exactly as it was.
    expectOk(await createNight(to, sg, 'Mine'));
    const before = await dumpDatabase(to);
    const result = await importBackup(to, edit(backup));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(message);
    }
    expect(await dumpDatabase(to)).toEqual(before);
  });

  it('one bad session stops the whole restore, good sessions included', async () => {
    const backup = await backupOf(await phoneWithTwoNights());
    backup.sessions[1]!.totals = [1, -1, 0, 0];
    const to = freshDatabase();
    expect((await importBackup(to, backup)).ok).toBe(false);
    expect(await to.sessions.count()).toBe(0);
  });

  it('readBackup checks without writing, so a screen can show what a file holds first', async () => {
    const backup = await backupOf(await phoneWithTwoNights());
    const read = expectOk(readBackup(backup));
    expect(read.sessions.map((s) => [s.row.name, s.hands.length])).toEqual([
      ['Friday, at Kumar’s', 5],
      ['Saturday', 1],
    ]);
    expect(readBackup({ format: BACKUP_FORMAT }).ok).toBe(false);
  });
});

describe('a restore over the same night on this phone', () => {
  it('carries each entry’s revision, brings a night here up to date when the backup holds more, and never loses a change made here', async () => {
    const a = freshDatabase();
    const { night: session } = expectOk(await createNight(a, sg, 'Friday'));
    const first = expectOk(await addEntry(a, session.id, discardWin(sg, 1, 0, 2))).entry;
    const { id: _id, at: _at, ...edit } = discardWin(sg, 2, 0, 3);
    expectOk(await updateEntry(a, session.id, first.id, edit, { version: 0 }));
    const early = await backupOf(a);
    expect(early.sessions[0]!.revisions).toEqual([1]);

    const b = freshDatabase();
    expectOk(await importBackup(b, early));
    expect(expectOk(await getNight(b, session.id)).night.versions).toEqual([1]);

    // A records more; its later backup brings B's night (unchanged on B) up to date, undo history and all.
    expectOk(await addEntry(a, session.id, drawnHand()));
    const later = await backupOf(a);
    const updated = expectOk(await importBackup(b, later));
    expect(updated).toMatchObject({ added: 0, replaced: 1, skipped: 0 });
    expect(updated.plan[0]!.decision).toEqual({
      kind: 'replace_own',
      comparison: { kind: 'newer', added: 1, changed: 0 },
    });
    expect(expectOk(await getNight(b, session.id)).night).toEqual(
      expectOk(await getNight(a, session.id)).night,
    );

    // B records a hand of its own; A's next backup lacks it: kept as it is, and said why.
    expectOk(await addEntry(b, session.id, falseWin(3)));
    expectOk(await addEntry(a, session.id, selfDrawnWin(sg, 0, 2)));
    const before = await dumpDatabase(b);
    const skipped = expectOk(await importBackup(b, await backupOf(a)));
    expect(skipped).toMatchObject({ added: 0, replaced: 0, skipped: 1 });
    expect(skipped.plan[0]!.decision).toMatchObject({ kind: 'skip', reason: 'changed_here' });
    expect(await dumpDatabase(b)).toEqual(before);
  });

  it('refuses revisions that do not match the entries', async () => {
    const backup = await backupOf(await phoneWithTwoNights());
    backup.sessions[0]!.revisions = [0];
    const read = readBackup(backup);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toMatch(/has 1 revisions for 5 entries/);
  });
});
