// The share code: every valid hand survives the trip through a link, and no damaged link opens as a different hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import seed000 from './fixtures/seed-000-ping-hu.json';
import frozenV1 from './fixtures/share-codes-v1.json';
import { optionSets } from './codes/random-options';
import { HOUSE_RULES, rulesOf } from './house-rules';
import { everyPatternChanged } from './testing/cards';
import { PATTERN_WIRE } from './codes/card-field';
import { MAX_UNIT, defaultOptions } from './options';
import { parseHand } from './parse-hand';
import { scoreHand } from './score';
import { SHARE_CODE_VERSION, decodeShareCode, encodeShareCode, type ShareDecodeError } from './share-code';
import { randomWinningHand, seededRng } from './testing/random-hands';
import { TILE_TOKENS, WIND_TOKENS } from './tiles';
import type { HandInput, HandOptionsInput, ProfileId } from './types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const URL_SAFE = /^[A-Za-z0-9_-]+$/;
const FAULT = 'because of a fault in the app';
/** Time for the property tests, which run thousands of hands: other work may share the machine. */
const HEAVY = 30_000;

const fixtures = seed000.examples.map((example) => ({ id: example.id, hand: example.fixture as HandInput }));
const fixture = (id: string): HandInput => fixtures.find((f) => f.id === id)!.hand;

function decodedHand(code: string): HandInput {
  const result = decodeShareCode(code);
  if (!result.ok) throw new Error(`expected ${code} to open: ${result.error.code}: ${result.error.message}`);
  return result.hand;
}

function errorOf(code: string): ShareDecodeError {
  const result = decodeShareCode(code);
  if (result.ok)
    throw new Error(`expected ${code} to be refused, but it opened as ${JSON.stringify(result.hand)}`);
  return result.error;
}

// ---------------------------------------------------------------------------------------------
// The container and the layouts of versions 1 and 2 written out again from the comments at the top
// of codes/share-v1.ts, share-code.ts and codes/house-rules-field.ts, so that the tests check the
// documentation as well as build codes the encoder never would (a version 1, a future version, a
// fifth tile, a house rule added later).

function crc12(digits: readonly number[]): number {
  let crc = 0xfff;
  for (const digit of digits) {
    for (let bit = 5; bit >= 0; bit--) {
      const feedback = ((crc >> 11) ^ (digit >> bit)) & 1;
      crc = (crc << 1) & 0xfff;
      if (feedback) crc ^= 0x80f;
    }
  }
  return crc;
}

/** A complete code: version digit, then the checksum over the version and payload, then the payload. */
function seal(version: number, payload: string): string {
  const digits = [version, ...[...payload].map((c) => ALPHABET.indexOf(c))];
  const crc = crc12(digits);
  return ALPHABET[version]! + ALPHABET[crc >> 6]! + ALPHABET[crc & 63]! + payload;
}

interface Layout {
  profile: number;
  seat: number;
  prevailing: number;
  discard: boolean;
  sets: Array<{ type: number; tile: number }>;
  counts: Record<number, number>;
  winning: number;
}

/** Version-1 payload characters for a hand with no events, no bonus tiles and default house rules. */
function layoutPayloadV1(layout: Layout): string {
  let bits = ''; // the payload length [5] goes in front once the rest is written
  const put = (value: number, width: number): void => {
    bits += value.toString(2).padStart(width, '0');
  };
  put(layout.profile, 2);
  put(layout.seat, 2);
  put(layout.prevailing, 2);
  put(layout.discard ? 1 : 0, 1);
  put(0, 1); // no events
  put(0, 1); // no bonus tiles
  put(0, 1); // default house rules
  put(layout.sets.length, 3);
  for (const set of layout.sets) {
    put(set.type, 2);
    put(set.tile, 6);
  }
  for (let tile = 0; tile < 34; tile++) {
    const count = layout.counts[tile] ?? 0;
    bits += '1'.repeat(count) + (count < 4 ? '0' : '');
  }
  put(layout.winning, 6);
  const chars = Math.ceil((5 + bits.length) / 6);
  bits = (chars.toString(2).padStart(5, '0') + bits).padEnd(chars * 6, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 6) out += ALPHABET[parseInt(bits.slice(i, i + 6), 2)]!;
  return out;
}

const bitsOf = (value: number, width: number): string => value.toString(2).padStart(width, '0');
function varint(value: number): string {
  let out = '';
  let rest = value;
  for (;;) {
    const more = rest >= 16;
    out += (more ? '1' : '0') + bitsOf(rest % 16, 4);
    if (!more) return out;
    rest = Math.floor(rest / 16);
  }
}

interface LayoutV2 extends Layout {
  /** One bit per event, robbing_kong first, human last; 0 for none. */
  events?: number;
  /** One bit per bonus tile, F1 first; 0 for none. */
  bonus?: number;
  /** House-rule entries (wire number and the value's bits), in increasing wire order. */
  rules?: Array<{ wire: number; value: string }>;
}

