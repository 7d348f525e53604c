// The phones of a night as people: each phone that wrote to the log, numbered by its first record, and
// whose phone it said it is (its latest `phone` record: a player of the night, or a typed name). The
// screens name a phone from these ("Ah Beng's phone", "Phone 2", "this phone"), never by a code, and two
// phones that would read alike are told apart by their numbers on every phone.
import type { LogRecord } from '../log';

/** A phone of the night: its identity in the log (the record's `phone`), its number, and whose it said it is. */
export interface TablePhone {
  readonly phone: string;
  /** 1 for the phone of the log's first record, then by each phone's first record. */
  readonly number: number;
  readonly seat?: 0 | 1 | 2 | 3;
  readonly name?: string;
}

/** How a screen names a phone: `number` is given only when another phone would read the same. */
export type PhoneLabel =
  | { kind: 'this' }
  | { kind: 'player'; seat: 0 | 1 | 2 | 3; number?: number }
  | { kind: 'named'; name: string; number?: number }
  | { kind: 'numbered'; number: number }
  /** Not in this phone's log (a room of the earlier format, before its first change here). */
  | { kind: 'unknown' };

/**
 * Every phone the log names, in order of its first change, with its latest answer. `order` is the log's
 * order of phones (records.ts: a change left out counts too, when a phone signed it, so the phone of a
 * change that could not be read is numbered like any other, alike on every phone); a phone of a readable
 * record not in it comes after. Restores do not touch the answers: a phone's name is its player's word,
 * not part of the night's hands.
 */
export function tablePhonesOf(records: readonly LogRecord[], order: readonly string[] = []): TablePhone[] {
  const phones = new Map<string, { phone: string; number: number; seat?: 0 | 1 | 2 | 3; name?: string }>();
  for (const phone of order) if (!phones.has(phone)) phones.set(phone, { phone, number: phones.size + 1 });
  for (const record of records) {
    let phone = phones.get(record.phone);
    if (!phone) {
      phone = { phone: record.phone, number: phones.size + 1 };
      phones.set(record.phone, phone);
    }
    if (record.t !== 'phone') continue;
    delete phone.seat;
    delete phone.name;
    if (record.seat !== null) phone.seat = record.seat as 0 | 1 | 2 | 3;
    else if (record.name !== null) phone.name = record.name;
  }
  return [...phones.values()];
}

/** What a phone would be called, without its number: a seat, or a name compared without case. */
function sayingOf(phone: TablePhone, players: readonly string[]): string {
  if (phone.seat !== undefined) return `seat:${phone.seat}`;
  if (phone.name === undefined) return `number:${phone.number}`;
  const key = phone.name.toLocaleLowerCase();
  const seat = players.findIndex((player) => player.trim().toLocaleLowerCase() === key);
  return seat >= 0 ? `seat:${seat}` : `name:${key}`;
}

/**
 * How each phone is named on this phone (`self`, whose records are its own): a name typed as a player's
 * is that player's phone; phones that would read alike carry their numbers, alike on every phone.
 */
export function phoneLabelsOf(
  phones: readonly TablePhone[],
  players: readonly string[],
  self: string,
): (phone: string) => PhoneLabel {
  const sayings = new Map(phones.map((phone) => [phone.phone, sayingOf(phone, players)]));
  const said = new Map<string, number>();
  for (const saying of sayings.values()) said.set(saying, (said.get(saying) ?? 0) + 1);
  const byPhone = new Map(phones.map((phone) => [phone.phone, phone]));
  return (id) => {
    if (id === self) return { kind: 'this' };
    const phone = byPhone.get(id);
    if (!phone) return { kind: 'unknown' };
    const saying = sayings.get(id)!;
    const number = (said.get(saying) ?? 0) > 1 ? { number: phone.number } : {};
    if (saying.startsWith('seat:'))
      return { kind: 'player', seat: Number(saying.slice(5)) as 0 | 1 | 2 | 3, ...number };
    if (phone.name !== undefined) return { kind: 'named', name: phone.name, ...number };
    return { kind: 'numbered', number: phone.number };
  };
}
