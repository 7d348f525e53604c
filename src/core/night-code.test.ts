// The night code: every valid night survives the trip through a link exactly (but for the entry ids,
// which a copy numbers itself), a night of 16 hands fits a QR code, and no damaged link opens.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALPHABET } from './codes/container';
import { paymentFor } from './ledger/settings';
import type { LedgerEntry, PerPlayer, PlayerIndex, NightSettings, Wind } from './ledger/types';
import { cardIds } from './card';
import {
  NIGHT_CODE_VERSION,
  NIGHT_CODE_VERSION_BEFORE_CARD,
  decodeNightCode,
  encodeNightCode,
  type NightDecodeError,
  type SharedNight,
} from './night-code';
import { scoreHand } from './score';
import { randomWinningHand, seededRng, shuffled, type Rng } from './testing/random-hands';
import { sortTokens } from './tiles';
import type { HandInput, HandOptionsInput, ProfileId } from './types';

const HEAVY = 60_000;
const URL_SAFE = /^[A-Za-z0-9_-]+$/;
const WINDS: Wind[] = ['E', 'S', 'W', 'N'];
const START = Date.UTC(2025, 5, 13, 12, 0);

/** Entry ids are the keeper's storage keys: a copy numbers its entries instead. */
const numbered = (entries: readonly LedgerEntry[]): LedgerEntry[] =>
  entries.map((e, i) => ({ ...e, id: `e${i + 1}` }));

async function opened(code: string): Promise<SharedNight> {
  const result = await decodeNightCode(code);
  if (!result.ok)
    throw new Error(`expected the night to open: ${result.error.code}: ${result.error.message}`);
  return result.night;
}

async function refusal(code: string): Promise<NightDecodeError> {
  const result = await decodeNightCode(code);
  if (result.ok) throw new Error('expected the code to be refused');
  return result.error;
}

// ---------------------------------------------------------------------------------------------
// Random nights: every profile, varied house rules, every kind of entry.

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

function houseRules(rng: Rng, profile: ProfileId): HandOptionsInput {
  const options: HandOptionsInput = {};
  const cap = profile === 'hk' ? pick(rng, [8, 10]) : pick(rng, [5, 5, 6, 8, 10]);
  if (rng() < 0.5) options.cap_tai = cap;
  const min = profile === 'hk' ? pick(rng, [0, 1, 3]) : pick(rng, [0, 1, 1, 2]);
  if (rng() < 0.5) options.min_tai = Math.min(min, options.cap_tai ?? 5);
  // An even unit is valid at every minimum (a 0-tai share is half a unit).
  options.unit = pick(rng, [2, 10, 20, 50, 100, 1000, 20_000]);
  if (profile === 'sg') {
    if (rng() < 0.4) options.concealed_bonus = pick(rng, [0, 1, 2]);
    if (rng() < 0.4) options.seven_pairs = pick(rng, [true, false, 3, 4]);
    if (rng() < 0.3) options.unusual_hands = rng() < 0.5;
    if (rng() < 0.3) options.ping_hu_wait = pick(rng, ['pattern', 'any'] as const);
    if (rng() < 0.3) options.little_dragons_total = rng() < 0.5;
  }
  // The table's card now and then: a few patterns at a number, not played, or at the limit.
  if (rng() < 0.3) {
    const values: Record<string, number | 'limit'> = {};
    for (let n = 1 + Math.floor(rng() * 3); n > 0; n--)
      values[pick(rng, cardIds(profile))] = pick(rng, [0, 1, 2, 3, 6, 'limit'] as const);
    options.values = values;
  }
  return options;
}

const NAME_POOL = [
  'Ah Beng',
  'Mei Ling',
  'Kumar',
  'Siew Lan',
  '陈大文',
  'Ah Huat',
  'Priya',
  'José',
  'Nur 🀄',
  'Lim',
];

function randomSettings(rng: Rng): NightSettings {
  const profile = pick(rng, ['sg', 'sg-reference', 'hk'] as const);
  return {
    profile,
    options: houseRules(rng, profile),
    players: shuffled(rng, NAME_POOL).slice(0, 4) as PerPlayer<string>,
    firstDealer: Math.floor(rng() * 4) as PlayerIndex,
    startingWind: pick(rng, WINDS),
  };
}

const otherThan = (rng: Rng, player: PlayerIndex): PlayerIndex =>
  ((player + 1 + Math.floor(rng() * 3)) % 4) as PlayerIndex;

