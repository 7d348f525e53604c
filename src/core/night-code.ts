// The night code: a whole night (its players, the table's rules, every entry) packed into one short,
// URL-safe, checksummed string for `#/n/<code>` links, so that every phone at the table can see it.
//
// The container (version digit, CRC-12, payload characters) is codes/container.ts; version 1 is 'B',
// version 2 'C'. The two have one layout: version 2 says that the house rules in the text block (the
// night's, or a hand's own) name the table's card (`values`), which an app made before the card cannot
// read, so that such an app answers "newer version" rather than "does not add up". A night whose house
// rules never name the card is written as version 1, as before the card; a version 1 code naming it was
// written by no app and is refused.
//
// Payload, versions 1 and 2 (bit widths in brackets; varints are codes/bits.ts's: groups of four value bits,
// low group first, each preceded by [1] "another group follows"):
//   payload length in characters: varint, so that a code cut short is told from one changed
//   night id form [2]: 0 a UUID (8-4-4-4-12 lowercase hex), 1 32 lowercase hex digits, both then [128];
//                      2 any other text, carried in the text block
//   profile [2]  first dealer [2]  starting wind [2]  finished [1]
//   started at [44]: epoch milliseconds; shared at: its difference from the start, zigzag-folded
//     (see below), varint, so that a phone keeping a copy never lets an older link replace a newer one
//   text block: [1] deflated?  then its length in bytes (varint) and the bytes [8 each]. It is the UTF-8
//     JSON array [night name, [four player names], house rules as stored, extras, id text?], where extras
//     maps an entry's position to what the bits do not hold: a table payment's note, a hand or its items
//     when they cannot travel in the compact form, and the entry's revision (`r`) when it was edited
//     (a keeper decides by it whether a link is newer than its copy: night-versions.ts). An app that
//     predates `r` ignores it. Its key `pay` (not a position) holds the payment addresses shared with the
//     table on a live night, [[seat, address], …], which an app that predates it ignores. The house rules travel as the settings store them,
//     keys and values, so any house rule the app learns later needs no change here; decoding checks
//     them with the ledger's own validateSettings. The block is compressed with the platform's
//     deflate-raw only when that makes it shorter.
//   entry count: varint, then per entry:
//     kind [2] (0 win, 1 drawn hand, 2 table payment, 3 false win)
//     time: the difference from the previous entry's (the first: from the start), epoch milliseconds,
//           zigzag-folded (0, -1, 1, -2 … as 0, 1, 2, 3 …), varint
//     win: winner [2]  self-drawn [1]  discarder [2] (on a discard only)  Bao? [1] then [2]  tai (varint)
//          hand [2]: 0 none, 1 as a hand share code, 2 in the extras
//            a share code is its length in characters (varint), then its version digit and its payload
//            digits [6 each] (its two checksum characters are left out: this code's checksum covers them),
//            then [2] where the hand's house rules are (0 none, 1 the night's), and for each of its
//            declared sets, bonus tiles and events that is empty, [1] whether the stored hand names it
//          items [2]: 0 none, 1 as the hand scores at the night's table, 2 in the extras
//          The payment is not carried: it is what the table pays for the tai (validateEntry insists).
//     table payment: receiver [2]  reason [2]  (a note, and an earlier hand it belongs to, are in the extras)
//     false win: offender [2]
//
// Entry ids are not carried: they are the keeper's phone's storage keys, and a copy numbers its
// entries (`e1`, `e2` …). Everything else of every entry comes back exactly.
//
// A night of 16 hands recorded with their tiles is about 530 characters (night-code.test.ts measures
// one); a share code is most of each entry.
import { BitReader, BitWriter } from './codes/bits';
import { HEADER_CHARS, checksumHolds, codeDigits, codeOf, lengthMends, sealCode } from './codes/container';
import {
  MAX_ENTRIES_PER_NIGHT,
  NIGHT_PROBLEM_WORDS,
  acceptNight,
  isRealTime,
  type NightProblem,
} from './ledger/accept';
import { sameJson } from './canonical-json';
import { isPlayerIndex, isRecord } from './ledger/guards';
import { paymentFor, validateSettings } from './ledger/settings';
import type { LedgerEntry, PlayerIndex, NightSettings, Wind } from './ledger/types';
import {
  readSharedAddresses,
  schemeOfProfile,
  storedSharedAddresses,
  type StoredSharedAddress,
} from './pay-codes/shared';
import { scoreHand } from './score';
import { decodeShareCode, encodeShareCode } from './share-code';
import type { TablePaymentKind } from './settlement';
import type { HandInput, Payment, ProfileId } from './types';

