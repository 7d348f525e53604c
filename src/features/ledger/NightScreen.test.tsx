// Tonight's screen as the players use it: starting a night (and being told what is wrong),
// recording every kind of entry, editing and deleting an earlier one, and undo. Each expected total
// is worked out here from RULES.md section 9 at $0.20 a tai (one share = 20 × 2^(tai − 1) cents).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberCurrent } from '../../app/current-night';
import type { LedgerEntry } from '../../core/ledger';
import { discardWin, NAMES, table } from '../../core/ledger/testing';
import { addEntry, createNight, getNight, listNights } from '../../db';
import { expectOk, freshDatabase } from '../../db/testing';
import { loadArea, switchLocale } from '../../i18n/catalogs';
import { applyDocChange } from '../../sync/doc';
import { anotherPhone } from '../../sync/testing';
import { makeLive } from '../../sync/engine';
import { loadedDoc } from '../../sync/registry';
import NightScreen from './NightScreen';
import {
  PLAYERS,
  dialog,
  expectTotals,
  playerIn,
  renderWith,
  startNight,
} from '../../testing/ledger-screens';

beforeEach(() => {
  localStorage.clear();
});

// Each entry's row draws its amounts once (no sheet is open where this is read): which rows were drawn.
const rowsDrawn = vi.hoisted(() => ({ labels: [] as string[] }));
vi.mock('../../ui/night/PlayerAmounts', async (original) => {
  const { PlayerAmounts } = await original<typeof import('../../ui/night/PlayerAmounts')>();
  return {
    PlayerAmounts: (props: Parameters<typeof PlayerAmounts>[0]) => {
      rowsDrawn.labels.push(props.label);
      return PlayerAmounts(props);
    },
  };
});

const share = (tai: number): number => 20 * 2 ** (tai - 1);
const sg = table('sg', { unit: 20 });
const FROM_THE_ROOM = Symbol('the room');