/** A scored hand as the Record sheet keeps it: the draft's fields and the night's rules and winds. */
/** `typical`: as the app records it today (sorted tiles, the night's rules); else now and then as an older app or a restore may have it. */
function scoredWin(
  rng: Rng,
  settings: NightSettings,
  base: { id: string; at: number },
  typical = false,
): LedgerEntry | undefined {
  const odd = (): boolean => !typical && rng() < 0.1;
  const random = randomWinningHand(rng, { profile: settings.profile });
  const hand: HandInput = {
    profile: settings.profile,
    hand: odd() ? random.hand : sortTokens(random.hand),
    winning_tile: random.winning_tile,
    winning_from_discard: random.winning_from_discard ?? false,
    seat_wind: pick(rng, WINDS),
    prevailing_wind: pick(rng, WINDS),
    options: settings.options,
  };
  if ((random.exposed ?? []).length > 0 || rng() < 0.1) hand.exposed = random.exposed ?? [];
  if ((random.bonus ?? []).length > 0 || rng() < 0.1) hand.bonus = random.bonus ?? [];
  if ((random.events ?? []).length > 0 || rng() < 0.1) hand.events = random.events ?? [];
  const result = scoreHand(hand);
  if (!result.ok || !result.win || !result.payment) return undefined;
  // Now and then a hand kept with other house rules (an older app's), which travels whole.
  if (odd()) hand.options = { ...settings.options, unit: 1 };
  const selfDrawn = result.payment.discarder === null;
  const winner = Math.floor(rng() * 4) as PlayerIndex;
  return {
    ...base,
    kind: 'win',
    winner,
    selfDrawn,
    discarder: selfDrawn ? null : otherThan(rng, winner),
    tai: result.tai,
    payment: paymentFor(settings, result.tai, selfDrawn),
    items: odd() ? [{ id: 'x', name: 'Edited', zh: '', tai: result.tai }] : result.items,
    hand,
    ...(rng() < 0.15 ? { bao: otherThan(rng, winner) } : {}),
  };
}

/** A recorded win scored again under other house rules, its tai, lines and payment with them. */
function rescored(entry: LedgerEntry & { kind: 'win' }, options: HandOptionsInput): LedgerEntry {
  const hand = { ...entry.hand!, options };
  const result = scoreHand(hand);
  if (!result.ok || !result.win) throw new Error('the hand no longer wins under these house rules');
  const settings: NightSettings = { ...sixteenHandsSettings, options };
  return {
    ...entry,
    hand,
    tai: result.tai,
    items: result.items,
    payment: paymentFor(settings, result.tai, entry.selfDrawn),
  };
}

function randomEntry(rng: Rng, settings: NightSettings, base: { id: string; at: number }): LedgerEntry {
  const roll = rng();
  const options = {
    min: settings.options.min_tai ?? (settings.profile === 'hk' ? 3 : 1),
    cap: settings.options.cap_tai ?? (settings.profile === 'hk' ? 10 : 5),
  };
  if (roll < 0.4) {
    const scored = scoredWin(rng, settings, base);
    if (scored) return scored;
  }
  if (roll < 0.7) {
    const winner = Math.floor(rng() * 4) as PlayerIndex;
    const selfDrawn = rng() < 0.4;
    const tai = Math.min(options.cap, Math.max(options.min, options.min + Math.floor(rng() * 6)));
    return {
      ...base,
      kind: 'win',
      winner,
      selfDrawn,
      discarder: selfDrawn ? null : otherThan(rng, winner),
      tai,
      payment: paymentFor(settings, tai, selfDrawn),
      ...(rng() < 0.15 ? { bao: otherThan(rng, winner) } : {}),
    };
  }
  if (roll < 0.8) return { ...base, kind: 'draw' };
  if (roll < 0.9 && settings.profile !== 'hk') {
    return {
      ...base,
      kind: 'table_payment',
      receiver: Math.floor(rng() * 4) as PlayerIndex,
      reason: pick(rng, ['exposed_kong', 'concealed_kong', 'bonus_later', 'bonus_at_start'] as const),
      ...(rng() < 0.3 ? { note: pick(rng, ['Kong of 東', 'Mei Ling’s flowers', 'x'.repeat(200)]) } : {}),
    };
  }
  return { ...base, kind: 'false_win', offender: Math.floor(rng() * 4) as PlayerIndex };
}

