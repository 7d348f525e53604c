// One night in every place: phone A records a night and shares it (links) and backs it up (files) as it
// goes; phone B opens those links and restores those files in any order, with any clock on the links.
// B always holds that night once (its own or a copy, never both), with the newest contents it has
// been given that may replace what it holds, and "Nights compared" counts it once.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { discardWin, drawnHand, selfDrawnWin, table, tablePayment } from '../../core/ledger/testing';
import { LATEST_TIME } from '../../core/ledger/accept';
import { decodeNightCode, encodeNightCode, type SharedNight } from '../../core/night-code';
import { comparePlayers } from './compare';
import { sharedNightOf } from './share-night';
import { exportBackup, importBackup, type Backup } from '../../db/backup';
import { addEntry, createNight, getNight, listNights, updateEntry } from '../../db/ledger';
import { keepNightCopy, listNightCopies, loadComparedNights } from '../../db/night-copies';
import type { TaiTableDB } from '../../db/schema';
import { expectOk, freshDatabase } from '../../db/testing';

const sg = table('sg', { unit: 10 });

/** One version of phone A's night: what its link and its backup carry, and its totals. */
interface Version {
  link: SharedNight;
  backup: Backup;
  totals: number[];
  entries: number;
}

/** Phone A's night at four moments: two hands; a third; the first one edited; two more. */
async function versionsOfANight(): Promise<Version[]> {
  const a = freshDatabase();
  const { night: created } = expectOk(await createNight(a, sg, 'Friday'));
  const versions: Version[] = [];
  const snapshot = async (): Promise<void> => {
    const view = expectOk(await getNight(a, created.id)).night;
    // Through the link as it travels (the shared-at time is set per opening below).
    const decoded = await decodeNightCode(await encodeNightCode(sharedNightOf(view, view.createdAt)));
    if (!decoded.ok) throw new Error(decoded.error.message);
    const backup = JSON.parse(JSON.stringify(expectOk(await exportBackup(a)).backup)) as Backup;
    versions.push({
      link: decoded.night,
      backup,
      totals: [...view.ledger.totals],
      entries: view.entries.length,
    });
  };
  const first = expectOk(await addEntry(a, created.id, discardWin(sg, 1, 0, 2))).entry;
  expectOk(await addEntry(a, created.id, tablePayment(2, 'concealed_kong')));
  await snapshot();
  expectOk(await addEntry(a, created.id, selfDrawnWin(sg, 3, 1)));
  await snapshot();
  const { id: _id, at: _at, ...changed } = discardWin(sg, 2, 0, 3);
  expectOk(await updateEntry(a, created.id, first.id, changed, { version: 0 }));
  await snapshot();
  expectOk(await addEntry(a, created.id, drawnHand()));
  expectOk(await addEntry(a, created.id, selfDrawnWin(sg, 0, 4)));
  await snapshot();
  return versions;
}

type Op = { kind: 'link'; version: number; sharedAt: number } | { kind: 'restore'; version: number };
type Held = { kind: 'none' } | { kind: 'copy' | 'own'; version: number };

/** What B must hold after an operation: a link never replaces a night of B's own; nothing newer is ever replaced by older. */
function expected(held: Held, op: Op): Held {
  if (op.kind === 'link') {
    if (held.kind === 'own') return held;
    return { kind: 'copy', version: Math.max(held.kind === 'copy' ? held.version : -1, op.version) };
  }
  if (held.kind === 'none') return { kind: 'own', version: op.version };
  if (held.kind === 'copy') return op.version >= held.version ? { kind: 'own', version: op.version } : held;
  return { kind: 'own', version: Math.max(held.version, op.version) };
}

async function apply(b: TaiTableDB, versions: Version[], op: Op): Promise<void> {
  if (op.kind === 'restore') {
    expectOk(await importBackup(b, versions[op.version]!.backup));
    return;
  }
  const result = await keepNightCopy(b, { ...versions[op.version]!.link, sharedAt: op.sharedAt });
  // Refusals are answers (a night of B's own, a copy holding more), never storage failures.
  if (!result.ok) expect(['own_night', 'copy_is_newer']).toContain(result.error.code);
}

