// The shape of the rules reference: pages, their live examples and the sources they cite (plain, serialisable data).
import type { HandInput, ProfileId } from '../../../core';

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
  label: string;
  explanation: string;
  profile: ProfileId;
  /** A full hand of RULES.md section 2, its `profile` set to `profile`. */
  fixture: HandInput;
  expected: RuleExpectation;
}

export interface RuleVariant {
  question: string;
  thisApp: string;
  commonAlternative: string;
  /** The `options` key that switches it, if any. */
  houseOption?: string;
  sourceIds: string[];
}

/** A small table shown on a page; `id` on a row names what it is checked against (a pattern id, a tai). */
export interface RuleTable {
  id: string;
  caption: string;
  columns: string[];
  rows: { id?: string; cells: string[] }[];
}

export interface RulePage {
  slug: string;
  title: string;
  chineseName?: string;
  aliases?: string[];
  shortAnswer: string;
  profiles: ProfileId[];
  conditions: Partial<Record<ProfileId, string[]>>;
  stacking?: string;
  variants: RuleVariant[];
  examples: RuleExample[];
  tables?: RuleTable[];
  faq: { question: string; answer: string }[];
  sourceIds: string[];
  /** The pattern ids this page explains. */
  patternIds: string[];
}

export interface Source {
  id: string;
  name: string;
  note: string;
  url?: string;
}
