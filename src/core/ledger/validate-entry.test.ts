// Entry checks: each mistake a player can make when recording what happened, in their words.
import { describe, expect, it } from 'vitest';
import { discardWin, drawnHand, falseWin, selfDrawnWin, table, tablePayment } from './testing';
import type { Checked } from './types';
import { validateEntry } from './validate-entry';

const sg = table('sg', { unit: 10 });
const codes = (checked: Checked<unknown>): string[] => (checked.ok ? [] : checked.errors.map((e) => e.code));
const message = (checked: Checked<unknown>): string => (checked.ok ? '' : checked.errors[0]!.message);

describe('validateEntry', () => {
  it('accepts each kind of entry as built, and returns a clean copy', () => {
    for (const entry of [
      discardWin(sg, 0, 1, 2),
      selfDrawnWin(sg, 1, 5, { bao: 2 }),
      drawnHand(),
      tablePayment(2, 'exposed_kong', ' kong of b5 '),
      falseWin(3),
    ]) {
      const checked = validateEntry(sg, { ...entry, unexpected: true });
      expect(checked.ok).toBe(true);
      if (checked.ok) expect(checked.value).not.toHaveProperty('unexpected');
    }
    const note = validateEntry(sg, tablePayment(2, 'exposed_kong', ' kong of b5 '));
    expect(note.ok && note.value.kind === 'table_payment' && note.value.note).toBe('kong of b5');
  });

  it('refuses what is not an entry', () => {
    expect(codes(validateEntry(sg, 'win'))).toEqual(['invalid_entry']);
    expect(codes(validateEntry(sg, { ...drawnHand(), kind: 'riichi' }))).toEqual(['unknown_entry_kind']);
    expect(codes(validateEntry(sg, { ...drawnHand(), id: '' }))).toEqual(['invalid_entry_id']);
    expect(codes(validateEntry(sg, { ...drawnHand(), at: 'tonight' }))).toEqual(['invalid_time']);
  });

  it('a win needs a winner, and a discarder exactly when the tile was discarded', () => {
    expect(message(validateEntry(sg, { ...discardWin(sg, 0, 1, 2), winner: 7 }))).toBe('Choose who won.');
    expect(message(validateEntry(sg, { ...discardWin(sg, 0, 1, 2), discarder: null }))).toBe(
      'Choose who discarded the winning tile.',
    );
    expect(codes(validateEntry(sg, { ...discardWin(sg, 0, 1, 2), discarder: undefined }))).toEqual([
      'discarder_missing',
    ]);
    expect(codes(validateEntry(sg, { ...selfDrawnWin(sg, 0, 2), discarder: 1 }))).toEqual([
      'discarder_on_self_draw',
    ]);
    expect(codes(validateEntry(sg, { ...discardWin(sg, 0, 1, 2), discarder: 0 }))).toEqual([
      'winner_is_discarder',
    ]);
    expect(codes(validateEntry(sg, { ...discardWin(sg, 0, 1, 2), selfDrawn: 'yes' }))).toEqual([
      'invalid_self_drawn',
    ]);
  });

  it('Bao is another player than the winner', () => {
    expect(codes(validateEntry(sg, discardWin(sg, 0, 1, 2, { bao: 0 })))).toEqual(['bao_is_winner']);
    expect(codes(validateEntry(sg, { ...discardWin(sg, 0, 1, 2), bao: 5 }))).toEqual(['invalid_player']);
    expect(validateEntry(sg, discardWin(sg, 0, 1, 2, { bao: null })).ok).toBe(true);
  });

  it('tai are whole, at least the minimum and at most the cap (fan under hk)', () => {
    expect(codes(validateEntry(sg, { ...discardWin(sg, 0, 1, 2), tai: 2.5 }))).toEqual(['invalid_tai']);
    expect(message(validateEntry(sg, { ...discardWin(sg, 0, 1, 2), tai: 0 }))).toBe(
      'This table needs at least 1 tai to win; this hand has 0.',
    );
    expect(codes(validateEntry(sg, { ...discardWin(sg, 0, 1, 2), tai: 6 }))).toEqual(['tai_above_cap']);
    const hk = table('hk', { unit: 10 });
    expect(message(validateEntry(hk, { ...discardWin(hk, 0, 1, 3), tai: 2 }))).toBe(
      'This table needs at least 3 fan to win; this hand has 2.',
    );
  });

  it('amounts are whole, non-negative cents, and exactly what the table’s rules give', () => {
    const win = discardWin(sg, 0, 1, 2);
    expect(codes(validateEntry(sg, { ...win, payment: { discarder: 40, others: -20, total: 0 } }))).toEqual([
      'invalid_amount',
    ]);
    expect(codes(validateEntry(sg, { ...win, payment: { discarder: 40.5, others: 20, total: 80 } }))).toEqual(
      ['invalid_amount'],
    );
    expect(codes(validateEntry(sg, { ...win, payment: null }))).toEqual(['invalid_amount']);
    // Scored at a unit of 1 instead of the night's 10 cents.
    const wrongUnit = validateEntry(sg, { ...win, payment: { discarder: 4, others: 2, total: 8 } });
    expect(message(wrongUnit)).toBe(
      'The payment does not match a 2 tai discard win at this table’s unit: score the hand again.',
    );
    // The payment of a self-draw recorded on a discard win.
    expect(codes(validateEntry(sg, { ...win, payment: selfDrawnWin(sg, 0, 2).payment }))).toEqual([
      'payment_mismatch',
    ]);
  });

  it('items and the hand saved with a win must be readable', () => {
    const win = discardWin(sg, 0, 1, 2);
    expect(codes(validateEntry(sg, { ...win, items: [{ id: 'x' }] }))).toEqual(['invalid_items']);
    expect(codes(validateEntry(sg, { ...win, hand: { hand: 'c1 c2' } }))).toEqual(['invalid_hand']);
  });

  it('table payments: a receiver, a known reason, a short note, and not at a Hong Kong table', () => {
    expect(codes(validateEntry(sg, { ...tablePayment(0, 'exposed_kong'), receiver: null }))).toEqual([
      'invalid_player',
    ]);
    expect(codes(validateEntry(sg, { ...tablePayment(0, 'exposed_kong'), reason: 'tip' }))).toEqual([
      'invalid_reason',
    ]);
    expect(codes(validateEntry(sg, tablePayment(0, 'exposed_kong', 'x'.repeat(201))))).toEqual([
      'note_too_long',
    ]);
    const hk = table('hk', { unit: 10 });
    expect(message(validateEntry(hk, tablePayment(0, 'exposed_kong')))).toBe(
      'Hong Kong tables do not pay for kongs or bonus tiles outside a win.',
    );
  });

  it('a false win needs its offender', () => {
    expect(message(validateEntry(sg, { ...falseWin(0), offender: undefined }))).toBe(
      'Choose who declared the false win.',
    );
  });
});

describe('the hand a table payment belongs to', () => {
  const s = table('sg', { unit: 10 });
  it('takes a whole hand number from 1, and none at all', () => {
    expect(validateEntry(s, { ...tablePayment(0, 'exposed_kong'), handNumber: 2 })).toMatchObject({
      ok: true,
      value: { handNumber: 2 },
    });
    const none = validateEntry(s, tablePayment(0, 'exposed_kong'));
    expect(none.ok && 'handNumber' in none.value).toBe(false);
    for (const bad of [0, -1, 1.5, '2', Number.NaN]) {
      const checked = validateEntry(s, { ...tablePayment(0, 'exposed_kong'), handNumber: bad });
      expect(checked.ok ? [] : checked.errors.map((e) => e.code)).toEqual(['invalid_hand_number']);
    }
  });
});
