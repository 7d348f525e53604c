// Newer by contents, never by a clock; the same night only with the same players, start and table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { table } from './ledger/testing';
import type { LedgerEntry, PlayerIndex } from './ledger/types';
import {
  compareContents,
  identityDifferences,
  incomingWins,
  isSameNight,
  type NightContents,
} from './night-versions';

const entry = (at: number, offender: PlayerIndex | null = null, id = `x${at}`): LedgerEntry =>
  offender === null ? { id, at, kind: 'draw' } : { id, at, kind: 'false_win', offender };

const contents = (entries: LedgerEntry[], revisions?: number[]): NightContents =>
  revisions ? { entries, revisions } : { entries };

describe('compareContents', () => {
  const three = [entry(1), entry(2, 1), entry(3)];

  it('the same entries (whatever their ids) are the same version', () => {
    const renumbered = three.map((e, i) => ({ ...e, id: `e${i + 1}` }));
    expect(compareContents(contents(three), contents(renumbered))).toEqual({ kind: 'same' });
  });

  it('more entries on top of every one here is newer; fewer is older', () => {
    const five = [...three, entry(4, 2), entry(5)];
    expect(compareContents(contents(three), contents(five))).toEqual({ kind: 'newer', added: 2, changed: 0 });
    expect(compareContents(contents(five), contents(three))).toEqual({ kind: 'older', added: 2, changed: 0 });
  });

  it('an entry edited at a higher revision is newer, and the copy at the lower one older', () => {
    const edited = [entry(1), entry(2, 3), entry(3)];
    expect(compareContents(contents(three), contents(edited, [0, 1, 0]))).toEqual({
      kind: 'newer',
      added: 0,
      changed: 1,
    });
    expect(compareContents(contents(edited, [0, 1, 0]), contents(three))).toEqual({
      kind: 'older',
      added: 0,
      changed: 1,
    });
  });

  it('an entry changed without a revision (or both sides at one) is a divergence: the one here stays on a tie', () => {
    const edited = [entry(1), entry(2, 3), entry(3)];
    expect(compareContents(contents(three), contents(edited))).toEqual({
      kind: 'diverged',
      onlyHere: 1,
      onlyIncoming: 1,
      keep: 'here',
    });
  });

  it('an entry deleted on one side and another added: diverged, the one with more entries kept', () => {
    const deletedAndAdded = [entry(1), entry(3), entry(4), entry(5)];
    const comparison = compareContents(contents(three), contents(deletedAndAdded));
    expect(comparison).toEqual({ kind: 'diverged', onlyHere: 1, onlyIncoming: 2, keep: 'incoming' });
    expect(incomingWins(comparison)).toBe(true);
  });

  it('entries recorded in the same millisecond are told apart by their order', () => {
    const twins = [entry(7), entry(7, 2)];
    expect(compareContents(contents(twins), contents([...twins, entry(7, 1)]))).toEqual({
      kind: 'newer',
      added: 1,
      changed: 0,
    });
  });
});

describe('compareContents, for any nights', () => {
  const anEntry = fc.record({
    at: fc.integer({ min: 0, max: 50 }),
    offender: fc.constantFrom<PlayerIndex | null>(null, 0, 1, 2, 3),
  });
  const aNight = fc.array(anEntry, { maxLength: 12 }).map((raw) => {
    const entries = raw.map((r, i) => entry(r.at, r.offender, `e${i}`)).sort((a, b) => a.at - b.at);
    return entries;
  });
  const revisionsFor = (entries: LedgerEntry[]) =>
    fc.array(fc.integer({ min: 0, max: 3 }), { minLength: entries.length, maxLength: entries.length });

  it('a version is the same as itself, and more entries at its end make it newer', () => {
    fc.assert(
      fc.property(
        aNight.chain((e) => fc.tuple(fc.constant(e), revisionsFor(e))),
        fc.integer({ min: 1, max: 4 }),
        ([entries, revisions], more) => {
          expect(compareContents(contents(entries, revisions), contents(entries, revisions))).toEqual({
            kind: 'same',
          });
          const later = [...entries, ...Array.from({ length: more }, (_, i) => entry(100 + i))];
          const comparison = compareContents(
            contents(entries, revisions),
            contents(later, [...revisions, ...Array<number>(more).fill(0)]),
          );
          expect(comparison).toEqual({ kind: 'newer', added: more, changed: 0 });
        },
      ),
    );
  });

  it('is the mirror of itself: newer one way is older the other, diverged both ways', () => {
    fc.assert(
      fc.property(aNight, aNight, (a, b) => {
        const there = compareContents(contents(a), contents(b));
        const back = compareContents(contents(b), contents(a));
        if (there.kind === 'same') expect(back.kind).toBe('same');
        if (there.kind === 'newer') expect(back).toEqual({ ...there, kind: 'older' });
        if (there.kind === 'older') expect(back).toEqual({ ...there, kind: 'newer' });
        if (there.kind === 'diverged') {
          expect(back.kind).toBe('diverged');
          // Never both replacing the other: two phones settle on one version.
          expect(incomingWins(there) && incomingWins(back)).toBe(false);
        }
      }),
    );
  });

  it('an edit (a higher revision) always wins over the entry it changed', () => {
    fc.assert(
      fc.property(
        aNight.filter((e) => e.length > 0),
        fc.nat(),
        fc.constantFrom<PlayerIndex>(0, 1, 2, 3),
        (entries, pick, offender) => {
          const at = pick % entries.length;
          const edited = entries.map((e, i) => (i === at ? { ...entry(e.at, offender), id: e.id } : e));
          const revisions = entries.map((_, i) => (i === at ? 1 : 0));
          expect(incomingWins(compareContents(contents(entries), contents(edited, revisions)))).toBe(true);
          expect(incomingWins(compareContents(contents(edited, revisions), contents(entries)))).toBe(false);
        },
      ),
    );
  });
});

describe('the identity of a night', () => {
  const sg = table('sg', { unit: 10 });
  const night = { id: 'n1', createdAt: 1_000, settings: sg };

  it('is its id, players, start and table; its name plays no part', () => {
    expect(isSameNight(night, { ...night })).toBe(true);
    expect(
      identityDifferences(night, { ...night, settings: { ...sg, players: ['A', 'B', 'C', 'D'] } }),
    ).toEqual(['players']);
    expect(identityDifferences(night, { ...night, createdAt: 2_000 })).toEqual(['start']);
    expect(identityDifferences(night, { ...night, settings: table('sg', { unit: 20 }) })).toEqual(['table']);
    expect(identityDifferences(night, { ...night, settings: { ...sg, firstDealer: 2 } })).toEqual(['table']);
    expect(isSameNight(night, { ...night, id: 'n2' })).toBe(false);
  });
});
