// Checks one ledger entry against its night's settings, from any source (a form, the
// database, a backup), and returns a clean copy or the reasons in a player's words.
import { MAX_TAI } from '../house-rules';
import { PROFILE_SETTINGS } from '../options';
import type { TablePaymentKind } from '../settlement';
import type { HandInput, Payment, ScoreItem } from '../types';
import { isAmount, isPlayerIndex, isRecord } from './guards';
import { hasTablePayments, paymentFor, nightOptions } from './settings';
import type {
  Checked,
  DrawEntry,
  FalseWinEntry,
  LedgerEntry,
  LedgerError,
  PlayerIndex,
  NightSettings,
  TablePaymentEntry,
  WinEntry,
} from './types';

const TABLE_PAYMENT_KINDS: readonly TablePaymentKind[] = [
  'exposed_kong',
  'concealed_kong',
  'bonus_later',
  'bonus_at_start',
];
export const MAX_NOTE_LENGTH = 200;
const MAX_ID_LENGTH = 100;

type Fields = Record<string, unknown>;

const absent = (value: unknown): boolean => value === undefined || value === null;

export function validateEntry(settings: NightSettings, input: unknown): Checked<LedgerEntry> {
  if (!isRecord(input)) return fail([{ code: 'invalid_entry', message: 'This entry is unreadable.' }]);
  const errors: LedgerError[] = [];
  const { id, at, kind } = input;
  if (typeof id !== 'string' || id.trim() === '' || id.length > MAX_ID_LENGTH) {
    errors.push({ code: 'invalid_entry_id', field: 'id', message: 'This entry has no usable id.' });
  }
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0) {
    errors.push({ code: 'invalid_time', field: 'at', message: 'This entry has no valid time.' });
  }
  const base = { id: id as string, at: at as number };
  let entry: LedgerEntry | undefined;
  switch (kind) {
    case 'win':
      entry = checkWin(settings, input, base, errors);
      break;
    case 'draw':
      entry = { ...base, kind: 'draw' } satisfies DrawEntry;
      break;
    case 'table_payment':
      entry = checkTablePayment(settings, input, base, errors);
      break;
    case 'false_win':
      entry = checkFalseWin(input, base, errors);
      break;
    default:
      errors.push({
        code: 'unknown_entry_kind',
        field: 'kind',
        message: 'Say what happened: a win, a drawn hand, a table payment or a false win.',
      });
  }
  return errors.length > 0 || !entry ? fail(errors) : { ok: true, value: entry };
}

const fail = (errors: LedgerError[]): Checked<never> => ({ ok: false, errors });

