// The score screen as a player uses it: the picker's rules and the result, in jsdom (scoring on
// the main thread, as in a browser without workers).
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraft } from '../../state/draft-store';
import { useNightTable } from '../../state/night-table';
import { loadScoreParts, ScoreScreen } from './ScoreScreen';

// The parts that come just after the first screen (ScoreParts.tsx) are here, as on a phone a moment after
// its first paint: the screen is drawn whole at once.
beforeAll(() => loadScoreParts());

// Scoring on the main thread waits for the waits of the 13th tap first: on a loaded machine that takes a while.
configure({ asyncUtilTimeout: 15_000 });

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
    },
    false,
  );
});

const tap = (token: string): void => {
  const button = document.querySelector(`[data-tile="${token}"]`);
  if (!button) throw new Error(`no palette tile ${token}`);
  fireEvent.click(button);
};
const tapAll = (tokens: string): void => tokens.split(' ').forEach(tap);
const handTiles = (): string[] =>
  [...document.querySelectorAll('[data-hand-tile]')].map((b) => b.getAttribute('data-hand-tile')!);
const EX_001 = 'c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9';

describe('the tile picker', () => {
  it('offers every tile of the table with its English name, and no animals under hk', () => {
    render(<ScoreScreen />);
    expect(document.querySelectorAll('[data-tile]')).toHaveLength(46);
    for (const name of ['3 Bamboo', 'East Wind', 'Red Dragon', 'Flower 1 Plum', 'Season 2 Summer', 'Cat']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('data-tile');
    }
    fireEvent.click(screen.getByRole('radio', { name: 'Hong Kong' }));
    expect(document.querySelectorAll('[data-tile]')).toHaveLength(42);
    expect(document.querySelector('[data-tile="CAT"]')).toBeNull();
  });

  it('keeps the hand sorted, and once it is complete marks the last tile added as the winning tile', () => {
    render(<ScoreScreen />);
    tapAll('d9 c3 b1 c1');
    expect(handTiles()).toEqual(['c1', 'c3', 'b1', 'd9']);
    // No winning-tile mark before the hand is complete: the last tile of four is not a winning tile.
    expect(screen.queryByRole('button', { name: /, winning tile$/ })).toBeNull();
    tapAll('c2 c4 c5 c6 b2 b3 d4 d5 d6 d9');
    expect(screen.getByRole('button', { name: '9 Dots, winning tile' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('greys a tile once all four copies are used, and says so when tapped again', () => {
    render(<ScoreScreen />);
    tapAll('c5 c5 c5 c5');
    expect(document.querySelector('[data-tile="c5"]')).toHaveAttribute('aria-disabled', 'true');
    tap('c5');
    expect(handTiles()).toEqual(['c5', 'c5', 'c5', 'c5']);
    expect(screen.getByRole('alert')).toHaveTextContent('All four 5 Characters are already in the hand.');
  });

  it('counts declared sets towards the four copies', () => {
    render(<ScoreScreen />);
    fireEvent.click(screen.getByRole('radio', { name: 'Pong' }));
    tap('RD');
    expect(document.querySelector('[data-tile="RD"]')).not.toHaveAttribute('aria-disabled');
    tap('RD');
    expect(handTiles()).toEqual(['RD']);
    expect(document.querySelector('[data-tile="RD"]')).toHaveAttribute('aria-disabled', 'true');
    tap('RD');
    expect(screen.getByRole('alert')).toHaveTextContent('All four Red Dragon are already in the hand.');
  });

  it('a tap on a hand tile removes it; undo brings it back; clear empties the hand', () => {
    render(<ScoreScreen />);
    tapAll('c1 c2 c3');
    fireEvent.click(document.querySelector('[data-hand-tile="c2"]')!);
    expect(handTiles()).toEqual(['c1', 'c3']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(handTiles()).toEqual(['c1', 'c2', 'c3']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(handTiles()).toEqual([]);
  });

  it('the winning tile can be changed by a tap in "Mark winning tile" mode', () => {
    render(<ScoreScreen />);
    tapAll(EX_001);
    fireEvent.click(screen.getByRole('button', { name: 'Mark winning tile' }));
    fireEvent.click(document.querySelector('[data-hand-tile="c1"]')!);
    expect(handTiles()).toEqual(EX_001.split(' '));
    expect(screen.getByRole('button', { name: '1 Characters, winning tile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark winning tile' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('declares a chow from its lowest tile, refuses one from an honour, then returns to single tiles', () => {
    render(<ScoreScreen />);
    fireEvent.click(screen.getByRole('radio', { name: 'Chow' }));
    tap('E');
    expect(screen.getByRole('alert')).toHaveTextContent('honours cannot make one');
    tap('c8');
    expect(screen.getByRole('alert')).toHaveTextContent('Tap the lowest tile of the chow');
    tap('c1');
    expect(
      screen.getByRole('button', { name: 'Remove Chow 1 Characters, 2 Characters, 3 Characters' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tile' })).toBeChecked();
    expect(screen.getByText(/3\/14/)).toBeInTheDocument();
  });

  it('shows a bonus tile in the hand in the palette itself, marked, and a second tap takes it out', () => {
    render(<ScoreScreen />);
    tap('F1');
    expect(
      [...document.querySelectorAll('[data-bonus-tile]')].map((el) => el.getAttribute('data-bonus-tile')),
    ).toEqual(['F1']);
    expect(screen.getByRole('button', { name: 'Flower 1 Plum' })).toHaveAttribute('aria-pressed', 'true');
    expect(useDraft.getState().bonus).toEqual(['F1']);
    tap('F1');
    expect(document.querySelectorAll('[data-bonus-tile]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Flower 1 Plum' })).toHaveAttribute('aria-pressed', 'false');
    expect(useDraft.getState().bonus).toEqual([]);
  });

  it('until the app knows whether a night is open, shows neither Seat nor Round nor the table’s rules nor an amount', async () => {
    useNightTable.setState({ night: null, known: false });
    try {
      render(<ScoreScreen />);
      expect(screen.queryByRole('radiogroup', { name: 'Seat' })).toBeNull();
      expect(screen.queryByRole('radiogroup', { name: 'Round' })).toBeNull();
      // A tap on the plain table's rules would choose rules for a night that has its own.
      expect(screen.queryByRole('radiogroup', { name: 'Table rules' })).toBeNull();
      expect(screen.queryByText('House rules for this table')).toBeNull();
      expect(document.querySelectorAll('[data-night-pending]')).toHaveLength(2);
      tapAll(EX_001);
      expect(await screen.findByText('Opening tonight’s table…')).toBeInTheDocument();
      expect(screen.queryByTestId('score-total')).toBeNull();
      // No night after all: the plain table's controls, and the hand scored in points.
      act(() => useNightTable.setState({ known: true }));
      expect(screen.getByRole('radiogroup', { name: 'Seat' })).toBeInTheDocument();
      expect(screen.getByRole('radiogroup', { name: 'Table rules' })).toBeInTheDocument();
      expect(document.querySelector('[data-night-pending]')).toBeNull();
      expect(await screen.findByTestId('score-total')).toHaveTextContent(/^4$/);
    } finally {
      useNightTable.setState({ night: null, known: true });
    }
  });
});

describe('the parts that come just after the first screen', () => {
  it('draws the palette at once, and the rest of the screen in held places once its code is here', async () => {
    vi.resetModules();
    const fresh = await import('./ScoreScreen');
    render(<fresh.ScoreScreen />);
    // Tiles answer at once; the other parts' places are held, their controls not offered yet.
    expect(document.querySelector('[data-tile="c1"]')).not.toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Seat' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Table rules' })).toBeNull();
    expect(document.querySelector('[data-later="result"] [aria-hidden="true"]')).not.toBeNull();
    expect(await screen.findByRole('radiogroup', { name: 'Table rules' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Seat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Special wins/ })).toBeInTheDocument();
    expect(document.querySelector('[data-later="result"] [data-result-state]')).not.toBeNull();
    // What the parts fetch in turn is here before the test ends.
    await (await import('./score-extras')).scoreExtras.load();
    await (await import('./ScoreParts')).loadHowItScores();
  });
});

describe('the result', () => {
  it('scores a complete hand live: total, items with their names, payment', async () => {
    render(<ScoreScreen />);
    tapAll(EX_001);
    expect(await screen.findByTestId('score-total')).toHaveTextContent(/^4$/);
    // The items render a moment after the total (deferred), so they are waited for.
    const item = await waitFor(() => {
      const found = document.querySelector('[data-item="ping_hu"]');
      expect(found).not.toBeNull();
      return found;
    });
    // Named in the language in use (words/names): English here, 平胡 (Ping Hu) in Chinese.
    expect(item).toHaveTextContent('Ping Hu');
    expect(screen.getByText('Winner collects 48')).toBeInTheDocument();
    expect(screen.getByText('Each player pays 16')).toBeInTheDocument();
  });

  it('says when a hand is below the table minimum, with Kah Long explained', async () => {
    render(<ScoreScreen />);
    tapAll('c1 c2 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9 c3');
    fireEvent.click(screen.getByRole('radio', { name: 'Discard' }));
    expect(
      await screen.findByText('Below the table minimum: 0 tai, and the table needs 1.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('[data-item="kah_long"]')).toHaveTextContent('Kah Long'),
    );
  });

  it('says when fourteen tiles are not a winning hand', async () => {
    render(<ScoreScreen />);
    tapAll('c1 c4 c7 b1 b4 b7 d1 d4 d7 E S W N RD');
    expect(await screen.findByText(/^Not a winning hand/)).toBeInTheDocument();
    expect(screen.queryByTestId('score-total')).toBeNull();
  });

  it("shows the core's message beside the tiles for invalid input", async () => {
    act(() => useDraft.getState().setHouseRules('sg', { min_tai: 6 }));
    render(<ScoreScreen />);
    tapAll(EX_001);
    expect(
      await screen.findByText('The minimum (6 tai) is above the cap (5 tai).', { selector: 'li' }),
    ).toBeInTheDocument();
  });

  it('with 13 tiles, lists each wait and what it would score', async () => {
    render(<ScoreScreen />);
    tapAll('c1 c2 c3 c4 c5 b1 b2 b3 d4 d5 d6 d9 d9');
    expect(await screen.findByText(/Waiting on 2 tiles/)).toBeInTheDocument();
    const waits = screen.getByRole('list', { name: 'Waits' });
    expect(
      within(waits)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-wait')),
    ).toEqual(['c3', 'c6']);
    expect(waits).toHaveTextContent('Discard: 4 tai · collects 32');
    fireEvent.click(within(waits).getAllByRole('button')[1]!);
    expect(await screen.findByTestId('score-total')).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: '6 Characters, winning tile' })).toBeInTheDocument();
  });

  it('keeps the draft in storage for a reload', () => {
    render(<ScoreScreen />);
    tapAll('c1 c2');
    const stored = JSON.parse(localStorage.getItem('tai-table:draft')!) as { state: { concealed: string[] } };
    expect(stored.state.concealed).toEqual(['c1', 'c2']);
  });
});
