// The phones of a live night in words, as this phone names them (src/words/phone-words.ts says each).
import type { TaiTableDB } from '../../../db';
import { phoneId, phoneLabelsOf, useNightHistory, type TablePhone } from '../../../sync';
import { phoneNamingWords } from '../../../words/phone-words';

/** A phone's words, by its identity in the log; 'start' for the first words of a sentence. */
export type PhoneWords = (phone: string, at?: 'start') => string;

/** The words of each phone of the night, as `self` (this phone's identity in the log) names them. */
export function phoneWordsOf(
  phones: readonly TablePhone[],
  players: readonly string[],
  self: string,
): PhoneWords {
  const labelOf = phoneLabelsOf(phones, players, self);
  return (phone, at) => phoneNamingWords(labelOf(phone), players, at);
}

/** The words of each phone of a live night, following its log (every phone's answer as it arrives). */
export function usePhoneWords(db: TaiTableDB, nightId: string, players: readonly string[]): PhoneWords {
  const history = useNightHistory(db, nightId);
  return phoneWordsOf(history?.night.phones ?? [], players, history?.thisPhone ?? phoneId());
}