/** Version-2 payload characters: the length varint in front, then the fields as share-code.ts lists them. */
function layoutPayloadV2(layout: LayoutV2): string {
  let bits =
    varint(layout.profile) +
    bitsOf(layout.seat, 2) +
    bitsOf(layout.prevailing, 2) +
    (layout.discard ? '1' : '0');
  bits += layout.events ? `1${bitsOf(layout.events, 8)}` : '0';
  bits += layout.bonus ? `1${bitsOf(layout.bonus, 12)}` : '0';
  let previous = -1;
  for (const { wire, value } of layout.rules ?? []) {
    bits += `1${varint(wire - previous - 1)}${value}`;
    previous = wire;
  }
  bits += '0';
  bits += bitsOf(layout.sets.length, 3);
  for (const set of layout.sets) bits += bitsOf(set.type, 2) + bitsOf(set.tile, 6);
  for (let tile = 0; tile < 34; tile++) {
    const count = layout.counts[tile] ?? 0;
    bits += '1'.repeat(count) + (count < 4 ? '0' : '');
  }
  bits += bitsOf(layout.winning, 6);
  // [6] the length, or 63 and the length as a varint (long codes: two groups up to 255 characters).
  let chars = Math.ceil((6 + bits.length) / 6);
  if (chars >= 63) chars = Math.ceil((16 + bits.length) / 6);
  const all = ((chars < 63 ? bitsOf(chars, 6) : bitsOf(63, 6) + varint(chars)) + bits).padEnd(chars * 6, '0');
  let out = '';
  for (let i = 0; i < all.length; i += 6) out += ALPHABET[parseInt(all.slice(i, i + 6), 2)]!;
  return out;
}

/** The hand a layout stands for, written here rather than by the decoder. */
function handOfLayout(layout: Layout): HandInput {
  const hand: string[] = [];
  for (let t = 0; t < 34; t++) for (let n = 0; n < (layout.counts[t] ?? 0); n++) hand.push(TILE_TOKENS[t]!);
  const types = ['chow', 'pong', 'kong', 'concealed_kong'] as const;
  return {
    profile: (['sg', 'sg-reference', 'hk'] as const)[layout.profile]!,
    hand,
    exposed: layout.sets.map(({ type, tile }) => {
      const kind = types[type]!;
      const tiles =
        kind === 'chow' ? [tile, tile + 1, tile + 2] : new Array<number>(kind === 'pong' ? 3 : 4).fill(tile);
      return { type: kind, tiles: tiles.map((t) => TILE_TOKENS[t]!) };
    }),
    bonus: [],
    winning_tile: TILE_TOKENS[layout.winning]!,
    winning_from_discard: layout.discard,
    seat_wind: WIND_TOKENS[layout.seat]!,
    prevailing_wind: WIND_TOKENS[layout.prevailing]!,
    events: [],
  };
}

// Tile indices (tiles.ts): c1..c9 0..8, b1..b9 9..17, d1..d9 18..26, E S W N 27..30, RD GD WD 31..33.
/** Seed 000's EX-005: a declared chow c1-c2-c3, the rest concealed, self-drawn on d6. */
const EX005_LAYOUT: Layout = {
  profile: 0,
  seat: 0,
  prevailing: 0,
  discard: false,
  sets: [{ type: 0, tile: 0 }],
  counts: { 3: 1, 4: 1, 5: 1, 9: 1, 10: 1, 11: 1, 21: 1, 22: 1, 23: 1, 26: 2 },
  winning: 23,
};

// ---------------------------------------------------------------------------------------------
// Random hands with house rules drawn from the registry (every rule of the hand's profile).

/** Each profile's option sets, made once. */
const OPTION_SETS = new Map<ProfileId, fc.Arbitrary<HandOptionsInput>>();
const optionsFor = (profile: ProfileId): fc.Arbitrary<HandOptionsInput> => {
  let sets = OPTION_SETS.get(profile);
  if (!sets) OPTION_SETS.set(profile, (sets = optionSets(profile)));
  return sets;
};

type Spelling = 'as given' | 'lower' | 'upper';
function respell(hand: HandInput, spelling: Spelling): HandInput {
  if (spelling === 'as given') return hand;
  const spell = (token: string): string => (spelling === 'lower' ? token.toLowerCase() : token.toUpperCase());
  return {
    ...hand,
    hand: hand.hand.map(spell),
    exposed: hand.exposed?.map((set) => ({ ...set, tiles: set.tiles.map(spell) })),
    bonus: hand.bonus?.map(spell),
    winning_tile: spell(hand.winning_tile),
    seat_wind: hand.seat_wind === undefined ? undefined : spell(hand.seat_wind),
    prevailing_wind: hand.prevailing_wind === undefined ? undefined : spell(hand.prevailing_wind),
  };
}

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
/** A random valid hand (one today's rules accept) of any profile, with any of its house rules or none. */
const sharedHands = fc
  .record({
    seed: seeds,
    withRules: fc.boolean(),
    spelling: fc.constantFrom<Spelling>('as given', 'lower', 'upper'),
  })
  .map(({ seed, withRules, spelling }) => ({
    seed,
    withRules,
    spelling,
    base: randomWinningHand(seededRng(seed)),
  }))
  .filter(({ base }) => parseHand(base).ok)
  .chain(({ seed, withRules, spelling, base }) => {
    const options = withRules ? optionsFor(base.profile ?? 'sg') : fc.constant(undefined);
    return options.map((rules) => ({
      seed,
      hand: respell(rules === undefined ? base : { ...base, options: rules }, spelling),
    }));
  });

/** Random valid hands by seed, for tests that need many codes rather than many house rules. */
function validHands(count: number): HandInput[] {
  const out: HandInput[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const hand = randomWinningHand(seededRng(seed));
    if (parseHand(hand).ok) out.push(hand);
  }
  return out;
}

const base64Char = fc.constantFrom(...ALPHABET);
const base64String = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: base64Char, minLength, maxLength });

/** The answer for a code that is not one the encoder wrote: refused, or (a checksum coincidence) a valid hand. */
function expectSafeAnswer(code: string): boolean {
  const result = decodeShareCode(code);
  if (result.ok) {
    expect(parseHand(result.hand).ok).toBe(true);
    return true;
  }
  expect(result.error.message.length).toBeGreaterThan(0);
  expect(result.error.message).not.toContain(FAULT);
  return false;
}