/** The newest version this app reads and writes: a night whose house rules name the table's card. */
export const NIGHT_CODE_VERSION = 2;
/** The version of a night whose house rules never name the card: the first layout, read by every app. */
export const NIGHT_CODE_VERSION_BEFORE_CARD = 1;

/** A night as it travels: what a phone needs to show it, and to keep a copy of it. */
export interface SharedNight {
  /** The night's id on the phone that keeps it: a newer link of the same night updates a copy of it. */
  id: string;
  name: string;
  /** When the night was started, epoch milliseconds. */
  createdAt: number;
  /** Whether the keeper had finished the night when the link was made. */
  finished: boolean;
  /** When the link was made, epoch milliseconds: of two links of one night, the later one wins. */
  sharedAt: number;
  settings: NightSettings;
  entries: LedgerEntry[];
  /** Each entry's revision (0 when recorded, one more on every edit), when any entry was edited. */
  revisions?: number[];
  /**
   * Payment addresses the players shared with the table on a live night (seat and address only, never
   * one kept only on a phone), read through the core's readSharedAddresses both ways.
   */
  payShared?: StoredSharedAddress[];
}

export type NightDecodeError = {
  code: 'empty' | 'malformed' | 'truncated' | 'tampered' | 'newer_version' | 'invalid_night';
  /** The command line's and the tests' English; a screen words the code (and the problem) instead. */
  message: string;
  /** For `invalid_night`: what does not add up, as a code with its values (core/ledger/accept.ts). */
  problem?: NightProblem;
};

export type NightDecodeResult = { ok: true; night: SharedNight } | { ok: false; error: NightDecodeError };

// Wire orders, written out here so that a link already shared keeps its meaning. Extend only in a new version.
const PROFILE_WIRE: readonly ProfileId[] = ['sg', 'sg-reference', 'hk'];
const WIND_WIRE: readonly Wind[] = ['E', 'S', 'W', 'N'];
const KIND_WIRE: readonly LedgerEntry['kind'][] = ['win', 'draw', 'table_payment', 'false_win'];
const REASON_WIRE: readonly TablePaymentKind[] = [
  'exposed_kong',
  'concealed_kong',
  'bonus_later',
  'bonus_at_start',
];

const ID_UUID = 0;
const ID_HEX = 1;
const ID_TEXT = 2;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEX32 = /^[0-9a-f]{32}$/;

const TIME_BITS = 44;
/** Groups of four bits: 14 hold every safe integer a time difference can be. */
const VARINT_MAX_GROUPS = 14;
/**
 * The text block inflates to at most this many bytes, so that a link cannot make the phone inflate a
 * bomb. It admits every night the app holds: MAX_ENTRIES_PER_NIGHT entries of the largest kind the
 * app records (a scored win whose hand and lines both travel in the text, every house rule and every
 * bonus tile, fifteen lines) take about 4.9 MB (night-bounds.test.ts measures it). The encoder
 * refuses, with the reason, any night whose block would be larger, so that it never makes a code this
 * decoder refuses.
 */
export const MAX_TEXT_BYTES = 8 * 1024 * 1024;
/**
 * The longest code the encoder makes. Chromium opens addresses of up to 2 MB (2,097,152 characters),
 * and the app's address and `#/n/` come before the code.
 */
export const MAX_CODE_CHARS = 2_000_000;

/** The most digits of a hand's share code inside a night (the longest share code is 52 characters). */
const MAX_HAND_DIGITS = 64;

const HAND_NONE = 0;
const HAND_CODE = 1;
const HAND_EXTRA = 2;
const ITEMS_NONE = 0;
const ITEMS_SCORED = 1;
const ITEMS_EXTRA = 2;

