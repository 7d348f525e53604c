// A phone of a live night in a player's words: "this phone", "Ah Beng’s phone" (it said so), "Phone 2"
// (it did not say), and "Kumar’s phone (Phone 4)" when two phones say the same. Never a code, and never
// two phones of the night alike (src/sync/read/phones.ts numbers them apart and says which is which).
import { t } from '@lingui/core/macro';
import { playerName } from './night-words';

/** How a phone is named (src/sync/read/phones.ts's PhoneLabel): `number` only when another phone would read the same. */
export type PhoneNaming =
  | { kind: 'this' }
  | { kind: 'player'; seat: number; number?: number }
  | { kind: 'named'; name: string; number?: number }
  | { kind: 'numbered'; number: number }
  | { kind: 'unknown' };

/** A phone's words; 'start' for the first words of a sentence ("This phone"). */
export function phoneNamingWords(label: PhoneNaming, players: readonly string[], at?: 'start'): string {
  switch (label.kind) {
    case 'this':
      return at === 'start' ? t`This phone` : t`this phone`;
    case 'unknown':
      return at === 'start' ? t`Another phone` : t`another phone`;
    case 'numbered': {
      const number = label.number;
      return t`Phone ${number}`;
    }
    case 'player':
    case 'named': {
      const name = label.kind === 'player' ? playerName(players, label.seat) : label.name;
      const number = label.number;
      return number === undefined ? t`${name}’s phone` : t`${name}’s phone (Phone ${number})`;
    }
  }
}
