// Settle up with conflicts open: what is settled adds up without any open conflict, and each choice of
// each conflict adds up with that choice made and the other open conflicts left out, never both hands
// of one turn. Two and three open conflicts, of both kinds.
import { describe, expect, it } from 'vitest';
import { computeLedger, fewestTransfers, type LedgerEntry } from '../../../core/ledger';
import { discardWin, selfDrawnWin, table, tablePayment } from '../../../core/ledger/testing';
import { unsettledNight } from './unsettled';
import { edit, threeOpenConflicts } from './conflicts.testing';

const settings = table();
const totalsOf = (entries: LedgerEntry[]) => computeLedger(settings, entries).totals;
const night = (entries: LedgerEntry[]) => ({ entries, ledger: computeLedger(settings, entries) });
/** Every settlement is whole cents that balance, settled by its own fewest payments. */
const wellFormed = (totals: number[], transfers: { amount: number }[]) => {
  expect(totals.every(Number.isSafeInteger)).toBe(true);
  expect(totals.reduce((a, b) => a + b, 0)).toBe(0);
  expect(transfers.every((transfer) => Number.isSafeInteger(transfer.amount) && transfer.amount > 0)).toBe(
    true,
  );
};

describe('unsettledNight with two open conflicts, one of each kind', () => {
  const first = discardWin(settings, 0, 1, 2);
  // Two phones apart recorded hand 2: Kumar self-drew 2 tai, or Siew Lan won 1 tai on Ah Beng's discard.
  const fromA = selfDrawnWin(settings, 2, 2);
  const fromB = discardWin(settings, 3, 0, 1);
  // Then, apart again, two phones corrected the last hand: Mei Ling won 1 tai on Kumar's discard, or 3.
  const later = discardWin(settings, 1, 2, 1);
  const corrected = discardWin(settings, 1, 2, 3, { id: later.id, at: later.at });
  const { entries, ledger } = night([first, fromA, fromB, corrected]);
  const result = unsettledNight(
    settings,
    entries,
    ledger,
    [{ id: 'c', entryIds: [fromA.id, fromB.id] }],
    [edit(later.id, later, corrected)],
  );

  it('settles only what no open conflict touches', () => {
    expect(result.settled?.totals).toEqual(totalsOf([first]));
    expect(result.settled?.transfers).toEqual(fewestTransfers(totalsOf([first])));
  });

  it('names each conflict as the night numbers it, in the night’s order', () => {
    expect(
      result.conflicts.map(({ kind, handNumber, entryNumber, isHand }) => ({
        kind,
        handNumber,
        entryNumber,
        isHand,
      })),
    ).toEqual([
      { kind: 'hand', handNumber: 2, entryNumber: 2, isHand: true },
      // Counted meanwhile, both hands 2 and 3 are in the night: the corrected hand is its fourth.
      { kind: 'edit', handNumber: 4, entryNumber: 4, isHand: true },
    ]);
  });

  it('adds up each choice with it made and the other conflict left out', () => {
    const [hands, edited] = result.conflicts;
    expect(hands!.choices.map((c) => c.keeps?.id)).toEqual([fromA.id, fromB.id]);
    expect(hands!.choices.map((c) => c.settlement?.totals)).toEqual([
      totalsOf([first, fromA]),
      totalsOf([first, fromB]),
    ]);
    expect(edited!.choices.map((c) => c.keeps)).toEqual([later, corrected]);
    expect(edited!.choices.map((c) => c.settlement?.totals)).toEqual([
      totalsOf([first, later]),
      totalsOf([first, corrected]),
    ]);
    // Never what the night counts meanwhile (both hands of one turn).
    for (const conflict of result.conflicts) {
      for (const choice of conflict.choices) {
        expect(choice.settlement!.totals).not.toEqual(ledger.totals);
        wellFormed(choice.settlement!.totals, choice.settlement!.transfers);
        expect(choice.settlement!.transfers).toEqual(fewestTransfers(choice.settlement!.totals));
      }
    }
  });
});

