// A win recorded with its tiles, scored again where the night now puts it. An edit, delete or undo
// before a hand can change who deals or the round, so the winner's seat wind (their own flower and
// season, their seat-wind pong) or the prevailing wind may no longer be the ones the hand was scored
// at: the night is a function of its entries, so the ledger scores such a hand again at its seating.
//
// What the ledger does with the new score:
// - it still wins at this table: the row carries the new tai, items and payment (totals follow), and
//   says what was recorded (`RowRescore`, outcome 'rescored');
// - it no longer can (below the table's minimum, not a winning hand, or the scorer refuses it, as an
//   earthly hand won by the player who now deals): the row keeps the tai and payment recorded, flagged
//   with the outcome, so the entry list says so and the players edit or delete it. Never thrown, never
//   a total quietly computed from a hand the table would not accept.
//
// Only a hand whose stored `seat_wind` / `prevailing_wind` differ from its row's is scored again: a
// night recorded in order costs nothing more, and the results are remembered (see `scoreRemembered`).
import { scoreHand } from '../score';
import type { HandInput, ScoreResult } from '../types';
import { paymentFor, nightOptions } from './settings';
import type { RowRescore, Seating, NightSettings, WinEntry } from './types';

/** The hand as the night scores it at `seating` for `winner`: the night's rules and house rules, the seat and the round. */
export function handAtSeating(
  settings: NightSettings,
  hand: HandInput,
  seating: Seating,
  winner: WinEntry['winner'],
): HandInput {
  return {
    ...hand,
    profile: settings.profile,
    options: settings.options,
    seat_wind: seating.seatWinds[winner],
    prevailing_wind: seating.prevailingWind,
  };
}

/** A stored wind as the scorer reads it: a missing one is East (RULES.md 2). */
const windOf = (raw: unknown): string => (typeof raw === 'string' ? raw.toUpperCase() : 'E');

/** Whether a win's stored hand was scored at another seat wind or round than `seating` gives its winner. */
export function needsRescore(entry: WinEntry, seating: Seating): boolean {
  if (!entry.hand) return false;
  return (
    windOf(entry.hand.seat_wind) !== seating.seatWinds[entry.winner] ||
    windOf(entry.hand.prevailing_wind) !== seating.prevailingWind
  );
}

/**
 * The win as its row shows it: unchanged when its hand was scored at this seating (or it has no
 * tiles), else scored again (see the head of this file). The stored entry is never changed.
 */
export function rescoreWin(
  settings: NightSettings,
  entry: WinEntry,
  seating: Seating,
): { entry: WinEntry; rescore?: RowRescore } {
  if (!entry.hand || !needsRescore(entry, seating)) return { entry };
  const hand = handAtSeating(settings, entry.hand, seating, entry.winner);
  const result = scoreRemembered(hand);
  const recorded = {
    tai: entry.tai,
    seatWind: windOf(entry.hand.seat_wind),
    prevailingWind: windOf(entry.hand.prevailing_wind),
  };
  const options = nightOptions(settings);
  if (!result.ok) return { entry, rescore: { outcome: 'unscorable', recorded, taiHere: null } };
  if (!result.win || result.tai < options.min_tai || result.tai > options.cap_tai) {
    const outcome = result.reason === 'not_a_winning_hand' ? 'not_a_win' : 'below_minimum';
    return {
      entry,
      rescore: {
        outcome,
        recorded,
        taiHere: result.win || result.reason === 'below_minimum' ? result.tai : null,
      },
    };
  }
  const rescored: WinEntry = {
    ...entry,
    tai: result.tai,
    // The ledger's own rule for the money (what validateEntry holds every win to), from the entry's way of winning.
    payment: paymentFor(settings, result.tai, entry.selfDrawn),
    items: result.items,
    hand,
  };
  return { entry: rescored, rescore: { outcome: 'rescored', recorded, taiHere: result.tai } };
}

// Scoring a hand takes about a tenth of a millisecond; a long night edited near its start would
// score every later tiled hand again on each computation (each change, each window's refresh).
// The scorer is a pure function of the hand, so its answers are remembered, a bounded number.
const REMEMBERED_LIMIT = 4096;
const remembered = new Map<string, ScoreResult>();

/** `scoreHand`, remembered by the hand's JSON. The result is shared: callers must not change it. */
function scoreRemembered(hand: HandInput): ScoreResult {
  const key = JSON.stringify(hand);
  const known = remembered.get(key);
  if (known) return known;
  const result = scoreHand(hand);
  if (remembered.size >= REMEMBERED_LIMIT) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, result);
  return result;
}
