// The ledger's words in each language: an entry, a night's place, the spreadsheet's headers and a
// refusal by its code read in the player's script, with tai or fan by the night's table.
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import type { LedgerEntry, NightSettings } from '../core/ledger';
import type { DbErrorCode } from '../db';
import { messages as hans } from '../locales/zh-Hans/ledger.po';
import { messages as hant } from '../locales/zh-Hant/ledger.po';
import { csvWords, entryWords, nightNameWords, refusalWords } from './entry-words';
import { moneyProblemWords } from '../ui/money';
import { listWords, nightDate, paysWords, roundName, stakesLine } from './night-words';

const sg: NightSettings = {
  profile: 'sg',
  options: { unit: 20 },
  players: ['阿明', 'Kumar', '美玲', 'Ah Beng'],
  firstDealer: 0,
  startingWind: 'E',
};
const hk: NightSettings = { ...sg, profile: 'hk', options: { unit: 50 } };
const win: LedgerEntry = {
  id: 'e1',
  at: 0,
  kind: 'win',
  winner: 1,
  selfDrawn: false,
  discarder: 2,
  tai: 3,
  payment: { discarder: 0, others: 0 },
} as unknown as LedgerEntry;
const friday = new Date(2025, 5, 13, 20, 5).getTime();

afterAll(() => i18n.activate('en'));

describe('in English', () => {
  it('words as the core does, in the night’s unit', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(entryWords(sg, win)).toBe('Kumar won 3 tai on 美玲’s discard');
    expect(entryWords(hk, win)).toBe('Kumar won 3 fan on 美玲’s discard');
    expect(nightDate(friday)).toBe('Fri, 13 Jun 2025');
    expect(listWords(['A', 'B', 'C'])).toBe('A, B and C');
    expect(csvWords().happened).toBe('What happened');
  });
});

describe('in 简体中文 (Singapore)', () => {
  it('says tai as 台, the wind, the date and the list in Simplified words', () => {
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: hans });
    expect(entryWords(sg, win)).toBe('Kumar胡美玲放炮，3台');
    expect(roundName('S')).toBe('南风圈');
    expect(nightDate(friday)).toBe('2025年6月13日周五');
    expect(listWords(['阿明', 'Kumar', '美玲'])).toBe('阿明、Kumar和美玲');
    expect(paysWords(sg.players, { from: 0, to: 2, amount: 320 })).toBe('阿明付给美玲 $3.20');
    expect(stakesLine(sg)).toMatch(/^新加坡牌桌 · 每台 \$0\.20 · \d+至\d+台$/);
  });

  it('words a refusal by its code, and the money reader’s by its problem', () => {
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: hans });
    expect(
      refusalWords({
        code: 'player_name_missing',
        message: 'Enter a name for the third player.',
        field: 'players[2]',
      }),
    ).toBe('请输入玩家 3 的名字。');
    expect(moneyProblemWords({ code: 'empty' }, '底')).toBe('请以元和分输入底，例如 0.20。');
    // The database names a night with no readable name '': the screen words it.
    expect(nightNameWords('')).toBe('一个没有名称的牌局');
    expect(nightNameWords('星期五')).toBe('星期五');
  });

  it('words every code of the ledger and the database in Chinese, none left to the general sentence', () => {
    const general = (): string => refusalWords({ code: 'internal_error', message: 'Something went wrong.' });
    for (const [locale, messages] of [
      ['zh-Hans', hans],
      ['zh-Hant', hant],
    ] as const) {
      i18n.loadAndActivate({ locale, messages });
      for (const code of Object.keys(EVERY_CODE) as DbErrorCode[]) {
        if (code === 'internal_error') continue;
        const words = refusalWords({ code, message: 'The core’s English sentence.' }, sg);
        expect(words, `${locale} ${code}`).not.toBe(general());
        // The app's name stays as it is in every language.
        expect(words.replace('Tai Table', ''), `${locale} ${code}`).not.toMatch(/[A-Za-z{}]/);
      }
    }
  });
});

/** Every code a refusal can have: a code added to the ledger or the database fails to compile here until listed. */
const EVERY_CODE: Readonly<Record<DbErrorCode, true>> = {
  invalid_settings: true,
  unknown_profile: true,
  invalid_players: true,
  player_name_missing: true,
  player_name_too_long: true,
  player_names_repeat: true,
  invalid_dealer: true,
  invalid_wind: true,
  unit_missing: true,
  unit_must_be_even: true,
  unit_must_be_multiple_of_4: true,
  invalid_option: true,
  invalid_entry: true,
  invalid_entry_id: true,
  invalid_time: true,
  unknown_entry_kind: true,
  invalid_player: true,
  invalid_self_drawn: true,
  discarder_missing: true,
  discarder_on_self_draw: true,
  winner_is_discarder: true,
  bao_is_winner: true,
  invalid_tai: true,
  tai_below_minimum: true,
  tai_above_cap: true,
  invalid_amount: true,
  payment_mismatch: true,
  invalid_items: true,
  items_mismatch: true,
  invalid_hand: true,
  invalid_reason: true,
  invalid_hand_number: true,
  not_played_here: true,
  note_too_long: true,
  night_not_found: true,
  entry_not_found: true,
  entry_id_taken: true,
  entry_id_mismatch: true,
  night_finished: true,
  nothing_to_undo: true,
  stale_change: true,
  stale_entry: true,
  night_full: true,
  invalid_name: true,
  not_a_backup: true,
  backup_too_new: true,
  backup_damaged: true,
  totals_mismatch: true,
  night_damaged: true,
  storage_full: true,
  storage_failed: true,
  internal_error: true,
  bad_server: true,
  bad_room: true,
  unreadable_room: true,
  room_empty: true,
  conflict_gone: true,
  entry_not_set_aside: true,
  change_not_found: true,
  reload_needed: true,
  not_live: true,
  server_unreachable: true,
  pay_not_yours: true,
};

describe('in 繁體中文 (Hong Kong)', () => {
  it('says fan as 番 at a Hong Kong table and words the spreadsheet’s headers', () => {
    i18n.loadAndActivate({ locale: 'zh-Hant', messages: hant });
    expect(entryWords(hk, win)).toBe('Kumar食美玲出銃，3番');
    expect(entryWords(sg, { id: 'd', at: 0, kind: 'draw' })).toBe('流局');
    expect(nightDate(friday)).toBe('2025年6月13日週五');
    const words = csvWords();
    expect([words.number, words.time, words.happened, words.dealer, words.total('美玲')]).toEqual([
      '#',
      '時間',
      '發生了甚麼',
      '莊家',
      '美玲 累計',
    ]);
  });
});