// ---------------------------------------------------------------------------------------------

/** The frozen version-1 code with this note (fixtures/share-codes-v1.json). */
const v1Code = (note: string): string => frozenV1.codes.find((c) => c.note === note)!.code;

/** Every rule of sg at a value other than its default, its card with every pattern changed. */
const EVERY_SG_RULE: HandOptionsInput = {
  min_tai: 13,
  cap_tai: 13,
  unit: MAX_UNIT,
  concealed_bonus: 5,
  fully_concealed: 5,
  all_chow_wait: false,
  ping_hu_concealed: true,
  ping_hu_wait: 'any',
  hidden_treasure_discard: false,
  mixed_terminals: 5,
  little_dragons_total: true,
  pearl: 'last_tile',
  human_hand: true,
  seven_pairs: 13,
  unusual_hands: true,
  shooter_pays: true,
  values: everyPatternChanged('sg'),
};

describe('share code: round trip', () => {
  it(
    'every valid hand of every profile, with any house rules of the registry, opens from its code and scores the same',
    () => {
      const profiles = new Set<string>();
      const rulesSeen = new Set<string>();
      let withRules = 0;
      fc.assert(
        fc.property(sharedHands, ({ hand }) => {
          const code = encodeShareCode(hand);
          expect(code).toMatch(URL_SAFE);
          expect(code.length).toBeLessThanOrEqual(130); // the worst case named in share-code.ts
          expect(code[0]).toBe(ALPHABET[SHARE_CODE_VERSION]);
          const decoded = decodedHand(code);
          expect(scoreHand(decoded)).toEqual(scoreHand(hand));
          // The decoded hand is the canonical form: sharing it again gives the same code.
          expect(encodeShareCode(decoded)).toBe(code);
          profiles.add(hand.profile ?? 'sg');
          for (const id of Object.keys(decoded.options ?? {})) rulesSeen.add(id);
          if (decoded.options !== undefined) withRules++;
        }),
        { numRuns: 1500 },
      );
      expect([...profiles].sort()).toEqual(['hk', 'sg', 'sg-reference']);
      expect(withRules).toBeGreaterThan(100);
      // Every rule of the registry travelled at a value other than its default.
      expect([...rulesSeen].sort()).toEqual(Object.keys(HOUSE_RULES).sort());
    },
    HEAVY,
  );

  it.each(fixtures)(
    'seed 000 $id opens from a code of at most 20 characters and scores the same',
    ({ hand }) => {
      const code = encodeShareCode(hand);
      expect(code).toMatch(URL_SAFE);
      expect(code.length).toBeLessThanOrEqual(20);
      expect(scoreHand(decodedHand(code))).toEqual(scoreHand(hand));
    },
  );

  it('an ordinary hand (14 tiles, default house rules, no bonus tiles) is 16 characters', () => {
    for (const id of ['SGMJ-PINGHU-EX-001', 'SGMJ-PINGHU-EX-002'])
      expect(encodeShareCode(fixture(id))).toHaveLength(16);
  });

  const typical: HandInput = {
    ...fixture('SGMJ-PINGHU-EX-005'),
    options: { unit: 10 },
    exposed: [
      { type: 'chow', tiles: ['c1', 'c2', 'c3'] },
      { type: 'pong', tiles: ['RD', 'RD', 'RD'] },
    ],
    hand: ['b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'],
    bonus: ['F1', 'S3', 'CAT'],
    seat_wind: 'S',
    prevailing_wind: 'E',
  };
  const typicalCode = encodeShareCode(typical);
  it(`a typical hand (two declared sets, three bonus tiles, a 10-cent unit) is ${typicalCode.length} characters: ${typicalCode}`, () => {
    expect(typicalCode.length).toBe(22);
    expect(scoreHand(decodedHand(typicalCode))).toEqual(scoreHand(typical));
  });

  it('the worst case is 130 characters: events, every bonus tile, every sg house rule and pattern, four declared sets', () => {
    expect(Object.keys(EVERY_SG_RULE).sort()).toEqual(rulesOf('sg').sort());
    for (const id of rulesOf('sg')) expect(EVERY_SG_RULE[id], id).not.toBe(defaultOptions('sg')[id]);
    const worst: HandInput = {
      profile: 'sg',
      options: EVERY_SG_RULE,
      hand: ['WD', 'WD'],
      exposed: [
        { type: 'kong', tiles: ['c1', 'c1', 'c1', 'c1'] },
        { type: 'concealed_kong', tiles: ['b1', 'b1', 'b1', 'b1'] },
        { type: 'chow', tiles: ['d7', 'd8', 'd9'] },
        { type: 'pong', tiles: ['N', 'N', 'N'] },
      ],
      bonus: ['F1', 'F2', 'F3', 'F4', 'S1', 'S2', 'S3', 'S4', 'CAT', 'RAT', 'ROOSTER', 'CENTIPEDE'],
      winning_tile: 'WD',
      seat_wind: 'N',
      prevailing_wind: 'W',
      // Events are one bit each whatever their number; these four can happen together.
      events: ['replacement', 'kong_on_kong', 'last_tile', 'last_five'],
    };
    const code = encodeShareCode(worst);
    expect(code.length).toBe(130);
    // Without the card, as before it: 52.
    expect(encodeShareCode({ ...worst, options: { ...EVERY_SG_RULE, values: {} } })).toHaveLength(52);
    expect(code).toMatch(URL_SAFE);
    expect(decodedHand(code)).toEqual({ ...worst, winning_from_discard: false });
    expect(scoreHand(decodedHand(code))).toEqual(scoreHand(worst));
  });

  it('keeps what the player entered: declared-set order, events as given, animals under sg-reference', () => {
    const hand: HandInput = {
      profile: 'sg-reference',
      hand: ['d9', 'c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd9'],
      exposed: [
        { type: 'pong', tiles: ['RD', 'RD', 'RD'] },
        { type: 'chow', tiles: ['c1', 'c2', 'c3'] },
      ],
      bonus: ['RAT', 'F2'],
      winning_tile: 'c6',
      events: ['last_tile'],
    };
    expect(decodedHand(encodeShareCode(hand))).toEqual({
      profile: 'sg-reference',
      hand: ['c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd9', 'd9'],
      exposed: [
        { type: 'pong', tiles: ['RD', 'RD', 'RD'] },
        { type: 'chow', tiles: ['c1', 'c2', 'c3'] },
      ],
      bonus: ['F2', 'RAT'],
      winning_tile: 'c6',
      winning_from_discard: false,
      seat_wind: 'E',
      prevailing_wind: 'E',
      events: ['last_tile'],
    });
  });

  it('keeps house rules that differ from the defaults and leaves out those that do not', () => {
    const hand: HandInput = {
      ...fixture('SGMJ-PINGHU-EX-001'),
      options: {
        min_tai: 1,
        cap_tai: 5,
        unit: 250,
        seven_pairs: true,
        ping_hu_wait: 'pattern',
        little_dragons_total: true,
      },
    };
    expect(decodedHand(encodeShareCode(hand)).options).toEqual({
      unit: 250,
      seven_pairs: 4,
      little_dragons_total: true,
    });
    const hk: HandInput = {
      ...fixture('SGMJ-PINGHU-EX-001'),
      profile: 'hk',
      options: { cap_tai: 13, min_tai: 0 },
    };
    // hk lowers any cap above 10 to 10, its default, so only the minimum travels.
    expect(decodedHand(encodeShareCode(hk)).options).toEqual({ min_tai: 0 });
    expect(scoreHand(decodedHand(encodeShareCode(hk)))).toEqual(scoreHand(hk));
  });

  it('carries the house rules version 1 could not: every choice, flag and number of the registry', () => {
    const hk: HandInput = {
      ...fixture('SGMJ-PINGHU-EX-001'),
      profile: 'hk',
      options: {
        hk_payment: 'spicy',
        hk_discard: 'half',
        concealed_hand: 2,
        bonus_counts_to_minimum: false,
        nine_gates_strict: false,
      },
    };
    expect(decodedHand(encodeShareCode(hk)).options).toEqual(hk.options);
    const sg: HandInput = { ...fixture('SGMJ-PINGHU-EX-001'), options: EVERY_SG_RULE };
    expect(decodedHand(encodeShareCode(sg)).options).toEqual(EVERY_SG_RULE);
  });

  it('carries Ren Hu (the human event)', () => {
    const hand: HandInput = {
      ...fixture('SGMJ-PINGHU-EX-001'),
      options: { human_hand: true },
      seat_wind: 'S',
      winning_from_discard: true,
      events: ['human'],
    };
    const decoded = decodedHand(encodeShareCode(hand));
    expect(decoded.events).toEqual(['human']);
    expect(scoreHand(decoded)).toEqual(scoreHand(hand));
  });

  it('carries an all-eight-flowers win that names no winning tile and holds any number of tiles', () => {
    const EIGHT = ['F1', 'F2', 'F3', 'F4', 'S1', 'S2', 'S3', 'S4'];
    // HandInput asks for a winning tile; RULES.md section 2 lets this one hand leave it out.
    const hand = { profile: 'sg', hand: ['c1', 'c5', 'RD'], bonus: EIGHT } as unknown as HandInput;
    expect(scoreHand(hand)).toMatchObject({ ok: true, win: true, limit: true });
    const decoded = decodedHand(encodeShareCode(hand));
    expect(decoded).not.toHaveProperty('winning_tile');
    expect(decoded.hand).toEqual(['c1', 'c5', 'RD']);
    expect(scoreHand(decoded)).toEqual(scoreHand(hand));
    const empty = {
      profile: 'sg',
      hand: [],
      bonus: EIGHT,
      winning_from_discard: true,
    } as unknown as HandInput;
    expect(scoreHand(decodedHand(encodeShareCode(empty)))).toEqual(scoreHand(empty));
  });

  it('matches the layout documented in share-code.ts, checksum included', () => {
    expect(seal(SHARE_CODE_VERSION, layoutPayloadV2(EX005_LAYOUT))).toBe(
      encodeShareCode(fixture('SGMJ-PINGHU-EX-005')),
    );
    // The typical hand: seat S, bonus F1 S3 CAT, unit (wire 2) 10, a chow c1 and a pong of RD declared.
    expect(
      seal(
        SHARE_CODE_VERSION,
        layoutPayloadV2({
          ...EX005_LAYOUT,
          seat: 1,
          bonus: 0b1000_0010_1000,
          rules: [{ wire: HOUSE_RULES.unit.wire, value: varint(10) }],
          sets: [
            { type: 0, tile: 0 },
            { type: 1, tile: 31 },
          ],
          counts: { 9: 1, 10: 1, 11: 1, 21: 1, 22: 1, 23: 1, 26: 2 },
        }),
      ),
    ).toBe(typicalCode);
    for (const { hand } of fixtures) {
      const code = encodeShareCode(hand);
      expect(seal(SHARE_CODE_VERSION, code.slice(3))).toBe(code);
    }
  });

  it('refuses to encode an invalid hand, saying why', () => {
    const fifth: HandInput = {
      ...fixture('SGMJ-PINGHU-EX-001'),
      exposed: [{ type: 'pong', tiles: ['d9', 'd9', 'd9'] }],
    };
    expect(() => encodeShareCode(fifth)).toThrow(/cannot be shared because it is not valid: .*only four/);
    expect(() => encodeShareCode({ hand: [], winning_tile: 'c1' })).toThrow(/14 tiles/);
  });
});

