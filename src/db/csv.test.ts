// The CSV export: one row per entry in dollars, with running totals, quoted so any spreadsheet reads it.
import { describe, expect, it } from 'vitest';
import { describeEntry, firstSeating, handAtSeating, seatingAfter } from '../core/ledger';
import { discardWin, drawnHand, falseWin, selfDrawnWin, table, tablePayment } from '../core/ledger/testing';
import { exportCsv } from './backup';
import { csvField, dollars, localTime, textCell, type CsvWords } from './csv';
import { addEntry, createNight } from './ledger';
import { expectOk, freshDatabase } from './testing';

/** A small RFC 4180 reader, so the test checks what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

describe('CSV cells', () => {
  it('dollars from whole cents, with two decimals', () => {
    expect([0, 5, 70, 1234, -1234, -5, 100000].map(dollars)).toEqual([
      '0.00',
      '0.05',
      '0.70',
      '12.34',
      '-12.34',
      '-0.05',
      '1000.00',
    ]);
  });

  it('quotes commas, quotes and line breaks, and nothing else', () => {
    expect(csvField('Ah Beng')).toBe('Ah Beng');
    expect(csvField('Tan, Ah Beng')).toBe('"Tan, Ah Beng"');
    expect(csvField('the "boss"')).toBe('"the ""boss"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps typed text from running as a spreadsheet formula', () => {
    expect(textCell('=1+1')).toBe("'=1+1");
    expect(textCell('@boss, hi')).toBe('"\'@boss, hi"');
    expect(textCell('Kumar')).toBe('Kumar');
  });
});

/** The words the screen gives in English (features/ledger words them in the player's language). */
const ENGLISH: CsvWords = {
  number: '#',
  time: 'Time',
  happened: 'What happened',
  dealer: 'Dealer',
  total: (name) => `${name} total`,
  entry: describeEntry,
};

describe('exportCsv', () => {
  it('one row per entry, with words, the dealer, each player’s amount and the running totals', async () => {
    const db = freshDatabase();
    const settings = table(
      'sg',
      { unit: 50 },
      { players: ['Tan, Ah Beng', 'Mei "Boss" Ling', '=Kumar', '陈美玲'] },
    );
    const { night: session } = expectOk(await createNight(db, settings, 'Friday / at Kumar’s'));
    const entries = [
      discardWin(settings, 1, 0, 2),
      tablePayment(3, 'concealed_kong', 'kong of b5, hidden'),
      drawnHand(),
      selfDrawnWin(settings, 2, 1, { bao: 0 }),
      falseWin(3),
    ];
    for (const entry of entries) expectOk(await addEntry(db, session.id, entry));

    const { csv, fileName } = expectOk(await exportCsv(db, session.id, ENGLISH));
    expect(fileName).toBe('tai-table-friday-at-kumar-s.csv');
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([
      '#',
      'Time',
      'What happened',
      'Dealer',
      'Tan, Ah Beng',
      'Mei "Boss" Ling',
      "'=Kumar",
      '陈美玲',
      'Tan, Ah Beng total',
      'Mei "Boss" Ling total',
      "'=Kumar total",
      '陈美玲 total',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        '1',
        localTime(entries[0]!.at),
        'Mei "Boss" Ling won 2 tai on Tan, Ah Beng’s discard',
        'Tan, Ah Beng',
        '-2.00',
        '4.00',
        '-1.00',
        '-1.00',
        '-2.00',
        '4.00',
        '-1.00',
        '-1.00',
      ],
      [
        '2',
        localTime(entries[1]!.at),
        'Everyone pays 陈美玲: concealed kong (kong of b5, hidden)',
        'Mei "Boss" Ling',
        '-2.00',
        '-2.00',
        '-2.00',
        '6.00',
        '-4.00',
        '2.00',
        '-3.00',
        '5.00',
      ],
      [
        '3',
        localTime(entries[2]!.at),
        'Drawn hand',
        'Mei "Boss" Ling',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '-4.00',
        '2.00',
        '-3.00',
        '5.00',
      ],
      [
        '4',
        localTime(entries[3]!.at),
        "'=Kumar won 1 tai, self-drawn (Bao: Tan, Ah Beng pays for everyone)",
        'Mei "Boss" Ling',
        '-3.00',
        '0.00',
        '3.00',
        '0.00',
        '-7.00',
        '2.00',
        '0.00',
        '5.00',
      ],
      [
        '5',
        localTime(entries[4]!.at),
        '陈美玲 declared a false win (Zha Hu) and pays everyone',
        "'=Kumar",
        '16.00',
        '16.00',
        '16.00',
        '-48.00',
        '9.00',
        '18.00',
        '16.00',
        '-43.00',
      ],
    ]);
    const last = rows.at(-1)!.slice(8).map(Number);
    expect(last.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 10);
  });

  it('writes a hand re-scored at its new seat with its new tai and money (the Plum hand)', async () => {
    const db = freshDatabase();
    const settings = table('sg', { unit: 10 }, { players: ['Ann', 'Ben', 'Cai', 'Dee'] });
    const { night: session } = expectOk(await createNight(db, settings, 'Plum night'));
    // Recorded with Ben at East (Dee won hand 1): half flush 2 + dragon 1 + Plum 1 = 4 tai.
    const seating = seatingAfter(firstSeating(settings), discardWin(settings, 3, 0, 1), 0);
    const hand = handAtSeating(
      settings,
      {
        hand: 'c1 c2 c3 c4 c5 c6 c7 c8 c9 RD RD RD c5 c5'.split(' '),
        winning_tile: 'c9',
        bonus: ['F1'],
      },
      seating,
      1,
    );
    const plum = selfDrawnWin(settings, 1, 4, { hand });
    // Entry 1 as corrected: Ann, the dealer, won it, so Ben sits South for the Plum hand: 3 tai.
    const first = discardWin(settings, 0, 3, 1);
    for (const entry of [first, plum]) expectOk(await addEntry(db, session.id, entry));
    const rows = parseCsv(expectOk(await exportCsv(db, session.id, ENGLISH)).csv);
    expect(rows[2]).toEqual([
      '2',
      localTime(plum.at),
      'Ben won 3 tai, self-drawn',
      'Ann',
      '-0.80',
      '2.40',
      '-0.80',
      '-0.80',
      '-0.40',
      '2.30',
      '-0.90',
      '-1.00',
    ]);
  });

  it('shows the time as the phone’s local date and time', () => {
    const at = new Date(2025, 5, 13, 20, 5).getTime();
    expect(localTime(at)).toBe('2025-06-13 20:05');
  });

  it('answers a missing session in words', async () => {
    const result = await exportCsv(freshDatabase(), 'nope', ENGLISH);
    expect(result.ok || result.error.code).toBe('night_not_found');
  });
});
