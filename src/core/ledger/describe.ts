// Entries in a player's words ("Kumar won 3 tai on Mei Ling’s discard"), for lists, exports and sharing.
import { PROFILE_SETTINGS } from '../options';
import type { TablePaymentKind } from '../settlement';
import type { LedgerEntry, NightSettings } from './types';

export const TABLE_PAYMENT_WORDS: Readonly<Record<TablePaymentKind, string>> = {
  exposed_kong: 'exposed kong',
  concealed_kong: 'concealed kong',
  bonus_later: 'bonus pair or set during the hand',
  bonus_at_start: 'bonus pair or set at the start',
};

export function describeEntry(settings: NightSettings, entry: LedgerEntry): string {
  const name = (player: number): string => settings.players[player] ?? `Player ${player + 1}`;
  switch (entry.kind) {
    case 'win': {
      const value = `${entry.tai} ${PROFILE_SETTINGS[settings.profile].unitWord}`;
      const robbed = entry.hand?.events?.includes('robbing_kong') ?? false;
      let words =
        entry.selfDrawn || entry.discarder === null
          ? `${name(entry.winner)} won ${value}, self-drawn`
          : robbed
            ? `${name(entry.winner)} won ${value} by robbing ${name(entry.discarder)}’s kong`
            : `${name(entry.winner)} won ${value} on ${name(entry.discarder)}’s discard`;
      if (entry.bao !== undefined && entry.bao !== null)
        words += ` (Bao: ${name(entry.bao)} pays for everyone)`;
      return words;
    }
    case 'draw':
      return 'Drawn hand';
    case 'table_payment':
      return `Everyone pays ${name(entry.receiver)}: ${TABLE_PAYMENT_WORDS[entry.reason]}${entry.note ? ` (${entry.note})` : ''}`;
    case 'false_win':
      return `${name(entry.offender)} declared a false win (Zha Hu) and pays everyone`;
  }
}
