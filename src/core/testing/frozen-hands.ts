// The hands whose results the first release gave are frozen in fixtures/results-v1.json: seeded
// random hands of every profile (declared sets, bonus tiles, events, some house rules already played
// then, some rules written out at their defaults, special shapes, some hands that do not win) and
// the seeds' fixtures. The file was written once, by the first release's scorer
// (`npx tsx src/cli/freeze-results.ts`).
// It is never regenerated: the test compares today's scorer against what the first release said.
import { BONUS_TOKENS, TILE_COUNT, TILE_TOKENS } from '../tiles';
import {
  EVENT_IDS,
  PROFILE_IDS,
  type EventId,
  type HandInput,
  type HandOptionsInput,
  type ProfileId,
} from '../types';
import { randomWinningHand, seededRng, shuffled, type Rng } from './random-hands';

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** House rules that had an effect in the first release, or that existed then at their defaults. */
const OPTION_SETS: Readonly<Record<ProfileId, readonly HandOptionsInput[]>> = {
  sg: [
    { seven_pairs: true },
    { seven_pairs: 2, unusual_hands: true },
    { unusual_hands: true },
    { concealed_bonus: 1 },
    { ping_hu_wait: 'any' },
    { little_dragons_total: true },
    { min_tai: 0, unit: 10 },
    { cap_tai: 8, min_tai: 2 },
    // Every other sg rule written out at its default: the same as no options at all.
    {
      fully_concealed: 0,
      all_chow_wait: true,
      ping_hu_concealed: false,
      hidden_treasure_discard: true,
      mixed_terminals: 0,
      pearl: 'd1',
      human_hand: false,
      shooter_pays: false,
    },
  ],
  'sg-reference': [
    { min_tai: 0, unit: 2 },
    { cap_tai: 4, min_tai: 2 },
    { min_tai: 1, cap_tai: 5, unit: 1 },
  ],
  hk: [
    { min_tai: 0 },
    { cap_tai: 13 },
    { min_tai: 1, cap_tai: 8, unit: 5 },
    { seven_pairs: true },
    {
      hk_payment: 'table',
      hk_discard: 'discarder',
      concealed_hand: 0,
      bonus_counts_to_minimum: true,
      nine_gates_strict: true,
    },
  ],
};

const tokens = (counts: number[]): string[] =>
  counts.flatMap((n, t) => new Array<string>(n).fill(TILE_TOKENS[t]!));

/** Seven pairs of random tiles (a four of a kind now and then). */
function sevenPairs(rng: Rng): string[] {
  const counts = new Array<number>(TILE_COUNT).fill(0);
  for (let placed = 0; placed < 7;) {
    const t = Math.floor(rng() * TILE_COUNT);
    if (counts[t]! <= 2) {
      counts[t]! += 2;
      placed++;
    }
  }
  return tokens(counts);
}

function thirteenOrphans(rng: Rng): string[] {
  const orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
  return [...orphans, pick(rng, orphans)].map((t) => TILE_TOKENS[t]!);
}

/** 14 tiles drawn at random (almost never a winning hand). */
function randomFourteen(rng: Rng): string[] {
  const counts = new Array<number>(TILE_COUNT).fill(0);
  for (let placed = 0; placed < 14;) {
    const t = rng() < 0.5 ? Math.floor(rng() * 9) : Math.floor(rng() * TILE_COUNT);
    if (counts[t]! < 4) {
      counts[t]! += 1;
      placed++;
    }
  }
  return tokens(counts);
}

/** A concealed hand of the given tiles, with random context. */
function concealedHand(rng: Rng, profile: ProfileId, tiles: string[]): HandInput {
  const hand = shuffled(rng, tiles);
  const bonusPool = profile === 'hk' ? BONUS_TOKENS.slice(0, 8) : BONUS_TOKENS;
  return {
    profile,
    hand,
    bonus: bonusPool.filter(() => rng() < 0.15),
    winning_tile: pick(rng, hand),
    winning_from_discard: rng() < 0.5,
    seat_wind: pick(rng, ['E', 'S', 'W', 'N']),
    prevailing_wind: pick(rng, ['E', 'S', 'W', 'N']),
    events: EVENT_IDS.filter(() => rng() < 0.04),
  };
}

export interface FrozenHand {
  readonly note: string;
  readonly hand: HandInput;
}

/** The hands to freeze, in a fixed order from a fixed seed. */
export function frozenHands(): FrozenHand[] {
  const rng = seededRng(20261201);
  const out: FrozenHand[] = [];
  for (const profile of PROFILE_IDS) {
    for (let i = 0; i < 110; i++) {
      const hand = randomWinningHand(rng, { profile, declareChance: pick(rng, [0, 0.2, 0.5]) });
      // More events than the benchmark's 5%: one in three hands gets one or two more.
      if (rng() < 0.33) {
        const extra: EventId[] = [pick(rng, EVENT_IDS)];
        if (rng() < 0.3) extra.push(pick(rng, EVENT_IDS));
        hand.events = [...new Set([...(hand.events ?? []), ...extra])];
      }
      if (rng() < 0.15) delete hand.winning_from_discard;
      if (rng() < 0.25) hand.options = pick(rng, OPTION_SETS[profile]);
      out.push({ note: `${profile} random ${i + 1}`, hand });
    }
    for (let i = 0; i < 12; i++) {
      const hand = concealedHand(rng, profile, sevenPairs(rng));
      if (profile !== 'sg-reference' && rng() < 0.6) hand.options = { seven_pairs: pick(rng, [true, 2, 13]) };
      out.push({ note: `${profile} seven pairs ${i + 1}`, hand });
    }
    for (let i = 0; i < 6; i++) {
      out.push({
        note: `${profile} thirteen orphans ${i + 1}`,
        hand: concealedHand(rng, profile, thirteenOrphans(rng)),
      });
    }
    for (let i = 0; i < 12; i++) {
      const hand = concealedHand(rng, profile, randomFourteen(rng));
      if (profile === 'sg' && rng() < 0.5) hand.options = { unusual_hands: true };
      out.push({ note: `${profile} random tiles ${i + 1}`, hand });
    }
  }
  // All eight flowers and seasons: a hand of any shape, or of too few tiles.
  const eight = BONUS_TOKENS.slice(0, 8);
  for (const profile of PROFILE_IDS) {
    for (const tiles of [randomFourteen(rng), randomFourteen(rng).slice(0, 10), sevenPairs(rng)]) {
      out.push({
        note: `${profile} all eight flowers, ${tiles.length} tiles`,
        hand: { ...concealedHand(rng, profile, tiles), bonus: eight, events: [] },
      });
    }
  }
  return out;
}
