// The shape of the rules reference: pages, their live examples and the sources they cite (plain, serialisable data).
// Every sentence is a Lingui message (`msg` from '@lingui/core/macro'), worded by the view in the language in use.
import type { MessageDescriptor } from '@lingui/core';
import type { HandInput, ProfileId } from '../../../core';

/** A sentence a player reads, in the rules catalog (src/locales/<locale>/rules.po). */
export type Words = MessageDescriptor;
/** A table cell: a number or sign as it reads in every language ("+60", "—"), or words. */
export type Cell = Words | string;

/** What the scorer must answer for an example; `includes` is a multiset of item ids (list an id twice for two lines). */
export interface RuleExpectation {
  win: boolean;
  tai: number;
  raw_tai?: number;
  limit?: boolean;
  includes?: string[];
  excludes?: string[];
  payment?: { discarder: number | null; others: number; total: number };
}

export interface RuleExample {
  id: string;
  label: Words;
  explanation: Words;
  profile: ProfileId;
  /** A full hand of RULES.md section 2, its `profile` set to `profile`. */
  fixture: HandInput;
  expected: RuleExpectation;
}

export interface RuleVariant {
  question: Words;
  thisApp: Words;
  commonAlternative: Words;
  /** The `options` key that switches it, if any. */
  houseOption?: string;
  sourceIds: string[];
}

/** A small table shown on a page; `id` on a row names what it is checked against (a pattern id, a tai). */
export interface RuleTable {
  id: string;
  caption: Words;
  columns: Words[];
  rows: { id?: string; cells: Cell[] }[];
}

export interface RulePage {
  slug: string;
  title: Words;
  chineseName?: string;
  /** Other names, in the player's language. */
  aliases?: Words[];
  /** Romanised names players say in every language (Ping Hu, Zha Hu): found by search whatever the language. */
  romanised?: string[];
  shortAnswer: Words;
  profiles: ProfileId[];
  conditions: Partial<Record<ProfileId, Words[]>>;
  stacking?: Words;
  variants: RuleVariant[];
  examples: RuleExample[];
  tables?: RuleTable[];
  faq: { question: Words; answer: Words }[];
  sourceIds: string[];
  /** The pattern ids this page explains. */
  patternIds: string[];
}

export interface Source {
  id: string;
  name: Words;
  note: Words;
  url?: string;
}
