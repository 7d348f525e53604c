// A night's entries and the ledger's refusals in the player's language. The core describes an entry
// and refuses one in English for the command line and its tests; the screens word the same entry and
// the same codes here, so a Chinese table reads its night in its own words.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { LedgerEntry, LedgerError, LedgerRow, NightSettings } from '../core/ledger';
import type { BonusGroupId, TablePaymentKind } from '../core/settlement';
import type { CsvWords, DbError } from '../db';
import { playerName, roundName, valueWords } from './night-words';

const TABLE_PAYMENT_REASONS: Readonly<Record<TablePaymentKind, MessageDescriptor>> = {
  exposed_kong: msg`exposed kong`,
  concealed_kong: msg`concealed kong`,
  bonus_later: msg`bonus pair or set during the hand`,
  bonus_at_start: msg`bonus pair or set at the start`,
};

const BONUS_GROUPS: Readonly<Record<BonusGroupId, MessageDescriptor>> = {
  cat_rat: msg`cat and rat`,
  rooster_centipede: msg`rooster and centipede`,
  seat_pair: msg`own flower and season`,
  four_flowers: msg`all four flowers`,
  four_seasons: msg`all four seasons`,
  all_animals: msg`all four animals`,
};

/** The bonus pairs and sets that are paid for at once, in the language in use (the core's BONUS_GROUP_NAMES are English). */
export const bonusGroupWords = (): string[] => Object.values(BONUS_GROUPS).map((words) => i18n._(words));

/** "exposed kong", "明杠", "明槓": what a table payment is for. */
export const reasonWords = (reason: TablePaymentKind): string => i18n._(TABLE_PAYMENT_REASONS[reason]);

/** "Kumar won 3 tai on Mei Ling’s discard": one entry of the night, in the language in use. */
export function entryWords(settings: NightSettings, entry: LedgerEntry): string {
  const name = (player: number): string => playerName(settings.players, player);
  switch (entry.kind) {
    case 'win': {
      const winner = name(entry.winner);
      const value = valueWords(settings.profile, entry.tai);
      const robbed = entry.hand?.events?.includes('robbing_kong') ?? false;
      let words: string;
      if (entry.selfDrawn || entry.discarder === null) words = t`${winner} won ${value}, self-drawn`;
      else {
        const discarder = name(entry.discarder);
        words = robbed
          ? t`${winner} won ${value} by robbing ${discarder}’s kong`
          : t`${winner} won ${value} on ${discarder}’s discard`;
      }
      if (entry.bao === undefined || entry.bao === null) return words;
      const bao = name(entry.bao);
      return t`${words} (Bao: ${bao} pays for everyone)`;
    }
    case 'draw':
      return t`Drawn hand`;
    case 'table_payment': {
      const receiver = name(entry.receiver);
      const reason = reasonWords(entry.reason);
      const note = entry.note;
      return note
        ? t`Everyone pays ${receiver}: ${reason} (${note})`
        : t`Everyone pays ${receiver}: ${reason}`;
    }
    case 'false_win': {
      const offender = name(entry.offender);
      return t`${offender} declared a false win (Zha Hu) and pays everyone`;
    }
  }
}

/** "Hand 3 · East round", "During hand 3 · …": where an entry stands in the night. */
export function entryPlace(row: LedgerRow): string {
  const within = row.entry.kind === 'table_payment' || row.entry.kind === 'false_win';
  const hand = row.handNumber;
  const round = roundName(row.prevailingWind);
  const place = within ? t`During hand ${hand} · ${round}` : t`Hand ${hand} · ${round}`;
  // A payment recorded against an earlier hand keeps its place in the list: it says when it was recorded.
  if (!row.attached) return place;
  const { named, inPlay } = row.attached;
  return named < inPlay
    ? t`${place} (recorded in hand ${inPlay})`
    : t`${place} (recorded for hand ${named}, which no longer comes before it)`;
}

