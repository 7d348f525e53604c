// Seeded random hands for property tests and the benchmark: four random sets and a pair, some
// declared, with random bonus tiles and context. The same seed always gives the same hands.
import { eventAvailability, eventWinKind } from '../events';
import { BONUS_TOKENS, TILE_COUNT, TILE_TOKENS } from '../tiles';
import { EVENT_IDS, PROFILE_IDS, type EventId, type HandInput, type ProfileId } from '../types';

export type Rng = () => number;

/** mulberry32: small, fast and good enough to spread test hands. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const int = (rng: Rng, n: number): number => Math.floor(rng() * n);

type SetKind = 'chow' | 'pong' | 'kong';

/**
 * The events drawn: those of the first release, so that a seed keeps giving the same hands (the
 * benchmark compares like with like); Ren Hu, a house rule's event, has its own cases.
 */
const DRAWN_EVENTS: readonly EventId[] = EVENT_IDS.filter((event) => event !== 'human');

export interface RandomHandOptions {
  profile?: ProfileId;
  /** Chance that each set is declared (0..1). */
  declareChance?: number;
}

/** A valid winning-shape hand of RULES.md section 2 (its tai may still be under the minimum). */
export function randomWinningHand(rng: Rng, options: RandomHandOptions = {}): HandInput {
  for (;;) {
    const counts = new Uint8Array(TILE_COUNT);
    const sets: Array<{ kind: SetKind; tile: number }> = [];
    let ok = true;
    for (let s = 0; s < 4 && ok; s++) {
      const roll = rng();
      const kind: SetKind = roll < 0.55 ? 'chow' : roll < 0.9 ? 'pong' : 'kong';
      const tile = kind === 'chow' ? int(rng, 3) * 9 + int(rng, 7) : int(rng, TILE_COUNT);
      const tiles =
        kind === 'chow' ? [tile, tile + 1, tile + 2] : new Array<number>(kind === 'kong' ? 4 : 3).fill(tile);
      for (const t of tiles) if (++counts[t]! > 4) ok = false;
      sets.push({ kind, tile });
    }
    const pair = int(rng, TILE_COUNT);
    counts[pair]! += 2;
    if (!ok || counts[pair]! > 4) continue;

    const profile = options.profile ?? pick(rng, PROFILE_IDS);
    const declareChance = options.declareChance ?? 0.3;
    const concealed: string[] = [TILE_TOKENS[pair]!, TILE_TOKENS[pair]!];
    const exposed: NonNullable<HandInput['exposed']> = [];
    for (const set of sets) {
      // A kong is always declared; other sets are declared by chance.
      const declared = set.kind === 'kong' || rng() < declareChance;
      const tiles =
        set.kind === 'chow'
          ? [set.tile, set.tile + 1, set.tile + 2]
          : new Array<number>(set.kind === 'kong' ? 4 : 3).fill(set.tile);
      const tokens = tiles.map((t) => TILE_TOKENS[t]!);
      if (!declared) concealed.push(...tokens);
      else if (set.kind === 'kong')
        exposed.push({ type: rng() < 0.5 ? 'kong' : 'concealed_kong', tiles: tokens });
      else exposed.push({ type: set.kind, tiles: tokens });
    }
    const bonusPool = profile === 'hk' ? BONUS_TOKENS.slice(0, 8) : BONUS_TOKENS;
    const bonus = bonusPool.filter(() => rng() < 0.15);
    const drawn: EventId[] = DRAWN_EVENTS.filter(() => rng() < 0.05);
    const hand: HandInput = {
      profile,
      hand: shuffled(rng, concealed),
      exposed,
      bonus,
      winning_tile: pick(rng, concealed),
      winning_from_discard: rng() < 0.5,
      seat_wind: pick(rng, ['E', 'S', 'W', 'N']),
      prevailing_wind: pick(rng, ['E', 'S', 'W', 'N']),
      events: [],
    };
    return withPossibleEvents(hand, drawn);
  }
}

/**
 * The hand with those of `drawn` it could have had (RULES.md section 2), each kept only if it fits
 * the ones kept before it; an event that decides the kind of win decides `winning_from_discard` too.
 */
function withPossibleEvents(hand: HandInput, drawn: readonly EventId[]): HandInput {
  const { winning_from_discard: drawnFlag, ...open } = hand;
  const events: EventId[] = [];
  for (const event of drawn) {
    if (eventAvailability({ ...open, events })[event].possible) events.push(event);
  }
  const profile = hand.profile ?? 'sg';
  const decided = events.map((e) => eventWinKind(e, profile)).find((kind) => kind !== null);
  return { ...hand, events, winning_from_discard: decided ? decided === 'discard' : drawnFlag };
}

/**
 * 13 concealed tiles (as counts) to find waits for: most are a winning hand less one tile, some
 * have one tile swapped for a random one, and some are 13 tiles drawn at random.
 */
export function randomThirteen(rng: Rng): Uint8Array {
  const roll = rng();
  const counts = new Uint8Array(TILE_COUNT);
  if (roll < 0.75) {
    const winning = randomWinningHand(rng, { declareChance: 0, profile: 'sg' });
    // Kongs are always declared; read their tiles back as a concealed pong.
    for (const token of winning.hand) counts[TILE_TOKENS.indexOf(token)]! += 1;
    for (const set of winning.exposed ?? []) counts[TILE_TOKENS.indexOf(set.tiles[0]!)]! += 3;
    const remove = (): void => {
      for (;;) {
        const t = int(rng, TILE_COUNT);
        if (counts[t]! > 0) {
          counts[t]! -= 1;
          return;
        }
      }
    };
    remove();
    if (roll < 0.25) {
      remove();
      for (;;) {
        const t = int(rng, TILE_COUNT);
        if (counts[t]! < 4) {
          counts[t]! += 1;
          break;
        }
      }
    }
    return counts;
  }
  let placed = 0;
  while (placed < 13) {
    const t = rng() < 0.5 ? int(rng, 9) : int(rng, TILE_COUNT);
    if (counts[t]! < 4) {
      counts[t]! += 1;
      placed++;
    }
  }
  return counts;
}

export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