const uuid = (rng: Rng): string => {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

function randomNight(seed: number, count?: number): SharedNight {
  const rng = seededRng(seed);
  const settings = randomSettings(rng);
  const createdAt = START + Math.floor(rng() * 1e10);
  let at = createdAt;
  const n = count ?? Math.floor(rng() * 30);
  const entries: LedgerEntry[] = [];
  for (let i = 0; i < n; i++) {
    // Mostly minutes apart, in order; now and then an entry put back out of order (an undone delete).
    at += rng() < 0.95 ? Math.floor(rng() * 900_000) : -Math.floor(rng() * 600_000);
    entries.push(randomEntry(rng, settings, { id: uuid(rng), at: Math.max(0, at) }));
  }
  const idRoll = rng();
  return {
    id: idRoll < 0.8 ? uuid(rng) : idRoll < 0.9 ? uuid(rng).replaceAll('-', '') : `restored night ${seed}`,
    name: pick(rng, ['Fri, 13 Jun 2025', 'CNY at Auntie’s', '陈家 🀄 night']),
    createdAt,
    finished: rng() < 0.5,
    sharedAt: Math.max(0, at + Math.floor(rng() * 3_600_000) - 60_000),
    settings,
    entries,
  };
}

/** 16 hands as a Singapore table plays them: scored wins with the tiles, a few by tai, a draw. */
const sixteenHandsSettings: NightSettings = {
  profile: 'sg',
  options: { unit: 20 },
  players: ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'],
  firstDealer: 0,
  startingWind: 'E',
};

function sixteenHands(): SharedNight {
  const rng = seededRng(20261201);
  const settings: NightSettings = structuredClone(sixteenHandsSettings);
  const entries: LedgerEntry[] = [];
  let at = START;
  while (entries.length < 16) {
    at += 240_000 + Math.floor(rng() * 360_000);
    const base = { id: uuid(rng), at };
    const kind = entries.length;
    const entry = kind === 5 ? { ...base, kind: 'draw' as const } : scoredWin(rng, settings, base, true);
    if (entry) entries.push(entry);
  }
  return {
    id: uuid(rng),
    name: 'Fri, 13 Jun 2025',
    createdAt: START,
    finished: false,
    sharedAt: at + 30_000,
    settings,
    entries,
  };
}

// ---------------------------------------------------------------------------------------------

describe('the night code', () => {
  it(
    'round-trips random nights exactly: every kind of entry, every profile, varied house rules',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), async (seed) => {
          const night = randomNight(seed);
          const code = await encodeNightCode(night);
          expect(code).toMatch(URL_SAFE);
          // A night whose house rules name the table's card is version 2; any other is written as before it.
          const card = night.settings.options.values !== undefined;
          expect(code[0]).toBe(ALPHABET[card ? NIGHT_CODE_VERSION : NIGHT_CODE_VERSION_BEFORE_CARD]);
          const back = await opened(code);
          // Strictly: a hand kept without an empty list comes back without it, not with it undefined.
          expect(back).toStrictEqual({ ...night, entries: numbered(night.entries) });
        }),
        { numRuns: 200 },
      );
    },
    HEAVY,
  );

  it('covers every kind of entry and every profile in those random nights', () => {
    const kinds = new Set<string>();
    const profiles = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const night = randomNight(seed);
      profiles.add(night.settings.profile);
      for (const e of night.entries) {
        kinds.add(
          e.kind === 'win' ? `win${e.hand ? '+hand' : ''}${e.bao !== undefined ? '+bao' : ''}` : e.kind,
        );
      }
    }
    expect([...profiles].sort()).toEqual(['hk', 'sg', 'sg-reference']);
    expect([...kinds].sort()).toEqual([
      'draw',
      'false_win',
      'table_payment',
      'win',
      'win+bao',
      'win+hand',
      'win+hand+bao',
    ]);
  });

  it('fits a night of 16 scored hands in at most 600 characters', async () => {
    const night = sixteenHands();
    expect(night.entries.filter((e) => e.kind === 'win' && e.hand)).toHaveLength(15);
    const code = await encodeNightCode(night);
    console.log(`A night of 16 hands: ${code.length} characters`);
    expect(code.length).toBeLessThanOrEqual(600);
    expect(await opened(code)).toEqual({ ...night, entries: numbered(night.entries) });
  });

  it('carries any house rule the settings accept, as stored', async () => {
    const night = randomNight(7, 3);
    night.settings = {
      ...night.settings,
      profile: 'sg',
      options: { unit: 10, seven_pairs: true, ping_hu_wait: 'any', little_dragons_total: false },
    };
    night.entries = [];
    const back = await opened(await encodeNightCode(night));
    expect(back.settings.options).toEqual({
      unit: 10,
      seven_pairs: true,
      ping_hu_wait: 'any',
      little_dragons_total: false,
    });
    expect(Object.keys(back.settings.options)).toEqual([
      'unit',
      'seven_pairs',
      'ping_hu_wait',
      'little_dragons_total',
    ]);
  });

  it('carries the table’s card: version 2, every hand scored with it; the same night without it is version 1, as before', async () => {
    const plain = sixteenHands();
    const before = await encodeNightCode(plain);
    expect(before[0]).toBe(ALPHABET[NIGHT_CODE_VERSION_BEFORE_CARD]);
    const withCard: SharedNight = {
      ...plain,
      settings: {
        ...plain.settings,
        options: { ...plain.settings.options, values: { all_pungs: 3, dragon_pong: 2 } },
      },
      // The entries as the table recorded them under its card: each hand with the night's rules.
      entries: plain.entries.map((entry) =>
        entry.kind === 'win' && entry.hand
          ? rescored(entry, { ...plain.settings.options, values: { all_pungs: 3, dragon_pong: 2 } })
          : entry,
      ),
    };
    const code = await encodeNightCode(withCard);
    expect(code[0]).toBe(ALPHABET[NIGHT_CODE_VERSION]);
    const back = await opened(code);
    expect(back).toStrictEqual({ ...withCard, entries: numbered(withCard.entries) });
    expect(back.settings.options.values).toEqual({ all_pungs: 3, dragon_pong: 2 });
    // An empty card is named too: the night was made where the card exists, and an older app cannot read it.
    const empty = {
      ...plain,
      settings: { ...plain.settings, options: { ...plain.settings.options, values: {} } },
    };
    expect((await encodeNightCode(empty))[0]).toBe(ALPHABET[NIGHT_CODE_VERSION]);
  });

  it('refuses a version that says the opposite of its house rules about the card (a code no app wrote)', async () => {
    const { sealCode, codeDigits } = await import('./codes/container');
    const plain = sixteenHands();
    const card = { ...plain, settings: { ...plain.settings, options: { unit: 20, values: {} } } };
    const asBefore = sealCode(
      NIGHT_CODE_VERSION_BEFORE_CARD,
      codeDigits(await encodeNightCode(card))!.slice(3),
    );
    expect((await refusal(asBefore)).code).toBe('malformed');
    const asAfter = sealCode(NIGHT_CODE_VERSION, codeDigits(await encodeNightCode(plain))!.slice(3));
    expect((await refusal(asAfter)).code).toBe('malformed');
  });

  it('refuses a card the night’s table cannot play, as any house rule it cannot read', async () => {
    const plain = sixteenHands();
    const bad = {
      ...plain,
      entries: [],
      settings: { ...plain.settings, options: { unit: 20, values: { no_flowers: 2 } } },
    };
    await expect(encodeNightCode(bad)).rejects.toThrow(/No Flowers or Seasons/);
  });

  it('carries a kong paid against an earlier hand, and a link without one reads as the hand in play', async () => {
    const night = sixteenHands();
    const kong: LedgerEntry = {
      id: 'k',
      at: night.entries.at(-1)!.at + 1,
      kind: 'table_payment',
      receiver: 2,
      reason: 'exposed_kong',
      handNumber: 3,
    };
    night.entries = [...night.entries, kong];
    const back = await opened(await encodeNightCode(night));
    expect(back.entries.at(-1)).toEqual({ ...kong, id: `e${night.entries.length}` });
  });

  it('refuses to encode a night that is not valid', async () => {
    const night = randomNight(3, 2);
    await expect(
      encodeNightCode({ ...night, settings: { ...night.settings, players: ['A', 'A', 'B', 'C'] } }),
    ).rejects.toThrow(/cannot be shared: Two players are called “A”/);
    const bad = {
      ...night,
      entries: [{ id: 'x', at: START, kind: 'false_win', offender: 7 } as unknown as LedgerEntry],
    };
    await expect(encodeNightCode(bad)).rejects.toThrow(
      /cannot be shared: Entry 1: Choose who declared the false win/,
    );
  });
});

