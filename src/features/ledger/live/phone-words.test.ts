// A phone in a player's words, in each language: "this phone", "Ah Beng’s phone", "Phone 2", and two
// phones that would read alike told apart by their numbers; never a code, never two phones alike.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { table } from '../../../core/ledger/testing';
import type { TablePhone } from '../../../sync';
import { messages as hans } from '../../../locales/zh-Hans/live.po';
import { messages as hant } from '../../../locales/zh-Hant/live.po';
import { phoneWordsOf } from './phone-words';

afterAll(() => i18n.activate('en'));

// Seats: 0 Ah Beng, 1 Mei Ling, 2 Kumar, 3 Siew Lan.
const { players } = table();
const PHONES: TablePhone[] = [
  { phone: 'phone-a', number: 1, seat: 0 },
  { phone: 'phone-b', number: 2 },
  { phone: 'phone-c', number: 3, name: 'Auntie Lim' },
  { phone: 'phone-d', number: 4, seat: 2 },
  { phone: 'phone-e', number: 5, seat: 2 },
  { phone: 'phone-f', number: 6 },
];

describe('phoneWordsOf', () => {
  it('names each phone as its people do, in English', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const who = phoneWordsOf(PHONES, players, 'phone-f');
    expect(who('phone-f')).toBe('this phone');
    expect(who('phone-f', 'start')).toBe('This phone');
    expect(who('phone-a')).toBe('Ah Beng’s phone');
    expect(who('phone-b')).toBe('Phone 2');
    expect(who('phone-c')).toBe('Auntie Lim’s phone');
    expect(who('phone-d')).toBe('Kumar’s phone (Phone 4)');
    expect(who('phone-e')).toBe('Kumar’s phone (Phone 5)');
    // A phone this phone has no record of (a room of the earlier format): never its code.
    expect(who('5c76a0b1')).toBe('another phone');
    expect(who('5c76a0b1', 'start')).toBe('Another phone');
    const named = new Set(PHONES.map((phone) => who(phone.phone)));
    expect(named.size).toBe(PHONES.length);
  });

  it('in 简体中文 and 繁體中文, every phone apart from every other', () => {
    for (const [locale, messages, words] of [
      [
        'zh-Hans',
        hans,
        [
          '这部手机',
          'Ah Beng的手机',
          '2号手机',
          'Auntie Lim的手机',
          'Kumar的手机（4号）',
          'Kumar的手机（5号）',
        ],
      ],
      [
        'zh-Hant',
        hant,
        [
          '這部手機',
          'Ah Beng的手機',
          '2號手機',
          'Auntie Lim的手機',
          'Kumar的手機（4號）',
          'Kumar的手機（5號）',
        ],
      ],
    ] as const) {
      i18n.loadAndActivate({ locale, messages });
      const who = phoneWordsOf(PHONES, players, 'phone-f');
      expect(['phone-f', 'phone-a', 'phone-b', 'phone-c', 'phone-d', 'phone-e'].map((id) => who(id))).toEqual(
        words,
      );
    }
  });
});