const MESSAGES: Readonly<Record<NightDecodeError['code'], string>> = {
  empty: 'This link has no night in it. Ask for the link again.',
  malformed: 'This link does not hold a night this app can read. Check that the whole link was copied.',
  truncated: 'This link is incomplete: the end of the night is missing. Copy the whole link and try again.',
  tampered:
    'This link was changed or mistyped after it was shared, so the night in it cannot be trusted. Ask for the link again.',
  newer_version: 'This night was shared from a newer version of the app. Update the app to open it.',
  invalid_night: 'The night in this link does not add up, so it cannot be shown.',
};

/** What one entry carries besides its bits, keyed in the text block by the entry's position. */
interface Extra {
  note?: string;
  /** A table payment's earlier hand (TablePaymentEntry.handNumber). */
  handNumber?: unknown;
  hand?: unknown;
  items?: unknown;
  /** The entry's revision, when above 0. */
  r?: number;
}

/** The highest revision a link may carry: far above any night's edits, and a safe integer. */
const MAX_REVISION = 1_000_000;
const isRevision = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_REVISION;

// ---------------------------------------------------------------------------------------------
// Encoding

/** Why a night cannot be shared as a link: a code a screen words, and a sentence in English. */
export class NightShareError extends Error {
  constructor(
    readonly code: 'invalid_night' | 'too_big',
    message: string,
    /** For `invalid_night`: what the night's check found. */
    readonly problem?: NightProblem,
  ) {
    super(message);
    this.name = 'NightShareError';
  }
}

/**
 * The night code of a night that every phone would accept (the same acceptNight the decoder asks).
 * Throws a NightShareError naming the problem otherwise, or when the night is too big for a link:
 * it never makes a code that decodeNightCode refuses.
 */
export async function encodeNightCode(night: SharedNight): Promise<string> {
  const accepted = acceptNight(night);
  if (!accepted.ok) {
    throw new NightShareError(
      'invalid_night',
      `This night cannot be shared: ${accepted.problem.message}`,
      accepted.problem,
    );
  }
  if (!isRealTime(night.sharedAt)) {
    throw new NightShareError(
      'invalid_night',
      'This night cannot be shared: the time of sharing is not a real date.',
      {
        code: 'invalid_share_time',
        message: NIGHT_PROBLEM_WORDS.invalid_share_time(),
      },
    );
  }
  if (typeof night.finished !== 'boolean') {
    throw new NightShareError(
      'invalid_night',
      'This night cannot be shared: it is neither open nor finished.',
      {
        code: 'invalid_status',
        message: NIGHT_PROBLEM_WORDS.invalid_status(),
      },
    );
  }
  return writeNightCode({ ...night, ...accepted.night });
}

/**
 * Writes a night's code without checking the night: encodeNightCode's second half. Exported for tests
 * that need codes no app makes (a name too long, a date that is none); the app calls encodeNightCode.
 * Still refuses a night too big for a link, as no code the decoder refuses may leave this file.
 */
export async function writeNightCode(night: SharedNight): Promise<string> {
  const { settings, entries, name, id } = night;
  const body = new BitWriter();
  const extras: Record<string, Extra> = {};
  const idForm = UUID.test(id) ? ID_UUID : HEX32.test(id) ? ID_HEX : ID_TEXT;
  body.write(idForm, 2);
  if (idForm !== ID_TEXT) {
    const hex = id.replaceAll('-', '');
    for (let i = 0; i < 32; i += 8) body.write(parseInt(hex.slice(i, i + 8), 16), 32);
  }
  body.write(PROFILE_WIRE.indexOf(settings.profile), 2);
  body.write(settings.firstDealer, 2);
  body.write(WIND_WIRE.indexOf(settings.startingWind), 2);
  body.write(night.finished ? 1 : 0, 1);
  body.write(night.createdAt, TIME_BITS);
  body.varint(zigzag(night.sharedAt - night.createdAt));

  const entryBits = new BitWriter();
  entryBits.varint(entries.length);
  let previous = night.createdAt;
  entries.forEach((entry, position) => {
    const extra = writeEntry(settings, entry, previous, entryBits);
    const revision = night.revisions?.[position] ?? 0;
    if (!isRevision(revision))
      throw new Error(`This night cannot be shared: the revision of entry ${position + 1} is not valid.`);
    if (revision > 0) extra.r = revision;
    previous = entry.at;
    if (Object.keys(extra).length > 0) extras[position] = extra;
  });

  // Shared payment addresses travel in the extras under `pay`, [[seat, address], …]: not a position, so an
  // app that predates them reads the link as before and ignores them.
  const pay = readSharedAddresses(schemeOfProfile(settings.profile), night.payShared);
  const text: unknown[] = [
    name,
    settings.players,
    settings.options,
    pay.length > 0 ? { ...extras, pay: pay.map(({ seat, address }) => [seat, address.value]) } : extras,
  ];
  if (idForm === ID_TEXT) text.push(id);
  const plain = new TextEncoder().encode(JSON.stringify(text));
  if (plain.length > MAX_TEXT_BYTES) throw tooBig();
  const packed = await deflate(plain);
  const deflated = packed.length < plain.length;
  const block = deflated ? packed : plain;
  body.write(deflated ? 1 : 0, 1);
  body.varint(block.length);
  for (const byte of block) body.write(byte, 8);

  const version = namesCard(settings.options, extras) ? NIGHT_CODE_VERSION : NIGHT_CODE_VERSION_BEFORE_CARD;
  const code = seal(body, entryBits, version);
  if (code.length > MAX_CODE_CHARS) throw tooBig();
  return code;
}