describe('unsettledNight with three open conflicts', () => {
  it('two turns recorded twice (one on three phones) and an entry edited on one phone and deleted on another', () => {
    const { reopened, a1, a2, draw, b1, b2, b3, hands, turns, edits } = threeOpenConflicts(settings);
    // The deletion is the later version: the night counts the opening hand as deleted meanwhile.
    const { entries, ledger } = night(hands);
    const result = unsettledNight(settings, entries, ledger, turns, edits);

    expect(result.settled?.totals).toEqual(totalsOf([draw]));
    expect(result.conflicts.map((c) => [c.kind, c.handNumber, c.entryNumber, c.choices.length])).toEqual([
      ['hand', 1, 1, 2],
      // Where it was recorded: first.
      ['edit', 1, 1, 2],
      ['hand', 4, 4, 3],
    ]);
    const [a, opened, b] = result.conflicts;
    expect(a!.choices.map((c) => c.settlement?.totals)).toEqual([totalsOf([a1, draw]), totalsOf([a2, draw])]);
    expect(opened!.choices.map((c) => c.keeps)).toEqual([reopened, null]);
    expect(opened!.choices.map((c) => c.settlement?.totals)).toEqual([
      totalsOf([reopened, draw]),
      totalsOf([draw]),
    ]);
    expect(b!.choices.map((c) => c.keeps?.id)).toEqual([b1.id, b2.id, b3.id]);
    expect(b!.choices.map((c) => c.settlement?.totals)).toEqual([
      totalsOf([draw, b1]),
      totalsOf([draw, b2]),
      totalsOf([draw, b3]),
    ]);
    for (const conflict of result.conflicts)
      for (const choice of conflict.choices)
        wellFormed(choice.settlement!.totals, choice.settlement!.transfers);
  });

  it('two entries each edited apart and a turn recorded twice; a table payment is named as an entry', () => {
    const first = discardWin(settings, 0, 1, 2);
    const firstFixed = discardWin(settings, 0, 1, 5, { id: first.id, at: first.at });
    const x1 = selfDrawnWin(settings, 3, 1);
    const x2 = selfDrawnWin(settings, 2, 1);
    // A kong paid to Kumar, or (the other phone's correction) a concealed one.
    const last = tablePayment(2, 'exposed_kong');
    const lastFixed = { ...last, reason: 'concealed_kong' as const };
    const { entries, ledger } = night([firstFixed, x1, x2, lastFixed]);
    const result = unsettledNight(
      settings,
      entries,
      ledger,
      [{ id: 'x', entryIds: [x1.id, x2.id] }],
      [edit(first.id, first, firstFixed), edit(last.id, last, lastFixed)],
    );
    expect(result.settled?.totals).toEqual([0, 0, 0, 0]);
    expect(result.settled?.transfers).toEqual([]);
    expect(result.conflicts.map((c) => [c.kind, c.entryNumber, c.isHand])).toEqual([
      ['edit', 1, true],
      ['hand', 2, true],
      ['edit', 4, false],
    ]);
    expect(result.conflicts[0]!.choices.map((c) => c.settlement?.totals)).toEqual([
      totalsOf([first]),
      totalsOf([firstFixed]),
    ]);
    expect(result.conflicts[1]!.choices.map((c) => c.settlement?.totals)).toEqual([
      totalsOf([x1]),
      totalsOf([x2]),
    ]);
    expect(result.conflicts[2]!.choices.map((c) => c.settlement?.totals)).toEqual([
      totalsOf([last]),
      totalsOf([lastFixed]),
    ]);
  });
});

describe('unsettledNight with nothing open', () => {
  it('has no conflicts, and what is settled is the night', () => {
    const first = discardWin(settings, 0, 1, 2);
    const second = selfDrawnWin(settings, 2, 3);
    const { entries, ledger } = night([first, second]);
    expect(unsettledNight(settings, entries, ledger, [], [])).toEqual({
      settled: { totals: ledger.totals, transfers: fewestTransfers(ledger.totals) },
      conflicts: [],
    });
    // A turn of which one hand is left in the night is over.
    const gone = discardWin(settings, 3, 0, 1);
    expect(
      unsettledNight(settings, entries, ledger, [{ id: 'c', entryIds: [second.id, gone.id] }], []).conflicts,
    ).toEqual([]);
  });
});
