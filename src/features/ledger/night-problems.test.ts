// What does not add up in a night (a link, a share, a backup), worded from the core's codes and values
// in each language: every code has its sentence, every placeholder is filled, and no English sentence
// of the core or the database is left inside a Chinese one.
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import type { NightProblem, NightProblemCode } from '../../core/ledger';
import { discardWin, falseWin, table } from '../../core/ledger/testing';
import {
  NightShareError,
  decodeNightCode,
  encodeNightCode,
  writeNightCode,
  type SharedNight,
} from '../../core/night-code';
import { readBackup, type BackupDamage } from '../../db';
import { messages as ledgerHans } from '../../locales/zh-Hans/ledger.po';
import { messages as ledgerHant } from '../../locales/zh-Hant/ledger.po';
import { messages as nightHans } from '../../locales/zh-Hans/night.po';
import { messages as nightHant } from '../../locales/zh-Hant/night.po';
import { backupDamageWords, backupProblemWords } from './BackupPanel';
import { nightLinkWords, nightProblemWords } from '../../words/night-problems';
import { whyNotShared } from './share-night';

afterAll(() => i18n.activate('en'));

const CHINESE = [
  { locale: 'zh-Hans', messages: { ...ledgerHans, ...nightHans } },
  { locale: 'zh-Hant', messages: { ...ledgerHant, ...nightHant } },
] as const;

/** A Chinese sentence: no placeholder left, and no Latin letter (the core's English would bring some). */
const expectChinese = (words: string): void => {
  expect(words).not.toMatch(/[{}]/);
  expect(words, words).not.toMatch(/[A-Za-z]/);
  expect(words).toMatch(/\p{Script=Han}/u);
};

/** One problem of every code, with the values the core gives it. A new code fails to compile here until worded. */
const PROBLEMS: Readonly<Record<NightProblemCode, NightProblem>> = {
  invalid_night_id: { code: 'invalid_night_id', message: 'It has no usable id.' },
  night_name_missing: { code: 'night_name_missing', message: 'It has no name.' },
  night_name_too_long: {
    code: 'night_name_too_long',
    message: 'Its name has 75 characters; …',
    limit: 60,
    found: 75,
  },
  invalid_start_time: { code: 'invalid_start_time', message: 'Its start time is not a real date.' },
  not_a_list_of_entries: { code: 'not_a_list_of_entries', message: 'It has no list of hands.' },
  too_many_entries: {
    code: 'too_many_entries',
    message: 'It holds 2,345 entries, …',
    limit: 2000,
    found: 2345,
  },
  invalid_settings: {
    code: 'invalid_settings',
    message: 'Two players are called “A”: give each player a different name.',
    errors: [
      {
        code: 'player_names_repeat',
        message: 'Two players are called “A”: give each player a different name.',
        field: 'players',
      },
    ],
  },
  invalid_entry: {
    code: 'invalid_entry',
    message: 'Entry 3: The limit is 10 tai; a win counts at most that.',
    entry: 3,
    errors: [
      { code: 'tai_above_cap', message: 'The limit is 10 tai; a win counts at most that.', field: 'tai' },
    ],
  },
  entry_twice: { code: 'entry_twice', message: 'Entry 4 is in it twice.', entry: 4 },
  does_not_add_up: {
    code: 'does_not_add_up',
    message: 'Its hands do not add up (Ledger fault after entry 2).',
    detail: 'Ledger fault after entry 2',
  },
  hand_not_scorable: {
    code: 'hand_not_scorable',
    message: 'The hand of entry 5 cannot be scored.',
    entry: 5,
  },
  invalid_share_time: { code: 'invalid_share_time', message: 'The time it was shared is not a real date.' },
  invalid_status: { code: 'invalid_status', message: 'It is neither open nor finished.' },
};

describe('nightProblemWords', () => {
  it('words every code in English with its values, never the core’s detail', () => {
    i18n.activate('en');
    const words = Object.values(PROBLEMS).map((problem) => nightProblemWords(i18n, problem));
    for (const sentence of words) expect(sentence).not.toMatch(/[{}]|Ledger fault/);
    expect(nightProblemWords(i18n, PROBLEMS.night_name_too_long)).toBe(
      'Its name has 75 characters; a night’s name has at most 60.',
    );
    expect(nightProblemWords(i18n, PROBLEMS.too_many_entries)).toBe(
      'It holds 2,345 entries, more than the 2,000 one night can keep.',
    );
    expect(nightProblemWords(i18n, PROBLEMS.entry_twice)).toBe('Entry 4 is in it twice.');
    // English is the ledger's own language: its reason reads as the core says it, with its values.
    expect(nightProblemWords(i18n, PROBLEMS.invalid_entry)).toBe(
      'Entry 3 cannot be used: The limit is 10 tai; a win counts at most that.',
    );
  });

  it.each(CHINESE)(
    'words every code in $locale, with its values and the ledger’s reason by its code',
    ({ locale, messages }) => {
      i18n.loadAndActivate({ locale, messages });
      for (const problem of Object.values(PROBLEMS)) expectChinese(nightProblemWords(i18n, problem));
      expect(nightProblemWords(i18n, PROBLEMS.night_name_too_long)).toMatch(/75.*60/);
      expect(nightProblemWords(i18n, PROBLEMS.too_many_entries)).toMatch(/2,345.*2,000/);
      expect(nightProblemWords(i18n, PROBLEMS.entry_twice)).toContain('4');
      expect(nightProblemWords(i18n, PROBLEMS.hand_not_scorable)).toContain('5');
      expect(nightProblemWords(i18n, PROBLEMS.invalid_entry)).toContain(
        locale === 'zh-Hans' ? '第 3 条记录' : '第 3 條記錄',
      );
    },
  );
});

