// Undo's words and what it does agree: on a shared night it names this phone's change by its entry,
// and a night's default name is its date in each language.
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import type { LedgerEntry, NightSettings } from '../../core/ledger';
import { messages as hant } from '../../locales/zh-Hant/ledger.po';
import { undoWords } from './undo-words';
import type { UndoPreview } from './undo-preview';
import { isDateName, nightTitle } from '../../words/night-title';

const sg: NightSettings = {
  profile: 'sg',
  options: { unit: 20 },
  players: ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'],
  firstDealer: 0,
  startingWind: 'E',
};
const win = {
  id: 'e9',
  at: 0,
  kind: 'win',
  winner: 1,
  selfDrawn: false,
  discarder: 2,
  tai: 2,
  payment: { discarder: 0, others: 0 },
} as unknown as LedgerEntry;
const preview = (
  action: UndoPreview['action'],
  now: LedgerEntry | null,
  back: LedgerEntry | null,
): UndoPreview => ({ action, now, back, seq: 1, entryId: 'e9', number: 9 });

afterAll(() => i18n.activate('en'));

describe('undo on a shared night', () => {
  it('says it takes back this phone’s change, by the entry’s number', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(undoWords(sg, preview('add', win, null), true)).toBe(
      'Take back entry 9, “Mei Ling won 2 tai on Kumar’s discard”, recorded on this phone (Undo takes back this phone’s last change, not another phone’s).',
    );
    expect(undoWords(sg, preview('edit', win, { ...win, tai: 3 } as LedgerEntry), true)).toContain(
      'Take back this phone’s edit of entry 9',
    );
    expect(undoWords(sg, preview('delete', null, win), true)).toBe(
      'Bring back “Mei Ling won 2 tai on Kumar’s discard”, deleted on this phone.',
    );
    // A hand of this phone's that another phone's record of the same turn outcounts meanwhile is in no row: no number.
    expect(undoWords(sg, { ...preview('add', win, null), number: null }, true)).toBe(
      'Take back “Mei Ling won 2 tai on Kumar’s discard”, recorded on this phone and not counted now (Undo takes back this phone’s last change, not another phone’s).',
    );
    // A night on this phone alone keeps its words.
    expect(undoWords(sg, preview('add', win, null))).toBe(
      'Take back the entry last recorded, “Mei Ling won 2 tai on Kumar’s discard”.',
    );
  });
});

describe('a night named by its date', () => {
  const friday = new Date(2025, 5, 13, 20, 5).getTime();
  it('is shown in each phone’s language, whichever language named it; a typed name stays', () => {
    const english = new Intl.DateTimeFormat('en-SG', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(friday);
    const chinese = new Intl.DateTimeFormat('zh-Hans-SG', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(friday);
    i18n.loadAndActivate({ locale: 'zh-Hant', messages: hant });
    const shown = new Intl.DateTimeFormat('zh-Hant-HK', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(friday);
    expect(nightTitle({ name: english, createdAt: friday })).toBe(shown);
    expect(nightTitle({ name: chinese, createdAt: friday })).toBe(shown);
    expect(isDateName({ name: 'Friday at Mei’s', createdAt: friday })).toBe(false);
    expect(nightTitle({ name: 'Friday at Mei’s', createdAt: friday })).toBe('Friday at Mei’s');
    // Another day's date is a name the players gave, not this night's date.
    expect(nightTitle({ name: english, createdAt: friday + 86_400_000 })).toBe(english);
  });
});
