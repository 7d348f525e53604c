// "Record" under a scored hand: the sheet loads on the first tap, finds the open night, scores the
// hand again with the night's rules, the winner's seat wind and the prevailing wind, refuses a hand
// that does not win there (with the reason), and records the win the ledger expects.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentFor, type NightSettings } from '../core/ledger';
import type { HandInput } from '../core/types';
import { createNight, getNight, type TaiTableDB } from '../db';
import { expectOk, freshDatabase } from '../db/testing';
import { RecordAction } from './RecordAction';
import { handedToOpeningScreen } from '../features/ledger/night-handoff';
import { makeLive } from '../sync/engine';
import { loadedDoc } from '../sync/registry';
import { PLAYERS, dialog, playerIn, renderWith } from '../testing/ledger-screens';

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '#/';
});

/** West wind pong, three chows and a pair, self-drawn: as tapped in, seat East in the East round, it scores 0 tai. */
const WEST_PONG: HandInput = {
  profile: 'sg',
  hand: ['W', 'W', 'W', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'b7', 'b8', 'b9', 'd5', 'd5'],
  winning_tile: 'c6',
  winning_from_discard: false,
  seat_wind: 'E',
  prevailing_wind: 'E',
};

/** Seed 000's Ping Hu (4 tai), won on a discard. */
const PING_HU: HandInput = {
  profile: 'sg',
  hand: ['c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'],
  exposed: [{ type: 'chow', tiles: ['c1', 'c2', 'c3'] }],
  winning_tile: 'd6',
  winning_from_discard: true,
};

const night = (more: Partial<NightSettings> = {}): NightSettings => ({
  profile: 'sg',
  options: { unit: 20 },
  players: [...PLAYERS],
  firstDealer: 0,
  startingWind: 'E',
  ...more,
});

async function openNight(db: TaiTableDB, settings: NightSettings): Promise<string> {
  return expectOk(await createNight(db, settings)).night.id;
}