const hasCard = (options: unknown): boolean => isRecord(options) && Object.hasOwn(options, 'values');

/** Whether the house rules a night's text carries, the night's or a hand's own, name the table's card. */
function namesCard(options: unknown, extras: unknown): boolean {
  if (hasCard(options)) return true;
  if (!isRecord(extras)) return false;
  return Object.values(extras).some(
    (extra) => isRecord(extra) && isRecord(extra.hand) && hasCard(extra.hand.options),
  );
}

const tooBig = (): NightShareError =>
  new NightShareError(
    'too_big',
    'This night is too big to share as one link: its hands and their scoring lines hold too much text.',
  );

/** The length prefix, then the body and the entries: the length counts itself, so it is found by trying. */
function seal(body: BitWriter, entries: BitWriter, version: number): string {
  const rest = body.size + entries.size;
  let chars = Math.ceil((5 + rest) / 6);
  for (;;) {
    const prefix = new BitWriter();
    prefix.varint(chars);
    const needed = Math.ceil((prefix.size + rest) / 6);
    if (needed === chars) break;
    chars = needed;
  }
  const out = new BitWriter();
  out.varint(chars);
  append(out, body);
  append(out, entries);
  return sealCode(version, out.digits());
}

function append(out: BitWriter, from: BitWriter): void {
  const digits = from.digits();
  const reader = new BitReader(digits, 0);
  for (let left = from.size; left > 0; left -= Math.min(left, 30))
    out.write(reader.read(Math.min(left, 30)), Math.min(left, 30));
}

const zigzag = (n: number): number => (n >= 0 ? n * 2 : -n * 2 - 1);
const unzigzag = (n: number): number => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);

function writeEntry(settings: NightSettings, entry: LedgerEntry, previous: number, out: BitWriter): Extra {
  const extra: Extra = {};
  out.write(KIND_WIRE.indexOf(entry.kind), 2);
  out.varint(zigzag(entry.at - previous));
  switch (entry.kind) {
    case 'win': {
      out.write(entry.winner, 2);
      out.write(entry.selfDrawn ? 1 : 0, 1);
      if (!entry.selfDrawn) out.write(entry.discarder ?? 0, 2);
      const bao = entry.bao ?? null;
      out.write(bao === null ? 0 : 1, 1);
      if (bao !== null) out.write(bao, 2);
      out.varint(entry.tai);
      writeHand(settings, entry.hand, entry.items, out, extra);
      break;
    }
    case 'table_payment':
      out.write(entry.receiver, 2);
      out.write(REASON_WIRE.indexOf(entry.reason), 2);
      if (entry.note !== undefined) extra.note = entry.note;
      if (entry.handNumber !== undefined) extra.handNumber = entry.handNumber;
      break;
    case 'false_win':
      out.write(entry.offender, 2);
      break;
    case 'draw':
      break;
  }
  return extra;
}

/** The lists a share code always gives back, even empty, which a stored hand may leave out. */
const LIST_KEYS = ['exposed', 'bonus', 'events'] as const;

