// The sources the rule pages cite: the four seed documents, what they cite, and this app's own decisions.
import { msg } from '@lingui/core/macro';
import type { Source } from './types';

export const SOURCES: Source[] = [
  {
    id: 'practice-table',
    name: msg`WongHongWei.com Singapore Mahjong practice table: Ping Hu rule page`,
    note: msg`Seed 000: a practice table’s exact Ping Hu rule, how tables differ, five worked hands. sg follows it for the Ping Hu family.`,
    url: 'https://wonghongwei.com/singapore-mahjong-guide/#sec-9-pinghu',
  },
  {
    id: 'sg-reference-guide',
    name: msg`Singapore 0 to 5 tai scoring (a scoring companion following the Singaporean Mahjong Reference)`,
    note: msg`Seed 001: a 0–5 tai profile, its patterns, shares and a worked example. sg-reference follows it literally.`,
  },
  {
    id: 'hk-table',
    name: msg`Hong Kong Mahjong: special hands, additional fans and payment table`,
    note: msg`Seed 002: fan values, limit hands and the payment table. hk follows it.`,
  },
  {
    id: 'doubles-guide',
    name: msg`Counting the doubles: a Singapore scoring guide`,
    note: msg`Seed 003: settlement at 6 : 4 : 2 : 1, doubles from tiles, every hand, the extra doubles, Zha Hu and Bao. sg follows it outside the Ping Hu family.`,
  },
  {
    id: 'singaporemahjong-rules',
    name: msg`SingaporeMahjong.com rules`,
    note: msg`Cited by seed 000 (known here through that summary): Ping Wu as All Chow without exposed flowers or animals, and a reminder that Singapore rules vary.`,
    url: 'https://singaporemahjong.com/rules/',
  },
  {
    id: 'spgg-2024',
    name: msg`Singapore Polytechnic Graduates' Guild Mahjong Rules and Regulations, January 2024`,
    note: msg`Cited by seed 000 (known here through that summary): a four-double Ping Hu with eye and wait limits, a self-draw exemption, and a mixed Ping Hu that may keep bonus tiles.`,
    url: 'https://www.spgg.org.sg/web/content/114907/',
  },
  {
    id: 'this-app',
    name: msg`Tai Table: its rules and rules decisions`,
    note: msg`The rules the scorer implements, written down in the app’s repository (docs/rules.md), and the project’s decisions where its specification is silent (docs/rules-decisions.md).`,
  },
];
