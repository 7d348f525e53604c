// The table code: every valid saved table survives the trip through a link, and no damaged link opens
// as a different table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileOptionSets } from './codes/random-options';
import { HOUSE_RULES, MAX_UNIT, rulesOf, sameRuleValue } from './house-rules';
import { everyPatternChanged } from './testing/cards';
import { defaultOptions, resolveOptions } from './options';
import {
  TABLE_CODE_VERSION,
  TABLE_NAME_MAX,
  checkSavedTable,
  decodeTableCode,
  encodeTableCode,
  tableNameProblem,
  type SavedTableInput,
  type TableDecodeError,
} from './table-code';
import type { HandOptionsInput, ProfileId } from './types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const URL_SAFE = /^[A-Za-z0-9_-]+$/;
const FAULT = 'because of a fault in the app';
const HEAVY = 30_000;

function decoded(code: string): SavedTableInput {
  const result = decodeTableCode(code);
  if (!result.ok) throw new Error(`expected ${code} to open: ${result.error.code}: ${result.error.message}`);
  return result.table;
}

function errorOf(code: string): TableDecodeError {
  const result = decodeTableCode(code);
  if (result.ok)
    throw new Error(`expected ${code} to be refused, but it opened as ${JSON.stringify(result.table)}`);
  return result.error;
}

/** Every house rule of the profile at the value the core reads from `options`. */
function wholeSet(profile: ProfileId, options: HandOptionsInput): HandOptionsInput {
  const { options: resolved, errors } = resolveOptions(profile, options);
  expect(errors).toEqual([]);
  return Object.fromEntries(rulesOf(profile).map((id) => [id, resolved[id]])) as HandOptionsInput;
}

// ---------------------------------------------------------------------------------------------
// The container and the layout written out again from the comments at the top of table-code.ts and
// codes/*.ts, so that the tests check the documentation and can build codes the encoder never would.

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

