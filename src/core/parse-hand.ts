// Reads a hand in the shape of RULES.md section 2 and checks every rule of a well-formed hand.
// Whatever the input (any JSON value at all), the answer is a parsed hand or a list of errors.
import { inputError, quote, type InputError } from './errors';
import { EVENT_BIT, checkEvents, type EventContext } from './events';
import { PROFILE_SETTINGS, resolveOptions } from './options';
import {
  ANIMAL_MASK,
  BONUS_BASE,
  BONUS_TOKENS,
  FLOWER_MASK,
  NOT_A_TILE,
  SEASON_MASK,
  TILE_COUNT,
  TILE_TOKENS,
  isAnimal,
  isHonour,
  parseWind,
  tokenCode,
  suitOf,
  tileName,
  bonusName,
} from './tiles';
import {
  DECLARED_SET_TYPES,
  EVENT_IDS,
  PROFILE_IDS,
  type DeclaredSetType,
  type EventId,
  type ProfileId,
  type TableOptions,
} from './types';

export type MeldKind = 'chow' | 'pong' | 'kong';

export interface DeclaredSet {
  readonly kind: MeldKind;
  /** The lowest tile of the set. */
  readonly tile: number;
  /** True for a concealed kong, the one declared set that keeps a hand concealed. */
  readonly concealed: boolean;
}

export { EVENT_BIT } from './events';

export interface ParsedHand {
  readonly profile: ProfileId;
  readonly options: TableOptions;
  /** Counts of the concealed tiles by tile index, the winning tile included. */
  readonly concealed: Uint8Array;
  readonly declared: readonly DeclaredSet[];
  /** Bonus tiles as a 12-bit mask (see tiles.ts). Under sg-reference animals are dropped here. */
  readonly bonus: number;
  /** The winning tile, or -1 for an all-eight-flowers win that names none. */
  readonly winningTile: number;
  /**
   * All eight flowers and seasons under a table where they win on their own (sg): the hand is also
   * read as that win, whatever it holds. `shapeless` when it cannot be read otherwise (not 14 tiles,
   * or no winning tile).
   */
  readonly flowersAlone: boolean;
  readonly shapeless: boolean;
  /** As given, or as the events decide it (RULES.md section 2), or a self-draw. */
  readonly selfDrawn: boolean;
  /** 0..3 for E S W N. */
  readonly seatWind: number;
  readonly prevailingWind: number;
  /** EVENT_BIT flags, with the implied events added (kong on kong → replacement, a self-drawn last tile → last five). */
  readonly events: number;
}

export type ParseResult = { ok: true; hand: ParsedHand } | { ok: false; errors: InputError[] };

const SET_NAMES: Readonly<Record<DeclaredSetType, string>> = {
  chow: 'chow',
  pong: 'pong',
  kong: 'kong',
  concealed_kong: 'concealed kong',
};
// Field names are made once: building them per tile would cost more than reading the tile.
const EXPOSED_FIELDS = [0, 1, 2, 3].map((i) => `exposed[${i}]`);
const EXPOSED_TILES_FIELDS = EXPOSED_FIELDS.map((field) => `${field}.tiles`);
const SET_TYPE_LOOKUP = new Map<string, DeclaredSetType>(DECLARED_SET_TYPES.map((t) => [t, t]));

function readTile(token: unknown, field: string, errors: InputError[]): number | undefined {
  const code = tokenCode(token);
  if (code >= 0 && code < TILE_COUNT) return code;
  if (code === NOT_A_TILE) {
    errors.push(
      inputError(
        'unknown_tile',
        `${quote(token)} is not a tile. Tiles are c1–c9, b1–b9, d1–d9, E S W N, RD GD WD, F1–F4, S1–S4 and the animals.`,
        field,
        { token: quote(token) },
      ),
    );
  } else {
    errors.push(
      inputError(
        'bonus_in_hand',
        `${bonusName(code - BONUS_BASE)} is a bonus tile: it goes with the bonus tiles set aside, not in a set or the hand.`,
        field,
        { tile: BONUS_TOKENS[code - BONUS_BASE]! },
      ),
    );
  }
  return undefined;
}