const START = Date.UTC(2025, 5, 13, 12, 0);
const settings = table('hk', { unit: 50 }, { players: ['阿明', '美玲', '嘉明', '秀蘭'] });
const night = (more: Partial<SharedNight> = {}): SharedNight => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: '星期五',
  createdAt: START,
  finished: false,
  sharedAt: START + 60_000,
  settings,
  entries: [],
  ...more,
});

describe('a night link that does not add up', () => {
  it.each(CHINESE)('says why in $locale, from the code its decoder answers', async ({ locale, messages }) => {
    // Written past the encoder's check, as no app makes it: a name too long and, apart, a win above the limit.
    const longName = await decodeNightCode(await writeNightCode(night({ name: '長'.repeat(75) })));
    const aboveLimit = await decodeNightCode(
      await writeNightCode(night({ entries: [{ ...discardWin(settings, 0, 1, 3), tai: 99 }] })),
    );
    if (longName.ok || aboveLimit.ok) throw new Error('expected both links to be refused');
    expect(longName.error.problem).toMatchObject({ code: 'night_name_too_long', found: 75, limit: 60 });
    expect(aboveLimit.error.problem).toMatchObject({
      code: 'invalid_entry',
      entry: 1,
      errors: [{ code: 'tai_above_cap' }],
    });

    i18n.loadAndActivate({ locale, messages });
    const name = nightLinkWords(i18n, longName.error);
    expectChinese(name);
    expect(name).toMatch(/75.*60/);
    const limit = nightLinkWords(i18n, aboveLimit.error);
    expectChinese(limit);
    // The night's table is Hong Kong's: its reason speaks of fan.
    expect(limit).toContain('番');
  });

  it('says why in English, the code’s sentence with the problem’s', async () => {
    i18n.activate('en');
    const refused = await decodeNightCode(await writeNightCode(night({ name: ' ' })));
    if (refused.ok) throw new Error('expected the link to be refused');
    expect(nightLinkWords(i18n, refused.error)).toBe(
      'The night in this link does not add up, so it cannot be shown. It has no name. Ask for the link again.',
    );
  });

  it.each(CHINESE)('says why a night cannot be shared in $locale', async ({ locale, messages }) => {
    const error = await encodeNightCode(
      night({ settings: { ...settings, players: ['阿明', '阿明', '嘉明', '秀蘭'] } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NightShareError);
    i18n.loadAndActivate({ locale, messages });
    expectChinese(whyNotShared(i18n, error));
  });
});

/** A damage of every kind, where a backup file can have it. */
const DAMAGES: readonly BackupDamage[] = [
  { what: 'file_field', field: 'exportedAt' },
  { what: 'file_field', field: 'no_such_field' },
  { what: 'night_unreadable', night: 2 },
  { what: 'night_field', night: 1, name: '星期五', field: 'totals' },
  { what: 'night_twice', night: 3, name: '星期五' },
  { what: 'revisions_mismatch', night: 1, revisions: 2, entries: 3 },
  { what: 'totals_mismatch', night: 1, name: '星期五', saved: [0, 0, 0, 0], computed: [-80, -160, 320, -80] },
  { what: 'night_problem', night: 1, name: '星期五', problem: PROBLEMS.invalid_entry },
  { what: 'night_problem', night: 1, problem: PROBLEMS.does_not_add_up },
];

describe('backupDamageWords', () => {
  it('words every damage in English, saying which night of the file', () => {
    i18n.activate('en');
    for (const damage of DAMAGES) expect(backupDamageWords(i18n, damage)).not.toMatch(/[{}]/);
    expect(backupDamageWords(i18n, DAMAGES[3]!)).toBe(
      'Night 1 of the file (“星期五”): its totals cannot be read.',
    );
    expect(backupDamageWords(i18n, DAMAGES[5]!)).toBe('Night 1 of the file has 2 revisions for 3 entries.');
  });

  it.each(CHINESE)(
    'words every damage in $locale, amounts and the night’s place filled in',
    ({ locale, messages }) => {
      i18n.loadAndActivate({ locale, messages });
      for (const damage of DAMAGES) {
        // Amounts keep their dollar sign: take them out before looking for English.
        expectChinese(backupDamageWords(i18n, damage).replace(/[−-]?\$[\d,.]+/g, ''));
      }
      expect(backupDamageWords(i18n, DAMAGES[6]!)).toMatch(/\$0\.00.*−\$0\.80.*\$3\.20/);
      expect(backupDamageWords(i18n, DAMAGES[2]!)).toContain('2');
    },
  );

  it.each(CHINESE)(
    'words a real damaged file in $locale, from what the restore check answers',
    ({ locale, messages }) => {
      const file = {
        format: 'tai-table-backup',
        version: 1,
        exportedAt: new Date(START).toISOString(),
        sessions: [
          {
            id: 'n1',
            name: '星期五',
            createdAt: START,
            updatedAt: START,
            status: 'open',
            settings,
            entries: [{ ...falseWin(0), offender: 9 }],
            totals: [0, 0, 0, 0],
          },
        ],
      };
      const read = readBackup(file);
      if (read.ok) throw new Error('expected the backup to be refused');
      expect(read.error.backup).toMatchObject({
        what: 'night_problem',
        night: 1,
        name: '星期五',
        problem: { code: 'invalid_entry', entry: 1 },
      });
      i18n.loadAndActivate({ locale, messages });
      expectChinese(backupProblemWords(i18n, read.error));
    },
  );
});