function checkWin(
  settings: NightSettings,
  input: Fields,
  base: { id: string; at: number },
  errors: LedgerError[],
): WinEntry | undefined {
  const before = errors.length;
  const { winner, selfDrawn, discarder, tai, payment, items, hand, bao } = input;
  const options = nightOptions(settings);
  const word = PROFILE_SETTINGS[settings.profile].unitWord;

  if (!isPlayerIndex(winner))
    errors.push({ code: 'invalid_player', field: 'winner', message: 'Choose who won.' });
  if (typeof selfDrawn !== 'boolean') {
    errors.push({
      code: 'invalid_self_drawn',
      field: 'selfDrawn',
      message: 'Say whether the winning tile was self-drawn or discarded.',
    });
  } else if (selfDrawn && !absent(discarder)) {
    errors.push({
      code: 'discarder_on_self_draw',
      field: 'discarder',
      message: 'A self-drawn win has no discarder: clear who discarded, or mark the win as won on a discard.',
    });
  } else if (!selfDrawn) {
    if (!isPlayerIndex(discarder)) {
      errors.push({
        code: 'discarder_missing',
        field: 'discarder',
        message: 'Choose who discarded the winning tile.',
      });
    } else if (discarder === winner) {
      errors.push({
        code: 'winner_is_discarder',
        field: 'discarder',
        message: 'The winner cannot have discarded the winning tile: choose who did.',
      });
    }
  }

  if (!absent(bao)) {
    if (!isPlayerIndex(bao)) {
      errors.push({ code: 'invalid_player', field: 'bao', message: 'Choose who pays for everyone (Bao).' });
    } else if (bao === winner) {
      errors.push({
        code: 'bao_is_winner',
        field: 'bao',
        message: 'The winner cannot pay for everyone (Bao): choose the player who is Bao.',
      });
    }
  }

  if (typeof tai !== 'number' || !Number.isInteger(tai) || tai < 0) {
    errors.push({
      code: 'invalid_tai',
      field: 'tai',
      message: `The hand’s value must be a whole number of ${word}.`,
    });
  } else if (tai < options.min_tai) {
    errors.push({
      code: 'tai_below_minimum',
      field: 'tai',
      message: `This table needs at least ${options.min_tai} ${word} to win; this hand has ${tai}.`,
    });
  } else if (tai > options.cap_tai) {
    errors.push({
      code: 'tai_above_cap',
      field: 'tai',
      message: `This table’s limit is ${options.cap_tai} ${word}; a win counts at most that, not ${tai}.`,
    });
  }

  const cleanPayment = checkPayment(payment, errors);
  if (cleanPayment && errors.length === before) {
    // The money must be exactly what the table's rules give: a payment scored at another unit
    // or profile would quietly put every later total wrong.
    const expected = paymentFor(settings, tai as number, selfDrawn as boolean);
    if (!samePayment(cleanPayment, expected)) {
      errors.push({
        code: 'payment_mismatch',
        field: 'payment',
        message: `The payment does not match a ${tai} ${word} ${selfDrawn ? 'self-drawn' : 'discard'} win at this table’s unit: score the hand again.`,
      });
    }
  }

  const cleanItems = items === undefined ? undefined : checkItems(items, tai, options.cap_tai, errors);
  const cleanHand = hand === undefined ? undefined : checkHand(hand, errors);
  if (errors.length > before || !cleanPayment) return undefined;

  const entry: WinEntry = {
    ...base,
    kind: 'win',
    winner: winner as PlayerIndex,
    selfDrawn: selfDrawn as boolean,
    discarder: selfDrawn ? null : (discarder as PlayerIndex),
    tai: tai as number,
    payment: cleanPayment,
  };
  if (cleanItems) entry.items = cleanItems;
  if (cleanHand) entry.hand = cleanHand;
  if (isPlayerIndex(bao)) entry.bao = bao;
  return entry;
}

function checkPayment(payment: unknown, errors: LedgerError[]): Payment | undefined {
  const invalid = (): undefined => {
    errors.push({
      code: 'invalid_amount',
      field: 'payment',
      message: 'The payment amounts must be whole numbers of cents, none below zero.',
    });
    return undefined;
  };
  if (!isRecord(payment)) return invalid();
  const { discarder, others, total } = payment;
  if (!(discarder === null || isAmount(discarder)) || !isAmount(others) || !isAmount(total)) return invalid();
  return { discarder, others, total };
}

const samePayment = (a: Payment, b: Payment): boolean =>
  a.discarder === b.discarder && a.others === b.others && a.total === b.total;

/** The most scoring lines one win keeps: a hand scores a dozen or so, bonus tiles one line each. */
export const MAX_ITEMS = 40;
/** The longest text of one scoring line (its id, name or Chinese name), in characters. */
export const MAX_ITEM_TEXT = 120;

const isItemText = (text: unknown): text is string =>
  typeof text === 'string' && text.length <= MAX_ITEM_TEXT;

/**
 * The scoring lines of a win, if they are ones the scorer could have written for it: at most
 * MAX_ITEMS lines of short text, each worth 0 to MAX_TAI tai, and together worth the win's tai as
 * the scorer counts it (their sum, held to the table's cap: a limit hand's line is worth the cap).
 */
function checkItems(
  items: unknown,
  tai: unknown,
  capTai: number,
  errors: LedgerError[],
): ScoreItem[] | undefined {
  const valid =
    Array.isArray(items) &&
    items.length <= MAX_ITEMS &&
    items.every(
      (item: unknown) =>
        isRecord(item) &&
        isItemText(item.id) &&
        isItemText(item.name) &&
        (item.zh === undefined || isItemText(item.zh)) &&
        typeof item.tai === 'number' &&
        Number.isInteger(item.tai) &&
        item.tai >= 0 &&
        item.tai <= MAX_TAI,
    );
  if (!valid) {
    errors.push({
      code: 'invalid_items',
      field: 'items',
      message: 'The scoring lines saved with this win are unreadable.',
    });
    return undefined;
  }
  const lines = items as ScoreItem[];
  const sum = lines.reduce((total, item) => total + item.tai, 0);
  if (typeof tai === 'number' && Math.min(sum, capTai) !== tai) {
    errors.push({
      code: 'items_mismatch',
      field: 'items',
      message: `The scoring lines saved with this win add up to ${sum}, not the ${tai} it was recorded at: score the hand again.`,
    });
    return undefined;
  }
  return lines.map(
    (item) =>
      ({
        id: item.id,
        name: item.name,
        ...(item.zh === undefined ? {} : { zh: item.zh }),
        tai: item.tai,
      }) as ScoreItem,
  );
}

