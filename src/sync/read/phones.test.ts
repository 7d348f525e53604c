// Phones named as people: a `phone` record says whose phone made it (a player of the night, or a name);
// the latest from a phone stands; a phone not named is "Phone N" by its first appearance in the log;
// two phones that would read alike are told apart by their numbers.
import { describe, expect, it } from 'vitest';
import { checkRecord, LOG_FORMAT } from '../log';
import { discardWin } from '../../core/ledger/testing';
import { phoneLabelsOf, tablePhonesOf } from './phones';
import { LogWriter, SETTINGS } from './testing';

const recordsOf = (log: LogWriter) => log.checked().records.map((placed) => placed.record);
// Seats of SETTINGS' players: 0 Ah Beng, 1 Mei Ling, 2 Kumar, 3 Siew Lan.
const PLAYERS = SETTINGS.players;

const phoneRecord = (fields: Record<string, unknown>) => ({
  v: LOG_FORMAT,
  t: 'phone',
  id: 'n1',
  phone: 'phone-b',
  at: 2_000_000,
  ...fields,
});

describe('the phone record', () => {
  it('says a seat of the night or a typed name, never both nor neither', () => {
    expect(checkRecord(phoneRecord({ seat: 2, name: null })).ok).toBe(true);
    expect(checkRecord(phoneRecord({ seat: null, name: 'Auntie Lim' })).ok).toBe(true);
    expect(checkRecord(phoneRecord({ seat: null, name: '阿明' })).ok).toBe(true);
    for (const fields of [
      { seat: 2, name: 'Kumar' },
      { seat: null, name: null },
      { seat: 4, name: null },
      { seat: 1.5, name: null },
      { seat: '2', name: null },
      { seat: null, name: '' },
      { seat: null, name: '   ' },
      { seat: null, name: ' Kumar' },
      { seat: null, name: 'x'.repeat(33) },
      { seat: null, name: 'Ah\u202EBeng' },
      { seat: null, name: 'Ah\nBeng' },
      { seat: null, name: 7 },
      { seat: 2, name: null, extra: true },
      { seat: 2 },
    ])
      expect(checkRecord(phoneRecord(fields)).ok, JSON.stringify(fields)).toBe(false);
    // 32 characters is the bound of a player's name too.
    expect(checkRecord(phoneRecord({ seat: null, name: 'x'.repeat(32) })).ok).toBe(true);
  });
});

describe('tablePhonesOf', () => {
  it('numbers phones by their first record in the log, and keeps the latest answer of each', () => {
    const log = new LogWriter()
      .record('r1', discardWin(SETTINGS, 0, 1, 2), { phone: 'phone-b' })
      .add({ t: 'phone', id: 'n1', phone: 'phone-c', seat: 2, name: null })
      .add({ t: 'phone', id: 'n2', phone: 'phone-a', seat: null, name: 'Auntie Lim' })
      .add({ t: 'phone', id: 'n3', phone: 'phone-c', seat: null, name: 'Uncle Tan' })
      .pay('p1', 1, '+6591234567', { phone: 'phone-d' });
    expect(tablePhonesOf(recordsOf(log))).toEqual([
      { phone: 'phone-a', number: 1, name: 'Auntie Lim' },
      { phone: 'phone-b', number: 2 },
      { phone: 'phone-c', number: 3, name: 'Uncle Tan' },
      { phone: 'phone-d', number: 4 },
    ]);
  });
});

describe('tablePhonesOf, with the log’s order of phones', () => {
  it('numbers a phone whose change was left out where it first appeared, alike on every phone', () => {
    const log = new LogWriter()
      .record('r1', discardWin(SETTINGS, 0, 1, 2), { phone: 'phone-b' })
      .add({ t: 'phone', id: 'n1', phone: 'phone-c', seat: 2, name: null });
    // phone-x signed a change no phone could read, between phone-b's record and phone-c's.
    const order = ['phone-a', 'phone-b', 'phone-x', 'phone-c'];
    expect(tablePhonesOf(recordsOf(log), order)).toEqual([
      { phone: 'phone-a', number: 1 },
      { phone: 'phone-b', number: 2 },
      { phone: 'phone-x', number: 3 },
      { phone: 'phone-c', number: 4, seat: 2 },
    ]);
  });
});

describe('phoneLabelsOf', () => {
  it('says this phone, a player’s phone, a named phone, or Phone N', () => {
    const log = new LogWriter()
      .add({ t: 'phone', id: 'n1', phone: 'phone-b', seat: 2, name: null })
      .add({ t: 'phone', id: 'n2', phone: 'phone-c', seat: null, name: 'Auntie Lim' })
      .keep('k1', 'e1', 'phone-d');
    const label = phoneLabelsOf(tablePhonesOf(recordsOf(log)), PLAYERS, 'phone-a');
    expect(label('phone-a')).toEqual({ kind: 'this' });
    expect(label('phone-b')).toEqual({ kind: 'player', seat: 2 });
    expect(label('phone-c')).toEqual({ kind: 'named', name: 'Auntie Lim' });
    expect(label('phone-d')).toEqual({ kind: 'numbered', number: 4 });
    // A phone that wrote nothing this phone has (an earlier format's room): not numbered, never a code.
    expect(label('phone-x')).toEqual({ kind: 'unknown' });
  });

  it('tells apart two phones that say the same, by their numbers, whichever phone reads them', () => {
    const log = new LogWriter()
      .add({ t: 'phone', id: 'n1', phone: 'phone-a', seat: 0, name: null })
      .add({ t: 'phone', id: 'n2', phone: 'phone-b', seat: 0, name: null })
      // A name typed as a player's is that player's, whatever its case.
      .add({ t: 'phone', id: 'n3', phone: 'phone-c', seat: null, name: 'kumar' })
      .add({ t: 'phone', id: 'n4', phone: 'phone-d', seat: 2, name: null })
      .add({ t: 'phone', id: 'n5', phone: 'phone-e', seat: null, name: 'Auntie Lim' })
      .add({ t: 'phone', id: 'n6', phone: 'phone-f', seat: null, name: 'AUNTIE LIM' });
    const phones = tablePhonesOf(recordsOf(log));
    const onA = phoneLabelsOf(phones, PLAYERS, 'phone-a');
    expect(onA('phone-a')).toEqual({ kind: 'this' });
    expect(onA('phone-b')).toEqual({ kind: 'player', seat: 0, number: 2 });
    expect(onA('phone-c')).toEqual({ kind: 'player', seat: 2, number: 3 });
    expect(onA('phone-d')).toEqual({ kind: 'player', seat: 2, number: 4 });
    expect(onA('phone-e')).toEqual({ kind: 'named', name: 'Auntie Lim', number: 5 });
    expect(onA('phone-f')).toEqual({ kind: 'named', name: 'AUNTIE LIM', number: 6 });
    const onB = phoneLabelsOf(phones, PLAYERS, 'phone-b');
    expect(onB('phone-a')).toEqual({ kind: 'player', seat: 0, number: 1 });
    expect(onB('phone-b')).toEqual({ kind: 'this' });
  });
});
