// A hand from the score screen scored again for tonight's table: the night's rules and house rules,
// the winner's seat wind this hand and the prevailing wind. Says plainly what changed and why; and
// what an entry says when an edit before it moved its winner's seat and the ledger scored it again.
import {
  handAtSeating, sessionOptions, type LedgerRow, type PerPlayer, type PlayerIndex, type Seating, type SessionSettings,
} from '../../core/ledger';
import { PROFILE_SETTINGS, resolveOptions } from '../../core/options';
import { scoreHand } from '../../core/score';
import type { HandInput, ScoreResult, TableOptions } from '../../core/types';
import { listWords, WIND_NAMES } from './words';

export interface NightScore {
  /** The hand as scored for the night, kept with the entry. */
  hand: HandInput;
  result: ScoreResult;
  /** The score screen's own result, for comparison. */
  before: ScoreResult;
  /** What the night changes, in words ("Kumar sits West this hand, not East"); empty when nothing. */
  changes: string[];
}

const isWind = (w: string | undefined): w is keyof typeof WIND_NAMES => w !== undefined && w in WIND_NAMES;

/** House rules that change the tai: the unit only scales the money, which the night sets anyway. */
const sameScoring = (a: TableOptions, b: TableOptions): boolean =>
  (Object.keys(a) as (keyof TableOptions)[]).every((key) => key === 'unit' || a[key] === b[key]);

export function scoreForNight(
  hand: HandInput, settings: SessionSettings, seating: Seating, winner: PlayerIndex, players: PerPlayer<string>,
): NightScore {
  const seat = seating.seatWinds[winner];
  // The same hand the ledger scores again when an edit moves this hand to another seat.
  const night = handAtSeating(settings, hand, seating, winner);
  const handProfile = hand.profile ?? 'sg';
  const changes: string[] = [];
  if (handProfile !== settings.profile) {
    changes.push(`tonight’s table plays ${PROFILE_SETTINGS[settings.profile].name} rules, not ${PROFILE_SETTINGS[handProfile].name}`);
  } else if (!sameScoring(resolveOptions(handProfile, hand.options).options, sessionOptions(settings))) {
    changes.push('tonight’s table has its own house rules');
  }
  const handSeat = hand.seat_wind?.toUpperCase() ?? 'E';
  if (handSeat !== seat) {
    changes.push(`${players[winner]} sits ${WIND_NAMES[seat]} this hand, not ${isWind(handSeat) ? WIND_NAMES[handSeat] : handSeat}`);
  }
  const handRound = hand.prevailing_wind?.toUpperCase() ?? 'E';
  if (handRound !== seating.prevailingWind) {
    changes.push(`it is the ${WIND_NAMES[seating.prevailingWind]} round, not ${isWind(handRound) ? WIND_NAMES[handRound] : handRound}`);
  }
  return { hand: night, result: scoreHand(night), before: scoreHand(hand), changes };
}

/** "3 tai", "0 tai, below the minimum", "not a winning hand". */
export function resultWords(result: ScoreResult): string {
  if (!result.ok) return 'not a hand that can be scored';
  const word = PROFILE_SETTINGS[result.profile].unitWord;
  if (result.win) return `${result.tai} ${word}`;
  return result.reason === 'below_minimum' ? `${result.tai} ${word}, below the minimum` : 'not a winning hand';
}

/** The sentence that explains a changed result, or null when the night scores it as the score screen did. */
export function changeSentence(score: NightScore): string | null {
  if (score.changes.length === 0) return null;
  const after = resultWords(score.result);
  const before = resultWords(score.before);
  const why = `Scored again for tonight, because ${listWords(score.changes)}`;
  return after === before ? `${why}: still ${after}.` : `${why}: ${after} here, where the score screen showed ${before}.`;
}

/** Why a hand cannot be recorded at tonight's table, or null when it can. */
export function refusalOf(result: ScoreResult): string | null {
  if (!result.ok) return `This hand cannot be recorded: ${result.errors.map((e) => e.message).join(' ')}`;
  if (result.win) return null;
  const word = PROFILE_SETTINGS[result.profile].unitWord;
  if (result.reason === 'below_minimum') {
    return `This hand cannot be recorded: it is ${result.tai} ${word} at tonight’s table, and the table needs at least ${result.min_tai} ${word} to win.`;
  }
  return 'This hand cannot be recorded: these tiles do not make a winning hand under tonight’s rules.';
}

/**
 * What an entry says of a win the ledger scored again at its seating (core/ledger/rescore.ts), below
 * "Ben won 3 tai, self-drawn": "Was 4 tai when recorded: Ben now sits South, not East.", or, when the tiles no longer win there, that
 * the recorded tai is kept and how to put it right. Null when there is nothing to say.
 */
export function rescoreNote(settings: SessionSettings, row: LedgerRow): { kept: boolean; text: string } | null {
  const { rescore, entry } = row;
  if (!rescore || entry.kind !== 'win') return null;
  const word = PROFILE_SETTINGS[settings.profile].unitWord;
  const { recorded } = rescore;
  const windName = (wind: string): string => (isWind(wind) ? WIND_NAMES[wind] : wind);
  const why: string[] = [];
  const seat = row.seatWinds[entry.winner];
  if (seat !== recorded.seatWind) why.push(`${settings.players[entry.winner]} now sits ${WIND_NAMES[seat]}, not ${windName(recorded.seatWind)}`);
  if (row.prevailingWind !== recorded.prevailingWind) {
    why.push(`it is now the ${WIND_NAMES[row.prevailingWind]} round, not ${windName(recorded.prevailingWind)}`);
  }
  const because = listWords(why);
  if (rescore.outcome === 'rescored') {
    return entry.tai === recorded.tai ? null : { kept: false, text: `Was ${recorded.tai} ${word} when recorded: ${because}.` };
  }
  const there = rescore.outcome === 'below_minimum'
    ? `these tiles score ${rescore.taiHere ?? 0} ${word} there, below the table’s minimum of ${sessionOptions(settings).min_tai}`
    : rescore.outcome === 'not_a_win' ? 'these tiles are not a winning hand there' : 'these tiles cannot be scored there';
  return {
    kept: true,
    text: `Counted at ${recorded.tai} ${word} as recorded, but ${because}, and ${there}. Edit this entry to put it right, or delete it.`,
  };
}
