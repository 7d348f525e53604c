// One set of bounds for every night: a night link is held to exactly the checks of a night made on
// this phone or restored from a backup (core/ledger/accept.ts), and the encoder never makes a code
// its decoder refuses: every night up to the entry limit opens from its code, or the encoder refuses
// it first, saying why.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LATEST_TIME,
  MAX_ENTRIES_PER_NIGHT,
  MAX_ITEMS,
  MAX_ITEM_TEXT,
  MAX_NAME_LENGTH,
  MAX_NIGHT_NAME_LENGTH,
  acceptNight,
  paymentFor,
  type LedgerEntry,
  type PerPlayer,
  type PlayerIndex,
  type NightSettings,
  type WinEntry,
} from './ledger';
import {
  MAX_CODE_CHARS,
  MAX_TEXT_BYTES,
  NightShareError,
  decodeNightCode,
  encodeNightCode,
  writeNightCode,
  type SharedNight,
} from './night-code';
import { scoreHand } from './score';
import { randomWinningHand, seededRng } from './testing/random-hands';
import { BONUS_TOKENS } from './tiles';
import type { HandInput, HandOptionsInput, ProfileId } from './types';

const HEAVY = 60_000;
const START = Date.UTC(2025, 5, 13, 12, 0);
const NAMES: PerPlayer<string> = ['Muhammad Hafiz', 'Nurul Aisyah', '陈大文', 'Siew Lan Wong'];
const ID = '0b5e4a1c-8f3d-4e2a-9c7b-1d2e3f4a5b6c';

const tableOf = (profile: ProfileId, options: HandOptionsInput = { unit: 10 }): NightSettings => ({
  profile,
  options,
  players: [...NAMES],
  firstDealer: 0,
  startingWind: 'E',
});

/** Scored wins as the Record sheet keeps them, a pool per profile (scoring is the slow part). */
const SCORED = new Map<ProfileId, WinEntry[]>();
function scoredPool(settings: NightSettings): WinEntry[] {
  let pool = SCORED.get(settings.profile);
  if (pool) return pool;
  pool = [];
  for (let seed = 1; pool.length < 24; seed++) {
    const random = randomWinningHand(seededRng(seed), { profile: settings.profile });
    const hand: HandInput = {
      ...random,
      profile: settings.profile,
      options: settings.options,
      seat_wind: 'E',
      prevailing_wind: 'E',
    };
    const result = scoreHand(hand);
    if (!result.ok || !result.win || !result.payment) continue;
    const selfDrawn = result.payment.discarder === null;
    pool.push({
      id: '',
      at: 0,
      kind: 'win',
      winner: 1,
      selfDrawn,
      discarder: selfDrawn ? null : 2,
      tai: result.tai,
      payment: paymentFor(settings, result.tai, selfDrawn),
      items: result.items,
      hand,
    });
  }
  SCORED.set(settings.profile, pool);
  return pool;
}

type Kind = 'draw' | 'false_win' | 'by_tai' | 'scored' | 'table_payment';
const kinds = fc.constantFrom<Kind>('draw', 'false_win', 'by_tai', 'scored', 'scored', 'table_payment');

function entryOf(settings: NightSettings, kind: Kind, n: number, at: number): LedgerEntry {
  const base = { id: `entry-${n}`, at };
  const cap = settings.profile === 'hk' ? 10 : 5;
  switch (kind) {
    case 'draw':
      return { ...base, kind: 'draw' };
    case 'false_win':
      return { ...base, kind: 'false_win', offender: (n % 4) as PlayerIndex };
    case 'table_payment':
      if (settings.profile !== 'hk')
        return { ...base, kind: 'table_payment', receiver: (n % 4) as PlayerIndex, reason: 'exposed_kong' };
      return { ...base, kind: 'draw' };
    case 'by_tai': {
      const tai = Math.min(cap, 3 + (n % 3));
      return {
        ...base,
        kind: 'win',
        winner: 0,
        selfDrawn: true,
        discarder: null,
        tai,
        payment: paymentFor(settings, tai, true),
      };
    }
    case 'scored': {
      const pool = scoredPool(settings);
      return { ...pool[n % pool.length]!, ...base };
    }
  }
}

/** A valid night of any profile with the given kinds of entries, minutes apart. */
const nights = (entryKinds: fc.Arbitrary<Kind[]>): fc.Arbitrary<SharedNight> =>
  fc
    .record({
      profile: fc.constantFrom<ProfileId>('sg', 'sg-reference', 'hk'),
      kinds: entryKinds,
      name: fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: MAX_NIGHT_NAME_LENGTH })
        .map((s) => s.trim())
        .filter((s) => s !== '' && [...s].length <= MAX_NIGHT_NAME_LENGTH),
      finished: fc.boolean(),
    })
    .map(({ profile, kinds: list, name, finished }) => {
      const settings = tableOf(profile);
      const entries = list.map((kind, n) => entryOf(settings, kind, n, START + (n + 1) * 60_000));
      return {
        id: ID,
        name,
        createdAt: START,
        finished,
        sharedAt: START + (list.length + 1) * 60_000,
        settings,
        entries,
      };
    });

