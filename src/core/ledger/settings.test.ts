// Night settings: what a player is told when the table is set up wrongly, and the clean copy kept.
import { describe, expect, it } from 'vitest';
import type { Card } from '../house-rules';
import { falseWinAmount, paymentFor, tablePaymentAmount, validateSettings } from './settings';
import { NAMES, discardWin, table } from './testing';
import { entryTransfers } from './transfers';
import type { Checked, NightSettings } from './types';

const codes = (checked: Checked<unknown>): string[] => (checked.ok ? [] : checked.errors.map((e) => e.code));
const messages = (checked: Checked<unknown>): string[] =>
  checked.ok ? [] : checked.errors.map((e) => e.message);

describe('validateSettings', () => {
  it('accepts a table and keeps a clean copy: names trimmed, unknown fields dropped', () => {
    const checked = validateSettings({
      ...table(),
      players: ['  Ah Beng ', 'Mei Ling', 'Kumar', 'Siew Lan'],
      extra: 1,
    });
    expect(checked).toEqual({ ok: true, value: table() });
  });

  it('keeps the table’s card as given, and refuses one it cannot play, naming the pattern', () => {
    const card = table('hk', { unit: 100, values: { little_winds: 6, seat_flower: 0 } });
    expect(validateSettings(card)).toEqual({ ok: true, value: card });
    const wrong = { little_winds: 'Limit', animal: 1 } as unknown as Card;
    const bad = validateSettings(table('hk', { unit: 100, values: wrong }));
    expect(codes(bad)).toEqual(['invalid_option', 'invalid_option']);
    expect(bad.ok || bad.errors.map((e) => e.field)).toEqual([
      'options.values.little_winds',
      'options.values.animal',
    ]);
    expect(messages(bad)[0]).toContain('Little Four Winds');
    expect(messages(bad)[1]).toContain('Animal');
    // A night from before the card has none: it plays the profile's own.
    expect(validateSettings(table('sg', { unit: 10 }))).toEqual({
      ok: true,
      value: table('sg', { unit: 10 }),
    });
  });

  it('refuses what is not settings at all', () => {
    expect(codes(validateSettings(null))).toEqual(['invalid_settings']);
    expect(codes(validateSettings([1, 2]))).toEqual(['invalid_settings']);
  });

  it('wants four names, each given, short enough, and different (whatever the case)', () => {
    expect(codes(validateSettings({ ...table(), players: ['a', 'b', 'c'] }))).toEqual(['invalid_players']);
    const blank = validateSettings({ ...table(), players: ['Ah Beng', '   ', 'Kumar', 'Siew Lan'] });
    expect(messages(blank)).toEqual(['Enter a name for the second player.']);
    const long = validateSettings({
      ...table(),
      players: ['Ah Beng', 'Mei Ling', 'K'.repeat(33), 'Siew Lan'],
    });
    expect(messages(long)).toEqual(['Shorten the third player’s name to 32 characters or fewer.']);
    // A full Malay name fits (31 characters), and 32 characters of Chinese are 32 characters, whatever their byte length.
    expect(
      validateSettings({
        ...table(),
        players: [
          'Muhammad Hafiz bin Abdul Rahman',
          'Nur Aisyah binti Abdullah',
          '陈'.repeat(32),
          'Siew Lan',
        ],
      }).ok,
    ).toBe(true);
    const twice = validateSettings({ ...table(), players: ['Ah Beng', 'Mei Ling', 'ah beng', 'Siew Lan'] });
    expect(codes(twice)).toEqual(['player_names_repeat']);
    expect(messages(twice)[0]).toBe('Two players are called “ah beng”: give each player a different name.');
  });

  it('wants a known profile, a first dealer and a starting wind', () => {
    expect(codes(validateSettings({ ...table(), profile: 'riichi' }))).toEqual(['unknown_profile']);
    expect(codes(validateSettings({ ...table(), firstDealer: 4 }))).toEqual(['invalid_dealer']);
    expect(codes(validateSettings({ ...table(), startingWind: 'X' }))).toEqual(['invalid_wind']);
  });

  it('wants the unit set explicitly, in whole cents', () => {
    expect(messages(validateSettings({ ...table(), options: {} }))).toEqual([
      'Set the unit: what one tai is worth, in cents.',
    ]);
    expect(messages(validateSettings({ ...table('hk'), options: {} }))).toEqual([
      'Set the table unit, in cents.',
    ]);
    expect(codes(validateSettings({ ...table(), options: undefined }))).toEqual(['unit_missing']);
    expect(codes(validateSettings(table('sg', { unit: 0.5 })))).toEqual(['invalid_option']);
    expect(codes(validateSettings(table('sg', { unit: 0 })))).toEqual(['invalid_option']);
  });

  it('wants an even unit where a 0-tai win pays half a unit', () => {
    const odd = validateSettings(table('sg-reference', { unit: 25, min_tai: 0 }));
    expect(codes(odd)).toEqual(['unit_must_be_even']);
    expect(validateSettings(table('sg-reference', { unit: 20, min_tai: 0 })).ok).toBe(true);
    expect(validateSettings(table('sg-reference', { unit: 25, min_tai: 1 })).ok).toBe(true);
    // The hk table has no half amounts.
    expect(validateSettings(table('hk', { unit: 25, min_tai: 0 })).ok).toBe(true);
  });

  it('refuses any unit that would make a fraction of a cent under the new payment rules, and says why', () => {
    // Shooter pays: nobody pays a single 0-tai share, so an odd unit is whole.
    expect(validateSettings(table('sg', { unit: 25, min_tai: 0, shooter_pays: true })).ok).toBe(true);
    const spicy = validateSettings(table('hk', { unit: 25, min_tai: 0, hk_payment: 'spicy' }));
    expect(codes(spicy)).toEqual(['unit_must_be_even']);
    expect(messages(spicy)[0]).toMatch(/spicy .*0-fan self-drawn win pays half a unit/);
    const shared = validateSettings(
      table('hk', { unit: 30, min_tai: 0, hk_payment: 'half_spicy', hk_discard: 'half' }),
    );
    expect(codes(shared)).toEqual(['unit_must_be_multiple_of_4']);
    expect(messages(shared)[0]).toMatch(/quarter of a unit: make the unit a multiple of 4 cents/);
    expect(
      validateSettings(table('hk', { unit: 40, min_tai: 0, hk_payment: 'half_spicy', hk_discard: 'half' }))
        .ok,
    ).toBe(true);
    expect(
      codes(validateSettings(table('hk', { unit: 25, min_tai: 1, hk_payment: 'spicy', hk_discard: 'half' }))),
    ).toEqual(['unit_must_be_even']);
    expect(
      validateSettings(table('hk', { unit: 25, min_tai: 2, hk_payment: 'spicy', hk_discard: 'half' })).ok,
    ).toBe(true);
  });

  it('the ledger pays as the new payment rules say: shooter pays, the discard shared, the spicy tables, Zha Hu', () => {
    const shooter = table('sg', { unit: 10, shooter_pays: true });
    expect(paymentFor(shooter, 3, false)).toEqual({ discarder: 160, others: 0, total: 160 });
    const half = table('hk', { unit: 10, hk_discard: 'half', hk_payment: 'half_spicy' });
    expect(paymentFor(half, 5, false)).toEqual({ discarder: 120, others: 60, total: 240 });
    // Zha Hu under hk: what each pays on a self-drawn limit hand, at the table's payment table.
    expect(falseWinAmount(table('hk', { unit: 10, hk_payment: 'spicy' }))).toBe(5120);
    expect(falseWinAmount(table('hk', { unit: 10 }))).toBe(960);
    // Who pays whom: the shooter alone; the discard shared by all three.
    expect(entryTransfers(shooter, discardWin(shooter, 0, 2, 3))).toEqual([{ from: 2, to: 0, amount: 160 }]);
    expect(entryTransfers(half, discardWin(half, 1, 3, 5))).toEqual([
      { from: 0, to: 1, amount: 60 },
      { from: 2, to: 1, amount: 60 },
      { from: 3, to: 1, amount: 120 },
    ]);
  });

  it('passes on the core’s own words for bad house rules', () => {
    const checked = validateSettings(table('hk', { unit: 10, unusual_hands: true }));
    expect(codes(checked)).toEqual(['invalid_option']);
    expect(messages(checked)[0]).toMatch(/belongs to the Singapore table/);
    expect(codes(validateSettings(table('sg', { unit: 10, min_tai: 6, cap_tai: 5 })))).toEqual([
      'invalid_option',
    ]);
  });

  it('reports every problem at once', () => {
    const checked = validateSettings({
      profile: 'sg',
      options: {},
      players: ['', 'b', 'b', 'c'],
      firstDealer: 9,
      startingWind: 'E',
    });
    expect(codes(checked).sort()).toEqual([
      'invalid_dealer',
      'player_name_missing',
      'player_names_repeat',
      'unit_missing',
    ]);
  });
});

describe('money a session implies', () => {
  const sg: NightSettings = { ...table('sg', { unit: 50 }), players: [...NAMES] };

  it('a win pays what the core’s settlement pays at the session unit', () => {
    expect(paymentFor(sg, 2, false)).toEqual({ discarder: 200, others: 100, total: 400 });
    expect(paymentFor(table('hk', { unit: 100 }), 3, false)).toEqual({
      discarder: 400,
      others: 0,
      total: 400,
    });
  });

  it('table payments and false wins', () => {
    expect(tablePaymentAmount(sg, 'exposed_kong')).toBe(100);
    expect(tablePaymentAmount(sg, 'bonus_at_start')).toBe(200);
    expect(falseWinAmount(sg)).toBe(1600);
    // A 1–4 fan table: the self-drawn amount at the 4-fan limit is 24 units.
    expect(falseWinAmount(table('hk', { unit: 100, min_tai: 1, cap_tai: 4 }))).toBe(2400);
  });
});