function seal(version: number, payload: string): string {
  const digits = [version, ...[...payload].map((c) => ALPHABET.indexOf(c))];
  const crc = crc12(digits);
  return ALPHABET[version]! + ALPHABET[crc >> 6]! + ALPHABET[crc & 63]! + payload;
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

/** Payload characters: the length in front of `bits`, zero-padded to whole characters. */
function payloadOf(bits: string): string {
  // [6] the length, or 63 and the length as a varint (long codes: two groups up to 255 characters).
  let chars = Math.ceil((6 + bits.length) / 6);
  if (chars >= 63) chars = Math.ceil((16 + bits.length) / 6);
  const all = ((chars < 63 ? bitsOf(chars, 6) : bitsOf(63, 6) + varint(chars)) + bits).padEnd(chars * 6, '0');
  let out = '';
  for (let i = 0; i < all.length; i += 6) out += ALPHABET[parseInt(all.slice(i, i + 6), 2)]!;
  return out;
}

const nameBits = (bytes: readonly number[]): string =>
  varint(bytes.length) + bytes.map((b) => bitsOf(b, 8)).join('');
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

type Entry = { wire: number; value: string };
/** The house-rules field: entries in increasing wire order, each [1] gap value, then [0]. */
function rulesBits(entries: readonly Entry[]): string {
  let previous = -1;
  let out = '';
  for (const { wire, value } of entries) {
    out += `1${varint(wire - previous - 1)}${value}`;
    previous = wire;
  }
  return `${out}0`;
}

function tableCode(profile: number, name: readonly number[], entries: readonly Entry[]): string {
  return seal(TABLE_CODE_VERSION, payloadOf(varint(profile) + nameBits(name) + rulesBits(entries)));
}

const FRIDAY: SavedTableInput = {
  name: "Friday at Auntie's",
  profile: 'sg',
  options: { unit: 10, fully_concealed: 1, shooter_pays: true },
};

// ---------------------------------------------------------------------------------------------

describe('table code: round trip', () => {
  it('a table opens as itself, with every house rule of its profile', () => {
    const code = encodeTableCode(FRIDAY);
    expect(code).toMatch(URL_SAFE);
    expect(code[0]).toBe(ALPHABET[TABLE_CODE_VERSION]);
    const table = decoded(code);
    expect(table).toEqual({
      name: "Friday at Auntie's",
      profile: 'sg',
      options: wholeSet('sg', FRIDAY.options),
    });
    expect(Object.keys(table.options).sort()).toEqual(rulesOf('sg').sort());
    expect(table.options).toMatchObject({
      min_tai: 1,
      cap_tai: 5,
      unit: 10,
      fully_concealed: 1,
      shooter_pays: true,
      pearl: 'd1',
    });
    expect(encodeTableCode(table)).toBe(code);
  });

  it(`"Friday at Auntie's" with a 10-cent stake and two house rules is 36 characters; a ten-letter name with the defaults 20`, () => {
    expect(encodeTableCode(FRIDAY)).toHaveLength(36);
    expect(encodeTableCode({ name: 'Mahjong Mo', profile: 'hk', options: {} })).toHaveLength(20);
  });

  it('the worst case is 329 characters: 40 emoji and every sg house rule changed, every pattern of its card too', () => {
    const options: HandOptionsInput = {
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
    expect(Object.keys(options).sort()).toEqual(rulesOf('sg').sort());
    for (const id of rulesOf('sg')) expect(options[id], id).not.toBe(defaultOptions('sg')[id]);
    const worst: SavedTableInput = { name: '\u{1F004}'.repeat(TABLE_NAME_MAX), profile: 'sg', options };
    const code = encodeTableCode(worst);
    expect(code).toHaveLength(329);
    expect(decoded(code)).toEqual(worst);
    // Without the card, as before it: 252.
    expect(encodeTableCode({ ...worst, options: { ...options, values: {} } })).toHaveLength(252);
  });

  it('any Unicode name travels exactly: Chinese, emoji, accents, combining marks, spaces', () => {
    for (const name of [
      '周五麻将',
      '🀄 Friday 🀄',
      'Chez Zoé',
      'Zoe\u0301',
      '  spaced  out  ',
      'a',
      '👨‍👩‍👧 family',
      'x'.repeat(TABLE_NAME_MAX),
    ]) {
      expect(decoded(encodeTableCode({ name, profile: 'hk', options: {} })).name).toBe(name);
    }
  });

  it('hk with its standard payment table lowers a cap above 10, as the core does', () => {
    const table = decoded(encodeTableCode({ name: 'HK', profile: 'hk', options: { cap_tai: 13 } }));
    expect(table.options.cap_tai).toBe(10);
    const spicy = decoded(
      encodeTableCode({ name: 'HK', profile: 'hk', options: { cap_tai: 13, hk_payment: 'spicy' } }),
    );
    expect(spicy.options).toMatchObject({ cap_tai: 13, hk_payment: 'spicy' });
  });

  it('seven pairs given as on travels as its value, 4', () => {
    expect(
      decoded(encodeTableCode({ name: 'S', profile: 'sg', options: { seven_pairs: true } })).options
        .seven_pairs,
    ).toBe(4);
  });

  it(
    'random tables of every profile with any valid house rules round-trip, canonically',
    () => {
      const names = fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: TABLE_NAME_MAX })
        .filter((name) => tableNameProblem(name) === undefined);
      const profiles = new Set<string>();
      const rulesChanged = new Set<string>();
      fc.assert(
        fc.property(profileOptionSets, names, ({ profile, options }, name) => {
          const table: SavedTableInput = { name, profile, options };
          const code = encodeTableCode(table);
          expect(code).toMatch(URL_SAFE);
          expect(code.length).toBeLessThanOrEqual(329);
          const back = decoded(code);
          expect(back).toEqual({ name, profile, options: wholeSet(profile, options) });
          expect(resolveOptions(profile, back.options)).toEqual(resolveOptions(profile, options));
          expect(encodeTableCode(back)).toBe(code);
          profiles.add(profile);
          const defaults = defaultOptions(profile);
          for (const id of rulesOf(profile))
            if (!sameRuleValue(back.options[id], defaults[id])) rulesChanged.add(id);
        }),
        { numRuns: 2000 },
      );
      expect([...profiles].sort()).toEqual(['hk', 'sg', 'sg-reference']);
      // Every rule of the registry travelled at a value other than its default.
      expect([...rulesChanged].sort()).toEqual(Object.keys(HOUSE_RULES).sort());
    },
    HEAVY,
  );

  it('matches the layout documented at the top of the file, checksum included', () => {
    // sg, "Friday at Auntie's"; unit (wire 2) 10, fully_concealed (4) 1, shooter_pays (15) on.
    const entries = [
      { wire: HOUSE_RULES.unit.wire, value: varint(10) },
      { wire: HOUSE_RULES.fully_concealed.wire, value: varint(1) },
      { wire: HOUSE_RULES.shooter_pays.wire, value: '1' },
    ];
    expect(tableCode(0, ascii("Friday at Auntie's"), entries)).toBe(encodeTableCode(FRIDAY));
    // hk's payment table is a choice: its index, "spicy" = 2.
    expect(tableCode(2, ascii('HK'), [{ wire: HOUSE_RULES.hk_payment.wire, value: varint(2) }])).toBe(
      encodeTableCode({ name: 'HK', profile: 'hk', options: { hk_payment: 'spicy' } }),
    );
    // Non-Latin text is its UTF-8 bytes: 麻 is E9 BA BB.
    expect(tableCode(1, [0xe9, 0xba, 0xbb], [])).toBe(
      encodeTableCode({ name: '麻', profile: 'sg-reference', options: {} }),
    );
  });

  it('refuses to encode an invalid table, saying why', () => {
    expect(() => encodeTableCode({ ...FRIDAY, name: '  ' })).toThrow(/Give the table a name/);
    expect(() => encodeTableCode({ ...FRIDAY, name: 'x'.repeat(41) })).toThrow(
      /at most 40 characters; this one has 41/,
    );
    expect(() => encodeTableCode({ ...FRIDAY, name: 'a\nb' })).toThrow(/control characters/);
    expect(() => encodeTableCode({ ...FRIDAY, name: 'a\uD800' })).toThrow(/broken character/);
    expect(() => encodeTableCode({ ...FRIDAY, profile: 'mcr' as ProfileId })).toThrow(
      /no table profile “mcr”/,
    );
    expect(() => encodeTableCode({ ...FRIDAY, profile: 'hk' })).toThrow(/Fully concealed.*belongs to/);
    expect(() => encodeTableCode({ ...FRIDAY, options: { min_tai: 6, cap_tai: 5 } })).toThrow(
      /minimum \(6 tai\) is above the cap/,
    );
    expect(() => encodeTableCode({ ...FRIDAY, options: { unit: 0.5 } })).toThrow(
      /Unit must be a whole number/,
    );
  });
});