describe('one night, its copies and its restores', () => {
  let versions: Version[];
  beforeAll(async () => {
    versions = await versionsOfANight();
  });

  it('the versions grow as the night does (the test’s own premise)', () => {
    expect(versions.map((v) => v.entries)).toEqual([2, 3, 3, 5]);
    expect(versions[2]!.link.revisions).toEqual([1, 0, 0]);
    expect(versions[2]!.backup.sessions[0]!.revisions).toEqual([1, 0, 0]);
    expect(versions[2]!.totals).not.toEqual(versions[1]!.totals);
  });

  it('in any order, with any clock on the links, B holds the night once, the newest it may, counted once', async () => {
    // Shared-at times anywhere a link may carry: an hour fast, the far future, before the night began.
    const clock = fc.integer({ min: 0, max: LATEST_TIME - 1 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        kind: fc.constant('link' as const),
        version: fc.integer({ min: 0, max: 3 }),
        sharedAt: clock,
      }),
      fc.record({ kind: fc.constant('restore' as const), version: fc.integer({ min: 0, max: 3 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        const b = freshDatabase();
        let held: Held = { kind: 'none' };
        for (const step of ops) {
          await apply(b, versions, step);
          held = expected(held, step);

          const own = expectOk(await listNights(b)).nights;
          const copies = expectOk(await listNightCopies(b)).copies;
          // Listed once, as B's own or as a copy.
          expect(own.length + copies.length).toBe(1);
          if (held.kind === 'none') throw new Error('B holds nothing after an operation');
          const want = versions[held.version]!;
          if (held.kind === 'own') {
            expect(own[0]!.entryCount).toBe(want.entries);
            expect(own[0]!.totals).toEqual(want.totals);
          } else {
            expect(copies[0]!.entryCount).toBe(want.entries);
            expect(copies[0]!.ledger.totals).toEqual(want.totals);
          }
          // Compared once: each player's net is the night's total, never twice it.
          const { nights } = expectOk(await loadComparedNights(b));
          expect(nights).toHaveLength(1);
          const records = comparePlayers(nights);
          expect(records.map((r) => r.nights)).toEqual([1, 1, 1, 1]);
          expect(sg.players.map((name) => records.find((r) => r.name === name)!.net)).toEqual(want.totals);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('a copy kept, then a backup of the same night restored over it', async () => {
    const b = freshDatabase();
    expect(expectOk(await keepNightCopy(b, versions[0]!.link)).outcome).toBe('added');
    const restored = expectOk(await importBackup(b, versions[0]!.backup));
    expect(restored).toMatchObject({ added: 0, replaced: 1, skipped: 0 });
    expect(restored.plan[0]!.decision).toEqual({ kind: 'replace_copy', comparison: { kind: 'same' } });
    expect(expectOk(await listNightCopies(b)).copies).toEqual([]);
    expect(expectOk(await loadComparedNights(b)).nights).toHaveLength(1);
    // A newer copy is not replaced by an older backup; the restore says why.
    const c = freshDatabase();
    expectOk(await keepNightCopy(c, versions[3]!.link));
    const skipped = expectOk(await importBackup(c, versions[1]!.backup));
    expect(skipped).toMatchObject({ added: 0, replaced: 0, skipped: 1 });
    expect(skipped.plan[0]!.decision).toMatchObject({
      kind: 'skip',
      reason: 'copy_holds_more',
      comparison: { kind: 'older', added: 2, changed: 1 },
    });
  });

  it('a keeper whose clock was ahead, then right: the copy still updates; a far-future link freezes nothing', async () => {
    const b = freshDatabase();
    const hourAhead = versions[1]!.link.createdAt + 3_600_000 * 5;
    expectOk(await keepNightCopy(b, { ...versions[0]!.link, sharedAt: hourAhead }));
    const later = expectOk(
      await keepNightCopy(b, { ...versions[1]!.link, sharedAt: versions[1]!.link.createdAt + 60_000 }),
    );
    expect(later.outcome).toBe('updated');
    expectOk(await keepNightCopy(b, { ...versions[2]!.link, sharedAt: LATEST_TIME - 1 }));
    expect(expectOk(await keepNightCopy(b, { ...versions[3]!.link, sharedAt: 0 })).outcome).toBe('updated');
    expect(expectOk(await listNightCopies(b)).copies[0]!.entryCount).toBe(5);
  });

  it('a different night under the same id (other players, stake or start) is refused, never merged', async () => {
    const b = freshDatabase();
    expectOk(await keepNightCopy(b, versions[1]!.link));
    const link = versions[3]!.link;
    const others: Array<[SharedNight, string]> = [
      [{ ...link, settings: { ...link.settings, players: ['W', 'X', 'Y', 'Z'] } }, 'players'],
      [{ ...link, createdAt: link.createdAt - 86_400_000 }, 'start'],
      // Another stake (its entries would pay otherwise, so none), and another first dealer.
      [{ ...link, entries: [], revisions: undefined, settings: table('sg', { unit: 20 }) }, 'table'],
      [
        { ...link, settings: { ...link.settings, firstDealer: link.settings.firstDealer === 0 ? 1 : 0 } },
        'table',
      ],
    ];
    for (const [other, differs] of others) {
      const result = await keepNightCopy(b, other);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect([result.error.code, result.error.differs]).toEqual(['different_night', [differs]]);
    }
    expect(expectOk(await listNightCopies(b)).copies[0]!.entryCount).toBe(3);
  });
});