/** The fields of a hand (RULES.md section 2): a stored hand keeps these and nothing else. */
const HAND_KEYS = [
  'profile',
  'options',
  'hand',
  'exposed',
  'bonus',
  'winning_tile',
  'winning_from_discard',
  'seat_wind',
  'prevailing_wind',
  'events',
] as const;

function checkHand(hand: unknown, errors: LedgerError[]): HandInput | undefined {
  const valid =
    isRecord(hand) &&
    Array.isArray(hand.hand) &&
    hand.hand.every((tile: unknown) => typeof tile === 'string') &&
    typeof hand.winning_tile === 'string';
  if (!valid) {
    errors.push({
      code: 'invalid_hand',
      field: 'hand',
      message: 'The scored hand saved with this win is unreadable.',
    });
    return undefined;
  }
  // Only the hand's own fields are kept, as validateSettings keeps only known fields: whatever else
  // came with it (from a file or a link) is no part of the hand and is never stored.
  const known: Record<string, unknown> = {};
  for (const key of HAND_KEYS) if (hand[key] !== undefined) known[key] = hand[key];
  return structuredClone(known) as unknown as HandInput;
}

function checkTablePayment(
  settings: NightSettings,
  input: Fields,
  base: { id: string; at: number },
  errors: LedgerError[],
): TablePaymentEntry | undefined {
  const before = errors.length;
  const { receiver, reason, note, handNumber } = input;
  if (!hasTablePayments(settings)) {
    errors.push({
      code: 'not_played_here',
      field: 'kind',
      message: 'Hong Kong tables do not pay for kongs or bonus tiles outside a win.',
    });
  }
  if (!isPlayerIndex(receiver))
    errors.push({ code: 'invalid_player', field: 'receiver', message: 'Choose who is paid.' });
  if (typeof reason !== 'string' || !(TABLE_PAYMENT_KINDS as readonly string[]).includes(reason)) {
    errors.push({
      code: 'invalid_reason',
      field: 'reason',
      message: 'Choose what the payment is for: an exposed kong, a concealed kong, or a bonus pair or set.',
    });
  }
  if (note !== undefined && typeof note !== 'string') {
    errors.push({ code: 'invalid_entry', field: 'note', message: 'The note of this payment is unreadable.' });
  } else if (typeof note === 'string' && [...note.trim()].length > MAX_NOTE_LENGTH) {
    errors.push({
      code: 'note_too_long',
      field: 'note',
      message: `Keep the note to ${MAX_NOTE_LENGTH} characters or fewer.`,
    });
  }
  if (
    !absent(handNumber) &&
    !(typeof handNumber === 'number' && Number.isSafeInteger(handNumber) && handNumber >= 1)
  ) {
    errors.push({
      code: 'invalid_hand_number',
      field: 'handNumber',
      message: 'Choose which hand the payment belongs to.',
    });
  }
  if (errors.length > before) return undefined;
  const entry: TablePaymentEntry = {
    ...base,
    kind: 'table_payment',
    receiver: receiver as PlayerIndex,
    reason: reason as TablePaymentKind,
  };
  const trimmed = typeof note === 'string' ? note.trim() : '';
  if (trimmed !== '') entry.note = trimmed;
  if (typeof handNumber === 'number') entry.handNumber = handNumber;
  return entry;
}

function checkFalseWin(
  input: Fields,
  base: { id: string; at: number },
  errors: LedgerError[],
): FalseWinEntry | undefined {
  if (!isPlayerIndex(input.offender)) {
    errors.push({ code: 'invalid_player', field: 'offender', message: 'Choose who declared the false win.' });
    return undefined;
  }
  return { ...base, kind: 'false_win', offender: input.offender };
}