describe('RecordAction', () => {
  it('with no night open, says so and leads to starting one', async () => {
    const db = freshDatabase();
    const user = userEvent.setup();
    renderWith(db, <RecordAction hand={WEST_PONG} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    const sheet = await screen.findByRole('dialog', { name: 'Record this hand' });
    expect(await within(sheet).findByText(/No night is being kept on this phone/)).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Start a night' })).toHaveAttribute('href', '#/tonight');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Given back once the frame without the sheet is drawn (Sheet.tsx).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record' })).toHaveFocus());
  });

  it('scores the hand again with the winner’s seat and the prevailing wind, says what changed, and records it', async () => {
    const db = freshDatabase();
    // West round, Ah Beng deals: Kumar, the third player, sits West.
    const nightId = await openNight(db, night({ startingWind: 'W' }));
    const user = userEvent.setup();
    renderWith(db, <RecordAction hand={WEST_PONG} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByRole('group', { name: 'Who won?' });
    expect(within(dialog()).getByText(/hand 1, West round, Ah Beng deals/)).toBeInTheDocument();
    // A self-drawn hand asks for no discarder.
    expect(screen.queryByRole('group', { name: 'Who discarded the winning tile?' })).not.toBeInTheDocument();

    await user.click(playerIn('Who won?', 'Kumar'));
    expect(
      within(dialog()).getByText(
        'Scored again for tonight, because Kumar sits West this hand, not East and it is the West round, not East: 2 tai here, where the score screen showed 0 tai, below the minimum.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).getByTestId('score-total')).toHaveTextContent('2');
    const items = [...dialog().querySelectorAll('[data-item]')].map((li) => li.getAttribute('data-item'));
    expect(items).toEqual(['seat_wind', 'prevailing_wind']);
    // Two tai self-drawn at $0.20: a share is $0.40 and each player pays two.
    expect(within(dialog()).getByRole('group', { name: 'What each player wins or pays' })).toHaveTextContent(
      'Ah Beng−$0.80Mei Ling−$0.80Kumar+$2.40Siew Lan−$0.80',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Record the win' }));

    await waitFor(() => expect(window.location.hash).toBe('#/tonight'));
    const { night: created } = expectOk(await getNight(db, nightId));
    expect(created.totals).toEqual([-80, -80, 240, -80]);
    const entry = created.entries[0]!;
    expect(entry).toMatchObject({ kind: 'win', winner: 2, selfDrawn: true, discarder: null, tai: 2 });
    expect('bao' in entry).toBe(false);
    if (entry.kind !== 'win') throw new Error('expected a win');
    expect(entry.payment).toEqual(paymentFor(created.settings, 2, true));
    expect(entry.hand).toMatchObject({
      seat_wind: 'W',
      prevailing_wind: 'W',
      profile: 'sg',
      options: { unit: 20 },
    });
    expect(entry.items?.map((i) => i.id)).toEqual(['seat_wind', 'prevailing_wind']);
  });

  it('on a live night, opens the Night screen as the hand goes to the table, and tells it why when the phone then fails to store it', async () => {
    const db = freshDatabase();
    const nightId = await openNight(db, night({ startingWind: 'W' }));
    // Port 9 (discard) on the loopback: nothing listens there.
    expectOk(await makeLive(db, nightId, 'ws://127.0.0.1:9'));
    await loadedDoc(db, nightId)!.settled();
    const user = userEvent.setup();
    renderWith(db, <RecordAction hand={WEST_PONG} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('radio', { name: /^Kumar/ }));
    // The phone's storage is full as the hand's update is stored: its transaction is rolled back.
    const full = vi
      .spyOn(db.liveUpdates, 'bulkAdd')
      .mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await user.click(within(dialog()).getByRole('button', { name: 'Record the win' }));
    await waitFor(() => expect(window.location.hash).toBe('#/tonight'));
    full.mockRestore();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The Night screen opening is handed the night with the hand, and then what it came to.
    const handed = handedToOpeningScreen();
    expect(handed?.night.entries).toHaveLength(1);
    expect(await handed?.settled).toBe(
      'The phone is out of storage space, so this was not saved. Free some space and try again.',
    );
    expect(expectOk(await getNight(db, nightId)).night.entries).toEqual([]);
  });

  it('refuses a hand below the night’s minimum, with the reason, and records nothing', async () => {
    const db = freshDatabase();
    const nightId = await openNight(db, night());
    const user = userEvent.setup();
    renderWith(db, <RecordAction hand={WEST_PONG} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    // Mei Ling sits South in the East round: the West pong is worth nothing to her.
    await user.click(await screen.findByRole('radio', { name: /^Mei Ling/ }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'This hand cannot be recorded: it is 0 tai at tonight’s table, and the table needs at least 1 tai to win.',
    );
    expect(within(dialog()).queryByRole('button', { name: 'Record the win' })).not.toBeInTheDocument();
    // Kumar (West) would score, so choosing him instead offers Record again.
    await user.click(playerIn('Who won?', 'Kumar'));
    expect(within(dialog()).getByRole('button', { name: 'Record the win' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(expectOk(await getNight(db, nightId)).night.entries).toEqual([]);
  });

  it('a discard win asks who discarded; under another profile the night’s rules decide', async () => {
    const db = freshDatabase();
    const nightId = await openNight(db, night({ profile: 'sg-reference', options: { unit: 10 } }));
    const user = userEvent.setup();
    renderWith(db, <RecordAction hand={PING_HU} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByRole('group', { name: 'Who won?' });
    await user.click(playerIn('Who won?', 'Siew Lan'));
    expect(
      within(dialog()).getByText(
        /tonight’s table plays Singapore 0–5 tai reference rules, not Singapore table/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Record the win' }));
    expect(within(dialog()).getByText('Choose who discarded the winning tile.')).toBeInTheDocument();
    // The winner cannot be the discarder.
    expect(playerIn('Who discarded the winning tile?', 'Siew Lan')).toBeDisabled();
    await user.click(playerIn('Who discarded the winning tile?', 'Kumar'));
    await user.click(within(dialog()).getByRole('button', { name: 'Record the win' }));
    await waitFor(() => expect(window.location.hash).toBe('#/tonight'));
    const { night: created } = expectOk(await getNight(db, nightId));
    const entry = created.entries[0]!;
    expect(entry).toMatchObject({ kind: 'win', winner: 3, selfDrawn: false, discarder: 2 });
    if (entry.kind !== 'win') throw new Error('expected a win');
    expect(entry.payment).toEqual(paymentFor(created.settings, entry.tai, false));
    const share = 10 * 2 ** (entry.tai - 1);
    expect(created.totals).toEqual([-share, -share, -2 * share, 4 * share]);
  });
});