function writeHand(
  settings: NightSettings,
  hand: HandInput | undefined,
  items: unknown,
  out: BitWriter,
  extra: Extra,
): void {
  if (hand === undefined) out.write(HAND_NONE, 2);
  else {
    const compact = compactHand(settings, hand);
    if (compact) {
      out.write(HAND_CODE, 2);
      out.varint(compact.digits.length);
      for (const digit of compact.digits) out.write(digit, 6);
      out.write(compact.options, 2);
      for (const bit of compact.listBits) out.write(bit, 1);
    } else {
      out.write(HAND_EXTRA, 2);
      extra.hand = hand;
    }
  }
  if (items === undefined) out.write(ITEMS_NONE, 2);
  else if (hand && sameJson(scoredItems(hand), items)) out.write(ITEMS_SCORED, 2);
  else {
    out.write(ITEMS_EXTRA, 2);
    extra.items = items;
  }
}

/**
 * A stored hand as a share code and the few bits that make it the same object again, or undefined
 * when it cannot travel that way (another table's house rules, a hand the share code would change).
 */
function compactHand(
  settings: NightSettings,
  hand: HandInput,
): { digits: number[]; options: number; listBits: number[] } | undefined {
  let options: number;
  if (hand.options === undefined) options = 0;
  else if (sameJson(hand.options, settings.options)) options = 1;
  else return undefined;
  const { options: _options, ...bare } = hand;
  let code: string;
  try {
    code = encodeShareCode(bare);
  } catch (error) {
    // The share code takes only hands the scorer accepts; any other hand travels whole in the extras.
    if (error instanceof Error) return undefined;
    throw error;
  }
  const digits = codeDigits(code)!;
  // A share code longer than the night's reader takes would make a code it refuses: the hand travels whole.
  if (digits.length - 2 > MAX_HAND_DIGITS) return undefined;
  const decoded = decodeShareCode(code);
  if (!decoded.ok) return undefined;
  const listBits: number[] = [];
  for (const key of LIST_KEYS) if ((decoded.hand[key] ?? []).length === 0) listBits.push(key in hand ? 1 : 0);
  const back = restoreHand(decoded.hand, options === 1 ? settings : undefined, listBits);
  if (!sameJson(back, hand)) return undefined;
  return { digits: [digits[0]!, ...digits.slice(HEADER_CHARS)], options, listBits };
}

function restoreHand(
  decoded: HandInput,
  withOptionsOf: NightSettings | undefined,
  listBits: readonly number[],
): HandInput {
  const hand: HandInput = { ...decoded };
  let bit = 0;
  for (const key of LIST_KEYS) {
    if ((hand[key] ?? []).length > 0) continue;
    if (listBits[bit++] !== 1) delete hand[key];
  }
  if (withOptionsOf) hand.options = structuredClone(withOptionsOf.options);
  return hand;
}

function scoredItems(hand: HandInput): unknown {
  const result = scoreHand(hand);
  return result.ok ? result.items : undefined;
}

// ---------------------------------------------------------------------------------------------
// Decoding

const failure = (code: NightDecodeError['code'], message = MESSAGES[code]): NightDecodeResult => ({
  ok: false,
  error: { code, message },
});

/** The night in a night code, or why there is none. Never throws or rejects, whatever the string. */
export async function decodeNightCode(code: string): Promise<NightDecodeResult> {
  try {
    return await decode(code);
  } catch (error) {
    // Only a fault in this file could get here (every read of the untrusted code is bounded). A link
    // must never crash the screen that opens it, so the fault is answered, with its cause.
    const cause = error instanceof Error ? error.message : String(error);
    return failure('malformed', `This link could not be opened because of a fault in the app (${cause}).`);
  }
}

