// The shapes of a night's night: its settings, the entries players record, and the ledger
// computed from them. Everything here is plain JSON, so it survives IndexedDB, backups and postMessage.
import type { TablePaymentKind } from '../settlement';
import type { HandInput, HandOptionsInput, Payment, ProfileId, ScoreItem } from '../types';

/** A player by position in the order the names were entered: player 0 … player 3. */
export type PlayerIndex = 0 | 1 | 2 | 3;
export const PLAYER_INDEXES: readonly PlayerIndex[] = [0, 1, 2, 3];

export type Wind = 'E' | 'S' | 'W' | 'N';
/** In the order the deal and the prevailing wind move. */
export const WINDS: readonly Wind[] = ['E', 'S', 'W', 'N'];

/** One value per player, in player order. */
export type PerPlayer<T> = [T, T, T, T];

export interface NightSettings {
  profile: ProfileId;
  /** House rules; `options.unit` is the unit in cents: the one-tai share (sg, sg-reference) or the hk table unit. */
  options: HandOptionsInput;
  /** Names in the order entered: player 0 … 3. Seats follow this order from the dealer. */
  players: PerPlayer<string>;
  firstDealer: PlayerIndex;
  startingWind: Wind;
}

interface EntryBase {
  id: string;
  /** When it was recorded, epoch milliseconds. */
  at: number;
}

export interface WinEntry extends EntryBase {
  kind: 'win';
  winner: PlayerIndex;
  selfDrawn: boolean;
  /** Who discarded the winning tile (on robbing a kong, the konger); null on a self-draw. */
  discarder: PlayerIndex | null;
  /** Tai (fans under hk) as scored, already capped. */
  tai: number;
  /** What the core computed at the night's unit: it must equal `paymentFor(settings, tai, selfDrawn)`. */
  payment: Payment;
  items?: ScoreItem[];
  /** The scored hand, for editing it later and for sharing it. */
  hand?: HandInput;
  /** Bao: this player alone pays what every loser would have paid (`payment.total`). */
  bao?: PlayerIndex | null;
}

export interface DrawEntry extends EntryBase {
  kind: 'draw';
}

/** A payment outside a win (RULES.md 9): each other player pays the receiver `tablePaymentEach(reason, unit)`. */
export interface TablePaymentEntry extends EntryBase {
  kind: 'table_payment';
  receiver: PlayerIndex;
  reason: TablePaymentKind;
  note?: string;
  /**
   * The hand it belongs to, when it was recorded against an earlier hand than the one in play (a
   * kong paid late); absent, the hand in play where it stands. The entry keeps its place in the
   * order entries were recorded, and the running totals count it there: only the hand it names
   * changes (what it pays does not depend on the hand). Older nights have no such field.
   */
  handNumber?: number;
}

/** Zha Hu: the offender pays each other player what a self-drawn limit hand would cost them. */
export interface FalseWinEntry extends EntryBase {
  kind: 'false_win';
  offender: PlayerIndex;
}

export type LedgerEntry = WinEntry | DrawEntry | TablePaymentEntry | FalseWinEntry;
export type EntryKind = LedgerEntry['kind'];

/** One payment between two players, in cents; always positive. */
export interface Transfer {
  from: PlayerIndex;
  to: PlayerIndex;
  amount: number;
}

/** Who deals and which winds are in play for a hand. */
export interface Seating {
  dealer: PlayerIndex;
  prevailingWind: Wind;
  /** Each player's seat wind, in player order: the dealer is East, then South, West, North in player order. */
  seatWinds: PerPlayer<Wind>;
  /** 1 for the night's first hand; table payments and false wins belong to the hand in play. */
  handNumber: number;
}

/**
 * How a win recorded with its tiles was scored again at its row's seating (core/ledger/rescore.ts):
 * 'rescored', the row carries the new tai, items and payment; otherwise the tiles no longer make a
 * win the table accepts there, and the row keeps what was recorded until the players edit it.
 */
export type RescoreOutcome = 'rescored' | 'below_minimum' | 'not_a_win' | 'unscorable';

export interface RowRescore {
  outcome: RescoreOutcome;
  /** What the entry holds: its tai, and the seat wind and round its hand was scored at (as stored: "E" … "N"). */
  recorded: { tai: number; seatWind: string; prevailingWind: string };
  /** What the tiles score at the row's seating, when the scorer gives a number. */
  taiHere: number | null;
}

export interface LedgerRow extends Seating {
  /**
   * The entry as the night counts it: a win whose tiles were scored at another seating carries the
   * tai, items, payment and hand scored at this row's (see `rescore`); every other entry as stored.
   */
  entry: LedgerEntry;
  /** Set when a win's tiles were scored again at this row's seating. */
  rescore?: RowRescore;
  /**
   * Set when a table payment names another hand than the one in play where it stands: `inPlay`, that
   * hand, and `named`, the entry's. An earlier hand gives the row its seating and number; a later one
   * (an edit before it took hands away) cannot be, so the row stays with the hand in play.
   */
  attached?: { inPlay: number; named: number };
  transfers: Transfer[];
  /** What each player won (positive) or paid (negative) in this entry. */
  deltas: PerPlayer<number>;
  /** Each player's running total after this entry. */
  totals: PerPlayer<number>;
}

export interface Ledger {
  rows: LedgerRow[];
  totals: PerPlayer<number>;
  /** The seating of the next hand to be played. */
  next: Seating;
}

export type LedgerErrorCode =
  | 'invalid_settings'
  | 'unknown_profile'
  | 'invalid_players'
  | 'player_name_missing'
  | 'player_name_too_long'
  | 'player_names_repeat'
  | 'invalid_dealer'
  | 'invalid_wind'
  | 'unit_missing'
  | 'unit_must_be_even'
  | 'unit_must_be_multiple_of_4'
  | 'invalid_option'
  | 'invalid_entry'
  | 'invalid_entry_id'
  | 'invalid_time'
  | 'unknown_entry_kind'
  | 'invalid_player'
  | 'invalid_self_drawn'
  | 'discarder_missing'
  | 'discarder_on_self_draw'
  | 'winner_is_discarder'
  | 'bao_is_winner'
  | 'invalid_tai'
  | 'tai_below_minimum'
  | 'tai_above_cap'
  | 'invalid_amount'
  | 'payment_mismatch'
  | 'invalid_items'
  | 'items_mismatch'
  | 'invalid_hand'
  | 'invalid_reason'
  | 'invalid_hand_number'
  | 'not_played_here'
  | 'note_too_long';

/** A problem with settings or an entry: a stable code and a sentence a player understands. */
export interface LedgerError {
  code: LedgerErrorCode;
  message: string;
  /** The field it is about ("players[2]", "discarder"), when there is one. */
  field?: string;
}

/** A checked value, or every reason it was refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: LedgerError[] };