/** What is wrong with a declared set's tiles (lowest `first`, highest `last`), or undefined. */
function setShapeProblem(
  setType: DeclaredSetType,
  indices: readonly number[],
  first: number,
  last: number,
): string | undefined {
  const kindName = SET_NAMES[setType];
  const size = setType === 'chow' || setType === 'pong' ? 3 : 4;
  if (indices.length !== size) return `has ${indices.length} tiles; a ${kindName} has ${size}`;
  if (setType === 'chow') {
    if (isHonour(last)) return 'uses honours; a chow is three suit tiles in a row';
    const distinct = indices[0] !== indices[1] && indices[1] !== indices[2] && indices[0] !== indices[2];
    if (!distinct || last !== first + 2 || suitOf(first) !== suitOf(last))
      return 'is not three tiles in a row of one suit';
  } else if (first !== last) {
    return `mixes different tiles; a ${kindName} is ${size} of the same tile`;
  }
  return undefined;
}

function readDeclaredSet(
  raw: unknown,
  index: number,
  counts: Uint32Array,
  errors: InputError[],
): DeclaredSet | undefined {
  const field = EXPOSED_FIELDS[index]!;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    errors.push(
      inputError('invalid_field', `Declared set ${index + 1} must name its type and its tiles.`, field),
    );
    return undefined;
  }
  const { type, tiles } = raw as { type?: unknown; tiles?: unknown };
  const setType =
    typeof type === 'string'
      ? (SET_TYPE_LOOKUP.get(type) ?? SET_TYPE_LOOKUP.get(type.toLowerCase()))
      : undefined;
  if (setType === undefined) {
    errors.push(
      inputError(
        'unknown_set_type',
        `Declared set ${index + 1} has the type ${quote(type)}; it must be a chow, pong, kong or concealed_kong.`,
        `${field}.type`,
      ),
    );
    return undefined;
  }
  const kindName = SET_NAMES[setType];
  if (!Array.isArray(tiles)) {
    errors.push(
      inputError(
        'invalid_field',
        `The ${kindName} (set ${index + 1}) must list its tiles.`,
        `${field}.tiles`,
      ),
    );
    return undefined;
  }
  const tilesField = EXPOSED_TILES_FIELDS[index]!;
  const before = errors.length;
  const indices: number[] = [];
  let first = TILE_COUNT;
  let last = -1;
  for (const token of tiles) {
    const tile = readTile(token, tilesField, errors);
    if (tile === undefined) continue;
    indices.push(tile);
    if (tile < first) first = tile;
    if (tile > last) last = tile;
  }
  if (errors.length > before) return undefined;
  const problem = setShapeProblem(setType, indices, first, last);
  if (problem !== undefined) {
    errors.push(
      inputError('invalid_set', `The ${kindName} (set ${index + 1}) ${problem}.`, field, {
        set: index + 1,
        type: setType,
      }),
    );
    return undefined;
  }
  for (const tile of indices) counts[tile]! += 1;
  return {
    kind: setType === 'chow' ? 'chow' : setType === 'pong' ? 'pong' : 'kong',
    tile: first,
    concealed: setType === 'concealed_kong',
  };
}

function readProfile(raw: Record<string, unknown>, errors: InputError[]): ProfileId | undefined {
  const value = raw.profile;
  if (value === undefined || value === null) return 'sg';
  const id = typeof value === 'string' ? value.toLowerCase() : value;
  if (!PROFILE_IDS.includes(id as ProfileId)) {
    errors.push(
      inputError(
        'unknown_profile',
        `There is no table profile ${quote(value)}. Choose sg, sg-reference or hk.`,
        'profile',
      ),
    );
    return undefined;
  }
  return id as ProfileId;
}