describe('table code: checking a saved table from anywhere', () => {
  it('answers the whole set of house rules, and the options as the core reads them', () => {
    const checked = checkSavedTable(FRIDAY);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.table.options).toEqual(wholeSet('sg', FRIDAY.options));
    expect(checked.options).toEqual(resolveOptions('sg', FRIDAY.options).options);
  });

  it('refuses anything that is not a table, with every reason', () => {
    expect(checkSavedTable(null)).toEqual({
      ok: false,
      errors: ['A saved table must have a name, a profile and its house rules.'],
    });
    expect(checkSavedTable([])).toMatchObject({ ok: false });
    const bad = checkSavedTable({ name: '', profile: 'sg', options: { cap_tai: 0, nonsense: 1 } });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toHaveLength(3);
    expect(bad.errors[0]).toBe('Give the table a name.');
    expect(checkSavedTable({ name: 'x', profile: 'sg', options: 'cheap' })).toMatchObject({ ok: false });
    expect(checkSavedTable({ name: 7, profile: 'sg', options: {} })).toEqual({
      ok: false,
      errors: ["A table's name must be text."],
    });
  });

  it('a table kept before a house rule existed opens with that rule at its default', () => {
    const checked = checkSavedTable({ name: 'Old', profile: 'sg', options: { unit: 20 } });
    expect(checked.ok && checked.table.options.shooter_pays).toBe(false);
  });
});