const numbered = (entries: readonly LedgerEntry[]): LedgerEntry[] =>
  entries.map((e, i) => ({ ...e, id: `e${i + 1}` }));

/** The night a code opens to, or the refusal. */
async function open(code: string) {
  return decodeNightCode(code);
}

/** Encodes a night: the code, or the encoder's refusal (which must be a NightShareError with a reason). */
async function encoded(
  night: SharedNight,
): Promise<{ ok: true; code: string } | { ok: false; error: NightShareError }> {
  try {
    return { ok: true, code: await encodeNightCode(night) };
  } catch (error) {
    if (!(error instanceof NightShareError)) throw error;
    expect(error.message).toMatch(/^This night (cannot be shared|is too big)/);
    return { ok: false, error };
  }
}

// ---------------------------------------------------------------------------------------------
// Links outside the bounds: made with the unchecked writer (no app makes them), refused on opening,
// and refused the same way by the check a backup and a kept copy go through (db/night-bounds.test.ts
// keeps copies of such nights: none is stored).

/** One way of putting a valid night outside the bounds, and what the refusal must mention. */
type Breach = {
  what: string;
  apply: (night: SharedNight) => SharedNight;
  says: RegExp;
  onlyTheLink?: boolean;
};

const longText = (min: number, max: number): fc.Arbitrary<string> =>
  fc
    .string({ unit: fc.constantFrom('x', '陈', '🀄', 'é', ' ', '\u0007'), minLength: min, maxLength: max })
    .filter((s) => [...s.trim()].length >= min);

const firstWin = (night: SharedNight): number => night.entries.findIndex((e) => e.kind === 'win');
const withWin = (night: SharedNight, change: (win: WinEntry) => WinEntry): SharedNight => {
  const entries = [...night.entries];
  const at = firstWin(night);
  const win =
    at >= 0 ? (entries[at] as WinEntry) : (entryOf(night.settings, 'scored', 0, START + 1000) as WinEntry);
  if (at >= 0) entries[at] = change(win);
  else entries.push(change(win));
  return { ...night, entries };
};

const breaches: fc.Arbitrary<Breach> = fc.oneof(
  longText(MAX_NIGHT_NAME_LENGTH + 1, 3000).map((name): Breach => ({
    what: 'a name too long',
    apply: (n) => ({ ...n, name }),
    says: /name has [\d,]+ characters; a night’s name has at most 60/,
  })),
  fc.constant<Breach>({ what: 'no name', apply: (n) => ({ ...n, name: '  ' }), says: /It has no name/ }),
  longText(MAX_NAME_LENGTH + 1, 400).map((long): Breach => ({
    what: 'a player’s name too long',
    apply: (n) => ({
      ...n,
      settings: { ...n.settings, players: [long, ...n.settings.players.slice(1)] as PerPlayer<string> },
    }),
    says: new RegExp(`Shorten the first player’s name to ${MAX_NAME_LENGTH} characters`),
  })),
  // A start past the sane range that the code's 44 bits can still carry.
  fc.integer({ min: LATEST_TIME, max: 2 ** 44 - 1 }).map((createdAt): Breach => ({
    what: 'a start in a far year',
    apply: (n) => ({ ...n, createdAt, sharedAt: createdAt, entries: [] }),
    says: /start time is not a real date/,
  })),
  fc
    .oneof(fc.integer({ min: LATEST_TIME, max: 9e15 }), fc.integer({ min: -1e13, max: -1 }))
    .map((sharedAt): Breach => ({
      what: 'a shared-at that is no date',
      apply: (n) => ({ ...n, sharedAt }),
      says: /shared is not a real date/,
      onlyTheLink: true,
    })),
  fc.integer({ min: LATEST_TIME, max: 9e15 }).map((at): Breach => ({
    what: 'an entry in a far year',
    apply: (n) => ({ ...n, entries: [...n.entries, { id: 'late', at, kind: 'draw' }] }),
    says: /The time of this entry is not a real date/,
  })),
  fc.integer({ min: MAX_ENTRIES_PER_NIGHT + 1, max: MAX_ENTRIES_PER_NIGHT + 3000 }).map((count): Breach => ({
    what: 'too many entries',
    apply: (n) => ({
      ...n,
      entries: Array.from({ length: count }, (_, i): LedgerEntry => ({
        id: `d${i}`,
        at: START + i,
        kind: 'draw',
      })),
    }),
    says: /more than the 2,000 one night can keep/,
  })),
  fc.integer({ min: 14, max: 1e15 }).map((tai): Breach => ({
    what: 'an absurd tai',
    apply: (n) => withWin(n, (w) => ({ ...w, tai, items: undefined, hand: undefined })),
    says: /limit is \d+ (tai|fan); a win counts at most that/,
  })),
  fc.integer({ min: 14, max: 1e15 }).map((tai): Breach => ({
    what: 'a scoring line of absurd tai',
    apply: (n) =>
      withWin(n, (w) => ({ ...w, items: [...(w.items ?? []), { id: 'x', name: 'Big', zh: '', tai }] })),
    says: /scoring lines saved with this win are unreadable/,
  })),
  fc.integer({ min: 1, max: 12 }).map((more): Breach => ({
    what: 'lines that do not add up to the tai',
    apply: (n) =>
      withWin(n, (w) => ({
        ...w,
        items: [{ id: 'x', name: 'Edited', zh: '', tai: Math.max(0, w.tai - more) }],
      })),
    says: /scoring lines saved with this win add up to \d+, not the \d+/,
  })),
  fc.constant<Breach>({
    what: 'too many scoring lines',
    apply: (n) =>
      withWin(n, (w) => ({
        ...w,
        items: Array.from({ length: MAX_ITEMS + 1 }, () => ({ id: 'x', name: 'Zero', zh: '', tai: 0 })),
      })),
    says: /scoring lines saved with this win are unreadable/,
  }),
  fc
    .array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 15, maxLength: 2000 })
    .map((tiles): Breach => ({
      what: 'a hand of made-up tiles',
      apply: (n) => withWin(n, (w) => ({ ...w, hand: { ...w.hand!, hand: tiles, winning_tile: tiles[0]! } })),
      says: /scored hand saved with this win cannot be read/,
    })),
);