function readWind(
  raw: Record<string, unknown>,
  key: 'seat_wind' | 'prevailing_wind',
  errors: InputError[],
): number {
  const value = raw[key];
  if (value === undefined || value === null) return 0;
  const wind = parseWind(value);
  if (wind < 0) {
    const what = key === 'seat_wind' ? 'seat wind' : 'prevailing wind';
    errors.push(inputError('invalid_wind', `The ${what} must be E, S, W or N, not ${quote(value)}.`, key));
    return 0;
  }
  return wind;
}

function readEvents(raw: Record<string, unknown>, errors: InputError[]): number {
  const value = raw.events;
  if (value === undefined || value === null) return 0;
  if (!Array.isArray(value)) {
    errors.push(inputError('invalid_field', 'Events must be a list, such as ["replacement"].', 'events'));
    return 0;
  }
  let events = 0;
  for (const event of value) {
    const id = typeof event === 'string' ? event.toLowerCase() : event;
    if (!EVENT_IDS.includes(id as EventId)) {
      errors.push(
        inputError(
          'unknown_event',
          `${quote(event)} is not a winning event. Events are ${EVENT_IDS.join(', ')}.`,
          'events',
        ),
      );
      continue;
    }
    events |= EVENT_BIT[id as EventId];
  }
  return events;
}

function readBonus(
  raw: Record<string, unknown>,
  profile: ProfileId | undefined,
  errors: InputError[],
): number {
  const value = raw.bonus;
  if (value === undefined || value === null) return 0;
  if (!Array.isArray(value)) {
    errors.push(inputError('invalid_field', 'Bonus tiles must be a list, such as ["F1", "CAT"].', 'bonus'));
    return 0;
  }
  let mask = 0;
  for (const token of value) {
    const code = tokenCode(token);
    if (code === NOT_A_TILE) {
      errors.push(
        inputError(
          'unknown_tile',
          `${quote(token)} is not a tile. Bonus tiles are F1–F4, S1–S4, CAT, RAT, ROOSTER and CENTIPEDE.`,
          'bonus',
          { token: quote(token) },
        ),
      );
      continue;
    }
    if (code < TILE_COUNT) {
      errors.push(
        inputError(
          'not_a_bonus_tile',
          `${tileName(code)} is not a bonus tile; it belongs in the hand or a declared set.`,
          'bonus',
          { tile: TILE_TOKENS[code]! },
        ),
      );
      continue;
    }
    const bonus = code - BONUS_BASE;
    const bit = 1 << bonus;
    if (mask & bit) {
      errors.push(
        inputError(
          'duplicate_bonus',
          `There is only one ${bonusName(bonus)} (${BONUS_TOKENS[bonus]}) in the set, and it is listed twice.`,
          'bonus',
          { tile: BONUS_TOKENS[bonus]! },
        ),
      );
      continue;
    }
    if (isAnimal(bonus) && profile === 'hk') {
      errors.push(
        inputError(
          'animal_not_allowed',
          `Hong Kong tables play without animals: take out the ${bonusName(bonus)}.`,
          'bonus',
          { tile: BONUS_TOKENS[bonus]! },
        ),
      );
      continue;
    }
    mask |= bit;
  }
  return mask;
}

// Events are checked against nothing when there are none.
const NO_CONTEXT: EventContext = { profile: 'sg', seatWind: 0, kongs: 0, openSets: 0, bonusTiles: 0 };

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/**
 * Every tile's copies, concealed and declared, of the hand being read. Uint32, not Uint8: 256 copies
 * of a tile must count 256, not wrap to 0 (64 MB of input fits). One array reused by every call
 * (`parseHand` is synchronous and never re-entered): a new Uint32Array of 34 is too big for V8 to
 * keep on its heap, and allocating it was a tenth of the time of scoring a hand.
 */
const TILE_COUNTS = new Uint32Array(TILE_COUNT);

