// What an entry says when an edit before it moved its winner's seat and the ledger scored it again.
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  computeLedger,
  firstSeating,
  handAtSeating,
  paymentFor,
  seatingAfter,
  type NightSettings,
  type WinEntry,
} from '../../core/ledger';
import { scoreHand } from '../../core/score';
import type { HandInput } from '../../core/types';
import { changeSentence, rescoreNote, scoreForNight } from './rescore';

// The English source messages, as the app shows them in English (src/i18n/catalogs.test.ts checks each is translated).
i18n.loadAndActivate({ locale: 'en', messages: {} });

const sg: NightSettings = {
  profile: 'sg',
  options: { unit: 10 },
  players: ['Ann', 'Ben', 'Cai', 'Dee'],
  firstDealer: 0,
  startingWind: 'E',
};
const byTai = (id: string, winner: 0 | 1 | 2 | 3, discarder: 0 | 1 | 2 | 3): WinEntry => ({
  id,
  at: 1,
  kind: 'win',
  winner,
  selfDrawn: false,
  discarder,
  tai: 1,
  payment: paymentFor(sg, 1, false),
});

/** Ben's win with `tiles`, recorded at East (Dee won hand 1, so Ben deals hand 2); entry 1 then edited so Ann won it. */
function editedNight(tiles: HandInput, discarder: 0 | 2 | 3 | null) {
  const seating = seatingAfter(firstSeating(sg), byTai('e1', 3, 0), 0);
  const hand = handAtSeating(sg, tiles, seating, 1);
  const result = scoreHand(hand);
  if (!result.ok) throw new Error('test hand does not score');
  const win: WinEntry = {
    id: 'e2',
    at: 2,
    kind: 'win',
    winner: 1,
    selfDrawn: discarder === null,
    discarder,
    tai: result.tai,
    payment: paymentFor(sg, result.tai, discarder === null),
    items: result.items,
    hand,
  };
  return computeLedger(sg, [byTai('e1', 0, 3), win]).rows[1]!;
}

describe('rescoreNote', () => {
  it('says what was recorded and why it changed: "Was 4 tai when recorded: Ben now sits South, not East."', () => {
    const row = editedNight(
      { hand: 'c1 c2 c3 c4 c5 c6 c7 c8 c9 RD RD RD c5 c5'.split(' '), winning_tile: 'c9', bonus: ['F1'] },
      null,
    );
    expect(rescoreNote(sg, row)).toEqual({
      kept: false,
      text: 'Was 4 tai when recorded: Ben now sits South, not East.',
    });
  });

  it('says the recorded tai is kept, why, and the way out, when the tiles no longer win at the new seat', () => {
    const row = editedNight(
      {
        hand: 'c1 c2 c3 b4 b5 b6 d7 d8 d9 c9 c9 c9 d2 d2'.split(' '),
        winning_tile: 'd2',
        winning_from_discard: true,
        bonus: ['F1'],
      },
      2,
    );
    expect(rescoreNote(sg, row)).toEqual({
      kept: true,
      text: 'Counted at 1 tai as recorded, but Ben now sits South, not East, and these tiles score 0 tai there, below the table’s minimum of 1. Edit this entry to put it right, or delete it.',
    });
  });

  it('says nothing for a win scored where it was recorded, or re-scored to the same tai', () => {
    const row = editedNight(
      { hand: 'c1 c2 c3 c4 c5 c6 c7 c8 c9 RD RD RD c5 c5'.split(' '), winning_tile: 'c9' },
      null,
    );
    expect(row.rescore?.outcome).toBe('rescored');
    expect(rescoreNote(sg, row)).toBeNull();
    expect(rescoreNote(sg, computeLedger(sg, [byTai('e1', 0, 3)]).rows[0]!)).toBeNull();
  });
});

describe('scoreForNight and the table’s card', () => {
  // Full Flush in characters, self-drawn by East: 4 tai by default, capped at 5.
  const FLUSH: HandInput = {
    profile: 'sg',
    hand: ['c1', 'c1', 'c1', 'c2', 'c3', 'c4', 'c5', 'c5', 'c5', 'c7', 'c8', 'c9', 'c9', 'c9'],
    winning_tile: 'c9',
    winning_from_discard: false,
  };
  const card = (values: Record<string, number | 'limit'>): NightSettings => ({
    ...sg,
    options: { unit: 10, values },
  });
  const score = (settings: NightSettings, hand: HandInput) =>
    scoreForNight(hand, settings, firstSeating(settings), 0, settings.players);

  it('says nothing changed when the score screen played the same card as tonight', () => {
    const tonight = card({ full_flush: 2 });
    const same = score(tonight, { ...FLUSH, options: { values: { full_flush: 2 } } });
    expect(same.changes).toEqual([]);
    expect(changeSentence(same)).toBeNull();
  });

  it('says tonight’s table plays its own card when only the card differs, and scores with it', () => {
    const scored = score(card({ full_flush: 2 }), FLUSH);
    expect(scored.changes).toEqual(['tonight’s table plays its own card']);
    expect(scored.result.ok && scored.result.tai).toBe(2);
    expect(changeSentence(scored)).toBe(
      'Scored again for tonight, because tonight’s table plays its own card: 2 tai here, where the score screen showed 4 tai.',
    );
    // Another house rule besides: the table has its own house rules.
    const more = score(
      { ...sg, options: { unit: 10, shooter_pays: true, values: { full_flush: 2 } } },
      FLUSH,
    );
    expect(more.changes).toEqual(['tonight’s table has its own house rules']);
  });
});
