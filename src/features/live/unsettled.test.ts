// Settle up with a conflict open: each choice adds up on its own, never both hands of one turn.
import { describe, expect, it } from 'vitest';
import { computeLedger } from '../../core/ledger';
import { discardWin, selfDrawnWin, table } from '../../core/ledger/testing';
import { choicesOf } from './unsettled';

const settings = table();
const first = discardWin(settings, 0, 1, 2);
// Two phones apart recorded hand 2: one says Kumar self-drew, the other Siew Lan won on Ah Beng's discard.
const fromA = selfDrawnWin(settings, 2, 3);
const fromB = discardWin(settings, 3, 0, 1);

describe('choicesOf', () => {
  it('for two hands of one turn: one settlement per hand kept, each without the other', () => {
    const choices = choicesOf(settings, [first, fromA, fromB], [{ id: 'c', entryIds: [fromA.id, fromB.id] }], []);
    expect(choices.map((c) => c.keeps?.id)).toEqual([fromA.id, fromB.id]);
    expect(choices[0]!.totals).toEqual(computeLedger(settings, [first, fromA]).totals);
    expect(choices[1]!.totals).toEqual(computeLedger(settings, [first, fromB]).totals);
    // Counting both (what the night's rows do meanwhile) is neither.
    const both = computeLedger(settings, [first, fromA, fromB]).totals;
    for (const choice of choices) expect(choice.totals).not.toEqual(both);
    for (const choice of choices) expect(choice.transfers.reduce((sum, t) => sum + t.amount, 0)).toBeGreaterThan(0);
  });

  it('for two versions of one entry: one settlement per version, a deletion included', () => {
    const edited = { ...fromA, tai: 3 };
    const choices = choicesOf(settings, [first, edited], [], [{
      entryId: fromA.id,
      versions: [
        { recordId: 'r1', entry: fromA, phone: 'p1', at: 1 },
        { recordId: 'r2', entry: null, phone: 'p2', at: 2 },
      ],
    }]);
    expect(choices.map((c) => c.keeps?.id ?? null)).toEqual([fromA.id, null]);
    expect(choices[0]!.totals).toEqual(computeLedger(settings, [first, fromA]).totals);
    expect(choices[1]!.totals).toEqual(computeLedger(settings, [first]).totals);
  });

  it('with no conflict open: no choices', () => {
    expect(choicesOf(settings, [first, fromA], [], [])).toEqual([]);
    // A conflict of which one hand is left in the night is over.
    expect(choicesOf(settings, [first, fromA], [{ id: 'c', entryIds: [fromA.id, fromB.id] }], [])).toEqual([]);
  });
});