/** The player a field names ("players[2]", "winner"), for a message about them. */
function fieldPlayer(field: string | undefined): number | null {
  const match = /^players\[(\d)\]$/.exec(field ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * A refusal of the ledger (a form's check, the database's answer) in the player's words, worded here
 * by its code. English reads the core's own sentence, which names the values exactly; another
 * language reads the code's sentence, with the values the screen knows.
 */
export function refusalWords(
  error: Pick<LedgerError | DbError, 'code' | 'message' | 'field'>,
  settings?: Pick<NightSettings, 'profile'>,
): string {
  // eslint-disable-next-line no-restricted-syntax -- English is the core's own language: its sentence names the values exactly
  if (i18n.locale === 'en' || !i18n.locale) return error.message;
  const index = fieldPlayer(error.field);
  const n = (index ?? 0) + 1;
  switch (error.code) {
    case 'player_name_missing':
      return t`Enter a name for player ${n}.`;
    case 'player_name_too_long':
      return t`Shorten player ${n}’s name to 32 characters or fewer.`;
    case 'player_names_repeat':
      return t`Two players have the same name: give each player a different name.`;
    case 'invalid_players':
      return t`Enter the names of the four players.`;
    case 'invalid_dealer':
      return t`Choose who deals first.`;
    case 'invalid_wind':
      return t`Choose the prevailing wind to start with: East, South, West or North.`;
    case 'unknown_profile':
      return t`Choose the table’s rules.`;
    case 'unit_missing':
      return t`Set what one tai (or the table unit) is worth.`;
    case 'unit_must_be_even':
    case 'unit_must_be_multiple_of_4':
      return t`With these house rules some payments would be a fraction of a cent: choose another unit.`;
    case 'invalid_option':
      return t`One of the house rules is not allowed at this table: check the house rules.`;
    case 'invalid_player':
      return playerChoice(error.field);
    case 'discarder_missing':
      return t`Choose who discarded the winning tile.`;
    case 'winner_is_discarder':
      return t`The winner cannot have discarded the winning tile: choose who did.`;
    case 'discarder_on_self_draw':
      return t`A self-drawn win has no discarder.`;
    case 'bao_is_winner':
      return t`The winner cannot pay for everyone (Bao): choose the player who is Bao.`;
    case 'invalid_tai':
    case 'tai_below_minimum':
    case 'tai_above_cap':
      return settings?.profile === 'hk'
        ? t`Choose a number of fan this table allows.`
        : t`Choose a number of tai this table allows.`;
    case 'payment_mismatch':
    case 'invalid_amount':
      return t`The payment does not match this table’s unit: score the hand again.`;
    case 'invalid_reason':
      return t`Choose what the payment is for.`;
    case 'invalid_hand_number':
      return t`Choose which hand the payment belongs to.`;
    case 'note_too_long':
      return t`Keep the note shorter.`;
    case 'not_played_here':
      return t`This table does not play kong or bonus payments.`;
    case 'night_not_found':
      return t`This night is no longer on this phone.`;
    case 'entry_not_found':
      return t`That entry is no longer in the night: it was deleted or undone meanwhile.`;
    case 'night_finished':
      return t`This night is finished: reopen it from Past nights to change it.`;
    case 'nothing_to_undo':
      return t`There is nothing to undo.`;
    case 'stale_change':
    case 'stale_entry':
      return t`The night changed meanwhile (on another phone or window): look again, then try again.`;
    case 'night_full':
      return t`This night holds as many entries as it can: finish it and start another.`;
    case 'not_a_backup':
      return t`This file is not a Tai Table backup. Nothing was restored.`;
    case 'backup_too_new':
      return t`This backup was made by a newer version of the app: update the app, then restore it. Nothing was restored.`;
    case 'backup_damaged':
      return t`This backup is damaged, so nothing was restored.`;
    case 'totals_mismatch':
    case 'night_damaged':
      return t`This night’s saved hands do not add up. Nothing was changed; restore it from a backup.`;
    case 'storage_full':
      return t`The phone is out of storage space, so this was not saved. Free some space and try again.`;
    case 'storage_failed':
      return t`The phone could not read or save this. Nothing was changed; try again.`;
    case 'invalid_settings':
      return t`The table’s settings cannot be used: check the players, the table’s rules and the unit.`;
    case 'invalid_entry':
      return t`This entry cannot be read.`;
    case 'invalid_entry_id':
      return t`This entry has no usable id.`;
    case 'invalid_time':
      return t`The time of this entry is not a real date.`;
    case 'unknown_entry_kind':
      return t`This entry is not a win, a drawn hand, a payment or a false win.`;
    case 'invalid_self_drawn':
      return t`Say whether the win was self-drawn or on a discard.`;
    case 'invalid_items':
      return t`The scoring lines saved with this win cannot be read.`;
    case 'items_mismatch':
      return settings?.profile === 'hk'
        ? t`The scoring lines saved with this win do not add up to its fan.`
        : t`The scoring lines saved with this win do not add up to its tai.`;
    case 'invalid_hand':
      return t`The scored hand saved with this win cannot be read.`;
    case 'entry_id_taken':
    case 'entry_id_mismatch':
      return t`This entry is already in the night in another form: look again, then try again.`;
    case 'invalid_name':
      return t`Give it a name.`;
    case 'bad_server':
      return t`This is not the address of a sync server.`;
    case 'bad_room':
      return t`This link does not name a live night.`;
    case 'unreadable_room':
      return t`The live night on the server cannot be read by this app.`;
    case 'room_empty':
      return t`No night is in this live night’s room yet.`;
    case 'server_unreachable':
      return t`The sync server cannot be reached. Check the connection and try again.`;
    case 'not_live':
      return t`This night is not shared live.`;
    case 'reload_needed':
      return t`A newer version of the app is open on this phone. Reload this page, then try again: nothing was changed.`;
    case 'change_not_found':
      return t`This change is not in the night’s history on this phone.`;
    case 'pay_not_yours':
      return t`Another phone of the night shared this player’s number first: only that phone can change or withdraw it.`;
    case 'conflict_gone':
    case 'entry_not_set_aside':
      return t`This choice is no longer open: the night changed meanwhile. Look again.`;
    case 'internal_error':
    default:
      return t`This was refused, and nothing was changed. Try again.`;
  }
}

function playerChoice(field: string | undefined): string {
  switch (field) {
    case 'winner':
      return t`Choose who won.`;
    case 'bao':
      return t`Choose who pays for everyone (Bao).`;
    case 'receiver':
      return t`Choose who is paid.`;
    case 'offender':
      return t`Choose who declared the false win.`;
    default:
      return t`Choose a player.`;
  }
}

/** A night as the database names it, or "an unnamed night" when it has no readable name (the database says ''). */
export const nightNameWords = (name: string): string => name || t`an unnamed night`;

/** A damaged night the database names, with its name in words, for a screen that offers to delete it. */
export const namedNight = <T extends { name: string }>(night: T): T => ({
  ...night,
  name: nightNameWords(night.name),
});

/** "Something went wrong (…). Nothing was changed.": an unexpected failure, with its cause. */
export function unexpectedWords(error: unknown): string {
  const cause = error instanceof Error ? error.message : String(error);
  return t`Something went wrong (${cause}). Nothing was changed.`;
}

/** "The saved nights could not be read (…).": storage that failed to read. */
export function unreadableWords(error: unknown): string {
  const cause = error instanceof Error ? error.message : String(error);
  return t`The saved nights could not be read (${cause}).`;
}

/** The spreadsheet's headers and each entry's words, in the language in use. */
export function csvWords(): CsvWords {
  return {
    number: '#',
    time: t`Time`,
    happened: t`What happened`,
    dealer: t`Dealer`,
    total: (name) => t`${name} total`,
    entry: entryWords,
  };
}
