// A hand from the score screen scored again for tonight's table: the night's rules and house rules,
// the winner's seat wind this hand and the prevailing wind. Says plainly what changed and why; and
// what an entry says when an edit before it moved its winner's seat and the ledger scored it again.
import {
  handAtSeating,
  nightOptions,
  type LedgerRow,
  type PerPlayer,
  type PlayerIndex,
  type Seating,
  type NightSettings,
} from '../../core/ledger';
import { sameRuleValue } from '../../core/house-rules';
import { resolveOptions } from '../../core/options';
import { scoreHand } from '../../core/score';
import type { HandInput, ScoreResult, TableOptions } from '../../core/types';
import { t } from '@lingui/core/macro';
import { errorWords } from '../../words/names/ready';
import { listWords, profileName, valueWords, windName } from '../../words/night-words';

export interface NightScore {
  /** The hand as scored for the night, kept with the entry. */
  hand: HandInput;
  result: ScoreResult;
  /** The score screen's own result, for comparison. */
  before: ScoreResult;
  /** What the night changes, in words ("Kumar sits West this hand, not East"); empty when nothing. */
  changes: string[];
}

/**
 * The house rules that differ and change the tai (the unit only scales the money, which the night sets
 * anyway); a card by its entries, not by which object holds them.
 */
const rulesThatDiffer = (a: TableOptions, b: TableOptions): (keyof TableOptions)[] =>
  (Object.keys(a) as (keyof TableOptions)[]).filter(
    (key) => key !== 'unit' && !sameRuleValue(a[key], b[key]),
  );

export function scoreForNight(
  hand: HandInput,
  settings: NightSettings,
  seating: Seating,
  winner: PlayerIndex,
  players: PerPlayer<string>,
): NightScore {
  const seat = seating.seatWinds[winner];
  // The same hand the ledger scores again when an edit moves this hand to another seat.
  const night = handAtSeating(settings, hand, seating, winner);
  const handProfile = hand.profile ?? 'sg';
  const changes: string[] = [];
  if (handProfile !== settings.profile) {
    const tonight = profileName(settings.profile);
    const scored = profileName(handProfile);
    changes.push(t`tonight’s table plays ${tonight} rules, not ${scored}`);
  } else {
    const differ = rulesThatDiffer(resolveOptions(handProfile, hand.options).options, nightOptions(settings));
    if (differ.length === 1 && differ[0] === 'values') changes.push(t`tonight’s table plays its own card`);
    else if (differ.length > 0) changes.push(t`tonight’s table has its own house rules`);
  }
  const handSeat = hand.seat_wind?.toUpperCase() ?? 'E';
  if (handSeat !== seat) {
    const winnerName = players[winner];
    const now = windName(seat);
    const was = windName(handSeat);
    changes.push(t`${winnerName} sits ${now} this hand, not ${was}`);
  }
  const handRound = hand.prevailing_wind?.toUpperCase() ?? 'E';
  if (handRound !== seating.prevailingWind) {
    const now = windName(seating.prevailingWind);
    const was = windName(handRound);
    changes.push(t`it is the ${now} round, not ${was}`);
  }
  return { hand: night, result: scoreHand(night), before: scoreHand(hand), changes };
}

/** "3 tai", "0 tai, below the minimum", "not a winning hand". */
export function resultWords(result: ScoreResult): string {
  if (!result.ok) return t`not a hand that can be scored`;
  const value = valueWords(result.profile, result.tai);
  if (result.win) return value;
  return result.reason === 'below_minimum' ? t`${value}, below the minimum` : t`not a winning hand`;
}

/** The sentence that explains a changed result, or null when the night scores it as the score screen did. */
export function changeSentence(score: NightScore): string | null {
  if (score.changes.length === 0) return null;
  const after = resultWords(score.result);
  const before = resultWords(score.before);
  const reasons = listWords(score.changes);
  return after === before
    ? t`Scored again for tonight, because ${reasons}: still ${after}.`
    : t`Scored again for tonight, because ${reasons}: ${after} here, where the score screen showed ${before}.`;
}

/** Why a hand cannot be recorded at tonight's table, or null when it can. */
export function refusalOf(result: ScoreResult): string | null {
  if (!result.ok) {
    // The scorer answers codes with their values; the names word them as the score screen does.
    const why =
      result.errors.length > 0
        ? result.errors.map((e) => errorWords(e)).join(' ')
        : t`the tiles cannot be scored at tonight’s table.`;
    return t`This hand cannot be recorded: ${why}`;
  }
  if (result.win) return null;
  if (result.reason === 'below_minimum') {
    const value = valueWords(result.profile, result.tai);
    const least = valueWords(result.profile, result.min_tai);
    return t`This hand cannot be recorded: it is ${value} at tonight’s table, and the table needs at least ${least} to win.`;
  }
  return t`This hand cannot be recorded: these tiles do not make a winning hand under tonight’s rules.`;
}

/**
 * What an entry says of a win the ledger scored again at its seating (core/ledger/rescore.ts), below
 * "Ben won 3 tai, self-drawn": "Was 4 tai when recorded: Ben now sits South, not East.", or, when the tiles no longer win there, that
 * the recorded tai is kept and how to put it right. Null when there is nothing to say.
 */
export function rescoreNote(settings: NightSettings, row: LedgerRow): { kept: boolean; text: string } | null {
  const { rescore, entry } = row;
  if (!rescore || entry.kind !== 'win') return null;
  const { recorded } = rescore;
  const why: string[] = [];
  const seat = row.seatWinds[entry.winner];
  if (seat !== recorded.seatWind) {
    const winnerName = settings.players[entry.winner];
    const now = windName(seat);
    const was = windName(recorded.seatWind);
    why.push(t`${winnerName} now sits ${now}, not ${was}`);
  }
  if (row.prevailingWind !== recorded.prevailingWind) {
    const now = windName(row.prevailingWind);
    const was = windName(recorded.prevailingWind);
    why.push(t`it is now the ${now} round, not ${was}`);
  }
  const because = listWords(why);
  const was = valueWords(settings.profile, recorded.tai);
  if (rescore.outcome === 'rescored') {
    return entry.tai === recorded.tai
      ? null
      : { kept: false, text: t`Was ${was} when recorded: ${because}.` };
  }
  const here = valueWords(settings.profile, rescore.taiHere ?? 0);
  const minimum = nightOptions(settings).min_tai;
  const there =
    rescore.outcome === 'below_minimum'
      ? t`these tiles score ${here} there, below the table’s minimum of ${minimum}`
      : rescore.outcome === 'not_a_win'
        ? t`these tiles are not a winning hand there`
        : t`these tiles cannot be scored there`;
  return {
    kept: true,
    text: t`Counted at ${was} as recorded, but ${because}, and ${there}. Edit this entry to put it right, or delete it.`,
  };
}