describe('a damaged night code', () => {
  it('says what is wrong: empty, not a code, cut short, changed, from a newer app', async () => {
    const code = await encodeNightCode(sixteenHands());
    expect((await refusal('')).code).toBe('empty');
    expect((await refusal('not a code!')).code).toBe('malformed');
    expect((await refusal(code.slice(0, 2))).code).toBe('truncated');
    expect((await refusal(code.slice(0, -1))).code).toBe('truncated');
    expect((await refusal(code.slice(0, code.length >> 1))).code).toBe('truncated');
    const changed = code.slice(0, 40) + (code[40] === 'A' ? 'B' : 'A') + code.slice(41);
    expect((await refusal(changed)).code).toBe('tampered');
    const newer = ALPHABET[NIGHT_CODE_VERSION + 1]! + code.slice(1);
    expect((await refusal(newer)).code).toBe('tampered');
    for (const error of [await refusal(code.slice(0, -5)), await refusal(changed)])
      expect(error.message).toMatch(/link/);
  });

  it('tells a changed character (damaged) from a code cut short (incomplete), wherever it is', async () => {
    const code = await encodeNightCode(randomNight(3, 7));
    const answers = new Map<string, number>();
    for (let at = 0; at < code.length; at++) {
      for (const c of ALPHABET) {
        if (c === code[at]) continue;
        const answer = await decodeNightCode(code.slice(0, at) + c + code.slice(at + 1));
        const key = answer.ok ? 'ok' : answer.error.code;
        answers.set(key, (answers.get(key) ?? 0) + 1);
      }
    }
    // Only a version digit of 0 (never issued) is "not a code"; every other change is damage.
    expect([...answers.keys()].sort()).toEqual(['malformed', 'tampered']);
    expect(answers.get('malformed')).toBe(1);
    for (let keep = 1; keep < code.length; keep++)
      expect((await refusal(code.slice(0, keep))).code, `${keep}`).toBe('truncated');
  });

  it('says a sealed code from a newer version needs an update', async () => {
    const { sealCode, codeDigits } = await import('./codes/container');
    const code = await encodeNightCode(sixteenHands());
    const digits = codeDigits(code)!;
    const newer = sealCode(NIGHT_CODE_VERSION + 1, digits.slice(3));
    const error = await refusal(newer);
    expect(error.code).toBe('newer_version');
    expect(error.message).toMatch(/newer version of the app/);
  });

  it('refuses, without throwing, a resealed code whose insides were changed (a bad deflate block, a broken layout)', async () => {
    const { sealCode, codeDigits } = await import('./codes/container');
    const base = randomNight(5, 4);
    base.entries.push({ id: 'n', at: base.createdAt + 1, kind: 'draw' });
    base.name = 'a name the deflate block is worth using for, '.repeat(2).slice(0, 60).trim();
    const digits = codeDigits(await encodeNightCode(base))!;
    let refused = 0;
    for (let at = 10; at < digits.length; at += 3) {
      const changed = digits.slice(3);
      changed[at - 3] = (changed[at - 3]! + 17) % 64;
      const result = await decodeNightCode(sealCode(NIGHT_CODE_VERSION, changed));
      // A change may still make a valid night (a different time, another tai); it must never throw.
      if (!result.ok) {
        refused++;
        expect(['malformed', 'invalid_night']).toContain(result.error.code);
        // Refused by a check, not by a fault caught at the door.
        expect(result.error.message).not.toMatch(/fault in the app/);
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it(
    'never throws on random strings, and opens none',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 700 }), async (text) => {
          const result = await decodeNightCode(text);
          expect(result.ok).toBe(false);
        }),
        { numRuns: 500 },
      );
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
          await expect(decodeNightCode(text)).resolves.toHaveProperty('ok');
        }),
        { numRuns: 300 },
      );
    },
    HEAVY,
  );

  it(
    'refuses mutated and cut codes at least at the checksum’s rate (99%)',
    async () => {
      const codes = await Promise.all(
        [1, 2, 3, 4].map(async (seed) => encodeNightCode(randomNight(seed, 12))),
      );
      let tried = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: codes.length - 1 }),
          fc.array(fc.tuple(fc.nat(), fc.nat({ max: 63 })), { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          async (which, changes, cut) => {
            const original = codes[which]!;
            const chars = [...original];
            for (const [at, digit] of changes) chars[at % chars.length] = ALPHABET[digit]!;
            let mutated = chars.join('');
            if (cut) mutated = mutated.slice(0, Math.max(0, mutated.length - 1 - (changes[0]![0] % 20)));
            if (mutated === original) return;
            tried++;
            const result = await decodeNightCode(mutated);
            if (!result.ok) refused++;
          },
        ),
        { numRuns: 3000 },
      );
      expect(refused / tried).toBeGreaterThanOrEqual(0.99);
    },
    HEAVY,
  );

  it(
    'refuses every single changed character',
    async () => {
      const code = await encodeNightCode(randomNight(11, 6));
      for (let at = 0; at < code.length; at++) {
        const swapped = code.slice(0, at) + (code[at] === 'z' ? 'y' : 'z') + code.slice(at + 1);
        expect((await decodeNightCode(swapped)).ok, `character ${at}`).toBe(false);
      }
    },
    HEAVY,
  );
});