describe('starting a night', () => {
  it('says what is missing beside each field, saves nothing, then starts with the fixed form', async () => {
    const db = freshDatabase();
    const user = userEvent.setup();
    renderWith(db, <NightScreen />);
    await screen.findByRole('heading', { name: 'Start a night' });
    await user.click(screen.getByRole('button', { name: 'Start the night' }));

    expect(await screen.findByText('Enter a name for the first player.')).toBeInTheDocument();
    expect(screen.getByText('Enter a name for the fourth player.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter what one tai is worth in dollars and cents, like 0.20.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Check the 5 things marked below. Nothing was saved yet.',
    );
    expect(screen.getByRole('textbox', { name: 'Player 1' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Player 1' })).toHaveFocus());

    for (const [i, name] of ['Ah Beng', 'Mei Ling', 'kumar', 'Kumar'].entries())
      await user.type(screen.getByRole('textbox', { name: `Player ${i + 1}` }), name);
    await user.type(screen.getByLabelText('One tai is worth, in dollars'), '0.2.5');
    await user.click(screen.getByRole('button', { name: 'Start the night' }));
    expect(
      await screen.findByText('Two players are called “Kumar”: give each player a different name.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/“0\.2\.5” is not an amount/)).toBeInTheDocument();
    expect(screen.queryByText('Enter a name for the first player.')).not.toBeInTheDocument();
    const listed = await listNights(db);
    expect(listed.ok && listed.nights).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Player 4' }));
    await user.type(screen.getByRole('textbox', { name: 'Player 4' }), 'Siew Lan');
    await user.clear(screen.getByLabelText('One tai is worth, in dollars'));
    await user.type(screen.getByLabelText('One tai is worth, in dollars'), '$0.20');
    await user.click(screen.getByRole('radio', { name: 'Siew Lan' }));
    await user.click(screen.getByRole('button', { name: 'Start the night' }));

    await screen.findByRole('heading', { name: /^Tonight/ });
    await expectTotals([0, 0, 0, 0]);
    expect(screen.getByTestId('hand-now')).toHaveTextContent('Hand 1 · East round · Siew Lan deals');
    expect(screen.getByText(/\$0\.20 a tai · 1 to 5 tai/)).toBeInTheDocument();
    const after = await listNights(db);
    expect(after.ok && after.nights.map((s) => [s.players, s.unit])).toEqual([
      [['Ah Beng', 'Mei Ling', 'kumar', 'Siew Lan'], 20],
    ]);
  });

  it('checks the house rules: a minimum above the cap is refused', async () => {
    const db = freshDatabase();
    const user = userEvent.setup();
    renderWith(db, <NightScreen />);
    await screen.findByRole('heading', { name: 'Start a night' });
    for (const [i, name] of PLAYERS.entries())
      await user.type(screen.getByRole('textbox', { name: `Player ${i + 1}` }), name);
    await user.type(screen.getByLabelText('One tai is worth, in dollars'), '0.20');
    // The house-rule controls refuse a value the core cannot play, with the core's sentence.
    fireEvent.change(screen.getByLabelText('Minimum to win'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Cap'), { target: { value: '3' } });
    expect(await screen.findByText('The minimum (4 tai) is above the cap (3 tai).')).toBeInTheDocument();
    expect(screen.getByLabelText('Cap')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/^House rules: 4 to 5 tai/)).toBeInTheDocument();
    const listed = await listNights(db);
    expect(listed.ok && listed.nights).toEqual([]);
  });
});

describe('the night’s header', () => {
  afterEach(async () => {
    await switchLocale('en');
  });

  /** A night started with these settings, on its screen. */
  async function nightWith(settings: Parameters<typeof createNight>[1]) {
    const db = freshDatabase();
    expectOk(await createNight(db, settings));
    renderWith(db, <NightScreen />);
    await screen.findByRole('heading', { name: /^Tonight/ });
  }

  it('says the house rules that change who pays, the table’s own card, and how many more, beside the stakes', async () => {
    await nightWith(
      table('sg', { unit: 20, shooter_pays: true, seven_pairs: 4, values: { animal: 0, full_flush: 6 } }),
    );
    expect(screen.getByText('Singapore table · $0.20 a tai · 1 to 5 tai')).toBeInTheDocument();
    expect(await screen.findByTestId('night-house-rules')).toHaveTextContent(
      "Shooter pays · Table's card: 2 changed · 1 more house rule",
    );
    // The card's patterns and values are on the rules pages, which show the open night's card.
    expect(screen.getByRole('link', { name: 'See the table’s card' })).toHaveAttribute('href', '#/rules/sg');
  });

  it('says nothing more of a night played at its table’s own rules, and no card link without a card', async () => {
    await nightWith(table('sg', { unit: 20, cap_tai: 10 }));
    expect(screen.getByText('Singapore table · $0.20 a tai · 1 to 10 tai')).toBeInTheDocument();
    expect(screen.queryByTestId('night-house-rules')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the table’s card' })).not.toBeInTheDocument();
  });

  it('says a Hong Kong table’s payment rules in its own words, in each script', async () => {
    await nightWith(
      table('hk', { unit: 50, hk_payment: 'half_spicy', hk_discard: 'half', values: { little_winds: 6 } }),
    );
    const line = await screen.findByTestId('night-house-rules');
    expect(line).toHaveTextContent("Half spicy · Discard shared (半銃) · Table's card: 1 changed");
    for (const [locale, words] of [
      ['zh-Hant', '半辣 · 半銃 · 本枱番數表：已改1項'],
      ['zh-Hans', '半辣 · 半铳 · 本桌台数表：改了1项'],
    ] as const) {
      await switchLocale(locale);
      await loadArea('ledger');
      await waitFor(() => expect(screen.getByTestId('night-house-rules')).toHaveTextContent(words));
    }
  });
});

describe('an open night', () => {
  async function openNight() {
    const db = freshDatabase();
    const user = userEvent.setup();
    renderWith(db, <NightScreen />);
    await startNight(user);
    return { db, user };
  }

  it('records a win by tai, a kong, a drawn hand, a false win and a Bao, the totals and seats following', async () => {
    const { user } = await openNight();

    // Hand 1, Ah Beng deals. Kumar wins 3 tai on Mei Ling's discard.
    await user.click(screen.getByRole('button', { name: 'Win by tai' }));
    expect(dialog()).toHaveAccessibleName('Record a win by its tai');
    await user.click(within(dialog()).getByRole('button', { name: 'Record' }));
    expect(within(dialog()).getByText('Choose who won.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Choose who discarded the winning tile.')).toBeInTheDocument();
    await user.click(playerIn('Who won?', 'Kumar'));
    await user.click(playerIn('Who discarded the winning tile?', 'Mei Ling'));
    await user.click(within(dialog()).getByRole('radio', { name: '3 tai' }));
    expect(within(dialog()).getByText('Kumar won 3 tai on Mei Ling’s discard')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    let t = [-share(3), -2 * share(3), 4 * share(3), -share(3)];
    await expectTotals(t);
    expect(screen.getByRole('status')).toHaveTextContent('Recorded: Kumar won 3 tai on Mei Ling’s discard.');
    expect(screen.getByTestId('hand-now')).toHaveTextContent('Hand 2 · East round · Mei Ling deals');

    // During hand 2: Siew Lan's concealed kong, 4 units from each other player.
    await user.click(screen.getByRole('button', { name: 'Kong or bonus' }));
    await user.click(playerIn('Who is paid?', 'Siew Lan'));
    const concealed = within(dialog()).getByRole('radio', { name: /Concealed kong/ });
    expect(concealed.closest('label')).toHaveTextContent('$0.80 each');
    await user.click(concealed);
    await user.click(within(dialog()).getByRole('button', { name: 'Record' }));
    t = [t[0]! - 80, t[1]! - 80, t[2]! - 80, t[3]! + 240];
    await expectTotals(t);

    // Hand 2 is drawn: Mei Ling deals again.
    await user.click(screen.getByRole('button', { name: 'Drawn hand' }));
    expect(within(dialog()).getByText(/Mei Ling deals again/)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(screen.getByTestId('hand-now')).toHaveTextContent('Hand 3 · East round · Mei Ling deals'),
    );
    await expectTotals(t);

    // In hand 3, Kumar is paid for an exposed kong he made in hand 1 (2 units each), against hand 1.
    await user.click(screen.getByRole('button', { name: 'Kong or bonus' }));
    expect(within(dialog()).getByRole('combobox', { name: 'Which hand?' })).toHaveValue('3');
    await user.click(playerIn('Who is paid?', 'Kumar'));
    await user.click(within(dialog()).getByRole('radio', { name: /Exposed kong/ }));
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Which hand?' }), 'Hand 1');
    await user.click(within(dialog()).getByRole('button', { name: 'Record' }));
    t = [t[0]! - 40, t[1]! - 40, t[2]! + 120, t[3]! - 40];
    await expectTotals(t);
    const late = screen.getAllByRole('listitem').find((li) => li.getAttribute('data-entry') === '4')!;
    expect(late).toHaveTextContent('During hand 1 · East round (recorded in hand 3)');
    expect(screen.getByTestId('hand-now')).toHaveTextContent('Hand 3 · East round · Mei Ling deals');

    // Ah Beng declares a false win: he pays each other player two shares at the cap (5 tai).
    await user.click(screen.getByRole('button', { name: 'False win (Zha Hu)' }));
    expect(within(dialog()).getByText(/pays each other player \$6\.40/)).toBeInTheDocument();
    await user.click(playerIn('Who declared the false win?', 'Ah Beng'));
    await user.click(within(dialog()).getByRole('button', { name: 'Record' }));
    t = [t[0]! - 3 * 640, t[1]! + 640, t[2]! + 640, t[3]! + 640];
    await expectTotals(t);

    // Hand 3: Siew Lan self-draws 2 tai, and Kumar is Bao: he alone pays all 6 shares.
    await user.click(screen.getByRole('button', { name: 'Win by tai' }));
    await user.click(playerIn('Who won?', 'Siew Lan'));
    await user.click(within(dialog()).getByRole('radio', { name: 'Self-draw' }));
    await user.click(within(dialog()).getByRole('radio', { name: '2 tai' }));
    await user.selectOptions(within(dialog()).getByLabelText('Bao: who pays for everyone'), 'Kumar');
    await user.click(within(dialog()).getByRole('button', { name: 'Record' }));
    t = [t[0]!, t[1]!, t[2]! - 6 * share(2), t[3]! + 6 * share(2)];
    await expectTotals(t);
    expect(
      screen.getByText('Siew Lan won 2 tai, self-drawn (Bao: Kumar pays for everyone)'),
    ).toBeInTheDocument();
    // Siew Lan did not deal, so the deal passes on to Kumar.
    expect(screen.getByTestId('hand-now')).toHaveTextContent('Hand 4 · East round · Kumar deals');
    expect(
      screen
        .getAllByRole('listitem')
        .filter((li) => li.hasAttribute('data-entry'))
        .map((li) => li.getAttribute('data-entry')),
    ).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('edits and deletes an earlier entry, every total after it recomputed, and undo puts each back', async () => {
    const { user } = await openNight();
    const recordWin = async (winner: string, discarder: string | null, tai: number): Promise<void> => {
      await user.click(screen.getByRole('button', { name: 'Win by tai' }));
      await user.click(playerIn('Who won?', winner));
      if (discarder) await user.click(playerIn('Who discarded the winning tile?', discarder));
      else await user.click(within(dialog()).getByRole('radio', { name: 'Self-draw' }));
      await user.click(within(dialog()).getByRole('radio', { name: `${tai} tai` }));
      await user.click(within(dialog()).getByRole('button', { name: 'Record' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await recordWin('Mei Ling', 'Ah Beng', 1); // entry 1: Ah Beng −40, others −20, Mei Ling +80
    await recordWin('Kumar', null, 2); // entry 2: each −80, Kumar +240
    await expectTotals([-40 - 80, 80 - 80, -20 + 240, -20 - 80]);

    // Entry 1 was really 2 tai on Siew Lan's discard.
    await user.click(screen.getByRole('button', { name: 'Edit entry 1' }));
    expect(dialog()).toHaveAccessibleName('Edit entry 1');
    expect(playerIn('Who won?', 'Mei Ling')).toBeChecked();
    await user.click(playerIn('Who discarded the winning tile?', 'Siew Lan'));
    await user.click(within(dialog()).getByRole('radio', { name: '2 tai' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save the change' }));
    const edited = [-40 - 80, 160 - 80, -40 + 240, -80 - 80];
    await expectTotals(edited);
    expect(screen.getByText('Mei Ling won 2 tai on Siew Lan’s discard')).toBeInTheDocument();

    // Delete it, after confirming.
    await user.click(screen.getByRole('button', { name: 'Delete entry 1' }));
    expect(dialog()).toHaveAccessibleName('Delete entry 1?');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await expectTotals(edited);
    await user.click(screen.getByRole('button', { name: 'Delete entry 1' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete it' }));
    await expectTotals([-80, -80, 240, -80]);
    // With entry 1 gone, Kumar's self-draw is the first hand, dealt by Ah Beng: the deal passes to Mei Ling.
    expect(screen.getByTestId('hand-now')).toHaveTextContent('Hand 2 · East round · Mei Ling deals');

    // Undo says what it takes back, asks, and brings the deleted entry back; then the edit.
    await screen.findByText('Bring back the entry last deleted, “Mei Ling won 2 tai on Siew Lan’s discard”.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Undo it' }));
    await expectTotals(edited);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Undone: deleting “Mei Ling won 2 tai on Siew Lan’s discard”; it is back in the night.',
    );
    await screen.findByText(
      'Take back the last edit, “Mei Ling won 2 tai on Siew Lan’s discard”: the entry becomes “Mei Ling won 1 tai on Ah Beng’s discard” again.',
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Undo it' }));
    await expectTotals([-40 - 80, 80 - 80, -20 + 240, -20 - 80]);
    // The message names what the undo took back (the edit), not only what it put back.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Undone: the edit that made it “Mei Ling won 2 tai on Siew Lan’s discard”; it is “Mei Ling won 1 tai on Ah Beng’s discard” again.',
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Undo it' }));
    await expectTotals([-40, 80, -20, -20]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Undone: recording “Kumar won 2 tai, self-drawn”; it is no longer in the night.',
    );
  });

  it('keeps the sheet open with the reason when a win is incomplete, and Escape closes it without saving', async () => {
    const { user } = await openNight();
    await user.click(screen.getByRole('button', { name: 'Win by tai' }));
    await waitFor(() => expect(dialog()).toHaveFocus());
    await user.click(playerIn('Who won?', 'Kumar'));
    await user.click(within(dialog()).getByRole('button', { name: 'Record' }));
    expect(within(dialog()).getByText('Choose who discarded the winning tile.')).toBeInTheDocument();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectTotals([0, 0, 0, 0]);
    expect(screen.getByText(/Nothing recorded yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('finishing the night asks first, then opens settle up; the next visit offers a new night', async () => {
    const { db, user } = await openNight();
    await user.click(screen.getByRole('button', { name: 'Finish the night' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Finish and settle up' }));
    await waitFor(() => expect(window.location.hash).toBe('#/settle'));
    const listed = await listNights(db);
    expect(listed.ok && listed.nights.map((s) => s.status)).toEqual(['finished']);
  });
});

describe('a live night finished on another phone before this phone’s hand reached it', () => {
  it('says so on the night’s tab, naming the phones, with the reopen one tap away', async () => {
    const user = userEvent.setup();
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    expectOk(await addEntry(db, night.id, discardWin(sg, 0, 1, 1)));
    // Port 9 (discard) on the loopback: nothing listens there, the phone is apart.
    expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:9'));
    const live = loadedDoc(db, night.id)!;
    // Kumar's phone finishes the night; this phone's hand 2, made apart, arrives after it.
    const kumar = anotherPhone(live.doc);
    kumar.change({ kind: 'phone', seat: 2 }, FROM_THE_ROOM);
    kumar.change({ kind: 'status', status: 'finished' }, FROM_THE_ROOM);
    applyDocChange(live.doc, { kind: 'record', entry: discardWin(sg, 1, 2, 1) }, FROM_THE_ROOM);
    await live.settled();
    rememberCurrent(night.id);

    renderWith(db, <NightScreen />);
    await screen.findByRole('heading', { name: 'Start a night' });
    const late = await screen.findByTestId('night-late-change', {}, { timeout: 5_000 });
    expect(late).toHaveTextContent(
      'Hand 2, recorded on this phone after the night was finished on Kumar’s phone: not counted.',
    );
    expect(screen.getByTestId('night-late-changes')).toHaveTextContent('Friday night');
    await user.click(screen.getByRole('button', { name: 'Reopen the night to count it' }));
    await screen.findByRole('heading', { name: /^Tonight/ });
    expect(expectOk(await getNight(db, night.id)).night.entries).toHaveLength(2);
  });
});

/** The entries' numbers drawn (the list shows the latest first). */
const entriesShown = (container: HTMLElement): string[] =>
  [...container.querySelectorAll('[data-entry]')].map((item) => item.getAttribute('data-entry')!).sort();

/**
 * A night with `entries`, made live and drawn by the Night screen. Port 9 (discard) on the loopback:
 * nothing listens there; the room's changes are applied here.
 */
async function drawnLiveNight(entries: readonly LedgerEntry[]) {
  const db = freshDatabase();
  const { night } = expectOk(await createNight(db, sg, 'Friday night'));
  for (const entry of entries) expectOk(await addEntry(db, night.id, entry));
  expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:9'));
  const live = loadedDoc(db, night.id)!;
  rememberCurrent(night.id);
  const { container } = renderWith(db, <NightScreen />);
  await waitFor(() => expect(entriesShown(container)).toEqual(entries.map((_, i) => String(i + 1))));
  return { db, night, live, container };
}

describe('this phone’s hand on a live night', () => {
  it('is drawn, its sheet closed, as it goes to the table; one the phone then fails to store is taken back, and the screen says why', async () => {
    const user = userEvent.setup();
    const { db, night, live, container } = await drawnLiveNight([discardWin(sg, 0, 1, 1)]);
    await live.settled();
    const recordWin = async (winner: string, discarder: string) => {
      await user.click(screen.getByRole('button', { name: 'Win by tai' }));
      await user.click(playerIn('Who won?', winner));
      await user.click(playerIn('Who discarded the winning tile?', discarder));
      await user.click(within(dialog()).getByRole('radio', { name: '1 tai' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Record' }));
    };

    await recordWin(NAMES[2], NAMES[1]);
    await waitFor(() => expect(entriesShown(container)).toEqual(['1', '2']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus is back on the button that opened the sheet, enabled again as the hand is drawn.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Win by tai' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(`Recorded: ${NAMES[2]} won 1 tai`);
    await live.settled();
    expect(expectOk(await getNight(db, night.id)).night.entries).toHaveLength(2);

    // The phone's storage is full as the next hand's update is stored: its transaction is rolled back.
    const full = vi
      .spyOn(db.liveUpdates, 'bulkAdd')
      .mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await recordWin(NAMES[3], NAMES[2]);
    expect(
      await screen.findByText(
        'The phone is out of storage space, so this was not saved. Free some space and try again.',
      ),
    ).toBeInTheDocument();
    full.mockRestore();
    await waitFor(() => expect(entriesShown(container)).toEqual(['1', '2']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Recorded:/)).not.toBeInTheDocument();
    expect(expectOk(await getNight(db, night.id)).night.entries).toHaveLength(2);
  });
});

describe('a live night changed on another phone', () => {
  it('draws the other phone’s hand, and a later change from another window is drawn over it, never hidden', async () => {
    const { db, night, live, container } = await drawnLiveNight([discardWin(sg, 0, 1, 1)]);

    const kumar = anotherPhone(live.doc);
    kumar.change({ kind: 'record', entry: discardWin(sg, 2, 3, 2) }, FROM_THE_ROOM);
    await waitFor(() => expect(entriesShown(container)).toEqual(['1', '2']));
    // The handed night says what Undo takes back as the database does: this phone's hand, not Kumar's.
    expect(screen.getByRole('button', { name: /^Undo/ })).toBeEnabled();

    // Another window of this phone records hand 3: the screen's live query reads it, and the night
    // handed over for Kumar's hand, older, must not stay drawn over it.
    expectOk(await addEntry(db, night.id, discardWin(sg, 1, 0, 1)));
    await waitFor(() => expect(entriesShown(container)).toEqual(['1', '2', '3']));
    // And a later hand of Kumar's after it: handed over with all three before it.
    kumar.change({ kind: 'record', entry: discardWin(sg, 3, 2, 1) }, FROM_THE_ROOM);
    await waitFor(() => expect(entriesShown(container)).toEqual(['1', '2', '3', '4']));
    await live.settled();
    expect(expectOk(await getNight(db, night.id)).night.entries).toHaveLength(4);
  });

  it('draws only the new hand’s row, for the hand handed over and for the night read back after it', async () => {
    const { live, container } = await drawnLiveNight([
      discardWin(sg, 0, 1, 1),
      discardWin(sg, 1, 2, 2),
      discardWin(sg, 2, 3, 1),
    ]);
    await live.settled();

    rowsDrawn.labels = [];
    anotherPhone(live.doc).change({ kind: 'record', entry: discardWin(sg, 3, 0, 2) }, FROM_THE_ROOM);
    await waitFor(() => expect(entriesShown(container)).toEqual(['1', '2', '3', '4']));
    await live.settled();
    // The live query has read the night back after the handoff: the same night, nothing drawn again.
    expect(await screen.findByTestId('hand-now')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rowsDrawn.labels).toEqual(['What each player won or paid in entry 4']);
  });
});
