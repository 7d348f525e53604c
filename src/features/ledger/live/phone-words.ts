// A phone of a live night in a player's words: "this phone", "Ah Beng’s phone" (it said so), "Phone 2"
// (it did not say), and "Kumar’s phone (Phone 4)" when two phones say the same. Never a code, and never
// two phones of the night alike (read/phones.ts numbers them apart).
import { t } from '@lingui/core/macro';
import type { TaiTableDB } from '../../../db';
import { phoneId, phoneLabelsOf, useNightHistory, type PhoneLabel, type TablePhone } from '../../../sync';
import { playerName } from '../../../words/night-words';

/** A phone's words, by its identity in the log; 'start' for the first words of a sentence. */
export type PhoneWords = (phone: string, at?: 'start') => string;

function labelWords(label: PhoneLabel, players: readonly string[], at: 'start' | undefined): string {
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

/** The words of each phone of the night, as `self` (this phone's identity in the log) names them. */
export function phoneWordsOf(
  phones: readonly TablePhone[],
  players: readonly string[],
  self: string,
): PhoneWords {
  const labelOf = phoneLabelsOf(phones, players, self);
  return (phone, at) => labelWords(labelOf(phone), players, at);
}

/** The words of each phone of a live night, following its log (every phone's answer as it arrives). */
export function usePhoneWords(db: TaiTableDB, nightId: string, players: readonly string[]): PhoneWords {
  const history = useNightHistory(db, nightId);
  return phoneWordsOf(history?.night.phones ?? [], players, history?.thisPhone ?? phoneId());
}