async function decode(code: string): Promise<NightDecodeResult> {
  if (typeof code !== 'string') return failure('malformed');
  if (code.trim() === '') return failure('empty');
  const digits = codeDigits(code);
  if (digits === undefined) return failure('malformed');
  if (digits.length < HEADER_CHARS) return failure('truncated');
  const version = digits[0]!;
  if (version === 0) return failure('malformed');

  const payloadChars = digits.length - HEADER_CHARS;
  const lengthField = new BitReader(digits, HEADER_CHARS);
  const stated = lengthField.varint(4);
  // A length field that itself runs past the end: the code was cut inside it.
  const declared = lengthField.overran ? Infinity : stated;
  const cutShort = payloadChars === 0 || (declared !== undefined && payloadChars < declared);

  if (!checksumHolds(digits)) {
    // One character changed in the length field also makes a code look cut short: told apart here.
    const statedLength = (mended: readonly number[]): number | undefined =>
      new BitReader(mended, HEADER_CHARS).varint(4);
    let cut = version <= NIGHT_CODE_VERSION && cutShort;
    for (const mended of cut ? lengthMends(digits, statedLength) : []) {
      if ((await decode(codeOf(mended))).ok) cut = false;
    }
    return failure(cut ? 'truncated' : 'tampered');
  }
  if (version > NIGHT_CODE_VERSION) return failure('newer_version');
  if (version < NIGHT_CODE_VERSION_BEFORE_CARD) return failure('malformed');
  if (cutShort) return failure('truncated');
  if (declared !== payloadChars) return failure('malformed');

  const read = await readNight(new BitReader(digits, HEADER_CHARS));
  // The checksum holds yet the layout does not: a 1-in-4096 coincidence, or a code this app never wrote.
  if (read === undefined) return failure('malformed');
  if ('tooMany' in read) {
    return invalidNight({
      code: 'too_many_entries',
      message: NIGHT_PROBLEM_WORDS.too_many_entries(read.tooMany),
      limit: MAX_ENTRIES_PER_NIGHT,
      found: read.tooMany,
    });
  }
  // Each version says whether the card is named: a code that says otherwise was written by no app.
  const text = Array.isArray(read.text) ? (read.text as unknown[]) : [];
  if (namesCard(text[2], text[3]) !== (version === NIGHT_CODE_VERSION)) return failure('malformed');
  return checkNight(read);
}

interface RawEntry {
  fields: Record<string, unknown>;
  hand?: { digits: number[]; options: number; listBits: number[] } | 'extra';
  items: number;
}

interface RawNight {
  idForm: number;
  idHex: string;
  profile: ProfileId;
  firstDealer: PlayerIndex;
  startingWind: Wind;
  finished: boolean;
  createdAt: number;
  sharedAt: number;
  text: unknown;
  entries: RawEntry[];
}

async function readNight(input: BitReader): Promise<RawNight | { tooMany: number } | undefined> {
  input.varint(4); // the length, checked by the caller
  const idForm = input.read(2);
  if (idForm > ID_TEXT) return undefined;
  let idHex = '';
  if (idForm !== ID_TEXT) for (let i = 0; i < 4; i++) idHex += input.read(32).toString(16).padStart(8, '0');
  const profile = PROFILE_WIRE[input.read(2)];
  const firstDealer = input.read(2) as PlayerIndex;
  const startingWind = WIND_WIRE[input.read(2)]!;
  const finished = input.read(1) === 1;
  const createdAt = input.read(TIME_BITS);
  const shared = input.varint(VARINT_MAX_GROUPS);
  if (profile === undefined || shared === undefined) return undefined;
  const sharedAt = createdAt + unzigzag(shared);
  if (!Number.isSafeInteger(sharedAt)) return undefined;

  const deflated = input.read(1) === 1;
  const length = input.varint(VARINT_MAX_GROUPS);
  if (length === undefined || length > MAX_TEXT_BYTES) return undefined;
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length && !input.overran; i++) bytes[i] = input.read(8);
  if (input.overran) return undefined;

  const count = input.varint(VARINT_MAX_GROUPS);
  if (count === undefined) return undefined;
  // More entries than a night keeps: refused with that reason, before any of them is read.
  if (count > MAX_ENTRIES_PER_NIGHT) return { tooMany: count };
  const entries: RawEntry[] = [];
  let previous = createdAt;
  for (let position = 0; position < count; position++) {
    const entry = readEntry(input, previous);
    if (entry === undefined || input.overran) return undefined;
    previous = entry.fields.at as number;
    entries.push(entry);
  }
  if (input.overran || !input.atPadding()) return undefined;

  const plain = deflated ? await inflate(bytes) : bytes;
  if (plain === undefined) return undefined;
  let text: unknown;
  try {
    text = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch (error) {
    // Text that is not UTF-8 JSON cannot be a block this app wrote: the code is refused as unreadable.
    if (error instanceof SyntaxError || error instanceof TypeError) return undefined;
    throw error;
  }
  return { idForm, idHex, profile, firstDealer, startingWind, finished, createdAt, sharedAt, text, entries };
}