describe('table code: what a bad link answers', () => {
  const good = encodeTableCode(FRIDAY);

  it('an empty code is "empty"', () => {
    expect(errorOf('').code).toBe('empty');
    expect(errorOf(' \n').code).toBe('empty');
  });

  it('characters that cannot be in a code are "malformed"', () => {
    for (const bad of [`${good}=`, good.replace('A', '+'), `#/t/${good}`, ` ${good}`, 'Béé', '\u{1F004}']) {
      expect(errorOf(bad).code).toBe('malformed');
    }
  });

  it('every cut-short code is "truncated"', () => {
    for (const table of [
      FRIDAY,
      {
        name: '周五'.repeat(20),
        profile: 'hk' as const,
        options: { unit: 500, hk_payment: 'spicy' as const },
      },
    ]) {
      const code = encodeTableCode(table);
      for (let keep = 1; keep < code.length; keep++)
        expect(errorOf(code.slice(0, keep)).code, `${keep}`).toBe('truncated');
    }
  });

  it('every single changed character and every swap of neighbours is refused', () => {
    const answers = new Map<string, number>();
    for (let at = 0; at < good.length; at++) {
      for (const c of ALPHABET) {
        if (c === good[at]) continue;
        const answer = decodeTableCode(good.slice(0, at) + c + good.slice(at + 1));
        const key = answer.ok ? 'ok' : answer.error.code;
        answers.set(key, (answers.get(key) ?? 0) + 1);
      }
      if (at + 1 < good.length && good[at] !== good[at + 1]) {
        expect(decodeTableCode(good.slice(0, at) + good[at + 1]! + good[at]! + good.slice(at + 2)).ok).toBe(
          false,
        );
      }
    }
    expect(answers.get('ok')).toBeUndefined();
    // A changed character is damage, never "incomplete" (not even one in the length field); only a
    // version digit of 0, never issued, is "not a code".
    expect(answers.get('truncated')).toBeUndefined();
    expect([...answers.keys()].sort()).toEqual(['malformed', 'tampered']);
    expect(answers.get('malformed')).toBe(1);
  });

  it('a code from a newer version asks the player to update the app', () => {
    for (const version of [TABLE_CODE_VERSION + 1, 63]) {
      expect(errorOf(seal(version, good.slice(3)))).toEqual({
        code: 'newer_version',
        message: 'This table was shared from a newer version of the app. Update the app to open it.',
      });
      expect(errorOf(seal(version, 'x')).code).toBe('newer_version');
    }
  });

  it('a house rule or a profile this version does not know is "newer_version", never "damaged"', () => {
    const unknownWire = Math.max(...Object.values(HOUSE_RULES).map((r) => r.wire)) + 1;
    // A rule added after this version, whatever its value looks like.
    expect(errorOf(tableCode(0, ascii('New'), [{ wire: unknownWire, value: varint(3) }])).code).toBe(
      'newer_version',
    );
    expect(errorOf(tableCode(0, ascii('New'), [{ wire: 200, value: '' }])).code).toBe('newer_version');
    // A known rule at a table that does not play it here (a newer app may open it to that table).
    expect(
      errorOf(tableCode(2, ascii('New'), [{ wire: HOUSE_RULES.shooter_pays.wire, value: '1' }])).code,
    ).toBe('newer_version');
    // A value beyond a known rule's bounds or choices: out of range, said as such (not "update the app" alone).
    expect(
      errorOf(tableCode(0, ascii('New'), [{ wire: HOUSE_RULES.mixed_terminals.wire, value: varint(6) }]))
        .code,
    ).toBe('out_of_range');
    const beyond = errorOf(tableCode(0, ascii('New'), [{ wire: HOUSE_RULES.pearl.wire, value: varint(3) }]));
    expect(beyond.code).toBe('out_of_range');
    expect(beyond.message).toMatch(/value out of the range/);
    expect(beyond.message).not.toMatch(/^This table was shared from a newer version/);
    // A profile added after this version.
    expect(errorOf(tableCode(3, ascii('New'), [])).code).toBe('newer_version');
  });

  it('a well-formed code holding an invalid table answers "invalid_table" with the reason', () => {
    const above = errorOf(
      tableCode(0, ascii('Odd'), [
        { wire: HOUSE_RULES.min_tai.wire, value: varint(5) },
        { wire: HOUSE_RULES.cap_tai.wire, value: varint(3) },
      ]),
    );
    expect(above).toEqual({
      code: 'invalid_table',
      message: 'The minimum (5 tai) is above the cap (3 tai).',
    });
    expect(errorOf(tableCode(0, ascii(''), []))).toEqual({
      code: 'invalid_table',
      message: 'Give the table a name.',
    });
    // Bytes that are not UTF-8 are not a name at all.
    expect(errorOf(tableCode(0, [0xc0, 0x80], [])).code).toBe('malformed');
    expect(errorOf(tableCode(0, [0xed, 0xa0, 0x80], [])).code).toBe('malformed');
  });

  it('every message is a sentence a player understands', () => {
    const errors = [
      errorOf(''),
      errorOf('B+'),
      errorOf(good.slice(0, 9)),
      errorOf(`${good.slice(0, 5)}${good[5] === 'A' ? 'B' : 'A'}${good.slice(6)}`),
      errorOf(seal(2, 'AAAA')),
      errorOf(tableCode(0, ascii(''), [])),
    ];
    expect(errors.map((e) => e.code).sort()).toEqual([
      'empty',
      'invalid_table',
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

describe('table code: any string at all', () => {
  const base64 = (min: number, max: number): fc.Arbitrary<string> =>
    fc.string({ unit: fc.constantFrom(...ALPHABET), minLength: min, maxLength: max });

  it(
    'never throws, and opens nothing but a valid table',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string(),
            fc.string({ unit: 'binary' }),
            base64(0, 80),
            base64(5, 60).map((s) => `B${s}`),
          ),
          (code) => {
            const result = decodeTableCode(code);
            if (result.ok) expect(checkSavedTable(result.table).ok).toBe(true);
            else expect(result.error.message).not.toContain(FAULT);
          },
        ),
        { numRuns: 5000 },
      );
    },
    HEAVY,
  );

  it(
    'random payloads under a correct checksum never throw, and open only as valid tables',
    () => {
      fc.assert(
        fc.property(base64(1, 60), (payload) => {
          for (let length = 0; length <= payload.length; length++) {
            const result = decodeTableCode(seal(TABLE_CODE_VERSION, payload.slice(0, length)));
            if (result.ok) expect(checkSavedTable(result.table).ok).toBe(true);
            else expect(result.error.message).not.toContain(FAULT);
          }
        }),
        { numRuns: 500 },
      );
    },
    HEAVY,
  );

  it(
    'random damage to a real code is refused at least 99% of the time',
    () => {
      const names = fc
        .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: TABLE_NAME_MAX })
        .filter((n) => tableNameProblem(n) === undefined);
      const damage = fc.oneof(
        fc
          .record({ at: fc.nat(), to: fc.constantFrom(...ALPHABET) })
          .map((d) => (c: string) => c.slice(0, d.at % c.length) + d.to + c.slice((d.at % c.length) + 1)),
        fc.nat().map((at) => (c: string) => c.slice(0, at % c.length) + c.slice((at % c.length) + 1)),
        fc
          .record({ at: fc.nat(), to: fc.constantFrom(...ALPHABET) })
          .map(
            (d) => (c: string) => c.slice(0, d.at % (c.length + 1)) + d.to + c.slice(d.at % (c.length + 1)),
          ),
        fc.nat().map((keep) => (c: string) => c.slice(0, keep % c.length)),
        base64(1, 6).map((extra) => (c: string) => c + extra),
        fc
          .array(fc.tuple(fc.nat(), fc.constantFrom(...ALPHABET)), { minLength: 2, maxLength: 6 })
          .map(
            (edits) => (c: string) =>
              edits.reduce((s, [at, to]) => s.slice(0, at % c.length) + to + s.slice((at % c.length) + 1), c),
          ),
      );
      let damaged = 0;
      let opened = 0;
      fc.assert(
        fc.property(profileOptionSets, names, damage, ({ profile, options }, name, apply) => {
          const code = encodeTableCode({ name, profile, options });
          const broken = apply(code);
          if (broken === code) return;
          damaged++;
          const result = decodeTableCode(broken);
          if (result.ok) {
            opened++;
            expect(checkSavedTable(result.table).ok).toBe(true);
          } else {
            expect(result.error.message).not.toContain(FAULT);
          }
        }),
        { numRuns: 5000 },
      );
      expect(damaged).toBeGreaterThan(4000);
      expect(opened / damaged).toBeLessThanOrEqual(0.01);
    },
    HEAVY,
  );
});