describe('a night link outside the bounds of a night made on a phone', () => {
  it(
    'is refused on opening with the reason, as a backup or a kept copy is refused',
    async () => {
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(nights(fc.array(kinds, { maxLength: 8 })), breaches, async (night, breach) => {
          const bad = breach.apply(night);
          seen.add(breach.what);
          // The encoder refuses it first, with the reason.
          const attempt = await encoded(bad);
          expect(attempt.ok, breach.what).toBe(false);

          const opened = await open(await writeNightCode(bad));
          expect(opened.ok, breach.what).toBe(false);
          if (opened.ok) return;
          expect(opened.error.code, `${breach.what}: ${opened.error.message}`).toBe('invalid_night');
          expect(opened.error.message).toMatch(breach.says);

          // The same night from a backup file or a kept copy goes through the same check, which refuses it
          // (a backup has no shared-at time: its schema holds its own times to the same real dates).
          if (!breach.onlyTheLink) expect(acceptNight(bad).ok, breach.what).toBe(false);
        }),
        { numRuns: 120 },
      );
      expect(seen.size).toBe(12);
    },
    HEAVY,
  );

  it('opens, from the unchecked writer too, a night inside the bounds (so the refusals above are the breaches’)', async () => {
    for (const night of fc.sample(nights(fc.array(kinds, { minLength: 3, maxLength: 8 })), {
      numRuns: 10,
      seed: 7,
    })) {
      const back = await open(await writeNightCode(night));
      expect(back.ok).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The encoder and the decoder agree.

/** The largest entry the app records: a scored win whose hand and lines both travel in the text block. */
function largestWin(settings: NightSettings): WinEntry {
  const hand: HandInput = {
    profile: 'sg',
    // Another table's house rules, every one changed: the hand travels whole, not as a share code.
    options: {
      min_tai: 1,
      cap_tai: 13,
      unit: 100_000_000,
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
    },
    hand: ['RD', 'RD'],
    exposed: [
      { type: 'kong', tiles: ['c1', 'c1', 'c1', 'c1'] },
      { type: 'kong', tiles: ['b2', 'b2', 'b2', 'b2'] },
      { type: 'concealed_kong', tiles: ['d3', 'd3', 'd3', 'd3'] },
      { type: 'kong', tiles: ['N', 'N', 'N', 'N'] },
    ],
    bonus: [...BONUS_TOKENS],
    winning_tile: 'RD',
    winning_from_discard: false,
    seat_wind: 'N',
    prevailing_wind: 'E',
    events: ['replacement', 'last_tile'],
  };
  const result = scoreHand(hand);
  if (!result.ok) throw new Error(result.errors[0]!.message);
  // Lines as an older scorer named them: they differ from today's, so they travel whole too.
  const items = result.items.map((item) => ({
    ...item,
    name: `${item.name} — as scored on the night, in full`,
  }));
  const cap = settings.options.cap_tai ?? 5;
  const tai = Math.min(
    cap,
    items.reduce((sum, item) => sum + item.tai, 0),
  );
  return {
    id: 'big',
    at: START,
    kind: 'win',
    winner: 3,
    selfDrawn: true,
    discarder: null,
    tai,
    payment: paymentFor(settings, tai, true),
    items,
    hand,
    bao: 1,
  };
}

describe('the night code’s limits', () => {
  it(
    `opens a night of ${MAX_ENTRIES_PER_NIGHT} entries of the largest kind the app records`,
    async () => {
      const settings = tableOf('sg', { unit: 10, cap_tai: 10 });
      const largest = largestWin(settings);
      const entries = Array.from({ length: MAX_ENTRIES_PER_NIGHT }, (_, n): WinEntry => ({
        ...largest,
        id: `big-${n}`,
        at: START + (n + 1) * 60_000,
      }));
      const night: SharedNight = {
        id: ID,
        name: 'x'.repeat(MAX_NIGHT_NAME_LENGTH),
        createdAt: START,
        finished: true,
        sharedAt: START + 1e9,
        settings,
        entries,
      };
      const textBytes = new TextEncoder().encode(
        JSON.stringify(entries.map((e) => ({ hand: e.hand, items: e.items }))),
      ).length;
      let clock = performance.now();
      const code = await encodeNightCode(night);
      const encodeMs = performance.now() - clock;
      clock = performance.now();
      const back = await open(code);
      const decodeMs = performance.now() - clock;
      console.log(`encode ${encodeMs.toFixed(0)} ms, decode ${decodeMs.toFixed(0)} ms`);
      console.log(
        `${MAX_ENTRIES_PER_NIGHT} of the largest entries: text block about ${(textBytes / 1e6).toFixed(2)} MB ` +
          `(the decoder admits ${(MAX_TEXT_BYTES / 1e6).toFixed(2)} MB), code ${code.length} characters`,
      );
      expect(textBytes).toBeLessThan(MAX_TEXT_BYTES / 1.5);
      expect(code.length).toBeLessThanOrEqual(MAX_CODE_CHARS);
      expect(back.ok && back.night).toStrictEqual({ ...night, entries: numbered(entries) });
    },
    HEAVY,
  );

  it(
    'refuses, saying why, a night whose text would inflate past the decoder’s limit, and never makes such a code',
    async () => {
      const settings = tableOf('sg');
      // Lines of the longest text the bounds allow (the limit is on the text before it is compressed).
      const text = (n: number, i: number, what: string): string =>
        `${what} ${n}.${i} `.padEnd(MAX_ITEM_TEXT, '陈');
      const entries = Array.from({ length: 250 }, (_, n): LedgerEntry => ({
        id: `w${n}`,
        at: START + n,
        kind: 'win',
        winner: 0,
        selfDrawn: true,
        discarder: null,
        tai: 5,
        payment: paymentFor(settings, 5, true),
        items: Array.from({ length: MAX_ITEMS }, (_, i) => ({
          id: text(n, i, 'id'),
          name: text(n, i, 'name'),
          zh: text(n, i, 'zh'),
          tai: i === 0 ? 5 : 0,
        })),
      }));
      const night: SharedNight = {
        id: ID,
        name: 'Too much',
        createdAt: START,
        finished: false,
        sharedAt: START,
        settings,
        entries,
      };
      expect(acceptNight(night).ok).toBe(true);
      const attempt = await encoded(night);
      expect(attempt.ok).toBe(false);
      if (!attempt.ok) {
        expect(attempt.error.code).toBe('too_big');
        expect(attempt.error.message).toMatch(/too big to share as one link/);
      }
      await expect(writeNightCode(night)).rejects.toThrow(NightShareError);
    },
    HEAVY,
  );

  it(
    'every valid night up to the entry limit opens from its code exactly, or the encoder refuses it with a reason',
    async () => {
      const counts = fc.oneof(
        { weight: 6, arbitrary: fc.array(kinds, { maxLength: 40 }) },
        {
          weight: 1,
          arbitrary: fc
            .integer({ min: MAX_ENTRIES_PER_NIGHT - 50, max: MAX_ENTRIES_PER_NIGHT })
            .chain((n) => fc.array(kinds, { minLength: n, maxLength: n })),
        },
      );
      let opened = 0;
      await fc.assert(
        fc.asyncProperty(nights(counts), async (night) => {
          const attempt = await encoded(night);
          if (!attempt.ok) {
            // Only size may stop a valid night, and then the encoder says so.
            expect(attempt.error.code).toBe('too_big');
            return;
          }
          const back = await open(attempt.code);
          if (!back.ok) throw new Error(`the encoder made a code its decoder refuses: ${back.error.message}`);
          expect(back.night).toStrictEqual({ ...night, entries: numbered(night.entries) });
          opened++;
        }),
        { numRuns: 14 },
      );
      expect(opened).toBeGreaterThan(10);
    },
    HEAVY,
  );
});