function readEntry(input: BitReader, previous: number): RawEntry | undefined {
  const kind = KIND_WIRE[input.read(2)]!;
  const delta = input.varint(VARINT_MAX_GROUPS);
  if (delta === undefined) return undefined;
  const at = previous + unzigzag(delta);
  const fields: Record<string, unknown> = { kind, at };
  switch (kind) {
    case 'win': {
      fields.winner = input.read(2);
      fields.selfDrawn = input.read(1) === 1;
      fields.discarder = fields.selfDrawn ? null : input.read(2);
      if (input.read(1) === 1) fields.bao = input.read(2);
      fields.tai = input.varint(VARINT_MAX_GROUPS);
      if (fields.tai === undefined) return undefined;
      const handForm = input.read(2);
      let hand: RawEntry['hand'];
      if (handForm === HAND_CODE) {
        const length = input.varint(4);
        if (length === undefined || length < 1 || length > MAX_HAND_DIGITS) return undefined;
        const digits: number[] = [];
        for (let i = 0; i < length; i++) digits.push(input.read(6));
        const options = input.read(2);
        if (options > 1) return undefined;
        // How many list bits follow depends on the decoded hand: they are read once it is known.
        hand = { digits, options, listBits: [] };
        const code = sealCode(digits[0]!, digits.slice(1));
        const decoded = decodeShareCode(code);
        if (!decoded.ok) return undefined;
        for (const key of LIST_KEYS)
          if ((decoded.hand[key] ?? []).length === 0) hand.listBits.push(input.read(1));
      } else if (handForm === HAND_EXTRA) hand = 'extra';
      else if (handForm !== HAND_NONE) return undefined;
      const items = input.read(2);
      if (items > ITEMS_EXTRA || (items === ITEMS_SCORED && hand === undefined)) return undefined;
      return { fields, hand, items };
    }
    case 'table_payment':
      fields.receiver = input.read(2);
      fields.reason = REASON_WIRE[input.read(2)];
      break;
    case 'false_win':
      fields.offender = input.read(2);
      break;
    case 'draw':
      break;
  }
  return { fields, items: ITEMS_NONE };
}

/** A night that does not add up: the core's sentence for the command line, and the problem for a screen to word. */
const invalidNight = (problem: NightProblem): NightDecodeResult => ({
  ok: false,
  error: { code: 'invalid_night', message: `${MESSAGES.invalid_night} ${problem.message}`, problem },
});

