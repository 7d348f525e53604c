// Tile notation of RULES.md section 1: indices, canonical tokens, names, and token parsing.
//
// Playing tiles are numbered 0..33 so that count arrays and per-suit lookup keys are cheap:
//   0..8 characters c1..c9, 9..17 bamboo b1..b9, 18..26 dots d1..d9,
//   27..30 winds E S W N, 31..33 dragons RD GD WD.
// Bonus tiles are numbered 0..11 in their own space (a bit each in a 12-bit mask):
//   0..3 flowers F1..F4, 4..7 seasons S1..S4, 8..11 animals CAT RAT ROOSTER CENTIPEDE.

export const TILE_COUNT = 34;
export const BONUS_COUNT = 12;

export const HONOURS = 3;

export const EAST = 27;
export const SOUTH = 28;
export const WEST = 29;
export const NORTH = 30;
export const RED_DRAGON = 31;
export const GREEN_DRAGON = 32;
export const WHITE_DRAGON = 33;
export const FIRST_DRAGON = RED_DRAGON;

export const TILE_TOKENS: readonly string[] = [
  'c1',
  'c2',
  'c3',
  'c4',
  'c5',
  'c6',
  'c7',
  'c8',
  'c9',
  'b1',
  'b2',
  'b3',
  'b4',
  'b5',
  'b6',
  'b7',
  'b8',
  'b9',
  'd1',
  'd2',
  'd3',
  'd4',
  'd5',
  'd6',
  'd7',
  'd8',
  'd9',
  'E',
  'S',
  'W',
  'N',
  'RD',
  'GD',
  'WD',
];

export const BONUS_TOKENS: readonly string[] = [
  'F1',
  'F2',
  'F3',
  'F4',
  'S1',
  'S2',
  'S3',
  'S4',
  'CAT',
  'RAT',
  'ROOSTER',
  'CENTIPEDE',
];

export const FLOWER_MASK = 0b0000_0000_1111;
export const SEASON_MASK = 0b0000_1111_0000;
export const ANIMAL_MASK = 0b1111_0000_0000;
export const ALL_BONUS_MASK = 0b1111_1111_1111;
export const CAT = 8;
export const RAT = 9;
export const ROOSTER = 10;
export const CENTIPEDE = 11;

export const WIND_TOKENS = ['E', 'S', 'W', 'N'] as const;
export type WindToken = (typeof WIND_TOKENS)[number];

const SUIT_NAMES = ['Characters', 'Bamboo', 'Dots'] as const;
const SUIT_ZH = ['萬', '索', '筒'] as const;
const NUMBER_ZH = ['一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;
const HONOUR_NAMES = [
  'East Wind',
  'South Wind',
  'West Wind',
  'North Wind',
  'Red Dragon',
  'Green Dragon',
  'White Dragon',
];
const HONOUR_ZH = ['東', '南', '西', '北', '中', '發', '白'];
const BONUS_NAMES = [
  'Flower 1 Plum',
  'Flower 2 Orchid',
  'Flower 3 Chrysanthemum',
  'Flower 4 Bamboo',
  'Season 1 Spring',
  'Season 2 Summer',
  'Season 3 Autumn',
  'Season 4 Winter',
  'Cat',
  'Rat',
  'Rooster',
  'Centipede',
];
const BONUS_ZH = ['梅', '兰', '菊', '竹', '春', '夏', '秋', '冬', '猫', '老鼠', '公鸡', '蜈蚣'];

export const suitOf = (tile: number): number => (tile < 27 ? (tile / 9) | 0 : HONOURS);
export const rankOf = (tile: number): number => (tile < 27 ? (tile % 9) + 1 : 0);
export const isHonour = (tile: number): boolean => tile >= 27;
export const isWind = (tile: number): boolean => tile >= EAST && tile <= NORTH;
export const isDragon = (tile: number): boolean => tile >= RED_DRAGON;
export const isTerminal = (tile: number): boolean => tile < 27 && (tile % 9 === 0 || tile % 9 === 8);
export const isAnimal = (bonus: number): boolean => bonus >= CAT;

/** English name a player reads and a screen reader speaks: "3 Bamboo", "East Wind". */
export function tileName(tile: number): string {
  if (tile < 27) return `${rankOf(tile)} ${SUIT_NAMES[suitOf(tile)]}`;
  return HONOUR_NAMES[tile - 27]!;
}

export function tileChinese(tile: number): string {
  if (tile < 27) return `${NUMBER_ZH[rankOf(tile) - 1]}${SUIT_ZH[suitOf(tile)]}`;
  return HONOUR_ZH[tile - 27]!;
}

export const bonusName = (bonus: number): string => BONUS_NAMES[bonus]!;
export const bonusChinese = (bonus: number): string => BONUS_ZH[bonus]!;

/** Token codes: 0..33 a playing tile, BONUS_BASE + 0..11 a bonus tile, -1 not a tile. */
export const BONUS_BASE = 64;
export const NOT_A_TILE = -1;

const TOKEN_CODES = new Map<string, number>();
TILE_TOKENS.forEach((token, index) => TOKEN_CODES.set(token.toLowerCase(), index));
BONUS_TOKENS.forEach((token, index) => TOKEN_CODES.set(token.toLowerCase(), BONUS_BASE + index));
// The canonical spellings are also keys, so the common case skips toLowerCase.
TILE_TOKENS.forEach((token, index) => TOKEN_CODES.set(token, index));
BONUS_TOKENS.forEach((token, index) => TOKEN_CODES.set(token, BONUS_BASE + index));

/** Case-insensitive token lookup: a token code (see above). A number rather than an object keeps parsing cheap. */
export function tokenCode(token: unknown): number {
  if (typeof token !== 'string') return NOT_A_TILE;
  // Suit tiles are most of every hand: read "c1".."d9" from their two characters, no hashing.
  if (token.length === 2) {
    const rank = token.charCodeAt(1) - 49; // '1' → 0
    if (rank >= 0 && rank < 9) {
      const suit = token.charCodeAt(0) | 32; // lower case
      if (suit === 99) return rank; // c
      if (suit === 98) return 9 + rank; // b
      if (suit === 100) return 18 + rank; // d
    }
  }
  return TOKEN_CODES.get(token) ?? TOKEN_CODES.get(token.trim().toLowerCase()) ?? NOT_A_TILE;
}

/** A token in its canonical spelling ("rd" → "RD", "cat" → "CAT"); anything that is not a tile, as given. */
export function canonicalToken(token: string): string {
  const code = tokenCode(token);
  if (code === NOT_A_TILE) return token;
  return code >= BONUS_BASE ? BONUS_TOKENS[code - BONUS_BASE]! : TILE_TOKENS[code]!;
}

/** The English name of any token, playing or bonus tile ("3 Bamboo", "Cat"); anything else, as given. */
export function tokenName(token: string): string {
  const code = tokenCode(token);
  if (code === NOT_A_TILE) return token;
  return code >= BONUS_BASE ? bonusName(code - BONUS_BASE) : tileName(code);
}

/** Tokens in tile order (characters, bamboo, dots, winds, dragons, then bonus tiles), canonically spelled. */
export const sortTokens = (tokens: readonly string[]): string[] =>
  tokens.map(canonicalToken).sort((a, b) => tokenCode(a) - tokenCode(b));

/** Wind token (case-insensitive) to 0..3, or -1. */
export function parseWind(value: unknown): number {
  if (typeof value !== 'string') return -1;
  const code = tokenCode(value);
  return code >= 0 && isWind(code) ? code - EAST : -1;
}