describe('share code: the links of the first release (version 1)', () => {
  it('open as the hand their layout documents', () => {
    expect(decodedHand(seal(1, layoutPayloadV1(EX005_LAYOUT)))).toEqual(handOfLayout(EX005_LAYOUT));
    expect(decodedHand('BeRaABABUKgBUYAu')).toEqual({
      profile: 'sg',
      hand: ['c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'],
      exposed: [{ type: 'chow', tiles: ['c1', 'c2', 'c3'] }],
      bonus: [],
      winning_tile: 'd6',
      winning_from_discard: false,
      seat_wind: 'E',
      prevailing_wind: 'E',
      events: [],
    });
    // Sharing an opened version-1 hand again writes today's version, holding the same hand.
    const again = encodeShareCode(decodedHand('BzhYAAqqFQAqMAa'));
    expect(again[0]).toBe('C');
    expect(decodedHand(again)).toEqual(decodedHand('BzhYAAqqFQAqMAa'));
  });

  it('keep their house rules', () => {
    // "random sg #…" codes of the fixture carry a few; the decoder answers them as today's rule ids.
    const withRules = frozenV1.codes
      .map((c) => decodeShareCode(c.code))
      .flatMap((result) => (result.ok && result.hand.options !== undefined ? [result.hand] : []));
    expect(withRules.length).toBeGreaterThan(5);
    for (const hand of withRules) expect(parseHand(hand).ok).toBe(true);
  });

  it('are marked won the way the first release scored them, with the events it ignored left out', () => {
    const opened = (note: string) => {
      const { winning_from_discard, events } = decodedHand(v1Code(note));
      return { winning_from_discard, events };
    };
    // Robbing a kong was a discard win, however the hand was marked.
    for (const table of ['sg', 'sg-reference', 'hk']) {
      expect(opened(`robbing the kong, marked self-drawn (${table})`)).toEqual({
        winning_from_discard: true,
        events: ['robbing_kong'],
      });
      expect(opened(`heavenly for South (${table})`)).toEqual({ winning_from_discard: false, events: [] });
      expect(opened(`earthly for East (${table})`)).toEqual({ winning_from_discard: true, events: [] });
      expect(opened(`last five on a discard (${table})`)).toEqual({ winning_from_discard: true, events: [] });
      expect(opened(`last tile on a discard (${table})`)).toEqual({
        winning_from_discard: true,
        events: ['last_tile'],
      });
      expect(opened(`heavenly with an exposed chow (${table})`)).toEqual({
        winning_from_discard: false,
        events: ['heavenly'],
      });
    }
    // Earthly on a self-draw scored only under sg-reference.
    expect(opened('earthly self-drawn for West (sg)')).toEqual({ winning_from_discard: false, events: [] });
    expect(opened('earthly self-drawn for West (hk)')).toEqual({ winning_from_discard: false, events: [] });
    expect(opened('earthly self-drawn for West (sg-reference)')).toEqual({
      winning_from_discard: false,
      events: ['earthly'],
    });
  });

  it('open, or say that the first release scored an event the rules now refuse, never a different hand', () => {
    const refused: string[] = [];
    for (const { note, code } of frozenV1.codes) {
      const result = decodeShareCode(code);
      if (result.ok) continue;
      refused.push(note);
      expect(result.error.code).toBe('invalid_hand');
      expect(result.error.message).toMatch(
        /^This hand was shared from the first release of the app, which scored an event the hand cannot have had; the rules now refuse it\. (Kong on Kong needs two or more kongs|A replacement tile is drawn after a kong or a bonus tile)/,
      );
    }
    // RULES.md section 2 makes these impossible: kong on kong with fewer than two kongs declared, and
    // a replacement-tile win with no kong and no bonus tile. The first release scored both.
    expect(
      refused.filter((note) => note.startsWith('kong on kong') || note.startsWith('replacement')),
    ).toHaveLength(6);
    expect(refused.length).toBeLessThanOrEqual(12);
  });

  it(
    'every cut-short one is "truncated", and every changed character or swap is refused',
    () => {
      for (const { code } of frozenV1.codes) {
        for (let keep = 1; keep < code.length; keep++)
          expect(errorOf(code.slice(0, keep)).code).toBe('truncated');
        for (let at = 0; at < code.length; at++) {
          for (const c of 'AQgw_9')
            if (c !== code[at])
              expect(decodeShareCode(code.slice(0, at) + c + code.slice(at + 1)).ok).toBe(false);
          if (at + 1 < code.length && code[at] !== code[at + 1]) {
            expect(
              decodeShareCode(code.slice(0, at) + code[at + 1]! + code[at]! + code.slice(at + 2)).ok,
            ).toBe(false);
          }
        }
      }
    },
    HEAVY,
  );

  it(
    'any hand the version-1 layout can hold opens as itself or answers "invalid_hand" with the core\'s reasons',
    () => {
      const tile = fc.integer({ min: 0, max: 33 });
      const layouts: fc.Arbitrary<Layout> = fc.record({
        profile: fc.integer({ min: 0, max: 2 }),
        seat: fc.integer({ min: 0, max: 3 }),
        prevailing: fc.integer({ min: 0, max: 3 }),
        discard: fc.boolean(),
        sets: fc.array(
          fc.record({ type: fc.integer({ min: 0, max: 3 }), tile: fc.integer({ min: 0, max: 31 }) }),
          { maxLength: 4 },
        ),
        counts: fc
          .dictionary(tile.map(String), fc.integer({ min: 1, max: 4 }), { maxKeys: 14 })
          .map((counts) => Object.fromEntries(Object.entries(counts).map(([k, v]) => [Number(k), v]))),
        winning: tile,
      });
      const answers = new Map<string, number>();
      fc.assert(
        fc.property(layouts, (layout) => {
          for (const [version, payload] of [
            [1, layoutPayloadV1(layout)],
            [2, layoutPayloadV2(layout)],
          ] as const) {
            const code = seal(version, payload);
            const result = decodeShareCode(code);
            const answer = result.ok ? 'ok' : result.error.code;
            answers.set(answer, (answers.get(answer) ?? 0) + 1);
            if (result.ok) {
              expect(result.hand).toEqual(handOfLayout(layout));
              expect(parseHand(result.hand).ok).toBe(true);
              if (version === 2) expect(encodeShareCode(result.hand)).toBe(code);
            } else {
              expect(result.error.code).toBe('invalid_hand');
              const parsed = parseHand(handOfLayout(layout));
              expect(parsed.ok).toBe(false);
              if (!parsed.ok)
                expect(result.error.message).toBe(parsed.errors.map((e) => e.message).join(' '));
            }
          }
        }),
        { numRuns: 1500 },
      );
      expect(answers.get('invalid_hand') ?? 0).toBeGreaterThan(1500);
    },
    HEAVY,
  );
});