/** The night read from the bits and the text block, checked as the ledger checks any night from outside. */
function checkNight(raw: RawNight): NightDecodeResult {
  const text = raw.text;
  if (!Array.isArray(text) || text.length < 4 || text.length > 5) return failure('malformed');
  const [name, players, options, extras, idText] = text as unknown[];
  if (typeof name !== 'string' || !isRecord(extras)) return failure('malformed');
  const id =
    raw.idForm === ID_UUID
      ? `${raw.idHex.slice(0, 8)}-${raw.idHex.slice(8, 12)}-${raw.idHex.slice(12, 16)}-${raw.idHex.slice(16, 20)}-${raw.idHex.slice(20)}`
      : raw.idForm === ID_HEX
        ? raw.idHex
        : idText;
  if (typeof id !== 'string' || id === '' || (raw.idForm === ID_TEXT) !== (text.length === 5))
    return failure('malformed');

  const checked = validateSettings({
    profile: raw.profile,
    options,
    players,
    firstDealer: raw.firstDealer,
    startingWind: raw.startingWind,
  });
  if (!checked.ok) {
    return invalidNight({
      code: 'invalid_settings',
      message: checked.errors.map((e) => e.message).join(' '),
      errors: checked.errors,
    });
  }
  const settings = checked.value;

  const inputs: Record<string, unknown>[] = [];
  const revisions: number[] = [];
  for (let position = 0; position < raw.entries.length; position++) {
    const { fields, hand, items } = raw.entries[position]!;
    const extra = extras[position];
    if (extra !== undefined && !isRecord(extra)) return failure('malformed');
    const revision = extra?.r ?? 0;
    if (!isRevision(revision)) return failure('malformed');
    revisions.push(revision);
    const input: Record<string, unknown> = { ...fields, id: `e${position + 1}` };
    if (fields.kind === 'table_payment' && extra?.note !== undefined) input.note = extra.note;
    if (fields.kind === 'table_payment' && extra?.handNumber !== undefined)
      input.handNumber = extra.handNumber;
    if (fields.kind === 'win') {
      const tai = fields.tai as number;
      const selfDrawn = fields.selfDrawn as boolean;
      // A value outside the table's range has no payment: the ledger's check then says why, in words.
      if (isPlayerIndex(fields.winner) && Number.isSafeInteger(tai))
        input.payment = paymentOrUndefined(settings, tai, selfDrawn);
      if (hand === 'extra') input.hand = extra?.hand;
      else if (hand !== undefined) {
        const decoded = decodeShareCode(sealCode(hand.digits[0]!, hand.digits.slice(1)));
        if (!decoded.ok) return failure('malformed');
        input.hand = restoreHand(decoded.hand, hand.options === 1 ? settings : undefined, hand.listBits);
      }
      if (items === ITEMS_EXTRA) input.items = extra?.items;
      else if (items === ITEMS_SCORED) {
        const scored = isRecord(input.hand) ? scoredItems(input.hand as unknown as HandInput) : undefined;
        if (scored === undefined) {
          const entry = position + 1;
          return invalidNight({
            code: 'hand_not_scorable',
            message: NIGHT_PROBLEM_WORDS.hand_not_scorable(entry),
            entry,
          });
        }
        input.items = scored;
      }
    }
    inputs.push(input);
  }
  // The night as a whole, held to the bounds of a night made on this phone (core/ledger/accept.ts).
  const accepted = acceptNight({ id, name, createdAt: raw.createdAt, settings, entries: inputs });
  if (!accepted.ok) return invalidNight(accepted.problem);
  if (!isRealTime(raw.sharedAt))
    return invalidNight({ code: 'invalid_share_time', message: NIGHT_PROBLEM_WORDS.invalid_share_time() });
  const { entries } = accepted.night;
  const night: SharedNight = {
    id,
    name: accepted.night.name,
    createdAt: raw.createdAt,
    finished: raw.finished,
    sharedAt: raw.sharedAt,
    settings: accepted.night.settings,
    entries,
  };
  if (revisions.some((revision) => revision > 0)) night.revisions = revisions;
  // Shared addresses, each read again: one that is not an address of the table's scheme is left out, never shown.
  const pay = Array.isArray(extras.pay)
    ? readSharedAddresses(
        schemeOfProfile(settings.profile),
        (extras.pay as unknown[]).map((item) =>
          Array.isArray(item) ? { seat: item[0], address: item[1] } : null,
        ),
      )
    : [];
  if (pay.length > 0) night.payShared = storedSharedAddresses(pay, false);
  return { ok: true, night };
}

function paymentOrUndefined(settings: NightSettings, tai: number, selfDrawn: boolean): Payment | undefined {
  try {
    return paymentFor(settings, tai, selfDrawn);
  } catch (error) {
    // A value outside the table's range has no payment; validateEntry then says why in words.
    if (error instanceof Error) return undefined;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Compression: the platform's own deflate-raw (browsers, Node 20), used only when it is there.

const canCompress = (): boolean =>
  typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  if (!canCompress()) return bytes;
  return (await pipe(bytes, new CompressionStream('deflate-raw'))) ?? bytes;
}

/** The inflated bytes, or undefined when they are not deflate data or would inflate past the limit. */
async function inflate(bytes: Uint8Array): Promise<Uint8Array | undefined> {
  if (!canCompress()) return undefined;
  return pipe(bytes, new DecompressionStream('deflate-raw'));
}

/** Bytes through a (de)compression stream, read as they come so that the limit holds; undefined when it fails. */
async function pipe(
  bytes: Uint8Array,
  through: CompressionStream | DecompressionStream,
): Promise<Uint8Array | undefined> {
  const writer = through.writable.getWriter();
  // Written while the other side is read (awaiting the write first could stall on back-pressure). A
  // failure of the write is the same failure the reader meets below, where it is answered.
  writer
    .write(bytes as Uint8Array<ArrayBuffer>)
    .then(() => writer.close())
    .catch((error: unknown) => void error);
  const reader = through.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_TEXT_BYTES) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
  } catch (error) {
    // Damaged deflate data makes the stream fail: the code is refused as unreadable.
    if (error instanceof Error) return undefined;
    throw error;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
