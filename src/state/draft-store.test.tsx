// The draft store: one way to change the draft, so one Undo puts back whatever changed (the table
// and its house rules included); a fresh hand from Clear; the stored draft validated and upgraded.
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScoreParts, ScoreScreen } from '../features/score/ScoreScreen';

import { upgradeDraft } from './draft-fields';
import { useDraft } from './draft-store';

// The parts that come just after the first screen (ScoreParts.tsx) are here, as on a phone a moment after
// its first paint: the screen is drawn whole at once.
beforeAll(() => loadScoreParts());

// The whole score screen (46 tile pictures) renders in jsdom: on a busy machine a test takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const initial = useDraft.getState();
beforeEach(() => {
  localStorage.clear();
  useDraft.setState(
    {
      ...initial,
      concealed: [],
      declared: [],
      bonus: [],
      events: [],
      past: [],
      houseRules: {},
      profile: 'sg',
      winBy: 'self',
      seatWind: 'E',
      prevailingWind: 'E',
      nightWinner: null,
      winningPick: null,
      notice: null,
      storageRefused: false,
    },
    false,
  );
});

const tap = (token: string): void => {
  fireEvent.click(document.querySelector(`[data-tile="${token}"]`)!);
};

describe('undo in the draft store', () => {
  it('a switch to Hong Kong that drops a Cat is undone whole: the Cat and the Singapore table come back', () => {
    render(<ScoreScreen />);
    tap('c1');
    tap('CAT');
    fireEvent.click(screen.getByRole('radio', { name: 'Hong Kong' }));
    expect(useDraft.getState().bonus).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Hong Kong' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(useDraft.getState().bonus).toEqual(['CAT']);
    expect(screen.getByRole('radio', { name: 'Singapore' })).toBeChecked();
    expect(document.querySelector('[data-tile="CAT"]')).not.toBeNull();
  });

  it('a profile change alone is undone, and so is a house-rule change', () => {
    const draft = useDraft.getState();
    draft.setProfile('sg-reference');
    useDraft.getState().setHouseRules('sg-reference', { min_tai: 2 });
    expect(useDraft.getState().houseRules).toEqual({ 'sg-reference': { min_tai: 2 } });
    useDraft.getState().undo();
    expect(useDraft.getState().houseRules).toEqual({});
    expect(useDraft.getState().profile).toBe('sg-reference');
    useDraft.getState().undo();
    expect(useDraft.getState().profile).toBe('sg');
    expect(useDraft.getState().past).toEqual([]);
  });

  it('winds and the win are undone like tiles', () => {
    useDraft.getState().setSeatWind('S');
    useDraft.getState().setWinBy('discard');
    useDraft.getState().undo();
    expect(useDraft.getState()).toMatchObject({ seatWind: 'S', winBy: 'self' });
    useDraft.getState().undo();
    expect(useDraft.getState().seatWind).toBe('E');
  });
});

describe('Clear', () => {
  it('starts a fresh hand, win context included, and can be undone; the table stays', () => {
    render(<ScoreScreen />);
    fireEvent.click(screen.getByRole('radio', { name: 'Hong Kong' }));
    tap('c1');
    tap('F2');
    fireEvent.click(screen.getByRole('radio', { name: 'Discard' }));
    useDraft.getState().setSeatWind('W');
    useDraft.getState().toggleEvent('last_tile');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(useDraft.getState()).toMatchObject({
      concealed: [],
      bonus: [],
      winBy: 'self',
      seatWind: 'E',
      prevailingWind: 'E',
      events: [],
      profile: 'hk',
    });
    expect(screen.getByRole('radio', { name: 'Self-draw' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(useDraft.getState()).toMatchObject({
      concealed: ['c1'],
      bonus: ['F2'],
      winBy: 'discard',
      seatWind: 'W',
      events: ['last_tile'],
    });
  });
});

describe('the stored draft', () => {
  it('is written on every change, in the envelope of version 2', () => {
    useDraft.getState().tapPalette('c1');
    const stored = JSON.parse(localStorage.getItem('tai-table:draft')!) as {
      version: number;
      savedAt: number;
      state: { concealed: string[] };
    };
    expect(stored.version).toBe(2);
    expect(stored.savedAt).toBeGreaterThan(0);
    expect(stored.state.concealed).toEqual(['c1']);
  });

  it('from version 1 (zustand persist) is upgraded, and odd fields fall back alone', () => {
    const upgraded = upgradeDraft({
      version: 1,
      state: { concealed: ['c1', 'zz'], bonus: ['F1'], winBy: 'discard', seatWind: 'Q', profile: 'hk' },
    });
    expect(upgraded).toMatchObject({
      savedAt: 0,
      state: {
        concealed: [],
        bonus: ['F1'],
        winBy: 'discard',
        seatWind: 'E',
        profile: 'hk',
        events: [],
        nightWinner: null,
      },
    });
  });

  it('refuses what is not a draft at all, and versions it does not know', () => {
    expect(upgradeDraft('a string')).toBeNull();
    expect(upgradeDraft({ version: 9, state: {} })).toBeNull();
    expect(upgradeDraft({ version: 2, savedAt: 5, state: { events: [3] } })?.state.events).toEqual([]);
  });

  it('tells the player once when storage refuses, and never again in the same visit', async () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = (): void => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      render(<ScoreScreen />);
      tap('c1');
      tap('c2');
      expect(await screen.findAllByText(/refusing to save the hand/)).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      tap('c3');
      expect(screen.queryByText(/refusing to save the hand/)).toBeNull();
      expect(useDraft.getState().concealed).toEqual(['c1', 'c2', 'c3']);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
