// A night as a spreadsheet: one row per entry with each player's amount and running total, in dollars.
// The words of its headers and of each entry are the screen's, in the player's language: the database
// writes the cells, never the prose.
import type { LedgerEntry, NightSettings } from '../core/ledger';
import type { NightDetail } from './ledger';

/** The words a spreadsheet's headers and rows are written in, given by the screen that exports it. */
export interface CsvWords {
  /** The headers of the first four columns: the entry's number, its time, what happened, who dealt. */
  number: string;
  time: string;
  happened: string;
  dealer: string;
  /** The header of a player's running total: "Kumar total". */
  total: (name: string) => string;
  /** One entry in words: "Kumar won 3 tai on Mei Ling’s discard". */
  entry: (settings: NightSettings, entry: LedgerEntry) => string;
}

/** Cents as dollars with two decimals, from integers only: -1234 → "-12.34". */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A text cell a spreadsheet must show as text: names and notes are typed by players, and one
 * starting with = + - @ would otherwise run as a formula when the file is opened.
 */
export const textCell = (value: string): string => csvField(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Local date and time, "2025-06-13 20:05": what a player reads on their own phone. */
export function localTime(at: number): string {
  const d = new Date(at);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

export function nightCsv(night: NightDetail, words: CsvWords): string {
  const { players } = night.settings;
  const header = [
    ...[words.number, words.time, words.happened, words.dealer].map(textCell),
    ...players.map(textCell),
    ...players.map((name) => textCell(words.total(name))),
  ];
  const lines = night.ledger.rows.map((row, index) => [
    String(index + 1),
    localTime(row.entry.at),
    textCell(words.entry(night.settings, row.entry)),
    textCell(players[row.dealer]),
    ...row.deltas.map(dollars),
    ...row.totals.map(dollars),
  ]);
  return [header, ...lines].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