/** Validates a hand of RULES.md section 2. Never throws, whatever `input` is. */
export function parseHand(input: unknown): ParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      ok: false,
      errors: [inputError('not_a_hand', 'A hand must be an object with at least "hand" and "winning_tile".')],
    };
  }
  const raw = input as Record<string, unknown>;
  const errors: InputError[] = [];
  const profile = readProfile(raw, errors);
  const { options, errors: optionErrors } = resolveOptions(profile ?? 'sg', raw.options);
  if (profile !== undefined) errors.push(...optionErrors);

  const counts = TILE_COUNTS.fill(0); // every tile, concealed and declared
  const concealed = new Uint8Array(TILE_COUNT);
  let handSize = 0;
  if (!Array.isArray(raw.hand)) {
    errors.push(
      inputError(
        'invalid_field',
        'The hand must be a list of its concealed tiles, such as ["c1", "c2", …].',
        'hand',
      ),
    );
  } else {
    for (const token of raw.hand) {
      const tile = readTile(token, 'hand', errors);
      if (tile === undefined) continue;
      // Saturates rather than wraps: past four copies the hand is refused anyway (by `counts`).
      if (concealed[tile]! < 255) concealed[tile]! += 1;
      counts[tile]! += 1;
      handSize += 1;
    }
  }

  const declared: DeclaredSet[] = [];
  if (raw.exposed !== undefined && raw.exposed !== null) {
    if (!Array.isArray(raw.exposed)) {
      errors.push(inputError('invalid_field', 'Declared sets (exposed) must be a list.', 'exposed'));
    } else if (raw.exposed.length > 4) {
      errors.push(
        inputError(
          'too_many_sets',
          `A hand has at most four sets, and ${raw.exposed.length} are declared.`,
          'exposed',
        ),
      );
    } else {
      raw.exposed.forEach((set, index) => {
        const parsed = readDeclaredSet(set, index, counts, errors);
        if (parsed) declared.push(parsed);
      });
    }
  }

  const bonusGiven = readBonus(raw, profile, errors);
  let bonus = bonusGiven;
  if (profile !== undefined && PROFILE_SETTINGS[profile].animals === 'ignore') bonus &= ~ANIMAL_MASK;
  const eightFlowers = FLOWER_MASK | SEASON_MASK;
  const flowersAlone =
    profile !== undefined &&
    PROFILE_SETTINGS[profile].flowersWinAlone === true &&
    (bonus & eightFlowers) === eightFlowers;
  const seatWind = readWind(raw, 'seat_wind', errors);
  const prevailingWind = readWind(raw, 'prevailing_wind', errors);
  const givenEvents = readEvents(raw, errors);

  const discardFlag = raw.winning_from_discard;
  if (discardFlag !== undefined && discardFlag !== null && typeof discardFlag !== 'boolean') {
    errors.push(
      inputError(
        'invalid_field',
        'winning_from_discard must be true (won on a discard) or false (self-drawn).',
        'winning_from_discard',
      ),
    );
  }

  for (let tile = 0; tile < TILE_COUNT; tile++) {
    if (counts[tile]! > 4) {
      errors.push(
        inputError(
          'too_many_copies',
          `There are ${counts[tile]} × ${tileName(tile)} (${TILE_TOKENS[tile]}) in this hand; the set has only four.`,
          'hand',
          { tile: TILE_TOKENS[tile]!, count: counts[tile]! },
        ),
      );
    }
  }

  // The count is only meaningful once every tile and set was read; otherwise the other errors say why.
  const handRead = Array.isArray(raw.hand) && handSize === raw.hand.length;
  const setsRead =
    raw.exposed === undefined ||
    raw.exposed === null ||
    (Array.isArray(raw.exposed) && declared.length === raw.exposed.length);
  if (handRead && setsRead) {
    const total = handSize + 3 * declared.length;
    if (flowersAlone && total > 14) {
      errors.push(
        inputError(
          'wrong_tile_count',
          `All eight flowers and seasons win whatever the hand holds, but a hand has at most 14 tiles (a kong counts as 3), and this one has ${total}.`,
          'hand',
          { why: 'flowers_alone', total },
        ),
      );
    } else if (total !== 14 && !flowersAlone) {
      const sets =
        declared.length === 0 ? '' : ` and ${declared.length} declared set${declared.length > 1 ? 's' : ''}`;
      errors.push(
        inputError(
          'wrong_tile_count',
          `A winning hand has 14 tiles (a kong counts as 3), but this one has ${handSize} concealed${sets}: ${total} in all.`,
          'hand',
          { why: 'count', total, concealed: handSize, sets: declared.length },
        ),
      );
    }
  }

  // The events are read against the sets once every set was read; otherwise the set's error comes first.
  const discardGiven = typeof discardFlag === 'boolean' ? discardFlag : undefined;
  let context = NO_CONTEXT;
  if (givenEvents !== 0) {
    let kongs = 0;
    let openSets = 0;
    for (const set of declared) {
      if (set.kind === 'kong') kongs++;
      if (!set.concealed) openSets++;
    }
    context = { profile: profile ?? 'sg', seatWind, kongs, openSets, bonusTiles: bitCount(bonusGiven) };
  }
  const eventCheck = checkEvents(context, givenEvents, discardGiven);
  if (setsRead)
    for (const problem of eventCheck.problems)
      errors.push(inputError(problem.code, problem.message, 'events', problem.values));
  const events = eventCheck.bits;

  let winningTile = -1;
  if ((raw.winning_tile === undefined || raw.winning_tile === null) && flowersAlone) {
    // All eight flowers need no winning tile.
  } else if (raw.winning_tile === undefined || raw.winning_tile === null) {
    errors.push(
      inputError(
        'missing_winning_tile',
        'Mark the winning tile: the tile that completed the hand.',
        'winning_tile',
      ),
    );
  } else {
    const code = tokenCode(raw.winning_tile);
    if (code === NOT_A_TILE) {
      errors.push(
        inputError(
          'unknown_tile',
          `The winning tile ${quote(raw.winning_tile)} is not a tile.`,
          'winning_tile',
          { token: quote(raw.winning_tile) },
        ),
      );
    } else if (code >= TILE_COUNT) {
      errors.push(
        inputError(
          'winning_tile_not_in_hand',
          `${bonusName(code - BONUS_BASE)} cannot win a hand: the winning tile is one of the concealed tiles.`,
          'winning_tile',
          { tile: BONUS_TOKENS[code - BONUS_BASE]! },
        ),
      );
    } else if (Array.isArray(raw.hand) && concealed[code] === 0) {
      const inDeclared = declared.some(
        (set) => set.tile <= code && code < set.tile + (set.kind === 'chow' ? 3 : 1),
      );
      const discard = !eventCheck.selfDrawn;
      if (inDeclared && discard) {
        errors.push(
          inputError(
            'winning_tile_in_declared_set',
            `The winning ${tileName(code)} is inside a declared set; a discard that wins stays with the concealed tiles in "hand".`,
            'winning_tile',
            { tile: TILE_TOKENS[code]! },
          ),
        );
      } else {
        errors.push(
          inputError(
            'winning_tile_not_in_hand',
            `The winning tile, ${tileName(code)}, must be one of the concealed tiles in "hand".`,
            'winning_tile',
            { tile: TILE_TOKENS[code]! },
          ),
        );
      }
    } else {
      winningTile = code;
    }
  }

  if (errors.length > 0 || profile === undefined) return { ok: false, errors };

  const selfDrawn = eventCheck.selfDrawn;
  const shapeless = flowersAlone && (winningTile < 0 || handSize + 3 * declared.length !== 14);
  return {
    ok: true,
    hand: {
      profile,
      options,
      concealed,
      declared,
      bonus,
      winningTile,
      flowersAlone,
      shapeless,
      selfDrawn,
      seatWind,
      prevailingWind,
      events,
    },
  };
}