describe('share code: what a bad link answers', () => {
  it('an empty code is "empty"', () => {
    expect(errorOf('').code).toBe('empty');
    expect(errorOf('  ').code).toBe('empty');
  });

  it('a code from a newer version asks the player to update the app', () => {
    const payload = encodeShareCode(fixture('SGMJ-PINGHU-EX-001')).slice(3);
    for (const version of [SHARE_CODE_VERSION + 1, 63]) {
      expect(errorOf(seal(version, payload))).toEqual({
        code: 'newer_version',
        message: 'This hand was shared from a newer version of the app. Update the app to open it.',
      });
      // A newer version may well write shorter or longer payloads.
      expect(errorOf(seal(version, 'xyz')).code).toBe('newer_version');
    }
  });

  it('carries the table’s card as house rule wire 21, its entries by pattern number (codes/card-field.ts)', () => {
    // Full Flush (pattern 24) at 6, Big Dragons (2) at "limit" (14) is its own value and never written.
    const card = (entries: string) => [{ wire: HOUSE_RULES.values.wire, value: `${entries}0` }];
    const fullFlush6 = `1${varint(24)}${varint(6)}`;
    const code = seal(SHARE_CODE_VERSION, layoutPayloadV2({ ...EX005_LAYOUT, rules: card(fullFlush6) }));
    expect(code).toBe(
      encodeShareCode({ ...fixture('SGMJ-PINGHU-EX-005'), options: { values: { full_flush: 6 } } }),
    );
    expect(decodedHand(code).options).toEqual({ values: { full_flush: 6 } });
    // Two entries: Thirteen Orphans (0) not played, Dragon Pong (31) at the limit.
    const two = decodedHand(
      seal(
        SHARE_CODE_VERSION,
        layoutPayloadV2({
          ...EX005_LAYOUT,
          rules: card(`1${varint(0)}${varint(0)}1${varint(30)}${varint(14)}`),
        }),
      ),
    );
    expect(two.options).toEqual({ values: { thirteen_orphans: 0, dragon_pong: 'limit' } });
    // A link made before the card holds none and opens with the profile's own card, scoring as before.
    expect(decodedHand(encodeShareCode(fixture('SGMJ-PINGHU-EX-005'))).options).toBeUndefined();
  });

  it('a card this version cannot read asks for an update (a pattern it does not know, or not at this table); a value past "limit" is out of range', () => {
    const card = (entries: string) => [{ wire: HOUSE_RULES.values.wire, value: `${entries}0` }];
    const codeOf = (entries: string, profile = 0) =>
      seal(SHARE_CODE_VERSION, layoutPayloadV2({ ...EX005_LAYOUT, profile, rules: card(entries) }));
    expect(errorOf(codeOf(`1${varint(PATTERN_WIRE.length)}${varint(3)}`)).code).toBe('newer_version');
    // No Flowers (pattern 46) is Hong Kong's: not on a Singapore table's card.
    expect(errorOf(codeOf(`1${varint(46)}${varint(3)}`)).code).toBe('newer_version');
    expect(errorOf(codeOf(`1${varint(24)}${varint(15)}`)).code).toBe('out_of_range');
  });

  it('a house rule or a profile added after this version asks for an update too, never "damaged"', () => {
    const unknownWire = Math.max(...Object.values(HOUSE_RULES).map((r) => r.wire)) + 1;
    for (const rules of [
      [{ wire: unknownWire, value: '1' }],
      [
        { wire: HOUSE_RULES.unit.wire, value: varint(10) },
        { wire: 999, value: varint(7) },
      ],
      // A known rule at a table that does not play it here.
      [{ wire: HOUSE_RULES.hk_payment.wire, value: varint(1) }],
    ]) {
      expect(errorOf(seal(SHARE_CODE_VERSION, layoutPayloadV2({ ...EX005_LAYOUT, rules }))).code).toBe(
        'newer_version',
      );
    }
    // A value past a known rule's bounds or choices: out of range.
    for (const rules of [
      [{ wire: HOUSE_RULES.concealed_bonus.wire, value: varint(6) }],
      [{ wire: HOUSE_RULES.pearl.wire, value: varint(3) }],
    ]) {
      expect(errorOf(seal(SHARE_CODE_VERSION, layoutPayloadV2({ ...EX005_LAYOUT, rules }))).code).toBe(
        'out_of_range',
      );
    }
    expect(errorOf(seal(SHARE_CODE_VERSION, layoutPayloadV2({ ...EX005_LAYOUT, profile: 3 }))).code).toBe(
      'newer_version',
    );
    // The same layout with a rule this version knows opens.
    const known = decodedHand(
      seal(
        SHARE_CODE_VERSION,
        layoutPayloadV2({ ...EX005_LAYOUT, rules: [{ wire: HOUSE_RULES.pearl.wire, value: varint(2) }] }),
      ),
    );
    expect(known.options).toEqual({ pearl: 'last_tile' });
  });

  it('a mistyped version character is "tampered", not "newer version"', () => {
    const code = encodeShareCode(fixture('SGMJ-PINGHU-EX-001'));
    expect(errorOf(`D${code.slice(1)}`).code).toBe('tampered');
    expect(errorOf(`_${code.slice(1)}`).code).toBe('tampered');
    expect(['tampered', 'truncated']).toContain(errorOf(`B${code.slice(1)}`).code);
    const old = v1Code('seed 000 SGMJ-PINGHU-EX-001');
    expect(['tampered', 'truncated']).toContain(errorOf(`C${old.slice(1)}`).code);
  });

  it('version 0 was never issued', () => {
    expect(errorOf(seal(0, encodeShareCode(fixture('SGMJ-PINGHU-EX-001')).slice(3))).code).toBe('malformed');
  });

  it(
    'every cut-short code is "truncated"',
    () => {
      for (const hand of validHands(300)) {
        const code = encodeShareCode(hand);
        for (let keep = 1; keep < code.length; keep++)
          expect(errorOf(code.slice(0, keep)).code).toBe('truncated');
      }
    },
    HEAVY,
  );

  it('a code with characters added at the end is refused', () => {
    for (const code of [
      encodeShareCode(fixture('SGMJ-PINGHU-EX-003')),
      v1Code('seed 000 SGMJ-PINGHU-EX-003'),
    ]) {
      for (const extra of ['A', 'AA', 'x', '-_', 'AAAAAA']) {
        expect(['tampered', 'malformed']).toContain(errorOf(code + extra).code);
      }
    }
  });

  it('characters that cannot be in a code are "malformed"', () => {
    const code = encodeShareCode(fixture('SGMJ-PINGHU-EX-001'));
    for (const bad of [
      `${code}=`,
      code.replace('A', '+'),
      code.replace('A', '/'),
      `#/h/${code}`,
      ` ${code}`,
      `${code}\n`,
      'Béé',
      '\u{1F004}',
    ]) {
      expect(errorOf(bad).code).toBe('malformed');
    }
  });

  it('a well-formed code holding an invalid hand answers "invalid_hand" with the core\'s reason', () => {
    for (const [version, layoutPayload] of [
      [1, layoutPayloadV1],
      [2, layoutPayloadV2],
    ] as const) {
      // EX-005's layout with a pong of d9 declared over the concealed pair: a fifth d9.
      const fifth = seal(version, layoutPayload({ ...EX005_LAYOUT, sets: [{ type: 1, tile: 26 }] }));
      const error = errorOf(fifth);
      expect(error.code).toBe('invalid_hand');
      expect(error.message).toContain('5 × 9 Dots (d9) in this hand; the set has only four');
      // A winning tile that is not among the concealed tiles (WD).
      const stray = errorOf(seal(version, layoutPayload({ ...EX005_LAYOUT, winning: 33 })));
      expect(stray.code).toBe('invalid_hand');
      expect(stray.message).toContain('must be one of the concealed tiles');
    }
    // Version 2: rules this version knows, together invalid (the minimum above the cap).
    const above = errorOf(
      seal(
        2,
        layoutPayloadV2({
          ...EX005_LAYOUT,
          rules: [
            { wire: HOUSE_RULES.min_tai.wire, value: varint(5) },
            { wire: HOUSE_RULES.cap_tai.wire, value: varint(3) },
          ],
        }),
      ),
    );
    expect(above).toMatchObject({
      code: 'invalid_hand',
      message: 'The minimum (5 tai) is above the cap (3 tai).',
    });
    // The same reason as a code with its values, for a screen to word in the player's language.
    expect(above.errors).toEqual([
      expect.objectContaining({
        code: 'invalid_option',
        values: expect.objectContaining({ why: 'min_above_cap', min: 5, cap: 3 }),
      }),
    ]);
  });

  it('every message is a sentence a player understands', () => {
    const payload = encodeShareCode(fixture('SGMJ-PINGHU-EX-001')).slice(3);
    const errors = [
      errorOf(''),
      errorOf('C+'),
      errorOf('CX'),
      errorOf('BzhZAAqqFQAqMAa'),
      errorOf(seal(3, payload)),
      errorOf(seal(SHARE_CODE_VERSION, layoutPayloadV2({ ...EX005_LAYOUT, winning: 33 }))),
    ];
    expect(errors.map((e) => e.code).sort()).toEqual([
      'empty',
      'invalid_hand',
      'malformed',
      'newer_version',
      'tampered',
      'truncated',
    ]);
    for (const { message } of errors) {
      expect(message).toMatch(/^[A-Z].*[.]$/);
      expect(message).not.toMatch(
        /checksum|crc|base64|payload|bits?\b|varint|decode|version \d|undefined|null/i,
      );
    }
  });
});

describe('share code: any string at all', () => {
  it(
    'never throws, and opens nothing but a valid hand',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string(),
            fc.string({ unit: 'binary' }),
            fc.string({ unit: 'grapheme' }),
            base64String(0, 60),
            base64String(12, 40).map((s) => `B${s}`),
            base64String(12, 50).map((s) => `C${s}`),
          ),
          (code) => {
            expectSafeAnswer(code);
          },
        ),
        { numRuns: 5000 },
      );
    },
    HEAVY,
  );

  it(
    'random payloads under a correct checksum never throw, and open only as valid hands',
    () => {
      // Every prefix of a random payload: now and then one ends exactly where the layout does.
      fc.assert(
        fc.property(fc.constantFrom(1, 2), base64String(10, 45), (version, payload) => {
          for (let length = 0; length <= payload.length; length++) {
            const code = seal(version, payload.slice(0, length));
            const result = decodeShareCode(code);
            expect([
              'ok',
              'malformed',
              'truncated',
              'invalid_hand',
              'newer_version',
              'out_of_range',
            ]).toContain(result.ok ? 'ok' : result.error.code);
            expectSafeAnswer(code);
          }
        }),
        { numRuns: 1000 },
      );
    },
    HEAVY,
  );

  it(
    'every single changed character and every swap of two neighbours is refused (CRC-12 guarantees it)',
    () => {
      // Tallied rather than asserted one by one: over 60,000 codes, expect() itself would be the cost.
      const answers = new Map<string, number>();
      const tally = (code: string): void => {
        const result = decodeShareCode(code);
        const answer = result.ok ? 'ok' : result.error.code;
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
      };
      for (const hand of validHands(60)) {
        const code = encodeShareCode(hand);
        for (let at = 0; at < code.length; at++) {
          for (const c of ALPHABET) if (c !== code[at]) tally(code.slice(0, at) + c + code.slice(at + 1));
          if (at + 1 < code.length && code[at] !== code[at + 1]) {
            tally(code.slice(0, at) + code[at + 1]! + code[at]! + code.slice(at + 2));
          }
        }
      }
      const tried = [...answers.values()].reduce((a, b) => a + b, 0);
      expect(tried).toBeGreaterThan(50_000);
      // A change to the length at the start of the payload can make a code look cut short, and a
      // version character changed to 'A' (0, never issued) is unreadable; nothing ever opens.
      expect(
        [...answers.keys()].every((answer) => ['tampered', 'truncated', 'malformed'].includes(answer)),
      ).toBe(true);
      // And the player is told the right story: changed, not cut short.
      expect((answers.get('tampered') ?? 0) / tried).toBeGreaterThan(0.95);
    },
    HEAVY,
  );

  it(
    'random damage to a real code is refused at least 99% of the time, and never crashes',
    () => {
      type Damage =
        | { kind: 'change'; at: number; to: string }
        | { kind: 'delete'; at: number }
        | { kind: 'insert'; at: number; to: string }
        | { kind: 'truncate'; keep: number }
        | { kind: 'extend'; extra: string }
        | { kind: 'scramble'; edits: Array<[number, string]> };
      const damage: fc.Arbitrary<Damage> = fc.oneof(
        fc.record({ kind: fc.constant('change' as const), at: fc.nat(), to: base64Char }),
        fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
        fc.record({
          kind: fc.constant('insert' as const),
          at: fc.nat(),
          to: fc.oneof(base64Char, fc.string({ minLength: 1, maxLength: 1 })),
        }),
        fc.record({ kind: fc.constant('truncate' as const), keep: fc.nat() }),
        fc.record({ kind: fc.constant('extend' as const), extra: base64String(1, 6) }),
        fc.record({
          kind: fc.constant('scramble' as const),
          edits: fc.array(fc.tuple(fc.nat(), base64Char), { minLength: 2, maxLength: 6 }),
        }),
      );
      const apply = (code: string, d: Damage): string => {
        const n = code.length;
        switch (d.kind) {
          case 'change':
            return code.slice(0, d.at % n) + d.to + code.slice((d.at % n) + 1);
          case 'delete':
            return code.slice(0, d.at % n) + code.slice((d.at % n) + 1);
          case 'insert':
            return code.slice(0, d.at % (n + 1)) + d.to + code.slice(d.at % (n + 1));
          case 'truncate':
            return code.slice(0, d.keep % n);
          case 'extend':
            return code + d.extra;
          case 'scramble':
            return d.edits.reduce((s, [at, to]) => s.slice(0, at % n) + to + s.slice((at % n) + 1), code);
        }
      };
      const v1Codes = fc.constantFrom(...frozenV1.codes.map((c) => c.code));
      let damaged = 0;
      let opened = 0;
      fc.assert(
        fc.property(
          fc.oneof(
            sharedHands.map(({ hand }) => encodeShareCode(hand)),
            v1Codes,
          ),
          damage,
          (code, d) => {
            const broken = apply(code, d);
            if (broken === code) return;
            damaged++;
            if (expectSafeAnswer(broken)) opened++;
          },
        ),
        { numRuns: 5000 },
      );
      expect(damaged).toBeGreaterThan(4000);
      expect(opened / damaged).toBeLessThanOrEqual(0.01);
    },
    HEAVY,
  );
});
